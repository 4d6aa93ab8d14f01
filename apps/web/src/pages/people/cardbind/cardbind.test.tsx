import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Code, type CardBind } from '@canteen/contract';
import { dialogWith, renderWidget, spaced } from '@/components/testing';
import zh from '@/i18n/zh/customers';
import CardBindPage from '.';

vi.mock('@/api', () => ({ call: vi.fn(), download: vi.fn(), upload: vi.fn() }));
const { call, upload } = await import('@/api');

const idOf = (e: unknown) => (typeof e === 'string' ? e : (e as { id: string }).id);
const callsTo = (id: string) => vi.mocked(call).mock.calls.filter(([e]) => idOf(e) === id).map(([, c]) => c);
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

describe('card binding page', () => {
  beforeEach(() => {
    vi.mocked(call).mockReset();
    vi.mocked(upload).mockReset();
    vi.mocked(call).mockImplementation(async (endpoint) =>
      idOf(endpoint) === 'customers.bindPage' ? { records: [bind(1, 'AA01', 'bound'), bind(2, 'BB02', 'removed')], total: 2, page: 1, limit: 20 } : { bindId: 3 },
    );
  });

  it('lists bindings, binds a chip and unbinds only a bound one', async () => {
    renderWidget(<CardBindPage />, zh);
    expect(await screen.findByText('AA01')).toBeTruthy();
    expect(within(rowOf('BB02')).getByText('已解绑')).toBeTruthy();
    expect(within(rowOf('BB02')).queryByRole('button', { name: /解\s?绑/ })).toBeNull();
    await userEvent.click(within(rowOf('AA01')).getByRole('button', { name: /解\s?绑/ }));
    await userEvent.click(await screen.findByRole('button', { name: spaced('确定') }));
    await waitFor(() => expect(callsTo('customers.bindRemove')).toEqual([{ bindId: 1 }]));

    await userEvent.click(screen.getByRole('button', { name: /新\s?增/ }));
    const dialog = dialogWith('芯片号');
    await userEvent.type(within(dialog).getByLabelText('卡号'), 'C009');
    await userEvent.type(within(dialog).getByLabelText('芯片号'), 'FF09');
    await userEvent.click(within(dialog).getByRole('button', { name: spaced('确定') }));
    await waitFor(() => expect(callsTo('customers.bindAdd')).toEqual([{ cardNo: 'C009', chipUid: 'FF09' }]));
  });

  it('puts a bad chip UID’s message under the chip field and a bad card number’s under the card field', async () => {
    renderWidget(<CardBindPage />, zh);
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
    expect(callsTo('customers.bindAdd')).toEqual([]);
  });

  it('shows the row errors of a refused import', async () => {
    vi.mocked(upload).mockResolvedValue({
      code: Code.PASS_THROUGH,
      msg: '共1行，其中1行有误，未导入任何数据',
      data: { total: 1, errors: [{ row: 2, custNum: '', field: 'chipUid', message: '该芯片号已绑定其他卡' }] },
    });
    const { container } = renderWidget(<CardBindPage />, zh);
    await screen.findByText('AA01');
    const input = container.querySelector('input[type="file"]') as HTMLInputElement;
    await userEvent.upload(input, new File(['x'], 'binds.xlsx'));
    const dialog = await waitFor(() => dialogWith('该芯片号已绑定其他卡'));
    expect(within(dialog).getByText('导入失败，未绑定任何卡')).toBeTruthy();
    expect(within(dialog).getByText('芯片号')).toBeTruthy();
    expect(vi.mocked(upload).mock.calls[0][0]).toBe('customers.bindImport');
  });
});
