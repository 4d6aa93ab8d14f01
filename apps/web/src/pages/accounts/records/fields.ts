import { RECHARGE_PAY_TYPES, TRADE_TYPE_NAMES, type OrgNode, type TradeTypeName } from '@canteen/contract';
import { call } from '@/api';
import type { FieldDef, FieldOption } from '@/components/ResourcePage';
import { formatDateTime } from '@/shell/clock';

/** Shared field descriptions of the account records and summaries (labels are keys of i18n/<lang>/accountRecords). */

export const tradeTypeOptions = (names: readonly TradeTypeName[] = TRADE_TYPE_NAMES): FieldOption[] => names.map((n) => ({ value: n, label: `accountRecords.trade.${n}` }));
export const payTypeOptions: FieldOption[] = RECHARGE_PAY_TYPES.map((p) => ({ value: p, label: `accountRecords.pay.${p}` }));

/** The organisations the caller may choose from, flattened with their path; none when the role cannot read them. */
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

const text = (key: string, label: string, inSearch = false): FieldDef => ({ key, label: `accountRecords.${label}`, type: 'text', inSearch, inForm: false });
const money = (key: string, label = key): FieldDef => ({ key, label: `accountRecords.${label}`, type: 'money', inForm: false });
const count = (key: string, label = key): FieldDef => ({ key, label: `accountRecords.${label}`, type: 'number', inForm: false });

export const f = {
  text,
  money,
  count,
  custName: text('custName', 'custName', true),
  custNum: text('custNum', 'custNum', true),
  orgName: text('orgName', 'orgName'),
  cardNo: text('cardNo', 'cardNo'),
  orgFilter: { key: 'orgId', label: 'accountRecords.orgName', type: 'select', options: orgChoices, inSearch: true, inTable: false, inForm: false } as FieldDef,
  period: { key: 'period', label: 'accountRecords.period', type: 'datetime', rangeKeys: ['startTime', 'endTime'], inSearch: true, inTable: false, inForm: false } as FieldDef,
  operator: text('operatorName', 'operatorName'),
  at: { key: 'at', label: 'accountRecords.at', type: 'datetime', inForm: false } as FieldDef,
  bizNo: text('bizNo', 'bizNo'),
  remark: text('remark', 'remark'),
  amount: money('amount'),
  tradeType: (names?: readonly TradeTypeName[], inSearch = false): FieldDef => ({ key: 'tradeType', label: 'accountRecords.tradeType', type: 'select', options: tradeTypeOptions(names), inSearch, inForm: false }),
  payType: (inSearch = false): FieldDef => ({ key: 'payType', label: 'accountRecords.payType', type: 'select', options: payTypeOptions, inSearch, inForm: false }),
};

/** Who a record is about: name, number, organisation, current card; with the person filters. */
export const personFields: FieldDef[] = [f.custName, f.custNum, f.orgFilter, f.orgName, f.cardNo];

/** The period filter as the print dialog's time range. */
export const periodRange = (q: Record<string, unknown>): [string, string] | undefined =>
  q.startTime || q.endTime ? [formatDateTime(q.startTime as string | undefined), formatDateTime(q.endTime as string | undefined)] : undefined;
