import { Code, type FieldError } from '@canteen/contract';
import type { MessageKey } from '../messages';

/** The one error services throw: a reply code, a message key translated per caller, optional data. */
export class AppError extends Error {
  constructor(
    readonly code: Code,
    readonly key: MessageKey,
    readonly params: Record<string, string | number> = {},
    readonly data: unknown = null,
  ) {
    super(key);
  }
}

export const notFound = (what = 'record') => new AppError(Code.NOT_FOUND, 'notFound', { what });
export const forbidden = () => new AppError(Code.FORBIDDEN, 'forbidden');
export const conflict = (key: MessageKey, params?: Record<string, string | number>) => new AppError(Code.CONFLICT, key, params);
export const businessRule = (key: MessageKey, params?: Record<string, string | number>) => new AppError(Code.BUSINESS_RULE, key, params);
/** A unique index refused a row: another request took the value between our check and our write. */
export const isUniqueViolation = (e: unknown) => (e as { code?: unknown } | null)?.code === '23505';

/** A validation failure on named fields, shown by the console beside those fields. */
export const fieldError = (field: string, key: MessageKey, params?: Record<string, string | number>) =>
  new AppError(Code.VALIDATION, key, params, { fields: [{ field, message: key }] satisfies FieldError[] });
