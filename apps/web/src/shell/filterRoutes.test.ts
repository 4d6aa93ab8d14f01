import { describe, expect, it } from 'vitest';
import { MERCHANT_MENU_IDS, MENU_TREE, PLATFORM_MENU_IDS } from '@canteen/contract';
import { ROUTE_TREE } from '@/routes';
import { filterRoutes } from './filterRoutes';
import { flattenRoutes, type AppRoute } from './routeModel';

const paths = (routes: AppRoute[]) => flattenRoutes(routes).map((r) => r.path);

describe('route filtering (spec §6)', () => {
  it('gives a user without menu ids only the dashboard', () => {
    expect(paths(filterRoutes(ROUTE_TREE, []))).toEqual(['/dashboard']);
  });

  it('keeps a page whose menu id is held, with the groups above it', () => {
    expect(paths(filterRoutes(ROUTE_TREE, [206010]))).toEqual([
      '/dashboard',
      '/basesetting',
      '/basesetting/userrole',
      '/basesetting/userrole/role',
    ]);
  });

  it('keeps a group whose own id is not held when a child survives, and prunes a group left with no visible child', () => {
    expect(paths(filterRoutes(ROUTE_TREE, [200000, 206000]))).toEqual(['/dashboard']);
    expect(paths(filterRoutes(ROUTE_TREE, [401000]))).toContain('/orderCenter');
  });

  it('never keeps a group alive for a hidden page alone', () => {
    expect(paths(filterRoutes(ROUTE_TREE, [203000]))).toEqual(['/dashboard']);
  });

  it('keeps hidden sub-pages of a permitted page only when their own id is held', () => {
    expect(paths(filterRoutes(ROUTE_TREE, [212000]))).toEqual(['/dashboard', '/basesetting', '/basesetting/dataScreen']);
    expect(paths(filterRoutes(ROUTE_TREE, [212000, 212010]))).toContain('/basesetting/dataScreen/dataScreendetail');
  });

  it('shows the platform area only to holders of menu id 1', () => {
    expect(paths(filterRoutes(ROUTE_TREE, [101000, 102000]))).toEqual(['/dashboard']);
    expect(paths(filterRoutes(ROUTE_TREE, [1, 101000]))).toEqual(['/dashboard', '/initialized', '/initialized/initial']);
    expect(paths(filterRoutes(ROUTE_TREE, [1, ...PLATFORM_MENU_IDS]))).toEqual([
      '/dashboard',
      '/initialized',
      '/initialized/initial',
      '/initialized/initializedList',
      '/initialized/checkaccount',
    ]);
  });

  it('gives a merchant administrator every merchant route and none of the platform', () => {
    const all = paths(filterRoutes(ROUTE_TREE, MERCHANT_MENU_IDS));
    const sections = MENU_TREE.filter((node) => !node.platform).map((node) => node.path);
    expect(all.length).toBe(1 + MERCHANT_MENU_IDS.length);
    expect(all).toEqual(expect.arrayContaining(sections));
    expect(all).not.toContain('/initialized');
  });

  it('does not change the table it filters', () => {
    const before = JSON.stringify(paths(ROUTE_TREE));
    filterRoutes(ROUTE_TREE, [206010]);
    expect(JSON.stringify(paths(ROUTE_TREE))).toBe(before);
  });
});
