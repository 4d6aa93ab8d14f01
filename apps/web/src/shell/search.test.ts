import { describe, expect, it } from 'vitest';
import { MERCHANT_MENU_IDS } from '@canteen/contract';
import { ROUTE_TREE } from '@/routes';
import { resources } from '@/i18n';
import { filterRoutes } from './filterRoutes';
import { createRouteSearch, FUSE_OPTIONS, searchOptions } from './search';

const zh = (key: string) => resources.zh[key] ?? key;
const en = (key: string) => resources.en[key] ?? key;

describe('header search (spec §2.2, §9)', () => {
  it('uses the spec’s fuzzy settings', () => {
    expect(FUSE_OPTIONS.threshold).toBe(0.4);
    expect(FUSE_OPTIONS.minMatchCharLength).toBe(1);
    expect(FUSE_OPTIONS.keys).toEqual([
      { name: 'title', weight: 0.7 },
      { name: 'path', weight: 0.3 },
    ]);
  });

  it('offers permitted routes with their title chain, without hidden routes or unclickable sections', () => {
    const options = searchOptions(filterRoutes(ROUTE_TREE, [206010, 212000, 212010]), zh);
    expect(options).toEqual([
      { path: '/dashboard', title: ['首页'] },
      { path: '/basesetting/userrole', title: ['基础设置', '角色权限'] },
      { path: '/basesetting/userrole/role', title: ['基础设置', '角色权限', '角色管理'] },
      { path: '/basesetting/dataScreen', title: ['基础设置', '数据大屏'] },
    ]);
  });

  it('offers the hidden pages that open on their own, not those that show one record', () => {
    const paths = searchOptions(filterRoutes(ROUTE_TREE, [211000, 211010, 704000, 704010]), zh).map((o) => o.path);
    expect(paths).toContain('/basesetting/appletpay/nonghang');
    expect(paths).not.toContain('/personal/personnal/detail');
  });

  it('offers nothing the user may not open', () => {
    const options = searchOptions(filterRoutes(ROUTE_TREE, [206010]), zh);
    expect(options.map((o) => o.path)).not.toContain('/basesetting/userrole/userrole');
  });

  it('finds pages by title in the current language and by path', () => {
    const routes = filterRoutes(ROUTE_TREE, MERCHANT_MENU_IDS);
    expect(createRouteSearch(searchOptions(routes, zh))('角色管理')[0].path).toBe('/basesetting/userrole/role');
    expect(createRouteSearch(searchOptions(routes, en))('Dashboard')[0].path).toBe('/dashboard');
    expect(createRouteSearch(searchOptions(routes, zh))('pandian').map((o) => o.path)).toContain('/kucunzhongxin/pandian/index');
  });

  it('returns nothing for an empty query and copes with a long one', () => {
    const search = createRouteSearch(searchOptions(filterRoutes(ROUTE_TREE, MERCHANT_MENU_IDS), zh));
    expect(search('  ')).toEqual([]);
    expect(() => search('x'.repeat(80))).not.toThrow();
  });
});
