import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Code, MERCHANT_MENU_IDS, type Org, type OrgNode, type Page } from '@canteen/contract';
import { startTestServer, type TestServer } from '../../testing/server';
import { testCtx } from '../../testing/ctx';
import { orgTree } from './organisations';
import { ok } from '../../testing/api';

type Fields = { fields: { field: string; message: string }[] };

let t: TestServer;
let admin: string;
let admin2: string;
beforeAll(async () => {
  t = await startTestServer();
  [admin, admin2] = await Promise.all([t.token('admin', 'Admin@123'), t.token('admin2', 'Admin@123')]);
});
afterAll(() => t.close());

const add = async (orgName: string, parentId: number | null = null, token = admin) => (await ok<{ orgId: number }>(t, 'people.orgAdd', { orgName, parentId }, token)).orgId;
const page = (content: Record<string, unknown> = {}, token = admin) => ok<Page<Org>>(t, 'people.orgPage', content, token);
const count = async () => (await t.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM cust_orgs`))[0].n;
const parentOf = async (orgId: number) => (await t.db.query<{ parent_id: number | null }>(`SELECT parent_id FROM cust_orgs WHERE id = $1`, [orgId]))[0].parent_id;
const names = (nodes: OrgNode[]): unknown[] => nodes.map((n) => (n.children.length ? [n.orgName, names(n.children)] : n.orgName));

describe('organisations', () => {
  it('adds a tree, shows it, pages children by filters, edits and removes', async () => {
    const root = await add('Head office');
    const kitchen = (await ok<{ orgId: number }>(t, 'people.orgAdd', { orgName: 'Kitchen', parentId: root, orgCode: 'K1', sort: 2 }, admin)).orgId;
    const finance = await add('Finance', root);
    const payroll = await add('Payroll', finance);
    expect(names(await ok<OrgNode[]>(t, 'people.orgTree', {}, admin))).toEqual([['Head office', [['Finance', ['Payroll']], 'Kitchen']]]);
    const children = await page({ parentId: root });
    expect(children.records.map((o) => [o.orgName, o.parentName, o.childCount])).toEqual([
      ['Finance', 'Head office', 1],
      ['Kitchen', 'Head office', 0],
    ]);
    expect((await page({ orgName: 'payr' })).records.map((o) => o.orgId)).toEqual([payroll]);
    await ok(t, 'people.orgEdit', { orgId: kitchen, parentId: finance, orgName: 'Kitchen 2', orgCode: 'K2', sort: 0 }, admin);
    expect((await page({ parentId: finance })).records.map((o) => [o.orgName, o.orgCode])).toEqual([
      ['Kitchen 2', 'K2'],
      ['Payroll', ''],
    ]);
    await ok(t, 'people.orgRemove', { orgId: payroll }, admin);
    expect((await page({ parentId: finance })).total).toBe(1);
  });

  it('refuses bad input and sibling duplicates, writing nothing; the same name is fine under another parent', async () => {
    const a = await add('Dup parent A');
    const b = await add('Dup parent B');
    await add('Team', a);
    const before = await count();
    const bad = await t.call<Fields>('people.orgAdd', { orgName: ' ', parentId: 0, sort: -1 }, { token: admin });
    expect(bad.code).toBe(Code.VALIDATION);
    expect(bad.data.fields.map((f) => f.field).sort()).toEqual(['orgName', 'parentId', 'sort']);
    const dup = await t.call<Fields>('people.orgAdd', { orgName: 'Team', parentId: a }, { token: admin });
    expect(dup.code).toBe(Code.VALIDATION);
    expect(dup.data.fields).toEqual([{ field: 'orgName', message: 'A record with this value already exists' }]);
    const topDup = await t.call<Fields>('people.orgAdd', { orgName: 'Dup parent A' }, { token: admin });
    expect(topDup.data.fields[0].field).toBe('orgName');
    expect(await count()).toBe(before);
    const other = await add('Team', b);
    const rename = await t.call<Fields>('people.orgEdit', { orgId: other, parentId: a, orgName: 'Team' }, { token: admin });
    expect(rename.data.fields[0].field).toBe('orgName');
    expect(await parentOf(other)).toBe(b);
  });

  it('refuses a parent that is the organisation itself or below it', async () => {
    const top = await add('Cycle top');
    const mid = await add('Cycle mid', top);
    const low = await add('Cycle low', mid);
    for (const parentId of [top, mid, low]) {
      const r = await t.call<Fields>('people.orgEdit', { orgId: top, parentId, orgName: 'Cycle top' }, { token: admin });
      expect(r.code).toBe(Code.VALIDATION);
      expect(r.data.fields).toEqual([{ field: 'parentId', message: 'The parent cannot be the organisation itself or one below it' }]);
    }
    expect(await parentOf(top)).toBe(null);
  });

  it('refuses removing an organisation with sub-organisations (40900)', async () => {
    const top = await add('Busy top');
    await add('Busy child', top);
    const r = await t.call('people.orgRemove', { orgId: top }, { token: admin });
    expect(r.code).toBe(Code.CONFLICT);
    expect(r.msg).toBe('This organisation still has sub-organisations; remove or move them first');
    expect((await page({ orgName: 'Busy top' })).total).toBe(1);
  });

  it('keeps another merchant’s organisations out of reach (40400)', async () => {
    const theirs = await add('Their org', null, admin2);
    const mine = await add('My org');
    expect((await page({}, admin2)).records.map((o) => o.orgName)).toEqual(['Their org']);
    const calls: [string, Record<string, unknown>][] = [
      ['people.orgEdit', { orgId: theirs, orgName: 'Taken over' }],
      ['people.orgRemove', { orgId: theirs }],
      ['people.orgAdd', { orgName: 'Inside theirs', parentId: theirs }],
      ['people.orgEdit', { orgId: mine, parentId: theirs, orgName: 'My org' }],
      ['people.orgBatchMove', { orgIds: [theirs], parentId: mine }],
      ['people.orgBatchMove', { orgIds: [mine], parentId: theirs }],
    ];
    for (const [id, content] of calls) expect((await t.call(id, content, { token: admin })).code, id).toBe(Code.NOT_FOUND);
    expect((await page({}, admin2)).records.map((o) => [o.orgName, o.parentId])).toEqual([['Their org', null]]);
    expect(await parentOf(mine)).toBe(null);
  });

  it('moves several organisations at once, and none when one of them is refused', async () => {
    const from = await add('Move from');
    const to = await add('Move to');
    const x = await add('X', from);
    const y = await add('Y', from);
    const z = await add('Z', from);
    await ok(t, 'people.orgBatchMove', { orgIds: [x, y], parentId: to }, admin);
    expect((await page({ parentId: to })).records.map((o) => o.orgName)).toEqual(['X', 'Y']);
    // z cannot go below itself: nothing moves, x and y stay where they are
    const cycle = await t.call<Fields>('people.orgBatchMove', { orgIds: [x, z], parentId: z }, { token: admin });
    expect(cycle.data.fields[0].field).toBe('parentId');
    const nested = await add('Nested', x);
    const below = await t.call<Fields>('people.orgBatchMove', { orgIds: [z, to], parentId: nested }, { token: admin });
    expect(below.code).toBe(Code.VALIDATION);
    await add('Z', to);
    const clash = await t.call<Fields>('people.orgBatchMove', { orgIds: [y, z], parentId: to }, { token: admin });
    expect(clash.data.fields).toEqual([{ field: 'orgIds', message: 'The new parent already has an organisation of the same name' }]);
    expect([await parentOf(x), await parentOf(y), await parentOf(z), await parentOf(to)]).toEqual([to, to, from, null]);
    const empty = await t.call<Fields>('people.orgBatchMove', { orgIds: [], parentId: to }, { token: admin });
    expect(empty.code).toBe(Code.VALIDATION);
  });
});

describe('the organisation data scope', () => {
  it('limits a role to its organisations and everything below them', async () => {
    const a = await add('Scope A');
    const a1 = await add('Scope A1', a);
    const a11 = await add('Scope A11', a1);
    const b = await add('Scope B');
    const options = await ok<{ available: boolean; options: { id: number }[] }>(t, 'admin.effectiveOptions', { type: 'org' }, admin);
    expect(options.available).toBe(true);
    expect(options.options.map((o) => o.id)).toEqual(expect.arrayContaining([a, a1, a11, b]));
    const { roleId } = await ok<{ roleId: number }>(t, 'admin.roleAdd', { roleCode: 'r_orgs', roleName: 'orgs', roleDesc: '', menuIds: MERCHANT_MENU_IDS }, admin);
    await ok(t, 'admin.effectiveSave', { roleId, canteenIds: null, orgIds: [a1], dishScopeIds: null }, admin);
    await ok(t, 'admin.userAdd', { username: 'orgscoped', password: await t.encrypt('Passw0rd!'), realName: 'O', roleId }, admin);
    const limited = await t.token('orgscoped', 'Passw0rd!');
    expect(names(await ok<OrgNode[]>(t, 'people.orgTree', {}, limited))).toEqual([['Scope A1', ['Scope A11']]]);
    expect((await page({}, limited)).records.map((o) => o.orgId)).toEqual([a1, a11]);
    expect((await t.call('people.orgEdit', { orgId: b, orgName: 'B2' }, { token: limited })).code).toBe(Code.NOT_FOUND);
    expect((await t.call('people.orgAdd', { orgName: 'Under A', parentId: a }, { token: limited })).code).toBe(Code.NOT_FOUND);
    const top = await t.call<Fields>('people.orgAdd', { orgName: 'Top' }, { token: limited });
    expect(top.data.fields).toEqual([{ field: 'parentId', message: 'Choose a parent organisation' }]);
    const child = await add('Scope A12', a1, limited);
    // the scope root keeps its (unreachable) parent when edited
    await ok(t, 'people.orgEdit', { orgId: a1, parentId: a, orgName: 'Scope A1 renamed' }, limited);
    expect(names(await orgTree(testCtx(t.db, 1, { orgIds: [a1] })))).toEqual([['Scope A1 renamed', ['Scope A11', 'Scope A12']]]);
    expect((await orgTree(testCtx(t.db, 1, { orgIds: [] }))).length).toBe(0);
    expect(child).toBeGreaterThan(0);
  });
});
