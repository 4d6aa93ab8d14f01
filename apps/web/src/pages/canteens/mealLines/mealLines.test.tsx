import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import type { MealLine, MealLineDetail } from '@canteen/contract';
import { dialogWith, renderWidget, spaced } from '@/components/testing';
import { fakeApi, page } from '@/testing/fakeApi';
import zh from '@/i18n/zh/canteens';
import MealLinesPage from '.';
import MealLineDetailPage from '../mealLineDetail';

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

async function choose(dialog: HTMLElement, label: string, option: string) {
  const item = within(dialog).getByText(label, { selector: 'label' }).closest('.ant-form-item') as HTMLElement;
  await userEvent.click(within(item).getByRole('combobox'));
  const choices = await screen.findAllByTitle(option);
  await userEvent.click(choices.find((c) => c.classList.contains('ant-select-item-option')) ?? choices[0]);
}

/** A server that keeps the lines added, so the list read again shows them. */
function server() {
  const lines = [line];
  return fakeApi({
    'canteens.mealLinePage': () => page(lines),
    'canteens.canteenList': () => [{ canteenId: 3, canteenName: '北区食堂' }],
    'canteens.stallPage': () =>
      page([{ stallId: 9, canteenId: 3, canteenName: '北区食堂', stallName: '面食档', contact: '', phone: '', enabled: true, remark: '', createdAt: '2025-01-01T00:00:00Z' }]),
    'canteens.mealLineAdd': (input) => {
      lines.push({ ...line, ...input, mealLineId: 6, stallId: null, stallName: null, deviceCount: 0 });
      return { mealLineId: 6 };
    },
    'canteens.mealLineDetail': () =>
      ({
        ...line,
        devices: [{ deviceId: 1, name: '核销机A', type: 'hexiaoji', serialNumber: 'SN001', state: 'enabled', lastHeartbeatAt: null }],
      }) satisfies MealLineDetail,
  });
}

describe('meal lines', () => {
  it('lists the meal lines with their canteen, stall and device count, and adds one to a canteen', async () => {
    const api = server();
    renderWidget(
      <MemoryRouter>
        <MealLinesPage />
      </MemoryRouter>,
      zh,
    );
    const row = (await screen.findByText('一号取餐线')).closest('tr') as HTMLElement;
    expect(within(row).getByText('北区食堂 / 面食档')).toBeTruthy();
    expect(within(row).getAllByRole('cell').map((c) => c.textContent)).toContain('2');
    await userEvent.click(screen.getByRole('button', { name: /新\s?增/ }));
    const dialog = dialogWith('取餐线名称');
    await userEvent.type(within(dialog).getByLabelText('取餐线名称'), '二号取餐线');
    await choose(dialog, '食堂', '北区食堂');
    await userEvent.click(within(dialog).getByRole('button', { name: spaced('确定') }));
    await waitFor(() => expect(api.calls('canteens.mealLineAdd')).toEqual([{ mealLineName: '二号取餐线', canteenId: 3, remark: '' }]));
    const added = (await screen.findByText('二号取餐线', { selector: 'td' })).closest('tr') as HTMLElement;
    expect(within(added).getByText('北区食堂')).toBeTruthy();
  });

  it('shows one meal line with its bound devices', async () => {
    const api = server();
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
    expect(api.calls('canteens.mealLineDetail')).toEqual([{ id: 5 }]);
  });

  it('asks to choose a meal line when none is given', () => {
    const api = fakeApi();
    renderWidget(
      <MemoryRouter>
        <MealLineDetailPage />
      </MemoryRouter>,
      zh,
    );
    expect(screen.getByText('请从取餐线列表选择一条取餐线')).toBeTruthy();
    expect(api.log).toEqual([]);
  });
});
