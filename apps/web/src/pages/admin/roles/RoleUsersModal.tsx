import { Button, Modal, Table } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Role, OutputOf } from '@canteen/contract';
import { call } from '@/api';

type RoleUser = OutputOf<'admin.usersByRole'>[number];

/** The users holding a role (admin.usersByRole). */
export default function RoleUsersModal({ role, onClose }: { role: Role; onClose: () => void }) {
  const { t } = useTranslation();
  const users = useQuery({
    queryKey: ['admin.usersByRole', role.roleId],
    queryFn: ({ signal }) => call('admin.usersByRole', { roleId: role.roleId }, { loading: false, signal }),
  });
  return (
    <Modal
      open
      width={480}
      title={t('admin.role.usersTitle', { name: role.roleName })}
      onCancel={onClose}
      footer={<Button onClick={onClose}>{t('admin.common.close')}</Button>}
    >
      <Table<RoleUser>
        rowKey="userId"
        size="small"
        loading={users.isFetching}
        dataSource={users.data ?? []}
        pagination={false}
        scroll={{ y: 360 }}
        locale={{ emptyText: users.isError ? t('admin.common.loadFailed') : t('admin.role.noUsers') }}
        columns={[
          { key: 'username', dataIndex: 'username', title: t('admin.user.username') },
          { key: 'realName', dataIndex: 'realName', title: t('admin.user.realName') },
        ]}
      />
    </Modal>
  );
}
