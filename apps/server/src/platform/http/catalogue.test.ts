import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Code, MENU_BY_ID, catalogue, type AnyEndpoint } from '@canteen/contract';
import { startTestServer, type TestServer } from '../../testing/server';

/**
 * Walks the whole endpoint catalogue, so every endpoint added later is covered automatically:
 * each has a handler and a known menu id, no method+path repeats, and a token whose role lacks
 * the menu id is refused.
 */
let t: TestServer;
let limitedToken: string;
beforeAll(async () => {
  t = await startTestServer();
  // A role with no menus at all; its user holds a valid token.
  const admin = await t.token();
  const role = await t.call<{ roleId: number }>('admin.roleAdd', { roleCode: 'nothing', roleName: 'No menus', menuIds: [] }, { token: admin });
  await t.call('admin.userAdd', { username: 'limited', password: await t.encrypt('Limited123'), realName: 'L', roleId: role.data.roleId }, { token: admin });
  limitedToken = await t.token('limited', 'Limited123');
});
afterAll(() => t.close());

const withMenu = catalogue.filter((e): e is AnyEndpoint & { access: number } => typeof e.access === 'number');

/** Content that gets past validation where the schema allows it, so the refusal tested is the menu check. */
const samplePath = (e: AnyEndpoint) => Object.fromEntries([...e.path.matchAll(/\{(\w+)\}/g)].map((m) => [m[1], 1]));

describe('catalogue', () => {
  it('has unique ids and unique method + path', () => {
    expect(new Set(catalogue.map((e) => e.id)).size).toBe(catalogue.length);
    const routes = catalogue.map((e) => `${e.method} ${e.path}`);
    expect(new Set(routes).size).toBe(routes.length);
  });

  it('names a menu id of the route tree for every guarded endpoint', () => {
    for (const e of withMenu) expect(MENU_BY_ID.has(e.access), `${e.id} → ${e.access}`).toBe(true);
  });

  it('registers a handler for every endpoint', () => {
    for (const e of catalogue) {
      const url = e.path.replace(/\{(\w+)\}/g, ':$1');
      expect(t.app.hasRoute({ method: e.method, url }), `${e.id} ${url}`).toBe(true);
    }
  });

  it.each(withMenu.map((e) => [e.id, e] as const))('%s refuses a token without its menu id', async (_id, e) => {
    const r = await t.call(e.id, samplePath(e), { token: limitedToken });
    expect(r.code).toBe(Code.FORBIDDEN);
    expect(r.status).toBe(403);
  });

  it.each(catalogue.filter((e) => e.access !== 'public').map((e) => [e.id, e] as const))('%s refuses a call without a token', async (_id, e) => {
    const r = await t.call(e.id, samplePath(e));
    expect(r.code).toBe(Code.UNAUTHORIZED);
  });

  it('refuses a MERCHANT-ID header that disagrees with the token', async () => {
    const token = await t.token('admin');
    const r = await t.call('admin.userInfo', {}, { token, headers: { 'merchant-id': '2' } });
    expect(r.code).toBe(Code.FORBIDDEN);
    expect(r.msg).toBe('Merchant does not match your login');
    expect((await t.call('admin.userInfo', {}, { token, headers: { 'merchant-id': '1' } })).code).toBe(Code.OK);
  });
});
