import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Code, type BookingRecord, type WriteOffSumRow } from '@canteen/contract';
import { renderWidget, spaced } from '@/components/testing';
import { fakeApi, page, refuse, type FakeApi } from '@/testing/fakeApi';
import zh from '@/i18n/zh/orderBookings';
import canteensZh from '@/i18n/zh/canteens';
import BookingsPage from '.';
import WriteOffSumPage from '../writeOffSum';
import DeliveryPage from '../delivery';

vi.mock('@/api/saveBlob', () => ({ saveBlob: vi.fn() }));
const { saveBlob } = await import('@/api/saveBlob');
const XLSX = new Blob(['xlsx'], { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' });

const booking = (over: Partial<BookingRecord>): BookingRecord => ({
  orderId: 41,
  orderNo: 'O202603180000000041',
  custId: 3,
  custName: '张三',
  custNum: 'E001',
  orgName: '研发部',
  canteenId: 1,
  canteenName: '一号餐厅',
  mealDay: '2026-03-18',
  mealPeriod: 2,
  state: 'booked',
  orderState: 'paid',
  amount: 1500,
  refunded: 0,
  dishes: '宫保鸡丁套餐 ×1',
  deliveryPlace: null,
  deliveryState: null,
  pickedAt: null,
  pickedVia: null,
  pickedBy: null,
  bookedAt: '2026-03-17T16:00:00+08:00',
  ...over,
});
const sumRow = (picked: number): WriteOffSumRow => ({
  groupKey: '2026-03-18|1|2',
  mealDay: '2026-03-18',
  canteenId: 1,
  canteenName: '一号餐厅',
  mealPeriod: 2,
  booked: 5,
  picked,
  waiting: 5 - picked,
  pickedByDevice: 0,
  pickedInConsole: picked,
  delivered: 0,
  pickedAmount: picked * 1500,
});
const texts = { ...zh, ...canteensZh, '/orderCenter/ordbookdetail': '订餐明细', '/orderCenter/hexiaosum': '核销汇总', '/orderCenter/deliverydetail': '配送明细' };

describe('order bookings pages', () => {
  let api: FakeApi;
  beforeEach(() => {
    vi.mocked(saveBlob).mockReset();
    api = fakeApi({ 'canteens.canteenList': () => [{ canteenId: 1, canteenName: '一号餐厅' }] });
  });

  it('lists booked meals with their meal and state, and exports with the filters', async () => {
    api.on({ 'orderBookings.bookPage': () => page([booking({}), booking({ orderId: 42, orderNo: 'O42', state: 'picked', pickedVia: 'device', pickedBy: '取餐机1' })]), 'orderBookings.bookExport': () => XLSX });
    renderWidget(<BookingsPage />, texts);
    expect(await screen.findByText('O42')).toBeTruthy();
    expect(screen.getAllByText('午餐')).toHaveLength(2);
    expect(screen.getByText('核销机')).toBeTruthy();
    expect(screen.getAllByText('￥15.00')).toHaveLength(2);
    await userEvent.type(screen.getByLabelText('姓名'), '张三');
    await userEvent.click(screen.getByRole('button', { name: /搜\s?索/ }));
    await userEvent.click(screen.getByRole('button', { name: /导\s?出/ }));
    await waitFor(() => expect(saveBlob).toHaveBeenCalledWith(XLSX, '订餐明细.xlsx'));
    expect(api.calls('orderBookings.bookExport')).toEqual([{ custName: '张三', columns: expect.any(Array) }]);
  });

  it('writes off a meal by its order number and reads the summary again; a repeat shows the refusal', async () => {
    let picked = 1;
    api.on({
      'orderBookings.writeOffSum': () => page([sumRow(picked)]),
      'orderBookings.writeOff': ({ orderNo }) => {
        if (picked > 1) throw refuse(Code.CONFLICT, '该餐已核销，不能重复核销');
        picked += 1;
        return { orderId: 41, orderNo, custName: '张三', mealDay: '2026-03-18', mealPeriod: 2, dishes: '宫保鸡丁套餐 ×1', pickedAt: '2026-03-18T12:05:00+08:00' };
      },
    });
    renderWidget(<WriteOffSumPage />, texts);
    const row = (await screen.findByText('一号餐厅')).closest('tr') as HTMLElement;
    expect(within(row).getByText('4')).toBeTruthy();
    await userEvent.type(screen.getByLabelText('订单号'), ' O202603180000000041 ');
    await userEvent.click(screen.getByRole('button', { name: spaced('核销') }));
    expect(await screen.findByText('已核销 1 份')).toBeTruthy();
    expect(screen.getByText(/O202603180000000041 · 张三 · 2026-03-18 午餐/)).toBeTruthy();
    expect(api.calls('orderBookings.writeOff')).toEqual([{ orderNo: 'O202603180000000041' }]);
    await waitFor(() => expect(within(screen.getByText('一号餐厅').closest('tr') as HTMLElement).getByText('3')).toBeTruthy());
    await userEvent.click(screen.getByRole('button', { name: spaced('核销') }));
    expect(await screen.findByText('该餐已核销，不能重复核销')).toBeTruthy();
    await waitFor(() => expect(screen.queryByText('已核销 1 份')).toBeNull());
  });

  it('marks a pending delivery delivered after a confirm', async () => {
    const rows = [booking({ deliveryPlace: '三号楼会议室', deliveryState: 'pending' })];
    api.on({
      'orderBookings.deliveryPage': () => page(rows),
      'orderBookings.deliver': ({ orderId }) => {
        rows[0] = { ...rows[0], state: 'picked', deliveryState: 'delivered', pickedVia: 'delivery', pickedAt: '2026-03-18T11:50:00+08:00' };
        return { orderId, orderNo: rows[0].orderNo, custName: '张三', mealDay: '2026-03-18', mealPeriod: 2, dishes: rows[0].dishes, pickedAt: rows[0].pickedAt! };
      },
    });
    renderWidget(<DeliveryPage />, texts);
    expect(await screen.findByText('待配送')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: spaced('确认送达') }));
    const pop = (await screen.findByText('确认已送达 三号楼会议室？')).closest('.ant-popover') as HTMLElement;
    await userEvent.click(within(pop).getByRole('button', { name: /确\s?定|OK/ }));
    await waitFor(() => expect(api.calls('orderBookings.deliver')).toEqual([{ orderId: 41 }]));
    expect(await screen.findByText('已配送')).toBeTruthy();
    expect(screen.queryByRole('button', { name: spaced('确认送达') })).toBeNull();
  });
});
