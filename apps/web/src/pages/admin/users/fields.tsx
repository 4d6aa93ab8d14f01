import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ManagerUser } from '@canteen/contract';
import { call } from '@/api';
import { fieldsFrom, type FieldDef, type FieldOption } from '@/components/ResourcePage';
import { passwordRules, phoneRules, usernameRules } from './rules';

type T = (key: string) => string;

/** The merchant's roles for the role select (names as the server gives them). */
const loadRoles = async (): Promise<FieldOption[]> =>
  (await call('admin.roleCodes', {}, { loading: false })).map((r) => ({ value: r.roleId, label: r.roleName }));

const STATES: FieldOption[] = [
  { value: 'enabled', label: 'admin.user.enabled' },
  { value: 'disabled', label: 'admin.user.disabled' },
];

function StateTag({ state }: { state: unknown }) {
  const { t } = useTranslation();
  return state === 'enabled' ? <Tag color="success">{t('admin.user.enabled')}</Tag> : <Tag>{t('admin.user.disabled')}</Tag>;
}

/**
 * One description of a manager user: table, search, the add dialog (username and password only there)
 * and the edit dialog (state only there).
 */
export function userFields(t: T): FieldDef<ManagerUser>[] {
  return fieldsFrom<'admin.userAdd', ManagerUser, 'admin.userEdit'>(['admin.userAdd', 'admin.userEdit'], [
    { key: 'username', label: 'admin.user.username', type: 'text', inSearch: true, inForm: 'add', rules: usernameRules(t) },
    { key: 'password', label: 'admin.user.password', type: 'password', inForm: 'add', rules: passwordRules(t), maxLength: 64 },
    { key: 'realName', label: 'admin.user.realName', type: 'text', inSearch: true },
    { key: 'phone', label: 'admin.user.phone', type: 'text', inSearch: true, rules: phoneRules(t), maxLength: 20 },
    { key: 'roleName', label: 'admin.user.role', type: 'text', inForm: false },
    { key: 'roleId', label: 'admin.user.role', type: 'select', options: loadRoles, inTable: false, inSearch: true },
    { key: 'state', label: 'admin.user.state', type: 'select', options: STATES, inForm: 'edit', required: true, render: (state) => <StateTag state={state} /> },
    { key: 'isBuyer', label: 'admin.user.isBuyer', type: 'switch' },
    { key: 'isKeeper', label: 'admin.user.isKeeper', type: 'switch' },
    { key: 'lastLoginAt', label: 'admin.user.lastLoginAt', type: 'datetime', inForm: false },
    { key: 'createdAt', label: 'admin.common.createdAt', type: 'datetime', inForm: false },
  ]);
}
