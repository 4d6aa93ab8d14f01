import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Code, type DataScope } from '@canteen/contract';
import { startTestServer, type TestServer } from '../../testing/server';
import { inScope, registerScopeProvider, scopeIds } from '../../platform/access';
import { Where } from '../../platform/sql';
import { fakeCanteenScope } from '../../testing/scopes';
import { UNRESTRICTED, type Ctx, type Scopes } from '../../platform/context';
import { resolveToken } from '../../platform/auth/tokens';

const fakeCanteens = fakeCanteenScope();

type Fields = { fields: { field: string; message: string }[] };

let t: TestServer;
let admin: string;
let admin2: string;
let roleId: number;
let providerMerchants: number[] = [];
beforeAll(async () => {
  t = await startTestServer();
  [admin, admin2] = await Promise.all([t.token('admin', 'Admin@123'), t.token('admin2', 'Admin@123')]);
  roleId = (await t.call<{ roleId: number }>('admin.roleAdd', { roleCode: 'scoped', roleName: 'Scoped', menuIds: [301000] }, { token: admin })).data.roleId;
  const user = await t.call('admin.userAdd', { username: 'scoped1', password: await t.encrypt('Passw0rd!'), realName: 'S', roleId }, { token: admin });
  expect(user.code).toBe(Code.OK);
});
afterAll(() => t.close());

const save = (scope: Omit<DataScope, 'roleId'>, token = admin, id = roleId) => t.call<Fields>('admin.effectiveSave', { roleId: id, ...scope }, { token });
const get = (token = admin, id = roleId) => t.call<DataScope>('admin.effectiveGet', { roleId: id }, { token });
const ALL = { canteenIds: null, orgIds: null, dishScopeIds: null };

function ctxWith(scopes: Scopes): Ctx {
  return {
    db: t.db,
    merchantId: 1,
    actor: null,
    scopes,
    requestId: 'unit',
    lang: 'en',
    ip: '127.0.0.1',
    now: () => new Date(),
    log: t.app.log,
    env: { dataDir: t.config.dataDir, tokenTtlSeconds: 60 },
    decryptPassword: async (_db, c) => c,
  };
}

describe('data permissions of a role', () => {
  it('are unrestricted (all null) by default', async () => {
    const r = await get();
    expect(r.code).toBe(Code.OK);
    expect(r.data).toEqual({ roleId, ...ALL });
  });

  it('can be saved unrestricted', async () => {
    expect((await save(ALL)).code).toBe(Code.OK);
    expect((await get()).data).toEqual({ roleId, ...ALL });
  });

  it('refuses ids no area offers as options, and writes nothing', async () => {
    // Dish scopes are the merchant's dish types (the menu area registers them).
    const options = await t.call<{ available: boolean; options: { id: number }[] }>('admin.effectiveOptions', { type: 'dish' }, { token: admin });
    expect(options.data.available).toBe(true);
    expect(options.data.options.map((o) => o.id)).not.toContain(999_999);
    const r = await save({ ...ALL, dishScopeIds: [999_999] });
    expect(r.code).toBe(Code.VALIDATION);
    expect(r.msg).toBe('Unknown data permission option: 999999');
    expect(r.data.fields).toEqual([{ field: 'dishScopeIds', message: 'Unknown data permission option: 999999' }]);
    const org = await save({ ...ALL, orgIds: [3] });
    expect(org.data.fields[0].field).toBe('orgIds');
    expect((await get()).data).toEqual({ roleId, ...ALL });
  });

  it('accepts only the options a registered provider offers', async () => {
    // Replaced for this file only: fakeCanteenScope puts the real provider back after it.
    registerScopeProvider('canteen', async (ctx) => {
      providerMerchants.push(ctx.merchantId);
      return [{ id: 7, name: 'A', parentId: null }];
    });
    providerMerchants = [];
    const options = await t.call('admin.effectiveOptions', { type: 'canteen' }, { token: admin });
    expect(options.data).toEqual({ available: true, options: [{ id: 7, name: 'A', parentId: null }] });
    expect(providerMerchants).toEqual([1]);

    const bad = await save({ ...ALL, canteenIds: [7, 8] });
    expect(bad.code).toBe(Code.VALIDATION);
    expect(bad.data.fields).toEqual([{ field: 'canteenIds', message: 'Unknown data permission option: 8' }]);
    expect((await get()).data.canteenIds).toBeNull();

    expect((await save({ ...ALL, canteenIds: [7, 7] })).code).toBe(Code.OK);
    expect((await get()).data).toEqual({ roleId, canteenIds: [7], orgIds: null, dishScopeIds: null });
    expect((await save({ canteenIds: [7], orgIds: [], dishScopeIds: null })).code).toBe(Code.OK);
    expect((await get()).data).toEqual({ roleId, canteenIds: [7], orgIds: [], dishScopeIds: null });
  });

  it('is carried by the tokens of the role’s users, from the next call on', async () => {
    const token = await t.token('scoped1', 'Passw0rd!');
    const session = await resolveToken(t.db, token, new Date());
    expect(session?.scopes).toEqual({ canteenIds: [7], orgIds: [], dishScopeIds: null });
    expect((await save(ALL)).code).toBe(Code.OK);
    expect((await resolveToken(t.db, token, new Date()))?.scopes).toEqual(ALL);
    expect((await save({ ...ALL, canteenIds: [7] })).code).toBe(Code.OK);
    expect((await resolveToken(t.db, token, new Date()))?.scopes).toEqual({ ...ALL, canteenIds: [7] });
  });

  it('never limits an administrator', async () => {
    const session = await resolveToken(t.db, admin, new Date());
    expect(session?.scopes).toEqual(UNRESTRICTED);
    const adminRole = (await t.db.query<{ id: number }>(`SELECT id FROM mgr_roles WHERE merchant_id = 1 AND is_admin`))[0].id;
    expect((await get(admin, adminRole)).data).toEqual({ roleId: adminRole, ...ALL });
    const r = await save({ ...ALL, canteenIds: [7] }, admin, adminRole);
    expect(r.code).toBe(Code.CONFLICT);
    expect((await get(admin, adminRole)).data.canteenIds).toBeNull();
  });

  it('of merchant 1’s role are not found for merchant 2 (40400)', async () => {
    expect((await get(admin2)).code).toBe(Code.NOT_FOUND);
    expect((await save(ALL, admin2)).code).toBe(Code.NOT_FOUND);
    expect((await get()).data.canteenIds).toEqual([7]);
  });

  it('cannot be widened by a manager who is limited in that scope (40300)', async () => {
    fakeCanteens.use();
    const role = await t.call<{ roleId: number }>('admin.roleAdd', { roleCode: 'scopemgr', roleName: 'Scope manager', menuIds: [206030, 301000] }, { token: admin });
    expect((await save({ ...ALL, canteenIds: [7] }, admin, role.data.roleId)).code).toBe(Code.OK);
    await t.call('admin.userAdd', { username: 'scopemgr1', password: await t.encrypt('Passw0rd!'), realName: 'M', roleId: role.data.roleId }, { token: admin });
    const manager = await t.token('scopemgr1', 'Passw0rd!');
    expect((await save(ALL, manager)).code).toBe(Code.FORBIDDEN);
    expect((await save({ ...ALL, canteenIds: [7, 8] }, manager)).code).toBe(Code.FORBIDDEN);
    expect((await save({ ...ALL, canteenIds: [8] }, manager, role.data.roleId)).code).toBe(Code.FORBIDDEN);
    expect((await get()).data.canteenIds).toEqual([7]);
    expect((await save({ ...ALL, canteenIds: [], orgIds: [] }, manager)).code).toBe(Code.OK);
    expect((await get()).data).toEqual({ roleId, canteenIds: [], orgIds: [], dishScopeIds: null });
    expect((await save({ ...ALL, canteenIds: [8] }, admin)).code).toBe(Code.OK);
  });

  it('refuses ids that are not positive integers', async () => {
    const r = await save({ ...ALL, canteenIds: [0, -1] as number[] });
    expect(r.code).toBe(Code.VALIDATION);
    expect(r.data.fields.map((f) => f.field)).toEqual(['canteenIds.0', 'canteenIds.1']);
  });
});

describe('scopeIds, Where.scope and inScope', () => {
  let limited: Ctx;
  let open: Ctx;
  beforeAll(() => {
    limited = ctxWith({ canteenIds: [7, 9], orgIds: [], dishScopeIds: null });
    open = ctxWith(UNRESTRICTED);
  });

  it('reads the ids of each type, null when unrestricted', () => {
    expect(scopeIds(limited, 'canteen')).toEqual([7, 9]);
    expect(scopeIds(limited, 'org')).toEqual([]);
    expect(scopeIds(limited, 'dish')).toBeNull();
    expect(scopeIds(open, 'org')).toBeNull();
  });

  it('filters rows in the database as it says', async () => {
    const rows = async (ctx: Ctx, type: 'canteen' | 'org' | 'dish') => {
      const w = new Where('id > ?', 0).scope(ctx, type, 'id');
      return (await t.db.query<{ id: number }>(`SELECT id FROM (VALUES (7), (8), (9)) AS v(id) WHERE ${w.sql} ORDER BY id`, w.params)).map((r) => r.id);
    };
    expect(await rows(limited, 'canteen')).toEqual([7, 9]);
    expect(await rows(limited, 'org')).toEqual([]);
    expect(await rows(limited, 'dish')).toEqual([7, 8, 9]);
    expect(await rows(open, 'canteen')).toEqual([7, 8, 9]);
  });

  it('inScope sees only listed ids when limited, everything when not', () => {
    expect([7, 8, 9].map((id) => inScope(limited, 'canteen', id))).toEqual([true, false, true]);
    expect(inScope(limited, 'canteen', null)).toBe(false);
    expect(inScope(limited, 'canteen', undefined)).toBe(false);
    expect(inScope(limited, 'org', 7)).toBe(false);
    expect(inScope(limited, 'dish', 8)).toBe(true);
    expect(inScope(open, 'canteen', null)).toBe(true);
  });
});
