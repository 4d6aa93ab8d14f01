import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { Code, catalogue, type AnyEndpoint } from '@canteen/contract';
import { startTestServer, type TestServer } from '../testing/server';
import { canteenOf, sendRaw } from './send';

/**
 * Merchant 2's administrator calls every endpoint with merchant 1's ids, in content that passes validation where
 * the schema allows it. No reply may carry merchant 1's data (its rows are marked M1SECRET), none may be a 5xx, and
 * merchant 1's rows are the same afterwards. New endpoints join by being in the catalogue.
 */
const MARK = 'M1SECRET';
let t: TestServer;
let admin2: string;
const ids = new Map<string, number>();

/** The table an id field names; fields not listed get merchant 1's smallest id of any table (still not theirs). */
const TABLE_OF: Record<string, string> = {
  custId: 'customers', accId: 'accounts', accountId: 'accounts', orgId: 'cust_orgs', parentId: 'cust_orgs', canteenId: 'canteens',
  deviceId: 'devices', orderId: 'orders', rechargeId: 'money_txns', txnId: 'money_txns', subsidyId: 'money_txns', userId: 'mgr_users',
  roleId: 'roles', stallId: 'stalls', heldId: 'offline_held',
};

/** A value the schema accepts where that is easy to see; ids come from merchant 1. */
function sample(schema: z.ZodType, field: string): unknown {
  const def = (schema as unknown as { _zod: { def: Record<string, unknown> } })._zod.def;
  switch (def.type) {
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'readonly':
      return sample(def.innerType as z.ZodType, field);
    case 'pipe':
      return sample(def.in as z.ZodType, field);
    case 'number':
      return /Id$|^id$/.test(field) ? merchant1Id(field) : 1;
    case 'string':
      // A day or an instant must be one (every report's range has two); any other text carries the mark.
      return def.format === 'date' ? '2026-01-01' : def.format === 'date-time' ? '2026-01-01T00:00:00Z' : `${MARK}-probe`;
    case 'boolean':
      return false;
    case 'enum':
      return Object.values(def.entries as Record<string, unknown>)[0];
    case 'literal':
      return (def.values as unknown[])[0];
    case 'array':
      return /Ids$/.test(field) ? [merchant1Id(field.replace(/s$/, ''))] : [sample(def.element as z.ZodType, field.replace(/s$/, ''))];
    case 'object':
      return Object.fromEntries(Object.entries(def.shape as Record<string, z.ZodType>).map(([k, v]) => [k, sample(v, k)]));
    case 'union':
      return sample((def.options as z.ZodType[])[0]!, field);
    default:
      return undefined;
  }
}
const merchant1Id = (field: string) => ids.get(TABLE_OF[field] ?? '') ?? ids.get('customers')!;

async function checksum(): Promise<string> {
  const tables = await t.db.query<{ table_name: string }>(
    `SELECT table_name FROM information_schema.columns WHERE column_name = 'merchant_id' AND table_schema = 'public' ORDER BY table_name`,
  );
  const parts: string[] = [];
  for (const { table_name } of tables) {
    if (table_name === 'operation_logs') continue;
    parts.push(`${table_name}:${(await t.db.query<{ h: string | null }>(`SELECT md5(string_agg(x::text, ',' ORDER BY x::text)) AS h FROM ${table_name} x WHERE merchant_id = 1`))[0]!.h}`);
  }
  return parts.join(' ');
}

beforeAll(async () => {
  t = await startTestServer();
  const admin = await t.token();
  admin2 = await t.token('admin2', 'Admin@123');
  // Merchant 1's marked data: an organisation, a person with money and an order, a device.
  const org = await t.call<{ orgId: number }>('people.orgAdd', { orgName: `${MARK} org`, orgCode: 'M1S' }, { token: admin });
  const person = await t.call<{ custId: number }>('customers.add', { custNum: 'M1S-1', custName: `${MARK} person`, orgId: org.data.orgId }, { token: admin });
  const custId = person.data?.custId ?? (await t.db.query<{ id: number }>(`SELECT id FROM customers WHERE merchant_id = 1 ORDER BY id LIMIT 1`))[0]!.id;
  await t.call('accounts.recharge', { custId, amount: 5000, payType: 'cash', bizNo: 'M1S-RC-0001' }, { token: admin });
  await t.call('accounts.consumePay', { custId, amount: 1200, bizNo: 'M1S-CP-0001', canteenId: await canteenOf(t) }, { token: admin });
  const till = await t.call<{ secret: string }>('devices.machineAdd', { name: `${MARK} till`, type: 'lishixiaofeiji', serialNumber: 'M1S-DEV', canteenId: await canteenOf(t), ip: '' }, { token: admin });
  // An offline record with a wrong clock, held for review on merchant 1's error orders page.
  const device = (await t.call<{ token: string }>('devices.deviceLogin', { serialNumber: 'M1S-DEV', secret: till.data.secret })).data.token;
  await t.call('accounts.deviceOfflineUpload', { records: [{ bizNo: 'M1S-OF-0001', custId, amount: 100, at: '2000-01-01T00:00:00Z' }] }, { token: device });
  for (const table of new Set([...Object.values(TABLE_OF), 'customers'])) {
    const row = (await t.db.query<{ id: number }>(`SELECT id::int AS id FROM ${table} WHERE merchant_id = 1 ORDER BY id DESC LIMIT 1`).catch(() => []))[0];
    if (row) ids.set(table, row.id);
  }
});
afterAll(() => t.close());

// Logging out or changing the caller's own password would end the caller's session mid-run.
const managerEndpoints = catalogue.filter((e) => (typeof e.access === 'number' || e.access === 'session') && !['auth.logout', 'admin.changeOwnPassword'].includes(e.id));

describe("merchant 2 with merchant 1's ids", () => {
  it('has merchant 1 data to aim at', () => {
    expect(ids.get('customers')).toBeGreaterThan(0);
    expect(ids.get('orders')).toBeGreaterThan(0);
  });

  it("never answers with merchant 1's data, never fails, and changes none of it", async () => {
    const before = await checksum();
    const leaks: string[] = [];
    const errors: string[] = [];
    const codes: Record<number, number> = {};
    for (const e of managerEndpoints as AnyEndpoint[]) {
      const content = (sample(e.input, '') as Record<string, unknown> | undefined) ?? {};
      const pathId = /\{(\w+)\}/.exec(e.path)?.[1];
      const r = await sendRaw(t, e, content, { token: admin2, pathValue: pathId ? merchant1Id(pathId) : undefined });
      if (r.body) codes[r.body.code] = (codes[r.body.code] ?? 0) + 1;
      if (r.status >= 500 || (r.body && r.body.code === Code.INTERNAL)) errors.push(`${e.id}: ${r.status}`);
      if (r.body && JSON.stringify(r.body.data ?? '').includes(MARK) && !JSON.stringify(content).includes(JSON.stringify(r.body.data))) {
        // A reply may echo what the caller sent (the probe text); merchant 1's marked rows must never appear.
        if (/M1SECRET (org|person|till)/.test(JSON.stringify(r.body.data))) leaks.push(e.id);
      }
    }
    expect(errors).toEqual([]);
    expect(leaks).toEqual([]);
    // The matrix means something only if most calls get past validation to the merchant check.
    const reached = Object.entries(codes).filter(([c]) => Number(c) !== Code.VALIDATION).reduce((n, [, k]) => n + k, 0);
    expect(reached, JSON.stringify(codes)).toBeGreaterThan(managerEndpoints.length / 2);
    expect(await checksum()).toBe(before);
  });
});
