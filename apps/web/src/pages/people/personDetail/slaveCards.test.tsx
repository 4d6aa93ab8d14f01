import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SlaveCard } from '@canteen/contract';
import { dialogWith, renderWidget, spaced } from '@/components/testing';
import { fakeApi } from '@/testing/fakeApi';
import zh from '@/i18n/zh/persons';
import SlaveCards from './SlaveCards';

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

/** A server whose cards follow the calls, so the list read again shows each change. */
function server() {
  const cards = [card(1, '女儿', 'active'), card(2, '儿子', 'lost'), card(3, '母亲', 'cancelled')];
  const set = (cardId: number, state: SlaveCard['state']) => {
    cards.find((c) => c.cardId === cardId)!.state = state;
    return null;
  };
  return fakeApi({
    'customers.slaveList': () => cards,
    'customers.slaveLossCard': ({ cardId }) => set(cardId, 'lost'),
    'customers.slaveReleaseCard': ({ cardId }) => set(cardId, 'active'),
    'customers.slaveDelete': ({ cardId }) => set(cardId, 'cancelled'),
    'customers.slaveAdd': ({ holderName, cardNo }) => {
      cards.push({ ...card(4, holderName, 'active'), cardNo });
      return { cardId: 4 };
    },
  });
}

describe('slave cards on the person detail', () => {
  it('lists the cards and adds, reports lost, releases and cancels', async () => {
    const api = server();
    renderWidget(<SlaveCards custId={7} active />, zh);
    expect(await screen.findByText('女儿')).toBeTruthy();
    expect(api.calls('customers.slaveList')[0]).toEqual({ custId: 7 });
    expect(within(rowOf('母亲')).getByText('已注销')).toBeTruthy();

    await userEvent.click(within(rowOf('女儿')).getByRole('button', { name: spaced('挂失') }));
    await userEvent.click(await screen.findByRole('button', { name: spaced('确定') }));
    await waitFor(() => expect(api.calls('customers.slaveLossCard')).toEqual([{ cardId: 1 }]));
    expect(await within(rowOf('女儿')).findByRole('button', { name: spaced('解挂') })).toBeTruthy();

    await userEvent.click(within(rowOf('儿子')).getByRole('button', { name: spaced('解挂') }));
    await waitFor(() => expect(api.calls('customers.slaveReleaseCard')).toEqual([{ cardId: 2 }]));
    expect(await within(rowOf('儿子')).findByRole('button', { name: spaced('挂失') })).toBeTruthy();

    await userEvent.click(within(rowOf('儿子')).getByRole('button', { name: spaced('注销') }));
    const pop = await screen.findByText('注销后卡号作废，确认注销？');
    await userEvent.click(within(pop.closest('.ant-popover') as HTMLElement).getByRole('button', { name: spaced('确定') }));
    await waitFor(() => expect(api.calls('customers.slaveDelete')).toEqual([{ cardId: 2 }]));
    expect(await within(rowOf('儿子')).findByText('已注销')).toBeTruthy();

    await userEvent.click(screen.getByRole('button', { name: /新增副卡/ }));
    const dialog = dialogWith('持卡人');
    await userEvent.type(within(dialog).getByLabelText('持卡人'), '父亲');
    await userEvent.type(within(dialog).getByLabelText('卡号'), 'S9');
    await userEvent.click(within(dialog).getByRole('button', { name: spaced('确定') }));
    await waitFor(() => expect(api.calls('customers.slaveAdd')).toEqual([{ custId: 7, holderName: '父亲', cardNo: 'S9' }]));
    expect(within(await screen.findByText('父亲').then((e) => e.closest('tr') as HTMLElement)).getByText('S9')).toBeTruthy();
  });

  it('offers no actions for a cancelled person', async () => {
    server();
    renderWidget(<SlaveCards custId={7} active={false} />, zh);
    await screen.findByText('女儿');
    expect(screen.queryByRole('button', { name: /新增副卡/ })).toBeNull();
    expect(screen.queryByRole('button', { name: spaced('挂失') })).toBeNull();
  });
});
