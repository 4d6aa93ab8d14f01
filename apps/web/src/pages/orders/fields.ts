import { MEAL_TYPES, ORDER_PAY_TYPES, ORDER_STATES, ORDER_TYPES, REFUND_REPORT_KINDS, REFUND_REQUEST_STATES, REFUND_SOURCES, formatMoney, type OrgNode, type RefundRecordRow } from '@canteen/contract';
import { call } from '@/api';
import type { FieldDef, FieldOption } from '@/components/ResourcePage';
import { formatDateTime } from '@/shell/clock';

/** Shared fields of the order centre pages (labels are keys of i18n/<lang>/orders). */

/** Choices read quietly: a role that cannot read the list gets no choices instead of an error. */
const quiet =
  <T>(read: () => Promise<T[]>, map: (x: T) => FieldOption) =>
  async (): Promise<FieldOption[]> =>
    (await read().catch(() => [] as T[])).map(map);

const canteenChoices = quiet(
  () => call('canteens.canteenList', {}, { silent: true }),
  (c) => ({ value: c.canteenId, label: c.canteenName }),
);
const stallChoices = quiet(
  async () => (await call('canteens.stallPage', { limit: 500 }, { silent: true })).records,
  (s) => ({ value: s.stallId, label: `${s.canteenName} / ${s.stallName}` }),
);
const deviceChoices = quiet(
  () => call('devices.payMachineList', {}, { silent: true }),
  (d) => ({ value: d.deviceId, label: d.name }),
);
async function orgChoices(): Promise<FieldOption[]> {
  const tree = await call('people.orgTree', {}, { silent: true }).catch(() => [] as OrgNode[]);
  const out: FieldOption[] = [];
  const walk = (nodes: OrgNode[], prefix: string) => {
    for (const n of nodes) {
      out.push({ value: n.orgId, label: `${prefix}${n.orgName}` });
      walk(n.children ?? [], `${prefix}${n.orgName} / `);
    }
  };
  walk(tree, '');
  return out;
}

const label = (key: string) => `orders.field.${key}`;
const text = (key: string, inSearch = false): FieldDef => ({ key, label: label(key), type: 'text', inSearch, inForm: false });
const money = (key: string, lbl = key): FieldDef => ({ key, label: label(lbl), type: 'money', inForm: false });
const choice = (key: string, options: FieldOption[] | (() => Promise<FieldOption[]>), extra: Partial<FieldDef> = {}): FieldDef => ({
  key,
  label: label(key),
  type: 'select',
  options,
  inForm: false,
  ...extra,
});
type Wallets = { subsidy: number; gift: number; cash: number };
/** The three amounts on one line (joined by no-break spaces): the column is as wide as they are. */
const walletsText = (v: unknown) => {
  const w = v as Wallets | null;
  return w ? [w.subsidy, w.gift, w.cash].map((cents) => formatMoney(cents)).join('\u00a0/\u00a0') : '';
};

export const orderStateOptions: FieldOption[] = ORDER_STATES.map((s) => ({ value: s, label: `orders.state.${s}` }));
export const requestStateOptions: FieldOption[] = REFUND_REQUEST_STATES.map((s) => ({ value: s, label: `orders.request.state.${s}` }));

export const f = {
  text,
  money,
  orderNo: text('orderNo', true),
  custName: text('custName', true),
  custNum: text('custNum', true),
  orgName: text('orgName'),
  orgFilter: choice('orgId', orgChoices, { label: label('orgName'), inSearch: true, inTable: false }),
  canteen: choice('canteenId', canteenChoices, { label: label('canteenName'), inSearch: true, inTable: false }),
  canteenName: text('canteenName'),
  stall: choice('stallId', stallChoices, { label: label('stallName'), inSearch: true, inTable: false }),
  device: choice('deviceId', deviceChoices, { label: label('deviceName'), inSearch: true, inTable: false }),
  mealPeriod: choice(
    'mealPeriod',
    MEAL_TYPES.map((n) => ({ value: n, label: `canteens.mealType.${n}` })),
    { inSearch: true },
  ),
  payType: choice(
    'payType',
    ORDER_PAY_TYPES.map((p) => ({ value: p, label: `orders.pay.${p}` })),
    { inSearch: true },
  ),
  orderType: (inSearch = true) =>
    choice(
      'orderType',
      ORDER_TYPES.map((p) => ({ value: p, label: `orders.type.${p}` })),
      { inSearch },
    ),
  orderState: choice('state', orderStateOptions, { inSearch: true }),
  requestState: choice('state', requestStateOptions, { inSearch: true }),
  source: choice(
    'source',
    REFUND_SOURCES.map((s) => ({ value: s, label: `orders.request.source.${s}` })),
    { inSearch: true },
  ),
  // A small width lets the header (subsidy / gift / cash, long in Spanish) wrap within the amounts' width instead of widening the table.
  wallets: (key: string): FieldDef => ({ key, label: label(key), type: 'text', inForm: false, render: walletsText, width: 120 }),
  period: { key: 'period', label: label('period'), type: 'datetime', rangeKeys: ['startTime', 'endTime'], inSearch: true, inTable: false, inForm: false } as FieldDef,
  time: (key: string): FieldDef => ({ key, label: label(key), type: 'datetime', inForm: false }),
};

/** A refund as a money operation (the refund reports; the order list's refund details are the order kind's). */
export const refundRecordFields = (kind: (typeof REFUND_REPORT_KINDS)[number]): FieldDef<RefundRecordRow>[] => [
  f.custName,
  f.custNum,
  f.orgFilter,
  f.orgName,
  ...(kind === 'recharge'
    ? [{ key: 'tradeType', label: 'orders.field.tradeType', type: 'text', inForm: false, render: (v: unknown) => String(v) } as FieldDef, f.text('payType')]
    : [f.orderNo, f.canteen, f.canteenName, f.money('orderAmount')]),
  f.money('amount', 'refundAmount'),
  f.wallets('refunded'),
  f.text('reason'),
  f.text('operatorName'),
  f.time('at'),
  f.period,
  f.text('bizNo'),
];

/** The period filter as the print dialog's time range. */
export const periodRange = (q: Record<string, unknown>): [string, string] | undefined =>
  q.startTime || q.endTime ? [formatDateTime(q.startTime as string | undefined), formatDateTime(q.endTime as string | undefined)] : undefined;

/** A fresh business number for one money operation (a retry of the same operation reuses it). */
export function newBizNo(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(12));
  return `OR${Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')}`;
}
