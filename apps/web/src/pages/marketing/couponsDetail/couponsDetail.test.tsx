import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Coupon, CouponConfig } from '@canteen/contract';
import { renderWidget, spaced } from '@/components/testing';
import { fakeApi, page, type FakeApi } from '@/testing/fakeApi';
import zh from '@/i18n/zh/marketingCoupons';
import CouponIssuePage from '.';

const coupon = (over: Partial<Coupon>): Coupon => ({
  couponId: 1,
  couponName: '午餐立减3元',
  kind: 'cash',
  value: 300,
  minSpend: 1000,
  validType: 'days',
  validDays: 30,
  validFrom: null,
  validTo: null,
  canteenIds: [],
  mealTypes: [],
  totalCap: 200,
  perPersonCap: 2,
  enabled: true,
  remark: '',
  issued: 36,
  used: 8,
  createdAt: '2026-11-20T09:00:00+08:00',
  ...over,
});

const config: CouponConfig = {
  configId: 5,
  configName: '本月午餐券',
  couponId: 1,
  couponName: '午餐立减3元',
  custIds: [],
  orgIds: [2],
  psnTypeIds: [],
  perPerson: 1,
  grantAt: null,
  state: 'pending',
  grantedAt: null,
  grantedCount: 0,
  remark: '',
  createdAt: '2026-11-20T09:00:00+08:00',
};

describe('coupon issue page', () => {
  let api: FakeApi;
  beforeEach(() => {
    const configs = [{ ...config }];
    api = fakeApi({
      'marketingCoupons.couponList': () => page([coupon({}), coupon({ couponId: 2, couponName: '全场九折券', kind: 'discount', value: 90 })]),
      'marketingCoupons.configPage': () => page(configs),
      'marketingCoupons.configGrant': ({ configId }) => {
        configs[0].state = 'granted';
        return { configId, people: 36, issued: 35, skipped: 1 };
      },
      'canteens.canteenList': () => [],
      'people.orgTree': () => [],
      'peopleMaster.psnTypeList': () => [],
    });
  });

  it('shows coupons by their face value and grants a plan after a confirm', { timeout: 60_000 }, async () => {
    renderWidget(<CouponIssuePage />, zh);
    expect(await screen.findByText('全场九折券')).toBeTruthy();
    expect(screen.getByText('￥3.00')).toBeTruthy();
    expect(screen.getByText('90%')).toBeTruthy();

    await userEvent.click(screen.getByRole('tab', { name: '发放计划' }));
    expect(await screen.findByText('本月午餐券')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: spaced('发放') }));
    const pop = (await screen.findByText('确认立即发放该计划?')).closest('.ant-popover') as HTMLElement;
    await userEvent.click(within(pop).getByRole('button', { name: /确\s?定|OK/ }));
    await waitFor(() => expect(api.calls('marketingCoupons.configGrant')).toEqual([{ configId: 5 }]));
    expect(await screen.findByText('已向36人发放35张，超出限领1张')).toBeTruthy();
    // Read again, the plan is granted and offers no grant any more.
    await waitFor(() => expect(screen.queryByRole('button', { name: spaced('发放') })).toBeNull());
  });
});
