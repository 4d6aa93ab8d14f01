import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { Code, type PendingImport } from '@canteen/contract';
import { renderWidget, spaced } from '@/components/testing';
import zh from '@/i18n/zh/accountImports';
import ImportErrorsPage from '../importErrors';
import RechargeImportPage from './recharge';
import ImportToolsPage from './tools';

vi.mock('@/api', () => ({ call: vi.fn(), download: vi.fn(), upload: vi.fn() }));
const { call, upload } = await import('@/api');

const idOf = (e: unknown) => (typeof e === 'string' ? e : (e as { id: string }).id);
const callsTo = (id: string) => vi.mocked(call).mock.calls.filter(([e]) => idOf(e) === id).map(([, c]) => c);
const xlsx = (name: string) => new File(['x'], name, { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' });

const batch: PendingImport = {
  batchNo: 'REC20250101abc',
  kind: 'recharge',
  state: 'checked',
  fileName: 'march.xlsx',
  total: 2,
  amount: 15050,
  createdBy: 'admin',
  createdAt: '2025-01-01T08:00:00+08:00',
  rows: [
    { row: 2, custId: 11, custNum: 'E001', custName: '张三', amount: 10000, remark: '三月' },
    { row: 3, custId: 12, custNum: 'E002', custName: '李四', amount: 5050 },
  ],
};

const renderAt = (path: string) =>
  renderWidget(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/account/rechargewithdrawals/chongzhijieguo" element={<RechargeImportPage />} />
        <Route path="/account/rechargewithdrawals/export" element={<ImportToolsPage />} />
        <Route path="/account/daoruyichang" element={<ImportErrorsPage />} />
      </Routes>
    </MemoryRouter>,
    zh,
  );

describe('money imports', () => {
  beforeEach(() => {
    sessionStorage.clear();
    vi.mocked(call).mockReset();
    vi.mocked(upload).mockReset();
    let imported = false;
    vi.mocked(call).mockImplementation(async (endpoint, content) => {
      const id = idOf(endpoint);
      if (id === 'accounts.rechargeImportPage') {
        const state = (content as { state: string }).state;
        const records = state === 'checked' && !imported ? [batch] : [];
        return { records, total: records.length, page: 1, limit: 20 };
      }
      if (id === 'accounts.rechargeImport') {
        imported = true;
        return { batchNo: batch.batchNo, total: 2, amount: 15050 };
      }
      return null;
    });
  });

  it('a sheet with wrong rows leads to the errors page, which lists them', async () => {
    vi.mocked(upload).mockResolvedValue({
      code: Code.PASS_THROUGH,
      msg: '共3行,其中2行有误,未导入任何数据',
      data: {
        total: 3,
        errors: [
          { row: 2, custNum: 'X404', field: 'custNum', message: '人员编号不存在或无权限' },
          { row: 4, custNum: 'E002', field: 'amount', message: '金额格式不正确' },
        ],
      },
    });
    const { container } = renderAt('/account/rechargewithdrawals/chongzhijieguo');
    expect(screen.getByText(/人员编号 \| 姓名 \| 金额 \| 备注/)).toBeTruthy();
    await userEvent.upload(container.querySelector('input[type=file]') as HTMLInputElement, xlsx('bad.xlsx'));
    expect(await screen.findByText('充值导入失败,未写入任何数据')).toBeTruthy();
    expect(vi.mocked(upload).mock.calls[0][0]).toBe('accounts.rechargeImportCheck');
    expect(screen.getByText(/bad\.xlsx,共 3 行,2 处错误 · 共3行,其中2行有误/)).toBeTruthy();
    const row = screen.getByText('X404').closest('tr') as HTMLElement;
    expect(within(row).getByText('人员编号不存在或无权限')).toBeTruthy();
    const second = screen.getByText('E002').closest('tr') as HTMLElement;
    expect(within(second).getByText('金额')).toBeTruthy();
    expect(within(second).getByText('4')).toBeTruthy();
    // The way back is the page the sheet came from.
    await userEvent.click(screen.getByRole('button', { name: '返回导入页面' }));
    expect(await screen.findByText('充值导入')).toBeTruthy();
  });

  it('shows a checked batch with its rows and imports it', async () => {
    vi.mocked(upload).mockResolvedValue({ batchNo: batch.batchNo, total: 2, amount: 15050 });
    const { container } = renderAt('/account/rechargewithdrawals/chongzhijieguo');
    await userEvent.upload(container.querySelector('input[type=file]') as HTMLInputElement, xlsx('march.xlsx'));
    const card = (await screen.findByText('校验通过的批次')).closest('.ant-card') as HTMLElement;
    expect(await within(card).findByText('张三')).toBeTruthy();
    expect(within(card).getByText('￥150.50')).toBeTruthy();
    expect(within(card).getByText('￥50.50')).toBeTruthy();
    await userEvent.click(within(card).getByRole('button', { name: /确认导入/ }));
    expect(await screen.findByText('确认导入 2 人,合计 ￥150.50?')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: spaced('确定') }));
    await waitFor(() => expect(callsTo('accounts.rechargeImport')).toEqual([{ batchNo: batch.batchNo }]));
    expect(await screen.findByText('导入成功:2 人,合计 ￥150.50')).toBeTruthy();
    await waitFor(() => expect(screen.queryByText('校验通过的批次')).toBeNull());
  });

  it('discards a pending batch from the list', async () => {
    renderAt('/account/rechargewithdrawals/chongzhijieguo');
    const row = (await screen.findByText(batch.batchNo)).closest('tr') as HTMLElement;
    await userEvent.click(within(row).getByRole('button', { name: /作废/ }));
    await userEvent.click(await screen.findByRole('button', { name: spaced('确定') }));
    await waitFor(() => expect(callsTo('accounts.rechargeImportDiscard')).toEqual([{ batchNo: batch.batchNo }]));
  });

  it('opening balances: checked, then imported; limits: applied at once', async () => {
    vi.mocked(upload).mockImplementation(async (endpoint) =>
      idOf(endpoint) === 'accounts.walletImportCheck' ? { batchNo: 'WAL1', total: 5, amount: 123456 } : { updated: 7 },
    );
    vi.mocked(call).mockResolvedValue({ batchNo: 'WAL1', total: 5, amount: 123456 });
    const { container } = renderAt('/account/rechargewithdrawals/export');
    const [walletInput, limitsInput] = container.querySelectorAll('input[type=file]');
    await userEvent.upload(walletInput as HTMLInputElement, xlsx('open.xlsx'));
    expect(await screen.findByText('￥1,234.56')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: /确认导入/ }));
    await userEvent.click(await screen.findByRole('button', { name: spaced('确定') }));
    await waitFor(() => expect(callsTo('accounts.walletImport')).toEqual([{ batchNo: 'WAL1' }]));
    await userEvent.upload(limitsInput as HTMLInputElement, xlsx('limits.xlsx'));
    expect(await screen.findByText('limits.xlsx:已更新 7 个账户的限额')).toBeTruthy();
    expect(vi.mocked(upload).mock.calls.map(([e]) => idOf(e))).toEqual(['accounts.walletImportCheck', 'accounts.limitsImport']);
  });
});
