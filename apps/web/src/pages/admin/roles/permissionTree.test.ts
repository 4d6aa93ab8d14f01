import { describe, expect, it } from 'vitest';
import { buildPermissionTree, grantedMenuIds } from './permissionTree';

describe('permission tree', () => {
  it('titles each menu by its full route path and knows the leaves', () => {
    const { treeData, leafIds } = buildPermissionTree(
      [
        {
          id: 200000,
          path: '/basesetting',
          name: '基础设置',
          children: [
            { id: 206000, path: 'userrole', name: '角色权限', children: [{ id: 206010, path: 'role', name: '角色管理' }] },
            { id: 204000, path: 'machinemanage/mealLineDetail', name: '取餐线详情', hidden: true },
          ],
        },
      ],
      (path) => `title:${path}`,
    );
    expect(treeData).toEqual([
      {
        key: 200000,
        title: 'title:/basesetting',
        children: [
          { key: 206000, title: 'title:/basesetting/userrole', children: [{ key: 206010, title: 'title:/basesetting/userrole/role' }] },
          { key: 204000, title: 'title:/basesetting/machinemanage/mealLineDetail' },
        ],
      },
    ]);
    expect([...leafIds].sort()).toEqual([204000, 206010]);
  });

  it('grants the checked and the half-checked menus, once each, ascending', () => {
    expect(grantedMenuIds([206010, '206020', 206000], [200000, 206000])).toEqual([200000, 206000, 206010, 206020]);
  });
});
