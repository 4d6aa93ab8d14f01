import { useState } from 'react';
import { Alert, Button, Empty, Form, Select, Space } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { call } from '@/api';
import ScopeEditor from './ScopeEditor';

/** Data permissions (/basesetting/userrole/effective, menu 206030): which canteens, organisations and dish scopes a role sees. */
export default function DataScopePage() {
  const { t } = useTranslation();
  const roles = useQuery({
    queryKey: ['admin.effectiveRoles'],
    queryFn: ({ signal }) => call('admin.effectiveRoles', {}, { loading: false, signal }),
  });
  const [roleId, setRoleId] = useState<number>();
  const role = roles.data?.find((r) => r.roleId === roleId);

  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
      <Form layout="inline">
        <Form.Item label={t('admin.scope.role')} htmlFor="dataScopeRole">
          <Select
            id="dataScopeRole"
            style={{ minWidth: 240 }}
            placeholder={t('admin.scope.pickRole')}
            loading={roles.isPending}
            value={roleId}
            onChange={setRoleId}
            showSearch={{ optionFilterProp: 'label' }}
            options={(roles.data ?? []).map((r) => ({ value: r.roleId, label: `${r.roleName} (${r.roleCode})` }))}
          />
        </Form.Item>
      </Form>
      {roles.isError && (
        <Alert
          type="error"
          showIcon
          title={t('admin.common.loadFailed')}
          action={<Button onClick={() => void roles.refetch()}>{t('admin.common.retry')}</Button>}
        />
      )}
      {!role ? (
        <Empty description={t('admin.scope.pickRole')} />
      ) : role.isAdmin ? (
        <Alert type="info" showIcon title={t('admin.scope.adminAll')} />
      ) : (
        <ScopeEditor key={role.roleId} roleId={role.roleId} />
      )}
    </Space>
  );
}
