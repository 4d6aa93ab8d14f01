/** Pure builders of the printed page (spec §2.3, §9): kept apart from the dialog so they can be tested alone. */

export type PrintRow = Record<string, unknown>;

export interface PrintColumn {
  key: string;
  /** Column heading as shown (already translated). */
  title: string;
  /** Cell text; defaults to the raw value as text. */
  format?: (value: unknown, row: PrintRow) => string;
}

/** The display modes of spec §2.3 (its `state` values) by name: every mode but `images` prints a table. */
export const PRINT_STATE = {
  table: 1,
  images: 2,
  /** A table with total-amount and total-quantity rows. */
  tableWithTotals: 3,
  /** The same, the amounts held in cents (printed in yuan). */
  tableWithCentTotals: 4,
  /** The spec's fifth mode: a table, as `table`. */
  tableAlike: 5,
} as const;
export type PrintState = (typeof PRINT_STATE)[keyof typeof PRINT_STATE];

export interface PrintTotals {
  amount: number;
  quantity: number;
}

/** Texts of the page around the data, translated by the caller. */
export interface PrintLabels {
  preparer: string;
  reviewer: string;
  printedAt: string;
  timeRange: string;
  totalAmount: string;
  totalQuantity: string;
}

export interface PrintFrame {
  title: string;
  preparer: string;
  printedAt: string;
  timeRange?: string;
  labels: PrintLabels;
}

const round2 = (value: number) => Math.round((value + Number.EPSILON) * 100) / 100;

const numberOf = (value: unknown) => {
  const n = typeof value === 'number' ? value : Number(value);
  return Number.isFinite(n) ? n : 0;
};

/** Spec §9: amount rounded to 2 decimals (mode 4 amounts are cents, divided by 100), quantity rounded to 2 decimals. */
export function printTotals(
  rows: PrintRow[],
  state: PrintState,
  amountKey?: string,
  quantityKey?: string,
): PrintTotals | null {
  if (state !== PRINT_STATE.tableWithTotals && state !== PRINT_STATE.tableWithCentTotals) return null;
  const sum = (key?: string) => (key ? rows.reduce((acc, row) => acc + numberOf(row[key]), 0) : 0);
  const amount = sum(amountKey);
  return { amount: round2(state === PRINT_STATE.tableWithCentTotals ? amount / 100 : amount), quantity: round2(sum(quantityKey)) };
}

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
}

const STYLE = `
  body { font-family: "Microsoft YaHei", "PingFang SC", sans-serif; margin: 16px; color: #000; }
  h1 { text-align: center; font-size: 20px; margin: 0 0 12px; }
  table { width: 100%; border-collapse: collapse; font-size: 12px; }
  th, td { border: 1px solid #000; padding: 4px 6px; text-align: center; }
  tfoot td { text-align: left; font-weight: bold; }
  .range { margin: 0 0 8px; font-size: 12px; }
  .footer { display: flex; justify-content: space-between; margin-top: 16px; font-size: 12px; }
  .footer span { min-width: 25%; }
  .images { display: flex; flex-wrap: wrap; gap: 8px; }
  .images img { max-width: 100%; page-break-inside: avoid; }
`;

function page(frame: PrintFrame, body: string): string {
  const { title, preparer, printedAt, timeRange, labels } = frame;
  const range = timeRange ? `<p class="range">${escapeHtml(labels.timeRange)}: ${escapeHtml(timeRange)}</p>` : '';
  return `<!DOCTYPE html><html><head><meta charset="utf-8"><title>${escapeHtml(title)}</title><style>${STYLE}</style></head><body>
<h1>${escapeHtml(title)}</h1>${range}
${body}
<div class="footer"><span>${escapeHtml(labels.preparer)}: ${escapeHtml(preparer)}</span><span>${escapeHtml(labels.reviewer)}: </span><span>${escapeHtml(labels.printedAt)}: ${escapeHtml(printedAt)}</span></div>
</body></html>`;
}

const cellText = (column: PrintColumn, row: PrintRow) => {
  const value = row[column.key];
  if (column.format) return column.format(value, row);
  return value === null || value === undefined ? '' : String(value);
};

/** The printed table: the chosen columns only, then the totals rows when given, then the footer. */
export function buildTableHtml(frame: PrintFrame & { columns: PrintColumn[]; rows: PrintRow[]; totals?: PrintTotals | null }): string {
  const { columns, rows, totals, labels } = frame;
  const head = `<tr>${columns.map((c) => `<th>${escapeHtml(c.title)}</th>`).join('')}</tr>`;
  const body = rows.map((row) => `<tr>${columns.map((c) => `<td>${escapeHtml(cellText(c, row))}</td>`).join('')}</tr>`).join('\n');
  const span = Math.max(columns.length, 1);
  const foot = totals
    ? `<tfoot><tr><td colspan="${span}">${escapeHtml(labels.totalAmount)}: ${totals.amount.toFixed(2)}</td></tr>` +
      `<tr><td colspan="${span}">${escapeHtml(labels.totalQuantity)}: ${totals.quantity}</td></tr></tfoot>`
    : '';
  return page(frame, `<table><thead>${head}</thead><tbody>${body}</tbody>${foot}</table>`);
}

/** The printed images (mode 2): every row's image, in row order. */
export function buildImageHtml(frame: PrintFrame & { images: string[] }): string {
  const images = frame.images.map((src) => `<img src="${escapeHtml(src)}" alt="">`).join('\n');
  return page(frame, `<div class="images">${images}</div>`);
}
