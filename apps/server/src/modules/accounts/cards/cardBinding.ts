import { z } from 'zod';
import { Code, IMPORT_MAX_ROWS, type CardBind, type ImportFailure, type ImportResult, type ImportRowError, type Page } from '@canteen/contract';
import type { Ctx } from '../../../platform/context';
import { AppError, businessRule, conflict, fieldError, isUniqueViolation, notFound } from '../../../platform/http/errors';
import { translate, type Lang } from '../../../platform/messages';
import { readSheet, type ReadColumn, type Sheet } from '../../../platform/xlsx/read';
import { bumpDeviceVersion } from '../../devices';
import { likeContains, pageOf, Where } from '../../../platform/sql';

/**
 * Card binding (/personal/cardbind, menu 708000): a physical card's chip serial (the UID a reader sees) is bound to
 * a live card number, so that readers which only read the chip pay from that card (lookup.accountOfCard). A chip
 * and a card each have at most one binding at a time; a removed binding stays as history.
 */

interface LiveCard {
  cardNo: string;
  custId: number;
  custNum: string;
}

/** Live cards (active or lost) among the numbers, of people in the caller's organisation scope. */
async function liveCards(ctx: Ctx, cardNos: string[]): Promise<Map<string, LiveCard>> {
  const w = new Where(`k.merchant_id = ? AND k.card_no = ANY(?::text[]) AND k.state IN ('active', 'lost')`, ctx.merchantId, cardNos).scope(ctx, 'org', 'c.org_id');
  const rows = await ctx.db.query<LiveCard>(
    `SELECT k.card_no AS "cardNo", k.cust_id AS "custId", c.cust_num AS "custNum" FROM cards k JOIN people_directory c ON c.id = k.cust_id WHERE ${w.sql}`,
    w.params,
  );
  return new Map(rows.map((r) => [r.cardNo, r]));
}

/** Which of the values are taken: chips bound now, cards bound now, and live card numbers (of any person). */
async function taken(ctx: Ctx, chips: string[], cardNos: string[]) {
  const [boundChips, boundCards, numbers] = await Promise.all([
    ctx.db.query<{ v: string }>(`SELECT chip_uid AS v FROM card_binds WHERE merchant_id = $1 AND chip_uid = ANY($2::text[]) AND removed_at IS NULL`, [ctx.merchantId, chips]),
    ctx.db.query<{ v: string }>(`SELECT card_no AS v FROM card_binds WHERE merchant_id = $1 AND card_no = ANY($2::text[]) AND removed_at IS NULL`, [ctx.merchantId, cardNos]),
    // A chip that reads as a live card number would never reach its binding: that number pays first.
    ctx.db.query<{ v: string }>(`SELECT card_no AS v FROM cards WHERE merchant_id = $1 AND card_no = ANY($2::text[]) AND state IN ('active', 'lost')`, [ctx.merchantId, chips]),
  ]);
  const set = (rows: { v: string }[]) => new Set(rows.map((r) => r.v));
  return { chips: set(boundChips), cards: set(boundCards), cardNumbers: set(numbers) };
}

async function insertBinds(ctx: Ctx, rows: { cardNo: string; chipUid: string; custId: number }[]): Promise<number[]> {
  try {
    const inserted = await ctx.db.query<{ id: number }>(
      `INSERT INTO card_binds (merchant_id, card_no, chip_uid, cust_id, bound_at, operator_name)
       SELECT $1, u.card, u.chip, u.cust, $5, $6 FROM unnest($2::text[], $3::text[], $4::int[]) AS u(card, chip, cust) RETURNING id`,
      [ctx.merchantId, rows.map((r) => r.cardNo), rows.map((r) => r.chipUid), rows.map((r) => r.custId), ctx.now(), ctx.actor?.username ?? ''],
    );
    await bumpDeviceVersion(ctx, 'blacklist');
    return inserted.map((r) => r.id);
  } catch (e) {
    // Another request bound the chip or the card between our check and our write.
    if (isUniqueViolation(e)) throw fieldError('chipUid', 'chipTaken');
    throw e;
  }
}

/** POST accCardBind/add. */
export async function addBind(ctx: Ctx, input: { cardNo: string; chipUid: string }): Promise<{ bindId: number }> {
  const card = (await liveCards(ctx, [input.cardNo])).get(input.cardNo);
  if (!card) throw businessRule('cardUnknown', { cardNo: input.cardNo });
  const t = await taken(ctx, [input.chipUid], [input.cardNo]);
  if (t.chips.has(input.chipUid)) throw fieldError('chipUid', 'chipTaken');
  if (t.cardNumbers.has(input.chipUid)) throw fieldError('chipUid', 'chipIsCardNo');
  if (t.cards.has(input.cardNo)) throw fieldError('cardNo', 'cardAlreadyBound');
  const [bindId] = await insertBinds(ctx, [{ cardNo: input.cardNo, chipUid: input.chipUid, custId: card.custId }]);
  return { bindId };
}

/** DELETE accCardBind/remove/{bindId}: the chip stops paying; the row stays as history. */
export async function removeBind(ctx: Ctx, bindId: number): Promise<null> {
  const w = new Where('b.id = ? AND b.merchant_id = ?', bindId, ctx.merchantId).scope(ctx, 'org', 'c.org_id');
  const row = (
    await ctx.db.query<{ removed: boolean }>(
      `SELECT b.removed_at IS NOT NULL AS removed FROM card_binds b JOIN people_directory c ON c.id = b.cust_id
        WHERE ${w.sql} FOR UPDATE OF b`,
      w.params,
    )
  )[0];
  if (!row) throw notFound('binding');
  if (row.removed) throw conflict('bindRemoved');
  await ctx.db.query(`UPDATE card_binds SET removed_at = $2, removed_by = $3 WHERE id = $1`, [bindId, ctx.now(), ctx.actor?.username ?? '']);
  await bumpDeviceVersion(ctx, 'blacklist');
  return null;
}

export interface BindQuery {
  page: number;
  limit: number;
  cardNo?: string;
  chipUid?: string;
  custName?: string;
  state?: 'bound' | 'removed';
}

/** POST accCardBind/queryPageBindHist: bindings and removals, newest first, of people the caller reaches. */
export async function bindPage(ctx: Ctx, q: BindQuery): Promise<Page<CardBind>> {
  const w = new Where('b.merchant_id = ?', ctx.merchantId).scope(ctx, 'org', 'c.org_id');
  if (q.cardNo) w.add('b.card_no ILIKE ?', likeContains(q.cardNo));
  if (q.chipUid) w.add('b.chip_uid ILIKE ?', likeContains(q.chipUid));
  if (q.custName) w.add('c.cust_name ILIKE ?', likeContains(q.custName));
  if (q.state) w.add(q.state === 'bound' ? 'b.removed_at IS NULL' : 'b.removed_at IS NOT NULL');
  const from = `FROM card_binds b JOIN people_directory c ON c.id = b.cust_id JOIN cust_orgs o ON o.id = c.org_id WHERE ${w.sql}`;
  return pageOf<CardBind>(ctx.db, q, {
    count: `SELECT count(*)::int AS n ${from}`,
    rows: `SELECT b.id AS "bindId", b.card_no AS "cardNo", b.chip_uid AS "chipUid", c.id AS "custId", c.cust_name AS "custName", c.cust_num AS "custNum",
        o.name AS "orgName", CASE WHEN b.removed_at IS NULL THEN 'bound' ELSE 'removed' END AS state, b.bound_at AS "boundAt",
        b.operator_name AS "operatorName", b.removed_at AS "removedAt", b.removed_by AS "removedBy"
     ${from} ORDER BY GREATEST(b.bound_at, COALESCE(b.removed_at, b.bound_at)) DESC, b.id DESC`,
    params: w.params,
  });
}

// ---- import ----------------------------------------------------------------------------------------------

type Key = 'cardNo' | 'chipUid';
const HEADERS: Record<Key, Record<Lang, string>> = {
  cardNo: { zh: '卡号', en: 'Card number', es: 'Número de tarjeta', ja: 'カード番号' },
  chipUid: { zh: '芯片号', en: 'Chip UID', es: 'UID del chip', ja: 'チップ番号' },
};
const ZOD_LOCALES = { zh: z.locales.zhCN, en: z.locales.en, es: z.locales.es, ja: z.locales.ja } as const;
const code = z.string().min(1).max(32).regex(/^[A-Za-z0-9]+$/);

function columns(lang: Lang): ReadColumn<Key>[] {
  return (['cardNo', 'chipUid'] as const).map((key) => ({
    key,
    header: [HEADERS[key][lang], ...Object.values(HEADERS[key]), key],
    parse: key === 'chipUid' ? code.transform((s) => s.toUpperCase()) : code,
  }));
}

/** Reads the file before the import's transaction opens (it touches no table). */
export async function readBindSheet(ctx: Ctx): Promise<Sheet<Key>> {
  if (!ctx.file || ctx.file.buffer.length === 0) throw fieldError('file', 'fileMissing');
  const sheet = await readSheet(ctx.file.buffer, columns(ctx.lang), { maxRows: IMPORT_MAX_ROWS, error: ZOD_LOCALES[ctx.lang]().localeError });
  if (!sheet.rows.length) throw businessRule('xlsxEmpty');
  return sheet;
}

/** POST accCardBind/batchImportBind: every row bound, or none (59000 with the row errors). */
export async function importBinds(ctx: Ctx, sheet: Sheet<Key>): Promise<ImportResult> {
  const good = sheet.rows.filter((r) => r.ok).map((r) => ({ row: r.row, cardNo: r.values.cardNo as string, chipUid: r.values.chipUid as string }));
  const cards = await liveCards(ctx, good.map((r) => r.cardNo));
  const t = await taken(
    ctx,
    good.map((r) => r.chipUid),
    good.map((r) => r.cardNo),
  );
  const errors: ImportRowError[] = sheet.errors.map((e) => ({ ...e, custNum: '' }));
  const fail = (row: number, field: Key, key: Parameters<typeof translate>[1], params?: Record<string, string | number>) =>
    errors.push({ row, custNum: '', field, message: translate(ctx.lang, key, params) });
  const firstChip = new Map<string, number>();
  const firstCard = new Map<string, number>();
  for (const r of good) {
    const card = cards.get(r.cardNo);
    if (!card) fail(r.row, 'cardNo', 'cardUnknown', { cardNo: r.cardNo });
    else if (t.cards.has(r.cardNo)) fail(r.row, 'cardNo', 'cardAlreadyBound');
    if (firstCard.has(r.cardNo)) fail(r.row, 'cardNo', 'bindRepeated', { row: firstCard.get(r.cardNo)! });
    else firstCard.set(r.cardNo, r.row);
    if (t.chips.has(r.chipUid)) fail(r.row, 'chipUid', 'chipTaken');
    else if (t.cardNumbers.has(r.chipUid)) fail(r.row, 'chipUid', 'chipIsCardNo');
    if (firstChip.has(r.chipUid)) fail(r.row, 'chipUid', 'bindRepeated', { row: firstChip.get(r.chipUid)! });
    else firstChip.set(r.chipUid, r.row);
  }
  if (errors.length) {
    const cardOfRow = new Map(sheet.rows.map((r) => [r.row, r.raw.cardNo ?? '']));
    for (const e of errors) e.custNum = cards.get(cardOfRow.get(e.row) ?? '')?.custNum ?? '';
    errors.sort((a, b) => a.row - b.row);
    const data: ImportFailure = { total: sheet.rows.length, errors: errors.slice(0, 5000) };
    throw new AppError(Code.PASS_THROUGH, 'importRowErrors', { total: sheet.rows.length, count: new Set(errors.map((e) => e.row)).size }, data);
  }
  const ids = await insertBinds(
    ctx,
    good.map((r) => ({ ...r, custId: cards.get(r.cardNo)!.custId })),
  );
  return { total: sheet.rows.length, imported: ids.length };
}
