import { Code } from '@canteen/contract';
import type { Ctx } from './context';
import type { MessageKey } from './messages';
import { scopeIds } from './access';
import { AppError, conflict, fieldError, isUniqueViolation } from './http/errors';
import { defineResource, type ResourceSpec } from './resource';
import { Params } from './sql';

type Input = Record<string, unknown>;
type TreeRow = Record<string, unknown> & { parentId: number | null };

export interface TreeSpec<R extends TreeRow> extends Omit<ResourceSpec, 'unique'> {
  /** The API field of the name; names are unique among the children of one parent (and among the roots). */
  name: string;
  /** Fields that split the merchant's nodes into several trees, e.g. an area's canteen: names are unique within. */
  within?: string[];
  /** Message keys of the refusals, each tree in its own words. */
  codes: {
    /** 40000 on parentId: the parent is the node itself or one below it. */
    parentInvalid: MessageKey;
    /** 40900: removing a node that still has children. */
    hasChildren: MessageKey;
    /** 40000 on parentId for a parent the merchant does not have; without it that is 40400, as reading it. */
    parentUnknown?: MessageKey;
    /** 40000 on parentId: a caller limited by the spec's scope adds no top-level node (it would fall outside). */
    parentRequired?: MessageKey;
    /** 40900 when other rows still refer to a removed node; 'inUse' unless said. */
    inUse?: MessageKey;
  };
  /** A further rule on a chosen parent, given the node as it would be written (e.g. the same canteen). */
  checkParent?: (ctx: Ctx, parent: R, node: Input) => void;
  /** Checks and normalises what is written, once the parent is known to be good (e.g. ids that must be the merchant's). */
  prepare?: (ctx: Ctx, input: Input) => Promise<Input>;
  /** Refuses removing a node for the tree's own reasons (e.g. tables still stand in an area). */
  checkRemove?: (ctx: Ctx, row: R) => void;
}

/**
 * A merchant's tree of reference data (organisations, places, categories…) over a table with `parent_id`: the
 * `defineResource` reads (merchant, data scope, page filters), plus what every tree enforces — a parent of the
 * merchant's, no cycle, names unique among siblings, no removal of a node that has children.
 */
export function defineTree<R extends TreeRow>(spec: TreeSpec<R>) {
  const resource = defineResource<R>({
    ...spec,
    fields: { parentId: 'parent_id', ...spec.fields },
    unique: [[spec.name, 'parentId', ...(spec.within ?? [])]],
  });
  const idOf = (row: R) => row[spec.idField] as number;

  /** The unique index backs the sibling check when two requests race. */
  async function guardUnique<T>(run: () => Promise<T>): Promise<T> {
    try {
      return await run();
    } catch (e) {
      if (isUniqueViolation(e)) throw fieldError(spec.name, 'alreadyExists');
      throw e;
    }
  }

  /** The parent must be the merchant's (and in reach), and neither one of the nodes `moving` nor below them. */
  async function checkParent(ctx: Ctx, parentId: number | null, node: Input, moving: number[]): Promise<void> {
    if (parentId === null) {
      if (spec.codes.parentRequired && spec.scope && scopeIds(ctx, spec.scope.type) !== null) throw fieldError('parentId', spec.codes.parentRequired);
      return;
    }
    const parent = await resource.get(ctx, parentId).catch((e: unknown) => {
      if (spec.codes.parentUnknown && e instanceof AppError && e.code === Code.NOT_FOUND) throw fieldError('parentId', spec.codes.parentUnknown);
      throw e;
    });
    spec.checkParent?.(ctx, parent, node);
    if (!moving.length) return;
    const p = new Params();
    const $ = p.named({ merchant: ctx.merchantId, parent: parentId, moving });
    const cycle = await ctx.db.query(
      `WITH RECURSIVE up AS (
         SELECT id, parent_id FROM ${spec.table} WHERE merchant_id = ${$.merchant} AND id = ${$.parent}
         UNION SELECT t.id, t.parent_id FROM ${spec.table} t JOIN up ON t.id = up.parent_id AND t.merchant_id = ${$.merchant})
       SELECT 1 FROM up WHERE id = ANY(${$.moving}::int[]) LIMIT 1`,
      p.params,
    );
    if (cycle.length) throw fieldError('parentId', spec.codes.parentInvalid);
  }

  async function hasChildren(ctx: Ctx, id: number): Promise<boolean> {
    const p = new Params();
    return (await ctx.db.query(`SELECT 1 FROM ${spec.table} WHERE merchant_id = ${p.param(ctx.merchantId)} AND parent_id = ${p.param(id)} LIMIT 1`, p.params)).length > 0;
  }

  const { spec: resourceSpec, page, list, get } = resource;
  return {
    spec: resourceSpec,
    page,
    list,
    get,
    hasChildren,

    /** The nodes the caller reaches (filtered by `query`) as a tree, siblings in list order; a node whose parent is out of reach is a root. */
    async tree<N extends { parentId: number | null; children: N[] }>(ctx: Ctx, query: Input, node: (row: R) => Omit<N, 'children'>): Promise<N[]> {
      return nest(await resource.list(ctx, query), idOf, node);
    },

    /** Adds a node; `input.parentId` null is a root. Returns its id. */
    async add(ctx: Ctx, input: Input & { parentId: number | null }): Promise<number> {
      await checkParent(ctx, input.parentId, input, []);
      const values = spec.prepare ? await spec.prepare(ctx, input) : input;
      return guardUnique(() => resource.create(ctx, values));
    },

    /** Writes the fields present; a new parent is checked as for a move, an unchanged one is kept as it is. */
    async edit(ctx: Ctx, id: number, input: Input & { parentId: number | null }): Promise<void> {
      const current = await resource.get(ctx, id);
      if (input.parentId !== current.parentId) await checkParent(ctx, input.parentId, { ...current, ...input }, [id]);
      const values = spec.prepare ? await spec.prepare(ctx, input) : input;
      await guardUnique(() => resource.update(ctx, id, values));
    },

    /**
     * Moves nodes (with what hangs below them) under a new parent, all or none. `nameClash` is the refusal when
     * two of them, or one of them and a child of the new parent, share a name.
     */
    async move(ctx: Ctx, ids: number[], parentId: number | null, nameClash: () => AppError): Promise<void> {
      const unique = [...new Set(ids)];
      await ctx.db.tx(async (db) => {
        const tx = { ...ctx, db };
        const moving: R[] = [];
        for (const id of unique) moving.push(await resource.get(tx, id));
        await checkParent(tx, parentId, { parentId }, unique);
        const names = moving.map((row) => row[spec.name]);
        if (new Set(names).size !== names.length) throw nameClash();
        const p = new Params();
        const $ = p.named({ merchant: ctx.merchantId, parent: parentId, moving: unique, names });
        const column = spec.fields[spec.name];
        const clash = await db.query(
          `SELECT 1 FROM ${spec.table} WHERE merchant_id = ${$.merchant} AND parent_id IS NOT DISTINCT FROM ${$.parent}
             AND ${column} = ANY(${$.names}) AND NOT id = ANY(${$.moving}::int[]) LIMIT 1`,
          p.params,
        );
        if (clash.length) throw nameClash();
        const u = new Params();
        await db.query(
          `UPDATE ${spec.table} SET parent_id = ${u.param(parentId)} WHERE merchant_id = ${u.param(ctx.merchantId)} AND id = ANY(${u.param(unique)}::int[])`,
          u.params,
        );
      });
    },

    /** Removes a node without children that nothing else refers to (40900 otherwise, and it stays). */
    async remove(ctx: Ctx, id: number): Promise<void> {
      const row = await resource.get(ctx, id);
      if (await hasChildren(ctx, id)) throw conflict(spec.codes.hasChildren);
      spec.checkRemove?.(ctx, row);
      try {
        await resource.remove(ctx, id);
      } catch (e) {
        if (spec.codes.inUse && e instanceof AppError && e.key === 'inUse') throw conflict(spec.codes.inUse);
        throw e;
      }
    },
  };
}

/** Rows as a tree: each under its parent, in the order given; a row whose parent is not among them is a root. */
export function nest<R, N extends { parentId: number | null; children: N[] }>(rows: readonly R[], id: (row: R) => number, node: (row: R) => Omit<N, 'children'>): N[] {
  const nodes = new Map<number, N>(rows.map((r) => [id(r), { ...node(r), children: [] } as unknown as N]));
  const roots: N[] = [];
  for (const n of nodes.values()) {
    const parent = n.parentId === null ? undefined : nodes.get(n.parentId);
    (parent ? parent.children : roots).push(n);
  }
  return roots;
}
