// @db postgres — a removal racing a document that names the supplier, on real connections (vitest.config.ts: serverFilesOn)
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Code } from '@canteen/contract';
import { startTestServer, testDbKind, type TestServer } from '../../testing/server';
import { addCanteen, ok } from '../../testing/api';
import { systemCtx } from '../../platform/systemCtx';
import { supplierLookupsImpl } from './suppliers';

let t: TestServer;
let admin: string;
beforeAll(async () => {
  t = await startTestServer();
  admin = await t.token('admin', 'Admin@123');
});
afterAll(() => t.close());

describe.skipIf(testDbKind !== 'postgres')('removing a supplier while a document names it (PostgreSQL)', () => {
  it('waits for the document that checked the supplier, then refuses (40900); the supplier stays', async () => {
    const { supplierId } = await ok<{ supplierId: number }>(t, 'procurementSuppliers.supplierAdd', { name: '竞态供应商' }, admin);
    const canteenId = await addCanteen(t, admin, '竞态食堂');
    const [{ id: warehouseId }] = await t.db.query<{ id: number }>(`INSERT INTO inv_warehouses (merchant_id, canteen_id, name) VALUES (1, $1, '竞态仓') RETURNING id`, [canteenId]);

    let removal: Promise<{ code: number }> | undefined;
    await t.db.tx(async (tx) => {
      // What an inbound save does: check the supplier through the port, then write the document naming it.
      await supplierLookupsImpl.assertUsable(systemCtx(tx, 1), supplierId, 'supplierId');
      removal = t.call('procurementSuppliers.supplierRemove', { supplierId }, { token: admin });
      await new Promise((r) => setTimeout(r, 300));
      await tx.query(`INSERT INTO inv_inbounds (merchant_id, doc_no, warehouse_id, supplier_id, inbound_date) VALUES (1, 'RKRACE1', $1, $2, '2026-01-05')`, [warehouseId, supplierId]);
    });
    expect((await removal!).code).toBe(Code.CONFLICT);
    expect((await t.db.query(`SELECT 1 FROM pur_suppliers WHERE id = $1`, [supplierId])).length).toBe(1);
  });
});
