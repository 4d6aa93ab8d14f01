import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { dialogWith, renderWidget, spaced } from '@/components/testing';
import PrintDialog, { PRINT_STATE } from '.';

vi.mock('./printHtml', () => ({ printHtml: vi.fn() }));
const { printHtml } = await import('./printHtml');

const columns = [
  { key: 'name', title: '菜名' },
  { key: 'amount', title: '金额' },
  { key: 'qty', title: '数量' },
];
const rows = [
  { name: '米饭', amount: 150, qty: 2, photo: '/rice.png' },
  { name: '面条', amount: 1200, qty: 1, photo: '/noodles.png' },
];

const dialog = () => dialogWith('填写制表人');
const columnsDialog = () => dialogWith('选择打印内容');

async function enterCompiler(name: string) {
  await userEvent.click(screen.getByRole('button', { name: /打印表格/ }));
  if (name) await userEvent.type(screen.getByLabelText('制表人'), name);
  await userEvent.click(within(dialog()).getByRole('button', { name: spaced('下一步') }));
}

describe('PrintDialog', () => {
  beforeEach(() => vi.mocked(printHtml).mockClear());

  it('refuses to go on without a compiler name', async () => {
    renderWidget(<PrintDialog columns={columns} rows={rows} state={PRINT_STATE.table} />);
    await enterCompiler('');
    expect(await screen.findByText('制表人不能为空')).toBeTruthy();
    expect(screen.queryByText('选择打印内容')).toBeNull();
  });

  it('refuses to print without a column', async () => {
    renderWidget(<PrintDialog columns={columns} rows={rows} state={PRINT_STATE.table} />);
    await enterCompiler('张三');
    expect(await screen.findByText('选择打印内容')).toBeTruthy();
    await userEvent.click(screen.getByLabelText('全选')); // all columns start chosen; this clears them
    await userEvent.click(within(columnsDialog()).getByRole('button', { name: spaced('打印') }));
    expect(await screen.findByText('请选择要打印的字段')).toBeTruthy();
    expect(printHtml).not.toHaveBeenCalled();
  });

  it('prints the chosen columns with the compiler in the footer and the totals of mode 4', async () => {
    renderWidget(<PrintDialog columns={columns} rows={rows} state={PRINT_STATE.tableWithCentTotals} amountKey="amount" quantityKey="qty" title="菜品汇总" timeRange={['2024-04-01', '2024-04-30']} />);
    await enterCompiler('张三');
    await userEvent.click(screen.getByLabelText('金额'));
    await userEvent.click(within(columnsDialog()).getByRole('button', { name: spaced('打印') }));
    expect(printHtml).toHaveBeenCalledTimes(1);
    const html = vi.mocked(printHtml).mock.calls[0][0];
    expect(html).toContain('<h1>菜品汇总</h1>');
    expect(html).toContain('<th>菜名</th>');
    expect(html).not.toContain('<th>金额</th>');
    expect(html).toContain('制表人: 张三');
    expect(html).toContain('统计时间: 2024-04-01 ~ 2024-04-30');
    expect(html).toContain('总金额: 13.50');
    expect(html).toContain('总数量: 3');
  });

  it('prints the print time in the merchant’s zone (default Asia/Shanghai), whatever the browser’s zone', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-24T15:30:58Z'));
    try {
      renderWidget(<PrintDialog columns={columns} rows={rows} state={PRINT_STATE.table} />);
      await enterCompiler('张三');
      await userEvent.click(within(columnsDialog()).getByRole('button', { name: spaced('打印') }));
      expect(vi.mocked(printHtml).mock.calls[0][0]).toContain('打印时间: 2026-11-24 23:30:58');
    } finally {
      vi.useRealTimers();
    }
  });

  it('uses 汇总表 as the default header', async () => {
    renderWidget(<PrintDialog columns={columns} rows={rows} state={PRINT_STATE.table} />);
    await enterCompiler('李四');
    await userEvent.click(within(columnsDialog()).getByRole('button', { name: spaced('打印') }));
    expect(vi.mocked(printHtml).mock.calls[0][0]).toContain('<h1>汇总表</h1>');
  });

  it('mode 2 offers image printing and prints the image column', async () => {
    renderWidget(<PrintDialog columns={columns} rows={rows} state={PRINT_STATE.images} imageKey="photo" />);
    expect(screen.queryByRole('button', { name: /打印表格/ })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: /打印图片/ }));
    await userEvent.type(screen.getByLabelText('制表人'), '王五');
    await userEvent.click(within(dialog()).getByRole('button', { name: spaced('打印') }));
    const html = vi.mocked(printHtml).mock.calls[0][0];
    expect(html).toContain('<img src="/rice.png"');
    expect(html).toContain('<img src="/noodles.png"');
  });

  it('modes 1, 3, 4 and 5 offer table printing', () => {
    for (const state of [PRINT_STATE.table, PRINT_STATE.tableWithTotals, PRINT_STATE.tableWithCentTotals, PRINT_STATE.tableAlike]) {
      const { unmount } = renderWidget(<PrintDialog columns={columns} rows={rows} state={state} />);
      expect(screen.getByRole('button', { name: /打印表格/ })).toBeTruthy();
      expect(screen.queryByRole('button', { name: /打印图片/ })).toBeNull();
      unmount();
    }
  });
});
