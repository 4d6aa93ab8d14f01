import type { Db } from './platform/db/db';
import { systemCtx } from './platform/systemCtx';
import { addPeriod, addStall, canteens } from './modules/canteens';

/** Demo canteens for `npm start` (not for tests, which start from the bare seed): one per merchant, with stalls and meal periods. */
const DEMO = [
  {
    merchantId: 1,
    canteen: { canteenName: '一号餐厅', address: '园区一号楼一层', contact: '王经理', phone: '010-88886666', remark: '' },
    stalls: ['面食档口', '快餐档口', '风味小炒'],
    periods: [
      { mealType: 1, startTime: '06:30', endTime: '09:00' },
      { mealType: 2, startTime: '11:00', endTime: '13:30' },
      { mealType: 4, startTime: '17:00', endTime: '19:30' },
    ],
  },
  {
    merchantId: 2,
    canteen: { canteenName: '二号餐厅', address: '二号园区食堂', contact: '李经理', phone: '021-66668888', remark: '' },
    stalls: ['综合档口'],
    periods: [{ mealType: 2, startTime: '11:30', endTime: '13:00' }],
  },
];

export async function seedDemoCanteens(db: Db): Promise<void> {
  for (const demo of DEMO) {
    await db.tx(async (tx) => {
      const ctx = systemCtx(tx, demo.merchantId);
      if ((await canteens.list(ctx)).length) return;
      const canteenId = await canteens.create(ctx, { ...demo.canteen, enabled: true });
      for (const stallName of demo.stalls) await addStall(ctx, { canteenId, stallName, contact: '', phone: '', enabled: true, remark: '' });
      for (const p of demo.periods) await addPeriod(ctx, { canteenId, ...p, enabled: true });
    });
  }
}
