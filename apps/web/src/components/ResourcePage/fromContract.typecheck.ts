/**
 * Compile-time checks of `fieldsFrom`, never run: `tsc -p apps/web` (in `npm run typecheck`) fails when a line
 * marked `@ts-expect-error` compiles, so a form field the endpoint does not take cannot reach the build.
 */
import type { Role } from '@canteen/contract';
import { fieldsFrom } from './fromContract';
import type { FieldDef } from './types';

export const roleFields: FieldDef<Role>[] = fieldsFrom('admin.roleAdd', [
  { key: 'roleName', label: 'admin.role.roleName', type: 'text' },
  // A field only shown in the table may name any property of the row.
  { key: 'userCount', label: 'admin.role.userCount', type: 'number', inForm: false },
  // @ts-expect-error: roleAdd's input has no roleTitle
  { key: 'roleTitle', label: 'admin.role.roleName', type: 'text' },
  // @ts-expect-error: userCount is in the row, not in what the form sends
  { key: 'userCount', label: 'admin.role.userCount', type: 'number', inForm: 'add' },
]);

// A field sent only by the edit call names a key of the edit call's input.
export const userFields: FieldDef[] = fieldsFrom(['admin.userAdd', 'admin.userEdit'], [
  { key: 'username', label: 'admin.user.username', type: 'text', inForm: 'add' },
  { key: 'state', label: 'admin.user.state', type: 'select', inForm: 'edit' },
  // @ts-expect-error: neither input has a nickname
  { key: 'nickname', label: 'admin.user.username', type: 'text' },
]);
