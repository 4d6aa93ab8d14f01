import fs from 'node:fs';
import path from 'node:path';
import { createHash, createPrivateKey, createPublicKey, generateKeyPairSync, sign, type KeyObject } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Code, type CertApplication, type CloudPos, type Page } from '@canteen/contract';
import { startTestServer, type TestServer } from '../../testing/server';
import { addCanteen, limitedToken } from '../../testing/api';
import { fieldsOf } from './testing';
import { open } from '../../platform/sealing';
import { privateKeyContext } from './cloudPos';

let t: TestServer;
let admin: string;
let admin2: string;
let canteen: number;
let canteen2: number;
beforeAll(async () => {
  t = await startTestServer();
  [admin, admin2] = await Promise.all([t.token('admin', 'Admin@123'), t.token('admin2', 'Admin@123')]);
  canteen = await addCanteen(t, admin, 'POS canteen');
  canteen2 = await addCanteen(t, admin2, 'Other merchant canteen');
});
afterAll(() => t.close());

const POS = { bank: 'abcBank', terminalNo: 'T-0001', name: 'Front counter', enabled: true, remark: '' };
const terminals = () => t.db.query(`SELECT * FROM cloud_pos_terminals ORDER BY id`);
const applications = () => t.db.query(`SELECT * FROM cert_applications ORDER BY id`);
const pageOf = (token: string, content: Record<string, unknown> = {}) => t.call<Page<CloudPos>>('settings.cloudPosPage', { page: 1, limit: 20, ...content }, { token });

describe('cloud POS terminals', () => {
  it('add, page with filters, edit and remove', async () => {
    const r = await t.call<{ id: number }>('settings.cloudPosAdd', { ...POS, canteenId: canteen }, { token: admin });
    expect(r.code).toBe(Code.OK);
    const other = await t.call<{ id: number }>('settings.cloudPosAdd', { ...POS, bank: 'icbcBank', name: 'Back office', canteenId: canteen }, { token: admin });
    expect(other.code).toBe(Code.OK);
    const all = await pageOf(admin);
    expect(all.data.records.map((p) => [p.bank, p.terminalNo, p.canteenName])).toEqual([
      ['abcBank', 'T-0001', 'POS canteen'],
      ['icbcBank', 'T-0001', 'POS canteen'],
    ]);
    expect((await pageOf(admin, { bank: 'icbcBank' })).data.records.map((p) => p.name)).toEqual(['Back office']);
    expect((await t.call('settings.cloudPosEdit', { ...POS, id: other.data.id, bank: 'icbcBank', canteenId: canteen, enabled: false }, { token: admin })).code).toBe(Code.OK);
    expect((await pageOf(admin, { enabled: false })).data.records.map((p) => p.id)).toEqual([other.data.id]);
    expect((await pageOf(admin, { canteenId: canteen, terminalNo: '0001' })).data.total).toBe(2);
    expect((await t.call('settings.cloudPosRemove', { id: other.data.id }, { token: admin })).code).toBe(Code.OK);
    expect((await pageOf(admin)).data.records.map((p) => p.id)).toEqual([r.data.id]);
  });

  it('refuse bad input, a terminal number taken at the same bank and unknown canteens with 40000, writing nothing', async () => {
    const before = await terminals();
    for (const [content, field] of [
      [{ ...POS, canteenId: canteen }, 'terminalNo'],
      [{ ...POS, terminalNo: 'T 2', canteenId: canteen }, 'terminalNo'],
      [{ ...POS, terminalNo: 'T2', bank: 'boc', canteenId: canteen }, 'bank'],
      [{ ...POS, terminalNo: 'T2', name: '', canteenId: canteen }, 'name'],
      [{ ...POS, terminalNo: 'T2' }, 'canteenId'],
    ] as const) {
      const r = await t.call('settings.cloudPosAdd', content, { token: admin });
      expect(r.code).toBe(Code.VALIDATION);
      expect(fieldsOf(r.data)).toEqual([field]);
    }
    expect(await terminals()).toEqual(before);
  });

  it('are out of another merchant’s reach, and its canteens out of ours', async () => {
    const [mine] = (await pageOf(admin)).data.records;
    expect((await t.call('settings.cloudPosEdit', { ...POS, id: mine.id, canteenId: canteen2 }, { token: admin2 })).code).toBe(Code.NOT_FOUND);
    expect((await t.call('settings.cloudPosRemove', { id: mine.id }, { token: admin2 })).code).toBe(Code.NOT_FOUND);
    expect((await pageOf(admin2)).data.total).toBe(0);
    const before = await terminals();
    expect((await t.call('settings.cloudPosAdd', { ...POS, terminalNo: 'T9', canteenId: canteen2 }, { token: admin })).code).toBe(Code.NOT_FOUND);
    expect((await t.call('settings.cloudPosEdit', { ...POS, id: mine.id, canteenId: canteen2 }, { token: admin })).code).toBe(Code.NOT_FOUND);
    expect(await terminals()).toEqual(before);
  });

  it('of a canteen outside the role’s data scope are invisible', async () => {
    const inside = await addCanteen(t, admin, 'POS scope in');
    const limited = await limitedToken(t, admin, 'pos_scoped', [inside]);
    const [outsideTerminal] = (await pageOf(admin)).data.records;
    expect((await t.call('settings.cloudPosAdd', { ...POS, terminalNo: 'IN1', canteenId: inside }, { token: limited })).code).toBe(Code.OK);
    expect((await pageOf(limited)).data.records.map((p) => p.terminalNo)).toEqual(['IN1']);
    expect((await t.call('settings.cloudPosAdd', { ...POS, terminalNo: 'OUT1', canteenId: canteen }, { token: limited })).code).toBe(Code.NOT_FOUND);
    expect((await t.call('settings.cloudPosEdit', { ...POS, id: outsideTerminal.id, canteenId: inside }, { token: limited })).code).toBe(Code.NOT_FOUND);
    expect((await t.call('settings.cloudPosRemove', { id: outsideTerminal.id }, { token: limited })).code).toBe(Code.NOT_FOUND);
  });
});

// ---- A bank's certificate for a public key: a minimal X.509 v3 built with node:crypto's sign (the bank's CA side) ----

const der = (tag: number, body: Buffer): Buffer => {
  const n = body.length;
  const length = n < 0x80 ? Buffer.from([n]) : n < 0x100 ? Buffer.from([0x81, n]) : Buffer.from([0x82, n >> 8, n & 0xff]);
  return Buffer.concat([Buffer.from([tag]), length, body]);
};
const seq = (...parts: Buffer[]) => der(0x30, Buffer.concat(parts));
const SHA256_WITH_RSA = seq(der(0x06, Buffer.from('2a864886f70d01010b', 'hex')), Buffer.from([0x05, 0x00]));
const commonName = (cn: string) => seq(der(0x31, seq(der(0x06, Buffer.from('550403', 'hex')), der(0x0c, Buffer.from(cn)))));
const utcTime = (s: string) => der(0x17, Buffer.from(s));

function certificateFor(subjectKey: KeyObject, caKey: KeyObject): string {
  const tbs = seq(
    der(0xa0, der(0x02, Buffer.from([2]))),
    der(0x02, Buffer.from([0x01, 0x23, 0x45])),
    SHA256_WITH_RSA,
    commonName('Test Bank CA'),
    seq(utcTime('250101000000Z'), utcTime('350101000000Z')),
    commonName('Cloud Canteen merchant'),
    subjectKey.export({ type: 'spki', format: 'der' }),
  );
  const signature = sign('sha256', tbs, caKey);
  const body = seq(tbs, SHA256_WITH_RSA, der(0x03, Buffer.concat([Buffer.from([0]), signature])));
  return `-----BEGIN CERTIFICATE-----\n${body.toString('base64').replace(/.{64}/g, '$&\n')}\n-----END CERTIFICATE-----\n`;
}
const ca = generateKeyPairSync('rsa', { modulusLength: 2048 });

describe('payment certificate applications', () => {
  it('need the bank’s merchant number first, writing nothing', async () => {
    const r = await t.call('settings.certApply', { bank: 'ccbBank' }, { token: admin });
    expect(r.code).toBe(Code.VALIDATION);
    expect(fieldsOf(r.data)).toEqual(['bank']);
    expect((await t.call('settings.certApply', { bank: 'boc' }, { token: admin })).code).toBe(Code.VALIDATION);
    expect(await applications()).toEqual([]);
  });

  it('make an RSA-2048 key pair, keep the private key sealed and send the request to the outbox', async () => {
    expect((await t.call('settings.abcBankSave', { merchantNo: '103881234567' }, { token: admin })).code).toBe(Code.OK);
    const r = await t.call<CertApplication>('settings.certApply', { bank: 'abcBank' }, { token: admin });
    expect(r.code).toBe(Code.OK);
    expect(r.data).toMatchObject({ bank: 'abcBank', state: 'submitted', serialNumber: null, issuedAt: null });
    expect(r.data.subject).toMatch(/^CN=.+,OU=103881234567$/);
    const publicKey = createPublicKey(r.data.publicKey);
    expect(publicKey.asymmetricKeyDetails?.modulusLength).toBe(2048);
    expect(JSON.stringify(r)).not.toContain('PRIVATE KEY');

    const [row] = await applications();
    expect(row.private_key_sealed).toMatch(/^v2:[0-9a-f]{8}:/);
    const fingerprint = createHash('sha256').update(publicKey.export({ type: 'spki', format: 'der' })).digest('hex');
    const privateKey = createPrivateKey(open(row.private_key_sealed as string, privateKeyContext(1, 'abcBank', fingerprint)));
    expect(createPublicKey(privateKey).equals(publicKey)).toBe(true);

    const outbox = path.join(t.config.dataDir, 'outbox');
    const [file] = fs.readdirSync(outbox).filter((f) => f.startsWith('cert-apply-'));
    const sent = fs.readFileSync(path.join(outbox, file), 'utf8');
    expect(JSON.parse(sent)).toMatchObject({ to: 'abcBank', call: 'certificate/apply', merchantNo: '103881234567', subject: r.data.subject, publicKey: r.data.publicKey });
    expect(sent).not.toContain('PRIVATE KEY');

    const page = await t.call<Page<CertApplication>>('settings.certApplicationPage', { page: 1, limit: 20, bank: 'abcBank' }, { token: admin });
    expect(page.data.records.map((a) => a.id)).toEqual([r.data.id]);
    expect(JSON.stringify(page)).not.toContain('PRIVATE KEY');
    expect((await t.call<Page<CertApplication>>('settings.certApplicationPage', { page: 1, limit: 20, state: 'issued' }, { token: admin })).data.total).toBe(0);
  });

  it('refuse a certificate that is not PEM X.509 or whose key is another, recording nothing', async () => {
    const [application] = (await t.call<Page<CertApplication>>('settings.certApplicationPage', { page: 1, limit: 20 }, { token: admin })).data.records;
    const before = await applications();
    const bad = await t.call('settings.certIssued', { id: application.id, certificate: '-----BEGIN CERTIFICATE-----\nnot a certificate\n-----END CERTIFICATE-----' }, { token: admin });
    expect(bad.code).toBe(Code.VALIDATION);
    expect(fieldsOf(bad.data)).toEqual(['certificate']);
    const otherKey = generateKeyPairSync('rsa', { modulusLength: 2048 }).publicKey;
    const mismatch = await t.call('settings.certIssued', { id: application.id, certificate: certificateFor(otherKey, ca.privateKey) }, { token: admin });
    expect(mismatch.code).toBe(Code.VALIDATION);
    expect(fieldsOf(mismatch.data)).toEqual(['certificate']);
    expect((await t.call('settings.certIssued', { id: application.id, certificate: '' }, { token: admin })).code).toBe(Code.VALIDATION);
    expect(await applications()).toEqual(before);
  });

  it('are another merchant’s only by their own ids', async () => {
    const [application] = (await t.call<Page<CertApplication>>('settings.certApplicationPage', { page: 1, limit: 20 }, { token: admin })).data.records;
    const certificate = certificateFor(createPublicKey(application.publicKey), ca.privateKey);
    expect((await t.call('settings.certIssued', { id: application.id, certificate }, { token: admin2 })).code).toBe(Code.NOT_FOUND);
    expect((await t.call<Page<CertApplication>>('settings.certApplicationPage', { page: 1, limit: 20 }, { token: admin2 })).data.total).toBe(0);
  });

  it('record the issued certificate once', async () => {
    const [application] = (await t.call<Page<CertApplication>>('settings.certApplicationPage', { page: 1, limit: 20 }, { token: admin })).data.records;
    const certificate = certificateFor(createPublicKey(application.publicKey), ca.privateKey);
    const r = await t.call<CertApplication>('settings.certIssued', { id: application.id, certificate }, { token: admin });
    expect(r.code).toBe(Code.OK);
    expect(r.data).toMatchObject({ state: 'issued', serialNumber: '012345' });
    expect(r.data.validTo?.startsWith('2035-01-01')).toBe(true);
    expect(r.data.issuedAt).not.toBeNull();
    expect((await applications())[0].certificate).toContain('BEGIN CERTIFICATE');
    expect((await t.call('settings.certIssued', { id: application.id, certificate }, { token: admin })).code).toBe(Code.CONFLICT);
  });
});
