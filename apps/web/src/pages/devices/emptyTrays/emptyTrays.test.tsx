import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ALL_MENUS, type AnyEndpoint } from '@canteen/contract';
import { renderWidget } from '@/components/testing';
import zhDevices from '@/i18n/zh/devices';
import EmptyTraysPage from '.';

vi.mock('@/api', () => ({ call: vi.fn(), download: vi.fn(), upload: vi.fn() }));
const { call, upload } = await import('@/api');

const texts = { ...zhDevices, ...Object.fromEntries(ALL_MENUS.map((m) => [m.fullPath, m.name])) };
const idOf = (endpoint: unknown) => (typeof endpoint === 'string' ? endpoint : (endpoint as AnyEndpoint).id);

describe('empty trays page', () => {
  beforeEach(() => {
    vi.mocked(call).mockReset();
    vi.mocked(upload).mockReset();
    vi.mocked(call).mockImplementation(async (endpoint, content) => {
      const id = idOf(endpoint);
      if (id === 'canteens.canteenList') return [{ canteenId: 3, canteenName: '北区食堂' }];
      if (id === 'devices.machinePage') {
        const records = (content as { type: string }).type === 'dishidentification' ? [{ deviceId: 5, name: '识别一号' }] : [];
        return { records, total: records.length, page: 1, limit: 500 };
      }
      if (id === 'devices.emptyTrayPage')
        return { records: [{ trayId: 8, deviceId: 5, deviceName: '识别一号', canteenId: 3, imageUrl: '/files/1/emptytray/a.png', width: 1, height: 1, createdAt: '2024-01-02T03:04:05+08:00' }], total: 1, page: 1, limit: 20 };
      return null;
    });
  });

  it('lists tray photos with their device and canteen, and uploads one for the chosen device', async () => {
    vi.mocked(upload).mockResolvedValue({ trayId: 9, imageUrl: '/files/1/emptytray/b.png' });
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
    await waitFor(() => expect(vi.mocked(upload).mock.calls.map(([e, , content]) => [idOf(e), content])).toEqual([['devices.emptyTrayUpload', { deviceId: 5 }]]));
    expect(await screen.findByText('上传成功')).toBeTruthy();
  });
});
