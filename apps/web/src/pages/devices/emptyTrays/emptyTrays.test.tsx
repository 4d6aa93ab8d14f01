import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ALL_MENUS } from '@canteen/contract';
import { renderWidget } from '@/components/testing';
import { fakeApi, page } from '@/testing/fakeApi';
import zhDevices from '@/i18n/zh/devices';
import { deviceRow } from '../testData';
import EmptyTraysPage from '.';

const texts = { ...zhDevices, ...Object.fromEntries(ALL_MENUS.map((m) => [m.fullPath, m.name])) };

describe('empty trays page', () => {
  it('lists tray photos with their device and canteen, and uploads one for the chosen device', async () => {
    const uploaded: string[] = [];
    const api = fakeApi({
      'canteens.canteenList': () => [{ canteenId: 3, canteenName: '北区食堂' }],
      'devices.machinePage': ({ type }) => page(type === 'dishidentification' ? [deviceRow({ deviceId: 5, name: '识别一号', type })] : []),
      'devices.emptyTrayPage': () =>
        page([{ trayId: 8, deviceId: 5, deviceName: '识别一号', canteenId: 3, imageUrl: '/files/1/emptytray/a.png', width: 1, height: 1, createdAt: '2024-01-02T03:04:05+08:00' }]),
      'devices.emptyTrayUpload': (_input, file) => {
        uploaded.push(file!.name);
        return { trayId: 9, imageUrl: '/files/1/emptytray/b.png' };
      },
    });
    const { container } = renderWidget(<EmptyTraysPage />, texts);
    const row = (await screen.findAllByText('识别一号')).map((n) => n.closest('tr')).find(Boolean) as HTMLElement;
    expect(await within(row).findByText('北区食堂')).toBeTruthy();
    const button = screen.getByText('上传空盘').closest('button') as HTMLButtonElement;
    expect(button.disabled).toBe(true);

    // The device chooser beside the upload button (the search form has one too).
    await userEvent.click(within(button.closest('.ant-space') as HTMLElement).getByRole('combobox'));
    const choices = await screen.findAllByTitle('识别一号');
    await userEvent.click(choices.find((c) => c.classList.contains('ant-select-item-option')) ?? choices[0]);
    const file = new File([new Uint8Array([137, 80, 78, 71])], 'tray.png', { type: 'image/png' });
    await userEvent.upload(container.querySelector('input[type="file"]') as HTMLInputElement, file);
    await waitFor(() => expect(api.calls('devices.emptyTrayUpload')).toEqual([{ deviceId: 5 }]));
    expect(uploaded).toEqual(['tray.png']);
    expect(await screen.findByText('上传成功')).toBeTruthy();
  });
});
