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
});
