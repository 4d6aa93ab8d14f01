import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  Code,
  MERCHANT_MENU_IDS,
  endpointById,
  type AccountChangeRow,
  type BalanceHistoryRow,
  type CardSumRow,
  type FlowDetailRow,
  type HandInRow,
  type Page,
  type RechargeByTypeRow,
  type RechargeSumRow,
  type WithdrawalRecordRow,
} from '@canteen/contract';
import { envelopeFor, startTestServer, type TestServer } from '../../testing/server';
import { limitedOrgToken, limitedToken, ok } from '../../testing/api';
import { testCtx } from '../../testing/ctx';
import { addOrg, addPerson, newBizNo } from '../../testing/money';
import type { Ctx } from '../../platform/context';
import { consume, drawMoney, grantSubsidy, personalRecharge, refund, revokeRecharge } from '../accounts';
import { moneyExportLimits } from './moneyShared';

/**
 * The money report families (issue 27) on data made by the money services at set instants (merchant zone
 * Asia/Shanghai, +08:00): recharges on both sides of local midnight, a revoked recharge, a withdrawal, a subsidy, a
 * consumption refunded in part the next day; card events. Totals are checked against the raw money operations and
 * ledger, the balance history against the ledger up to a moment and against the wallets now.
 */

let t: TestServer;
let admin: string;
let admin2: string;
let ctx: Ctx;
const ids = { orgA: 0, orgB: 0, hall: 0, pa1: 0, pa2: 0, pb: 0, accA1: 0, r1: 0 };
const RANGE = { startDay: '2026-10-05', endDay: '2026-10-07' };
const MOMENT = '2026-10-06T03:30:00Z';

const inTx = <T>(iso: string, fn: (c: Ctx) => Promise<T>) => t.db.tx((db) => fn({ ...ctx, db, now: () => new Date(iso) }));
const page = <T, S = Record<string, number>>(id: string, content: Record<string, unknown>, token = admin) =>
  ok<Page<T> & { sum: S }>(t, `reportsMoney.${id}`, { page: 1, limit: 100, ...content }, token);
const raw = <T>(sql: string, params: unknown[] = []) => t.db.query<T>(sql, params);

async function sheet(id: string, content: Record<string, unknown>, token = admin) {
  const e = endpointById.get(`reportsMoney.${id}`)!;
  const res = await t.app.inject({ method: e.method, url: e.path, payload: envelopeFor(content, token), headers: { authorization: `Bearer ${token}`, 'accept-language': 'en' } });
  if (String(res.headers['content-type']).includes('json')) return { reply: res.json() as { code: number }, rows: [] as unknown[][] };
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
  return { reply: null, rows: wb.worksheets[0].getSheetValues().slice(1).map((r) => (r as unknown[]).slice(1)) };
}

beforeAll(async () => {
  t = await startTestServer();
  admin = await t.token();
  admin2 = await t.token('admin2', 'Admin@123');
  ctx = testCtx(t.db, 1);
  ids.orgA = await addOrg(t.db, 1, 'Money org A');
  ids.orgB = await addOrg(t.db, 1, 'Money org B');
  ids.hall = (await raw<{ id: number }>(`INSERT INTO canteens (merchant_id, name) VALUES (1, 'Money hall') RETURNING id`))[0].id;
  const a1 = await addPerson(t.db, 1, ids.orgA, 'Money A1');
  const a2 = await addPerson(t.db, 1, ids.orgA, 'Money A2');
  const b = await addPerson(t.db, 1, ids.orgB, 'Money B');
  [ids.pa1, ids.pa2, ids.pb, ids.accA1] = [a1.custId, a2.custId, b.custId, a1.accId];

  ids.r1 = (await inTx('2026-10-05T02:00:00Z', (c) => personalRecharge(c, { custId: ids.pa1, amount: 50_000, payType: 'cash', bizNo: newBizNo('R') }))).rechargeId;
  await inTx('2026-10-05T02:10:00Z', (c) => personalRecharge(c, { custId: ids.pb, amount: 30_000, payType: 'wechat', bizNo: newBizNo('R') }));
  // A minute before and a minute after local midnight.
  await inTx('2026-10-05T15:59:00Z', (c) => personalRecharge(c, { custId: ids.pa2, amount: 10_000, payType: 'cash', bizNo: newBizNo('R') }));
  const late = await inTx('2026-10-05T16:01:00Z', (c) => personalRecharge(c, { custId: ids.pa2, amount: 5_000, payType: 'cash', bizNo: newBizNo('R') }));
  await inTx('2026-10-06T03:00:00Z', (c) => revokeRecharge(c, { rechargeId: late.rechargeId, bizNo: newBizNo('V') }));
  await inTx('2026-10-06T04:00:00Z', (c) => drawMoney(c, { custId: ids.pa1, amount: 2_000, bizNo: newBizNo('W') }));
  await inTx('2026-10-06T04:30:00Z', (c) => grantSubsidy(c, { custId: ids.pb, amount: 8_000, bizNo: newBizNo('S') }));
  const order = await inTx('2026-10-06T05:00:00Z', (c) => consume(c, { custId: ids.pa1, amount: 3_000, bizNo: newBizNo('C') }));
  await inTx('2026-10-07T05:00:00Z', (c) => refund(c, { orderId: order.orderId, amount: 1_000, bizNo: newBizNo('F') }));
  // The first recharge was taken at the hall's counter.
  await raw(`UPDATE money_txns SET canteen_id = $1 WHERE id = $2`, [ids.hall, ids.r1]);

  const event = (custId: number, accId: number, event: string, iso: string, card: string | null, fee = 0, newCard: string | null = null) =>
    raw(`INSERT INTO account_events (merchant_id, account_id, cust_id, event, card_no, new_card_no, fee, operator_name, at) VALUES (1, $1, $2, $3, $4, $5, $6, 'test', $7)`, [
      accId,
      custId,
      event,
      card,
      newCard,
      fee,
      iso,
    ]);
  await event(ids.pa1, a1.accId, 'open', '2026-10-05T01:00:00Z', 'MC1');
  await event(ids.pa1, a1.accId, 'loss', '2026-10-06T01:00:00Z', 'MC1');
  await event(ids.pa1, a1.accId, 'replace', '2026-10-06T02:00:00Z', 'MC1', 1_000, 'MC2');
  await event(ids.pb, b.accId, 'freeze', '2026-10-06T06:00:00Z', null);
});
afterAll(() => t?.close());

/** Recharge-like sums straight from the money operations and their ledger rows, per local day. */
const rawRechargeDays = () =>
  raw<Record<string, number | string>>(
    `SELECT to_char((t.at AT TIME ZONE 'Asia/Shanghai')::date, 'YYYY-MM-DD') AS "groupKey",
            (count(*) FILTER (WHERE t.trade_type = 1))::float8 AS "rechargeCount", COALESCE(sum(t.amount) FILTER (WHERE t.trade_type = 1), 0)::float8 AS recharge,
            COALESCE(sum(l.gift) FILTER (WHERE t.trade_type IN (1, 2)), 0)::float8 AS gift,
            (count(*) FILTER (WHERE t.trade_type = 3))::float8 AS "revokeCount", COALESCE(-sum(l.total) FILTER (WHERE t.trade_type = 3), 0)::float8 AS revoked,
            COALESCE(sum(t.amount) FILTER (WHERE t.trade_type = 13), 0)::float8 AS imported,
            (count(*) FILTER (WHERE t.trade_type = 7))::float8 AS "withdrawalCount", COALESCE(sum(t.amount) FILTER (WHERE t.trade_type = 7), 0)::float8 AS withdrawn
       FROM money_txns t
       CROSS JOIN LATERAL (SELECT COALESCE(sum(e.amount) FILTER (WHERE e.wallet = 'gift'), 0) AS gift, COALESCE(sum(e.amount), 0) AS total
                             FROM ledger_entries e WHERE e.txn_id = t.id AND e.account_id IS NOT NULL) l
      WHERE t.merchant_id = 1 AND t.trade_type IN (1, 2, 3, 7, 13) GROUP BY 1 ORDER BY 1`,
  );

describe('recharge sums', () => {
  it('sums by local day equal the raw operations: the midnight edge, the revocation and the withdrawal on their days', async () => {
    const r = await page<RechargeSumRow>('rechargeSum', RANGE);
    const expected = (await rawRechargeDays()).map((d) => ({
      ...d,
      groupName: d.groupKey,
      net: Number(d.recharge) + Number(d.gift) - Number(d.revoked) + Number(d.imported) - Number(d.withdrawn),
    }));
    expect(r.records).toEqual(expected);
    expect(r.records.map((x) => [x.groupKey, x.rechargeCount, x.recharge, x.revoked, x.withdrawn, x.net])).toEqual([
      ['2026-10-05', 3, 90_000, 0, 0, 90_000],
      ['2026-10-06', 1, 5_000, 5_000, 2_000, -2_000],
    ]);
    expect(r.sum).toMatchObject({ rechargeCount: 4, recharge: 95_000, revokeCount: 1, revoked: 5_000, withdrawalCount: 1, withdrawn: 2_000, net: 88_000 });
  });

  it('groups by department and by trade type × pay type', async () => {
    const orgs = await page<RechargeSumRow>('rechargeSum', { ...RANGE, groupBy: 'org' });
    expect(orgs.records.map((x) => [x.groupName, x.recharge, x.revoked, x.withdrawn, x.net])).toEqual([
      ['Money org A', 65_000, 5_000, 2_000, 58_000],
      ['Money org B', 30_000, 0, 0, 30_000],
    ]);
    const ops = await page<RechargeSumRow>('rechargeSum', { ...RANGE, groupBy: 'operator' });
    expect(ops.records.map((x) => [x.groupKey, x.net])).toEqual([['1', 88_000]]);
    const types = await page<RechargeByTypeRow>('rechargeType', RANGE);
    expect(types.records).toEqual([
      { rowKey: 'recharge/cash', tradeType: 'recharge', payType: 'cash', count: 3, amount: 65_000 },
      { rowKey: 'recharge/wechat', tradeType: 'recharge', payType: 'wechat', count: 1, amount: 30_000 },
      { rowKey: 'revokeRecharge/', tradeType: 'revokeRecharge', payType: null, count: 1, amount: 5_000 },
      { rowKey: 'withdrawal/', tradeType: 'withdrawal', payType: null, count: 1, amount: 2_000 },
    ]);
    expect(types.sum).toEqual({ count: 6, amount: 102_000 });
    const oneDay = await page<RechargeSumRow>('rechargeSum', { startDay: '2026-10-06', endDay: '2026-10-06', orgId: ids.orgB });
    expect(oneDay.total).toBe(0);
  });

  it('lists withdrawals and exports the sums with a total row', async () => {
    const w = await page<WithdrawalRecordRow>('withdrawals', RANGE);
    expect(w.records.map((x) => [x.custName, x.orgName, x.amount, x.giftBack])).toEqual([['Money A1', 'Money org A', 2_000, 0]]);
    expect(w.sum).toEqual({ amount: 2_000, giftBack: 0 });
    const file = await sheet('rechargeSumExport', { ...RANGE, groupBy: 'org' });
    expect(file.rows[0]).toEqual(['Department', 'Recharges', 'Recharged (yuan)', 'Gift (yuan)', 'Revocations', 'Revoked (yuan)', 'Imported (yuan)', 'Withdrawals', 'Withdrawn (yuan)', 'Net (yuan)']);
    expect(file.rows.slice(1).map((r) => [r[0], r[2], r[9]])).toEqual([
      ['Money org A', 650, 580],
      ['Money org B', 300, 300],
      ['Total', 950, 880],
    ]);
  });
});

describe('history of balances and accounts', () => {
  it('gives every wallet at a moment in the middle of a day as the ledger up to it, and at now as the wallets', async () => {
    const at = await page<BalanceHistoryRow>('balanceHistory', { at: MOMENT, orgId: ids.orgA });
    const expected = await raw<{ accId: number; cash: number; subsidy: number; gift: number }>(
      `SELECT a.id AS "accId", COALESCE(sum(e.amount) FILTER (WHERE e.wallet = 'cash'), 0)::float8 AS cash,
              COALESCE(sum(e.amount) FILTER (WHERE e.wallet = 'subsidy'), 0)::float8 AS subsidy, COALESCE(sum(e.amount) FILTER (WHERE e.wallet = 'gift'), 0)::float8 AS gift
         FROM accounts a JOIN customers c ON c.id = a.cust_id LEFT JOIN ledger_entries e ON e.account_id = a.id AND e.at <= $1
        WHERE c.org_id = $2 GROUP BY a.id, c.cust_num ORDER BY c.cust_num`,
      [MOMENT, ids.orgA],
    );
    expect(at.records.map(({ accId, cash, subsidy, gift }) => ({ accId, cash, subsidy, gift }))).toEqual(expected);
    // A1 had 500.00 (the withdrawal came later); A2 had 100.00 + 50.00 − 50.00 revoked at 11:00.
    expect(at.records.map((x) => [x.custName, x.cash])).toEqual([
      ['Money A1', 50_000],
      ['Money A2', 10_000],
    ]);
    for (const orgId of [ids.orgA, ids.orgB]) {
      const now = await page<BalanceHistoryRow>('balanceHistory', { at: new Date().toISOString().replace(/\.\d+Z$/, 'Z'), orgId });
      const wallets = await raw(
        `SELECT a.id AS "accId", a.cash::float8 AS cash, a.subsidy::float8 AS subsidy, a.gift::float8 AS gift FROM accounts a JOIN customers c ON c.id = a.cust_id WHERE c.org_id = $1 ORDER BY c.cust_num`,
        [orgId],
      );
      expect(now.records.map(({ accId, cash, subsidy, gift }) => ({ accId, cash, subsidy, gift }))).toEqual(wallets);
      expect(now.sum.total).toBe(now.records.reduce((s, x) => s + x.total, 0));
    }
  });

  it('pages the flow of a person with balances after, and sums in and out as the ledger does', async () => {
    const f = await page<FlowDetailRow>('flowDetail', { ...RANGE, custId: ids.pa1 });
    expect(f.records.map((x) => [x.tradeType, x.wallet, x.amount, x.balanceAfter])).toEqual([
      ['refund', 'cash', 1_000, 46_000],
      ['consume', 'cash', -3_000, 45_000],
      ['withdrawal', 'cash', -2_000, 48_000],
      ['recharge', 'cash', 50_000, 50_000],
    ]);
    expect(f.sum).toEqual({ income: 51_000, expense: 5_000, net: 46_000 });
    const all = await page<FlowDetailRow>('flowDetail', RANGE);
    const [ledger] = await raw<{ n: number; net: number }>(
      `SELECT count(*)::int AS n, COALESCE(sum(amount), 0)::float8 AS net FROM ledger_entries WHERE merchant_id = 1 AND account_id IS NOT NULL
          AND at >= '2026-10-04T16:00:00Z' AND at < '2026-10-07T16:00:00Z'`,
    );
    expect([all.total, all.sum.net]).toEqual([ledger.n, ledger.net]);
  });

  it('lists account changes and card history with fees, and sums card events per day', async () => {
    const ch = await page<AccountChangeRow>('accountChanges', RANGE);
    expect(ch.records.map((x) => [x.custName, x.event, x.cardNo, x.newCardNo, x.fee])).toEqual([
      ['Money B', 'freeze', null, null, 0],
      ['Money A1', 'replace', 'MC1', 'MC2', 1_000],
      ['Money A1', 'loss', 'MC1', null, 0],
      ['Money A1', 'open', 'MC1', null, 0],
    ]);
    expect(ch.sum).toEqual({ fee: 1_000 });
    const cards = await page<AccountChangeRow>('cardHistory', { ...RANGE, cardNo: 'MC2' });
    expect(cards.records.map((x) => x.event)).toEqual(['replace']);
    const sum = await page<CardSumRow>('cardSum', RANGE);
    expect(sum.records).toEqual([
      { day: '2026-10-05', issued: 1, lost: 0, released: 0, replaced: 0, cancelled: 0, fee: 0 },
      { day: '2026-10-06', issued: 0, lost: 1, released: 0, replaced: 1, cancelled: 0, fee: 1_000 },
    ]);
    expect(sum.sum).toEqual({ issued: 1, lost: 1, released: 0, replaced: 1, cancelled: 0, fee: 1_000 });
  });

  it('gives what each clerk hands in per day: cash recharges less cash revoked and withdrawals paid', async () => {
    const h = await page<HandInRow>('handIn', RANGE);
    expect(h.records.map((x) => [x.day, x.operatorId, x.cashInCount, x.cashIn, x.revoked, x.withdrawn, x.handIn])).toEqual([
      ['2026-10-05', 1, 2, 60_000, 0, 0, 60_000],
      ['2026-10-06', 1, 1, 5_000, 5_000, 2_000, -2_000],
    ]);
    expect(h.sum).toEqual({ cashInCount: 3, cashIn: 65_000, revoked: 5_000, withdrawn: 2_000, handIn: 58_000 });
  });
});

describe('input, tenancy, menus and scope', () => {
  const families = ['rechargeSum', 'rechargeType', 'withdrawals', 'accountChanges', 'flowDetail', 'cardHistory', 'cardSum', 'handIn'];

  it('refuses bad input with 40000 naming the field', async () => {
    for (const [id, content, field] of [
      ['rechargeSum', { startDay: '2026-10-07', endDay: '2026-10-06' }, 'endDay'],
      ['rechargeSum', { ...RANGE, groupBy: 'dish' }, 'groupBy'],
      ['rechargeSum', { startDay: '2025-01-01', endDay: '2026-10-06' }, 'endDay'],
      ['balanceHistory', { at: '2026-10-06 11:00' }, 'at'],
      ['accountChanges', { ...RANGE, event: 'burn' }, 'event'],
      ['flowDetail', { ...RANGE, wallet: 'points' }, 'wallet'],
      ['handInExport', { ...RANGE, operatorId: 0 }, 'operatorId'],
    ] as const) {
      const r = await t.call<{ fields: { field: string }[] }>(`reportsMoney.${id}`, content, { token: admin });
      expect(r.code, id).toBe(Code.VALIDATION);
      expect(r.data.fields.map((f) => f.field)).toContain(field);
    }
  });

  it('shows another merchant nothing', async () => {
    for (const id of families) expect((await page<unknown>(id, RANGE, admin2)).total, id).toBe(0);
    expect((await page<unknown>('balanceHistory', { at: MOMENT, custId: ids.pa1 }, admin2)).total).toBe(0);
    expect((await sheet('withdrawalsExport', RANGE, admin2)).rows.length).toBe(2);
  });

  it('shows a manager of one canteen only the operations at it, page, totals and export', async () => {
    const limited = await limitedToken(t, admin, 'money_hall', [ids.hall]);
    const r = await page<RechargeSumRow>('rechargeSum', RANGE, limited);
    expect(r.records.map((x) => [x.groupKey, x.recharge])).toEqual([['2026-10-05', 50_000]]);
    expect(r.sum.recharge).toBe(50_000);
    expect((await page<HandInRow>('handIn', RANGE, limited)).sum.cashIn).toBe(50_000);
    expect((await page<unknown>('withdrawals', RANGE, limited)).total).toBe(0);
    const file = await sheet('rechargeSumExport', RANGE, limited);
    expect(file.rows.slice(1).map((x) => [x[0], x[2]])).toEqual([
      ['2026-10-05', 500],
      ['Total', 500],
    ]);
  });

  it('shows a manager of one organisation only its people', async () => {
    const limited = await limitedOrgToken(t, admin, 'money_org_b', [ids.orgB]);
    expect((await page<RechargeSumRow>('rechargeSum', RANGE, limited)).sum.recharge).toBe(30_000);
    const bal = await page<BalanceHistoryRow>('balanceHistory', { at: MOMENT }, limited);
    expect(bal.records.map((x) => x.custName)).toEqual(['Money B']);
    const flow = await page<FlowDetailRow>('flowDetail', RANGE, limited);
    expect(new Set(flow.records.map((x) => x.custName))).toEqual(new Set(['Money B']));
    expect((await page<AccountChangeRow>('accountChanges', RANGE, limited)).records.map((x) => x.event)).toEqual(['freeze']);
    expect((await page<unknown>('withdrawals', RANGE, limited)).total).toBe(0);
    expect((await page<HandInRow>('handIn', RANGE, limited)).sum.cashIn).toBe(0);
  });

  it('refuses a role without the report menus (40300), report and export alike', async () => {
    const { roleId } = await ok<{ roleId: number }>(
      t,
      'admin.roleAdd',
      { roleCode: 'r_nomoney', roleName: 'nomoney', roleDesc: '', menuIds: MERCHANT_MENU_IDS.filter((m) => ![1202000, 1206000].includes(m)) },
      admin,
    );
    await ok(t, 'admin.userAdd', { username: 'nomoney', password: await t.encrypt('Passw0rd!'), realName: 'nomoney', roleId }, admin);
    const token = await t.token('nomoney', 'Passw0rd!');
    for (const id of [...families, 'balanceHistory']) {
      const content = id === 'balanceHistory' ? { at: MOMENT } : RANGE;
      expect((await t.call(`reportsMoney.${id}`, content, { token })).code, id).toBe(Code.FORBIDDEN);
      expect((await sheet(`${id}Export`, content, token)).reply?.code, id).toBe(Code.FORBIDDEN);
    }
  });

  it('refuses an export past the cap (42200)', async () => {
    moneyExportLimits.cap = 1;
    try {
      expect((await sheet('withdrawalsExport', RANGE)).rows.length).toBe(3);
      expect((await sheet('rechargeSumExport', RANGE)).reply?.code).toBe(Code.BUSINESS_RULE);
    } finally {
      moneyExportLimits.cap = 50_000;
    }
  });
});
