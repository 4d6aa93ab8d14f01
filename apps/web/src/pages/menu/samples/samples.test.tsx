import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import type { SampleCanteenDay, SampleDiffGroup, SampleRecord } from '@canteen/contract';
import { renderWidget, spaced } from '@/components/testing';
import { fakeApi, page } from '@/testing/fakeApi';
import zh from '@/i18n/zh/menuProducts';
import zhCanteens from '@/i18n/zh/canteens';
import SampleOverviewPage from '.';
import SampleRecordsPage from './records';
import SampleCanteenPage from './canteen';

const texts = { ...zhCanteens, ...zh };
const lunch: SampleDiffGroup = {
  rowKey: '2025-03-10|3|2',
  canteenId: 3,
  canteenName: '一号餐厅',
  sampleDate: '2025-03-10',
  mealType: 2,
  upcoming: false,
  planned: 3,
  kept: 1,
  underweight: 1,
  missing: 1,
  unplanned: 0,
  pending: 0,
  dishes: [
    { dishId: 1, dishName: '红烧肉', planned: true, state: 'kept', weightG: 130, recordCount: 1, keptAt: '2025-03-10T03:20:00Z' },
    { dishId: 2, dishName: '番茄炒蛋', planned: true, state: 'underweight', weightG: 90, recordCount: 1, keptAt: '2025-03-10T03:21:00Z' },
    { dishId: 3, dishName: '米饭', planned: true, state: 'missing', weightG: null, recordCount: 0, keptAt: null },
  ],
};
const record = (over: Partial<SampleRecord>): SampleRecord => ({
  recordId: 1,
  canteenId: 3,
  canteenName: '一号餐厅',
  deviceId: null,
  deviceName: '',
  source: 'console',
  sampleDate: '2025-03-10',
  mealType: 2,
  dishId: 1,
  dishName: '红烧肉',
  weightG: 130,
  underweight: false,
  keptAt: '2025-03-10T03:20:00Z',
  keepUntil: '2025-03-12T03:20:00Z',
  cabinetNo: 'A-02',
  operator: '张敏',
  photo: '',
  remark: '',
  state: 'kept',
  disposedAt: null,
  disposedBy: '',
  createdAt: '2025-03-10T03:20:00Z',
  ...over,
});

describe('sample retention (/menudish/liuyangji and its children)', { timeout: 60_000 }, () => {
  it('shows the day per canteen and meal, and the sample machines with their state', async () => {
    fakeApi({
      'menuProducts.sampleOverview': (q) => ({
        day: q.day ?? '',
        meals: [lunch],
        machines: [{ deviceId: 9, name: '留样机1号', serialNumber: 'LYJ001', canteenId: 3, canteenName: '一号餐厅', online: true, lastHeartbeatAt: '2025-03-10T03:00:00Z', lastSampleAt: '2025-03-10T03:20:00Z' }],
      }),
    });
    renderWidget(
      <MemoryRouter>
        <SampleOverviewPage />
      </MemoryRouter>,
      texts,
    );
    const row = (await screen.findByText('午餐')).closest('tr') as HTMLElement;
    expect(within(row).getByText('米饭 · 漏留样')).toBeTruthy();
    expect(within(row).getByText('番茄炒蛋 · 不足125克')).toBeTruthy();
    const machine = screen.getByText('留样机1号').closest('tr') as HTMLElement;
    expect(within(machine).getByText('在线')).toBeTruthy();
    expect(screen.getByRole('button', { name: '留样记录' })).toBeTruthy();
    expect(screen.getByRole('button', { name: '食堂留样记录' })).toBeTruthy();
  });

  it('lists records, disposes of one past its 48 hours, and shows the diff with the missing dish', async () => {
    const api = fakeApi({
      'menuProducts.sampleRecordPage': () => page([record({}), record({ recordId: 2, dishId: 2, dishName: '番茄炒蛋', weightG: 90, underweight: true, keepUntil: '2099-01-01T00:00:00Z' })]),
      'menuProducts.sampleDispose': (q) => ({ disposed: q.recordIds.length }),
      'menuProducts.sampleDiffPage': () => page([lunch]),
      'canteens.canteenList': () => [{ canteenId: 3, canteenName: '一号餐厅' }],
    });
    renderWidget(<SampleRecordsPage />, texts);
    const light = (await screen.findByText('番茄炒蛋')).closest('tr') as HTMLElement;
    expect(within(light).getByText('不足125克')).toBeTruthy();
    // Still inside its 48 hours: no dispose action.
    expect(within(light).queryByRole('button', { name: spaced('处理') })).toBeNull();
    const old = screen.getByText('红烧肉').closest('tr') as HTMLElement;
    await userEvent.click(within(old).getByRole('button', { name: spaced('处理') }));
    await userEvent.click(await screen.findByRole('button', { name: spaced('确定') }));
    await waitFor(() => expect(api.calls('menuProducts.sampleDispose')).toEqual([{ recordIds: [1] }]));

    await userEvent.click(screen.getByRole('tab', { name: '留样比对' }));
    const missing = await screen.findByText('米饭 · 漏留样');
    expect(missing.closest('.ant-tag')?.className).toMatch(/red/);
  });

  it('sums each canteen day and opens its meals', async () => {
    const day: SampleCanteenDay = { rowKey: '2025-03-10|3', canteenId: 3, canteenName: '一号餐厅', sampleDate: '2025-03-10', planned: 3, kept: 1, underweight: 1, missing: 1, unplanned: 0, pending: 0, meals: [lunch] };
    fakeApi({ 'menuProducts.sampleCanteenPage': () => page([day]), 'canteens.canteenList': () => [{ canteenId: 3, canteenName: '一号餐厅' }] });
    renderWidget(<SampleCanteenPage />, texts);
    const row = (await screen.findByText('一号餐厅', { selector: 'td' })).closest('tr') as HTMLElement;
    expect(within(row).getAllByRole('cell').map((c) => c.textContent)).toEqual(expect.arrayContaining(['3', '1']));
    await userEvent.click(within(row).getByRole('button', { name: spaced('明细') }));
    expect(await screen.findByText('米饭 · 漏留样')).toBeTruthy();
  });
});
