import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Code, buildEnvelope } from '@canteen/contract';
import { signKeyFor, startTestServer, type TestServer } from '../../testing/server';

let t: TestServer;
let token: string;
beforeAll(async () => {
  t = await startTestServer();
  token = await t.token();
});
afterAll(() => t.close());

describe('envelope', () => {
  it('accepts a well-signed call', async () => {
    const r = await t.call('admin.userInfo', {}, { token });
    expect(r.code).toBe(Code.OK);
    expect(r.data).toMatchObject({ username: 'admin' });
  });

  it('refuses a wrong sign with 40001 and HTTP 400', async () => {
    const r = await t.call('admin.userInfo', {}, { token, envelope: { sign: 'ABCDEF0123456789ABCDEF0123456789' } });
    expect(r.code).toBe(Code.BAD_ENVELOPE);
    expect(r.status).toBe(400);
    expect(r.msg).toBe('Invalid signature');
  });

  it('refuses content changed after signing', async () => {
    const env = buildEnvelope({ roleName: 'a' }, signKeyFor(token));
    const res = await t.app.inject({
      method: 'POST',
      url: '/admin/api/v1/mgrrole/page',
      headers: { authorization: `Bearer ${token}` },
      payload: { ...env, content: { roleName: 'b' } },
    });
    expect(res.json().code).toBe(Code.BAD_ENVELOPE);
  });

  it('refuses a stale timestamp with 40002', async () => {
    const old = Date.now() - 301_000;
    const env = buildEnvelope({}, signKeyFor(token), old);
    const r = await t.call('admin.userInfo', {}, { token, envelope: env as never });
    expect(r.code).toBe(Code.REPLAYED);
    expect(r.msg).toMatch(/expired/);
  });

  it('refuses a replayed envelope with 40002', async () => {
    const env = buildEnvelope({}, signKeyFor(token));
    const first = await t.call('admin.userInfo', {}, { token, envelope: env as never });
    const again = await t.call('admin.userInfo', {}, { token, envelope: env as never });
    expect(first.code).toBe(Code.OK);
    expect(again.code).toBe(Code.REPLAYED);
    expect(again.msg).toBe('Repeated request refused');
  });

  it.each([['version'], ['nonceStr'], ['timestamp'], ['signType'], ['sign']])('refuses a missing %s with 40001', async (field) => {
    const r = await t.call('admin.userInfo', {}, { token, envelope: { [field]: undefined } });
    expect(r.code).toBe(Code.BAD_ENVELOPE);
  });

  it('refuses a body that is not JSON with 40001', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/admin/api/v1/mgrrole/page', headers: { 'content-type': 'application/json' }, payload: '{bad' });
    expect(res.json().code).toBe(Code.BAD_ENVELOPE);
  });

  it('answers in the caller’s language', async () => {
    const zh = await t.call('admin.userInfo', {}, { token, headers: { 'accept-language': 'zh-CN,zh;q=0.9' }, envelope: { sign: 'x' } });
    const ja = await t.call('admin.userInfo', {}, { token, headers: { 'accept-language': 'ja' }, envelope: { sign: 'x' } });
    const es = await t.call('admin.userInfo', {}, { token, headers: { 'accept-language': 'es-ES' }, envelope: { sign: 'x' } });
    expect([zh.msg, ja.msg, es.msg]).toEqual(['签名错误', '署名が不正です', 'Firma no válida']);
  });

  it('refuses a missing token with 20001 and a bad token the same way', async () => {
    expect((await t.call('admin.userInfo', {})).code).toBe(Code.UNAUTHORIZED);
    expect((await t.call('admin.userInfo', {}, { token: 'nope' })).code).toBe(Code.UNAUTHORIZED);
  });

  it('gives validation errors per field with 40000 and writes nothing', async () => {
    const before = await t.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM mgr_roles`);
    const r = await t.call<{ fields: { field: string }[] }>('admin.roleAdd', { roleCode: '1bad', roleName: '', menuIds: ['x'] }, { token });
    expect(r.code).toBe(Code.VALIDATION);
    expect(r.data.fields.map((f) => f.field).sort()).toEqual(['menuIds.0', 'roleCode', 'roleName']);
    const after = await t.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM mgr_roles`);
    expect(after[0].n).toBe(before[0].n);
  });

  it('never sends a stack trace and gives each reply a request id', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/yunshitang/api/v1/nothing/here', payload: {} });
    expect(res.json().code).toBe(Code.NOT_FOUND);
    expect(res.headers['x-request-id']).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
    expect(res.body).not.toMatch(/at .*\.ts:\d+/);
  });
});
