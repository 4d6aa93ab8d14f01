import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SlaveCard } from '@canteen/contract';
import { dialogWith, renderWidget, spaced } from '@/components/testing';
import zh from '@/i18n/zh/customers';
import SlaveCards from './SlaveCards';

vi.mock('@/api', () => ({ call: vi.fn(), download: vi.fn(), upload: vi.fn() }));
const { call } = await import('@/api');

const idOf = (e: unknown) => (typeof e === 'string' ? e : (e as { id: string }).id);
const callsTo = (id: string) => vi.mocked(call).mock.calls.filter(([e]) => idOf(e) === id).map(([, c]) => c);
const card = (cardId: number, holderName: string, state: SlaveCard['state']): SlaveCard => ({
  cardId,
  custId: 7,
  accId: 70,
  cardNo: `S${cardId}`,
  holderName,
  state,
  issuedAt: '2025-01-01T08:00:00+08:00',
  endedAt: null,
});
const rowOf = (text: string) => screen.getByText(text).closest('tr') as HTMLElement;

describe('slave cards on the person detail', () => {
  beforeEach(() => {
    vi.mocked(call).mockReset();
    vi.mocked(call).mockImplementation(async (endpoint) =>
      idOf(endpoint) === 'customers.slaveList' ? [card(1, '女儿', 'active'), card(2, '儿子', 'lost'), card(3, '母亲', 'cancelled')] : null,
    );
  });

  it('lists the cards and adds, reports lost, releases and cancels', async () => {
    renderWidget(<SlaveCards custId={7} active />, zh);
    expect(await screen.findByText('女儿')).toBeTruthy();
    expect(callsTo('customers.slaveList')[0]).toEqual({ custId: 7 });
    expect(within(rowOf('母亲')).getByText('已注销')).toBeTruthy();

    await userEvent.click(within(rowOf('女儿')).getByRole('button', { name: spaced('挂失') }));
    await userEvent.click(await screen.findByRole('button', { name: spaced('确定') }));
    await waitFor(() => expect(callsTo('customers.slaveLossCard')).toEqual([{ cardId: 1 }]));

    await userEvent.click(within(rowOf('儿子')).getByRole('button', { name: spaced('解挂') }));
    await waitFor(() => expect(callsTo('customers.slaveReleaseCard')).toEqual([{ cardId: 2 }]));

    await userEvent.click(within(rowOf('儿子')).getByRole('button', { name: spaced('注销') }));
    const pop = await screen.findByText('注销后卡号作废，确认注销？');
    await userEvent.click(within(pop.closest('.ant-popover') as HTMLElement).getByRole('button', { name: spaced('确定') }));
    await waitFor(() => expect(callsTo('customers.slaveDelete')).toEqual([{ cardId: 2 }]));

    await userEvent.click(screen.getByRole('button', { name: /新增副卡/ }));
    const dialog = dialogWith('持卡人');
    await userEvent.type(within(dialog).getByLabelText('持卡人'), '父亲');
    await userEvent.type(within(dialog).getByLabelText('卡号'), 'S9');
    await userEvent.click(within(dialog).getByRole('button', { name: spaced('确定') }));
    await waitFor(() => expect(callsTo('customers.slaveAdd')).toEqual([{ custId: 7, holderName: '父亲', cardNo: 'S9' }]));
  });

  it('offers no actions for a cancelled person', async () => {
    renderWidget(<SlaveCards custId={7} active={false} />, zh);
    await screen.findByText('女儿');
    expect(screen.queryByRole('button', { name: /新增副卡/ })).toBeNull();
    expect(screen.queryByRole('button', { name: spaced('挂失') })).toBeNull();
  });
});
