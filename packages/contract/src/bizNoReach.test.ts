import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { catalogue } from './catalogue';

/**
 * Every bizNo a caller sends (console, device, offline records, the app) is read by a schema that refuses '#': the
 * server's own bizNos begin with it (apps/server accounts/ledger.ts internalBizNo), so no caller can take one first.
 */
type Def = { type: string; shape?: Record<string, z.ZodType>; element?: z.ZodType; innerType?: z.ZodType; in?: z.ZodType; options?: z.ZodType[]; left?: z.ZodType; right?: z.ZodType };
const defOf = (s: z.ZodType) => (s as unknown as { _zod: { def: Def } })._zod.def;

/** The schemas of every field named bizNo anywhere in an input, with where they are. */
function bizNoFields(schema: z.ZodType, at: string, out: [string, z.ZodType][]): void {
  const def = defOf(schema);
  if (def.shape) {
    for (const [key, field] of Object.entries(def.shape)) {
      if (key === 'bizNo') out.push([`${at}.${key}`, field]);
      else bizNoFields(field, `${at}.${key}`, out);
    }
  }
  for (const inner of [def.element, def.innerType, def.in, def.left, def.right, ...(def.options ?? [])]) if (inner) bizNoFields(inner, at, out);
}

describe('bizNos callers send', () => {
  const fields: [string, z.ZodType][] = [];
  for (const e of catalogue) bizNoFields(e.input as z.ZodType, e.id, fields);

  it('are read by every money endpoint', () => {
    expect(fields.map(([at]) => at)).toEqual(expect.arrayContaining(['accounts.consumePay.bizNo', 'accounts.deviceOfflineUpload.records.bizNo', 'orders.partRefund.bizNo']));
  });

  it.each(fields)('%s refuses a name in the server\'s namespace (#…) and takes an ordinary one', (_, schema) => {
    expect(schema.safeParse('#SUB-1-2026-12-5').success).toBe(false);
    expect(schema.safeParse(' #RR-12 ').success).toBe(false);
    expect(schema.safeParse('DEV-0001-000042').success).toBe(true);
  });
});
