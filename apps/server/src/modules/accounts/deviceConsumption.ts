import type { Ctx } from '../../platform/context';
import { AppError, businessRule } from '../../platform/http/errors';
import { consume, type ConsumeInput, type ConsumeResult } from './consumption';

interface DeviceConsumeInput extends Omit<ConsumeInput, 'canteenId' | 'deviceId'> {
  qrCode?: string;
}

/** The person a QR payment code names (the person number on their code), or 42200. */
async function custOfQr(ctx: Ctx, qrCode: string): Promise<number> {
  const row = (await ctx.db.query<{ id: number }>(`SELECT id FROM customers WHERE merchant_id = $1 AND cust_num = $2`, [ctx.merchantId, qrCode]))[0];
  if (!row) throw businessRule('cardUnknown', { cardNo: qrCode });
  return row.id;
}

/** A device's consumption: in the device's canteen, identified by card, person id, face id or QR code. */
export async function deviceConsume(ctx: Ctx, input: DeviceConsumeInput): Promise<ConsumeResult> {
  const { qrCode, ...rest } = input;
  const custId = qrCode ? await custOfQr(ctx, qrCode) : rest.custId;
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
 * known payer cannot become an order and is reported back; the others still go in.
 */
export async function offlineUpload(ctx: Ctx, records: OfflineRecord[]): Promise<{ results: { bizNo: string; orderId: number; error?: string }[] }> {
  const results: { bizNo: string; orderId: number; error?: string }[] = [];
  for (const r of records) {
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
