import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Canteen, Stall } from '@canteen/contract';
import { dialogWith, renderWidget, spaced } from '@/components/testing';
import { fakeApi, page } from '@/testing/fakeApi';
import zh from '@/i18n/zh/canteens';
import CanteensPage from '.';

const north: Canteen = { canteenId: 3, canteenName: '北区食堂', address: '一号路', contact: '王', phone: '123456', enabled: true, remark: '', stallCount: 1, createdAt: '2025-01-01T00:00:00Z' };
const noodles: Stall = { stallId: 9, canteenId: 3, canteenName: '北区食堂', stallName: '面食档', contact: '', phone: '', enabled: true, remark: '', createdAt: '2025-01-01T00:00:00Z' };

/** A server that keeps what is added, so the list shows it after the page reads it again. */
function server() {
  const canteens = [north];
  const stalls = [noodles];
  return fakeApi({
    'canteens.canteenPage': () => page(canteens),
    'canteens.canteenAdd': (input) => {
      canteens.push({ ...north, ...input, canteenId: 4, stallCount: 0 });
      return { canteenId: 4 };
    },
    'canteens.stallPage': ({ canteenId }) => page(stalls.filter((s) => s.canteenId === canteenId)),
    'canteens.stallAdd': (input) => {
      stalls.push({ ...noodles, ...input, stallId: 10 });
      return { stallId: 10 };
    },
  });
}

describe('canteen management', () => {
  it('lists the canteens with their stall counts and adds one', async () => {
    const api = server();
    renderWidget(<CanteensPage />, zh);
    const row = (await screen.findByText('北区食堂')).closest('tr') as HTMLElement;
    expect(within(row).getByText('一号路')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: /新\s?增/ }));
    const dialog = dialogWith('地址');
    await userEvent.type(within(dialog).getByLabelText('食堂'), '南区食堂');
    await userEvent.click(within(dialog).getByRole('button', { name: spaced('确定') }));
    await waitFor(() => expect(api.calls('canteens.canteenAdd')).toEqual([{ canteenName: '南区食堂', address: '', contact: '', phone: '', remark: '' }]));
    // The list is read again and shows the new canteen.
    expect(await screen.findByText('南区食堂', { selector: 'td' })).toBeTruthy();
  });

  it('opens the stalls of a canteen and adds a stall to that canteen', async () => {
    const api = server();
    renderWidget(<CanteensPage />, zh);
    await screen.findByText('北区食堂');
    await userEvent.click(screen.getByRole('button', { name: /档\s?口/ }));
    expect(await screen.findByText('北区食堂 的档口')).toBeTruthy();
    expect(await screen.findByText('面食档')).toBeTruthy();
    expect(api.calls('canteens.stallPage')).toContainEqual({ canteenId: 3, page: 1, limit: 20 });
    const drawer = screen.getByText('北区食堂 的档口').closest('.ant-drawer') as HTMLElement;
    await userEvent.click(within(drawer).getByRole('button', { name: /新\s?增/ }));
    const dialog = dialogWith('备注');
    await userEvent.type(within(dialog).getByLabelText('档口名称'), '粥档');
    await userEvent.click(within(dialog).getByRole('button', { name: spaced('确定') }));
    await waitFor(() => expect(api.calls('canteens.stallAdd')).toEqual([{ stallName: '粥档', contact: '', phone: '', remark: '', canteenId: 3 }]));
    expect(await within(drawer).findByText('粥档', { selector: 'td' })).toBeTruthy();
  });
});
