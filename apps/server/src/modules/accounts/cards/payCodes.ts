import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { PAY_CODE_PREFIX, type PayCode } from '@canteen/contract';
import type { Ctx } from '../../../platform/context';
import type { Db } from '../../../platform/db/db';
import { businessRule } from '../../../platform/http/errors';
import { open, seal, sealedColumn } from '../../../platform/sealing';
import { accountOfPerson } from '../lookup';

/**
 * QR payment codes (DESIGN §6): the server issues a code naming the merchant, the person, a 30-second time step and
 * a random nonce, under a truncated HMAC-SHA256 with the merchant's own random key. A device sends it back as
 * `qrCode`; it pays in its issuing step and the next one (at most 60 s), once. The code is
 * `CCP1` + base32 (RFC 4648, no padding) of merchant (4 bytes), person (4), step (4), nonce (8) and MAC (12):
 * 56 characters of the QR alphanumeric set, which no card number (at most 32) can be mistaken for.
 */
const STEP_SECONDS = 30;
const NONCE_BYTES = 8;
const MAC_BYTES = 12;
const BODY_BYTES = 12 + NONCE_BYTES;
const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
const SHAPE = new RegExp(`^${PAY_CODE_PREFIX}[A-Z2-7]{${Math.ceil(((BODY_BYTES + MAC_BYTES) * 8) / 5)}}$`);

export interface PayCodeFields {
  merchantId: number;
  custId: number;
  step: number;
  nonce: Buffer;
  mac: Buffer;
}

function base32(bytes: Buffer): string {
  let out = '';
  let bits = 0;
  let value = 0;
  for (const byte of bytes) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      out += ALPHABET[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  return bits > 0 ? out + ALPHABET[(value << (5 - bits)) & 31] : out;
}

function unbase32(text: string): Buffer {
  const out: number[] = [];
  let bits = 0;
  let value = 0;
  for (const ch of text) {
    value = ((value << 5) | ALPHABET.indexOf(ch)) & 0xffff;
    bits += 5;
    if (bits >= 8) {
      out.push((value >>> (bits - 8)) & 0xff);
      bits -= 8;
    }
  }
  return Buffer.from(out);
}

const stepAt = (at: Date) => Math.floor(at.getTime() / 1000 / STEP_SECONDS);

function body(f: Omit<PayCodeFields, 'mac'>): Buffer {
  const b = Buffer.alloc(BODY_BYTES);
  b.writeUInt32BE(f.merchantId, 0);
  b.writeUInt32BE(f.custId, 4);
  b.writeUInt32BE(f.step, 8);
  f.nonce.copy(b, 12);
  return b;
}

const macOf = (key: Buffer, data: Buffer) => createHmac('sha256', key).update(PAY_CODE_PREFIX).update(data).digest().subarray(0, MAC_BYTES);

export const formatPayCode = (f: PayCodeFields) => PAY_CODE_PREFIX + base32(Buffer.concat([body(f), f.mac]));

/** The fields of a code of the right shape (its MAC not yet checked), or null. */
export function parsePayCode(code: string): PayCodeFields | null {
  if (!SHAPE.test(code)) return null;
  const raw = unbase32(code.slice(PAY_CODE_PREFIX.length));
  const fields = { merchantId: raw.readUInt32BE(0), custId: raw.readUInt32BE(4), step: raw.readUInt32BE(8), nonce: raw.subarray(12, BODY_BYTES), mac: raw.subarray(BODY_BYTES) };
  // One spelling per code: trailing bits that the bytes do not use must be zero.
  return formatPayCode(fields) === code ? fields : null;
}

// Opening a sealed key costs a decryption; the sealed text (read with every use) maps to the opened key, so a key
// that was replaced or rolled back is never used.
const opened = new Map<string, Buffer>();

const keyContext = (merchantId: number) => `paycode:${merchantId}`;

function keyOf(merchantId: number, sealed: string): Buffer {
  let key = opened.get(sealed);
  if (!key) {
    key = Buffer.from(open(sealed, keyContext(merchantId)), 'base64');
    opened.set(sealed, key);
  }
  return key;
}

/** The merchant's key, made on first need. */
async function merchantKey(ctx: Ctx): Promise<Buffer> {
  const read = async () => (await ctx.db.query<{ sealed: string }>(`SELECT sealed_key AS sealed FROM pay_code_keys WHERE merchant_id = $1`, [ctx.merchantId]))[0]?.sealed;
  let sealed = await read();
  if (!sealed) {
    const made = seal(randomBytes(32).toString('base64'), keyContext(ctx.merchantId));
    await ctx.db.query(`INSERT INTO pay_code_keys (merchant_id, sealed_key) VALUES ($1, $2) ON CONFLICT (merchant_id) DO NOTHING`, [ctx.merchantId, made]);
    // Another request may have made it first: theirs is the one.
    sealed = (await read())!;
  }
  return keyOf(ctx.merchantId, sealed);
}

/** A fresh payment code of a person the caller reaches (40400 otherwise); a cancelled person gets none. */
export async function issuePayCode(ctx: Ctx, custId: number): Promise<PayCode> {
  const person = await accountOfPerson(ctx, custId);
  if (person.custState !== 'normal') throw businessRule('personCancelled');
  const key = await merchantKey(ctx);
  const now = ctx.now();
  const fields = { merchantId: ctx.merchantId, custId, step: stepAt(now), nonce: randomBytes(NONCE_BYTES) };
  const expires = (fields.step + 2) * STEP_SECONDS * 1000;
  return {
    code: formatPayCode({ ...fields, mac: macOf(key, body(fields)) }),
    expiresAt: new Date(expires).toISOString(),
    expiresIn: Math.ceil((expires - now.getTime()) / 1000),
  };
}

/** A trade the device sends again (its bizNo already recorded for this person) returns its first result. */
async function isResent(ctx: Ctx, bizNo: string, custId: number): Promise<boolean> {
  const rows = await ctx.db.query(`SELECT 1 FROM money_txns WHERE merchant_id = $1 AND biz_no = $2 AND cust_id = $3`, [ctx.merchantId, bizNo, custId]);
  return rows.length > 0;
}

/** The fields of a code this merchant issued to a person who exists, not dated ahead (42200 payCodeInvalid else). */
async function genuine(ctx: Ctx, code: string): Promise<PayCodeFields> {
  const f = parsePayCode(code);
  if (!f || f.merchantId !== ctx.merchantId) throw businessRule('payCodeInvalid');
  const row = (
    await ctx.db.query<{ sealed: string; custState: string | null }>(
      `SELECT k.sealed_key AS sealed, c.state AS "custState" FROM pay_code_keys k LEFT JOIN people_directory c ON c.merchant_id = k.merchant_id AND c.id = $2
       WHERE k.merchant_id = $1`,
      [ctx.merchantId, f.custId],
    )
  )[0];
  if (!row || !timingSafeEqual(macOf(keyOf(ctx.merchantId, row.sealed), body(f)), f.mac) || !row.custState) throw businessRule('payCodeInvalid');
  if (f.step > stepAt(ctx.now())) throw businessRule('payCodeInvalid');
  return f;
}

/**
 * The person a payment code names, checked as a payment would check it but not used up: the cashier desk shows who
 * is paying before the payment redeems the code.
 */
export async function payCodeHolder(ctx: Ctx, code: string): Promise<number> {
  const f = await genuine(ctx, code);
  if (f.step < stepAt(ctx.now()) - 1) throw businessRule('payCodeExpired');
  const used = await ctx.db.query(`SELECT 1 FROM pay_code_uses WHERE merchant_id = $1 AND nonce = $2`, [ctx.merchantId, f.nonce.toString('hex')]);
  if (used.length) throw businessRule('payCodeUsed');
  return f.custId;
}

/**
 * The person a payment code names, for the payment `bizNo` in the caller's transaction: 42200 payCodeInvalid for a
 * code that is malformed, forged, of another merchant or not issued here (a person number among them),
 * payCodeExpired past its window, payCodeUsed when it paid before. The code is marked used in the same
 * transaction, so a payment that is refused leaves it unused.
 */
export async function redeemPayCode(ctx: Ctx, code: string, bizNo: string): Promise<number> {
  const f = await genuine(ctx, code);
  const now = stepAt(ctx.now());
  if (f.step < now - 1) {
    if (await isResent(ctx, bizNo, f.custId)) return f.custId;
    throw businessRule('payCodeExpired');
  }
  const burnt = await ctx.db.query(
    `INSERT INTO pay_code_uses (merchant_id, nonce, step, cust_id, used_at) VALUES ($1, $2, $3, $4, $5) ON CONFLICT (merchant_id, nonce) DO NOTHING RETURNING 1`,
    [ctx.merchantId, f.nonce.toString('hex'), f.step, f.custId, ctx.now()],
  );
  if (!burnt.length && !(await isResent(ctx, bizNo, f.custId))) throw businessRule('payCodeUsed');
  return f.custId;
}

/** The merchants' payment-code keys, for the re-seal under a new sealing key. */
export const payCodeKeysSealed = sealedColumn<{ merchant_id: number }>('pay_code_keys', {
  table: 'pay_code_keys',
  key: 'merchant_id',
  column: 'sealed_key',
  context: (row) => keyContext(row.merchant_id),
});

/** Forgets used codes whose window has passed (one step of margin): the window check refuses them anyway. */
export async function prunePayCodeUses(db: Db, now: Date): Promise<void> {
  await db.query(`DELETE FROM pay_code_uses WHERE step < $1`, [stepAt(now) - 2]);
}
