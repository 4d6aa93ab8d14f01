// @db both — a rule of the second money and scope pass (issue 23), held on each database (vitest.config.ts: serverFilesOn)
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { FastifyBaseLogger } from 'fastify';
import fs from 'node:fs';
import path from 'node:path';
import { Code } from '@canteen/contract';
import { startTestServer, type TestServer } from '../../testing/server';
import { testCtx } from '../../testing/ctx';
import { periodOf, runDueTimeRules } from './subsidyRules';
import { runSubsidySchedules } from './subsidyScheduler';
import { internalBizNo } from './ledger';
import { addOrg, addPerson, balances, expectMoneyInvariants, newBizNo } from '../../testing/money';
import { ok } from '../../testing/api';

let t: TestServer;
let admin: string;
let admin2: string;
beforeAll(async () => {
  t = await startTestServer();
  [admin, admin2] = await Promise.all([t.token('admin', 'Admin@123'), t.token('admin2', 'Admin@123')]);
});
afterEach(() => expectMoneyInvariants(t.db));
afterAll(() => t.close());

describe('subsidy rules', () => {
  it('grants a rule to the people of its organisations (and below), clearing the old subsidy first, once per bizNo', async () => {
    const parent = await addOrg(t.db, 1);
    const child = await addOrg(t.db, 1, undefined, parent);
    const other = await addOrg(t.db, 1);
    const a = await addPerson(t.db, 1, parent);
    const b = await addPerson(t.db, 1, child);
    const c = await addPerson(t.db, 1, other);
    const { ruleId } = await ok<{ ruleId: number }>(t, 'accounts.subsidyRuleAdd', { ruleName: `Lunch ${Date.now()}`, amount: 30000, orgIds: [parent], clearFirst: true }, admin);
    expect(await ok(t, 'accounts.subsidyRulePeople', { ruleId }, admin)).toEqual({ count: 2, amount: 60000 });
    await ok(t, 'accounts.subsidyRecharge', { custId: a.custId, amount: 500, bizNo: newBizNo('S') }, admin);
    const bizNo = newBizNo('G');
    expect(await ok(t, 'accounts.subsidyRuleGrant', { ruleId, bizNo }, admin)).toEqual({ batchNo: bizNo, count: 2, amount: 60000 });
    expect(await ok(t, 'accounts.subsidyRuleGrant', { ruleId, bizNo }, admin)).toEqual({ batchNo: bizNo, count: 2, amount: 60000 });
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
    const { ruleId } = await ok<{ ruleId: number }>(t, 'accounts.subsidyRuleAdd', { ruleName: `Monthly ${Date.now()}`, amount: 1000, orgIds: [org] }, admin);
    await ok(t, 'accounts.subsidyTimeAdd', { ruleId, cycle: 'month', day: 1, atTime: '00:00' }, admin);
    // Shanghai (the demo merchant's zone) 2026-11-22 10:00.
    const at = new Date('2026-11-22T02:00:00Z');
    const ctx = { ...testCtx(t.db, 1), now: () => at };
    await t.db.tx((db) => runDueTimeRules({ ...ctx, db }));
    await t.db.tx((db) => runDueTimeRules({ ...ctx, db }));
    expect((await balances(t.db, p.accId)).subsidy).toBe(1000);
    const list = await ok<{ records: { ruleId: number; lastPeriod: string }[] }>(t, 'accounts.subsidyTimeList', { ruleId }, admin);
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
    const { ruleId } = await ok<{ ruleId: number }>(t, 'accounts.subsidyRuleAdd', { ruleName: `Targets ${Date.now()}`, amount: 100, orgIds: [org], psnTypeIds: [type] }, admin);
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
    expect((await ok<{ count: number }>(t, 'accounts.batchOrgSubsidy', { orgIds: [org], amount: 100, bizNo: newBizNo('B') }, admin)).count).toBe(1);
  });
});

describe('the bizNos of time rule grants (issue 23)', () => {
  const log = () => ({ info: vi.fn(), warn: vi.fn(), error: vi.fn() });
  async function monthlyRules(org: number, amounts: number[]): Promise<number[]> {
    const ids: number[] = [];
    for (const amount of amounts) {
      const { ruleId } = await ok<{ ruleId: number }>(t, 'accounts.subsidyRuleAdd', { ruleName: `Month ${newBizNo()}`, amount, orgIds: [org] }, admin);
      await ok(t, 'accounts.subsidyTimeAdd', { ruleId, cycle: 'month', day: 1, atTime: '00:00' }, admin);
      ids.push((await t.db.query<{ id: number }>(`SELECT id FROM sub_time_rules WHERE rule_id = $1`, [ruleId]))[0]!.id);
    }
    return ids;
  }

  it("cannot be taken by a caller: 1-cent payments and a batch under the grants' old names block nothing", async () => {
    const org = await addOrg(t.db, 1);
    const p = await addPerson(t.db, 1, org);
    await ok(t, 'accounts.recharge', { custId: p.custId, amount: 100, payType: 'cash', bizNo: newBizNo('R') }, admin);
    const [first, second] = await monthlyRules(org, [1000, 2000]);
    // Shanghai 2027-01-01 09:00: both rules are due for 2027-01.
    for (const tr of [first, second]) await ok(t, 'accounts.consumePay', { custId: p.custId, amount: 1, bizNo: `SUB-${tr}-2027-01-${p.custId}` }, admin);
    await ok(t, 'accounts.batchSubsidy', { custIds: [p.custId], amount: 1, bizNo: `SUB-${first}-2027-01` }, admin);
    // The server's own names are out of every caller's reach.
    const taken = await t.call('accounts.consumePay', { custId: p.custId, amount: 1, bizNo: internalBizNo('SUB', second, '2027-01', p.custId) }, { token: admin });
    expect(taken.code).toBe(Code.VALIDATION);
    const l = log();
    await runSubsidySchedules(t.db, l as unknown as FastifyBaseLogger, new Date('2027-01-01T01:00:00Z'));
    expect(l.error).not.toHaveBeenCalled();
    expect(await balances(t.db, p.accId)).toEqual({ cash: 98, subsidy: 3001, gift: 0 });
  });

  it('migration 0060 gives the rows the server named before its names of now, and leaves callers\' rows alone', async () => {
    const org = await addOrg(t.db, 1);
    const p = await addPerson(t.db, 1, org);
    await ok(t, 'accounts.recharge', { custId: p.custId, amount: 100, payType: 'cash', bizNo: newBizNo('R') }, admin);
    const [tr] = await monthlyRules(org, [500]);
    await ok(t, 'accounts.consumePay', { custId: p.custId, amount: 1, bizNo: `SUB-${tr}-2027-05-${p.custId}` }, admin);
    await ok(t, 'accounts.batchSubsidy', { custIds: [p.custId], amount: 7, bizNo: `SUB-${tr}-2027-04` }, admin);
    await runSubsidySchedules(t.db, log() as unknown as FastifyBaseLogger, new Date('2027-03-01T01:00:00Z'));
    // This person's rows (the file's other tests leave rows that old names could not have held side by side).
    const mine = `txn_id IN (SELECT id FROM money_txns WHERE cust_id = ${p.custId})`;
    const names = async () => ({
      txns: await t.db.query(`SELECT id, biz_no, batch_no FROM money_txns WHERE cust_id = $1 ORDER BY id`, [p.custId]),
      entries: await t.db.query(`SELECT id, biz_no FROM ledger_entries WHERE ${mine} ORDER BY id`),
      batches: await t.db.query(`SELECT batch_no FROM batch_requests WHERE batch_no LIKE $1 ORDER BY batch_no`, [`%SUB-${tr}-%`]),
    });
    const now = await names();
    expect(now.txns).toContainEqual({ id: expect.any(Number), biz_no: `#SUB-${tr}-2027-03-${p.custId}`, batch_no: `#SUB-${tr}-2027-03` });
    expect(now.txns).toContainEqual({ id: expect.any(Number), biz_no: `SUB-${tr}-2027-05-${p.custId}`, batch_no: null });
    expect(now.txns).toContainEqual({ id: expect.any(Number), biz_no: `#B-SUB-${tr}-2027-04-${p.custId}`, batch_no: `SUB-${tr}-2027-04` });
    // The names the server gave before issue 23: the same without the mark (and a caller's batch member as `<batch>-<person>`).
    const unmark = (col: string) => `CASE WHEN ${col} LIKE '#B-%' THEN substr(${col}, 4) WHEN ${col} LIKE '#%' THEN substr(${col}, 2) ELSE ${col} END`;
    await t.db.query(`UPDATE ledger_entries SET biz_no = ${unmark('biz_no')} WHERE ${mine}`);
    await t.db.query(`UPDATE money_txns SET biz_no = ${unmark('biz_no')}, batch_no = ${unmark('batch_no')} WHERE cust_id = $1`, [p.custId]);
    await t.db.query(`UPDATE batch_requests SET batch_no = ${unmark('batch_no')} WHERE batch_no LIKE $1`, [`%SUB-${tr}-%`]);
    await t.db.exec(fs.readFileSync(path.join(__dirname, '../../../migrations/0060_internal_biz_nos.sql'), 'utf8'));
    expect(await names()).toEqual(now);
    // The grant of that period, made again (as if its time rule had not noted it), finds the one made: nothing moves twice.
    await t.db.query(`UPDATE sub_time_rules SET last_period = NULL WHERE id = $1`, [tr]);
    await t.db.tx((db) => runDueTimeRules({ ...testCtx(db, 1), now: () => new Date('2027-03-01T02:00:00Z') }));
    expect(await balances(t.db, p.accId)).toEqual({ cash: 99, subsidy: 507, gift: 0 });
  });

  it('one failing grant does not stop the others of the run: it is logged and tried again at the next tick', async () => {
    const org = await addOrg(t.db, 1);
    const p = await addPerson(t.db, 1, org);
    const [broken, fine] = await monthlyRules(org, [1000, 2000]);
    // The broken rule's grant name is already bound to another request (as a grant of another rule would leave it).
    await t.db.query(`INSERT INTO batch_requests (merchant_id, batch_no, request_hash) VALUES (1, $1, 'another request')`, [internalBizNo('SUB', broken, '2027-02')]);
    const l = log();
    await runSubsidySchedules(t.db, l as unknown as FastifyBaseLogger, new Date('2027-02-01T01:00:00Z'));
    expect((await balances(t.db, p.accId)).subsidy).toBe(2000);
    expect(l.error).toHaveBeenCalledWith(expect.objectContaining({ merchantId: 1, timeRuleId: broken, period: '2027-02' }), 'subsidy time rule failed');
    const periods = await t.db.query<{ id: number; last_period: string | null }>(`SELECT id, last_period FROM sub_time_rules WHERE id = ANY($1::int[]) ORDER BY id`, [[broken, fine]]);
    expect(periods).toEqual([
      { id: broken, last_period: null },
      { id: fine, last_period: '2027-02' },
    ]);
  });
});
