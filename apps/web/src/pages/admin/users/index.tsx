import { useMemo, useState } from 'react';
import { Button, message } from 'antd';
import { KeyOutlined, PlusOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { type ManagerUser, type InputOf } from '@canteen/contract';
import { call, encryptPassword } from '@/api';
import ResourcePage, { type FieldDef } from '@/components/ResourcePage';
import EditDialog from '@/components/ResourcePage/EditDialog';
import { formValuesToContent, recordToFormValues, showsInForm } from '@/components/ResourcePage/fieldValues';
import { useFieldOptions } from '@/components/ResourcePage/useFieldOptions';
import { userFields } from './fields';
import PasswordDialog from './PasswordDialog';
import UserFigures from './UserFigures';

const userPage = 'admin.userPage';
const userEdit = 'admin.userEdit';
const userRemove = 'admin.userRemove';

/**
 * User management (/basesetting/userrole/userrole, menu 206020). Adding has its own dialog (built from the
 * same fields) because the password is encrypted before it is sent; editing and removing are the list's own.
 */
export default function UsersPage() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [notice, noticeHolder] = message.useMessage();
  const [adding, setAdding] = useState(false);
  const [passwordOf, setPasswordOf] = useState<ManagerUser | null>(null);
  const fields = useMemo(() => userFields(t), [t]);
  // The same scope as the list's, so the role choices are read once for both.
  const options = useFieldOptions(userPage, fields as FieldDef[]);
  const addFields = (fields as FieldDef[]).filter((f) => showsInForm(f, 'add'));

  const add = async (values: Record<string, unknown>) => {
    const content = formValuesToContent(addFields, values, 'add');
    let password: string;
    try {
      password = await encryptPassword(String(content.password));
    } catch (error) {
      void notice.error(t('admin.user.encryptFailed'));
      throw error;
    }
    await call('admin.userAdd', { ...(content as InputOf<'admin.userAdd'>), password });
    void notice.success(t('widgets.resource.added'));
    await queryClient.invalidateQueries({ queryKey: [userPage] });
  };

  return (
    <>
      {noticeHolder}
      <UserFigures />
      <ResourcePage
        title="/basesetting/userrole/userrole"
        rowKey="userId"
        fields={fields}
        pageEndpoint={userPage}
        editEndpoint={userEdit}
        removeEndpoint={userRemove}
        extraToolbar={
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setAdding(true)}>
            {t('widgets.resource.add')}
          </Button>
        }
        extraActions={(user) => (
          <Button type="link" size="small" icon={<KeyOutlined />} onClick={() => setPasswordOf(user)}>
            {t('admin.user.resetPassword')}
          </Button>
        )}
      />
      {adding && (
        <EditDialog
          mode="add"
          initialValues={recordToFormValues(addFields, {}, 'add')}
          fields={addFields}
          options={options}
          save={add}
          onClose={() => setAdding(false)}
        />
      )}
      {passwordOf && (
        <PasswordDialog
          user={passwordOf}
          onSaved={() => void notice.success(t('admin.user.passwordSaved'))}
          onClose={() => setPasswordOf(null)}
        />
      )}
    </>
  );
}
