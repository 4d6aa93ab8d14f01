import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Code, MERCHANT_MENU_IDS, endpointById, pathWith, type Page, type Qualification, type Supplier, type SupplierLevel, type SupplierOption } from '@canteen/contract';
import { envelopeFor, startTestServer, type TestServer } from '../../testing/server';
import { addCanteen, count, ok } from '../../testing/api';
import { systemCtx } from '../../platform/systemCtx';
import { supplierLookupsImpl } from './suppliers';

let t: TestServer;
let admin: string;
let admin2: string;

beforeAll(async () => {
  t = await startTestServer();
  [admin, admin2] = await Promise.all([t.token('admin', 'Admin@123'), t.token('admin2', 'Admin@123')]);
});
afterAll(() => t.close());

const call = (id: string, content: Record<string, unknown>, token = admin) => t.call(id, content, { token });
let serial = 0;
const unique = (prefix: string) => `${prefix}${++serial}`;
/** The merchant's today (Asia/Shanghai by default) moved by `days`. */
const dayFrom = (days: number) => new Intl.DateTimeFormat('sv-SE', { timeZone: 'Asia/Shanghai' }).format(new Date(Date.now() + days * 86_400_000));

async function supplier(fields: Record<string, unknown> = {}, token = admin) {
  return (await ok<{ supplierId: number }>(t, 'procurementSuppliers.supplierAdd', { name: unique('供应商'), ...fields }, token)).supplierId;
}
const detail = (supplierId: number, token = admin) => ok<Supplier>(t, 'procurementSuppliers.supplierDetail', { supplierId }, token);
const page = (content: Record<string, unknown>, token = admin) => ok<Page<Supplier>>(t, 'procurementSuppliers.supplierPage', { limit: 500, ...content }, token);
async function qualification(supplierId: number, fields: Record<string, unknown> = {}, token = admin) {
  return (await ok<{ qualificationId: number }>(t, 'procurementSuppliers.qualificationAdd', { supplierId, name: '营业执照', ...fields }, token)).qualificationId;
}

describe('supplier levels', () => {
  it('shows five default levels without writing, then keeps the names given', async () => {
    const before = await count(t, 'pur_supplier_levels');
    const levels = await ok<SupplierLevel[]>(t, 'procurementSuppliers.levelList', {}, admin2);
    expect(levels.map((l) => l.levelNo)).toEqual([1, 2, 3, 4, 5]);
    expect(levels.every((l) => l.isDefault && l.name)).toBe(true);
    expect(await count(t, 'pur_supplier_levels')).toBe(before);

    await ok(t, 'procurementSuppliers.levelEdit', { levelNo: 2, name: '优选', remark: '年度评估90分以上' }, admin);
    const named = await ok<SupplierLevel[]>(t, 'procurementSuppliers.levelList', {}, admin);
    expect(named[1]).toMatchObject({ levelNo: 2, name: '优选', remark: '年度评估90分以上', isDefault: false });
    // Another merchant's ladder is its own.
    expect((await ok<SupplierLevel[]>(t, 'procurementSuppliers.levelList', {}, admin2))[1].isDefault).toBe(true);
  });

  it('refuses a level outside the ladder and an empty name, writing nothing', async () => {
    const before = await count(t, 'pur_supplier_levels');
    expect((await call('procurementSuppliers.levelEdit', { levelNo: 6, name: 'x' })).code).toBe(Code.VALIDATION);
    expect((await call('procurementSuppliers.levelEdit', { levelNo: 1, name: ' ' })).code).toBe(Code.VALIDATION);
    expect(await count(t, 'pur_supplier_levels')).toBe(before);
  });
});

describe('suppliers', () => {
  it('adds, edits, filters, disables and reads one supplier', async () => {
    const id = await supplier({ name: unique('绿源蔬菜'), code: 'V01', levelNo: 3, contact: '王芳', phone: '138-0000-0001', email: 'veg@example.com', scope: '蔬菜' });
    const one = await detail(id);
    expect(one).toMatchObject({ supplierId: id, code: 'V01', levelNo: 3, contact: '王芳', email: 'veg@example.com', enabled: true, qualificationState: 'none', qualificationCount: 0 });
    expect(one.levelName).toBeTruthy();

    await ok(t, 'procurementSuppliers.supplierEdit', { supplierId: id, name: one.name, code: 'V02', levelNo: null, scope: '蔬菜水果' }, admin);
    expect(await detail(id)).toMatchObject({ code: 'V02', levelNo: null, levelName: null, scope: '蔬菜水果' });

    expect((await page({ name: 'V02' })).records.map((r) => r.supplierId)).toContain(id);
    await ok(t, 'procurementSuppliers.supplierStatus', { supplierId: id, enabled: false }, admin);
    expect((await page({ enabled: false })).records.map((r) => r.supplierId)).toContain(id);
    expect((await page({ enabled: true })).records.map((r) => r.supplierId)).not.toContain(id);
    const options = await ok<SupplierOption[]>(t, 'procurementSuppliers.supplierOptions', { enabledOnly: true }, admin);
    expect(options.map((o) => o.supplierId)).not.toContain(id);
  });

  it('filters by level', async () => {
    const id = await supplier({ levelNo: 1 });
    const other = await supplier({ levelNo: 4 });
    const ids = (await page({ levelNo: 1 })).records.map((r) => r.supplierId);
    expect(ids).toContain(id);
    expect(ids).not.toContain(other);
  });

  it('refuses bad input and a taken name, writing nothing', async () => {
    const name = unique('重名');
    await supplier({ name });
    const before = await count(t, 'pur_suppliers');
    const taken = await call('procurementSuppliers.supplierAdd', { name });
    expect(taken.code).toBe(Code.VALIDATION);
    expect((await call('procurementSuppliers.supplierAdd', { name: 'x', email: 'not-mail' })).code).toBe(Code.VALIDATION);
    expect((await call('procurementSuppliers.supplierAdd', { name: 'x'.repeat(51) })).code).toBe(Code.VALIDATION);
    expect((await call('procurementSuppliers.supplierAdd', { name: 'x', levelNo: 0 })).code).toBe(Code.VALIDATION);
    expect(await count(t, 'pur_suppliers')).toBe(before);
    expect((await call('procurementSuppliers.supplierEdit', { supplierId: 999999, name: 'x' })).code).toBe(Code.NOT_FOUND);
  });

  it('removes an unused supplier with its qualifications, refuses one an inbound or a batch names (40900)', async () => {
    const id = await supplier();
    await qualification(id);
    await ok(t, 'procurementSuppliers.supplierRemove', { supplierId: id }, admin);
    expect((await call('procurementSuppliers.supplierDetail', { supplierId: id })).code).toBe(Code.NOT_FOUND);
    expect((await t.db.query(`SELECT 1 FROM pur_supplier_qualifications WHERE supplier_id = $1`, [id])).length).toBe(0);

    const used = await supplier();
    const canteenId = await addCanteen(t, admin, unique('仓库食堂'));
    const [{ id: warehouseId }] = await t.db.query<{ id: number }>(`INSERT INTO inv_warehouses (merchant_id, canteen_id, name) VALUES (1, $1, $2) RETURNING id`, [
      canteenId,
      unique('仓'),
    ]);
    await t.db.query(`INSERT INTO inv_inbounds (merchant_id, doc_no, warehouse_id, supplier_id, inbound_date) VALUES (1, $1, $2, $3, '2026-01-05')`, [unique('RK'), warehouseId, used]);
    const refused = await call('procurementSuppliers.supplierRemove', { supplierId: used });
    expect(refused.code).toBe(Code.CONFLICT);
    expect(refused.msg).toBeTruthy();
    expect((await detail(used)).supplierId).toBe(used);
  });

  it('refuses to remove a supplier a purchase order names (40900)', async () => {
    const used = await supplier();
    const canteenId = await addCanteen(t, admin, unique('计划食堂'));
    const [{ id: warehouseId }] = await t.db.query<{ id: number }>(`INSERT INTO inv_warehouses (merchant_id, canteen_id, name) VALUES (1, $1, $2) RETURNING id`, [
      canteenId,
      unique('仓'),
    ]);
    const [{ id: planId }] = await t.db.query<{ id: number }>(`INSERT INTO pur_plans (merchant_id, plan_no, warehouse_id, need_date) VALUES (1, $1, $2, '2026-01-06') RETURNING id`, [
      unique('CG'),
      warehouseId,
    ]);
    await t.db.query(`INSERT INTO pur_orders (merchant_id, order_no, plan_id, supplier_id, warehouse_id, need_date) VALUES (1, $1, $2, $3, $4, '2026-01-06')`, [
      unique('DD'),
      planId,
      used,
      warehouseId,
    ]);
    expect((await call('procurementSuppliers.supplierRemove', { supplierId: used })).code).toBe(Code.CONFLICT);
  });

  it('exports the filtered suppliers', async () => {
    const name = unique('导出供应商');
    await supplier({ name, contact: '李四', levelNo: 2 });
    const e = endpointById.get('procurementSuppliers.supplierExport')!;
    const res = await t.app.inject({
      method: e.method,
      url: pathWith(e.path, {}),
      payload: envelopeFor({ name }, admin),
      headers: { authorization: `Bearer ${admin}`, 'accept-language': 'zh' },
    });
    expect(String(res.headers['content-type'])).toContain('spreadsheet');
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const rows = wb.worksheets[0].getSheetValues().slice(1).map((r) => (r as unknown[]).slice(1));
    expect(rows.length).toBe(2);
    expect(rows[1][0]).toBe(name);
    expect(rows[1]).toContain('李四');
  });

  it('serves the port: names of the merchant’s suppliers, usable only when enabled', async () => {
    const on = await supplier({ name: unique('端口A') });
    const off = await supplier({ name: unique('端口B'), enabled: false });
    const other = await supplier({}, admin2);
    const ctx = { ...systemCtx(t.db, 1) } as Parameters<typeof supplierLookupsImpl.names>[0];
    const names = await supplierLookupsImpl.names(ctx, [on, off, other]);
    expect([...names.keys()].sort()).toEqual([on, off].sort());
    await expect(supplierLookupsImpl.assertUsable(ctx, on, 'supplierId')).resolves.toBeUndefined();
    await expect(supplierLookupsImpl.assertUsable(ctx, off, 'supplierId')).rejects.toMatchObject({ code: Code.VALIDATION });
    await expect(supplierLookupsImpl.assertUsable(ctx, other, 'supplierId')).rejects.toMatchObject({ code: Code.VALIDATION });
  });
});

describe('qualifications', () => {
  it('judges validity on the merchant’s today and marks the supplier', async () => {
    const id = await supplier();
    const expired = await qualification(id, { name: '食品经营许可证', certNo: 'JY1', issuedOn: '2020-01-01', expiresOn: dayFrom(-1) });
    const expiring = await qualification(id, { name: '营业执照', expiresOn: dayFrom(10), images: ['/files/scan1.png'] });
    const valid = await qualification(id, { name: '检测报告', expiresOn: dayFrom(200) });
    const none = await qualification(id, { name: '其他' });
    const q = await ok<Page<Qualification>>(t, 'procurementSuppliers.qualificationPage', { supplierId: id }, admin);
    const state = new Map(q.records.map((r) => [r.qualificationId, r]));
    expect(state.get(expired)).toMatchObject({ state: 'expired', daysLeft: -1, certNo: 'JY1', issuedOn: '2020-01-01' });
    expect(state.get(expiring)).toMatchObject({ state: 'expiring', daysLeft: 10, images: ['/files/scan1.png'] });
    expect(state.get(valid)?.state).toBe('valid');
    expect(state.get(none)).toMatchObject({ state: 'none', daysLeft: null });
    expect(q.records[0].qualificationId).toBe(expired);
    expect((await detail(id)).qualificationState).toBe('expired');
    expect((await page({ qualification: 'expired' })).records.map((r) => r.supplierId)).toContain(id);
    expect((await page({ qualification: 'expiring' })).records.map((r) => r.supplierId)).toContain(id);

    const onlyExpiring = await ok<Page<Qualification>>(t, 'procurementSuppliers.qualificationPage', { supplierId: id, state: 'expiring' }, admin);
    expect(onlyExpiring.records.map((r) => r.qualificationId)).toEqual([expiring]);

    await ok(t, 'procurementSuppliers.qualificationEdit', { qualificationId: expired, supplierId: id, name: '食品经营许可证', expiresOn: dayFrom(400) }, admin);
    expect((await detail(id)).qualificationState).toBe('expiring');
    await ok(t, 'procurementSuppliers.qualificationRemove', { qualificationId: expiring }, admin);
    expect((await detail(id)).qualificationState).toBe('valid');
    expect((await detail(id)).qualificationCount).toBe(3);
  });

  it('counts the days on the merchant’s own calendar (its time zone)', async () => {
    // Merchant 2 keeps its day in Kiritimati (UTC+14): its today is what the state and the days left start from.
    expect((await call('settings.putSetting', { key: 'general', value: { merchantName: '二号食堂', timeZone: 'Pacific/Kiritimati' } }, admin2)).code).toBe(Code.OK);
    const today = new Intl.DateTimeFormat('sv-SE', { timeZone: 'Pacific/Kiritimati' }).format(new Date());
    const id = await supplier({}, admin2);
    await qualification(id, { expiresOn: today }, admin2);
    const [q] = (await ok<Page<Qualification>>(t, 'procurementSuppliers.qualificationPage', { supplierId: id }, admin2)).records;
    expect(q).toMatchObject({ expiresOn: today, daysLeft: 0, state: 'expiring' });
  });

  it('refuses an expiry before the issue, a bad day and a bad scan address, writing nothing', async () => {
    const id = await supplier();
    const before = await count(t, 'pur_supplier_qualifications');
    const r = await call('procurementSuppliers.qualificationAdd', { supplierId: id, name: 'x', issuedOn: '2026-03-01', expiresOn: '2026-02-01' });
    expect(r.code).toBe(Code.VALIDATION);
    expect((await call('procurementSuppliers.qualificationAdd', { supplierId: id, name: 'x', expiresOn: '2026-02-30' })).code).toBe(Code.VALIDATION);
    expect((await call('procurementSuppliers.qualificationAdd', { supplierId: id, name: 'x', images: ['javascript:alert(1)'] })).code).toBe(Code.VALIDATION);
    expect(await count(t, 'pur_supplier_qualifications')).toBe(before);
  });
});

describe('another merchant and roles', () => {
  it('sees and changes nothing of another merchant', async () => {
    const id = await supplier({ name: unique('一号商户供应商') });
    const qid = await qualification(id);
    expect((await page({}, admin2)).records.map((r) => r.supplierId)).not.toContain(id);
    expect((await call('procurementSuppliers.supplierDetail', { supplierId: id }, admin2)).code).toBe(Code.NOT_FOUND);
    expect((await call('procurementSuppliers.supplierEdit', { supplierId: id, name: 'hack' }, admin2)).code).toBe(Code.NOT_FOUND);
    expect((await call('procurementSuppliers.supplierStatus', { supplierId: id, enabled: false }, admin2)).code).toBe(Code.NOT_FOUND);
    expect((await call('procurementSuppliers.supplierRemove', { supplierId: id }, admin2)).code).toBe(Code.NOT_FOUND);
    expect((await call('procurementSuppliers.qualificationAdd', { supplierId: id, name: 'x' }, admin2)).code).toBe(Code.NOT_FOUND);
    expect((await call('procurementSuppliers.qualificationEdit', { qualificationId: qid, supplierId: id, name: 'x' }, admin2)).code).toBe(Code.NOT_FOUND);
    expect((await call('procurementSuppliers.qualificationRemove', { qualificationId: qid }, admin2)).code).toBe(Code.NOT_FOUND);
    const theirs = await ok<Page<Qualification>>(t, 'procurementSuppliers.qualificationPage', { supplierId: id }, admin2);
    expect(theirs.total).toBe(0);
    expect(await detail(id)).toMatchObject({ enabled: true, qualificationCount: 1 });
  });

  it('refuses a role without the menus (40300)', async () => {
    const menuIds = MERCHANT_MENU_IDS.filter((m) => ![1001000, 1002000, 1002010].includes(m));
    const { roleId } = await ok<{ roleId: number }>(t, 'admin.roleAdd', { roleCode: 'r_nosupplier', roleName: 'No suppliers', roleDesc: '', menuIds }, admin);
    await ok(t, 'admin.userAdd', { username: 'nosupplier', password: await t.encrypt('Passw0rd!'), realName: 'No suppliers', roleId }, admin);
    const token = await t.token('nosupplier', 'Passw0rd!');
    for (const [id, content] of [
      ['procurementSuppliers.levelList', {}],
      ['procurementSuppliers.levelEdit', { levelNo: 1, name: 'x' }],
      ['procurementSuppliers.supplierPage', {}],
      ['procurementSuppliers.supplierAdd', { name: 'x' }],
      ['procurementSuppliers.supplierDetail', { supplierId: 1 }],
      ['procurementSuppliers.qualificationPage', {}],
    ] as const) {
      expect((await call(id, content, token)).code, id).toBe(Code.FORBIDDEN);
    }
  });
});
