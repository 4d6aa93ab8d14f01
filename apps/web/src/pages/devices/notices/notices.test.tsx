import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ALL_MENUS, type DeviceNotice } from '@canteen/contract';
import { MemoryRouter } from 'react-router';
import { renderWidget, spaced } from '@/components/testing';
import { fakeApi, page } from '@/testing/fakeApi';
import zhDevices from '@/i18n/zh/devices';
import NoticesPage from '.';

const texts = { ...zhDevices, ...Object.fromEntries(ALL_MENUS.map((m) => [m.fullPath, m.name])) };
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
  it('lists notices with their canteens and state, and publishes a draft after confirmation', async () => {
    const notices = [notice({}), notice({ noticeId: 2, title: '全员通知', canteenIds: [], state: 'published', publishedAt: '2024-01-02T09:00:00+08:00' })];
    const api = fakeApi({
      'canteens.canteenList': () => [{ canteenId: 3, canteenName: '北区食堂' }],
      'devices.noticePage': () => page(notices),
      'devices.machinePage': () => page([]),
      'devices.noticePublish': ({ noticeId }) => {
        Object.assign(notices.find((n) => n.noticeId === noticeId)!, { state: 'published', publishedAt: '2024-01-02T10:00:00+08:00' });
        return null;
      },
    });
    renderWidget(
      <MemoryRouter>
        <NoticesPage />
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
    await waitFor(() => expect(api.calls('devices.noticePublish')).toEqual([{ noticeId: 1 }]));
    // Read again, the notice shows as published and can be withdrawn. (Text queries: role queries over an antd row are slow in jsdom.)
    const published = () => screen.getByText('午餐推迟').closest('tr') as HTMLElement;
    await waitFor(() => expect(within(published()).queryByText('草稿')).toBeNull());
    expect(within(published()).getByText(spaced('撤回'))).toBeTruthy();
  });
});
