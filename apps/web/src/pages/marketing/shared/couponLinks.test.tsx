import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { ROUTE_TREE } from '@/routes';
import { resources } from '@/i18n';
import { renderWidget, spaced } from '@/components/testing';
import { fakeApi, page } from '@/testing/fakeApi';
import { filterRoutes } from '@/shell/filterRoutes';
import { ShellRoutesContext } from '@/shell/shellRoutes';
import { createRouteSearch, searchOptions } from '@/shell/search';
import { sidebarItems } from '@/shell/sidebarMenu';
import ConsumeRulesPage from '../consumeRules';

const zh = (key: string) => resources.zh[key] ?? key;
type Item = { key?: unknown; children?: Item[] } | null;
const menuKeys = (items: Item[]): unknown[] => items.flatMap((item) => (item ? [item.key, ...menuKeys(item.children ?? [])] : []));
const COUPON_MENUS = [507000, 508000];
// Consumption rules (the marketing section's first page) and red envelopes.
const MARKETING = [501000, 504000];

function renderRulesPage(roles: number[]) {
  const permitted = filterRoutes(ROUTE_TREE, roles);
  fakeApi({
    'marketing.consumeRulePage': () => page([]),
    'marketing.timeQuotaPage': () => page([]),
    // The rule table names canteens, stalls, devices and person types.
    'canteens.canteenList': () => [],
    'canteens.stallPage': () => page([]),
    'devices.payMachineList': () => [],
    'peopleMaster.psnTypeList': () => [],
  });
  renderWidget(
    <ShellRoutesContext.Provider value={{ permitted, layoutRoutes: [] }}>
      <MemoryRouter initialEntries={['/marketing/timelimit']}>
        <Routes>
          <Route path="/marketing/timelimit" element={<ConsumeRulesPage />} />
          <Route path="/marketing/couponDetail" element={<p>coupon issue page</p>} />
          <Route path="/marketing/detail" element={<p>claim records page</p>} />
        </Routes>
      </MemoryRouter>
    </ShellRoutesContext.Provider>,
    resources.zh,
  );
}

describe('coupon pages, hidden in the sidebar, reached from marketing', () => {
  it('the consumption rules page leads to coupon issue for a user holding its menu', async () => {
    renderRulesPage([...MARKETING, ...COUPON_MENUS]);
    await userEvent.click(await screen.findByRole('button', { name: /优惠券发放/ }));
    expect(await screen.findByText('coupon issue page')).toBeTruthy();
  });

  it('opens the claim records from there too', async () => {
    renderRulesPage([...MARKETING, ...COUPON_MENUS]);
    await userEvent.click(await screen.findByRole('button', { name: /领取记录/ }));
    expect(await screen.findByText('claim records page')).toBeTruthy();
  });

  it('offers no coupon button to a user without the coupon menus', async () => {
    renderRulesPage(MARKETING);
    expect(await screen.findByRole('tab', { name: spaced('消费规则') })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /优惠券发放/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /领取记录/ })).toBeNull();
  });

  it('the header search finds them by name (zh), while the sidebar still leaves them out', () => {
    const routes = filterRoutes(ROUTE_TREE, [...MARKETING, ...COUPON_MENUS]);
    const search = createRouteSearch(searchOptions(routes, zh));
    expect(search('优惠券')[0]).toEqual({ path: '/marketing/couponDetail', title: ['营销中心', '优惠券发放'] });
    expect(search('领取记录')[0]).toEqual({ path: '/marketing/detail', title: ['营销中心', '领取记录'] });
    const sidebar = menuKeys(sidebarItems(routes, zh) as Item[]);
    expect(sidebar).toContain('/marketing/timelimit');
    expect(sidebar).not.toContain('/marketing/couponDetail');
    expect(sidebar).not.toContain('/marketing/detail');
  });

  it('the header search does not find them for a user without the coupon menus', () => {
    const search = createRouteSearch(searchOptions(filterRoutes(ROUTE_TREE, MARKETING), zh));
    const found = [...search('优惠券'), ...search('领取记录'), ...search('couponDetail')].map((o) => o.path);
    expect(found).not.toContain('/marketing/couponDetail');
    expect(found).not.toContain('/marketing/detail');
  });
});
