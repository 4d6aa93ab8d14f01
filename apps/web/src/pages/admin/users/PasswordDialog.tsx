import { useId, useState } from 'react';
import { Form, Input, Modal, message } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ManagerUser } from '@canteen/contract';
import { call, encryptPassword } from '@/api';
import { matchFieldErrors, validationFields } from '@/components/ResourcePage/serverErrors';
import { passwordRules } from './rules';

interface PasswordValues {
  newPassword: string;
  confirmPassword: string;
}

/** Sets another manager's password (admin.userPassword); the password is encrypted before it is sent. */
export default function PasswordDialog({ user, onSaved, onClose }: { user: ManagerUser; onSaved: () => void; onClose: () => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<PasswordValues>();
  const formName = `password${useId().replace(/[^A-Za-z0-9]/g, '')}`;
  const [notice, noticeHolder] = message.useMessage();
  const [saving, setSaving] = useState(false);

  const submit = async () => {
    let values: PasswordValues;
    try {
      values = await form.validateFields();
    } catch {
      return;
    }
    setSaving(true);
    try {
      let newPassword: string;
      try {
        newPassword = await encryptPassword(values.newPassword);
      } catch {
        void notice.error(t('admin.user.encryptFailed'));
        return;
      }
      await call('admin.userPassword', { userId: user.userId, newPassword });
      onSaved();
      onClose();
    } catch (error) {
      const { byField, unmatched } = matchFieldErrors(validationFields(error), ['newPassword']);
      form.setFields([...byField].map(([name, errors]) => ({ name: name as keyof PasswordValues, errors })));
      for (const e of unmatched) void notice.error(e.field ? `${e.field}: ${e.message}` : e.message);
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      open
      width={520}
      title={t('admin.user.resetTitle', { name: user.username })}
      okText={t('widgets.common.ok')}
      cancelText={t('widgets.common.cancel')}
      confirmLoading={saving}
      onOk={() => void submit()}
      onCancel={onClose}
      mask={{ closable: false }}
    >
      {noticeHolder}
      <Form form={form} name={formName} labelCol={{ span: 7 }} wrapperCol={{ span: 15 }} onFinish={() => void submit()}>
        <Form.Item
          name="newPassword"
          label={t('admin.user.newPassword')}
          rules={[{ required: true, message: t('widgets.form.required', { label: t('admin.user.newPassword') }) }, ...passwordRules(t)]}
        >
          <Input.Password maxLength={64} autoComplete="new-password" />
        </Form.Item>
        <Form.Item
          name="confirmPassword"
          label={t('admin.user.confirmPassword')}
          dependencies={['newPassword']}
          rules={[
            { required: true, message: t('widgets.form.required', { label: t('admin.user.confirmPassword') }) },
            ({ getFieldValue }) => ({
              validator: (_, value: unknown) =>
                !value || value === getFieldValue('newPassword') ? Promise.resolve() : Promise.reject(new Error(t('admin.user.passwordMismatch'))),
            }),
          ]}
        >
          <Input.Password maxLength={64} autoComplete="new-password" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
