import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Code } from '@canteen/contract';
import { startTestServer, type TestServer } from '../testing/server';
import { testCtx } from '../testing/ctx';
import { defineTree, nest } from './tree';
import { AppError, conflict, fieldError } from './http/errors';

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
  await t.db.exec(`
    CREATE TABLE test_tree_nodes (id serial PRIMARY KEY, merchant_id int NOT NULL, parent_id int REFERENCES test_tree_nodes(id), grp int NOT NULL DEFAULT 0,
      name text NOT NULL, sort int NOT NULL DEFAULT 0, updated_at timestamptz);
    CREATE UNIQUE INDEX test_tree_nodes_name ON test_tree_nodes (merchant_id, grp, COALESCE(parent_id, 0), name);
    -- Stricter than the sibling check in group 10, as the index is when two requests race past that check.
    CREATE UNIQUE INDEX test_tree_nodes_race ON test_tree_nodes (merchant_id, name) WHERE grp = 10;
    CREATE TABLE test_tree_uses (id serial PRIMARY KEY, node_id int NOT NULL REFERENCES test_tree_nodes(id));
  `);
});
afterAll(() => t.close());

type Row = { nodeId: number; parentId: number | null; grp: number; name: string; sort: number };
type Node = { nodeId: number; parentId: number | null; name: string; children: Node[] };

const spec = {
  table: 'test_tree_nodes',
  idField: 'nodeId',
  name: 'name',
  within: ['grp'],
  fields: { grp: 'grp', name: 'name', sort: 'sort' },
  filters: { grp: { column: 'grp', op: 'eq' as const }, parentId: { column: 'parent_id', op: 'eq' as const } },
  orderBy: 'r.sort, r.id',
  codes: { parentInvalid: 'orgParentInvalid' as const, hasChildren: 'orgHasChildren' as const },
  what: 'node',
};
const nodes = defineTree<Row>(spec);
/** The same tree in a data scope on its own ids, refusing unknown parents as a field error, with its own checks. */
const strict = defineTree<Row>({
  ...spec,
  scope: { type: 'canteen', column: 'id' },
  codes: { ...spec.codes, parentUnknown: 'materialCategoryUnknown', parentRequired: 'orgParentRequired', inUse: 'placeHasChildren' },
  checkParent: (_ctx, parent, node) => {
    if (parent.grp !== node.grp) throw fieldError('parentId', 'areaParentInvalid');
  },
  checkRemove: (_ctx, row) => {
    if (row.sort === 99) throw conflict('areaHasTables');
  },
  prepare: async (_ctx, input) => ({ ...input, name: String(input.name).trim() }),
  updatedAt: 'updated_at',
});

let grp = 0;
const m1 = () => testCtx(t.db, 1);
const add = (name: string, parentId: number | null = null, more: Record<string, unknown> = {}) => nodes.add(m1(), { name, parentId, grp, ...more });
const names = (list: Node[]): unknown[] => list.map((n) => (n.children.length ? [n.name, names(n.children)] : n.name));
const tree = (ctx = m1(), of = nodes) => of.tree<Node>(ctx, { grp }, (r) => ({ nodeId: r.nodeId, parentId: r.parentId, name: r.name }));
const refusal = async (p: Promise<unknown>) => {
  try {
    await p;
    return null;
  } catch (e) {
    const err = e as AppError;
    return { code: err.code, key: err.key, data: err.data };
  }
};
const parentOf = async (id: number) => (await t.db.query<{ parent_id: number | null }>(`SELECT parent_id FROM test_tree_nodes WHERE id = $1`, [id]))[0].parent_id;

describe('defineTree', () => {
  it('adds under parents, lists as a tree (siblings by sort) and as pages, edits and removes', async () => {
    grp = 1;
    const root = await add('Root');
    const b = await add('B', root, { sort: 2 });
    const a = await add('A', root, { sort: 1 });
    await add('A1', a);
    expect(names(await tree())).toEqual([['Root', [['A', ['A1']], 'B']]]);
    expect((await nodes.page(m1(), { page: 1, limit: 20, grp, parentId: root })).records.map((r) => r.name)).toEqual(['A', 'B']);
    await nodes.edit(m1(), b, { parentId: a, name: 'B2', sort: 0 });
    expect(names(await tree())).toEqual([['Root', [['A', ['B2', 'A1']]]]]);
    await nodes.remove(m1(), b);
    expect(await refusal(nodes.get(m1(), b))).toEqual(expect.objectContaining({ code: Code.NOT_FOUND }));
  });

  it('keeps names unique among siblings only (and within the `within` fields), also on edit', async () => {
    grp = 2;
    const p = await add('P');
    const q = await add('Q');
    await add('Same', p);
    const clash = { code: Code.VALIDATION, key: 'alreadyExists', data: { fields: [{ field: 'name', message: 'alreadyExists' }] } };
    expect(await refusal(add('Same', p))).toEqual(clash);
    expect(await refusal(add('P'))).toEqual(clash);
    const other = await add('Same', q);
    expect(await add('P', null, { grp: 3 })).toBeGreaterThan(0);
    expect(await refusal(nodes.edit(m1(), other, { parentId: p, name: 'Same' }))).toEqual(clash);
    expect(await parentOf(other)).toBe(q);
  });

  it('turns the unique index’s refusal into the same field error as the sibling check', async () => {
    grp = 10;
    const p = await add('P');
    const q = await add('Q');
    await add('Raced', p);
    const other = await add('Other', q);
    const clash = { code: Code.VALIDATION, key: 'alreadyExists', data: { fields: [{ field: 'name', message: 'alreadyExists' }] } };
    expect(await refusal(t.db.tx((db) => nodes.add({ ...m1(), db }, { name: 'Raced', parentId: q, grp })))).toEqual(clash);
    expect(await refusal(t.db.tx((db) => nodes.edit({ ...m1(), db }, other, { parentId: q, name: 'Raced' })))).toEqual(clash);
  });

  it('refuses a parent that is the node itself or below it', async () => {
    grp = 4;
    const top = await add('Top');
    const mid = await add('Mid', top);
    const low = await add('Low', mid);
    for (const parentId of [top, mid, low])
      expect(await refusal(nodes.edit(m1(), top, { parentId, name: 'Top' }))).toEqual(expect.objectContaining({ data: { fields: [{ field: 'parentId', message: 'orgParentInvalid' }] } }));
    expect(await parentOf(top)).toBe(null);
  });

  it('refuses another merchant’s parent and nodes: 40400, or a field error when the tree says so', async () => {
    grp = 5;
    const theirs = await nodes.add(testCtx(t.db, 2), { name: 'Theirs', parentId: null, grp });
    const mine = await add('Mine');
    expect(await refusal(add('Inside', theirs))).toEqual(expect.objectContaining({ code: Code.NOT_FOUND }));
    expect(await refusal(nodes.edit(m1(), mine, { parentId: theirs, name: 'Mine' }))).toEqual(expect.objectContaining({ code: Code.NOT_FOUND }));
    expect(await refusal(nodes.edit(m1(), theirs, { parentId: null, name: 'Taken' }))).toEqual(expect.objectContaining({ code: Code.NOT_FOUND }));
    expect(await refusal(nodes.remove(m1(), theirs))).toEqual(expect.objectContaining({ code: Code.NOT_FOUND }));
    expect(await refusal(nodes.move(m1(), [mine], theirs, () => fieldError('ids', 'orgMoveNameClash')))).toEqual(expect.objectContaining({ code: Code.NOT_FOUND }));
    expect(await refusal(strict.add(m1(), { name: 'Inside', parentId: theirs, grp }))).toEqual(
      expect.objectContaining({ code: Code.VALIDATION, data: { fields: [{ field: 'parentId', message: 'materialCategoryUnknown' }] } }),
    );
    expect(names(await tree(testCtx(t.db, 2)))).toEqual(['Theirs']);
  });

  it('refuses removing a node with children, one still referred to, and one its own check keeps', async () => {
    grp = 6;
    const top = await add('Top');
    const child = await add('Child', top);
    expect(await refusal(nodes.remove(m1(), top))).toEqual(expect.objectContaining({ code: Code.CONFLICT, key: 'orgHasChildren' }));
    await t.db.query(`INSERT INTO test_tree_uses (node_id) VALUES ($1)`, [child]);
    expect(await refusal(t.db.tx((db) => nodes.remove({ ...m1(), db }, child)))).toEqual(expect.objectContaining({ code: Code.CONFLICT, key: 'inUse' }));
    expect(await refusal(t.db.tx((db) => strict.remove({ ...m1(), db }, child)))).toEqual(expect.objectContaining({ code: Code.CONFLICT, key: 'placeHasChildren' }));
    const kept = await add('Kept', null, { sort: 99 });
    expect(await refusal(strict.remove(m1(), kept))).toEqual(expect.objectContaining({ code: Code.CONFLICT, key: 'areaHasTables' }));
    expect(names(await tree())).toEqual([['Top', ['Child']], 'Kept']);
  });

  it('moves several nodes under a new parent, or none of them when one is refused', async () => {
    grp = 7;
    const clash = () => fieldError('ids', 'orgMoveNameClash');
    const from = await add('From');
    const to = await add('To');
    const [x, y, z] = [await add('X', from), await add('Y', from), await add('Z', from)];
    await nodes.move(m1(), [x, y, x], to, clash);
    expect(names(await tree())).toEqual([['From', ['Z']], ['To', ['X', 'Y']]]);
    expect(await refusal(nodes.move(m1(), [x, z], z, clash))).toEqual(expect.objectContaining({ data: { fields: [{ field: 'parentId', message: 'orgParentInvalid' }] } }));
    await add('Z', to);
    expect(await refusal(nodes.move(m1(), [y, z], to, clash))).toEqual(expect.objectContaining({ data: { fields: [{ field: 'ids', message: 'orgMoveNameClash' }] } }));
    const twin = await add('Y', z);
    expect(await refusal(nodes.move(m1(), [y, twin], null, clash))).toEqual(expect.objectContaining({ key: 'orgMoveNameClash' }));
    expect([await parentOf(x), await parentOf(y), await parentOf(z)]).toEqual([to, to, from]);
  });

  it('in a data scope on its own ids: out-of-reach parents make roots, a limited caller adds no root, an unchanged parent is not checked again', async () => {
    grp = 8;
    const top = await add('Top');
    const inside = await add('Inside', top);
    const deeper = await add('Deeper', inside);
    const limited = testCtx(t.db, 1, { canteenIds: [inside, deeper] });
    expect(names(await tree(limited, strict))).toEqual([['Inside', ['Deeper']]]);
    expect(await refusal(strict.add(limited, { name: 'Root', parentId: null, grp }))).toEqual(
      expect.objectContaining({ data: { fields: [{ field: 'parentId', message: 'orgParentRequired' }] } }),
    );
    expect(await refusal(strict.add(limited, { name: 'Under top', parentId: top, grp }))).toEqual(expect.objectContaining({ key: 'materialCategoryUnknown' }));
    // The scope's root keeps its parent out of reach when edited.
    await strict.edit(limited, inside, { parentId: top, name: 'Inside renamed' });
    expect(await parentOf(inside)).toBe(top);
    expect(await refusal(strict.add(m1(), { name: 'Other group', parentId: top, grp: 9 }))).toEqual(
      expect.objectContaining({ data: { fields: [{ field: 'parentId', message: 'areaParentInvalid' }] } }),
    );
    const id = await strict.add(limited, { name: '  Trimmed ', parentId: inside, grp });
    expect((await strict.get(m1(), id)).name).toBe('Trimmed');
    await strict.edit(m1(), id, { parentId: inside, name: 'Edited' });
    expect((await t.db.query<{ updated_at: Date | null }>(`SELECT updated_at FROM test_tree_nodes WHERE id = $1`, [id]))[0].updated_at).not.toBeNull();
  });

  it('nests rows whose parent is missing as roots, in the order given', () => {
    const rows = [
      { id: 3, parentId: 1 },
      { id: 1, parentId: null },
      { id: 2, parentId: 9 },
      { id: 4, parentId: 1 },
    ];
    type N = { id: number; parentId: number | null; children: N[] };
    expect(nest<(typeof rows)[number], N>(rows, (r) => r.id, (r) => r)).toEqual([
      { id: 1, parentId: null, children: [{ id: 3, parentId: 1, children: [] }, { id: 4, parentId: 1, children: [] }] },
      { id: 2, parentId: 9, children: [] },
    ]);
  });
});
