import type { Page, ScopeType } from '@canteen/contract';
import type { Ctx } from './context';
import type { Db } from './db/db';
import { scopeIds } from './access';

/**
 * `%text%` for `ILIKE`: the text's own `\`, `%` and `_` are escaped so that they match themselves (PostgreSQL's
 * default LIKE escape is `\`). Every "contains" filter of a list goes through this.
 */
export const likeContains = (text: string): string => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * The numbered parameters of one statement, each placeholder made where its value is used: pieces of SQL written
 * by different functions share one Params, so none numbers `$n` by hand or renumbers another's.
 */
export class Params {
  readonly params: unknown[] = [];

  /** A placeholder for one more value. */
  param(value: unknown): string {
    this.params.push(value);
    return `$${this.params.length}`;
  }

  /** A placeholder per name, each value added once, in the order given (for values used in several places). */
  named<K extends string>(values: Record<K, unknown>): Record<K, string> {
    const marks = {} as Record<K, string>;
    for (const key of Object.keys(values) as K[]) marks[key] = this.param(values[key]);
    return marks;
  }
}

/**
 * The conditions of a WHERE and their numbered parameters, so that no query numbers `$n` by hand. Starts with
 * the first condition (the merchant), as every query of a merchant's data does; `param()` adds a value used
 * outside the conditions (a select list, a join, a subquery).
 */
export class Where extends Params {
  private readonly parts: string[] = [];

  constructor(first: string, ...values: unknown[]) {
    super();
    this.add(first, ...values);
  }

  /** Adds a condition whose `?` marks take the values in order; a count that differs is a programming error. */
  add(sql: string, ...values: unknown[]): this {
    const marks = sql.split('?').length - 1;
    if (marks !== values.length) throw new Error(`Where.add: ${marks} marks, ${values.length} values in: ${sql}`);
    let i = 0;
    this.parts.push(sql.replace(/\?/g, () => this.param(values[i++])));
    return this;
  }

  /**
   * The caller's data scope of that type on the column (DESIGN §4), nothing when unrestricted; an organisation
   * scope reaches the organisations below too.
   */
  scope(ctx: Ctx, type: ScopeType, column: string): this {
    const ids = scopeIds(ctx, type);
    if (ids === null) return this;
    if (type === 'org') return this.inOrgSubtree(column, ctx.merchantId, ids);
    return this.add(`${column} = ANY(?::int[])`, ids);
  }

  /** The column holds one of the organisations `orgIds` or one below them. */
  inOrgSubtree(column: string, merchantId: number, orgIds: number[]): this {
    this.parts.push(`${column} IN ${orgSubtree(this.param(merchantId), this.param(orgIds))}`);
    return this;
  }

  /** The conditions joined by AND. */
  get sql(): string {
    return this.parts.map((p) => `(${p})`).join(' AND ');
  }
}

/**
 * The ids of the organisations `roots` and every organisation below them, as a parenthesised subquery. `merchant`
 * and `roots` are placeholders (e.g. from Where.param); `roots` is an int[].
 */
export const orgSubtree = (merchant: string, roots: string): string => `(WITH RECURSIVE under AS (
      SELECT id FROM cust_orgs WHERE merchant_id = ${merchant} AND id = ANY(${roots}::int[])
      UNION SELECT o.id FROM cust_orgs o JOIN under u ON o.parent_id = u.id)
    SELECT id FROM under)`;

/**
 * The caller's organisation scope on the column as one condition whose values go to `p`, null when unrestricted:
 * for a condition that is not simply one more of a Where's (a subquery's, a lateral join's, one side of an OR).
 */
export function orgScopeOf(ctx: Ctx, p: Params, column: string): string | null {
  const ids = scopeIds(ctx, 'org');
  return ids === null ? null : `${column} IN ${orgSubtree(p.param(ctx.merchantId), p.param(ids))}`;
}

/**
 * True when a data scope (ids, null = everything) reaches no further than the caller's own of that type. An
 * organisation below one of the caller's is inside, as Where.scope reads it.
 */
export async function withinOwnScope(ctx: Ctx, type: ScopeType, ids: number[] | null): Promise<boolean> {
  const own = scopeIds(ctx, type);
  if (own === null) return true;
  if (ids === null) return false;
  const outside = [...new Set(ids.filter((id) => !own.includes(id)))];
  if (!outside.length || type !== 'org') return !outside.length;
  const w = new Where('true').scope(ctx, 'org', 'o.id');
  const reached = await ctx.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM unnest(${w.param(outside)}::int[]) AS o(id) WHERE ${w.sql}`, w.params);
  return reached[0].n === outside.length;
}

export interface Paging {
  page: number;
  limit: number;
}

interface PageQuery {
  count: string;
  rows: string;
  params: readonly unknown[];
}

/**
 * One page of a list: `count` returns one row `n` (the total), `rows` is the SELECT with its ORDER BY; both use
 * `params`. The page's LIMIT and OFFSET are appended to `rows` after them, on a copy (params can be reused, e.g.
 * by an export). With `sum: true` the count's row also holds the list's sums beside `n`, returned as `sum`, so one
 * scan counts and sums.
 */
export function pageOf<R>(db: Db, paging: Paging, query: PageQuery): Promise<Page<R>>;
export function pageOf<R, S extends object>(db: Db, paging: Paging, query: PageQuery & { sum: true }): Promise<Page<R> & { sum: S }>;
export async function pageOf<R, S extends object>(db: Db, paging: Paging, query: PageQuery & { sum?: true }): Promise<Page<R> & { sum?: S }> {
  const { n: total, ...sum } = (await db.query<{ n: number } & S>(query.count, [...query.params]))[0];
  const p = new Params();
  for (const value of query.params) p.param(value);
  const records = await db.query<R>(`${query.rows} LIMIT ${p.param(paging.limit)} OFFSET ${p.param((paging.page - 1) * paging.limit)}`, p.params);
  const page = { records, total, page: paging.page, limit: paging.limit };
  return query.sum ? { ...page, sum: sum as unknown as S } : page;
}
