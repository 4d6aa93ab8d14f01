import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import type { Role } from '@canteen/contract';
import { call } from '@/api';
import FormDialog from '@/components/FormDialog';
import PermissionTree from './PermissionTree';

interface RoleFormValues {
  roleCode: string;
  roleName: string;
  roleDesc?: string;
  menuIds?: number[];
}

/** The contract's rule for role codes. */
const ROLE_CODE = /^[A-Za-z][A-Za-z0-9_]*$/;

interface RoleDialogProps {
  /** The role to edit; none to add one. */
  role?: Role;
  onSaved: () => void;
  onClose: () => void;
}

/** Add or edit a role: code, name, description and the menus it grants. Mounted only while open. */
export default function RoleDialog({ role, onSaved, onClose }: RoleDialogProps) {
  const { t } = useTranslation();
  const required = (label: string) => ({ required: true, whitespace: true, message: t('widgets.form.required', { label: t(label) }) });

  const submit = async (values: RoleFormValues) => {
    const content = {
      roleCode: values.roleCode.trim(),
      roleName: values.roleName.trim(),
      roleDesc: (values.roleDesc ?? '').trim(),
      menuIds: values.menuIds ?? [],
    };
    if (role) await call('admin.roleEdit', { roleId: role.roleId, ...content });
    else await call('admin.roleAdd', content);
    onSaved();
  };

  return (
    <FormDialog<RoleFormValues>
      name="role"
      width={720}
      title={t(role ? 'admin.role.editTitle' : 'admin.role.addTitle')}
      labelCol={{ span: 5 }}
      wrapperCol={{ span: 18 }}
      initialValues={role ? { roleCode: role.roleCode, roleName: role.roleName, roleDesc: role.roleDesc, menuIds: role.menuIds } : { menuIds: [] }}
      submitOnEnter={false}
      onSubmit={submit}
      onClose={onClose}
    >
      <Form.Item
        name="roleCode"
        label={t('admin.role.code')}
        rules={[required('admin.role.code'), { pattern: ROLE_CODE, min: 2, max: 32, message: t('admin.role.codeRule') }]}
      >
        <Input maxLength={32} />
      </Form.Item>
      <Form.Item name="roleName" label={t('admin.role.name')} rules={[required('admin.role.name')]}>
        <Input maxLength={50} />
      </Form.Item>
      <Form.Item name="roleDesc" label={t('admin.role.desc')}>
        <Input.TextArea maxLength={200} rows={2} />
      </Form.Item>
      <Form.Item name="menuIds" label={t('admin.role.permissions')}>
        <PermissionTree />
      </Form.Item>
    </FormDialog>
  );
}
