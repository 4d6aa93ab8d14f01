import { z } from 'zod';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * Who may call an endpoint:
 * - a menu id: a manager whose role grants that menu id (DESIGN §4);
 * - 'session': any signed-in manager (own user info, own password, logout…);
 * - 'public': no token (login, the console's config, the login-page logo);
 * - 'device': a canteen device's token (DESIGN §6), never a manager's.
 */
export type Access = number | 'session' | 'public' | 'device';

export interface EndpointDef<I extends z.ZodType = z.ZodType, O extends z.ZodType = z.ZodType, Id extends string = string> {
  /** Stable name, `<area>.<action>`. */
  id: Id;
  method: HttpMethod;
  /** Full path with service prefix, spec spelling; path parameters as `{name}`. */
  path: string;
  access: Access;
  /** Schema of `content` (path parameters are merged into it before parsing). */
  input: I;
  /** Schema of `data` in the reply (for `kind: 'blob'` the JSON error reply only). */
  output: O;
  /** State-changing: runs in one transaction and is written to the operation log. Defaults to method !== 'GET'. */
  write?: boolean;
  /**
   * false: a write that opens its own transaction instead of running in the call's, so what it records before it
   * refuses (an attempt at a password) stays when it refuses. It is still written to the operation log.
   */
  transaction?: false;
  /** An import that refuses a sheet with bad rows as 59000, `data` the rows' errors (`importFailure`): nothing written. */
  rowErrors?: true;
  /** json (default), blob (file reply), multipart (file upload with `content` as a form field). */
  kind?: 'json' | 'blob' | 'multipart';
  summary: string;
}

/**
 * The columns an export writes: the keys wanted, in order (the console sends its table's field keys). Keys the
 * export does not know are skipped; without the list an export writes all its columns.
 */
export const exportColumns = z
  .array(z.string().max(64).regex(/^[A-Za-z][A-Za-z0-9_]*$/))
  .max(100)
  .optional()
  .describe('The columns to write, by key, in order; unknown keys are skipped. Without it: every column.');

/** An export is a file reply named `…Export`/`…export`; the other file replies are import templates. */
export const isExport = (e: { id: string; kind?: string }) => e.kind === 'blob' && /[eE]xport$/.test(e.id);

/** An export's input with `columns` beside its filters. */
type ExportInput<Id extends string, I> = Id extends `${string}${'Export' | 'export'}`
  ? I extends z.ZodObject<infer S, infer C>
    ? z.ZodObject<z.util.Extend<S, { columns: typeof exportColumns }>, C>
    : I
  : I;

/**
 * Declares an endpoint; a `kind: 'blob'` one keeps that kind in its type, so its handler must reply with a file,
 * and so does a `kind: 'multipart'` one, so the console can only upload to it. An export also takes `columns`.
 */
export function endpoint<const Id extends string, I extends z.ZodType, O extends z.ZodType>(
  def: EndpointDef<I, O, Id> & { kind: 'blob' },
): EndpointDef<ExportInput<Id, I>, O, Id> & { kind: 'blob' };
export function endpoint<const Id extends string, I extends z.ZodType, O extends z.ZodType>(
  def: EndpointDef<I, O, Id> & { kind: 'multipart' },
): EndpointDef<I, O, Id> & { kind: 'multipart' };
export function endpoint<const Id extends string, I extends z.ZodType, O extends z.ZodType>(def: EndpointDef<I, O, Id>): EndpointDef<I, O, Id>;
export function endpoint(def: AnyEndpoint): AnyEndpoint {
  if (!isExport(def)) return def;
  if (!(def.input instanceof z.ZodObject)) throw new Error(`${def.id}: an export's input must be an object`);
  return { ...def, input: def.input.extend({ columns: exportColumns }) };
}

export type AnyEndpoint = EndpointDef<z.ZodType, z.ZodType, string>;
/** What a handler receives: the input schema's output; an export's `columns` go to ctx instead. (`InputOf` and `OutputOf`, by id or definition, are in catalogue.ts.) */
export type ParsedInputOf<E extends AnyEndpoint> = E extends { kind: 'blob' } ? Omit<z.output<E['input']>, 'columns'> : z.output<E['input']>;

export const isWrite = (e: AnyEndpoint) => e.write ?? e.method !== 'GET';

/** Fills `{name}` path parameters from content. */
export function pathWith(path: string, content: Record<string, unknown> | undefined): string {
  return path.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(String(content?.[name] ?? '')));
}

/** Prefixes of the services (DESIGN §3). */
export const PREFIX = {
  main: '/yunshitang/api/v1',
  mainApi: '/yunshitang/api',
  report: '/yunshitangreport/api/v1',
  drp: '/yunshitangdrp/api/v1',
  third: '/yunshitangthird',
  admin: '/admin/api/v1',
  auth: '/auth',
  aiCleaning: '/aifoodcleaning',
} as const;
