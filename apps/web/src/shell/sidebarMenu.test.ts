import { describe, expect, it } from 'vitest';
import { ROUTE_TREE } from '@/routes';
import { filterRoutes } from './filterRoutes';
import { openKeysFor, selectedMenuKey, sidebarItems } from './sidebarMenu';

const title = (key: string) => key;

describe('sidebar menu', () => {
  it('shows sections as groups even with one child, and a group with one child as that child', () => {
    const items = sidebarItems(filterRoutes(ROUTE_TREE, [206010, 212000, 212010]), title);
    expect(items).toMatchObject([
      { key: '/dashboard', label: '/dashboard' },
      {
        key: '/basesetting',
        children: [{ key: '/basesetting/userrole/role', label: '/basesetting/userrole/role' }, { key: '/basesetting/dataScreen' }],
      },
    ]);
    // dataScreen's hidden detail page is not an entry
    expect(JSON.stringify(items)).not.toContain('dataScreendetail');
  });

  it('highlights the nearest entry in the menu for a hidden page and opens its groups', () => {
    const routes = filterRoutes(ROUTE_TREE, [212000, 212010, 206010, 206020]);
    expect(selectedMenuKey(routes, '/basesetting/dataScreen/dataScreendetail')).toBe('/basesetting/dataScreen');
    expect(selectedMenuKey(routes, '/basesetting/userrole/userrole')).toBe('/basesetting/userrole/userrole');
    expect(openKeysFor(routes, '/basesetting/userrole/userrole')).toEqual(['/basesetting', '/basesetting/userrole']);
  });

  it('lists a group that is a page itself first in its group, and opens that group on its hidden pages', () => {
    const routes = filterRoutes(ROUTE_TREE, [1003000, 1003010, 1003020]);
    expect(sidebarItems(routes, title)).toMatchObject([
      { key: '/dashboard' },
      {
        key: '/caigouzhongxin',
        children: [
          {
            key: '/caigouzhongxin/purchaselist/',
            children: [{ key: '/caigouzhongxin/purchaselist' }, { key: '/caigouzhongxin/purchaselist/caigougenerate' }],
          },
        ],
      },
    ]);
    const selected = selectedMenuKey(routes, '/caigouzhongxin/purchaselist/purchaselistDetail');
    expect(selected).toBe('/caigouzhongxin/purchaselist');
    expect(openKeysFor(routes, selected)).toEqual(['/caigouzhongxin', '/caigouzhongxin/purchaselist/']);
    // Without the list's own menu id the group holds only the generator; without the generator the list is a plain entry.
    expect(JSON.stringify(sidebarItems(filterRoutes(ROUTE_TREE, [1003010]), title))).not.toContain('"key":"/caigouzhongxin/purchaselist"');
    expect(sidebarItems(filterRoutes(ROUTE_TREE, [1003000]), title)[1]).toMatchObject({ key: '/caigouzhongxin', children: [{ key: '/caigouzhongxin/purchaselist' }] });
  });
});
