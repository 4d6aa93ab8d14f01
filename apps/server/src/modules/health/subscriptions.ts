import { EXPORT_CAP, PERSON_CHOICE_LIMIT, type Page, type Subscription } from '@canteen/contract';
import type { Ctx } from '../../platform/context';
import type { FileReply } from '../../platform/http/register';
import { fieldError, isUniqueViolation, notFound } from '../../platform/http/errors';
import { likeContains, pageOf, Where } from '../../platform/sql';
import { eachRow, exportXlsx } from '../../platform/xlsx/export';
import { consultationWords, subscriptionExportTexts as col } from '../../platform/messages/healthRecipes';
import { assertPeople, healthPeople } from '../people';
import { merchantTimeZone } from '../settings';
import { checkTargets, iso, namedList, targetNames, uniqueIds, type TargetNames } from './healthRecipesTargets';

/**
 * Subscriptions to health information: a person follows article categories and/or chronic illnesses through a
 * channel (the ordering app, SMS, e-mail), one subscription per person and channel. The channel is recorded for the
 * ordering app and for senders to come: nothing here sends anything. Only people the caller's organisations reach
 * are seen or changed.
 */

export interface SubscriptionInput {
  subscriptionId?: number;
  custId: number;
  channel: Subscription['channel'];
  categories: Subscription['categories'];
  chronicIds: number[];
  enabled: boolean;
  remark: string;
}

type Row = Omit<Subscription, 'chronics' | 'createdAt' | 'updatedAt'> & { createdAt: Date | string; updatedAt: Date | string };

const FROM = `FROM health_subscriptions s JOIN people_directory c ON c.merchant_id = s.merchant_id AND c.id = s.cust_id JOIN cust_orgs o ON o.id = c.org_id`;
const SELECT = `SELECT s.id AS "subscriptionId", s.cust_id AS "custId", c.cust_name AS "custName", c.cust_num AS "custNum", o.name AS "orgName",
    s.channel, s.categories, s.chronic_ids AS "chronicIds", s.enabled, s.remark, s.created_at AS "createdAt", s.updated_at AS "updatedAt" ${FROM}`;

/** `s.merchant_id = $1` and the caller's organisation scope. */
function visible(ctx: Ctx): Where {
  return new Where('s.merchant_id = ?', ctx.merchantId).scope(ctx, 'org', 'c.org_id');
}

async function getRow(ctx: Ctx, subscriptionId: number): Promise<Row> {
  const w = visible(ctx).add('s.id = ?', subscriptionId);
  const row = (await ctx.db.query<Row>(`${SELECT} WHERE ${w.sql}`, w.params))[0];
  if (!row) throw notFound('subscription');
  return row;
}

export async function saveSubscription(ctx: Ctx, input: SubscriptionInput): Promise<{ subscriptionId: number }> {
  const categories = [...new Set(input.categories)];
  const chronicIds = uniqueIds(input.chronicIds);
  if (!categories.length && !chronicIds.length) throw fieldError('categories', 'subscriptionNoTopic');
  if (input.subscriptionId !== undefined) await getRow(ctx, input.subscriptionId);
  await assertPeople(ctx, [input.custId]);
  await checkTargets(ctx, { chronicIds });
  const taken = await ctx.db.query(`SELECT 1 FROM health_subscriptions WHERE merchant_id = $1 AND cust_id = $2 AND channel = $3 AND id IS DISTINCT FROM $4`, [
    ctx.merchantId,
    input.custId,
    input.channel,
    input.subscriptionId ?? null,
  ]);
  if (taken.length) throw fieldError('channel', 'subscriptionTaken');
  const values = [ctx.merchantId, input.custId, input.channel, categories, chronicIds, input.enabled, input.remark, ctx.now()];
  try {
    if (input.subscriptionId === undefined) {
      const row = await ctx.db.query<{ id: number }>(
        `INSERT INTO health_subscriptions (merchant_id, cust_id, channel, categories, chronic_ids, enabled, remark, created_at, updated_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $8) RETURNING id`,
        values,
      );
      return { subscriptionId: row[0].id };
    }
    await ctx.db.query(
      `UPDATE health_subscriptions SET cust_id = $2, channel = $3, categories = $4, chronic_ids = $5, enabled = $6, remark = $7, updated_at = $8
        WHERE merchant_id = $1 AND id = $9`,
      [...values, input.subscriptionId],
    );
    return { subscriptionId: input.subscriptionId };
  } catch (e) {
    if (isUniqueViolation(e)) throw fieldError('channel', 'subscriptionTaken');
    throw e;
  }
}

export async function removeSubscription(ctx: Ctx, subscriptionId: number): Promise<null> {
  await getRow(ctx, subscriptionId);
  await ctx.db.query(`DELETE FROM health_subscriptions WHERE merchant_id = $1 AND id = $2`, [ctx.merchantId, subscriptionId]);
  return null;
}

export interface SubscriptionQuery {
  page: number;
  limit: number;
  custName?: string;
  custNum?: string;
  orgId?: number;
  channel?: Subscription['channel'];
  category?: Subscription['categories'][number];
  chronicId?: number;
}

type SubscriptionFilter = Omit<SubscriptionQuery, 'page' | 'limit'>;

/** The visible subscriptions that match the filters: the list and its export read the same rows. */
function subscriptionWhere(ctx: Ctx, q: SubscriptionFilter): Where {
  const w = visible(ctx);
  if (q.custName) w.add('c.cust_name ILIKE ?', likeContains(q.custName));
  if (q.custNum) w.add('c.cust_num ILIKE ?', likeContains(q.custNum));
  if (q.channel) w.add('s.channel = ?', q.channel);
  if (q.category) w.add('?::text = ANY(s.categories)', q.category);
  if (q.chronicId !== undefined) w.add('?::int = ANY(s.chronic_ids)', q.chronicId);
  if (q.orgId !== undefined) w.inOrgSubtree('c.org_id', ctx.merchantId, [q.orgId]);
  return w;
}

function shape(r: Row, names: TargetNames): Subscription {
  const chronics = namedList(r.chronicIds, names.chronics);
  return { ...r, chronicIds: chronics.ids, chronics: chronics.named, createdAt: iso(r.createdAt), updatedAt: iso(r.updatedAt) };
}

export async function subscriptionPage(ctx: Ctx, q: SubscriptionQuery): Promise<Page<Subscription>> {
  const w = subscriptionWhere(ctx, q);
  const [page, names] = await Promise.all([
    pageOf<Row>(ctx.db, q, { count: `SELECT count(*)::int AS n ${FROM} WHERE ${w.sql}`, rows: `${SELECT} WHERE ${w.sql} ORDER BY s.id DESC`, params: w.params }),
    targetNames(ctx),
  ]);
  return { ...page, records: page.records.map((r) => shape(r, names)) };
}

/** Export limits; tests lower the cap instead of writing 50 001 subscriptions. */
export const subscriptionExportLimits = { cap: EXPORT_CAP };

/** The subscriptions of the filters, newest first, with topics and channel in words. */
export async function subscriptionExport(ctx: Ctx, q: SubscriptionFilter): Promise<FileReply> {
  const w = subscriptionWhere(ctx, q);
  const total = (await ctx.db.query<{ n: number }>(`SELECT count(*)::int AS n ${FROM} WHERE ${w.sql}`, w.params))[0].n;
  const [names, timeZone] = await Promise.all([targetNames(ctx), merchantTimeZone(ctx)]);
  const lang = ctx.lang;
  async function* rows() {
    for await (const r of eachRow(ctx.db.cursor<Row>(`${SELECT} WHERE ${w.sql} ORDER BY s.id DESC`, w.params))) {
      const sub = shape(r, names);
      yield {
        ...sub,
        channel: consultationWords.channel[sub.channel][lang],
        categories: sub.categories.map((c) => consultationWords.category[c][lang]).join('、'),
        chronics: sub.chronics.map((c) => c.name).join('、'),
        enabled: (sub.enabled ? consultationWords.yes : consultationWords.no)[lang],
      };
    }
  }
  const name = col.title[lang];
  return exportXlsx(ctx, {
    fileName: name,
    sheetName: name,
    columns: [
      { header: col.custName, key: 'custName' },
      { header: col.custNum, key: 'custNum' },
      { header: col.orgName, key: 'orgName', width: 20 },
      { header: col.channel, key: 'channel', width: 12 },
      { header: col.categories, key: 'categories', width: 30 },
      { header: col.chronics, key: 'chronics', field: 'chronicIds', width: 24 },
      { header: col.enabled, key: 'enabled', width: 10 },
      { header: col.remark, key: 'remark', width: 24 },
      { header: col.createdAt, key: 'createdAt', time: true, width: 20 },
    ],
    rows: rows(),
    total,
    cap: subscriptionExportLimits.cap,
    timeZone,
  });
}

/** People in service the caller reaches whose name or number holds the text, by name, for the subscription form. */
export async function personChoices(ctx: Ctx, keyword: string): Promise<{ custId: number; custName: string; custNum: string; orgName: string | null }[]> {
  const [byName, byNum] = await Promise.all([
    healthPeople(ctx, { custName: keyword, page: 1, limit: PERSON_CHOICE_LIMIT }),
    healthPeople(ctx, { custNum: keyword, page: 1, limit: PERSON_CHOICE_LIMIT }),
  ]);
  const found = new Map([...byName.records, ...byNum.records].map((p) => [p.custId, { custId: p.custId, custName: p.custName, custNum: p.custNum, orgName: p.orgName }]));
  return [...found.values()].slice(0, PERSON_CHOICE_LIMIT);
}
