import { useState } from 'react';
import { Alert, Button, Empty, Form, Select, Space } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Page, Role } from '@canteen/contract';
import { call } from '@/api';
import ScopeEditor from './ScopeEditor';

const ROLES_PER_CALL = 500;

/** Every role of the merchant. The role list (not only the codes) says which role is the administrator's. */
async function loadAllRoles(signal: AbortSignal): Promise<Role[]> {
  const roles: Role[] = [];
  for (let page = 1; ; page++) {
    const batch = await call<Page<Role>>('admin.rolePage', { page, limit: ROLES_PER_CALL }, { loading: false, signal });
    roles.push(...batch.records);
    if (batch.records.length < ROLES_PER_CALL || roles.length >= batch.total) return roles;
  }
}

/** Data permissions (/basesetting/userrole/effective, menu 206030): which canteens, organisations and dish scopes a role sees. */
export default function DataScopePage() {
  const { t } = useTranslation();
  const roles = useQuery({ queryKey: ['admin.rolePage', 'all'], queryFn: ({ signal }) => loadAllRoles(signal) });
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
