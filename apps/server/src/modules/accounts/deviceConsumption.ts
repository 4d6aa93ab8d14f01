import type { Ctx } from '../../platform/context';
import { AppError } from '../../platform/http/errors';
import { consume, type ConsumeInput, type ConsumeResult } from './consumption';
import { holdForReview, type HeldResult } from './offlineHeld';
import { redeemPayCode } from './payCodes';

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
 * Offline uploads: each record is charged once with its original time (its bizNo, the device trade number, makes
 * a re-sent upload harmless); one the balance no longer covers becomes an error order. A record that names no
 * known payer cannot become an order and is reported back; the others still go in. A record dated outside the
 * merchant's window is held for review instead (offlineHeld.ts), so a wrong device clock cannot rewrite history; so is
 * every record while the merchant does not allow offline payments, and one above the offline cap: the device has
 * taken the money, so a reviewer books or rejects it rather than the upload losing it.
 */
export async function offlineUpload(ctx: Ctx, records: OfflineRecord[]): Promise<{ results: ({ bizNo: string; orderId: number; error?: string } | HeldResult)[] }> {
  const results: ({ bizNo: string; orderId: number; error?: string } | HeldResult)[] = [];
  const held = await holdForReview(ctx, records);
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
