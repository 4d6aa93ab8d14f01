import { personInput } from '@canteen/contract';
import type { Db } from './platform/db/db';
import type { Ctx } from './platform/context';
import { systemCtx } from './platform/systemCtx';
import { composeModules } from './compose';
import { addOrg, addPerson, psnTypes } from './modules/people';
import { canteens } from './modules/canteens';
import { shanghai } from './seedClock';
import { demoItems, seedDemoMenu } from './seedMenu';
import { DEMO_PEOPLE, demoTraits } from './seedPeopleTraits';
import { applyCard, consume, personalRecharge, runDueTimeRules, subsidyRules, subsidyTimeRules } from './modules/accounts';

/**
 * Demo people and money for `npm start` (not for tests): merchant 1 gets organisations, 36 people (sex and
 * birthday, see seedPeopleTraits) with cards, recharges, a monthly lunch subsidy, and a week of lunches charged
 * through the real consumption service, so that accounts, ledgers, records and summaries have something true to
 * show. The story runs in time order: on the morning of the first lunch day the people are enrolled and recharged
 * and the subsidy rule is set up and grants this month; the subsidy clock then ticks each morning as the scheduler
 * would (clearing and granting again if a new month starts within the week), and the lunches follow. The rule
 * remembers the period it last granted, so the scheduler grants nothing more until the next one.
 */
const ORGS = ['行政部', '研发部', '后勤部', '财务部'];
// Trays of the demo menu's dishes at their menu prices (seedDemoMenu), so the health centre knows what was eaten.
const TRAYS = [
  [{ dishName: '红烧肉', qty: 1, price: 1500 }, { dishName: '米饭', qty: 1, price: 100 }],
  [{ dishName: '土豆炖牛肉', qty: 1, price: 1800 }, { dishName: '米饭', qty: 1, price: 100 }],
  [{ dishName: '番茄炒蛋', qty: 1, price: 800 }, { dishName: '清炒西兰花', qty: 1, price: 700 }, { dishName: '米饭', qty: 1, price: 100 }],
  [{ dishName: '宫保鸡丁', qty: 1, price: 1400 }, { dishName: '白菜豆腐汤', qty: 1, price: 400 }, { dishName: '米饭', qty: 2, price: 100 }],
  [{ dishName: '麻婆豆腐', qty: 1, price: 900 }, { dishName: '酸辣土豆丝', qty: 1, price: 500 }, { dishName: '米饭', qty: 1, price: 100 }],
];


export async function seedDemoPeople(db: Db, now = new Date()): Promise<void> {
  const merchantId = 1;
  composeModules();
  if ((await db.query(`SELECT 1 FROM customers WHERE merchant_id = $1 LIMIT 1`, [merchantId])).length) return;
  await seedDemoMenu(db, now);
  let seed = 20261122;
  const random = () => ((seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31);
  await db.tx(async (tx) => {
    const at = (t: Date): Ctx => ({ ...systemCtx(tx, merchantId), now: () => t });
    const ctx = at(shanghai(now, -7, 9, 0));
    const { orgId: top } = await addOrg(ctx, { orgName: '演示公司', parentId: null, orgCode: 'DEMO', sort: 0 });
    const orgIds: number[] = [];
    for (const [i, orgName] of ORGS.entries()) orgIds.push((await addOrg(ctx, { orgName, parentId: top, orgCode: `D${i + 1}`, sort: i })).orgId);
    // Most are staff; every sixth is an intern (marketing rules tell them apart). Sex and birthday let the health
    // centre choose each person's diet pattern (seedHealth).
    const { psnTypeId: staff } = await psnTypes.add(ctx, { psnTypeName: '正式员工', sort: 0, remark: '' });
    const { psnTypeId: intern } = await psnTypes.add(ctx, { psnTypeName: '实习生', sort: 1, remark: '每月餐费额度￥600' });
    const people: number[] = [];
    for (let i = 0; i < DEMO_PEOPLE; i++) {
      const { custName, sex, birthday, intern: isIntern } = demoTraits(i, now);
      const { custId } = await addPerson(ctx, personInput.parse({ custName, custNum: `E${String(1001 + i)}`, orgId: orgIds[i % orgIds.length], psnTypeId: isIntern ? intern : staff, sex, birthday, phone: `1380000${String(1001 + i)}` }));
      await applyCard(ctx, { custId, cardNo: `C${String(880001 + i)}` });
      await personalRecharge(ctx, { custId, amount: (2 + (i % 4)) * 10000, payType: i % 3 ? 'wechat' : 'cash', bizNo: `DEMO-R-${custId}` });
      people.push(custId);
    }
    const ruleId = await subsidyRules.create(ctx, { ruleName: '午餐补贴', amount: 30000, orgIds: [top], psnTypeIds: [], clearFirst: true, enabled: true, remark: '每月1日发放，发放前清零' });
    await subsidyTimeRules.create(ctx, { ruleId, cycle: 'month', day: 1, atTime: '06:00', enabled: true });
    // A rule set up after this month's moment grants this month at once, as the scheduler would.
    await runDueTimeRules(ctx);

    // A week of lunches in the demo canteen, each at its own moment between 11:30 and 12:40, after that day's
    // 06:00 subsidy tick (which grants only when a new month has begun); then today's tick if it has come.
    const canteenId = (await canteens.list(ctx))[0]?.canteenId as number | undefined;
    const trays = await demoItems(ctx, TRAYS);
    for (let daysAgo = 7; daysAgo >= 1; daysAgo--) {
      if (daysAgo < 7) await runDueTimeRules(at(shanghai(now, -daysAgo, 6, 0)));
      if (canteenId === undefined) continue;
      const noon = shanghai(now, -daysAgo, 11, 30);
      for (const custId of people) {
        if (random() < 0.2) continue;
        const items = trays[Math.floor(random() * trays.length)];
        const amount = items.reduce((s, x) => s + x.qty * x.price, 0);
        const lunch = at(new Date(noon.getTime() + Math.floor(random() * 70 * 60_000)));
        await consume(lunch, { bizNo: `DEMO-C-${daysAgo}-${custId}`, custId, amount, canteenId, items, payType: 'card' });
      }
    }
    const todaysTick = shanghai(now, 0, 6, 0);
    if (todaysTick <= now) await runDueTimeRules(at(todaysTick));
  });
}
