import type { Db } from './platform/db/db';
import type { Ctx } from './platform/context';
import { systemCtx } from './platform/systemCtx';
import { composeModules } from './compose';
import { canteens } from './modules/canteens';
import { consume } from './modules/accounts';
import { bookMeal, deliverBooking, writeOffBooking } from './modules/orders';
import { isWorkingDay, shanghai, shanghaiDay } from './seedClock';
import { demoItems, seedDemoMenu } from './seedMenu';

/**
 * Demo bookings for `npm start` (after seedDemoPeople): merchant 1's people book lunches and dinners of the working
 * days (the canteen is closed at weekends) the afternoon before, from five days ago to two days ahead, some to be delivered to a meeting room; past meals are handed over at
 * the counter or delivered (a few were never picked up), today's lunch is handed over once its time has come, and
 * a few external (takeout platform) orders are charged each working day. Everything goes through the real services, dated in
 * story order, so the order centre's booking, write-off, delivery and summary pages show true data.
 */
// Booked trays of the demo menu's dishes (seedDemoMenu).
const MENUS = [
  [{ dishName: '宫保鸡丁', qty: 1, price: 1400 }, { dishName: '米饭', qty: 1, price: 100 }],
  [{ dishName: '鱼香茄子', qty: 1, price: 900 }, { dishName: '白菜豆腐汤', qty: 1, price: 400 }, { dishName: '米饭', qty: 1, price: 100 }],
  [{ dishName: '土豆炖牛肉', qty: 1, price: 1800 }],
  [{ dishName: '麻婆豆腐', qty: 1, price: 900 }, { dishName: '米饭', qty: 1, price: 100 }, { dishName: '牛奶', qty: 1, price: 300 }],
];
const PLACES = ['三号楼二层会议室', '研发中心A区前台', '行政楼501'];


export async function seedDemoOrderBookings(db: Db, now = new Date()): Promise<void> {
  const merchantId = 1;
  composeModules();
  if ((await db.query(`SELECT 1 FROM order_bookings WHERE merchant_id = $1 LIMIT 1`, [merchantId])).length) return;
  await seedDemoMenu(db, now);
  let seed = 20261126;
  const random = () => ((seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31);
  await db.tx(async (tx) => {
    const base = systemCtx(tx, merchantId);
    const admin = (await tx.query<{ id: number; username: string }>(`SELECT id, username FROM mgr_users WHERE merchant_id = $1 ORDER BY id LIMIT 1`, [merchantId]))[0];
    const at = (t: Date): Ctx => ({ ...base, now: () => t, actor: base.actor && admin ? { ...base.actor, userId: admin.id, username: admin.username } : base.actor });
    const canteenId = (await canteens.list(base))[0]?.canteenId as number | undefined;
    const people = (await tx.query<{ id: number }>(`SELECT id FROM customers WHERE merchant_id = $1 AND state = 'normal' ORDER BY id`, [merchantId])).map((r) => r.id);
    if (canteenId === undefined || !people.length) return;
    const menus = await demoItems(base, MENUS);
    // What each person can still spend: a refused payment would leave the seed's one transaction unusable.
    const budget = new Map(
      (await tx.query<{ custId: number; total: number }>(`SELECT cust_id AS "custId", (cash + subsidy + gift)::float8 AS total FROM accounts WHERE merchant_id = $1`, [merchantId])).map((r) => [r.custId, r.total]),
    );
    const spend = (custId: number, amount: number) => {
      const left = budget.get(custId) ?? 0;
      if (left < amount) return false;
      budget.set(custId, left - amount);
      return true;
    };

    for (let d = -5; d <= 2; d++) {
      const bookedAt = at(shanghai(now, d - 1, 16, 0));
      if (bookedAt.now() > now) break;
      if (!isWorkingDay(shanghai(now, d, 12, 0))) continue;
      const mealDay = shanghaiDay(shanghai(now, d, 12, 0));
      const meals: { orderNo: string; orderId: number; period: number; delivery: boolean }[] = [];
      for (const [i, custId] of people.entries()) {
        for (const period of [2, 4]) {
          if (random() > (period === 2 ? 0.35 : 0.15)) continue;
          const items = menus[Math.floor(random() * menus.length)];
          const delivery = period === 2 && random() < 0.2;
          if (!spend(custId, items.reduce((s, x) => s + x.qty * x.price, 0))) continue;
          const booked = await bookMeal(bookedAt, {
            bizNo: `DEMO-B-${mealDay}-${period}-${custId}`,
            custId,
            canteenId,
            mealDay,
            mealPeriod: period,
            items,
            ...(delivery ? { deliveryPlace: PLACES[i % PLACES.length] } : {}),
          });
          meals.push({ ...booked, period, delivery });
        }
      }
      // Hand-over at the meal: counter write-offs at 12:10 / 18:05, deliveries at 11:50; about one in ten never came.
      for (const meal of meals) {
        const moment = meal.delivery ? shanghai(now, d, 11, 50) : shanghai(now, d, meal.period === 2 ? 12 : 18, meal.period === 2 ? 10 : 5);
        if (moment > now || random() < 0.1) continue;
        if (meal.delivery) await deliverBooking(at(moment), { orderId: meal.orderId });
        else await writeOffBooking(at(moment), { orderNo: meal.orderNo });
      }
      // Outer orders: a takeout platform charges a few people's accounts around noon.
      for (let k = 0; k < 3; k++) {
        const moment = shanghai(now, d, 11, 15 + k * 20);
        if (moment > now) break;
        const custId = people[Math.floor(random() * people.length)];
        const items = menus[Math.floor(random() * menus.length)];
        const amount = items.reduce((s, x) => s + x.qty * x.price, 0);
        if (!spend(custId, amount)) continue;
        await consume(at(moment), { bizNo: `DEMO-X-${mealDay}-${k}`, custId, amount, canteenId, items, orderType: 'external', payType: 'external' });
      }
    }
  });
}
