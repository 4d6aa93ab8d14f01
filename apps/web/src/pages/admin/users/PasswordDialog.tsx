import { Form, Input, message } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ManagerUser } from '@canteen/contract';
import { call, encryptPassword } from '@/api';
import FormDialog from '@/components/FormDialog';
import { passwordRules } from './rules';

interface PasswordValues {
  newPassword: string;
  confirmPassword: string;
}

/** Sets another manager's password (admin.userPassword); the password is encrypted before it is sent. */
export default function PasswordDialog({ user, onSaved, onClose }: { user: ManagerUser; onSaved: () => void; onClose: () => void }) {
  const { t } = useTranslation();
  const [notice, noticeHolder] = message.useMessage();

  const submit = async (values: PasswordValues) => {
    let newPassword: string;
    try {
      newPassword = await encryptPassword(values.newPassword);
    } catch {
      void notice.error(t('admin.user.encryptFailed'));
      return false;
    }
    await call('admin.userPassword', { userId: user.userId, newPassword });
    onSaved();
  };

  return (
    <FormDialog<PasswordValues>
      name="password"
      width={520}
      title={t('admin.user.resetTitle', { name: user.username })}
      labelCol={{ span: 7 }}
      wrapperCol={{ span: 15 }}
      header={noticeHolder}
      onSubmit={submit}
      onClose={onClose}
    >
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
    </FormDialog>
  );
}
