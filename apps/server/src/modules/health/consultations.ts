import { EXPORT_CAP, type Consultation, type ConsultationDetail, type Page } from '@canteen/contract';
import type { Ctx } from '../../platform/context';
import type { FileReply } from '../../platform/http/register';
import { fieldError, notFound } from '../../platform/http/errors';
import { likeContains, pageOf, Where } from '../../platform/sql';
import { eachRow, exportXlsx } from '../../platform/xlsx/export';
import { consultationExportTexts as col, consultationWords } from '../../platform/messages/healthRecipes';
import { sanitizeRichText } from '../menu';
import { merchantTimeZone } from '../settings';
import { checkTargets, iso, namedList, targetNames, uniqueIds, type TargetNames } from './healthRecipesTargets';

/**
 * Health information (healthconsultation): articles a dietitian writes — diet advice, chronic illness care,
 * nutrition, food safety — for some chronic illnesses or person types. The HTML is sanitised before it is stored,
 * so it is shown as stored. Publishing stamps the time; back to draft clears it.
 */

type State = Consultation['state'];

export interface ConsultationInput {
  title: string;
  category: Consultation['category'];
  coverImage: string;
  summary: string;
  content: string;
  chronicIds: number[];
  psnTypeIds: number[];
  state: State;
  author: string;
}

type ListRow = Omit<Consultation, 'chronics' | 'psnTypes' | 'publishedAt' | 'createdAt' | 'updatedAt'> & {
  publishedAt: Date | string | null;
  createdAt: Date | string;
  updatedAt: Date | string;
};
type Row = ListRow & { content: string };

const COLUMNS = `c.id AS "consultationId", c.title, c.category, c.cover_image AS "coverImage", c.summary,
    c.chronic_ids AS "chronicIds", c.psn_type_ids AS "psnTypeIds", c.state, c.published_at AS "publishedAt", c.author,
    c.created_at AS "createdAt", c.updated_at AS "updatedAt"`;
/** The list and its export carry no article bodies (up to 50 000 characters each); page/detail does. */
const LIST = `SELECT ${COLUMNS} FROM health_consultations c`;
const SELECT = `SELECT ${COLUMNS}, c.content_html AS content FROM health_consultations c`;

function shape(row: ListRow, names: TargetNames): Consultation {
  const chronics = namedList(row.chronicIds, names.chronics);
  const types = namedList(row.psnTypeIds, names.psnTypes);
  return {
    consultationId: row.consultationId,
    title: row.title,
    category: row.category,
    coverImage: row.coverImage,
    summary: row.summary,
    chronicIds: chronics.ids,
    chronics: chronics.named,
    psnTypeIds: types.ids,
    psnTypes: types.named,
    state: row.state,
    publishedAt: row.publishedAt === null ? null : iso(row.publishedAt),
    author: row.author,
    createdAt: iso(row.createdAt),
    updatedAt: iso(row.updatedAt),
  };
}

/** A cover is an address on the web (http, https) or on this server (a path); nothing else is shown as an image. */
const COVER = /^(https?:\/\/[^\s"'<>]+|\/[^\s"'<>/][^\s"'<>]*)$/i;

async function prepare(ctx: Ctx, input: ConsultationInput): Promise<ConsultationInput> {
  if (input.coverImage && !COVER.test(input.coverImage)) throw fieldError('coverImage', 'consultationCoverInvalid');
  const chronicIds = uniqueIds(input.chronicIds);
  const psnTypeIds = uniqueIds(input.psnTypeIds);
  await checkTargets(ctx, { chronicIds, psnTypeIds });
  return { ...input, chronicIds, psnTypeIds, content: sanitizeRichText(input.content) };
}

async function getRow(ctx: Ctx, consultationId: number): Promise<Row> {
  const row = (await ctx.db.query<Row>(`${SELECT} WHERE c.merchant_id = $1 AND c.id = $2`, [ctx.merchantId, consultationId]))[0];
  if (!row) throw notFound('consultation');
  return row;
}

export async function addConsultation(ctx: Ctx, input: ConsultationInput): Promise<{ consultationId: number }> {
  const v = await prepare(ctx, input);
  const row = await ctx.db.query<{ id: number }>(
    `INSERT INTO health_consultations (merchant_id, title, category, cover_image, summary, content_html, chronic_ids, psn_type_ids, state, published_at, author)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, CASE WHEN $9 = 'published' THEN $10::timestamptz END, $11) RETURNING id`,
    [ctx.merchantId, v.title, v.category, v.coverImage, v.summary, v.content, v.chronicIds, v.psnTypeIds, v.state, ctx.now(), v.author],
  );
  return { consultationId: row[0].id };
}

/** Publishing keeps the first publishing time of an article already published; back to draft clears it. */
const PUBLISHED_AT = `CASE WHEN $3 = 'published' THEN COALESCE(published_at, $4::timestamptz) END`;

export async function updateConsultation(ctx: Ctx, { consultationId, ...input }: ConsultationInput & { consultationId: number }): Promise<null> {
  await getRow(ctx, consultationId);
  const v = await prepare(ctx, input);
  await ctx.db.query(
    `UPDATE health_consultations SET state = $3, published_at = ${PUBLISHED_AT}, title = $5, category = $6, cover_image = $7, summary = $8, content_html = $9,
            chronic_ids = $10, psn_type_ids = $11, author = $12, updated_at = $4
      WHERE merchant_id = $1 AND id = $2`,
    [ctx.merchantId, consultationId, v.state, ctx.now(), v.title, v.category, v.coverImage, v.summary, v.content, v.chronicIds, v.psnTypeIds, v.author],
  );
  return null;
}

export async function setConsultationState(ctx: Ctx, { consultationId, state }: { consultationId: number; state: State }): Promise<null> {
  await getRow(ctx, consultationId);
  await ctx.db.query(`UPDATE health_consultations SET state = $3, published_at = ${PUBLISHED_AT}, updated_at = $4 WHERE merchant_id = $1 AND id = $2`, [
    ctx.merchantId,
    consultationId,
    state,
    ctx.now(),
  ]);
  return null;
}

export async function removeConsultation(ctx: Ctx, consultationId: number): Promise<null> {
  await getRow(ctx, consultationId);
  await ctx.db.query(`DELETE FROM health_consultations WHERE merchant_id = $1 AND id = $2`, [ctx.merchantId, consultationId]);
  return null;
}

export interface ConsultationQuery {
  page: number;
  limit: number;
  title?: string;
  category?: Consultation['category'];
  state?: State;
  chronicId?: number;
}

type ConsultationFilter = Omit<ConsultationQuery, 'page' | 'limit'>;

/** The merchant's articles that match the filters: the list and its export read the same rows. */
function consultationWhere(ctx: Ctx, q: ConsultationFilter): Where {
  const w = new Where('c.merchant_id = ?', ctx.merchantId);
  if (q.title) w.add('c.title ILIKE ?', likeContains(q.title));
  if (q.category) w.add('c.category = ?', q.category);
  if (q.state) w.add('c.state = ?', q.state);
  if (q.chronicId !== undefined) w.add('?::int = ANY(c.chronic_ids)', q.chronicId);
  return w;
}

const countOf = (w: Where) => `SELECT count(*)::int AS n FROM health_consultations c WHERE ${w.sql}`;

export async function consultationPage(ctx: Ctx, q: ConsultationQuery): Promise<Page<Consultation>> {
  const w = consultationWhere(ctx, q);
  const [page, names] = await Promise.all([
    pageOf<ListRow>(ctx.db, q, { count: countOf(w), rows: `${LIST} WHERE ${w.sql} ORDER BY c.id DESC`, params: w.params }),
    targetNames(ctx),
  ]);
  return { ...page, records: page.records.map((r) => shape(r, names)) };
}

/** Export limits; tests lower the cap instead of writing 50 001 articles. */
export const consultationExportLimits = { cap: EXPORT_CAP };

/** The articles of the filters, newest first, as the list shows them (no bodies), with whom each is for. */
export async function consultationExport(ctx: Ctx, q: ConsultationFilter): Promise<FileReply> {
  const w = consultationWhere(ctx, q);
  const total = (await ctx.db.query<{ n: number }>(countOf(w), w.params))[0].n;
  const [names, timeZone] = await Promise.all([targetNames(ctx), merchantTimeZone(ctx)]);
  const lang = ctx.lang;
  async function* rows() {
    for await (const r of eachRow(ctx.db.cursor<ListRow>(`${LIST} WHERE ${w.sql} ORDER BY c.id DESC`, w.params))) {
      const a = shape(r, names);
      yield {
        ...a,
        category: consultationWords.category[a.category][lang],
        state: consultationWords.state[a.state][lang],
        chronics: a.chronics.map((c) => c.name).join('、'),
        psnTypes: a.psnTypes.map((p) => p.name).join('、'),
      };
    }
  }
  const name = col.title[lang];
  return exportXlsx(ctx, {
    fileName: name,
    sheetName: name,
    columns: [
      { header: col.articleTitle, key: 'title', width: 30 },
      { header: col.category, key: 'category' },
      { header: col.state, key: 'state', width: 10 },
      { header: col.summary, key: 'summary', width: 40 },
      { header: col.chronics, key: 'chronics', width: 24 },
      { header: col.psnTypes, key: 'psnTypes', width: 24 },
      { header: col.author, key: 'author' },
      { header: col.publishedAt, key: 'publishedAt', time: true, width: 20 },
      { header: col.updatedAt, key: 'updatedAt', time: true, width: 20 },
    ],
    rows: rows(),
    total,
    cap: consultationExportLimits.cap,
    timeZone,
  });
}

/**
 * The article with the people it reaches: enabled subscriptions (of people in service that the caller's
 * organisations reach) that follow its category or one of its illnesses; when it names person types, only people
 * of those types. total counts people, the channels count subscriptions.
 */
export async function consultationDetail(ctx: Ctx, consultationId: number): Promise<ConsultationDetail> {
  const [row, names] = await Promise.all([getRow(ctx, consultationId), targetNames(ctx)]);
  const article = { ...shape(row, names), content: row.content };
  const w = new Where('s.merchant_id = ?', ctx.merchantId)
    .add('s.enabled')
    .add(`c.state = 'normal'`)
    .add('? = ANY(s.categories) OR s.chronic_ids && ?::int[]', article.category, article.chronicIds)
    .add('cardinality(?::int[]) = 0 OR c.psn_type_id = ANY(?::int[])', article.psnTypeIds, article.psnTypeIds)
    .scope(ctx, 'org', 'c.org_id');
  const reach = (
    await ctx.db.query<ConsultationDetail['reach']>(
      `SELECT count(DISTINCT s.cust_id)::int AS total, count(*) FILTER (WHERE s.channel = 'app')::int AS app,
              count(*) FILTER (WHERE s.channel = 'sms')::int AS sms, count(*) FILTER (WHERE s.channel = 'email')::int AS email
         FROM health_subscriptions s JOIN people_directory c ON c.merchant_id = s.merchant_id AND c.id = s.cust_id
        WHERE ${w.sql}`,
      w.params,
    )
  )[0];
  return { ...article, reach };
}
