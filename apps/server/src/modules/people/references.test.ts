import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Code, type Chronic, type Grade, type Job, type Place, type PlaceNode, type Page, type PsnType } from '@canteen/contract';
import { startTestServer, type TestServer } from '../../testing/server';
import { ok, type Fields } from '../../testing/api';

let t: TestServer;
let admin: string;
let admin2: string;
beforeAll(async () => {
  t = await startTestServer();
  [admin, admin2] = await Promise.all([t.token('admin', 'Admin@123'), t.token('admin2', 'Admin@123')]);
});
afterAll(() => t.close());

const code = async (id: string, content: Record<string, unknown>, token = admin) => (await t.call(id, content, { token })).code;
const count = async (table: string) => (await t.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`))[0].n;

/** A person of merchant 1 in a new organisation, written directly (the customers module is a separate part). */
async function person(name: string, extra: Record<string, number> = {}) {
  const { orgId } = await ok<{ orgId: number }>(t, 'people.orgAdd', { orgName: `Org of ${name}` }, admin);
  const cols = Object.keys(extra);
  const row = await t.db.query<{ id: number }>(
    `INSERT INTO customers (merchant_id, cust_name, cust_num, org_id${cols.map((c) => `, ${c}`).join('')})
     VALUES (1, $1, $2, $3${cols.map((_, i) => `, $${i + 4}`).join('')}) RETURNING id`,
    [name, `N-${name}`, orgId, ...Object.values(extra)],
  );
  return { custId: row[0].id, orgId };
}

const placeNames = (nodes: PlaceNode[]): unknown[] => nodes.map((n) => (n.children.length ? [n.placeName, placeNames(n.children)] : n.placeName));

describe('places', () => {
  it('adds a tree, pages it by parent and name, edits and removes', async () => {
    const campus = (await ok<{ placeId: number }>(t, 'peopleMaster.placeAdd', { placeName: 'Campus' }, admin)).placeId;
    const b1 = (await ok<{ placeId: number }>(t, 'peopleMaster.placeAdd', { placeName: 'Building 1', parentId: campus, placeCode: 'B1', sort: 2 }, admin)).placeId;
    const b2 = (await ok<{ placeId: number }>(t, 'peopleMaster.placeAdd', { placeName: 'Building 2', parentId: campus, sort: 1, remark: 'east' }, admin)).placeId;
    const floor = (await ok<{ placeId: number }>(t, 'peopleMaster.placeAdd', { placeName: 'Floor 3', parentId: b1 }, admin)).placeId;
    expect(placeNames(await ok<PlaceNode[]>(t, 'peopleMaster.placeTree', {}, admin))).toEqual([['Campus', ['Building 2', ['Building 1', ['Floor 3']]]]]);
    const children = await ok<Page<Place>>(t, 'peopleMaster.placePage', { parentId: campus }, admin);
    expect(children.records.map((p) => [p.placeName, p.parentName, p.childCount, p.remark])).toEqual([
      ['Building 2', 'Campus', 0, 'east'],
      ['Building 1', 'Campus', 1, ''],
    ]);
    expect((await ok<Page<Place>>(t, 'peopleMaster.placePage', { placeName: 'floor' }, admin)).records.map((p) => p.placeId)).toEqual([floor]);
    await ok(t, 'peopleMaster.placeEdit', { placeId: floor, parentId: b2, placeName: 'Floor 3', placeCode: 'F3' }, admin);
    expect((await ok<Page<Place>>(t, 'peopleMaster.placePage', { parentId: b2 }, admin)).records.map((p) => [p.placeName, p.placeCode])).toEqual([['Floor 3', 'F3']]);
    await ok(t, 'peopleMaster.placeRemove', { placeId: floor }, admin);
    expect((await ok<Page<Place>>(t, 'peopleMaster.placePage', { parentId: b2 }, admin)).total).toBe(0);
  });

  it('refuses bad input, sibling duplicates and cycles (40000); removal with children or people (40900)', async () => {
    const top = (await ok<{ placeId: number }>(t, 'peopleMaster.placeAdd', { placeName: 'Site' }, admin)).placeId;
    const mid = (await ok<{ placeId: number }>(t, 'peopleMaster.placeAdd', { placeName: 'Hall', parentId: top }, admin)).placeId;
    const before = await count('cust_places');
    const bad = await t.call<Fields>('peopleMaster.placeAdd', { placeName: ' ', parentId: 0, sort: -1 }, { token: admin });
    expect(bad.code).toBe(Code.VALIDATION);
    expect(bad.data.fields.map((f) => f.field).sort()).toEqual(['parentId', 'placeName', 'sort']);
    const dup = await t.call<Fields>('peopleMaster.placeAdd', { placeName: 'Hall', parentId: top }, { token: admin });
    expect(dup.data.fields).toEqual([{ field: 'placeName', message: 'A record with this value already exists' }]);
    expect(await count('cust_places')).toBe(before);
    await ok(t, 'peopleMaster.placeAdd', { placeName: 'Hall' }, admin); // the same name elsewhere in the tree is fine
    const cycle = await t.call<Fields>('peopleMaster.placeEdit', { placeId: top, parentId: mid, placeName: 'Site' }, { token: admin });
    expect(cycle.data.fields).toEqual([{ field: 'parentId', message: 'The parent cannot be the place itself or one below it' }]);
    const busy = await t.call('peopleMaster.placeRemove', { placeId: top }, { token: admin });
    expect([busy.code, busy.msg]).toEqual([Code.CONFLICT, 'This place still has sub-places; remove or move them first']);
    await person('Placed person', { place_id: mid });
    expect(await code('peopleMaster.placeRemove', { placeId: mid })).toBe(Code.CONFLICT);
    expect((await ok<Page<Place>>(t, 'peopleMaster.placePage', { parentId: top }, admin)).total).toBe(1);
  });

  it('keeps another merchant’s places out of reach (40400)', async () => {
    const theirs = (await ok<{ placeId: number }>(t, 'peopleMaster.placeAdd', { placeName: 'Their place' }, admin2)).placeId;
    const mine = (await ok<{ placeId: number }>(t, 'peopleMaster.placeAdd', { placeName: 'My place' }, admin)).placeId;
    expect((await ok<Page<Place>>(t, 'peopleMaster.placePage', {}, admin2)).records.map((p) => p.placeName)).toEqual(['Their place']);
    expect((await ok<PlaceNode[]>(t, 'peopleMaster.placeTree', {}, admin2)).map((p) => p.placeId)).toEqual([theirs]);
    for (const [id, content] of [
      ['peopleMaster.placeEdit', { placeId: theirs, placeName: 'Taken' }],
      ['peopleMaster.placeRemove', { placeId: theirs }],
      ['peopleMaster.placeAdd', { placeName: 'Inside theirs', parentId: theirs }],
      ['peopleMaster.placeEdit', { placeId: mine, parentId: theirs, placeName: 'My place' }],
    ] as const)
      expect(await code(id, content), id).toBe(Code.NOT_FOUND);
    expect((await ok<Page<Place>>(t, 'peopleMaster.placePage', {}, admin2)).records[0].placeName).toBe('Their place');
  });
});

/** Jobs, person types, grades and chronic illnesses are flat labels with the same rules. */
const labels = [
  { what: 'job', key: 'job', add: 'jobAdd', edit: 'jobEdit', remove: 'jobRemove', page: 'jobPage', list: 'jobList', column: 'job_id' },
  { what: 'person type', key: 'psnType', add: 'psnTypeAdd', edit: 'psnTypeEdit', remove: 'psnTypeRemove', page: 'psnTypePage', list: 'psnTypeList', column: 'psn_type_id' },
  { what: 'grade', key: 'grade', add: 'gradeAdd', edit: 'gradeEdit', remove: 'gradeRemove', page: null, list: 'gradeList', column: 'grade_id' },
  { what: 'chronic illness', key: 'chronic', add: 'chronicAdd', edit: 'chronicEdit', remove: 'chronicRemove', page: 'chronicPage', list: 'chronicList', column: null },
] as const;
type Label = (Job | PsnType | Grade | Chronic) & Record<string, unknown>;

describe.each(labels)('$what labels', (l) => {
  const idKey = `${l.key}Id`;
  const nameKey = `${l.key}Name`;
  const ep = (name: string) => `peopleMaster.${name}`;
  const add = async (name: string, token = admin, extra: Record<string, unknown> = {}) =>
    (await ok<Record<string, number>>(t, ep(l.add), { [nameKey]: name, ...extra }, token))[idKey];
  const list = (token = admin) => ok<Label[]>(t, ep(l.list), {}, token);

  it('adds, lists by sort, pages by name, edits and removes', async () => {
    const a = await add(`${l.key} Alpha`, admin, { sort: 5, remark: 'first' });
    const b = await add(`${l.key} Beta`, admin, { sort: 1 });
    const rows = (await list()).filter((r) => String(r[nameKey]).startsWith(l.key));
    expect(rows.map((r) => [r[nameKey], r.sort])).toEqual([
      [`${l.key} Beta`, 1],
      [`${l.key} Alpha`, 5],
    ]);
    if (l.page) {
      const page = await ok<Page<Label>>(t, ep(l.page), { [nameKey]: 'alph', limit: 10 }, admin);
      expect(page.records.map((r) => [r[idKey], r.remark])).toEqual([[a, 'first']]);
      expect(page.limit).toBe(10);
    }
    await ok(t, ep(l.edit), { [idKey]: b, [nameKey]: `${l.key} Gamma`, sort: 9 }, admin);
    expect((await list()).find((r) => r[idKey] === b)).toMatchObject({ [nameKey]: `${l.key} Gamma`, sort: 9, remark: '' });
    await ok(t, ep(l.remove), { [idKey]: a }, admin);
    expect((await list()).some((r) => r[idKey] === a)).toBe(false);
  });

  it('refuses bad input and duplicate names (40000), writing nothing', async () => {
    await add(`${l.key} Dup`);
    const before = (await list()).length;
    const bad = await t.call<Fields>(ep(l.add), { [nameKey]: '', sort: 10000 }, { token: admin });
    expect(bad.code).toBe(Code.VALIDATION);
    expect(bad.data.fields.map((f) => f.field).sort()).toEqual([nameKey, 'sort'].sort());
    const dup = await t.call<Fields>(ep(l.add), { [nameKey]: `${l.key} Dup` }, { token: admin });
    expect(dup.data.fields).toEqual([{ field: nameKey, message: 'A record with this value already exists' }]);
    expect(await code(ep(l.remove), { [idKey]: 'x' })).toBe(Code.VALIDATION);
    expect((await list()).length).toBe(before);
  });

  it('keeps another merchant’s rows out of reach (40400); the same name is fine there', async () => {
    const theirs = await add(`${l.key} Shared name`, admin2);
    await add(`${l.key} Shared name`);
    expect((await list(admin2)).map((r) => r[idKey])).toEqual([theirs]);
    expect(await code(ep(l.edit), { [idKey]: theirs, [nameKey]: 'Taken' })).toBe(Code.NOT_FOUND);
    expect(await code(ep(l.remove), { [idKey]: theirs })).toBe(Code.NOT_FOUND);
    expect((await list(admin2))[0][nameKey]).toBe(`${l.key} Shared name`);
  });

  if (l.column) {
    const column = l.column;
    it('refuses removing one a person still carries (40900) and counts its people', async () => {
      const used = await add(`${l.key} Used`);
      await person(`Carrier of ${l.key}`, { [column]: used });
      expect((await list()).find((r) => r[idKey] === used)?.personCount).toBe(1);
      const r = await t.call(ep(l.remove), { [idKey]: used }, { token: admin });
      expect([r.code, r.msg]).toEqual([Code.CONFLICT, 'This record is in use and cannot be removed']);
      expect((await list()).some((x) => x[idKey] === used)).toBe(true);
    });
  }
});
