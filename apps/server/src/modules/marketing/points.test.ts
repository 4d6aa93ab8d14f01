import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import { Code, endpointById, envelopeQuery, pathWith, type Page, type PointBalanceRow, type PointEntry, type PointGainRule, type PointOffsetRule } from '@canteen/contract';
import { envelopeFor, startTestServer, type TestServer } from '../../testing/server';
import { testCtx } from '../../testing/ctx';
import { ok, addCanteen, count, limitedOrgToken, limitedToken } from '../../testing/api';
import { addOrg, addPerson } from '../../testing/money';
import { awardPoints, loadPointRules, pointBalance, settleRefundPoints, spendPoints } from './points';
import { pointExportLimits } from './pointsOverview';

let t: TestServer;
let admin: string;
let admin2: string;
beforeAll(async () => {
  t = await startTestServer();
  [admin, admin2] = await Promise.all([t.token('admin', 'Admin@123'), t.token('admin2', 'Admin@123')]);
});
afterAll(() => t.close());

const code = async (id: string, content: Record<string, unknown>, token = admin) => (await t.call(id, content, { token })).code;
let serial = 0;
const name = (prefix: string) => `${prefix} ${Date.now()}-${serial++}`;
/** Order ids are kept without a foreign key: any number names an order here. */
let orderSeq = 9_000_000;
const nextOrder = () => orderSeq++;
const entriesOf = (custId: number) =>
  t.db.query<{ delta: number; balance_after: number; reason: string; order_id: number }>(
    `SELECT delta, balance_after, reason, order_id FROM point_entries WHERE cust_id = $1 ORDER BY id`,
    [custId],
  );

describe('point functions (what consumption calls)', () => {
  it('awards, spends with a guard, and takes earned points back with the money refunded, once', async () => {
    const ctx = testCtx(t.db, 1);
    const p = await addPerson(t.db, 1, await addOrg(t.db, 1));
    const at = new Date('2026-11-20T04:00:00Z');
    expect(await pointBalance(ctx, p.custId)).toBe(0);
    // Short: false, nothing written.
    expect(await spendPoints(ctx, p.custId, 1, nextOrder(), at)).toBe(false);
    expect(await entriesOf(p.custId)).toEqual([]);

    const earnOrder = nextOrder();
    await awardPoints(ctx, p.custId, 120, earnOrder, at);
    expect(await pointBalance(ctx, p.custId)).toBe(120);
    expect(await spendPoints(ctx, p.custId, 121, nextOrder(), at)).toBe(false);
    const spendOrder = nextOrder();
    expect(await spendPoints(ctx, p.custId, 50, spendOrder, at)).toBe(true);
    await awardPoints(ctx, p.custId, 30, spendOrder, at);
    expect(await pointBalance(ctx, p.custId)).toBe(100);

    // The refund of the order that spent 50 and earned 30: 50 come back, 30 are taken back.
    const whole = { refunded: 1000, paid: 1000, whole: true };
    await settleRefundPoints(ctx, spendOrder, whole, at);
    expect(await pointBalance(ctx, p.custId)).toBe(120);
    await settleRefundPoints(ctx, spendOrder, whole, at);
    expect(await pointBalance(ctx, p.custId)).toBe(120);
    expect(await entriesOf(p.custId)).toEqual([
      { delta: 120, balance_after: 120, reason: 'gain', order_id: earnOrder },
      { delta: -50, balance_after: 70, reason: 'spend', order_id: spendOrder },
      { delta: 30, balance_after: 100, reason: 'gain', order_id: spendOrder },
      { delta: 50, balance_after: 150, reason: 'return', order_id: spendOrder },
      { delta: -30, balance_after: 120, reason: 'reverse', order_id: spendOrder },
    ]);

    // Earned points go with the money: a 99.99 refund of a 100.00 order that earned 100 takes back 99, the rest the last 1.
    const r = await addPerson(t.db, 1, await addOrg(t.db, 1));
    const partOrder = nextOrder();
    await awardPoints(ctx, r.custId, 100, partOrder, at);
    await settleRefundPoints(ctx, partOrder, { refunded: 9999, paid: 10000, whole: false }, at);
    expect(await pointBalance(ctx, r.custId)).toBe(1);
    await settleRefundPoints(ctx, partOrder, { refunded: 10000, paid: 10000, whole: true }, at);
    expect(await pointBalance(ctx, r.custId)).toBe(0);
    expect((await entriesOf(r.custId)).map((e) => e.delta)).toEqual([100, -99, -1]);

    // Earned points already spent elsewhere are owed: the balance never goes below zero, the refund is refused.
    const q = await addPerson(t.db, 1, await addOrg(t.db, 1));
    const order = nextOrder();
    await awardPoints(ctx, q.custId, 40, order, at);
    expect(await spendPoints(ctx, q.custId, 30, nextOrder(), at)).toBe(true);
    await expect(settleRefundPoints(ctx, order, { refunded: 500, paid: 500, whole: true }, at)).rejects.toMatchObject({ code: Code.BUSINESS_RULE, key: 'refundPointsSpent' });
    expect(await pointBalance(ctx, q.custId)).toBe(10);
    expect((await entriesOf(q.custId)).map((e) => e.reason)).toEqual(['gain', 'spend']);
    // An order without points changes nothing.
    await settleRefundPoints(ctx, nextOrder(), { refunded: 500, paid: 500, whole: true }, at);
    // Another merchant's context sees none of it.
    expect(await pointBalance(testCtx(t.db, 2), q.custId)).toBe(0);
  });

  it('loads the enabled rules valid on the day, highest priority first', async () => {
    const ctx = testCtx(t.db, 2);
    expect(await loadPointRules(ctx, '2026-06-01')).toEqual({ gain: null, offset: null });
    await ok(t, 'marketingRewards.pointGainAdd', { name: name('Low'), pointsPerYuan: 1 }, admin2);
    const high = await ok<{ gainRuleId: number }>(t, 'marketingRewards.pointGainAdd', { name: 'High', pointsPerYuan: 3, priority: 5, mealTypes: [2], validFrom: '2026-06-01', validTo: '2026-06-30' }, admin2);
    await ok(t, 'marketingRewards.pointGainAdd', { name: name('Off'), pointsPerYuan: 9, priority: 9, enabled: false }, admin2);
    const offset = await ok<{ offsetRuleId: number }>(t, 'marketingRewards.pointOffsetAdd', { name: 'Pay', pointsPerYuan: 100, maxSharePercent: 50, minPoints: 10 }, admin2);
    expect(await loadPointRules(ctx, '2026-06-01')).toEqual({
      gain: { gainRuleId: high.gainRuleId, name: 'High', pointsPerYuan: 3, canteenIds: [], mealTypes: [2], psnTypeIds: [] },
      offset: { offsetRuleId: offset.offsetRuleId, name: 'Pay', pointsPerYuan: 100, maxSharePercent: 50, minPoints: 10 },
    });
    expect((await loadPointRules(ctx, '2026-07-01')).gain).toEqual(expect.objectContaining({ pointsPerYuan: 1 }));
  });
});

describe('point rules (mktpointgainrule, mktpointoffsetrule)', () => {
  it('adds, lists, edits and removes gain and offset rules', async () => {
    const canteenId = await addCanteen(t, admin, name('Points canteen'));
    const gainName = name('Lunch points');
    const { gainRuleId } = await ok<{ gainRuleId: number }>(t, 'marketingRewards.pointGainAdd', { name: gainName, pointsPerYuan: 2, canteenIds: [canteenId], mealTypes: [2, 4] }, admin);
    let gains = await ok<Page<PointGainRule>>(t, 'marketingRewards.pointGainPage', { name: gainName }, admin);
    expect(gains.records).toEqual([
      { gainRuleId, name: gainName, pointsPerYuan: 2, canteenIds: [canteenId], mealTypes: [2, 4], psnTypeIds: [], validFrom: null, validTo: null, priority: 0, enabled: true, remark: '' },
    ]);
    await ok(t, 'marketingRewards.pointGainEdit', { gainRuleId, name: gainName, pointsPerYuan: 5, canteenIds: [], mealTypes: [], validFrom: '2026-01-01', validTo: '2026-12-31', enabled: false, remark: 'r' }, admin);
    gains = await ok<Page<PointGainRule>>(t, 'marketingRewards.pointGainPage', { name: gainName, enabled: false }, admin);
    expect(gains.records[0]).toEqual(expect.objectContaining({ pointsPerYuan: 5, canteenIds: [], validFrom: '2026-01-01', validTo: '2026-12-31', enabled: false, remark: 'r' }));
    await ok(t, 'marketingRewards.pointGainRemove', { gainRuleId: String(gainRuleId) }, admin);
    expect((await ok<Page<PointGainRule>>(t, 'marketingRewards.pointGainPage', { name: gainName }, admin)).total).toBe(0);

    const offsetName = name('Pay with points');
    const { offsetRuleId } = await ok<{ offsetRuleId: number }>(t, 'marketingRewards.pointOffsetAdd', { name: offsetName, pointsPerYuan: 100, maxSharePercent: 30, minPoints: 50 }, admin);
    await ok(t, 'marketingRewards.pointOffsetEdit', { offsetRuleId, name: offsetName, pointsPerYuan: 200, maxSharePercent: 20 }, admin);
    const offsets = await ok<Page<PointOffsetRule>>(t, 'marketingRewards.pointOffsetPage', { name: offsetName }, admin);
    expect(offsets.records).toEqual([
      { offsetRuleId, name: offsetName, pointsPerYuan: 200, maxSharePercent: 20, minPoints: 0, validFrom: null, validTo: null, priority: 0, enabled: true, remark: '' },
    ]);
    await ok(t, 'marketingRewards.pointOffsetRemove', { offsetRuleId }, admin);
    expect(await code('marketingRewards.pointOffsetRemove', { offsetRuleId })).toBe(Code.NOT_FOUND);
  });

  it('refuses bad input and writes nothing', async () => {
    const gains = await count(t, 'mkt_point_gain_rules');
    const offsets = await count(t, 'mkt_point_offset_rules');
    expect(await code('marketingRewards.pointGainAdd', { name: 'x', pointsPerYuan: 0 })).toBe(Code.VALIDATION);
    expect(await code('marketingRewards.pointGainAdd', { name: 'x', pointsPerYuan: 1.5 })).toBe(Code.VALIDATION);
    expect(await code('marketingRewards.pointGainAdd', { name: 'x', pointsPerYuan: 1, mealTypes: [6] })).toBe(Code.VALIDATION);
    expect(await code('marketingRewards.pointGainAdd', { name: 'x', pointsPerYuan: 1, validFrom: '2026-02-01', validTo: '2026-01-01' })).toBe(Code.VALIDATION);
    expect(await code('marketingRewards.pointGainAdd', { name: 'x', pointsPerYuan: 1, canteenIds: [999_999] })).toBe(Code.NOT_FOUND);
    expect(await code('marketingRewards.pointOffsetAdd', { name: 'x', pointsPerYuan: 100, maxSharePercent: 0 })).toBe(Code.VALIDATION);
    expect(await code('marketingRewards.pointOffsetAdd', { name: 'x', pointsPerYuan: 100, maxSharePercent: 101 })).toBe(Code.VALIDATION);
    expect(await code('marketingRewards.pointOffsetAdd', { name: 'x', pointsPerYuan: 100, maxSharePercent: 50, minPoints: -1 })).toBe(Code.VALIDATION);
    const dup = name('Dup');
    await ok(t, 'marketingRewards.pointOffsetAdd', { name: dup, pointsPerYuan: 100, maxSharePercent: 50 }, admin);
    expect(await code('marketingRewards.pointOffsetAdd', { name: dup, pointsPerYuan: 100, maxSharePercent: 50 })).toBe(Code.VALIDATION);
    expect(await count(t, 'mkt_point_gain_rules')).toBe(gains);
    expect(await count(t, 'mkt_point_offset_rules')).toBe(offsets + 1);
  });

  it("merchant 2 sees and changes none of merchant 1's rules; a role without the menu is refused", async () => {
    const { gainRuleId } = await ok<{ gainRuleId: number }>(t, 'marketingRewards.pointGainAdd', { name: name('M1 gain'), pointsPerYuan: 1 }, admin);
    const { offsetRuleId } = await ok<{ offsetRuleId: number }>(t, 'marketingRewards.pointOffsetAdd', { name: name('M1 offset'), pointsPerYuan: 100, maxSharePercent: 50 }, admin);
    expect(await code('marketingRewards.pointGainEdit', { gainRuleId, name: 'x', pointsPerYuan: 9 }, admin2)).toBe(Code.NOT_FOUND);
    expect(await code('marketingRewards.pointGainRemove', { gainRuleId }, admin2)).toBe(Code.NOT_FOUND);
    expect(await code('marketingRewards.pointOffsetEdit', { offsetRuleId, name: 'x', pointsPerYuan: 9, maxSharePercent: 9 }, admin2)).toBe(Code.NOT_FOUND);
    expect(await code('marketingRewards.pointOffsetRemove', { offsetRuleId }, admin2)).toBe(Code.NOT_FOUND);
    const page2 = await ok<Page<PointGainRule>>(t, 'marketingRewards.pointGainPage', {}, admin2);
    expect(page2.records.some((r) => r.gainRuleId === gainRuleId)).toBe(false);
    expect(await t.db.query(`SELECT points_per_yuan FROM mkt_point_gain_rules WHERE id = $1`, [gainRuleId])).toEqual([{ points_per_yuan: 1 }]);

    const { roleId } = await ok<{ roleId: number }>(t, 'admin.roleAdd', { roleCode: 'r_points_only', roleName: 'Points overview only', roleDesc: '', menuIds: [503000] }, admin);
    await ok(t, 'admin.userAdd', { username: 'pointsonly', password: await t.encrypt('Passw0rd!'), realName: 'Points only', roleId }, admin);
    const token = await t.token('pointsonly', 'Passw0rd!');
    expect(await code('marketingRewards.pointBalancePage', {}, token)).toBe(Code.OK);
    expect(await code('marketingRewards.pointGainPage', {}, token)).toBe(Code.FORBIDDEN);
    expect(await code('marketingRewards.pointGainAdd', { name: 'x', pointsPerYuan: 1 }, token)).toBe(Code.FORBIDDEN);
    expect(await code('marketingRewards.pointOffsetPage', {}, token)).toBe(Code.FORBIDDEN);
    expect(await code('marketingRewards.pointOffsetRemove', { offsetRuleId }, token)).toBe(Code.FORBIDDEN);
  });

  it('a canteen-limited role sees and changes only gain rules of its canteens', async () => {
    const mine = await addCanteen(t, admin, name('Mine'));
    const theirs = await addCanteen(t, admin, name('Theirs'));
    const token = await limitedToken(t, admin, 'pointscanteen', [mine]);
    const everywhere = await ok<{ gainRuleId: number }>(t, 'marketingRewards.pointGainAdd', { name: name('Everywhere'), pointsPerYuan: 1 }, admin);
    const other = await ok<{ gainRuleId: number }>(t, 'marketingRewards.pointGainAdd', { name: name('Other'), pointsPerYuan: 1, canteenIds: [theirs] }, admin);
    const own = await ok<{ gainRuleId: number }>(t, 'marketingRewards.pointGainAdd', { name: name('Own'), pointsPerYuan: 1, canteenIds: [mine] }, token);
    const seen = await ok<Page<PointGainRule>>(t, 'marketingRewards.pointGainPage', { limit: 500 }, token);
    expect(seen.records.map((r) => r.gainRuleId)).toEqual([own.gainRuleId]);
    expect(await code('marketingRewards.pointGainRemove', { gainRuleId: everywhere.gainRuleId }, token)).toBe(Code.NOT_FOUND);
    expect(await code('marketingRewards.pointGainEdit', { gainRuleId: other.gainRuleId, name: 'x', pointsPerYuan: 2, canteenIds: [mine] }, token)).toBe(Code.NOT_FOUND);
    expect(await code('marketingRewards.pointGainAdd', { name: name('Any'), pointsPerYuan: 1, canteenIds: [theirs] }, token)).toBe(Code.NOT_FOUND);
    expect(await code('marketingRewards.pointGainAdd', { name: name('All'), pointsPerYuan: 1 }, token)).toBe(Code.FORBIDDEN);
  });
});

describe('points overview (jifen)', () => {
  async function exportOf(content: Record<string, unknown>) {
    const e = endpointById.get('marketingRewards.pointEntryExport')!;
    const res = await t.app.inject({
      method: 'GET',
      url: pathWith(e.path, content),
      query: envelopeQuery(envelopeFor(content, admin) as never),
      headers: { authorization: `Bearer ${admin}`, 'accept-language': 'en' },
    });
    if (String(res.headers['content-type']).includes('json')) return { reply: res.json() as { code: number }, rows: null };
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    return { reply: null, rows: wb.worksheets[0].getSheetValues().slice(1).map((r) => (r as unknown[]).slice(1)) };
  }

  it('lists balances and the ledger with filters, the organisation scope, and exports the ledger', async () => {
    const ctx = testCtx(t.db, 1);
    const org = await addOrg(t.db, 1);
    const otherOrg = await addOrg(t.db, 1);
    const custName = name('Pointy');
    const p = await addPerson(t.db, 1, org, custName);
    const q = await addPerson(t.db, 1, otherOrg);
    const at = new Date();
    const order = nextOrder();
    await awardPoints(ctx, p.custId, 80, order, at);
    expect(await spendPoints(ctx, p.custId, 20, nextOrder(), at)).toBe(true);
    await awardPoints(ctx, q.custId, 10, nextOrder(), at);

    const balances = await ok<Page<PointBalanceRow>>(t, 'marketingRewards.pointBalancePage', { custName }, admin);
    expect(balances.records).toEqual([expect.objectContaining({ custId: p.custId, custName, balance: 60, earned: 80, spent: 20 })]);
    const entries = await ok<Page<PointEntry>>(t, 'marketingRewards.pointEntryPage', { custName }, admin);
    expect(entries.records.map((e) => [e.delta, e.balanceAfter, e.reason])).toEqual([
      [-20, 60, 'spend'],
      [80, 80, 'gain'],
    ]);
    expect((await ok<Page<PointEntry>>(t, 'marketingRewards.pointEntryPage', { custName, reason: 'gain' }, admin)).records).toEqual([
      expect.objectContaining({ custId: p.custId, delta: 80, orderId: order }),
    ]);
    expect((await ok<Page<PointEntry>>(t, 'marketingRewards.pointEntryPage', { orgId: otherOrg }, admin)).records.map((e) => e.custId)).toEqual([q.custId]);
    expect((await ok<Page<PointEntry>>(t, 'marketingRewards.pointEntryPage', { custName, startTime: new Date(at.getTime() + 60_000).toISOString() }, admin)).total).toBe(0);

    const scoped = await limitedOrgToken(t, admin, 'pointsorg', [otherOrg]);
    expect((await ok<Page<PointBalanceRow>>(t, 'marketingRewards.pointBalancePage', {}, scoped)).records.map((r) => r.custId)).toEqual([q.custId]);
    expect((await ok<Page<PointEntry>>(t, 'marketingRewards.pointEntryPage', { custName }, scoped)).total).toBe(0);
    expect((await ok<Page<PointBalanceRow>>(t, 'marketingRewards.pointBalancePage', { custName }, admin2)).total).toBe(0);
    expect(await code('marketingRewards.pointEntryPage', { reason: 'gift' })).toBe(Code.VALIDATION);

    const file = await exportOf({ custName });
    expect(file.rows?.[0]).toEqual(['Name', 'Person no.', 'Organisation', 'Points change', 'Balance after', 'Reason', 'Order id', 'Time']);
    expect(file.rows?.slice(1).map((r) => [r[0], r[3], r[4], r[5]])).toEqual([
      [custName, -20, 60, 'Spent'],
      [custName, 80, 80, 'Earned'],
    ]);
    pointExportLimits.cap = 1;
    try {
      expect((await exportOf({ custName })).reply).toMatchObject({ code: Code.BUSINESS_RULE });
    } finally {
      pointExportLimits.cap = 50_000;
    }
  });
});
