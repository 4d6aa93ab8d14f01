import type { CardFeeRecord, ChangeCardSum, DeptCardSum, Page } from '@canteen/contract';
import { Where } from '../../../platform/sql';
import type { Ctx } from '../../../platform/context';
import { recordColumns as col, recordValues } from '../../../platform/messages/accountRecords';
import type { FileReply } from '../../../platform/http/register';
import { exportFrom, pageFrom, periodWhere, personWhere, type ListSql, type Period, type PersonFilter } from './list';
import { personColumns } from './moneyRecords';

const MAIN_CARD = `LEFT JOIN cards k ON k.account_id = e.account_id AND k.kind = 'main' AND k.state IN ('active', 'lost')`;

/** Card fees charged: account and card events that carried a fee (replacement fees). */
function cardFeeList(ctx: Ctx, q: PersonFilter & Period): ListSql {
  const w = new Where('e.merchant_id = ?', ctx.merchantId).add('e.fee > 0');
  personWhere(w, ctx, q);
  periodWhere(w, 'e.at', q);
  const sql = `SELECT e.id::int AS "eventId", c.id AS "custId", c.cust_name AS "custName", c.cust_num AS "custNum", o.name AS "orgName", k.card_no AS "cardNo",
      e.event, e.card_no AS "oldCardNo", e.new_card_no AS "newCardNo", e.fee::float8 AS fee, e.remark, e.operator_name AS "operatorName", e.at
    FROM account_events e JOIN people_directory c ON c.id = e.cust_id JOIN cust_orgs o ON o.id = c.org_id ${MAIN_CARD}
    WHERE ${w.sql}`;
  return { sql, params: w.params, order: 'e.at DESC, e.id DESC' };
}

export const cardFeePage = (ctx: Ctx, q: PersonFilter & Period & { page: number; limit: number }): Promise<Page<CardFeeRecord>> => pageFrom<CardFeeRecord>(ctx, cardFeeList(ctx, q), q);

export const cardFeeExport = (ctx: Ctx, q: PersonFilter & Period): Promise<FileReply> =>
  exportFrom(ctx, cardFeeList(ctx, q), 'cardFee', [
    ...personColumns,
    { header: col.event, key: 'event', labels: recordValues },
    { header: col.oldCardNo, key: 'oldCardNo' },
    { header: col.newCardNo, key: 'newCardNo' },
    { header: col.fee, key: 'fee', money: true },
    { header: col.remark, key: 'remark', width: 24 },
    { header: col.operatorName, key: 'operatorName' },
    { header: col.at, key: 'at', time: true, width: 20 },
  ]);

/** Card replacements per person in a period (account events survive the card number, so history stays with the person). */
async function changeCardList(ctx: Ctx, q: PersonFilter & Period) {
  const w = new Where('e.merchant_id = ?', ctx.merchantId).add(`e.event = 'replace'`);
  personWhere(w, ctx, q);
  periodWhere(w, 'e.at', q);
  const from = `FROM account_events e JOIN people_directory c ON c.id = e.cust_id JOIN cust_orgs o ON o.id = c.org_id WHERE ${w.sql}`;
  const sql = `SELECT e.account_id AS "accId", c.id AS "custId", c.cust_name AS "custName", c.cust_num AS "custNum", o.name AS "orgName",
      (SELECT k.card_no FROM cards k WHERE k.account_id = e.account_id AND k.kind = 'main' AND k.state IN ('active', 'lost')) AS "cardNo",
      count(*)::int AS "replaceCount", SUM(e.fee)::float8 AS "feeAmount", max(e.at) AS "lastAt"
    ${from} GROUP BY e.account_id, c.id, c.cust_name, c.cust_num, o.name`;
  const sum = (await ctx.db.query<{ replaceCount: number; feeAmount: number }>(`SELECT count(*)::int AS "replaceCount", COALESCE(SUM(e.fee), 0)::float8 AS "feeAmount" ${from}`, w.params))[0];
  return { list: { sql, params: w.params, order: '"lastAt" DESC, "accId"' }, sum };
}

export async function changeCardPage(ctx: Ctx, q: PersonFilter & Period & { page: number; limit: number }) {
  const { list, sum } = await changeCardList(ctx, q);
  return { ...(await pageFrom<ChangeCardSum>(ctx, list, q)), sum };
}

export async function changeCardExport(ctx: Ctx, q: PersonFilter & Period): Promise<FileReply> {
  const { list, sum } = await changeCardList(ctx, q);
  return exportFrom(
    ctx,
    list,
    'changeCard',
    [
      ...personColumns,
      { header: col.replaceCount, key: 'replaceCount' },
      { header: col.feeAmount, key: 'feeAmount', money: true },
      { header: col.lastAt, key: 'lastAt', time: true, width: 20 },
    ],
    sum,
  );
}

/**
 * Per organisation the caller reaches: cards issued, reported lost and replaced in the period (from the account
 * events), and the cards live now (active main cards of its people).
 */
async function deptCardList(ctx: Ctx, q: Period & { orgId?: number }) {
  const w = new Where('o.merchant_id = ?', ctx.merchantId).scope(ctx, 'org', 'o.id');
  if (q.orgId !== undefined) w.add('o.id = ?', q.orgId);
  const ev = new Where('e.merchant_id = o.merchant_id');
  // The event period reuses the parameter list of the outer query.
  if (q.startTime) ev.add(`e.at >= ${w.param(q.startTime)}::timestamptz`);
  if (q.endTime) ev.add(`e.at < ${w.param(q.endTime)}::timestamptz`);
  const sql = `SELECT o.id AS "orgId", o.name AS "orgName", COALESCE(x.issued, 0)::int AS issued, COALESCE(x.lost, 0)::int AS lost,
      COALESCE(x.replaced, 0)::int AS replaced, COALESCE(v.live, 0)::int AS live
    FROM cust_orgs o
    LEFT JOIN LATERAL (
      SELECT count(*) FILTER (WHERE e.event = 'open') AS issued, count(*) FILTER (WHERE e.event = 'loss') AS lost, count(*) FILTER (WHERE e.event = 'replace') AS replaced
      FROM account_events e JOIN people_directory c ON c.id = e.cust_id WHERE c.org_id = o.id AND ${ev.sql}
    ) x ON true
    LEFT JOIN LATERAL (
      SELECT count(*) AS live FROM cards k JOIN people_directory c ON c.id = k.cust_id WHERE c.org_id = o.id AND k.kind = 'main' AND k.state = 'active'
    ) v ON true
    WHERE ${w.sql}`;
  const sum = (
    await ctx.db.query<{ issued: number; lost: number; replaced: number; live: number }>(
      `SELECT COALESCE(SUM(issued), 0)::int AS issued, COALESCE(SUM(lost), 0)::int AS lost, COALESCE(SUM(replaced), 0)::int AS replaced, COALESCE(SUM(live), 0)::int AS live FROM (${sql}) s`,
      w.params,
    )
  )[0];
  return { list: { sql, params: w.params, order: '"orgName", "orgId"' }, sum };
}

export async function deptCardPage(ctx: Ctx, q: Period & { orgId?: number; page: number; limit: number }) {
  const { list, sum } = await deptCardList(ctx, q);
  return { ...(await pageFrom<DeptCardSum>(ctx, list, q)), sum };
}

export async function deptCardExport(ctx: Ctx, q: Period & { orgId?: number }): Promise<FileReply> {
  const { list, sum } = await deptCardList(ctx, q);
  return exportFrom(
    ctx,
    list,
    'deptCard',
    [
      { header: col.groupDept, key: 'orgName', width: 22 },
      { header: col.issued, key: 'issued' },
      { header: col.lost, key: 'lost' },
      { header: col.replaced, key: 'replaced' },
      { header: col.live, key: 'live' },
    ],
    sum,
  );
}
