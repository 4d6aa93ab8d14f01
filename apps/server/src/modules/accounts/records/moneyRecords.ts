import { TRADE_TYPES, TRADE_TYPE_NAMES, type MoneyRecord, type Page, type TradeTypeName } from '@canteen/contract';
import type { Ctx } from '../../../platform/context';
import { recordColumns as col, recordValues } from '../../../platform/messages/accountRecords';
import type { ExportColumn } from '../../../platform/xlsx/export';
import type { FileReply } from '../../../platform/http/register';
import { codesOf, exportFrom, pageFrom, periodWhere, personWhere, type ListSql, type Period, type PersonFilter } from './list';
import { likeContains, Where } from '../../../platform/sql';

/** Trade type code → name, in SQL. */
export const TRADE_NAME_SQL = (column: string) => `CASE ${column} ${TRADE_TYPE_NAMES.map((n) => `WHEN ${TRADE_TYPES[n].code} THEN '${n}'`).join(' ')} END`;

export interface MoneyQuery extends PersonFilter, Period {
  page: number;
  limit: number;
  tradeType?: TradeTypeName;
  payType?: string;
  batchNo?: string;
}

/** Which operations (money_txns.trade_type) a record list shows, and which of their ledger trade types become rows. */
export interface MoneyKind {
  txns: readonly TradeTypeName[];
  rows: readonly TradeTypeName[];
}
export const KINDS = {
  recharge: { txns: ['recharge', 'revokeRecharge', 'walletImport'], rows: ['recharge', 'rechargeGift', 'revokeRecharge', 'walletImport'] },
  rechargeRefund: { txns: ['revokeRecharge', 'withdrawal'], rows: ['revokeRecharge', 'withdrawal'] },
  withdrawal: { txns: ['withdrawal'], rows: ['withdrawal'] },
  subsidy: { txns: ['subsidy', 'revokeSubsidy', 'subsidyClear'], rows: ['subsidy', 'revokeSubsidy', 'subsidyClear'] },
  clear: { txns: ['subsidyClear'], rows: ['subsidyClear'] },
} satisfies Record<string, MoneyKind>;
export type MoneyKindName = keyof typeof KINDS;

/**
 * Records of money operations, one row per operation and ledger trade type (a recharge with a bonus is a recharge
 * row and a gift row): the amount is what the person's wallets moved, read from the ledger rows. An operation
 * that moved nothing (clearing an empty subsidy wallet) still shows, with amount 0.
 */
export function moneyList(ctx: Ctx, kind: MoneyKind, q: Omit<MoneyQuery, 'page' | 'limit'>): ListSql {
  const w = new Where('t.merchant_id = ?', ctx.merchantId).add('t.trade_type = ANY(?::int[])', codesOf(kind.txns)).add('x.tt = ANY(?::int[])', codesOf(kind.rows));
  personWhere(w, ctx, q);
  periodWhere(w, 't.at', q);
  if (q.tradeType) w.add('x.tt = ?', TRADE_TYPES[q.tradeType].code);
  if (q.payType) w.add('COALESCE(t.pay_type, r.pay_type) = ?', q.payType);
  if (q.batchNo) w.add('t.batch_no ILIKE ?', likeContains(q.batchNo));
  const sql = `SELECT t.id::text || '-' || x.tt AS "recordId", t.id::int AS "txnId", t.biz_no AS "bizNo", c.id AS "custId", c.cust_name AS "custName",
      c.cust_num AS "custNum", o.name AS "orgName", k.card_no AS "cardNo", ${TRADE_NAME_SQL('x.tt')} AS "tradeType", abs(x.amt)::float8 AS amount,
      COALESCE(t.pay_type, r.pay_type) AS "payType", t.batch_no AS "batchNo", t.state, t.remark, t.operator_name AS "operatorName", t.at
    FROM money_txns t
    JOIN people_directory c ON c.id = t.cust_id
    JOIN cust_orgs o ON o.id = c.org_id
    LEFT JOIN money_txns r ON r.id = t.ref_id AND t.trade_type = ${TRADE_TYPES.revokeRecharge.code}
    LEFT JOIN cards k ON k.account_id = t.account_id AND k.kind = 'main' AND k.state IN ('active', 'lost')
    CROSS JOIN LATERAL (
      SELECT l.trade_type AS tt, SUM(l.amount) AS amt FROM ledger_entries l WHERE l.txn_id = t.id AND l.account_id IS NOT NULL GROUP BY l.trade_type
      UNION ALL
      SELECT t.trade_type, 0 WHERE NOT EXISTS (SELECT 1 FROM ledger_entries l WHERE l.txn_id = t.id AND l.account_id IS NOT NULL)
    ) x
    WHERE ${w.sql}`;
  return { sql, params: w.params, order: 't.at DESC, t.id DESC, x.tt' };
}

export const moneyPage = (ctx: Ctx, kind: MoneyKindName, q: MoneyQuery): Promise<Page<MoneyRecord>> => pageFrom<MoneyRecord>(ctx, moneyList(ctx, KINDS[kind], q), q);

const person: ExportColumn[] = [
  { header: col.custName, key: 'custName' },
  { header: col.custNum, key: 'custNum' },
  { header: col.orgName, key: 'orgName', width: 20 },
  { header: col.cardNo, key: 'cardNo' },
];
export const personColumns = person;
const tail: ExportColumn[] = [
  { header: col.operatorName, key: 'operatorName' },
  { header: col.at, key: 'at', time: true, width: 20 },
  { header: col.bizNo, key: 'bizNo', width: 24 },
  { header: col.remark, key: 'remark', width: 24 },
];
const tradeTypeCol: ExportColumn = { header: col.tradeType, key: 'tradeType', labels: recordValues };
const amountCol: ExportColumn = { header: col.amount, key: 'amount', money: true };

const COLUMNS: Record<MoneyKindName, ExportColumn[]> = {
  recharge: [
    ...person,
    tradeTypeCol,
    amountCol,
    { header: col.payType, key: 'payType', labels: recordValues },
    { header: col.state, key: 'state', labels: recordValues },
    ...tail,
  ],
  rechargeRefund: [...person, tradeTypeCol, amountCol, { header: col.payType, key: 'payType', labels: recordValues }, ...tail],
  withdrawal: [...person, amountCol, ...tail],
  subsidy: [...person, tradeTypeCol, amountCol, { header: col.batchNo, key: 'batchNo', width: 22 }, ...tail],
  clear: [...person, amountCol, { header: col.batchNo, key: 'batchNo', width: 22 }, ...tail],
};

export const moneyExport = (ctx: Ctx, kind: MoneyKindName, q: Omit<MoneyQuery, 'page' | 'limit'>): Promise<FileReply> =>
  exportFrom(ctx, moneyList(ctx, KINDS[kind], q), kind, COLUMNS[kind]);
