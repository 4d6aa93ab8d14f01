import { useState } from 'react';
import { App, Form, Input, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { call, encryptPassword } from '@/api';

interface PasswordForm {
  oldPassword: string;
  newPassword: string;
}

/** Spec §5: both passwords required (checked on blur), encrypted before they are sent. */
export function ChangePasswordModal({ open, userId, onClose }: { open: boolean; userId: number | undefined; onClose: () => void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<PasswordForm>();
  const [saving, setSaving] = useState(false);

  const submit = async () => {
    const values = await form.validateFields();
    setSaving(true);
    try {
      const [oldPassword, newPassword] = await Promise.all([encryptPassword(values.oldPassword), encryptPassword(values.newPassword)]);
      await call('admin.changeOwnPassword', { userId, oldPassword, newPassword });
      void message.success(t('shell.password.saved'));
      form.resetFields();
      onClose();
    } catch {
      // The client has shown why.
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      title={t('shell.user.changePassword')}
      open={open}
      width={800}
      confirmLoading={saving}
      okText={t('shell.common.confirm')}
      cancelText={t('shell.common.cancel')}
      onOk={() => void submit().catch(() => {})}
      onCancel={() => {
        form.resetFields();
        onClose();
      }}
      forceRender
    >
      <Form form={form} labelCol={{ span: 5 }} wrapperCol={{ span: 16 }} validateTrigger="onBlur">
        <Form.Item name="oldPassword" label={t('shell.password.old')} rules={[{ required: true, message: t('shell.password.oldRequired') }]}>
          <Input.Password autoComplete="current-password" />
        </Form.Item>
        <Form.Item name="newPassword" label={t('shell.password.new')} rules={[{ required: true, message: t('shell.password.newRequired') }]}>
          <Input.Password autoComplete="new-password" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
