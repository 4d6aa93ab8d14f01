import { personInput } from '@canteen/contract';
import type { Db } from './platform/db/db';
import type { Ctx } from './platform/context';
import { systemCtx } from './platform/systemCtx';
import { composeModules } from './compose';
import { addOrg, addPerson, psnTypes } from './modules/people';
import { canteens } from './modules/canteens';
import { DEMO_DAYS, shanghai } from './seedClock';
import { seedDemoMenu } from './seedMenu';
import { seedDemoMonth, type Diner } from './seedPeopleMonth';
import { DEMO_PEOPLE, demoTraits } from './seedPeopleTraits';
import { applyCard, personalRecharge, runDueTimeRules, subsidyRules, subsidyTimeRules } from './modules/accounts';

/**
 * Demo people and money for `npm start` (not for tests): merchant 1 gets organisations, 36 people (sex and
 * birthday, see seedPeopleTraits) with cards, recharges, a monthly lunch subsidy, and a month of meals charged
 * through the real consumption service (seedPeopleMonth), so that accounts, ledgers, records, summaries and reports
 * have something true to show. The story runs in time order: a month ago the administrator enrolled the people and
 * recharged their cards at the counter, and set up the subsidy rule, which grants that month at once; the month
 * follows day by day. The rule remembers the period it last granted, so the scheduler grants nothing more until the
 * next one.
 */
const ORGS = ['行政部', '研发部', '后勤部', '财务部'];
const PAY_TYPES = ['cash', 'wechat', 'alipay'] as const;

export async function seedDemoPeople(db: Db, now = new Date()): Promise<void> {
  const merchantId = 1;
  composeModules();
  if ((await db.query(`SELECT 1 FROM customers WHERE merchant_id = $1 LIMIT 1`, [merchantId])).length) return;
  await seedDemoMenu(db, now);
  let seed = 20261122;
  const random = () => ((seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31);
  await db.tx(async (tx) => {
    const clock = (t: Date): Ctx => ({ ...systemCtx(tx, merchantId), now: () => t });
    // The counter's work (enrolment, recharges, withdrawals) is the administrator's; meals and subsidy ticks are not.
    const admin = (await tx.query<{ id: number; username: string }>(`SELECT id, username FROM mgr_users WHERE merchant_id = $1 ORDER BY id LIMIT 1`, [merchantId]))[0];
    const counter = (t: Date): Ctx => {
      const c = clock(t);
      return admin && c.actor ? { ...c, actor: { ...c.actor, userId: admin.id, username: admin.username } } : c;
    };
    const enrolledAt = shanghai(now, -DEMO_DAYS, 9, 0);
    const ctx = counter(enrolledAt);
    const { orgId: top } = await addOrg(ctx, { orgName: '演示公司', parentId: null, orgCode: 'DEMO', sort: 0 });
    const orgIds: number[] = [];
    for (const [i, orgName] of ORGS.entries()) orgIds.push((await addOrg(ctx, { orgName, parentId: top, orgCode: `D${i + 1}`, sort: i })).orgId);
    // Most are staff; every sixth is an intern (marketing rules tell them apart). Sex and birthday let the health
    // centre choose each person's diet pattern (seedHealth).
    const { psnTypeId: staff } = await psnTypes.add(ctx, { psnTypeName: '正式员工', sort: 0, remark: '' });
    const { psnTypeId: intern } = await psnTypes.add(ctx, { psnTypeName: '实习生', sort: 1, remark: '每月餐费额度￥600' });
    const diners: Diner[] = [];
    for (let i = 0; i < DEMO_PEOPLE; i++) {
      const { custName, sex, birthday, intern: isIntern } = demoTraits(i, now);
      const { custId } = await addPerson(ctx, personInput.parse({ custName, custNum: `E${String(1001 + i)}`, orgId: orgIds[i % orgIds.length], psnTypeId: isIntern ? intern : staff, sex, birthday, phone: `1380000${String(1001 + i)}` }));
      await applyCard(ctx, { custId, cardNo: `C${String(880001 + i)}` });
      await personalRecharge(ctx, { custId, amount: (1 + (i % 4)) * 10000, payType: PAY_TYPES[i % 3], bizNo: `DEMO-R-${custId}` });
      // Habits: one in four usually has breakfast here and one in four sometimes; one in five often stays for dinner.
      diners.push({ custId, intern: isIntern, breakfast: [0.6, 0.15, 0, 0][i % 4], dinner: i % 5 === 2 ? 0.5 : 0.03 });
    }
    const ruleId = await subsidyRules.create(ctx, { ruleName: '午餐补贴', amount: 30000, orgIds: [top], psnTypeIds: [], clearFirst: true, enabled: true, remark: '每月1日发放，发放前清零' });
    await subsidyTimeRules.create(ctx, { ruleId, cycle: 'month', day: 1, atTime: '06:00', enabled: true });
    // A rule set up after this month's moment grants this month at once, as the scheduler would.
    await runDueTimeRules(clock(enrolledAt));

    const canteenId = (await canteens.list(ctx))[0]?.canteenId as number | undefined;
    await seedDemoMonth(clock, counter, { now, enrolledAt, canteenId, diners, random });
  });
}
