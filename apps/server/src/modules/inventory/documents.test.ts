// @db both — commits lock the document and move stock through the stock core (vitest.config.ts: serverFilesOn)
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Code, MERCHANT_MENU_IDS, type ImportFailure, type ImportRecord, type InboundDetail, type InboundDoc, type OutboundDetail, type OutboundDoc, type Page } from '@canteen/contract';
import { startTestServer, type TestServer } from '../../testing/server';
import { count, limitedToken, ok } from '../../testing/api';
import { stockBreaches } from './stock';

let t: TestServer;
let admin: string;
let admin2: string;
let warehouseId: number;
let otherWarehouseId: number;
let rice: number;
let oil: number;
let supplierId: number;
let canteenId: number;
let otherCanteenId: number;
let serial = 0;

const call = (id: string, content: Record<string, unknown>, token = admin) => t.call(id, content, { token });

async function houseMaterial(whId: number, name: string, shelfLifeDays: number | null = null): Promise<number> {
  const [{ id: materialId }] = await t.db.query<{ id: number }>(`INSERT INTO menu_materials (merchant_id, name, unit) VALUES (1, $1, 'kg') RETURNING id`, [name]);
  const [{ id }] = await t.db.query<{ id: number }>(
    `INSERT INTO inv_house_materials (merchant_id, warehouse_id, material_id, unit_id, shelf_life_days)
     VALUES (1, $1, $2, (SELECT id FROM inv_units WHERE merchant_id = 1 AND name = 'kg'), $3) RETURNING id`,
    [whId, materialId, shelfLifeDays],
  );
  return id;
}

beforeAll(async () => {
  t = await startTestServer();
  [admin, admin2] = await Promise.all([t.token('admin', 'Admin@123'), t.token('admin2', 'Admin@123')]);
  [{ id: canteenId }] = await t.db.query<{ id: number }>(`INSERT INTO canteens (merchant_id, name) VALUES (1, 'Docs hall') RETURNING id`);
  [{ id: otherCanteenId }] = await t.db.query<{ id: number }>(`INSERT INTO canteens (merchant_id, name) VALUES (1, 'Docs annex') RETURNING id`);
  await t.db.query(`INSERT INTO inv_units (merchant_id, name) VALUES (1, 'kg')`);
  [{ id: warehouseId }] = await t.db.query<{ id: number }>(`INSERT INTO inv_warehouses (merchant_id, canteen_id, name) VALUES (1, $1, 'Docs store') RETURNING id`, [canteenId]);
  [{ id: otherWarehouseId }] = await t.db.query<{ id: number }>(`INSERT INTO inv_warehouses (merchant_id, canteen_id, name) VALUES (1, $1, 'Annex store') RETURNING id`, [otherCanteenId]);
  [{ id: supplierId }] = await t.db.query<{ id: number }>(`INSERT INTO pur_suppliers (merchant_id, name) VALUES (1, 'Green farm') RETURNING id`);
  rice = await houseMaterial(warehouseId, 'Docs rice', 180);
  oil = await houseMaterial(warehouseId, 'Docs oil');
});
afterAll(() => t.close());

const inboundInput = (over: Record<string, unknown> = {}) => ({
  warehouseId,
  supplierId,
  inboundDate: '2026-11-20',
  remark: '',
  lines: [
    { houseMaterialId: rice, qty: 10, unitPrice: 420, batchNo: `R${++serial}`, productionDate: '2026-11-01' },
    { houseMaterialId: oil, qty: 2.5, unitPrice: 1234.5, batchNo: '', expiryDate: '2026-12-01' },
  ],
  ...over,
});
const outboundInput = (over: Record<string, unknown> = {}) => ({ warehouseId, kind: 'kitchen', outboundDate: '2026-11-21', receiver: 'Chef Li', remark: '', lines: [{ houseMaterialId: rice, qty: 4 }], ...over });
const detail = (id: number, token = admin) => ok<InboundDetail>(t, 'inventoryDocuments.inboundDetail', { id }, token);

describe('inbound documents', () => {
  it('saves a draft, edits it, commits it into batches; a second commit or an edit is 40900', async () => {
    const { id, docNo } = await ok<{ id: number; docNo: string }>(t, 'inventoryDocuments.inboundSave', inboundInput(), admin);
    expect(docNo).toMatch(/^RK20261120\d{3}$/);
    let d = await detail(id);
    expect(d).toMatchObject({ state: 'draft', supplierName: 'Green farm', warehouseName: 'Docs store', canteenName: 'Docs hall', totalValue: 4200 + 3086, lineCount: 2 });
    // The shelf life (180 days) gives the rice its expiry from the production day.
    expect(d.lines[0]).toMatchObject({ materialName: 'Docs rice', qty: 10, unitPrice: 420, value: 4200, productionDate: '2026-11-01', expiryDate: '2027-04-30', batchId: null });
    expect(d.lines[1]).toMatchObject({ value: 3086, expiryDate: '2026-12-01' });

    await ok(t, 'inventoryDocuments.inboundSave', inboundInput({ inboundId: id, remark: 'edited', lines: [{ houseMaterialId: rice, qty: 3, unitPrice: 400 }] }), admin);
    d = await detail(id);
    expect(d).toMatchObject({ remark: 'edited', totalValue: 1200, lineCount: 1, docNo });

    const committed = await ok<{ id: number; docNo: string }>(t, 'inventoryDocuments.inboundCommit', inboundInput({ inboundId: id, remark: 'in', lines: [{ houseMaterialId: rice, qty: 3, unitPrice: 400 }] }), admin);
    expect(committed).toEqual({ id, docNo });
    d = await detail(id);
    expect(d.state).toBe('committed');
    expect(d.lines[0].batchId).not.toBeNull();
    const [b] = await t.db.query<{ qty: string; value: string; supplier_id: number }>(`SELECT qty::text, value::text, supplier_id FROM inv_batches WHERE id = $1`, [d.lines[0].batchId]);
    expect(b).toEqual({ qty: '3.000', value: '1200', supplier_id: supplierId });

    for (const op of ['inventoryDocuments.inboundCommit', 'inventoryDocuments.inboundSave']) expect((await call(op, inboundInput({ inboundId: id }))).code).toBe(Code.CONFLICT);
    expect((await call('inventoryDocuments.inboundRemove', { id })).code).toBe(Code.CONFLICT);
    expect(await stockBreaches({ db: t.db, merchantId: 1 })).toEqual([]);
  });

  it('two commits of one draft at once: one receives, the other is 40900', async () => {
    const { id } = await ok<{ id: number }>(t, 'inventoryDocuments.inboundSave', inboundInput(), admin);
    const replies = await Promise.all([0, 1].map(() => call('inventoryDocuments.inboundCommit', inboundInput({ inboundId: id }))));
    expect(replies.map((r) => r.code).sort()).toEqual([Code.OK, Code.CONFLICT].sort());
    expect(await count(t, `inv_batches WHERE inbound_id = ${id}`)).toBe(2);

    const { id: outId } = await ok<{ id: number }>(t, 'inventoryDocuments.outboundSave', outboundInput({ lines: [{ houseMaterialId: oil, qty: 0.5 }] }), admin);
    const outs = await Promise.all([0, 1].map(() => call('inventoryDocuments.outboundCommit', outboundInput({ outboundId: outId, lines: [{ houseMaterialId: oil, qty: 0.5 }] }))));
    expect(outs.map((r) => r.code).sort()).toEqual([Code.OK, Code.CONFLICT].sort());
    expect(await count(t, `inv_movements WHERE doc_type = 'outbound' AND doc_id = ${outId}`)).toBeGreaterThan(0);
    expect(await stockBreaches({ db: t.db, merchantId: 1 })).toEqual([]);
  });

  it('commits a new document in one call and lists it by filters', async () => {
    const { id } = await ok<{ id: number }>(t, 'inventoryDocuments.inboundCommit', inboundInput({ inboundDate: '2026-11-22' }), admin);
    const page = await ok<Page<InboundDoc>>(t, 'inventoryDocuments.inboundPage', { dateFrom: '2026-11-22', dateTo: '2026-11-22', state: 'committed', supplierId }, admin);
    expect(page.records.map((r) => r.inboundId)).toContain(id);
    expect((await ok<Page<InboundDoc>>(t, 'inventoryDocuments.inboundPage', { dateFrom: '2030-01-01' }, admin)).total).toBe(0);
    const none = await ok<Page<InboundDoc>>(t, 'inventoryDocuments.inboundPage', { warehouseId: otherWarehouseId }, admin);
    expect(none.total).toBe(0);
  });

  it('refuses bad input with a coded error and writes nothing', async () => {
    const before = await count(t, 'inv_inbounds');
    const annexMaterial = await houseMaterial(otherWarehouseId, `Annex flour ${++serial}`);
    for (const bad of [
      inboundInput({ lines: [] }),
      inboundInput({ lines: [{ houseMaterialId: annexMaterial, qty: 1, unitPrice: 1 }] }),
      inboundInput({ lines: [{ houseMaterialId: rice, qty: 1, unitPrice: 1, productionDate: '2026-11-10', expiryDate: '2026-11-01' }] }),
      inboundInput({ lines: [{ houseMaterialId: rice, qty: 0.0001, unitPrice: 1 }] }),
      inboundInput({ inboundDate: '2026-02-30' }),
      inboundInput({ warehouseId: 999_999 }),
      // Worth more than cents can count exactly.
      inboundInput({ lines: [{ houseMaterialId: rice, qty: 1_000_000_000, unitPrice: 1_000_000_000 }] }),
    ]) {
      const r = await call('inventoryDocuments.inboundCommit', bad);
      expect([Code.VALIDATION, Code.NOT_FOUND], JSON.stringify(r)).toContain(r.code);
    }
    expect(await count(t, 'inv_inbounds')).toBe(before);
  });

  it('removes drafts only', async () => {
    const { id } = await ok<{ id: number }>(t, 'inventoryDocuments.inboundSave', inboundInput(), admin);
    await ok(t, 'inventoryDocuments.inboundRemove', { id }, admin);
    expect((await call('inventoryDocuments.inboundDetail', { id })).code).toBe(Code.NOT_FOUND);
    expect((await call('inventoryDocuments.inboundRemove', { id })).code).toBe(Code.NOT_FOUND);
  });

  it('reverses a committed document while its goods are untouched, once; refuses when they were used', async () => {
    const { id } = await ok<{ id: number }>(t, 'inventoryDocuments.inboundCommit', inboundInput(), admin);
    const rev = await ok<{ id: number; docNo: string }>(t, 'inventoryDocuments.inboundReverse', { id }, admin);
    const r = await detail(rev.id);
    expect(r).toMatchObject({ kind: 'reversal', state: 'committed', reversesId: id, totalValue: -(4200 + 3086) });
    expect(await detail(id)).toMatchObject({ reversedById: rev.id, reversedByDocNo: rev.docNo });
    const left = await t.db.query<{ qty: string }>(`SELECT qty::text FROM inv_batches WHERE inbound_id = $1`, [id]);
    expect(left.map((b) => b.qty)).toEqual(['0.000', '0.000']);
    expect((await call('inventoryDocuments.inboundReverse', { id })).code).toBe(Code.CONFLICT);
    expect((await call('inventoryDocuments.inboundReverse', { id: rev.id })).code).toBe(Code.BUSINESS_RULE);

    const used = await ok<{ id: number }>(t, 'inventoryDocuments.inboundCommit', inboundInput({ lines: [{ houseMaterialId: oil, qty: 1, unitPrice: 100, expiryDate: '2026-11-25' }] }), admin);
    await ok(t, 'inventoryDocuments.outboundCommit', outboundInput({ lines: [{ houseMaterialId: oil, qty: 0.5 }] }), admin);
    expect((await call('inventoryDocuments.inboundReverse', { id: used.id })).code).toBe(Code.BUSINESS_RULE);
    expect(await stockBreaches({ db: t.db, merchantId: 1 })).toEqual([]);
  });

  it('imports a sheet of lines as a draft and records it; a bad row refuses the sheet, nothing written', async () => {
    const sheet = async (rows: unknown[][]) => {
      const wb = new ExcelJS.Workbook();
      const s = wb.addWorksheet('inbound');
      s.addRow(['原材料名称', '数量', '单价(元)', '批次号', '生产日期', '到期日期', '备注']);
      for (const r of rows) s.addRow(r);
      return Buffer.from(await wb.xlsx.writeBuffer());
    };
    const file = (data: Buffer) => ({ name: 'in.xlsx', type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', data });
    const before = [await count(t, 'inv_inbounds'), await count(t, 'inv_import_records')];
    const bad = await t.call<ImportFailure>('inventoryDocuments.inboundImport', { warehouseId }, { token: admin, file: file(await sheet([['Docs rice', 5, 4.2], ['Nope', 1, 1], ['Docs oil', -1, 1]])) });
    expect(bad.code).toBe(Code.PASS_THROUGH);
    expect(bad.data.errors.map((e) => e.row)).toEqual([3, 4]);
    expect([await count(t, 'inv_inbounds'), await count(t, 'inv_import_records')]).toEqual(before);

    const good = await t.call<{ inboundId: number; imported: number }>(
      'inventoryDocuments.inboundImport',
      { warehouseId, supplierId, inboundDate: '2026-11-23' },
      { token: admin, file: file(await sheet([['Docs rice', 5, 4.2, 'IMP1', '2026-11-01', '2026-12-31'], ['Docs oil', 2, 12.345, '', '', '']])) },
    );
    expect(good.code, JSON.stringify(good)).toBe(Code.OK);
    const d = await detail(good.data.inboundId);
    expect(d).toMatchObject({ state: 'draft', inboundDate: '2026-11-23', supplierId });
    expect(d.lines.map((l) => [l.materialName, l.qty, l.unitPrice, l.value, l.batchNo, l.expiryDate])).toEqual([
      ['Docs rice', 5, 420, 2100, 'IMP1', '2026-12-31'],
      ['Docs oil', 2, 1234.5, 2469, '', null],
    ]);
    const records = await ok<Page<ImportRecord>>(t, 'inventoryDocuments.importRecordPage', {}, admin);
    expect(records.records[0]).toMatchObject({ kind: 'inbound', fileName: 'in.xlsx', totalRows: 2, okRows: 2, failedRows: 0, docId: good.data.inboundId, docNo: d.docNo });
    expect((await ok<Page<ImportRecord>>(t, 'inventoryDocuments.importRecordPage', {}, admin2)).total).toBe(0);
  });
});

describe('outbound documents', () => {
  it('commits first-expiring first with the batches and costs on the detail; short stock is 40000 naming the material', async () => {
    const wh = (await t.db.query<{ id: number }>(`INSERT INTO inv_warehouses (merchant_id, canteen_id, name) VALUES (1, $1, 'FEFO store') RETURNING id`, [canteenId]))[0].id;
    const beans = await houseMaterial(wh, 'FEFO beans');
    await ok(t, 'inventoryDocuments.inboundCommit', {
      warehouseId: wh,
      supplierId: null,
      inboundDate: '2026-11-01',
      remark: '',
      lines: [
        { houseMaterialId: beans, qty: 10, unitPrice: 400, batchNo: 'third', expiryDate: '2026-12-03' },
        { houseMaterialId: beans, qty: 8, unitPrice: 412.5, batchNo: 'fifth', expiryDate: '2026-12-05' },
      ],
    }, admin);
    await ok(t, 'inventoryDocuments.outboundCommit', outboundInput({ warehouseId: wh, lines: [{ houseMaterialId: beans, qty: 6 }] }), admin);
    const { id: draftId } = await ok<{ id: number }>(t, 'inventoryDocuments.outboundSave', outboundInput({ warehouseId: wh, lines: [{ houseMaterialId: beans, qty: 1 }] }), admin);
    const { id } = await ok<{ id: number }>(t, 'inventoryDocuments.outboundCommit', outboundInput({ outboundId: draftId, warehouseId: wh, lines: [{ houseMaterialId: beans, qty: 10 }] }), admin);
    expect(id).toBe(draftId);
    const d = await ok<OutboundDetail>(t, 'inventoryDocuments.outboundDetail', { id }, admin);
    expect(d).toMatchObject({ state: 'committed', totalCost: 1600 + 2475, receiver: 'Chef Li' });
    expect(d.lines[0].picks.map((p) => [p.batchNo, p.qty, p.cost])).toEqual([
      ['third', 4, 1600],
      ['fifth', 6, 2475],
    ]);
    expect((await call('inventoryDocuments.outboundCommit', outboundInput({ outboundId: id, warehouseId: wh, lines: [{ houseMaterialId: beans, qty: 1 }] }))).code).toBe(Code.CONFLICT);

    const before = await count(t, 'inv_outbounds');
    const short = await call('inventoryDocuments.outboundCommit', outboundInput({ warehouseId: wh, lines: [{ houseMaterialId: beans, qty: 3 }] }));
    expect(short.code).toBe(Code.VALIDATION);
    expect(short.msg).toContain('FEFO beans');
    expect(await count(t, 'inv_outbounds')).toBe(before);
    expect(await stockBreaches({ db: t.db, merchantId: 1 })).toEqual([]);
  });

  it('pages, removes drafts and refuses bad lines', async () => {
    const { id } = await ok<{ id: number }>(t, 'inventoryDocuments.outboundSave', outboundInput({ receiver: 'Pastry Wu' }), admin);
    const page = await ok<Page<OutboundDoc>>(t, 'inventoryDocuments.outboundPage', { receiver: 'Pastry', state: 'draft' }, admin);
    expect(page.records.map((r) => r.outboundId)).toEqual([id]);
    await ok(t, 'inventoryDocuments.outboundRemove', { id }, admin);
    expect((await call('inventoryDocuments.outboundDetail', { id })).code).toBe(Code.NOT_FOUND);
    const before = await count(t, 'inv_outbounds');
    expect((await call('inventoryDocuments.outboundSave', outboundInput({ lines: [{ houseMaterialId: 999_999, qty: 1 }] }))).code).toBe(Code.VALIDATION);
    expect((await call('inventoryDocuments.outboundSave', outboundInput({ kind: 'gift' }))).code).toBe(Code.VALIDATION);
    expect(await count(t, 'inv_outbounds')).toBe(before);
  });

  it('exports both lists', async () => {
    for (const id of ['inventoryDocuments.inboundExport', 'inventoryDocuments.outboundExport']) {
      const e = (await import('@canteen/contract')).endpointById.get(id)!;
      const res = await t.app.inject({ method: 'POST', url: e.path, payload: (await import('../../testing/server')).envelopeFor({}, admin), headers: { authorization: `Bearer ${admin}` } });
      expect(String(res.headers['content-type'])).toContain('spreadsheet');
    }
  });
});

describe('access', () => {
  it('another merchant sees and changes nothing', async () => {
    const { id } = await ok<{ id: number }>(t, 'inventoryDocuments.inboundSave', inboundInput(), admin);
    const { id: outId } = await ok<{ id: number }>(t, 'inventoryDocuments.outboundSave', outboundInput(), admin);
    expect((await ok<Page<InboundDoc>>(t, 'inventoryDocuments.inboundPage', {}, admin2)).total).toBe(0);
    expect((await ok<Page<OutboundDoc>>(t, 'inventoryDocuments.outboundPage', {}, admin2)).total).toBe(0);
    for (const [op, content] of [
      ['inventoryDocuments.inboundDetail', { id }],
      ['inventoryDocuments.inboundRemove', { id }],
      ['inventoryDocuments.inboundReverse', { id }],
      ['inventoryDocuments.inboundCommit', inboundInput({ inboundId: id })],
      ['inventoryDocuments.inboundSave', inboundInput()],
      ['inventoryDocuments.outboundDetail', { id: outId }],
      ['inventoryDocuments.outboundRemove', { id: outId }],
      ['inventoryDocuments.outboundCommit', outboundInput({ outboundId: outId })],
    ] as const) {
      expect((await call(op, content, admin2)).code, op).toBe(Code.NOT_FOUND);
    }
    expect((await detail(id)).state).toBe('draft');
  });

  it('a role without the menu ids gets 40300', async () => {
    const { roleId } = await ok<{ roleId: number }>(
      t,
      'admin.roleAdd',
      { roleCode: 'r_nodocs', roleName: 'nodocs', roleDesc: '', menuIds: MERCHANT_MENU_IDS.filter((m) => m < 1103000 || m >= 1105000) },
      admin,
    );
    await ok(t, 'admin.userAdd', { username: 'nodocs', password: await t.encrypt('Passw0rd!'), realName: 'nodocs', roleId }, admin);
    const token = await t.token('nodocs', 'Passw0rd!');
    for (const op of ['inventoryDocuments.inboundPage', 'inventoryDocuments.outboundPage', 'inventoryDocuments.importRecordPage']) expect((await call(op, {}, token)).code).toBe(Code.FORBIDDEN);
    expect((await call('inventoryDocuments.inboundSave', inboundInput(), token)).code).toBe(Code.FORBIDDEN);
  });

  it('a role limited to other canteens sees none of these warehouses’ documents', async () => {
    const token = await limitedToken(t, admin, 'docs_annex', [otherCanteenId]);
    const { id } = await ok<{ id: number }>(t, 'inventoryDocuments.inboundSave', inboundInput(), admin);
    const page = await ok<Page<InboundDoc>>(t, 'inventoryDocuments.inboundPage', {}, token);
    expect(page.records.every((r) => r.warehouseId === otherWarehouseId)).toBe(true);
    expect((await call('inventoryDocuments.inboundDetail', { id }, token)).code).toBe(Code.NOT_FOUND);
    expect((await call('inventoryDocuments.inboundSave', inboundInput(), token)).code).toBe(Code.NOT_FOUND);
    expect((await ok<Page<OutboundDoc>>(t, 'inventoryDocuments.outboundPage', {}, token)).total).toBe(0);
    // The sheet imported above went into the Docs hall's store.
    expect((await ok<Page<ImportRecord>>(t, 'inventoryDocuments.importRecordPage', {}, admin)).total).toBeGreaterThan(0);
    expect((await ok<Page<ImportRecord>>(t, 'inventoryDocuments.importRecordPage', {}, token)).total).toBe(0);
  });
});
