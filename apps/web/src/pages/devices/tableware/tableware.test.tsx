import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ALL_MENUS, Code } from '@canteen/contract';
import { MemoryRouter } from 'react-router';
import { renderWidget, spaced } from '@/components/testing';
import { fakeApi, page, refuse, type FakeHandlers } from '@/testing/fakeApi';
import zhDevices from '@/i18n/zh/devices';
import TablewarePage from '.';

const texts = { ...zhDevices, ...Object.fromEntries(ALL_MENUS.map((m) => [m.fullPath, m.name])) };
const server = (more: FakeHandlers = {}) =>
  fakeApi({
    'canteens.canteenList': () => [{ canteenId: 3, canteenName: '北区食堂' }],
    'devices.tablewareShapeList': () => [],
    'devices.tablewareColourList': () => [],
    'devices.tablewareShapePage': () => page([]),
    'canteens.stallPage': () => page([]),
    'devices.machinePage': () => page([]),
    'devices.tablewareColourPage': () => page([]),
    'devices.tablewareInfoPage': () =>
      page([{ infoId: 1, shapeId: 1, shapeName: '圆盘', shapeCode: 'R', colourId: 2, colourName: '蓝色', colourCode: 'B2', hex: '#0000FF', price: 1250, canteenId: null, remark: '', createdAt: '2024-01-02T03:04:05+08:00' }]),
    'devices.tablewareCodeParse': () => ({
      shape: { shapeId: 1, shapeName: '圆盘', shapeCode: 'R', createdAt: '2024-01-02T03:04:05+08:00' },
      colour: { colourId: 2, colourName: '蓝色', colourCode: 'B2', hex: '#0000FF', createdAt: '2024-01-02T03:04:05+08:00' },
      price: 1250,
      infoId: 1,
      canteenId: null,
    }),
    ...more,
  });

describe('tableware page', () => {
  it('shows the priced combinations with their price and “all canteens”', async () => {
    server();
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
    const api = server();
    renderWidget(
      <MemoryRouter>
        <TablewarePage />
      </MemoryRouter>,
      texts,
    );
    await userEvent.click(screen.getByRole('tab', { name: '编码解析' }));
    await userEvent.type(screen.getByLabelText('餐具编码'), 'rb2');
    await userEvent.click(screen.getByRole('button', { name: spaced('解析') }));
    await waitFor(() => expect(api.calls('devices.tablewareCodeParse')).toEqual([{ code: 'rb2' }]));
    expect(await screen.findByText('R 圆盘')).toBeTruthy();
    expect(screen.getByText('￥12.50')).toBeTruthy();
  });

  it('says so when no tableware matches the code', async () => {
    server({
      'devices.tablewareCodeParse': () => {
        throw refuse(Code.NOT_FOUND, '餐具不存在');
      },
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
