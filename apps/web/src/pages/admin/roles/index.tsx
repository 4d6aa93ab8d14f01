import { useState } from 'react';
import { Button, Space, Tag, message } from 'antd';
import { PlusOutlined, TeamOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { type Role } from '@canteen/contract';
import { call } from '@/api';
import ResourcePage from '@/components/ResourcePage';
import { roleFields } from './fields';
import RoleDialog from './RoleDialog';
import RoleUsersModal from './RoleUsersModal';
import { EditAction, RemoveAction } from '@/components/ResourcePage/RowActions';

const rolePage = 'admin.rolePage';

/** Role management (/basesetting/userrole/role, menu 206010). */
export default function RolesPage() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [notice, noticeHolder] = message.useMessage();
  const [editing, setEditing] = useState<{ role?: Role } | null>(null);
  const [showingUsers, setShowingUsers] = useState<Role | null>(null);

  const refresh = () => queryClient.invalidateQueries({ queryKey: [rolePage] });

  const remove = async (role: Role) => {
    try {
      await call('admin.roleRemove', { id: role.roleId });
    } catch {
      return; // the request client has shown the server's reason (e.g. users still hold the role)
    }
    void notice.success(t('widgets.resource.removed'));
    await refresh();
  };

  const actions = (role: Role) => (
    <Space size="small" wrap>
      {role.isAdmin ? (
        // The administrator role holds every menu, now and later; the server refuses to change it.
        <Tag color="gold">{t('admin.role.allPermissions')}</Tag>
      ) : (
        <>
          <EditAction onClick={() => setEditing({ role })} />
          <RemoveAction onConfirm={() => remove(role)} />
        </>
      )}
      <Button type="link" size="small" icon={<TeamOutlined />} onClick={() => setShowingUsers(role)}>
        {t('admin.role.users')}
      </Button>
    </Space>
  );

  return (
    <>
      {noticeHolder}
      <ResourcePage
        title="/basesetting/userrole/role"
        rowKey="roleId"
        fields={roleFields}
        pageEndpoint={rolePage}
        extraToolbar={
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing({})}>
            {t('widgets.resource.add')}
          </Button>
        }
        extraActions={actions}
      />
      {editing && (
        <RoleDialog
          role={editing.role}
          onSaved={() => {
            void notice.success(t(editing.role ? 'widgets.resource.edited' : 'widgets.resource.added'));
            void refresh();
          }}
          onClose={() => setEditing(null)}
        />
      )}
      {showingUsers && <RoleUsersModal role={showingUsers} onClose={() => setShowingUsers(null)} />}
    </>
  );
}
