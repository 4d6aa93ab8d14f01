import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AreaNode, DiningTable, TakeoutRule } from '@canteen/contract';
import { dialogWith, renderWidget, spaced } from '@/components/testing';
import { fakeApi, page } from '@/testing/fakeApi';
import zh from '@/i18n/zh/canteens';
import CanteensPage from '.';

const tree: AreaNode[] = [{ areaId: 1, parentId: null, areaName: '一楼', sort: 0, children: [{ areaId: 2, parentId: 1, areaName: '靠窗区', sort: 0, children: [] }] }];
const table = (tableId: number, tableNo: string, state: 'free' | 'occupied'): DiningTable => ({
  tableId,
  canteenId: 3,
  canteenName: '北区食堂',
  areaId: 2,
  areaName: '靠窗区',
  tableNo,
  seats: 4,
  state,
  people: state === 'occupied' ? 3 : null,
  openedAt: state === 'occupied' ? '2025-03-03T04:00:00Z' : null,
  remark: '',
});
const rule: TakeoutRule = { canteenId: 3, enabled: false, deliveryFee: 300, minOrder: 0, packagingFee: 0, windows: [{ start: '11:00', end: '13:00' }], updatedAt: null };

/** A server whose tables follow the calls: a table opened is occupied when the list is read again. */
function server() {
  const tables = [table(7, 'A1', 'free'), table(8, 'A2', 'occupied')];
  return fakeApi({
    'canteens.canteenPage': () => page([]),
    'canteens.canteenList': () => [{ canteenId: 3, canteenName: '北区食堂' }],
    'canteens.areaTree': () => tree,
    'canteens.tablePage': () => page(tables),
    'canteens.tableOpen': ({ tableId, people }) => {
      Object.assign(tables.find((t) => t.tableId === tableId)!, { state: 'occupied', people, openedAt: '2025-03-03T05:00:00Z' });
      return null;
    },
    'canteens.takeoutRuleGet': () => rule,
  });
}

describe('places of a canteen', () => {
  it('shows the area tree of the chosen canteen and opens a free table for a party', async () => {
    const api = server();
    renderWidget(<CanteensPage />, zh);
    await userEvent.click(screen.getByRole('tab', { name: '区域与餐桌' }));
    expect(await screen.findByText('一楼')).toBeTruthy();
    expect(await screen.findByText('A2')).toBeTruthy();
    expect(screen.getAllByText('靠窗区')).toHaveLength(3); // the tree node and the area of both tables
    expect(api.calls('canteens.areaTree')).toEqual([{ canteenId: 3 }]);
    expect(api.calls('canteens.tablePage')).toContainEqual({ canteenId: 3, page: 1, limit: 20 });
    // A free table offers opening, an occupied one closing.
    const free = screen.getByText('A1').closest('tr') as HTMLElement;
    // (Text queries: role queries over a whole antd table row take seconds in jsdom.)
    expect(within(screen.getByText('A2').closest('tr') as HTMLElement).getByText(spaced('清台'))).toBeTruthy();
    await userEvent.click(within(free).getByText(spaced('开台')));
    const dialog = dialogWith('就餐人数');
    const people = within(dialog).getByLabelText('就餐人数');
    await userEvent.clear(people);
    await userEvent.type(people, '4');
    await userEvent.click(within(dialog).getByRole('button', { name: spaced('确定') }));
    await waitFor(() => expect(api.calls('canteens.tableOpen')).toEqual([{ tableId: 7, people: 4 }]));
    // Read again, the table is occupied: it now offers clearing.
    expect(await within(screen.getByText('A1').closest('tr') as HTMLElement).findByText(spaced('清台'))).toBeTruthy();
  });

  it('lists the tables of the area chosen in the tree', async () => {
    const api = server();
    renderWidget(<CanteensPage />, zh);
    await userEvent.click(screen.getByRole('tab', { name: '区域与餐桌' }));
    await userEvent.click(await screen.findByText('一楼'));
    await waitFor(() => expect(api.calls('canteens.tablePage')).toContainEqual({ canteenId: 3, areaId: 1, page: 1, limit: 20 }));
  });

  it('saves the takeout rule with fees typed in yuan and sent in cents', async () => {
    const api = server();
    renderWidget(<CanteensPage />, zh);
    await userEvent.click(screen.getByRole('tab', { name: '外卖规则' }));
    const fee = await screen.findByLabelText('配送费');
    await waitFor(() => expect((fee as HTMLInputElement).value).toBe('3.00'));
    await userEvent.clear(fee);
    await userEvent.type(fee, '4.5');
    await userEvent.click(screen.getByRole('switch'));
    await userEvent.click(screen.getByRole('button', { name: spaced('保存') }));
    await waitFor(() =>
      expect(api.calls('canteens.takeoutRuleSave')).toEqual([
        { canteenId: 3, enabled: true, windows: [{ start: '11:00', end: '13:00' }], deliveryFee: 450, minOrder: 0, packagingFee: 0 },
      ]),
    );
  });
});
