import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { endpointById, type Canteen, type Stall } from '@canteen/contract';
import { dialogWith, renderWidget, spaced } from '@/components/testing';
import zh from '@/i18n/zh/canteens';
import CanteensPage from '.';

vi.mock('@/api', () => ({ call: vi.fn(), download: vi.fn(), upload: vi.fn() }));
const { call } = await import('@/api');

const north: Canteen = { canteenId: 3, canteenName: '北区食堂', address: '一号路', contact: '王', phone: '123456', enabled: true, remark: '', stallCount: 1, createdAt: '2025-01-01T00:00:00Z' };
const noodles: Stall = { stallId: 9, canteenId: 3, canteenName: '北区食堂', stallName: '面食档', contact: '', phone: '', enabled: true, remark: '', createdAt: '2025-01-01T00:00:00Z' };
const page = <T,>(records: T[]) => ({ records, total: records.length, page: 1, limit: 20 });
const callsTo = (id: string) => vi.mocked(call).mock.calls.filter(([e]) => (typeof e === 'string' ? e : e.id) === id).map(([, c]) => c);

describe('canteen management', () => {
  beforeEach(() => {
    vi.mocked(call).mockReset();
    vi.mocked(call).mockImplementation(async (endpoint) => {
      const id = typeof endpoint === 'string' ? endpoint : endpoint.id;
      if (id === 'canteens.canteenPage') return page([north]);
      if (id === 'canteens.stallPage') return page([noodles]);
      return null;
    });
  });

  it('lists the canteens with their stall counts and adds one', async () => {
    renderWidget(<CanteensPage />, zh);
    expect(await screen.findByText('北区食堂')).toBeTruthy();
    expect(screen.getByText('一号路')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: /新\s?增/ }));
    const dialog = dialogWith('地址');
    await userEvent.type(within(dialog).getByLabelText('食堂'), '南区食堂');
    await userEvent.click(within(dialog).getByRole('button', { name: spaced('确定') }));
    await waitFor(() => expect(callsTo('canteens.canteenAdd')).toEqual([{ canteenName: '南区食堂', address: '', contact: '', phone: '', remark: '' }]));
  });

  it('opens the stalls of a canteen and adds a stall to that canteen', async () => {
    renderWidget(<CanteensPage />, zh);
    await screen.findByText('北区食堂');
    await userEvent.click(screen.getByRole('button', { name: /档\s?口/ }));
    expect(await screen.findByText('北区食堂 的档口')).toBeTruthy();
    expect(await screen.findByText('面食档')).toBeTruthy();
    expect(callsTo('canteens.stallPage')).toContainEqual({ canteenId: 3, page: 1, limit: 20 });
    const drawer = screen.getByText('北区食堂 的档口').closest('.ant-drawer') as HTMLElement;
    await userEvent.click(within(drawer).getByRole('button', { name: /新\s?增/ }));
    const dialog = dialogWith('备注');
    await userEvent.type(within(dialog).getByLabelText('档口名称'), '粥档');
    await userEvent.click(within(dialog).getByRole('button', { name: spaced('确定') }));
    await waitFor(() => expect(callsTo('canteens.stallAdd')).toEqual([{ stallName: '粥档', contact: '', phone: '', remark: '', canteenId: 3 }]));
  });

  it('keeps the endpoints of the page in the catalogue', () => {
    expect(endpointById.get('canteens.stallAdd')?.path).toBe('/yunshitang/api/v1/shopstall/postShopstall');
  });
});
