import type { Ctx } from './platform/context';
import { stalls } from './modules/canteens';
import { consume, drawMoney, personalRecharge, runDueTimeRules } from './modules/accounts';
import { DEMO_DAYS, isWorkingDay, shanghai, shanghaiDay, workingDaysAgo } from './seedClock';
import { demoItems, type DemoItem } from './seedMenu';

/**
 * The demo people's month (seedDemoPeople, after their enrolment): each morning the subsidy clock ticks as the
 * scheduler would (clearing and granting when a new month has begun); on working days some eat breakfast at the
 * noodle stall, most eat lunch at the fast-food or stir-fry stall, a few stay for dinner; a few top up at the
 * counter on a day of their own, and anyone whose balance runs low tops up after the meal; one person draws part of
 * their cash back. Everything in time order through the real services, from the seeded random.
 */
export interface Diner {
  custId: number;
  intern: boolean;
  /** Chances, 0–1, of eating breakfast and dinner on a working day (lunch: 0.8). */
  breakfast: number;
  dinner: number;
}

interface Meal {
  name: 'breakfast' | 'lunch' | 'dinner';
  /** The first moment of service (Shanghai) and how many minutes people keep coming. */
  at: [hour: number, minute: number];
  minutes: number;
  /** Trays of the demo menu's dishes at their menu prices (seedMenuDishes), each at the stall that sells it. */
  trays: { stall: string; items: DemoItem[] }[];
}

const rice = { dishName: '米饭', qty: 1, price: 100 };
const MEALS: Meal[] = [
  {
    name: 'breakfast',
    at: [7, 10],
    minutes: 100,
    trays: [
      { stall: '面食档口', items: [{ dishName: '小米粥', qty: 1, price: 200 }, { dishName: '馒头', qty: 1, price: 100 }, { dishName: '煮鸡蛋', qty: 1, price: 150 }] },
      { stall: '面食档口', items: [{ dishName: '牛奶', qty: 1, price: 300 }, { dishName: '馒头', qty: 2, price: 100 }] },
      { stall: '面食档口', items: [{ dishName: '小米粥', qty: 1, price: 200 }, { dishName: '蒸玉米', qty: 1, price: 300 }, { dishName: '煮鸡蛋', qty: 1, price: 150 }] },
    ],
  },
  {
    name: 'lunch',
    at: [11, 30],
    minutes: 70,
    trays: [
      { stall: '快餐档口', items: [{ dishName: '红烧肉', qty: 1, price: 1500 }, rice] },
      { stall: '快餐档口', items: [{ dishName: '土豆炖牛肉', qty: 1, price: 1800 }, rice] },
      { stall: '快餐档口', items: [{ dishName: '番茄炒蛋', qty: 1, price: 800 }, { dishName: '清炒西兰花', qty: 1, price: 700 }, rice] },
      { stall: '风味小炒', items: [{ dishName: '宫保鸡丁', qty: 1, price: 1400 }, { dishName: '白菜豆腐汤', qty: 1, price: 400 }, { ...rice, qty: 2 }] },
      { stall: '风味小炒', items: [{ dishName: '麻婆豆腐', qty: 1, price: 900 }, { dishName: '酸辣土豆丝', qty: 1, price: 500 }, rice] },
    ],
  },
  {
    name: 'dinner',
    at: [17, 30],
    minutes: 90,
    trays: [
      { stall: '快餐档口', items: [{ dishName: '青椒肉丝', qty: 1, price: 1200 }, rice] },
      { stall: '快餐档口', items: [{ dishName: '鱼香茄子', qty: 1, price: 900 }, { dishName: '白菜豆腐汤', qty: 1, price: 400 }, rice] },
      { stall: '快餐档口', items: [{ dishName: '红烧鱼块', qty: 1, price: 1600 }, { dishName: '凉拌黄瓜', qty: 1, price: 500 }, rice] },
    ],
  },
];

// Below this a person tops up after the meal, so that the meals the later seeds pay (dinners, coupons) are covered.
const LOW = 8000;
// Interns keep well inside their ￥600 a month (the marketing seed's quota), leaving room for the meals booked later.
const INTERN_MONTH = 35000;
const PAY_TYPES = ['cash', 'wechat', 'alipay'] as const;
const MINUTE = 60_000;

export async function seedDemoMonth(
  clock: (t: Date) => Ctx,
  counter: (t: Date) => Ctx,
  opts: { now: Date; enrolledAt: Date; canteenId: number | undefined; diners: Diner[]; random: () => number },
): Promise<void> {
  const { now, enrolledAt, canteenId, diners, random } = opts;
  const base = clock(enrolledAt);
  const spentInMonth = new Map<string, number>();
  const stallIds = new Map(canteenId === undefined ? [] : (await stalls.list(base, { canteenId })).map((s) => [s.stallName, s.stallId]));
  const trays = await Promise.all(MEALS.map(async (m) => (await demoItems(base, m.trays.map((t) => t.items))).map((items, k) => ({ items, stallId: stallIds.get(m.trays[k].stall) }))));
  let topUps = 0;
  const topUp = (custId: number, at: Date, amount: number) =>
    personalRecharge(counter(at), { custId, amount, payType: PAY_TYPES[topUps % PAY_TYPES.length], bizNo: `DEMO-T-${++topUps}-${custId}` });
  // About one in four tops up once during the month, on the first working day from a day of their own; one person
  // draws cash back in the middle of the month. The counter is open on working days.
  const ownDay = new Map(diners.filter((_, i) => i % 4 === 2).map((d, k) => [d.custId, DEMO_DAYS - 3 - ((k * 7) % (DEMO_DAYS - 4))]));
  let drawDay = Math.floor(DEMO_DAYS / 2);
  const lastNight = workingDaysAgo(now, 1);

  for (let daysAgo = DEMO_DAYS; daysAgo >= 1; daysAgo--) {
    if (daysAgo < DEMO_DAYS) await runDueTimeRules(clock(shanghai(now, -daysAgo, 6, 0)));
    if (!isWorkingDay(shanghai(now, -daysAgo, 12, 0))) continue;
    const day = shanghaiDay(shanghai(now, -daysAgo, 12, 0));
    for (const [custId, due] of ownDay) {
      if (due < daysAgo) continue;
      await topUp(custId, shanghai(now, -daysAgo, 10, 15), (1 + Math.floor(random() * 3)) * 10000);
      ownDay.delete(custId);
    }
    if (daysAgo <= drawDay) {
      await drawBack(counter(shanghai(now, -daysAgo, 15, 30)), diners);
      drawDay = -1;
    }
    if (canteenId === undefined) continue;
    for (const [m, meal] of MEALS.entries()) {
      // The last working day's dinners are the marketing seed's (at its stall's dinner discount).
      if (meal.name === 'dinner' && daysAgo === lastNight) continue;
      const start = shanghai(now, -daysAgo, ...meal.at);
      for (const d of diners) {
        const chance = meal.name === 'breakfast' ? d.breakfast : meal.name === 'dinner' ? d.dinner : 0.8;
        if (random() >= chance) continue;
        const tray = trays[m][Math.floor(random() * trays[m].length)];
        const at = new Date(start.getTime() + Math.floor(random() * meal.minutes) * MINUTE);
        const amount = tray.items.reduce((s, x) => s + x.qty * x.price, 0);
        const month = `${d.custId}|${day.slice(0, 7)}`;
        if (at <= enrolledAt || (d.intern && (spentInMonth.get(month) ?? 0) + amount > INTERN_MONTH)) continue;
        const paid = await consume(clock(at), { bizNo: `DEMO-${meal.name === 'lunch' ? 'C' : meal.name === 'breakfast' ? 'M' : 'E'}-${daysAgo}-${d.custId}`, custId: d.custId, amount, canteenId, stallId: tray.stallId, items: tray.items, payType: 'card' });
        spentInMonth.set(month, (spentInMonth.get(month) ?? 0) + amount);
        if (paid.balance < LOW) await topUp(d.custId, new Date(at.getTime() + 10 * MINUTE), 20000);
      }
    }
  }
  const todaysTick = shanghai(now, 0, 6, 0);
  if (todaysTick <= now) await runDueTimeRules(clock(todaysTick));
}

/** The person with the most cash asks for ￥100 of it back at the counter. */
async function drawBack(ctx: Ctx, diners: Diner[]): Promise<void> {
  const rows = await ctx.db.query<{ custId: number; cash: number }>(
    `SELECT cust_id AS "custId", cash::float8 AS cash FROM accounts WHERE merchant_id = $1 AND cust_id = ANY($2::int[]) ORDER BY cash DESC, cust_id LIMIT 1`,
    [ctx.merchantId, diners.filter((d) => !d.intern).map((d) => d.custId)],
  );
  const who = rows[0];
  if (!who || who.cash < 20000) return;
  await drawMoney(ctx, { custId: who.custId, amount: 10000, bizNo: `DEMO-W-${who.custId}`, remark: '个人申请退还部分余额' });
}
