import { createHash, generateKeyPairSync, X509Certificate, createPublicKey } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { CertApplication, CloudPos, Page, PaymentBank } from '@canteen/contract';
import type { Ctx } from '../../platform/context';
import { conflict, fieldError, notFound } from '../../platform/http/errors';
import { defineResource } from '../../platform/resource';
import { settingsLookups } from './ports';
import { readConfig } from './configs';
import { seal } from '../../platform/sealing';
import { pageOf, Where } from '../../platform/sql';

// ---- Cloud POS terminals ----

export const cloudPosTerminals = defineResource<CloudPos>({
  table: 'cloud_pos_terminals',
  idField: 'id',
  fields: { bank: 'bank', terminalNo: 'terminal_no', name: 'name', canteenId: 'canteen_id', enabled: 'enabled', remark: 'remark', createdAt: 'created_at' },
  readOnly: ['createdAt'],
  computed: { canteenName: '(SELECT c.name FROM canteens c WHERE c.id = r.canteen_id)' },
  filters: {
    bank: { column: 'bank', op: 'eq' },
    canteenId: { column: 'canteen_id', op: 'eq' },
    enabled: { column: 'enabled', op: 'eq' },
    terminalNo: { column: 'terminal_no', op: 'like' },
  },
  orderBy: 'r.bank, r.terminal_no',
  scope: { type: 'canteen', column: 'canteen_id' },
  unique: [['terminalNo', 'bank']],
  what: 'cloud POS terminal',
});

type PosInput = Record<string, unknown> & { canteenId: number };

/** The bound canteen must be the merchant's and inside the caller's data scope. */
export async function addCloudPos(ctx: Ctx, input: PosInput) {
  await settingsLookups.use().assertCanteen(ctx, input.canteenId);
  return { id: await cloudPosTerminals.create(ctx, input) };
}

export async function editCloudPos(ctx: Ctx, { id, ...input }: PosInput & { id: number }) {
  await cloudPosTerminals.get(ctx, id);
  await settingsLookups.use().assertCanteen(ctx, input.canteenId);
  await cloudPosTerminals.update(ctx, id, input);
  return null;
}

// ---- Payment certificate applications ----

/** What a certificate application sends to the bank: never the private key. */
export interface CertificateRequest {
  merchantId: number;
  bank: PaymentBank;
  merchantNo: string;
  subject: string;
  publicKey: string;
  requestedAt: string;
}

/** A bank's certificate service behind an interface (DESIGN §10); the default works on one machine with no network. */
export interface CertificateBankAdapter {
  /** Sends the request; the application's state afterwards. */
  submit(ctx: Ctx, request: CertificateRequest): Promise<'submitted' | 'failed'>;
}

/** Default adapter: the request goes to DATA_DIR/outbox and the log; the operator records the certificate the bank returns. */
export const outboxCertificateBank: CertificateBankAdapter = {
  async submit(ctx, request) {
    const dir = path.join(ctx.env.dataDir, 'outbox');
    await fs.mkdir(dir, { recursive: true });
    const file = path.join(dir, `cert-apply-${request.bank}-${request.merchantId}-${Date.parse(request.requestedAt)}-${ctx.requestId}.json`);
    await fs.writeFile(file, JSON.stringify({ to: request.bank, call: 'certificate/apply', ...request }, null, 2));
    ctx.log.info({ outbox: file, bank: request.bank }, 'certificate application queued in the outbox');
    return 'submitted';
  },
};

let adapter: CertificateBankAdapter = outboxCertificateBank;
/** Chooses the adapter (a real bank one, or a test double). */
export function useCertificateBankAdapter(next: CertificateBankAdapter) {
  adapter = next;
}

/** RFC 4514 escaping of one attribute value. */
const escapeDn = (value: string) => value.replace(/[\\,+"<>;=]/g, (c) => `\\${c}`).replace(/^[ #]|[ ]$/g, (c) => `\\${c}`);

const SELECT = `SELECT id, bank, state, subject, public_key AS "publicKey", serial_number AS "serialNumber", valid_to AS "validTo",
  requested_at AS "requestedAt", issued_at AS "issuedAt" FROM cert_applications`;

async function application(ctx: Ctx, id: number): Promise<CertApplication> {
  const row = (await ctx.db.query<CertApplication>(`${SELECT} WHERE merchant_id = $1 AND id = $2`, [ctx.merchantId, id]))[0];
  if (!row) throw notFound('certificate application');
  return row;
}

/**
 * Applies for a bank's payment certificate: a new RSA-2048 key pair (the private key sealed at rest), a subject
 * from the merchant's name and the bank's merchant number, and the public key handed to the bank's adapter.
 * node:crypto cannot build a PKCS#10 CSR, so the request is the subject plus the SPKI public key.
 */
export async function applyCertificate(ctx: Ctx, bank: PaymentBank): Promise<CertApplication> {
  const config = await readConfig(ctx, bank);
  if (!config.merchantNo) throw fieldError('bank', 'certMerchantNoMissing');
  const merchant = (await ctx.db.query<{ name: string }>(`SELECT name FROM merchants WHERE id = $1`, [ctx.merchantId]))[0];
  const subject = `CN=${escapeDn(merchant.name)},OU=${escapeDn(config.merchantNo)}`;
  const { publicKey, privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const publicPem = publicKey.export({ type: 'spki', format: 'pem' }).toString();
  const fingerprint = createHash('sha256').update(publicKey.export({ type: 'spki', format: 'der' })).digest('hex');
  const sealed = seal(privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(), privateKeyContext(ctx.merchantId, bank, fingerprint));
  const requestedAt = ctx.now().toISOString();
  const state = await adapter.submit(ctx, { merchantId: ctx.merchantId, bank, merchantNo: config.merchantNo, subject, publicKey: publicPem, requestedAt });
  const rows = await ctx.db.query<{ id: number }>(
    `INSERT INTO cert_applications (merchant_id, bank, state, subject, public_key, private_key_sealed, requested_by, requested_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING id`,
    [ctx.merchantId, bank, state, subject, publicPem, sealed, ctx.actor?.userId ?? null, requestedAt],
  );
  return application(ctx, rows[0].id);
}

/** Where the sealed private key belongs: the merchant, the bank and the key it pairs with. */
export const privateKeyContext = (merchantId: number, bank: string, fingerprint: string) => `${merchantId}/certApplication/${bank}/${fingerprint}`;

export async function pageApplications(ctx: Ctx, query: { page: number; limit: number; bank?: PaymentBank; state?: string }): Promise<Page<CertApplication>> {
  const w = new Where('merchant_id = ?', ctx.merchantId);
  if (query.bank) w.add('bank = ?', query.bank);
  if (query.state) w.add('state = ?', query.state);
  return pageOf<CertApplication>(ctx.db, query, {
    count: `SELECT count(*)::int AS n FROM cert_applications WHERE ${w.sql}`,
    rows: `${SELECT} WHERE ${w.sql} ORDER BY id DESC`,
    params: w.params,
  });
}

/** Stores the certificate the bank issued: a PEM X.509 certificate whose public key is the application's. */
export async function recordIssued(ctx: Ctx, id: number, certificatePem: string): Promise<CertApplication> {
  const current = await application(ctx, id);
  if (current.state === 'issued') throw conflict('certAlreadyIssued');
  let certificate: X509Certificate;
  try {
    certificate = new X509Certificate(certificatePem);
  } catch {
    throw fieldError('certificate', 'certInvalid');
  }
  if (!certificate.publicKey.equals(createPublicKey(current.publicKey))) throw fieldError('certificate', 'certKeyMismatch');
  // The state is checked again by the write itself, so two recordings at once cannot both succeed.
  const updated = await ctx.db.query(
    `UPDATE cert_applications SET state = 'issued', certificate = $3, serial_number = $4, valid_to = $5, issued_at = $6
     WHERE merchant_id = $1 AND id = $2 AND state <> 'issued' RETURNING id`,
    [ctx.merchantId, id, certificate.toString(), certificate.serialNumber, new Date(certificate.validTo).toISOString(), ctx.now().toISOString()],
  );
  if (!updated.length) throw conflict('certAlreadyIssued');
  return application(ctx, id);
}
