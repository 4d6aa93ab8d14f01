import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ALL_MENUS, type AnyEndpoint } from '@canteen/contract';
import { MemoryRouter } from 'react-router';
import { renderWidget, spaced } from '@/components/testing';
import zhDevices from '@/i18n/zh/devices';
import TablewarePage from '.';

vi.mock('@/api', () => ({ call: vi.fn(), download: vi.fn(), upload: vi.fn() }));
const { call } = await import('@/api');

const texts = { ...zhDevices, ...Object.fromEntries(ALL_MENUS.map((m) => [m.fullPath, m.name])) };
const idOf = (endpoint: unknown) => (typeof endpoint === 'string' ? endpoint : (endpoint as AnyEndpoint).id);
const callsTo = (id: string) => vi.mocked(call).mock.calls.filter(([e]) => idOf(e) === id).map(([, content]) => content);
const empty = { records: [], total: 0, page: 1, limit: 20 };

describe('tableware page', () => {
  beforeEach(() => {
    vi.mocked(call).mockReset();
    vi.mocked(call).mockImplementation(async (endpoint) => {
      const id = idOf(endpoint);
      if (id === 'canteens.canteenList') return [{ canteenId: 3, canteenName: '北区食堂' }];
      if (id === 'devices.tablewareShapeList' || id === 'devices.tablewareColourList') return [];
      if (id === 'devices.tablewareInfoPage')
        return {
          ...empty,
          total: 1,
          records: [{ infoId: 1, shapeId: 1, shapeName: '圆盘', shapeCode: 'R', colourId: 2, colourName: '蓝色', colourCode: 'B2', hex: '#0000FF', price: 1250, canteenId: null, remark: '', createdAt: '2024-01-02T03:04:05+08:00' }],
        };
      if (id === 'devices.tablewareCodeParse')
        return { shape: { shapeId: 1, shapeName: '圆盘', shapeCode: 'R', createdAt: '' }, colour: { colourId: 2, colourName: '蓝色', colourCode: 'B2', hex: '#0000FF', createdAt: '' }, price: 1250, infoId: 1, canteenId: null };
      if (id.endsWith('Page')) return empty;
      return null;
    });
  });

  it('shows the priced combinations with their price and “all canteens”', async () => {
    renderWidget(
      <MemoryRouter>
        <TablewarePage />
      </MemoryRouter>,
      texts,
    );
    await userEvent.click(screen.getByRole('tab', { name: '餐具信息' }));
    const row = (await screen.findByText('#0000FF')).closest('tr') as HTMLElement;
    expect(within(row).getByText('￥12.50')).toBeTruthy();
    expect(await within(row).findByText('全部食堂')).toBeTruthy();
  });

  it('checks a chip’s code and shows its shape, colour and price', async () => {
    renderWidget(
      <MemoryRouter>
        <TablewarePage />
      </MemoryRouter>,
      texts,
    );
    await userEvent.click(screen.getByRole('tab', { name: '编码解析' }));
    await userEvent.type(screen.getByLabelText('餐具编码'), 'rb2');
    await userEvent.click(screen.getByRole('button', { name: spaced('解析') }));
    await waitFor(() => expect(callsTo('devices.tablewareCodeParse')).toEqual([{ code: 'rb2' }]));
    expect(await screen.findByText('R 圆盘')).toBeTruthy();
    expect(screen.getByText('￥12.50')).toBeTruthy();
  });

  it('says so when no tableware matches the code', async () => {
    vi.mocked(call).mockImplementation(async (endpoint) => {
      if (idOf(endpoint) === 'devices.tablewareCodeParse') throw new Error('not found');
      return idOf(endpoint) === 'canteens.canteenList' ? [] : empty;
    });
    renderWidget(
      <MemoryRouter>
        <TablewarePage />
      </MemoryRouter>,
      texts,
    );
    await userEvent.click(screen.getByRole('tab', { name: '编码解析' }));
    await userEvent.type(screen.getByLabelText('餐具编码'), 'ZZ');
    await userEvent.click(screen.getByRole('button', { name: spaced('解析') }));
    expect(await screen.findByText('没有与该编码对应的餐具信息')).toBeTruthy();
  });
});
