import { TRADE_TYPES, type PersonPeriodSum, type TradeTypeName } from '@canteen/contract';
import { Where } from '../../../platform/sql';
import type { Ctx } from '../../../platform/context';
import { recordColumns as col } from '../../../platform/messages/accountRecords';
import type { FileReply } from '../../../platform/http/register';
import { codesOf, exportFrom, pageFrom, personWhere, type ListSql, type Period, type PersonFilter } from './list';
import { personColumns } from './moneyRecords';

/** Columns of the period summary: each a kind of movement, as a positive magnitude (sign: which way it moves money). */
const MOVES: { key: string; types: TradeTypeName[]; sign: 1 | -1 }[] = [
  { key: 'recharge', types: ['recharge', 'walletImport'], sign: 1 },
  { key: 'revoke', types: ['revokeRecharge'], sign: -1 },
  { key: 'subsidy', types: ['subsidy'], sign: 1 },
  { key: 'clear', types: ['subsidyClear'], sign: -1 },
  { key: 'gift', types: ['rechargeGift', 'redEnvelope'], sign: 1 },
  { key: 'consume', types: ['consume'], sign: -1 },
  { key: 'repair', types: ['repairDeduction'], sign: -1 },
  { key: 'refund', types: ['refund'], sign: 1 },
  { key: 'withdrawal', types: ['withdrawal'], sign: -1 },
];
const NAMED: number[] = MOVES.flatMap((m) => codesOf(m.types));
const OTHER = Object.values(TRADE_TYPES)
  .map((t) => t.code as number)
  .filter((c) => !NAMED.includes(c));

export interface PersonSumQuery extends PersonFilter, Period {}

/**
 * Per account over [start, end): opening = Σ ledger rows before start (all three wallets), the movements of the
 * period by kind, closing = opening + Σ the period's rows. Summing rows (rather than taking the last balance_after
 * before start) stays right for offline consumptions whose ledger time is earlier than rows written before them,
 * and with end = now the closing equals the account's balance (the ledger invariant).
 */
function personSumList(ctx: Ctx, q: PersonSumQuery): { list: ListSql; sumSql: string } {
  const w = new Where('a.merchant_id = ?', ctx.merchantId);
  personWhere(w, ctx, q);
  const start = w.param(q.startTime ?? '1970-01-01T00:00:00Z');
  const end = w.param(q.endTime ?? ctx.now().toISOString());
  const inPeriod = `l.at >= ${start}::timestamptz`;
  const moves = MOVES.map(
    (m) => `COALESCE(${m.sign === 1 ? '' : '-'}SUM(l.amount) FILTER (WHERE ${inPeriod} AND l.trade_type IN (${codesOf(m.types).join(', ')})), 0) AS ${m.key}`,
  ).join(',\n        ');
  const figures = `SELECT COALESCE(SUM(l.amount) FILTER (WHERE l.at < ${start}::timestamptz), 0) AS opening,
        ${moves},
        COALESCE(SUM(l.amount) FILTER (WHERE ${inPeriod} AND l.trade_type IN (${OTHER.join(', ')})), 0) AS other,
        COALESCE(SUM(l.amount), 0) AS closing
      FROM ledger_entries l WHERE l.account_id = a.id AND l.at < ${end}::timestamptz`;
  const from = `FROM accounts a JOIN people_directory c ON c.id = a.cust_id JOIN cust_orgs o ON o.id = c.org_id
    LEFT JOIN cards k ON k.account_id = a.id AND k.kind = 'main' AND k.state IN ('active', 'lost')
    CROSS JOIN LATERAL (${figures}) f
    WHERE ${w.sql}`;
  const keys = ['opening', ...MOVES.map((m) => m.key), 'other', 'closing'];
  const sql = `SELECT a.id AS "accId", c.id AS "custId", c.cust_name AS "custName", c.cust_num AS "custNum", o.name AS "orgName", k.card_no AS "cardNo",
      ${keys.map((k) => `f.${k}::float8 AS ${k}`).join(', ')}
    ${from}`;
  const sumSql = `SELECT ${keys.map((k) => `COALESCE(SUM(f.${k}), 0)::float8 AS ${k}`).join(', ')} ${from}`;
  return { list: { sql, params: w.params, order: 'a.id' }, sumSql };
}

export async function personSumPage(ctx: Ctx, q: PersonSumQuery & { page: number; limit: number }) {
  const { list, sumSql } = personSumList(ctx, q);
  const sum = (await ctx.db.query<Omit<PersonPeriodSum, 'accId' | 'custId' | 'custName' | 'custNum' | 'orgName' | 'cardNo'>>(sumSql, list.params))[0];
  return { ...(await pageFrom<PersonPeriodSum>(ctx, list, q)), sum };
}

export async function personSumExport(ctx: Ctx, q: PersonSumQuery): Promise<FileReply> {
  const { list, sumSql } = personSumList(ctx, q);
  const sum = (await ctx.db.query<Record<string, number>>(sumSql, list.params))[0];
  const money = (key: keyof typeof col) => ({ header: col[key], key, money: true });
  return exportFrom(
    ctx,
    list,
    'custSumm',
    [...personColumns, money('opening'), ...MOVES.map((m) => money(m.key as keyof typeof col)), money('other'), money('closing')],
    sum,
  );
}
