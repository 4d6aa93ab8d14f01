import { describe, expect, it } from 'vitest';
import type { DietPattern, HealthBasics, Page } from '@canteen/contract';
import { startTestServer } from './testing/server';
import { ok } from './testing/api';
import { seedDemoCanteens } from './seedCanteens';
import { seedDemoPeople } from './seedPeople';
import { seedHealth } from './seedHealth';

describe('the demo health centre', () => {
  it('adds the three patterns with their targets and profiles that choose the illness patterns, once', async () => {
    const t = await startTestServer();
    try {
      const now = new Date('2026-03-18T11:00:00Z');
      await seedDemoCanteens(t.db);
      await seedDemoPeople(t.db, now);
      // The people seed brings the demo menu, and with it the nutrient catalogue the targets name.
      await seedHealth(t.db, now);
      await seedHealth(t.db, now);
      const admin = await t.token();
      const patterns = await ok<Page<DietPattern>>(t, 'health.dietPage', {}, admin);
      expect(patterns.records.map((p) => p.name)).toEqual(['普通成人膳食模式', '糖尿病膳食模式', '高血压膳食模式']);
      const everyday = patterns.records[0].targets.map((x) => [x.code, x.min, x.max]);
      expect(everyday).toEqual(
        expect.arrayContaining([
          ['energy', 1800, 2400],
          ['fibre', 25, null],
          ['sodium', null, 2000],
        ]),
      );
      const [first, second] = (await t.db.query<{ id: number }>(`SELECT cust_id AS id FROM health_profiles WHERE merchant_id = 1 ORDER BY cust_id`)).map((r) => r.id);
      const diabetic = await ok<HealthBasics>(t, 'health.basicsInfo', { custId: first }, admin);
      expect(diabetic.applied).toMatchObject({ name: '糖尿病膳食模式', reason: 'chronic' });
      expect(diabetic.measures).toMatchObject({ height: 172, weight: 78.5, bmi: 26.5, bmiCategory: 'overweight' });
      expect((await ok<HealthBasics>(t, 'health.basicsInfo', { custId: second }, admin)).applied).toMatchObject({ name: '高血压膳食模式' });
      expect((await t.db.query(`SELECT 1 FROM health_profiles WHERE merchant_id = 1`)).length).toBe(5);
    } finally {
      await t.close();
    }
  }, 120_000);
});
