import type { Page, ScopeType } from '@canteen/contract';
import type { Ctx } from './context';
import { conflict, fieldError, notFound } from './http/errors';
import { inScope } from './access';
import { likeContains, pageOf, Where, type Paging } from './sql';

/**
 * How a page filter matches: text by substring, ids and states exactly, dates by range; `covers`: an id array
 * column holds the id or is empty (a rule for every canteen covers each one).
 */
export type FilterOp = 'like' | 'eq' | 'in' | 'gte' | 'lte' | 'covers';

export interface ResourceSpec {
  /** The table; it has `id serial` and `merchant_id int` columns. */
  table: string;
  /** API name of the id, e.g. 'canteenId'. */
  idField: string;
  /** API field → column, for every field read and written besides the id. */
  fields: Record<string, string>;
  /** Fields that are returned but never written through create/update (e.g. created_at, a joined name). */
  readOnly?: string[];
  /** Extra SELECT expressions: API field → SQL over alias `r` (e.g. a count or a joined name). */
  computed?: Record<string, string>;
  /** Page filters: query field → column and match. */
  filters?: Record<string, { column: string; op: FilterOp }>;
  /** ORDER BY of pages and lists (columns of alias r). */
  orderBy?: string;
  /** Data permission (DESIGN §4): rows whose column is outside the caller's scope are invisible. */
  scope?: { type: ScopeType; column: string };
  /** Field sets unique per merchant; a clash is a validation error on the first field of the set. */
  unique?: string[][];
  /** Word for "not found" messages. */
  what: string;
  /** A column that every update sets to now(). */
  updatedAt?: string;
}

type Input = Record<string, unknown>;

const quoteAlias = (name: string) => `"${name.replace(/"/g, '')}"`;

/**
 * Reference data CRUD (DESIGN §2): every query is filtered by the merchant and the caller's data scope, so a
 * module cannot forget them. Business flows (money, stock, orders) never use this; they are explicit services.
 */
export function defineResource<R extends Record<string, unknown>>(spec: ResourceSpec) {
  const readOnly = new Set(spec.readOnly ?? []);
  const selectList = [
    `r.id AS ${quoteAlias(spec.idField)}`,
    ...Object.entries(spec.fields).map(([field, column]) => `r.${column} AS ${quoteAlias(field)}`),
    ...Object.entries(spec.computed ?? {}).map(([field, sql]) => `${sql} AS ${quoteAlias(field)}`),
  ].join(', ');
  const writable = Object.entries(spec.fields).filter(([field]) => !readOnly.has(field));

  /** The merchant, the caller's scope and the filters present in query, over alias r. */
  function where(ctx: Ctx, query: Input = {}): Where {
    const w = new Where('r.merchant_id = ?', ctx.merchantId);
    if (spec.scope) w.scope(ctx, spec.scope.type, `r.${spec.scope.column}`);
    for (const [field, { column, op }] of Object.entries(spec.filters ?? {})) {
      const value = query[field];
      if (value === undefined || value === null || value === '') continue;
      if (op === 'like') w.add(`r.${column} ILIKE ?`, likeContains(String(value)));
      else if (op === 'covers') w.add(`cardinality(r.${column}) = 0 OR ? = ANY(r.${column})`, value);
      else if (op === 'in') w.add(`r.${column} = ANY(?)`, value);
      else w.add(`r.${column} ${op === 'eq' ? '=' : op === 'gte' ? '>=' : '<='} ?`, value);
    }
    return w;
  }

  function checkScope(ctx: Ctx, input: Input) {
    if (!spec.scope) return;
    const field = Object.entries(spec.fields).find(([, column]) => column === spec.scope!.column)?.[0];
    if (field && input[field] !== undefined && !inScope(ctx, spec.scope.type, input[field] as number)) throw notFound(spec.scope.type);
  }

  async function checkUnique(ctx: Ctx, input: Input, exceptId = 0) {
    for (const set of spec.unique ?? []) {
      const w = new Where('r.merchant_id = ?', ctx.merchantId).add('r.id <> ?', exceptId);
      for (const field of set) w.add(`r.${spec.fields[field]} IS NOT DISTINCT FROM ?`, input[field] ?? null);
      const clash = await ctx.db.query(`SELECT 1 FROM ${spec.table} r WHERE ${w.sql} LIMIT 1`, w.params);
      if (clash.length) throw fieldError(set[0], 'alreadyExists');
    }
  }

  const resource = {
    spec,
    async page(ctx: Ctx, query: Input & Paging): Promise<Page<R>> {
      const w = where(ctx, query);
      return pageOf<R>(ctx.db, query, {
        count: `SELECT count(*)::int AS n FROM ${spec.table} r WHERE ${w.sql}`,
        rows: `SELECT ${selectList} FROM ${spec.table} r WHERE ${w.sql} ORDER BY ${spec.orderBy ?? 'r.id'}`,
        params: w.params,
      });
    },

    async list(ctx: Ctx, query: Input = {}): Promise<R[]> {
      const w = where(ctx, query);
      return ctx.db.query<R>(`SELECT ${selectList} FROM ${spec.table} r WHERE ${w.sql} ORDER BY ${spec.orderBy ?? 'r.id'}`, w.params);
    },

    /** The row, or 40400 when it does not exist, belongs to another merchant or lies outside the caller's scope. */
    async get(ctx: Ctx, id: number): Promise<R> {
      const w = where(ctx).add('r.id = ?', id);
      const row = (await ctx.db.query<R>(`SELECT ${selectList} FROM ${spec.table} r WHERE ${w.sql}`, w.params))[0];
      if (!row) throw notFound(spec.what);
      return row;
    },

    async create(ctx: Ctx, input: Input): Promise<number> {
      checkScope(ctx, input);
      await checkUnique(ctx, input);
      const present = writable.filter(([field]) => input[field] !== undefined);
      const columns = ['merchant_id', ...present.map(([, column]) => column)];
      const values = [ctx.merchantId, ...present.map(([field]) => toSql(input[field]))];
      const row = (
        await ctx.db.query<{ id: number }>(
          `INSERT INTO ${spec.table} (${columns.join(', ')}) VALUES (${values.map((_, i) => `$${i + 1}`).join(', ')}) RETURNING id`,
          values,
        )
      )[0];
      return row.id;
    },

    /** Writes the fields present in input; the row must be visible to the caller. */
    async update(ctx: Ctx, id: number, input: Input): Promise<void> {
      const current = await resource.get(ctx, id);
      checkScope(ctx, input);
      await checkUnique(ctx, { ...current, ...input }, id);
      const present = writable.filter(([field]) => input[field] !== undefined);
      if (!present.length) return;
      const values: unknown[] = [id, ctx.merchantId, ...present.map(([field]) => toSql(input[field]))];
      const sets = present.map(([, column], i) => `${column} = $${i + 3}`);
      if (spec.updatedAt) sets.push(`${spec.updatedAt} = now()`);
      await ctx.db.query(`UPDATE ${spec.table} SET ${sets.join(', ')} WHERE id = $1 AND merchant_id = $2`, values);
    },

    /** Removes the row; one that other rows still refer to is refused (40900) and stays. */
    async remove(ctx: Ctx, id: number): Promise<void> {
      await resource.get(ctx, id);
      try {
        await ctx.db.query(`DELETE FROM ${spec.table} WHERE id = $1 AND merchant_id = $2`, [id, ctx.merchantId]);
      } catch (e) {
        if ((e as { code?: string }).code === '23503') throw conflict('inUse');
        throw e;
      }
    },
  };
  return resource;
}

/** Objects and arrays of objects go to jsonb columns as JSON text; int[] and text[] arrays pass as they are. */
function toSql(value: unknown): unknown {
  if (value && typeof value === 'object' && !Array.isArray(value)) return JSON.stringify(value);
  if (Array.isArray(value) && value.some((v) => v && typeof v === 'object')) return JSON.stringify(value);
  return value;
}
