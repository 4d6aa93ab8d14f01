import type { Role } from '@canteen/contract';
import type { FieldDef } from '@/components/ResourcePage';

/** Table and search of the role list; the add/edit dialog is RoleDialog (it holds the permission tree). */
export const roleFields: FieldDef<Role>[] = [
  { key: 'roleCode', label: 'admin.role.code', type: 'text', inSearch: true },
  { key: 'roleName', label: 'admin.role.name', type: 'text', inSearch: true },
  { key: 'roleDesc', label: 'admin.role.desc', type: 'textarea' },
  { key: 'userCount', label: 'admin.role.userCount', type: 'number' },
  { key: 'createdAt', label: 'admin.common.createdAt', type: 'datetime' },
];
