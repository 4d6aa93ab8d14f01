import type { BusinessTime } from '@canteen/contract';
import { withTx, type Ctx } from '../../platform/context';
import { businessRule, fieldError, notFound } from '../../platform/http/errors';
import { toHHmm, toMinutes } from './timeOfDay';

interface TimeRow {
  id: number;
  weekday: number;
  open_minute: number;
  close_minute: number;
}
interface TimeInput {
  weekday: number;
  openTime: string;
  closeTime: string;
}

const toTime = (r: TimeRow): BusinessTime => ({ timeId: r.id, weekday: r.weekday, openTime: toHHmm(r.open_minute), closeTime: toHHmm(r.close_minute) });

/** Opening hours of the merchant, Monday first, by opening time. */
export async function listBusinessTimes(ctx: Ctx): Promise<BusinessTime[]> {
  const rows = await ctx.db.query<TimeRow>(`SELECT id, weekday, open_minute, close_minute FROM business_times WHERE merchant_id = $1 ORDER BY weekday, open_minute`, [
    ctx.merchantId,
  ]);
  return rows.map(toTime);
}

async function findTime(ctx: Ctx, id: number) {
  const row = (await ctx.db.query<TimeRow>(`SELECT id FROM business_times WHERE id = $1 AND merchant_id = $2`, [id, ctx.merchantId]))[0];
  if (!row) throw notFound('business time');
}

/** Opening hours close after they open on the same day ('00:00' as closing means midnight) and do not overlap that weekday's others. */
async function checkTime(ctx: Ctx, input: TimeInput, exceptId = 0) {
  const open = toMinutes(input.openTime);
  const close = input.closeTime === '00:00' ? 1440 : toMinutes(input.closeTime);
  if (close <= open) throw fieldError('closeTime', 'closeBeforeOpen');
  // Serialises writers of one merchant's hours, so two overlapping saves cannot both pass.
  await ctx.db.query(`SELECT id FROM merchants WHERE id = $1 FOR UPDATE`, [ctx.merchantId]);
  const clash = (
    await ctx.db.query<TimeRow>(
      `SELECT id, weekday, open_minute, close_minute FROM business_times
        WHERE merchant_id = $1 AND weekday = $2 AND id <> $3 AND open_minute < $5 AND $4 < close_minute LIMIT 1`,
      [ctx.merchantId, input.weekday, exceptId, open, close],
    )
  )[0];
  if (clash) throw businessRule('businessTimeOverlap', { start: toHHmm(clash.open_minute), end: clash.close_minute === 1440 ? '24:00' : toHHmm(clash.close_minute) });
  return { open, close };
}

export function addBusinessTime(ctx: Ctx, input: TimeInput) {
  return withTx(ctx, async (tx) => {
    const { open, close } = await checkTime(tx, input);
    const row = await tx.db.query<{ id: number }>(
      `INSERT INTO business_times (merchant_id, weekday, open_minute, close_minute) VALUES ($1, $2, $3, $4) RETURNING id`,
      [tx.merchantId, input.weekday, open, close],
    );
    return { timeId: row[0].id };
  });
}

export function editBusinessTime(ctx: Ctx, input: TimeInput & { timeId: number }) {
  return withTx(ctx, async (tx) => {
    await findTime(tx, input.timeId);
    const { open, close } = await checkTime(tx, input, input.timeId);
    await tx.db.query(`UPDATE business_times SET weekday = $3, open_minute = $4, close_minute = $5 WHERE id = $1 AND merchant_id = $2`, [
      input.timeId,
      tx.merchantId,
      input.weekday,
      open,
      close,
    ]);
    return null;
  });
}

export async function removeBusinessTime(ctx: Ctx, id: number) {
  await findTime(ctx, id);
  await ctx.db.query(`DELETE FROM business_times WHERE id = $1 AND merchant_id = $2`, [id, ctx.merchantId]);
  return null;
}
