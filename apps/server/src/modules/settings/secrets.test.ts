import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Code } from '@canteen/contract';
import { startTestServer, type TestServer } from '../../testing/server';
import { fieldsOf, userWithMenus } from './testing';
import { mask, open, seal } from '../../platform/sealing';

let t: TestServer;
let admin: string;
let admin2: string;
let abcOnly: string;
beforeAll(async () => {
  t = await startTestServer();
  [admin, admin2] = await Promise.all([t.token('admin', 'Admin@123'), t.token('admin2', 'Admin@123')]);
  abcOnly = await userWithMenus(t, admin, 'abconly', [211010]);
});
afterAll(() => t.close());

const stored = async (merchantId: number, key: string) =>
  (await t.db.query<{ value: Record<string, string> }>(`SELECT value FROM merchant_settings WHERE merchant_id = $1 AND key = $2`, [merchantId, key]))[0]?.value;

const PRIVATE_KEY = 'MIIEvQIBADANBgkqhkiG9w0BAQEFAASC-private-key-1234';
const ABC = { enabled: true, merchantNo: '103881234567', terminalId: 'T0001', appId: '', gatewayUrl: 'https://pay.abchina.com/ebus', platformPublicKey: 'PUBLIC', privateKey: PRIVATE_KEY, apiKey: 'abc-api-key-5678' };

describe('the secret box', () => {
  it('round-trips, differs on every seal and refuses another context', () => {
    const a = seal('secret-value', '1/abcBank/privateKey');
    expect(a).not.toContain('secret-value');
    expect(seal('secret-value', '1/abcBank/privateKey')).not.toBe(a);
    expect(open(a, '1/abcBank/privateKey')).toBe('secret-value');
    expect(() => open(a, '2/abcBank/privateKey')).toThrow();
    expect(mask('short')).toBe('****');
    expect(mask('')).toBe('');
    expect(mask('abcdefghijkl')).toBe('****ijkl');
  });
});

describe('bank configurations', () => {
  it('are empty by default', async () => {
    const r = await t.call('settings.abcBankGet', {}, { token: admin });
    expect(r.data).toEqual({ enabled: false, merchantNo: '', terminalId: '', appId: '', gatewayUrl: '', platformPublicKey: '', privateKey: '', apiKey: '' });
  });

  it('store secrets encrypted and reply them masked', async () => {
    expect((await t.call('settings.abcBankSave', ABC, { token: abcOnly })).code).toBe(Code.OK);
    const row = await stored(1, 'config.abcBank');
    expect(row.merchantNo).toBe('103881234567');
    expect(row.privateKey).not.toContain(PRIVATE_KEY);
    expect(row.privateKey).toMatch(/^v2:[0-9a-f]{8}:/);
    expect(JSON.stringify(row)).not.toContain('abc-api-key-5678');
    const r = await t.call<typeof ABC>('settings.abcBankGet', {}, { token: admin });
    expect(r.data).toEqual({ ...ABC, privateKey: '****1234', apiKey: '****5678' });
    expect(JSON.stringify(r)).not.toContain(PRIVATE_KEY);
  });

  it('keep the stored secret when saved empty or as the masked value', async () => {
    const before = await stored(1, 'config.abcBank');
    expect((await t.call('settings.abcBankSave', { ...ABC, terminalId: 'T0002', privateKey: '', apiKey: '****5678' }, { token: admin })).code).toBe(Code.OK);
    const after = await stored(1, 'config.abcBank');
    expect(after.terminalId).toBe('T0002');
    expect(after.privateKey).toBe(before.privateKey);
    expect(after.apiKey).toBe(before.apiKey);
    expect((await t.call<typeof ABC>('settings.abcBankGet', {}, { token: admin })).data).toMatchObject({ privateKey: '****1234', apiKey: '****5678' });
  });

  it('replace a secret sent anew', async () => {
    expect((await t.call('settings.abcBankSave', { ...ABC, apiKey: 'new-api-key-9999' }, { token: admin })).code).toBe(Code.OK);
    expect((await t.call<typeof ABC>('settings.abcBankGet', {}, { token: admin })).data.apiKey).toBe('****9999');
  });

  it('are the merchant’s own', async () => {
    expect((await t.call<typeof ABC>('settings.abcBankGet', {}, { token: admin2 })).data.merchantNo).toBe('');
    expect(await stored(2, 'config.abcBank')).toBeUndefined();
  });

  it('refuse an enabled configuration without its required fields, and bad input, writing nothing', async () => {
    const before = await stored(1, 'config.icbcBank');
    const r = await t.call('settings.icbcBankSave', { enabled: true, merchantNo: '', appId: 'app' }, { token: admin });
    expect(r.code).toBe(Code.VALIDATION);
    expect(fieldsOf(r.data)).toEqual(['merchantNo', 'privateKey']);
    expect((await t.call('settings.icbcBankSave', { gatewayUrl: 'ftp://x' }, { token: admin })).code).toBe(Code.VALIDATION);
    expect(await stored(1, 'config.icbcBank')).toEqual(before);
  });

  it('each need their page’s menu id', async () => {
    expect((await t.call('settings.icbcBankGet', {}, { token: abcOnly })).code).toBe(Code.FORBIDDEN);
    expect((await t.call('settings.ccbBankSave', ABC, { token: abcOnly })).code).toBe(Code.FORBIDDEN);
  });
});

describe('third parties and the official account', () => {
  it('mask their secrets too', async () => {
    const account = { enabled: true, appId: 'wx123', appSecret: 'wechat-app-secret-0001', token: 'tok-abcdefgh-42', encodingAesKey: 'aeskey-0123456789-abcd' };
    expect((await t.call('settings.officialAccountSave', account, { token: admin })).code).toBe(Code.OK);
    expect((await t.call('settings.officialAccountGet', {}, { token: admin })).data).toEqual({ enabled: true, appId: 'wx123', appSecret: '****0001', token: '****h-42', encodingAesKey: '****abcd' });
    const pay = { enabled: true, provider: 'alipay', mchId: 'M1', appId: 'A1', certSerialNo: '', apiKey: 'alipay-key-12345678', privateKey: '', notifyUrl: '' };
    expect((await t.call('settings.thirdPaySave', pay, { token: admin })).code).toBe(Code.OK);
    expect((await t.call('settings.thirdPayGet', {}, { token: admin })).data).toMatchObject({ provider: 'alipay', apiKey: '****5678', privateKey: '' });
    expect((await t.call('settings.thirdBaseSave', { enabled: false, appSecret: 'base-secret-xyz1' }, { token: admin })).code).toBe(Code.OK);
    expect((await t.call('settings.thirdBaseGet', {}, { token: admin })).data).toMatchObject({ appSecret: '****xyz1' });

    // The operation log keeps none of them, whatever the field is called (apiKey, encodingAesKey…): a dump shows none.
    const log = (await t.db.query<{ content: string }>(`SELECT content::text AS content FROM sys_operation_log`)).map((r) => r.content).join('\n');
    expect(log).toContain('"apiKey": "***"');
    for (const value of [account.appSecret, account.token, account.encodingAesKey, pay.apiKey, 'base-secret-xyz1']) expect(log).not.toContain(value);
  });

  it('are scrubbed from operation log rows written before the contract marked them (migration 0021)', async () => {
    const leaked = { enabled: true, apiKey: 'old-api-key-1', privateKey: 'old-private-key-2', encodingAesKey: 'old-aes-key-3', appId: 'A9' };
    await t.db.query(
      `INSERT INTO sys_operation_log (merchant_id, user_id, username, endpoint_id, method, path, ip, request_id, code, msg, content, duration_ms)
       VALUES (1, NULL, 'admin', 'settings.thirdPaySave', 'POST', '/x', '', 'old', 10000, '', $1, 1)`,
      [JSON.stringify(leaked)],
    );
    const migration = fs.readFileSync(path.resolve(import.meta.dirname, '../../../migrations/0021_scrub_operation_log.sql'), 'utf8');
    await t.db.exec(migration);
    const row = (await t.db.query<{ content: Record<string, unknown> }>(`SELECT content FROM sys_operation_log WHERE request_id = 'old'`))[0]!;
    expect(row.content).toEqual({ enabled: true, apiKey: '***', privateKey: '***', encodingAesKey: '***', appId: 'A9' });
  });
});

describe('DingTalk', () => {
  it('refuses the authorization until the configuration is complete', async () => {
    const r = await t.call('settings.dingtalkAuthorize', {}, { token: admin });
    expect(r.code).toBe(Code.VALIDATION);
    expect(await t.db.query(`SELECT 1 FROM dingtalk_authorizations`)).toEqual([]);
  });

  it('records a pending authorization and writes the request to the outbox without the secret', async () => {
    const config = { enabled: true, corpId: 'ding123', agentId: '99', appKey: 'key1', appSecret: 'dingtalk-secret-4321' };
    expect((await t.call('settings.dingtalkSave', config, { token: admin })).code).toBe(Code.OK);
    const r = await t.call<{ id: number; state: string; corpId: string }>('settings.dingtalkAuthorize', {}, { token: admin });
    expect(r.code).toBe(Code.OK);
    expect(r.data).toMatchObject({ state: 'pending', corpId: 'ding123' });
    const outbox = path.join(t.config.dataDir, 'outbox');
    const files = fs.readdirSync(outbox);
    expect(files).toHaveLength(1);
    const sent = fs.readFileSync(path.join(outbox, files[0]), 'utf8');
    expect(JSON.parse(sent)).toMatchObject({ to: 'dingtalk', call: 'merchant/authorization', corpId: 'ding123', appKey: 'key1', appSecret: '****4321' });
    expect(sent).not.toContain('dingtalk-secret-4321');
    expect((await t.call<unknown[]>('settings.dingtalkAuthorizations', {}, { token: admin })).data).toHaveLength(1);
    expect((await t.call<unknown[]>('settings.dingtalkAuthorizations', {}, { token: admin2 })).data).toEqual([]);
  });
});
