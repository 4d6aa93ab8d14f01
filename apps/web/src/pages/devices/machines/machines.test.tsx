import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ALL_MENUS, DEVICE_TYPES } from '@canteen/contract';
import { dialogWith, renderWidget, spaced } from '@/components/testing';
import { fakeApi, page, type FakeApi, type FakeHandlers } from '@/testing/fakeApi';
import zhDevices from '@/i18n/zh/devices';
import { isValidElement } from 'react';
import { MemoryRouter, Navigate, Route, Routes } from 'react-router';
import { layoutRoutesFor, ROUTE_TREE } from '@/routes';
import { devicesPages } from '../routes';
import { deviceRow } from '../testData';
import DevicesPage from '.';

const texts = { ...zhDevices, ...Object.fromEntries(ALL_MENUS.map((m) => [m.fullPath, m.name])) };

const FACE = deviceRow({ deviceId: 2, name: '闸机人脸', type: 'ufaceshibieji', serialNumber: 'SN-2', online: true, lastHeartbeatAt: '2024-01-02T03:04:05+08:00' });
const SERVER = deviceRow({ deviceId: 1, name: '出品一号' });

let api: FakeApi;
const callsTo = <Id extends 'devices.machinePage' | 'devices.machineAdd' | 'devices.faceSetTime'>(id: Id) => api.calls(id);

function serve(more: FakeHandlers = {}) {
  api = fakeApi({
    'devices.machinePage': ({ type }) => page([SERVER, FACE].filter((d) => !type || d.type === type)),
    'canteens.canteenList': () => [{ canteenId: 3, canteenName: '北区食堂' }],
    'canteens.stallPage': () => page([]),
    'canteens.mealLinePage': () => page([]),
    ...more,
  });
}

const formItem = (dialog: HTMLElement, label: string) => within(dialog).getByText(label, { selector: 'label' }).closest('.ant-form-item') as HTMLElement;
async function pick(item: HTMLElement, option: string) {
  await userEvent.click(within(item).getByRole('combobox'));
  const choices = await screen.findAllByTitle(option);
  await userEvent.click(choices.find((c) => c.classList.contains('ant-select-item-option')) ?? choices[0]);
}

describe('devices page', () => {
  beforeEach(() => serve());

  it('lists devices of every type with their canteen and online state', async () => {
    renderWidget(<DevicesPage />, texts);
    const face = (await screen.findByText('闸机人脸')).closest('tr') as HTMLElement;
    expect(within(face).getByText('人脸识别机')).toBeTruthy();
    expect(within(face).getByText('在线')).toBeTruthy();
    expect(await within(face).findByText('北区食堂')).toBeTruthy();
    const server = screen.getByText('出品一号').closest('tr') as HTMLElement;
    expect(within(server).getByText('离线')).toBeTruthy();
    // Face commands only on the face device.
    expect(within(face).getByRole('button', { name: /人脸指令/ })).toBeTruthy();
    expect(within(server).queryByRole('button', { name: /人脸指令/ })).toBeNull();
  });

  it('adds a device and shows its secret once, with a copy button and a warning', async () => {
    serve({ 'devices.machineAdd': () => ({ deviceId: 9, serialNumber: 'SN-9', secret: 's3cr3t-shown-once' }) });
    renderWidget(<MemoryRouter><DevicesPage type="chupinji" /></MemoryRouter>, texts);
    await screen.findByText('出品一号');
    expect(callsTo('devices.machinePage')).toContainEqual(expect.objectContaining({ type: 'chupinji', limit: 20 }));
    await userEvent.click(screen.getByRole('button', { name: /新\s?增/ }));
    const dialog = dialogWith('设备序列号');
    // The type is the page's; a serving machine has stall, meal line, printer and IP.
    expect(within(dialog).queryByText('设备类型')).toBeNull();
    for (const label of ['档口', '取餐线', '打印机', 'IP 地址']) expect(within(dialog).getByText(label, { selector: 'label' })).toBeTruthy();
    await userEvent.type(within(dialog).getByLabelText('设备名称'), '二号出品');
    await userEvent.type(within(dialog).getByLabelText('设备序列号'), 'SN-9');
    await pick(formItem(dialog, '所属食堂'), '北区食堂');
    await userEvent.click(within(dialog).getByRole('button', { name: spaced('确定') }));
    await waitFor(() => expect(callsTo('devices.machineAdd')).toEqual([{ name: '二号出品', serialNumber: 'SN-9', canteenId: 3, ip: '', type: 'chupinji' }]));
    const secret = dialogWith('s3cr3t-shown-once');
    expect(within(secret).getByText('请立即复制并妥善保存该密钥，关闭后将不再显示。')).toBeTruthy();
    expect(within(secret).getByRole('button', { name: /复制|copy/i })).toBeTruthy();
  });

  it('shows only the bindings a type needs', async () => {
    renderWidget(<MemoryRouter><DevicesPage type="shouchiji" /></MemoryRouter>, texts);
    await screen.findByRole('button', { name: /新\s?增/ });
    await userEvent.click(screen.getByRole('button', { name: /新\s?增/ }));
    const dialog = dialogWith('设备序列号');
    expect(within(dialog).getByText('档口', { selector: 'label' })).toBeTruthy();
    expect(within(dialog).queryByText('打印机', { selector: 'label' })).toBeNull();
    expect(within(dialog).queryByText('IP 地址', { selector: 'label' })).toBeNull();
  });

  it('queues a face command after confirmation', async () => {
    serve({ 'devices.faceSetTime': () => ({ commandId: 5 }) });
    renderWidget(<DevicesPage />, texts);
    const face = (await screen.findByText('闸机人脸')).closest('tr') as HTMLElement;
    await userEvent.click(within(face).getByRole('button', { name: /人脸指令/ }));
    await userEvent.click(await screen.findByText('校准时间'));
    await userEvent.click(await screen.findByRole('button', { name: spaced('确定') }));
    await waitFor(() => expect(callsTo('devices.faceSetTime')).toEqual([{ deviceId: 2 }]));
    expect(await screen.findByText('指令已下发，等待设备执行')).toBeTruthy();
  });

  it('serves /basesetting/machinemanage as the all-devices page, reached from every type’s page', async () => {
    const route = layoutRoutesFor(ROUTE_TREE).find((r) => r.path === '/basesetting/machinemanage');
    expect(isValidElement(route?.element) && route.element.type === Navigate).toBe(false);
    expect((route?.handle as { route: { id: number } }).route.id).toBe(202000);
    renderWidget(
      <MemoryRouter initialEntries={['/basesetting/machinemanage/chupinji']}>
        <Routes>
          <Route path="/basesetting/machinemanage/chupinji" element={<DevicesPage type="chupinji" />} />
          <Route path="/basesetting/machinemanage" element={<DevicesPage />} />
        </Routes>
      </MemoryRouter>,
      texts,
    );
    await screen.findByText('出品一号');
    expect(screen.queryByText('闸机人脸')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: /全部设备/ }));
    // Every type, with the type column and its filter.
    expect(await screen.findByText('闸机人脸')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /全部设备/ })).toBeNull();
    expect(callsTo('devices.machinePage').at(-1)).not.toHaveProperty('type');
    expect(screen.getAllByText('设备类型').length).toBeGreaterThan(0);
  });

  it('has a page for every device type', () => {
    expect(DEVICE_TYPES.filter((type) => !(`/basesetting/machinemanage/${type}` in devicesPages))).toEqual([]);
  });
});
