/** A rejected call as the request client reports it (ApiError {code, msg, data}). */
export interface CallError {
  code: number;
  msg: string;
  data: unknown;
}

export const isCallError = (e: unknown): e is CallError =>
  typeof e === 'object' && e !== null && typeof (e as CallError).code === 'number' && typeof (e as CallError).msg === 'string';

/** The `{field, message}` list of a 40000 reply, or an empty list. */
export function validationFields(e: unknown): { field: string; message: string }[] {
  if (!isCallError(e) || e.code !== 40000) return [];
  const fields = (e.data as { fields?: unknown } | null)?.fields;
  if (!Array.isArray(fields)) return [];
  return fields.filter(
    (f): f is { field: string; message: string } => typeof f?.field === 'string' && typeof f?.message === 'string',
  );
}

/**
 * Splits server field errors into those a form field shows and the rest. A nested path ('menuIds.0')
 * belongs to its top-level field.
 */
export function matchFieldErrors(errors: { field: string; message: string }[], formKeys: string[]) {
  const byField = new Map<string, string[]>();
  const unmatched: { field: string; message: string }[] = [];
  for (const e of errors) {
    const key = formKeys.includes(e.field) ? e.field : formKeys.find((k) => e.field.split(/[.[]/)[0] === k);
    if (key) byField.set(key, [...(byField.get(key) ?? []), e.message]);
    else unmatched.push(e);
  }
  return { byField, unmatched };
}
