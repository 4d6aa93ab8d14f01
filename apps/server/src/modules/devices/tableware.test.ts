import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Code, type Page, type TablewareInfo, type TablewareShape } from '@canteen/contract';
import { startTestServer, type TestServer } from '../../testing/server';
import { codeSplits } from './tableware';
import { limitedManager, makeCanteens } from './extrasTestSetup';
import { ok } from '../../testing/api';

type Fields = { fields: { field: string; message: string }[] };
interface Parsed {
  shape: { shapeCode: string; shapeName: string };
  colour: { colourCode: string; hex: string };
  price: number;
  canteenId: number | null;
}

let t: TestServer;
let admin: string;
let admin2: string;
let canteen: { a: number; b: number; m2: number };
beforeAll(async () => {
  t = await startTestServer();
  [admin, admin2] = await Promise.all([t.token('admin', 'Admin@123'), t.token('admin2', 'Admin@123')]);
  canteen = await makeCanteens(t);
});
afterAll(() => t.close());

const shape = async (shapeCode: string, token = admin) => (await ok<{ shapeId: number }>(t, 'devices.tablewareShapeAdd', { shapeName: `Shape ${shapeCode}`, shapeCode }, token)).shapeId;
const colour = async (colourCode: string, hex = '#3366ff', token = admin) =>
  (await ok<{ colourId: number }>(t, 'devices.tablewareColourAdd', { colourName: `Colour ${colourCode}`, colourCode, hex }, token)).colourId;
const count = async (table: string) => (await t.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`))[0].n;
const parse = (code: string, extra: Record<string, unknown> = {}, token = admin) => t.call<Parsed>('devices.tablewareCodeParse', { code, ...extra }, { token });

describe('tableware shapes and colours', () => {
  it('adds, lists, edits and removes a shape; codes are kept upper case and unique', async () => {
    const id = await shape('sq');
    const page = await ok<Page<TablewareShape>>(t, 'devices.tablewareShapePage', { shapeCode: 'SQ' }, admin);
    expect(page.records).toEqual([expect.objectContaining({ shapeId: id, shapeName: 'Shape sq', shapeCode: 'SQ' })]);
    const dup = await t.call<Fields>('devices.tablewareShapeAdd', { shapeName: 'Another', shapeCode: 'Sq' }, { token: admin });
    expect(dup.code).toBe(Code.VALIDATION);
    expect(dup.data.fields[0].field).toBe('shapeCode');
    await ok(t, 'devices.tablewareShapeUpdate', { shapeId: id, shapeName: 'Square', shapeCode: 'SQ' }, admin);
    expect((await ok<TablewareShape[]>(t, 'devices.tablewareShapeList', {}, admin)).find((s) => s.shapeId === id)?.shapeName).toBe('Square');
    await ok(t, 'devices.tablewareShapeDelete', { id }, admin);
    expect((await ok<TablewareShape[]>(t, 'devices.tablewareShapeList', {}, admin)).map((s) => s.shapeId)).not.toContain(id);
  });

  it('refuses bad shapes and colours on the right field and writes nothing', async () => {
    const [shapes, colours] = [await count('tableware_shapes'), await count('tableware_colours')];
    const cases: [string, Record<string, unknown>, string][] = [
      ['devices.tablewareShapeAdd', { shapeName: 'Too long', shapeCode: 'ABC' }, 'shapeCode'],
      ['devices.tablewareShapeAdd', { shapeName: '', shapeCode: 'A' }, 'shapeName'],
      ['devices.tablewareShapeAdd', { shapeName: 'Dash', shapeCode: '-' }, 'shapeCode'],
      ['devices.tablewareColourAdd', { colourName: 'Red', colourCode: 'R', hex: 'red' }, 'hex'],
      ['devices.tablewareColourAdd', { colourName: 'Red', colourCode: '', hex: '#ff0000' }, 'colourCode'],
    ];
    for (const [id, content, field] of cases) {
      const r = await t.call<Fields>(id, content, { token: admin });
      expect(r.code, JSON.stringify(content)).toBe(Code.VALIDATION);
      expect(r.data.fields.map((f) => f.field)).toContain(field);
    }
    expect([await count('tableware_shapes'), await count('tableware_colours')]).toEqual([shapes, colours]);
  });

  it('keeps each merchant’s shapes and colours apart', async () => {
    const mine = await shape('M1');
    const theirs = await colour('M2', '#000000', admin2);
    expect((await ok<TablewareShape[]>(t, 'devices.tablewareShapeList', {}, admin2)).map((s) => s.shapeId)).not.toContain(mine);
    expect((await t.call('devices.tablewareShapeDelete', { id: mine }, { token: admin2 })).code).toBe(Code.NOT_FOUND);
    expect((await t.call('devices.tablewareColourUpdate', { colourId: theirs, colourName: 'X', colourCode: 'M2', hex: '#000000' }, { token: admin })).code).toBe(Code.NOT_FOUND);
    // The same code may exist in both merchants.
    expect((await t.call('devices.tablewareShapeAdd', { shapeName: 'Same', shapeCode: 'M1' }, { token: admin2 })).code).toBe(Code.OK);
  });
});

describe('tableware info and code parse', () => {
  it('prices a combination once per canteen, refuses another merchant’s shape and a shape in use', async () => {
    const [s, c] = [await shape('P'), await colour('G', '#00ff00')];
    const info = await ok<{ infoId: number }>(t, 'devices.tablewareInfoAdd', { shapeId: s, colourId: c, price: 1200 }, admin);
    await ok(t, 'devices.tablewareInfoAdd', { shapeId: s, colourId: c, price: 1500, canteenId: canteen.a }, admin);
    const again = await t.call<Fields>('devices.tablewareInfoAdd', { shapeId: s, colourId: c, price: 900 }, { token: admin });
    expect(again.code).toBe(Code.VALIDATION);
    const page = await ok<Page<TablewareInfo>>(t, 'devices.tablewareInfoPage', { shapeId: s }, admin);
    expect(page.records.map((r) => [r.shapeCode, r.colourCode, r.hex, r.price, r.canteenId])).toEqual([
      ['P', 'G', '#00FF00', 1200, null],
      ['P', 'G', '#00FF00', 1500, canteen.a],
    ]);
    expect((await t.call('devices.tablewareShapeDelete', { id: s }, { token: admin })).code).toBe(Code.CONFLICT);

    const before = await count('tableware_infos');
    const otherShape = await shape('Z', admin2);
    expect((await t.call('devices.tablewareInfoAdd', { shapeId: otherShape, colourId: c, price: 100 }, { token: admin })).code).toBe(Code.NOT_FOUND);
    expect((await t.call('devices.tablewareInfoAdd', { shapeId: s, colourId: c, price: -1 }, { token: admin })).code).toBe(Code.VALIDATION);
    expect((await t.call('devices.tablewareInfoAdd', { shapeId: s, colourId: c, price: 12.5, canteenId: canteen.b }, { token: admin })).code).toBe(Code.VALIDATION);
    expect((await t.call('devices.tablewareInfoAdd', { shapeId: s, colourId: c, price: 100, canteenId: canteen.m2 }, { token: admin })).code).not.toBe(Code.OK);
    expect(await count('tableware_infos')).toBe(before);
    expect((await t.call('devices.tablewareInfoDelete', { id: info.infoId }, { token: admin2 })).code).toBe(Code.NOT_FOUND);
    await ok(t, 'devices.tablewareInfoUpdate', { infoId: info.infoId, shapeId: s, colourId: c, price: 1300 }, admin);
  });

  it('parses a chip’s code into shape, colour and price, the canteen’s own price first', async () => {
    const [s, c] = [await shape('RD'), await colour('B2', '#0000ff')];
    await ok(t, 'devices.tablewareInfoAdd', { shapeId: s, colourId: c, price: 800 }, admin);
    await ok(t, 'devices.tablewareInfoAdd', { shapeId: s, colourId: c, price: 650, canteenId: canteen.b }, admin);
    const plain = await parse('rdb2');
    expect(plain.code, plain.msg).toBe(Code.OK);
    expect(plain.data).toMatchObject({ shape: { shapeCode: 'RD', shapeName: 'Shape RD' }, colour: { colourCode: 'B2', hex: '#0000FF' }, price: 800, canteenId: null });
    expect((await parse('RD-B2', { canteenId: canteen.b })).data).toMatchObject({ price: 650, canteenId: canteen.b });
    expect((await parse('RDB2', { canteenId: canteen.a })).data.price).toBe(800);
    expect((await parse('RDB3')).code).toBe(Code.NOT_FOUND);
    expect((await parse('RDB2', {}, admin2)).code).toBe(Code.NOT_FOUND);
    expect((await parse('R!B2')).code).toBe(Code.VALIDATION);
    expect((await parse('ABCDE')).code).toBe(Code.VALIDATION);
  });

  it('refuses a code that fits two combinations unless it is separated', async () => {
    // 'A' + 'BC' and 'AB' + 'C' are both defined.
    const [a, ab, bc, cc] = [await shape('A'), await shape('AB'), await colour('BC'), await colour('C')];
    await ok(t, 'devices.tablewareInfoAdd', { shapeId: a, colourId: bc, price: 100 }, admin);
    await ok(t, 'devices.tablewareInfoAdd', { shapeId: ab, colourId: cc, price: 200 }, admin);
    expect((await parse('ABC')).code).toBe(Code.BUSINESS_RULE);
    expect((await parse('A-BC')).data.price).toBe(100);
    expect((await parse('AB-C')).data.price).toBe(200);
    expect(codeSplits('ABC')).toEqual([
      ['A', 'BC'],
      ['AB', 'C'],
    ]);
  });

  it('shows a role limited to canteen A only A’s prices, and the merchant-wide ones when it asks for A', async () => {
    const [s, c] = [await shape('L'), await colour('L')];
    const inA = await ok<{ infoId: number }>(t, 'devices.tablewareInfoAdd', { shapeId: s, colourId: c, price: 300, canteenId: canteen.a }, admin);
    const inB = await ok<{ infoId: number }>(t, 'devices.tablewareInfoAdd', { shapeId: s, colourId: c, price: 400, canteenId: canteen.b }, admin);
    const limited = await limitedManager(t, admin, 'tablewarekeeper', [200000, 202000, 202240], [canteen.a]);
    const ids = (await ok<Page<TablewareInfo>>(t, 'devices.tablewareInfoPage', { shapeId: s }, limited)).records.map((r) => r.infoId);
    expect(ids).toEqual([inA.infoId]);
    expect((await t.call('devices.tablewareInfoDelete', { id: inB.infoId }, { token: limited })).code).toBe(Code.NOT_FOUND);
    expect((await t.call('devices.tablewareInfoAdd', { shapeId: s, colourId: c, price: 1, canteenId: canteen.b }, { token: limited })).code).toBe(Code.NOT_FOUND);
    expect((await parse('LL', { canteenId: canteen.b }, limited)).code).toBe(Code.NOT_FOUND);
    expect((await parse('LL', { canteenId: canteen.a }, limited)).data.price).toBe(300);
  });
});
