import { m } from './text';

/** Roles and users made or changed by managers limited in menus or data (docs/SECURITY.md). */
export const adminMessages = {
  roleWiderThanYou: m(
    '该角色的菜单或数据权限超出您自己的范围，不能修改、删除或分配',
    'This role reaches menus or data beyond your own; you cannot change, remove or assign it',
    'Este rol alcanza menús o datos fuera de su propio alcance; no puede cambiarlo, eliminarlo ni asignarlo',
    'このロールはあなた自身の範囲を超えるメニューまたはデータに及ぶため、変更・削除・割り当てできません',
  ),
  userWiderThanYou: m(
    '该用户的角色超出您自己的菜单或数据权限范围，不能修改其密码、角色或状态',
    'This user’s role reaches menus or data beyond your own; you cannot change their password, role or state',
    'El rol de este usuario alcanza menús o datos fuera de su propio alcance; no puede cambiar su contraseña, rol ni estado',
    'このユーザーのロールはあなた自身の範囲を超えるメニューまたはデータに及ぶため、パスワード・ロール・状態を変更できません',
  ),
  menuNotYours: m(
    '只能授予您自己拥有的菜单',
    'You can grant only menus you hold yourself',
    'Solo puede conceder los menús que usted mismo tiene',
    '付与できるのは、あなた自身が持つメニューだけです',
  ),
  scopeWiderThanYou: m(
    '只能授予您自己数据权限范围内的食堂、组织和菜品范围',
    'You can grant only canteens, organisations and dish scopes within your own data permissions',
    'Solo puede conceder comedores, organizaciones y ámbitos de platos dentro de sus propios permisos de datos',
    '付与できるのは、あなた自身のデータ権限内の食堂・組織・料理範囲だけです',
  ),
};
