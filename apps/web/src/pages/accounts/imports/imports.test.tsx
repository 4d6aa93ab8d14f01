import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { Code, type PendingImport } from '@canteen/contract';
import { renderWidget, spaced } from '@/components/testing';
import { fakeApi, page, refuse, type FakeApi } from '@/testing/fakeApi';
import zh from '@/i18n/zh/accountImports';
import ImportErrorsPage from '../importErrors';
import RechargeImportPage from './recharge';
import ImportToolsPage from './tools';

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
  let api: FakeApi;
  beforeEach(() => {
    sessionStorage.clear();
    // The checked batch stays listed until it is imported or discarded.
    let pending = true;
    api = fakeApi({
      'accounts.rechargeImportPage': ({ state }) => page(state === 'checked' && pending ? [batch] : []),
      'accounts.rechargeImportCheck': () => ({ batchNo: batch.batchNo, total: 2, amount: 15050 }),
      'accounts.rechargeImport': () => {
        pending = false;
        return { batchNo: batch.batchNo, total: 2, amount: 15050 };
      },
      'accounts.rechargeImportDiscard': () => {
        pending = false;
        return null;
      },
    });
  });

  it('a sheet with wrong rows leads to the errors page, which lists them', async () => {
    api.on({
      'accounts.rechargeImportCheck': () => {
        throw refuse(Code.PASS_THROUGH, '共3行,其中2行有误,未导入任何数据', {
          total: 3,
          errors: [
            { row: 2, custNum: 'X404', field: 'custNum', message: '人员编号不存在或无权限' },
            { row: 4, custNum: 'E002', field: 'amount', message: '金额格式不正确' },
          ],
        });
      },
    });
    const { container } = renderAt('/account/rechargewithdrawals/chongzhijieguo');
    expect(screen.getByText(/人员编号 \| 姓名 \| 金额 \| 备注/)).toBeTruthy();
    await userEvent.upload(container.querySelector('input[type=file]') as HTMLInputElement, xlsx('bad.xlsx'));
    expect(await screen.findByText('充值导入失败,未写入任何数据')).toBeTruthy();
    expect(api.log.map((c) => c.id)).toContain('accounts.rechargeImportCheck');
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
    const { container } = renderAt('/account/rechargewithdrawals/chongzhijieguo');
    await userEvent.upload(container.querySelector('input[type=file]') as HTMLInputElement, xlsx('march.xlsx'));
    const card = (await screen.findByText('校验通过的批次')).closest('.ant-card') as HTMLElement;
    expect(await within(card).findByText('张三')).toBeTruthy();
    expect(within(card).getByText('￥150.50')).toBeTruthy();
    expect(within(card).getByText('￥50.50')).toBeTruthy();
    await userEvent.click(within(card).getByRole('button', { name: /确认导入/ }));
    expect(await screen.findByText('确认导入 2 人,合计 ￥150.50?')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: spaced('确定') }));
    await waitFor(() => expect(api.calls('accounts.rechargeImport')).toEqual([{ batchNo: batch.batchNo }]));
    expect(await screen.findByText('导入成功:2 人,合计 ￥150.50')).toBeTruthy();
    await waitFor(() => expect(screen.queryByText('校验通过的批次')).toBeNull());
  });

  it('discards a pending batch from the list', async () => {
    renderAt('/account/rechargewithdrawals/chongzhijieguo');
    const row = (await screen.findByText(batch.batchNo)).closest('tr') as HTMLElement;
    await userEvent.click(within(row).getByRole('button', { name: /作废/ }));
    await userEvent.click(await screen.findByRole('button', { name: spaced('确定') }));
    await waitFor(() => expect(api.calls('accounts.rechargeImportDiscard')).toEqual([{ batchNo: batch.batchNo }]));
    // Read again, the discarded batch is no longer waiting.
    await waitFor(() => expect(screen.queryByText(batch.batchNo)).toBeNull());
  });

  it('opening balances: checked, then imported; limits: applied at once', async () => {
    api.on({
      'accounts.walletImportCheck': () => ({ batchNo: 'WAL1', total: 5, amount: 123456 }),
      'accounts.walletImport': () => ({ batchNo: 'WAL1', total: 5, amount: 123456 }),
      'accounts.limitsImport': () => ({ updated: 7 }),
    });
    const { container } = renderAt('/account/rechargewithdrawals/export');
    const [walletInput, limitsInput] = container.querySelectorAll('input[type=file]');
    await userEvent.upload(walletInput as HTMLInputElement, xlsx('open.xlsx'));
    expect(await screen.findByText('￥1,234.56')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: /确认导入/ }));
    await userEvent.click(await screen.findByRole('button', { name: spaced('确定') }));
    await waitFor(() => expect(api.calls('accounts.walletImport')).toEqual([{ batchNo: 'WAL1' }]));
    await userEvent.upload(limitsInput as HTMLInputElement, xlsx('limits.xlsx'));
    expect(await screen.findByText('limits.xlsx:已更新 7 个账户的限额')).toBeTruthy();
    expect(api.log.map((c) => c.id)).toEqual(['accounts.walletImportCheck', 'accounts.walletImport', 'accounts.limitsImport']);
  });
});
