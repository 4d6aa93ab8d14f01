import { useId, useState } from 'react';
import { Form, Input, Modal, message } from 'antd';
import { useTranslation } from 'react-i18next';
import type { Role } from '@canteen/contract';
import { call } from '@/api';
import { matchFieldErrors, validationFields } from '@/components/ResourcePage/serverErrors';
import PermissionTree from './PermissionTree';

interface RoleFormValues {
  roleCode: string;
  roleName: string;
  roleDesc?: string;
  menuIds?: number[];
}

const FORM_KEYS = ['roleCode', 'roleName', 'roleDesc', 'menuIds'];
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
  const [form] = Form.useForm<RoleFormValues>();
  // A page-unique form name keeps control ids (and so label links) apart across forms and kept-alive pages.
  const formName = `role${useId().replace(/[^A-Za-z0-9]/g, '')}`;
  const [notice, noticeHolder] = message.useMessage();
  const [saving, setSaving] = useState(false);
  const required = (label: string) => ({ required: true, whitespace: true, message: t('widgets.form.required', { label: t(label) }) });

  const submit = async () => {
    let values: RoleFormValues;
    try {
      values = await form.validateFields();
    } catch {
      return; // antd shows the messages under the fields
    }
    const content = {
      roleCode: values.roleCode.trim(),
      roleName: values.roleName.trim(),
      roleDesc: (values.roleDesc ?? '').trim(),
      menuIds: values.menuIds ?? [],
    };
    setSaving(true);
    try {
      if (role) await call('admin.roleEdit', { roleId: role.roleId, ...content });
      else await call('admin.roleAdd', content);
      onSaved();
      onClose();
    } catch (error) {
      const { byField, unmatched } = matchFieldErrors(validationFields(error), FORM_KEYS);
      form.setFields([...byField].map(([name, errors]) => ({ name: name as keyof RoleFormValues, errors })));
      for (const e of unmatched) void notice.error(e.field ? `${e.field}: ${e.message}` : e.message);
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      open
      width={720}
      title={t(role ? 'admin.role.editTitle' : 'admin.role.addTitle')}
      okText={t('widgets.common.ok')}
      cancelText={t('widgets.common.cancel')}
      confirmLoading={saving}
      onOk={() => void submit()}
      onCancel={onClose}
      mask={{ closable: false }}
    >
      {noticeHolder}
      <Form
        form={form}
        name={formName}
        labelCol={{ span: 5 }}
        wrapperCol={{ span: 18 }}
        initialValues={role ? { roleCode: role.roleCode, roleName: role.roleName, roleDesc: role.roleDesc, menuIds: role.menuIds } : { menuIds: [] }}
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
      </Form>
    </Modal>
  );
}
