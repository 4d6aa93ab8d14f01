import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ALL_MENUS, type AnyEndpoint, type DeviceNotice } from '@canteen/contract';
import { MemoryRouter } from 'react-router';
import { renderWidget, spaced } from '@/components/testing';
import zhDevices from '@/i18n/zh/devices';
import ReleaseInformationPage from '.';

vi.mock('@/api', () => ({ call: vi.fn(), download: vi.fn(), upload: vi.fn() }));
const { call } = await import('@/api');

const texts = { ...zhDevices, ...Object.fromEntries(ALL_MENUS.map((m) => [m.fullPath, m.name])) };
const idOf = (endpoint: unknown) => (typeof endpoint === 'string' ? endpoint : (endpoint as AnyEndpoint).id);
const callsTo = (id: string) => vi.mocked(call).mock.calls.filter(([e]) => idOf(e) === id).map(([, content]) => content);
const notice = (over: Partial<DeviceNotice>): DeviceNotice => ({
  noticeId: 1,
  title: '午餐推迟',
  content: '今天午餐12:30开始',
  imageUrl: '',
  canteenIds: [3],
  startAt: '2024-01-02T08:00:00+08:00',
  endAt: '2024-01-03T08:00:00+08:00',
  state: 'draft',
  publishedAt: null,
  createdAt: '2024-01-02T03:04:05+08:00',
  ...over,
});

describe('release information page', () => {
  beforeEach(() => {
    vi.mocked(call).mockReset();
    vi.mocked(call).mockImplementation(async (endpoint) => {
      const id = idOf(endpoint);
      if (id === 'canteens.canteenList') return [{ canteenId: 3, canteenName: '北区食堂' }];
      if (id === 'devices.noticePage') {
        const records = [notice({}), notice({ noticeId: 2, title: '全员通知', canteenIds: [], state: 'published', publishedAt: '2024-01-02T09:00:00+08:00' })];
        return { records, total: 2, page: 1, limit: 20 };
      }
      if (id.endsWith('Page')) return { records: [], total: 0, page: 1, limit: 20 };
      return null;
    });
  });

  it('lists notices with their canteens and state, and publishes a draft after confirmation', async () => {
    renderWidget(
      <MemoryRouter>
        <ReleaseInformationPage />
      </MemoryRouter>,
      texts,
    );
    await userEvent.click(screen.getByRole('tab', { name: '发布信息' }));
    const draft = (await screen.findByText('午餐推迟')).closest('tr') as HTMLElement;
    expect(within(draft).getByText('草稿')).toBeTruthy();
    expect(await within(draft).findByText('北区食堂')).toBeTruthy();
    const everywhere = screen.getByText('全员通知').closest('tr') as HTMLElement;
    expect(within(everywhere).getByText('全部食堂')).toBeTruthy();
    expect(within(everywhere).getByRole('button', { name: spaced('撤回') })).toBeTruthy();

    await userEvent.click(within(draft).getByRole('button', { name: spaced('发布') }));
    await userEvent.click(await screen.findByRole('button', { name: spaced('确定') }));
    await waitFor(() => expect(callsTo('devices.noticePublish')).toEqual([{ noticeId: 1 }]));
  });
});
