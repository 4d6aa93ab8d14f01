import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { Code, catalogue, type AnyEndpoint } from '@canteen/contract';
import { startTestServer, type TestServer } from '../testing/server';
import { deviceToken, sendRaw } from './send';

/**
 * Every endpoint of the catalogue, fed bad envelopes and bad contents: never a 5xx, always a documented code, and
 * nothing written. STRESS_FULL=1 (npm run stress) sends every bad value to every field; the quick run (npm test)
 * sends each endpoint the envelope cases and a rotating sample of the field cases.
 */
const FULL = process.env.STRESS_FULL === '1';
const CODES = new Set<number>(Object.values(Code));

let t: TestServer;
let admin: string;
let device: string;
beforeAll(async () => {
  t = await startTestServer();
  admin = await t.token();
  device = await deviceToken(t, admin, 'FUZZ-1');
});
afterAll(() => t.close());

const deep = (levels: number) => {
  let v: unknown = 1;
  for (let i = 0; i < levels; i++) v = { a: v };
  return v;
};
const BAD_VALUES: [string, unknown][] = [
  ['a string', 'x'],
  ['a negative number', -1],
  ['a fraction', 12.5],
  ['a huge number', 1e20],
  ['NaN as text', 'NaN'],
  ['a boolean', true],
  ['null', null],
  ['an array', [1, 'a']],
  ['an object', { x: 1 }],
  ['100 000 characters', 'A'.repeat(100_000)],
  ['deep JSON', deep(500)],
];
const BAD_CONTENTS: [string, unknown][] = [
  ['an array', []],
  ['a string', 'content'],
  ['a number', 7],
  ['an unknown field only', { notAField: 1 }],
  ['deep JSON', { x: deep(1_000) }],
];
const BAD_ENVELOPES: [string, Record<string, unknown>][] = [
  ['no sign', { sign: undefined }],
  ['a wrong version', { version: '2.0' }],
  ['a wrong sign type', { signType: 'sha1' }],
  ['a timestamp in text', { timestamp: 'yesterday' }],
  ['a 10 000-character nonce', { nonceStr: 'n'.repeat(10_000) }],
];

const fieldsOf = (e: AnyEndpoint): string[] => {
  const shape = (e.input as unknown as { shape?: Record<string, z.ZodType> }).shape;
  return shape ? Object.keys(shape) : [];
};
const tokenFor = (e: AnyEndpoint) => (e.access === 'device' ? device : e.access === 'public' ? undefined : admin);

/** Rows of the money tables: a refused call must leave them as they were. */
const moneyRows = async () =>
  (await t.db.query<{ n: string }>(`SELECT (SELECT count(*) FROM money_txns) || '/' || (SELECT count(*) FROM ledger_entries) || '/' || (SELECT count(*) FROM orders) AS n`))[0]!.n;

describe('malformed requests to every endpoint', () => {
  it.each(catalogue.map((e, i) => [e.id, e, i] as const))('%s answers bad input with a documented code, never 5xx', async (_id, e, i) => {
    const before = await moneyRows();
    const seen: string[] = [];
    const check = (what: string, r: { status: number; body: { code: number } | null }) => {
      seen.push(`${what}: ${r.status} ${r.body?.code}`);
      expect(r.status, `${e.id} ${what}`).toBeLessThan(500);
      if (r.body) expect(CODES.has(r.body.code), `${e.id} ${what}: code ${r.body.code}`).toBe(true);
    };
    const token = tokenFor(e);
    for (const [what, env] of BAD_ENVELOPES) check(`envelope with ${what}`, await sendRaw(t, e, {}, { token, envelope: env }));
    check('a body that is not JSON', await sendRaw(t, e, {}, { token, rawBody: '{"version":' }));
    check('a body nested 10 000 deep', await sendRaw(t, e, {}, { token, rawBody: `${'{"a":'.repeat(10_000)}1${'}'.repeat(10_000)}` }));
    for (const [what, content] of BAD_CONTENTS) check(`content as ${what}`, await sendRaw(t, e, content, { token }));
    check('a path id that is text', await sendRaw(t, e, {}, { token, pathValue: 'abc' }));
    const fields = fieldsOf(e);
    // Quick: two field cases per endpoint, rotating over the values so that the run as a whole uses them all.
    const cases = fields.flatMap((f) => BAD_VALUES.map(([what, v]) => [f, what, v] as const));
    const picked = FULL ? cases : cases.filter((_, k) => (k + i) % Math.max(1, Math.floor(cases.length / 2)) === 0).slice(0, 2);
    for (const [field, what, value] of picked) check(`${field} as ${what}`, await sendRaw(t, e, { [field]: value }, { token }));
    expect(await moneyRows(), `${e.id}: money tables changed by bad input (${seen.join('; ')})`).toBe(before);
  });
});
