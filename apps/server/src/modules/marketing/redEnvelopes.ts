import type { Page, RedEnvelope, RedEnvelopeGrantResult, RedEnvelopeRecord } from '@canteen/contract';
import type { Ctx } from '../../platform/context';
import { businessRule, conflict, fieldError, forbidden, notFound } from '../../platform/http/errors';
import { scopeIds } from '../../platform/access';
import { likeContains, pageOf, Where, type Paging } from '../../platform/sql';
import { assertPeople, assertOrgs, assertPsnTypes } from '../people';
import { merchantTimeZone } from '../settings';
import { localClock } from '../canteens';
import { redEnvelopeMoney } from './ports';

/**
 * Red envelopes (mktredenvelop): a draft names an amount and who receives it; granting it once pays everyone it
 * reaches into their gift wallet through the accounts module (the `redEnvelopeMoney` port) and records each person.
 */

type EnvelopeInput = Pick<RedEnvelope, 'name' | 'amount' | 'custIds' | 'orgIds' | 'psnTypeIds' | 'validUntil' | 'remark'>;

const SELECT = `SELECT r.id AS "envelopId", r.name, r.amount::float8 AS amount, r.cust_ids AS "custIds", r.org_ids AS "orgIds",
    r.psn_type_ids AS "psnTypeIds", r.valid_until::text AS "validUntil", r.state, r.granted_at AS "grantedAt", r.granted_by AS "grantedBy",
    r.paid_count AS "paidCount", r.paid_amount::float8 AS "paidAmount", r.skipped_count AS "skippedCount", r.remark, r.created_at AS "createdAt"
  FROM mkt_red_envelopes r`;

const iso = (v: unknown) => (v instanceof Date ? v.toISOString() : v === null || v === undefined ? null : String(v));
function shape(row: RedEnvelope): RedEnvelope {
  return { ...row, grantedAt: iso(row.grantedAt), createdAt: iso(row.createdAt) ?? '' };
}

/** The envelope names someone, and only people, organisations and person types the caller reaches (else 40400). */
async function checkTargets(ctx: Ctx, input: EnvelopeInput) {
  if (!input.custIds.length && !input.orgIds.length && !input.psnTypeIds.length) throw fieldError('custIds', 'redEnvelopeNoTarget');
  await assertPeople(ctx, input.custIds);
  await assertOrgs(ctx, input.orgIds);
  await assertPsnTypes(ctx, input.psnTypeIds);
}

export async function getEnvelope(ctx: Ctx, envelopId: number): Promise<RedEnvelope> {
  const row = (await ctx.db.query<RedEnvelope>(`${SELECT} WHERE r.merchant_id = $1 AND r.id = $2`, [ctx.merchantId, envelopId]))[0];
  if (!row) throw notFound('red envelope');
  return shape(row);
}

export async function addEnvelope(ctx: Ctx, input: EnvelopeInput): Promise<{ envelopId: number }> {
  await checkTargets(ctx, input);
  const row = (
    await ctx.db.query<{ id: number }>(
      `INSERT INTO mkt_red_envelopes (merchant_id, name, amount, cust_ids, org_ids, psn_type_ids, valid_until, remark)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING id`,
      [ctx.merchantId, input.name, input.amount, input.custIds, input.orgIds, input.psnTypeIds, input.validUntil, input.remark],
    )
  )[0];
  return { envelopId: row.id };
}

/** Only a draft changes; a granted envelope is history (40900). */
export async function editEnvelope(ctx: Ctx, { envelopId, ...input }: EnvelopeInput & { envelopId: number }): Promise<null> {
  const current = await getEnvelope(ctx, envelopId);
  if (current.state !== 'draft') throw conflict('redEnvelopeGranted');
  await checkTargets(ctx, input);
  const changed = await ctx.db.query(
    `UPDATE mkt_red_envelopes SET name = $3, amount = $4, cust_ids = $5, org_ids = $6, psn_type_ids = $7, valid_until = $8, remark = $9
      WHERE merchant_id = $1 AND id = $2 AND state = 'draft' RETURNING id`,
    [ctx.merchantId, envelopId, input.name, input.amount, input.custIds, input.orgIds, input.psnTypeIds, input.validUntil, input.remark],
  );
  if (!changed.length) throw conflict('redEnvelopeGranted');
  return null;
}

export async function deleteEnvelope(ctx: Ctx, envelopId: number): Promise<null> {
  await getEnvelope(ctx, envelopId);
  const removed = await ctx.db.query(`DELETE FROM mkt_red_envelopes WHERE merchant_id = $1 AND id = $2 AND state = 'draft' RETURNING id`, [ctx.merchantId, envelopId]);
  if (!removed.length) throw conflict('redEnvelopeGranted');
  return null;
}

export async function envelopePage(ctx: Ctx, q: Paging & { name?: string; state?: RedEnvelope['state'] }): Promise<Page<RedEnvelope>> {
  const w = new Where('r.merchant_id = ?', ctx.merchantId);
  if (q.name) w.add('r.name ILIKE ?', likeContains(q.name));
  if (q.state) w.add('r.state = ?', q.state);
  const page = await pageOf<RedEnvelope>(ctx.db, q, {
    count: `SELECT count(*)::int AS n FROM mkt_red_envelopes r WHERE ${w.sql}`,
    rows: `${SELECT} WHERE ${w.sql} ORDER BY r.id DESC`,
    params: w.params,
  });
  return { ...page, records: page.records.map(shape) };
}

/**
 * Grants a draft envelope once, in the call's transaction: the state flips first by a guarded UPDATE (a second or
 * concurrent grant waits on that row, then finds it granted: 40900, before it locks any account — only grants of the
 * same envelope lock its row, so this cannot wait in a circle with money operations), then the accounts module pays
 * each person (their bizNo is derived from the envelope and the person, so no person is ever paid twice by one
 * envelope), then each person is recorded.
 */
export async function grantEnvelope(ctx: Ctx, envelopId: number): Promise<RedEnvelopeGrantResult> {
  const envelope = await getEnvelope(ctx, envelopId);
  if (envelope.state !== 'draft') throw conflict('redEnvelopeGranted');
  // An organisation-limited role grants only envelopes wholly inside its reach: a grant is once, so paying part of
  // the people would leave the others unpaid for good.
  await checkTargets(ctx, envelope);
  if (scopeIds(ctx, 'org') !== null && !envelope.orgIds.length && envelope.psnTypeIds.length) throw forbidden();
  if (envelope.validUntil) {
    const today = localClock(ctx.now(), await merchantTimeZone(ctx)).day;
    if (today > envelope.validUntil) throw businessRule('redEnvelopeExpired', { validUntil: envelope.validUntil });
  }
  const at = ctx.now();
  const flipped = await ctx.db.query(
    `UPDATE mkt_red_envelopes SET state = 'granted', granted_at = $3, granted_by = $4 WHERE merchant_id = $1 AND id = $2 AND state = 'draft' RETURNING id`,
    [ctx.merchantId, envelopId, at, ctx.actor?.username ?? ''],
  );
  if (!flipped.length) throw conflict('redEnvelopeGranted');
  const payouts = await redEnvelopeMoney.use().grant(ctx, {
    envelopeId: envelopId,
    name: envelope.name,
    amount: envelope.amount,
    targets: { custIds: envelope.custIds, orgIds: envelope.orgIds, psnTypeIds: envelope.psnTypeIds },
  });
  if (!payouts.length) throw businessRule('redEnvelopeNobody');
  await ctx.db.query(
    `INSERT INTO mkt_red_envelope_records (merchant_id, envelope_id, cust_id, org_id, cust_name, cust_num, amount, state, skip_reason, biz_no, at)
     SELECT $1, $2, p.cust_id, p.org_id, p.cust_name, p.cust_num, CASE WHEN p.skip_reason IS NULL THEN $3::bigint ELSE 0 END,
            CASE WHEN p.skip_reason IS NULL THEN 'paid' ELSE 'skipped' END, p.skip_reason, p.biz_no, $4
       FROM unnest($5::int[], $6::int[], $7::text[], $8::text[], $9::text[], $10::text[]) AS p(cust_id, org_id, cust_name, cust_num, skip_reason, biz_no)`,
    [
      ctx.merchantId,
      envelopId,
      envelope.amount,
      at,
      payouts.map((p) => p.custId),
      payouts.map((p) => p.orgId),
      payouts.map((p) => p.custName),
      payouts.map((p) => p.custNum),
      payouts.map((p) => p.skipped),
      payouts.map((p) => p.bizNo),
    ],
  );
  const paid = payouts.filter((p) => !p.skipped);
  const skipped = payouts.flatMap((p) => (p.skipped ? [{ custId: p.custId, custName: p.custName, reason: p.skipped }] : []));
  await ctx.db.query(`UPDATE mkt_red_envelopes SET paid_count = $3, paid_amount = $4, skipped_count = $5 WHERE merchant_id = $1 AND id = $2`, [
    ctx.merchantId,
    envelopId,
    paid.length,
    paid.length * envelope.amount,
    skipped.length,
  ]);
  return { envelopId, paidCount: paid.length, paidAmount: paid.length * envelope.amount, skipped };
}

export interface RecordQuery {
  page: number;
  limit: number;
  envelopId?: number;
  custName?: string;
  custNum?: string;
  orgId?: number;
  state?: RedEnvelopeRecord['state'];
}

/** Grant records of the people in the caller's organisation scope, newest first. */
export async function recordPage(ctx: Ctx, q: RecordQuery): Promise<Page<RedEnvelopeRecord>> {
  const w = new Where('x.merchant_id = ?', ctx.merchantId).scope(ctx, 'org', 'x.org_id');
  if (q.envelopId !== undefined) w.add('x.envelope_id = ?', q.envelopId);
  if (q.custName) w.add('x.cust_name ILIKE ?', likeContains(q.custName));
  if (q.custNum) w.add('x.cust_num ILIKE ?', likeContains(q.custNum));
  if (q.state) w.add('x.state = ?', q.state);
  if (q.orgId !== undefined) w.inOrgSubtree('x.org_id', ctx.merchantId, [q.orgId]);
  const page = await pageOf<RedEnvelopeRecord & { at: Date | string }>(ctx.db, q, {
    count: `SELECT count(*)::int AS n FROM mkt_red_envelope_records x WHERE ${w.sql}`,
    rows: `SELECT x.id::int AS "recordId", x.envelope_id AS "envelopId", e.name AS "envelopName", x.cust_id AS "custId", x.cust_name AS "custName",
            x.cust_num AS "custNum", o.name AS "orgName", x.amount::float8 AS amount, x.state, x.skip_reason AS "skipReason", x.biz_no AS "bizNo", x.at
       FROM mkt_red_envelope_records x
       JOIN mkt_red_envelopes e ON e.merchant_id = x.merchant_id AND e.id = x.envelope_id
       LEFT JOIN cust_orgs o ON o.id = x.org_id
      WHERE ${w.sql} ORDER BY x.id DESC`,
    params: w.params,
  });
  return { ...page, records: page.records.map((r) => ({ ...r, at: iso(r.at) ?? '' })) };
}
