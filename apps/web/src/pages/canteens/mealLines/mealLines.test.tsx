import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import type { MealLine, MealLineDetail } from '@canteen/contract';
import { dialogWith, renderWidget, spaced } from '@/components/testing';
import zh from '@/i18n/zh/canteens';
import MealLinesPage from '.';
import MealLineDetailPage from '../mealLineDetail';

vi.mock('@/api', () => ({ call: vi.fn(), download: vi.fn(), upload: vi.fn() }));
const { call } = await import('@/api');

const line: MealLine = {
  mealLineId: 5,
  canteenId: 3,
  canteenName: '北区食堂',
  stallId: 9,
  stallName: '面食档',
  mealLineName: '一号取餐线',
  sort: 1,
  enabled: true,
  remark: '',
  deviceCount: 2,
  createdAt: '2025-01-01T00:00:00Z',
};
const page = <T,>(records: T[]) => ({ records, total: records.length, page: 1, limit: 20 });
const callsTo = (id: string) => vi.mocked(call).mock.calls.filter(([e]) => (typeof e === 'string' ? e : e.id) === id).map(([, c]) => c);

async function choose(dialog: HTMLElement, label: string, option: string) {
  const item = within(dialog).getByText(label, { selector: 'label' }).closest('.ant-form-item') as HTMLElement;
  await userEvent.click(within(item).getByRole('combobox'));
  const choices = await screen.findAllByTitle(option);
  await userEvent.click(choices.find((c) => c.classList.contains('ant-select-item-option')) ?? choices[0]);
}

describe('meal lines', () => {
  beforeEach(() => {
    vi.mocked(call).mockReset();
    vi.mocked(call).mockImplementation(async (endpoint) => {
      const id = typeof endpoint === 'string' ? endpoint : endpoint.id;
      if (id === 'canteens.mealLinePage') return page([line]);
      if (id === 'canteens.canteenList') return [{ canteenId: 3, canteenName: '北区食堂' }];
      if (id === 'canteens.stallPage') return page([{ stallId: 9, stallName: '面食档', canteenName: '北区食堂' }]);
      if (id === 'canteens.mealLineDetail')
        return {
          ...line,
          devices: [{ deviceId: 1, name: '核销机A', type: 'hexiaoji', serialNumber: 'SN001', state: 'enabled', lastHeartbeatAt: null }],
        } satisfies MealLineDetail;
      return null;
    });
  });

  it('lists the meal lines with their canteen, stall and device count, and adds one to a canteen', async () => {
    renderWidget(
      <MemoryRouter>
        <MealLinesPage />
      </MemoryRouter>,
      zh,
    );
    expect(await screen.findByText('一号取餐线')).toBeTruthy();
    expect(screen.getAllByText('北区食堂 / 面食档').length).toBeGreaterThan(0);
    await userEvent.click(screen.getByRole('button', { name: /新\s?增/ }));
    const dialog = dialogWith('取餐线名称');
    await userEvent.type(within(dialog).getByLabelText('取餐线名称'), '二号取餐线');
    await choose(dialog, '食堂', '北区食堂');
    await userEvent.click(within(dialog).getByRole('button', { name: spaced('确定') }));
    await waitFor(() => expect(callsTo('canteens.mealLineAdd')).toEqual([{ mealLineName: '二号取餐线', canteenId: 3, remark: '' }]));
  });

  it('shows one meal line with its bound devices', async () => {
    renderWidget(
      <MemoryRouter initialEntries={['/basesetting/machinemanage/mealLineDetail?id=5']}>
        <MealLineDetailPage />
      </MemoryRouter>,
      { ...zh, '/basesetting/machinemanage/hexiaoji': '核销机' },
    );
    expect(await screen.findByText('核销机A')).toBeTruthy();
    expect(screen.getByText('SN001')).toBeTruthy();
    expect(screen.getByText('核销机')).toBeTruthy();
    expect(screen.getByText('从未上线')).toBeTruthy();
    expect(callsTo('canteens.mealLineDetail')).toEqual([{ id: 5 }]);
  });

  it('asks to choose a meal line when none is given', () => {
    renderWidget(
      <MemoryRouter>
        <MealLineDetailPage />
      </MemoryRouter>,
      zh,
    );
    expect(screen.getByText('请从取餐线列表选择一条取餐线')).toBeTruthy();
  });
});
