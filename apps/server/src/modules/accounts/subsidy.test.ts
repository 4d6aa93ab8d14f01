import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { Code } from '@canteen/contract';
import { startTestServer, type TestServer } from '../../testing/server';
import { testCtx } from '../../testing/ctx';
import { periodOf, runDueTimeRules } from './subsidyRules';
import { addOrg, addPerson, balances, expectMoneyInvariants, newBizNo } from '../../testing/money';

let t: TestServer;
let admin: string;
let admin2: string;
beforeAll(async () => {
  t = await startTestServer();
  [admin, admin2] = await Promise.all([t.token('admin', 'Admin@123'), t.token('admin2', 'Admin@123')]);
});
afterEach(() => expectMoneyInvariants(t.db));
afterAll(() => t.close());

async function ok<T>(id: string, content: Record<string, unknown>, token = admin): Promise<T> {
  const r = await t.call<T>(id, content, { token });
  expect(r.code, `${id}: ${r.msg}`).toBe(Code.OK);
  return r.data;
}

describe('subsidy rules', () => {
  it('grants a rule to the people of its organisations (and below), clearing the old subsidy first, once per bizNo', async () => {
    const parent = await addOrg(t.db, 1);
    const child = await addOrg(t.db, 1, undefined, parent);
    const other = await addOrg(t.db, 1);
    const a = await addPerson(t.db, 1, parent);
    const b = await addPerson(t.db, 1, child);
    const c = await addPerson(t.db, 1, other);
    const { ruleId } = await ok<{ ruleId: number }>('accounts.subsidyRuleAdd', { ruleName: `Lunch ${Date.now()}`, amount: 30000, orgIds: [parent], clearFirst: true });
    expect(await ok('accounts.subsidyRulePeople', { ruleId })).toEqual({ count: 2, amount: 60000 });
    await ok('accounts.subsidyRecharge', { custId: a.custId, amount: 500, bizNo: newBizNo('S') });
    const bizNo = newBizNo('G');
    expect(await ok('accounts.subsidyRuleGrant', { ruleId, bizNo })).toEqual({ batchNo: bizNo, count: 2, amount: 60000 });
    expect(await ok('accounts.subsidyRuleGrant', { ruleId, bizNo })).toEqual({ batchNo: bizNo, count: 2, amount: 60000 });
    expect((await balances(t.db, a.accId)).subsidy).toBe(30000);
    expect((await balances(t.db, b.accId)).subsidy).toBe(30000);
    expect((await balances(t.db, c.accId)).subsidy).toBe(0);
    expect((await t.call('accounts.subsidyRuleGrant', { ruleId, bizNo: newBizNo('G') }, { token: admin2 })).code).toBe(Code.NOT_FOUND);
    expect((await t.call('accounts.subsidyRuleAdd', { ruleName: 'Bad', amount: 12.5 }, { token: admin })).code).toBe(Code.VALIDATION);
  });

  it('knows the period of a time rule and when it is due', () => {
    const monthly = { cycle: 'month' as const, day: 5, atTime: '08:00' };
    expect(periodOf(monthly, { day: '2026-11-04', weekday: 3, minute: 600 })).toEqual({ period: '2026-11', due: false });
    expect(periodOf(monthly, { day: '2026-11-05', weekday: 4, minute: 479 })).toEqual({ period: '2026-11', due: false });
    expect(periodOf(monthly, { day: '2026-11-05', weekday: 4, minute: 480 })).toEqual({ period: '2026-11', due: true });
    expect(periodOf({ cycle: 'week', day: 1, atTime: '00:00' }, { day: '2026-11-22', weekday: 7, minute: 0 })).toEqual({ period: 'W2026-11-16', due: true });
    expect(periodOf({ cycle: 'day', day: 1, atTime: '11:00' }, { day: '2026-11-22', weekday: 7, minute: 659 })).toEqual({ period: '2026-11-22', due: false });
  });

  it('a time rule grants once per period by itself', async () => {
    const org = await addOrg(t.db, 1);
    const p = await addPerson(t.db, 1, org);
    const { ruleId } = await ok<{ ruleId: number }>('accounts.subsidyRuleAdd', { ruleName: `Monthly ${Date.now()}`, amount: 1000, orgIds: [org] });
    await ok('accounts.subsidyTimeAdd', { ruleId, cycle: 'month', day: 1, atTime: '00:00' });
    // Shanghai (the demo merchant's zone) 2026-11-22 10:00.
    const at = new Date('2026-11-22T02:00:00Z');
    const ctx = { ...testCtx(t.db, 1), now: () => at };
    await t.db.tx((db) => runDueTimeRules({ ...ctx, db }));
    await t.db.tx((db) => runDueTimeRules({ ...ctx, db }));
    expect((await balances(t.db, p.accId)).subsidy).toBe(1000);
    const list = await ok<{ records: { ruleId: number; lastPeriod: string }[] }>('accounts.subsidyTimeList', { ruleId });
    expect(list.records[0].lastPeriod).toBe('2026-11');
    const next = new Date('2026-12-01T01:00:00Z');
    await t.db.tx((db) => runDueTimeRules({ ...ctx, db, now: () => next }));
    expect((await balances(t.db, p.accId)).subsidy).toBe(2000);
  });
});

describe('ids a rule or a batch names (issue 11)', () => {
  const ruleRows = () => t.db.query(`SELECT id, org_ids, psn_type_ids FROM sub_rules ORDER BY id`);
  const psnType = async (merchant: number) =>
    (await t.db.query<{ id: number }>(`INSERT INTO psn_types (merchant_id, name) VALUES ($1, $2) RETURNING id`, [merchant, `Type ${newBizNo()}`]))[0]!.id;

  it("refuses another merchant's or an unknown organisation or person type (40400) and stores nothing", async () => {
    const [org, foreignOrg, type, foreignType] = [await addOrg(t.db, 1), await addOrg(t.db, 2), await psnType(1), await psnType(2)];
    const { ruleId } = await ok<{ ruleId: number }>('accounts.subsidyRuleAdd', { ruleName: `Targets ${Date.now()}`, amount: 100, orgIds: [org], psnTypeIds: [type] });
    const before = await ruleRows();
    for (const targets of [{ orgIds: [org, foreignOrg] }, { orgIds: [999_999] }, { psnTypeIds: [type, foreignType] }, { psnTypeIds: [999_999] }]) {
      expect((await t.call('accounts.subsidyRuleAdd', { ruleName: `Foreign ${newBizNo()}`, amount: 100, ...targets }, { token: admin })).code).toBe(Code.NOT_FOUND);
      expect((await t.call('accounts.subsidyRuleEdit', { ruleId, ruleName: `Targets edit`, amount: 100, ...targets }, { token: admin })).code).toBe(Code.NOT_FOUND);
    }
    expect(await ruleRows()).toEqual(before);
  });

  it('grants or clears a batch only for organisations the caller reaches', async () => {
    const org = await addOrg(t.db, 1);
    const p = await addPerson(t.db, 1, org);
    const foreignOrg = await addOrg(t.db, 2);
    for (const [id, content] of [
      ['accounts.batchOrgSubsidy', { orgIds: [org, foreignOrg], amount: 100 }],
      ['accounts.batchOrgRecharge', { orgIds: [org, 999_999], amount: 100, payType: 'cash' }],
      ['accounts.batchClearSubsidy', { orgIds: [foreignOrg] }],
    ] as const) {
      expect((await t.call(id, { ...content, bizNo: newBizNo('B') }, { token: admin })).code, id).toBe(Code.NOT_FOUND);
    }
    expect(await balances(t.db, p.accId)).toEqual({ cash: 0, subsidy: 0, gift: 0 });
    expect((await ok<{ count: number }>('accounts.batchOrgSubsidy', { orgIds: [org], amount: 100, bizNo: newBizNo('B') })).count).toBe(1);
  });
});
