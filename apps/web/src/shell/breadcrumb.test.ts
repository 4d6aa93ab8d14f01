import { describe, expect, it } from 'vitest';
import { MERCHANT_MENU_IDS } from '@canteen/contract';
import { ROUTE_TREE } from '@/routes';
import { breadcrumbOf } from './breadcrumb';
import { filterRoutes } from './filterRoutes';

const routes = filterRoutes(ROUTE_TREE, MERCHANT_MENU_IDS);

describe('breadcrumb (spec §2.2)', () => {
  it('is only the dashboard, not clickable, on the dashboard', () => {
    expect(breadcrumbOf(routes, '/dashboard')).toEqual([{ path: '/dashboard', titleKey: '/dashboard', to: null }]);
  });

  it('starts with the dashboard; sections (noRedirect) and the last item are not clickable', () => {
    expect(breadcrumbOf(routes, '/basesetting/userrole/role')).toEqual([
      { path: '/dashboard', titleKey: '/dashboard', to: '/dashboard' },
      { path: '/basesetting', titleKey: '/basesetting', to: null },
      { path: '/basesetting/userrole', titleKey: '/basesetting/userrole', to: '/basesetting/userrole' },
      { path: '/basesetting/userrole/role', titleKey: '/basesetting/userrole/role', to: null },
    ]);
  });

  it('follows a section’s own redirect', () => {
    expect(breadcrumbOf(routes, '/account/rechargewithdrawals/jilu')[1]).toEqual({
      path: '/account',
      titleKey: '/account',
      to: '/account/accountino',
    });
  });

  it('follows the route tree for hidden pages, not the URL segments', () => {
    expect(breadcrumbOf(routes, '/basesetting/machinemanage/mealLineDetail').map((c) => c.path)).toEqual([
      '/dashboard',
      '/basesetting',
      '/basesetting/machinemanage/mealLineDetail',
    ]);
  });

  it('is empty for a path that is not a route', () => {
    expect(breadcrumbOf(routes, '/nowhere')).toEqual([]);
  });
});
