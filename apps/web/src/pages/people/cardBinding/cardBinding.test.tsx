import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Code, type CardBind } from '@canteen/contract';
import { dialogWith, renderWidget, spaced } from '@/components/testing';
import { fakeApi, page, refuse, type FakeHandlers } from '@/testing/fakeApi';
import zh from '@/i18n/zh/persons';
import CardBindingPage from '.';

const bind = (bindId: number, chipUid: string, state: CardBind['state']): CardBind => ({
  bindId,
  cardNo: `C00${bindId}`,
  chipUid,
  custId: bindId,
  custName: `持卡人${bindId}`,
  custNum: `P${bindId}`,
  orgName: '后勤部',
  state,
  boundAt: '2025-01-01T08:00:00+08:00',
  operatorName: 'admin',
  removedAt: state === 'removed' ? '2025-01-02T08:00:00+08:00' : null,
  removedBy: state === 'removed' ? 'admin' : '',
});
const rowOf = (text: string) => screen.getByText(text).closest('tr') as HTMLElement;

/** A server whose bindings follow the calls. */
function server(more: FakeHandlers = {}) {
  const binds = [bind(1, 'AA01', 'bound'), bind(2, 'BB02', 'removed')];
  return fakeApi({
    'customers.bindPage': () => page(binds),
    'customers.bindRemove': ({ bindId }) => {
      Object.assign(binds.find((b) => b.bindId === bindId)!, { state: 'removed', removedAt: '2025-01-03T08:00:00+08:00', removedBy: 'admin' });
      return null;
    },
    'customers.bindAdd': ({ cardNo, chipUid }) => {
      binds.push({ ...bind(3, chipUid, 'bound'), cardNo });
      return { bindId: 3 };
    },
    ...more,
  });
}

describe('card binding page', () => {
  it('lists bindings, binds a chip and unbinds only a bound one', async () => {
    const api = server();
    renderWidget(<CardBindingPage />, zh);
    expect(await screen.findByText('AA01')).toBeTruthy();
    expect(within(rowOf('BB02')).getByText('已解绑')).toBeTruthy();
    expect(within(rowOf('BB02')).queryByRole('button', { name: /解\s?绑/ })).toBeNull();
    await userEvent.click(within(rowOf('AA01')).getByRole('button', { name: /解\s?绑/ }));
    await userEvent.click(await screen.findByRole('button', { name: spaced('确定') }));
    await waitFor(() => expect(api.calls('customers.bindRemove')).toEqual([{ bindId: 1 }]));
    expect(await within(rowOf('AA01')).findByText('已解绑')).toBeTruthy();

    await userEvent.click(screen.getByRole('button', { name: /新\s?增/ }));
    const dialog = dialogWith('芯片号');
    await userEvent.type(within(dialog).getByLabelText('卡号'), 'C009');
    await userEvent.type(within(dialog).getByLabelText('芯片号'), 'FF09');
    await userEvent.click(within(dialog).getByRole('button', { name: spaced('确定') }));
    await waitFor(() => expect(api.calls('customers.bindAdd')).toEqual([{ cardNo: 'C009', chipUid: 'FF09' }]));
    expect(within(await screen.findByText('FF09').then((e) => e.closest('tr') as HTMLElement)).getByText('C009')).toBeTruthy();
  });

  it('puts a bad chip UID’s message under the chip field and a bad card number’s under the card field', async () => {
    const api = server();
    renderWidget(<CardBindingPage />, zh);
    await screen.findByText('AA01');
    await userEvent.click(screen.getByRole('button', { name: /新\s?增/ }));
    const dialog = dialogWith('芯片号');
    const itemOf = (label: string) => within(dialog).getByLabelText(label).closest('.ant-form-item') as HTMLElement;
    await userEvent.type(within(dialog).getByLabelText('卡号'), 'C009');
    await userEvent.type(within(dialog).getByLabelText('芯片号'), 'FF-09');
    await userEvent.click(within(dialog).getByRole('button', { name: spaced('确定') }));
    expect(await within(itemOf('芯片号')).findByText('芯片号只能包含字母和数字')).toBeTruthy();
    expect(within(itemOf('卡号')).queryByRole('alert')).toBeNull();
    expect(within(dialog).queryByText('卡号只能包含字母和数字')).toBeNull();

    await userEvent.clear(within(dialog).getByLabelText('芯片号'));
    await userEvent.type(within(dialog).getByLabelText('芯片号'), 'FF09');
    await userEvent.type(within(dialog).getByLabelText('卡号'), '/1');
    expect(await within(itemOf('卡号')).findByText('卡号只能包含字母和数字')).toBeTruthy();
    await waitFor(() => expect(within(dialog).queryByText('芯片号只能包含字母和数字')).toBeNull());
    expect(api.calls('customers.bindAdd')).toEqual([]);
  });

  it('shows the row errors of a refused import', async () => {
    const api = server({
      'customers.bindImport': () => {
        throw refuse(Code.PASS_THROUGH, '共1行，其中1行有误，未导入任何数据', { total: 1, errors: [{ row: 2, custNum: '', field: 'chipUid', message: '该芯片号已绑定其他卡' }] });
      },
    });
    const { container } = renderWidget(<CardBindingPage />, zh);
    await screen.findByText('AA01');
    const input = container.querySelector('input[type="file"]') as HTMLInputElement;
    await userEvent.upload(input, new File(['x'], 'binds.xlsx'));
    const dialog = await waitFor(() => dialogWith('该芯片号已绑定其他卡'));
    expect(within(dialog).getByText('导入失败，未绑定任何卡')).toBeTruthy();
    expect(within(dialog).getByText('芯片号')).toBeTruthy();
    expect(api.log.map((c) => c.id)).toContain('customers.bindImport');
    // Nothing was bound: the list still has its two bindings.
    expect(screen.queryByText('C003')).toBeNull();
  });
});
