import { describe, expect, it } from 'vitest';
import { buildImageHtml, buildTableHtml, PRINT_STATE, printTotals, type PrintFrame } from './printDocument';

const frame: PrintFrame = {
  title: '汇总表',
  preparer: '张三',
  printedAt: '2024-05-01 09:30:00',
  labels: {
    preparer: '制表人',
    reviewer: '审核人',
    printedAt: '打印时间',
    timeRange: '统计时间',
    totalAmount: '总金额',
    totalQuantity: '总数量',
  },
};

const rows = [
  { name: '米饭', amount: 1.005, cents: 1999, qty: 1.111 },
  { name: '面条', amount: 2.335, cents: 2, qty: 2.224 },
];

describe('printTotals', () => {
  it('mode 3 sums amounts and quantities rounded to 2 decimals', () => {
    expect(printTotals(rows, PRINT_STATE.tableWithTotals, 'amount', 'qty')).toEqual({ amount: 3.34, quantity: 3.34 });
  });

  it('mode 4 reads the amounts as cents and divides by 100', () => {
    expect(printTotals(rows, PRINT_STATE.tableWithCentTotals, 'cents', 'qty')).toEqual({ amount: 20.01, quantity: 3.34 });
  });

  it('other modes have no totals', () => {
    for (const state of [PRINT_STATE.table, PRINT_STATE.images, PRINT_STATE.tableAlike]) expect(printTotals(rows, state, 'amount', 'qty')).toBeNull();
  });

  it('counts text numbers and ignores values that are not numbers', () => {
    expect(printTotals([{ a: '10.5', q: 'x' }, { a: null, q: 3 }], 3, 'a', 'q')).toEqual({ amount: 10.5, quantity: 3 });
  });
});

describe('buildTableHtml', () => {
  const columns = [
    { key: 'name', title: '菜名' },
    { key: 'qty', title: '数量' },
  ];

  it('prints only the chosen columns', () => {
    const html = buildTableHtml({ ...frame, columns, rows });
    expect(html).toContain('<th>菜名</th>');
    expect(html).toContain('<th>数量</th>');
    expect(html).toContain('<td>米饭</td>');
    expect(html).not.toContain('1999');
    expect(html).not.toContain('2.335');
  });

  it('has the header and a footer with preparer, blank reviewer and print time', () => {
    const html = buildTableHtml({ ...frame, columns, rows });
    expect(html).toContain('<h1>汇总表</h1>');
    expect(html).toContain('<span>制表人: 张三</span>');
    expect(html).toContain('<span>审核人: </span>');
    expect(html).toContain('<span>打印时间: 2024-05-01 09:30:00</span>');
    expect(html).not.toContain('统计时间');
  });

  it('prints the statistics time range when given', () => {
    const html = buildTableHtml({ ...frame, timeRange: '2024-04-01 ~ 2024-04-30', columns, rows });
    expect(html).toContain('统计时间: 2024-04-01 ~ 2024-04-30');
  });

  it('adds the total amount and total quantity rows when totals are given', () => {
    const html = buildTableHtml({ ...frame, columns, rows, totals: printTotals(rows, PRINT_STATE.tableWithCentTotals, 'cents', 'qty') });
    expect(html).toContain('总金额: 20.01');
    expect(html).toContain('总数量: 3.34');
    expect(buildTableHtml({ ...frame, columns, rows, totals: null })).not.toContain('总金额');
  });

  it('uses the column format and escapes the text', () => {
    const html = buildTableHtml({
      ...frame,
      columns: [{ key: 'name', title: 'A<b>', format: (v) => `<${String(v)}>` }],
      rows: [{ name: 'x&y' }],
    });
    expect(html).toContain('<th>A&lt;b&gt;</th>');
    expect(html).toContain('<td>&lt;x&amp;y&gt;</td>');
  });
});

describe('buildImageHtml', () => {
  it('prints every image with the same header and footer', () => {
    const html = buildImageHtml({ ...frame, images: ['/a.png', '/b.jpg'] });
    expect(html).toContain('<img src="/a.png"');
    expect(html).toContain('<img src="/b.jpg"');
    expect(html).toContain('<span>制表人: 张三</span>');
  });
});
