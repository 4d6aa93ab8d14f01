import { describe, expect, it } from 'vitest';
import { startTestServer } from './testing/server';
import { systemCtx } from './platform/systemCtx';
import { seedProcurementSuppliers } from './seedProcurementSuppliers';
import type { Page, Supplier } from '@canteen/contract';
import { ok } from './testing/api';

describe('the demo suppliers seed', () => {
  it('names the levels and adds six suppliers with licences, one expiring and one expired, once', async () => {
    const t = await startTestServer();
    try {
      // Today, as the page judges the licences on the server's clock.
      const ctx = systemCtx(t.db, 1);
      const ids = await seedProcurementSuppliers(ctx);
      expect(ids.size).toBe(6);
      const page = await ok<Page<Supplier>>(t, 'procurementSuppliers.supplierPage', {}, await t.token('admin', 'Admin@123'));
      expect(page.total).toBe(6);
      expect(page.records.every((s) => s.email.endsWith('example.com') && s.contact && s.levelName)).toBe(true);
      const states = page.records.map((s) => s.qualificationState).sort();
      expect(states.filter((s) => s === 'expired')).toHaveLength(1);
      expect(states.filter((s) => s === 'expiring')).toHaveLength(1);
      expect((await t.db.query(`SELECT name FROM pur_supplier_levels WHERE merchant_id = 1 AND level_no = 1`))[0]).toEqual({ name: '战略供应商' });

      const again = await seedProcurementSuppliers(ctx);
      expect(again).toEqual(ids);
      expect((await t.db.query(`SELECT 1 FROM pur_suppliers WHERE merchant_id = 1`)).length).toBe(6);
    } finally {
      await t.close();
    }
  });
});
