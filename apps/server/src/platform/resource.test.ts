import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Code } from '@canteen/contract';
import { startTestServer, type TestServer } from '../testing/server';
import { testCtx } from '../testing/ctx';
import { defineResource } from './resource';
import { AppError } from './http/errors';

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
  await t.db.exec(`
    CREATE TABLE test_places (id serial PRIMARY KEY, merchant_id int NOT NULL, name text NOT NULL, code text, kind int NOT NULL DEFAULT 1, tags jsonb);
    CREATE TABLE test_things (id serial PRIMARY KEY, merchant_id int NOT NULL, place_id int NOT NULL REFERENCES test_places(id), label text NOT NULL);
  `);
});
afterAll(() => t.close());

const places = defineResource<{ placeId: number; name: string; code: string | null; kind: number; tags: unknown }>({
  table: 'test_places',
  idField: 'placeId',
  fields: { name: 'name', code: 'code', kind: 'kind', tags: 'tags' },
  filters: { name: { column: 'name', op: 'like' }, kind: { column: 'kind', op: 'eq' } },
  scope: { type: 'canteen', column: 'id' },
  unique: [['code']],
  what: 'place',
});
const things = defineResource<{ thingId: number; placeId: number; label: string }>({
  table: 'test_things',
  idField: 'thingId',
  fields: { placeId: 'place_id', label: 'label' },
  scope: { type: 'canteen', column: 'place_id' },
  what: 'thing',
});

const codeOf = async (p: Promise<unknown>) => {
  try {
    await p;
    return Code.OK;
  } catch (e) {
    return (e as AppError).code;
  }
};

describe('defineResource', () => {
  it('creates, reads, pages with filters, updates and removes within the merchant', async () => {
    const m1 = testCtx(t.db, 1);
    const a = await places.create(m1, { name: 'North 100%', code: 'N', tags: { floor: 2 } });
    await places.create(m1, { name: 'South', code: 'S', kind: 2 });
    expect(await places.get(m1, a)).toEqual({ placeId: a, name: 'North 100%', code: 'N', kind: 1, tags: { floor: 2 } });
    expect((await places.page(m1, { page: 1, limit: 20, name: 'nor' })).records.map((r) => r.name)).toEqual(['North 100%']);
    // Wildcards typed by the user match literally.
    expect((await places.page(m1, { page: 1, limit: 20, name: '%' })).total).toBe(1);
    expect((await places.page(m1, { page: 1, limit: 20, kind: 2 })).records.map((r) => r.name)).toEqual(['South']);
    await places.update(m1, a, { name: 'North' });
    expect((await places.get(m1, a)).name).toBe('North');
    await places.remove(m1, a);
    expect(await codeOf(places.get(m1, a))).toBe(Code.NOT_FOUND);
  });

  it('hides another merchant’s rows: not found on get, update and remove, absent from pages', async () => {
    const m1 = testCtx(t.db, 1);
    const m2 = testCtx(t.db, 2);
    const id = await places.create(m1, { name: 'Mine', code: 'M1' });
    expect(await codeOf(places.get(m2, id))).toBe(Code.NOT_FOUND);
    expect(await codeOf(places.update(m2, id, { name: 'Taken' }))).toBe(Code.NOT_FOUND);
    expect(await codeOf(places.remove(m2, id))).toBe(Code.NOT_FOUND);
    expect((await places.page(m2, { page: 1, limit: 20 })).records.map((r) => r.placeId)).not.toContain(id);
    expect((await places.get(m1, id)).name).toBe('Mine');
  });

  it('refuses a duplicate per merchant on the first field of the unique set', async () => {
    const m1 = testCtx(t.db, 1);
    await places.create(m1, { name: 'One', code: 'DUP' });
    const err = await places.create(m1, { name: 'Two', code: 'DUP' }).catch((e: AppError) => e);
    expect(err).toBeInstanceOf(AppError);
    expect((err as AppError).data).toEqual({ fields: [{ field: 'code', message: 'alreadyExists' }] });
    expect(await places.create(testCtx(t.db, 2), { name: 'Other merchant', code: 'DUP' })).toBeGreaterThan(0);
  });

  it('makes rows outside the data scope invisible and refuses writing into them', async () => {
    const m1 = testCtx(t.db, 1);
    const inside = await places.create(m1, { name: 'Inside', code: 'IN' });
    const outside = await places.create(m1, { name: 'Outside', code: 'OUT' });
    const limited = testCtx(t.db, 1, { canteenIds: [inside] });
    expect((await places.page(limited, { page: 1, limit: 500 })).records.map((r) => r.placeId)).toEqual([inside]);
    expect(await codeOf(places.get(limited, outside))).toBe(Code.NOT_FOUND);
    expect(await codeOf(things.create(limited, { placeId: outside, label: 'x' }))).toBe(Code.NOT_FOUND);
    const thing = await things.create(limited, { placeId: inside, label: 'ok' });
    expect(await codeOf(things.update(limited, thing, { placeId: outside }))).toBe(Code.NOT_FOUND);
  });

  it('refuses removing a row others still refer to, and keeps it', async () => {
    const m1 = testCtx(t.db, 1);
    const place = await places.create(m1, { name: 'Referenced', code: 'REF' });
    await things.create(m1, { placeId: place, label: 'child' });
    expect(await codeOf(t.db.tx((tx) => places.remove({ ...m1, db: tx }, place)))).toBe(Code.CONFLICT);
    expect((await places.get(m1, place)).name).toBe('Referenced');
  });
});
