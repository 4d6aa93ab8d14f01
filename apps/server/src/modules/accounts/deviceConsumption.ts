import type { Ctx } from '../../platform/context';
import { AppError } from '../../platform/http/errors';
import { consume, type ConsumeInput, type ConsumeResult } from './consumption';
import { lockForBatch } from './ledger';
import { holdForReview, type HeldResult } from './offlineHeld';
import { redeemPayCode } from './cards/payCodes';

interface DeviceConsumeInput extends Omit<ConsumeInput, 'canteenId' | 'deviceId'> {
  qrCode?: string;
}

/**
 * A device's consumption: in the device's canteen, identified by card, person id, face id or a QR payment code the
 * server issued (marked used in this payment's transaction).
 */
export async function deviceConsume(ctx: Ctx, input: DeviceConsumeInput): Promise<ConsumeResult> {
  const { qrCode, ...rest } = input;
  const custId = qrCode ? await redeemPayCode(ctx, qrCode, rest.bizNo) : rest.custId;
  return consume(ctx, { ...rest, custId, payType: qrCode ? 'qrcode' : undefined });
}

export interface OfflineRecord {
  bizNo: string;
  custId?: number;
  cardNo?: string;
  faceId?: string;
  amount: number;
  stallId?: number;
  items?: ConsumeInput['items'];
  at: string;
}

/**
 * Locks, up front and in the global order (accounts by id, then the revenue slots of the device's canteen), every
 * account the records name by card (or a chip bound to one), face or person id: booked record by record, an upload
 * locked account after account in the records' order and waited in a circle with another upload or a batch. A name
 * that finds no one locks nothing (consume reports it); one that finds someone consume will not (a lost card) only
 * costs a lock.
 */
async function lockPayers(ctx: Ctx, records: OfflineRecord[]): Promise<void> {
  const cards = records.flatMap((r) => (r.cardNo ? [r.cardNo] : []));
  const faces = records.flatMap((r) => (!r.cardNo && r.faceId ? [r.faceId] : []));
  const custIds = records.flatMap((r) => (!r.cardNo && !r.faceId && r.custId !== undefined ? [r.custId] : []));
  const accounts = await ctx.db.query<{ id: number }>(
    `SELECT k.account_id AS id FROM cards k
      WHERE k.merchant_id = $1 AND k.state IN ('active', 'lost')
        AND (k.card_no = ANY($2::text[])
             OR k.card_no IN (SELECT b.card_no FROM card_binds b WHERE b.merchant_id = $1 AND b.removed_at IS NULL AND b.chip_uid IN (SELECT upper(x) FROM unnest($2::text[]) x)))
     UNION
     SELECT a.id FROM people_directory c JOIN accounts a ON a.cust_id = c.id WHERE c.merchant_id = $1 AND (c.face_id = ANY($3::text[]) OR c.id = ANY($4::int[]))`,
    [ctx.merchantId, cards, faces, custIds],
  );
  await lockForBatch(
    ctx,
    accounts.map((a) => a.id),
    [{ kind: 'revenue', canteenId: ctx.device?.canteenId ?? null }],
  );
}

/**
 * Offline uploads: each record is charged once with its original time (its bizNo, the device trade number, makes
 * a re-sent upload harmless); one the balance no longer covers becomes an error order. A record that names no
 * known payer cannot become an order and is reported back; the others still go in. A record dated outside the
 * merchant's window is held for review instead (offlineHeld.ts), so a wrong device clock cannot rewrite history; so is
 * every record while the merchant does not allow offline payments, and one above the offline cap: the device has
 * taken the money, so a reviewer books or rejects it rather than the upload losing it. The payers' accounts are
 * locked before the first record is booked (lockPayers).
 */
export async function offlineUpload(ctx: Ctx, records: OfflineRecord[]): Promise<{ results: ({ bizNo: string; orderId: number; error?: string } | HeldResult)[] }> {
  const results: ({ bizNo: string; orderId: number; error?: string } | HeldResult)[] = [];
  const held = await holdForReview(ctx, records);
  await lockPayers(
    ctx,
    records.filter((r) => !held.has(r.bizNo)),
  );
  for (const r of records) {
    const h = held.get(r.bizNo);
    if (h) {
      results.push(h);
      continue;
    }
    await ctx.db.query('SAVEPOINT offline_record');
    try {
      const done = await consume(ctx, { ...r, offlineAt: new Date(r.at) });
      await ctx.db.query('RELEASE SAVEPOINT offline_record');
      results.push(done.error ? { bizNo: r.bizNo, orderId: done.orderId, error: done.error } : { bizNo: r.bizNo, orderId: done.orderId });
    } catch (e) {
      await ctx.db.query('ROLLBACK TO SAVEPOINT offline_record');
      if (!(e instanceof AppError)) throw e;
      results.push({ bizNo: r.bizNo, orderId: 0, error: e.key });
    }
  }
  return { results };
}
