import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Code, MERCHANT_MENU_IDS, endpointById, type IncomeSumRow, type Page, type PaymentSumRow, type TradeDetailRow, type TradeSumRow, type WalletSumRow } from '@canteen/contract';
import { envelopeFor, startTestServer, type TestServer } from '../../testing/server';
import { count, limitedOrgToken, limitedToken, ok } from '../../testing/api';
import { testCtx } from '../../testing/ctx';
import { addOrg, addPerson, newBizNo } from '../../testing/money';
import type { Ctx } from '../../platform/context';
import { consume, personalRecharge, refund } from '../accounts';
import { tradeExportLimits } from './tradeReport';

/**
 * The trade reports against the raw rows (merchant zone Asia/Shanghai): recharges, a subsidy and a withdrawal (today), a payment a minute
 * before local midnight in hall A, one a minute after in hall B, an outer payment, a part refund of the first a
 * day later and a withdrawal. Every total equals a sum computed straight from orders, money_txns and ledger_entries.
 */

let t: TestServer;
let ctx: Ctx;
let admin: string;
let admin2: string;
const ZONE = 'Asia/Shanghai';
const ids = { hallA: 0, hallB: 0, orgX: 0, orgY: 0, px: 0, py: 0, late: 0 };
let range: { startDay: string; endDay: string };

/** Local midnight of `daysAgo` days before today in Shanghai, plus `minutes`. */
const localAt = (daysAgo: number, minutes: number) => {
  const today = new Date(new Date().toLocaleString('en-US', { timeZone: ZONE }));
  const midnightUtc = Date.UTC(today.getFullYear(), today.getMonth(), today.getDate()) - 8 * 3600_000;
  return new Date(midnightUtc - daysAgo * 86_400_000 + minutes * 60_000);
};
const dayOf = (d: Date) => d.toLocaleDateString('en-CA', { timeZone: ZONE });
const inTx = <T>(when: Date, fn: (c: Ctx) => Promise<T>) => t.db.tx((db) => fn({ ...ctx, now: () => when, db }));
const insertId = async (sql: string, params: unknown[] = []) => (await t.db.query<{ id: number }>(`${sql} RETURNING id`, params))[0].id;

type Report<T> = Page<T> & { sum: Record<string, number> };
const page = <T>(id: string, content: Record<string, unknown> = {}, token = admin) => ok<Report<T>>(t, id, { page: 1, limit: 100, ...range, ...content }, token);

async function sheet(id: string, content: Record<string, unknown>, token = admin) {
  const e = endpointById.get(id)!;
  const res = await t.app.inject({ method: e.method, url: e.path, payload: envelopeFor({ ...range, ...content }, token), headers: { authorization: `Bearer ${token}`, 'accept-language': 'en' } });
  if (String(res.headers['content-type']).includes('json')) return { reply: res.json() as { code: number }, rows: [] as unknown[][] };
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
  return { reply: null, rows: wb.worksheets[0].getSheetValues().slice(1).map((r) => (r as unknown[]).slice(1)) };
}

/** Raw: the range's instants in the zone, as SQL on $1 (start day), $2 (end day), $3 (zone). */
const IN_RANGE = (col: string) => `${col} >= ($1::date)::timestamp AT TIME ZONE $3 AND ${col} < ($2::date + 1)::timestamp AT TIME ZONE $3`;
const raw = async <T>(sql: string) => t.db.query<T>(sql, [range.startDay, range.endDay, ZONE]);
const COUNTED = `o.state IN ('paid', 'part_refunded', 'refunded', 'repaired')`;

beforeAll(async () => {
  t = await startTestServer();
  ctx = testCtx(t.db, 1);
  admin = await t.token();
  admin2 = await t.token('admin2', 'Admin@123');
  range = { startDay: dayOf(localAt(6, 0)), endDay: dayOf(localAt(0, 0)) };
  ids.hallA = await insertId(`INSERT INTO canteens (merchant_id, name) VALUES (1, 'Trade hall A')`);
  ids.hallB = await insertId(`INSERT INTO canteens (merchant_id, name) VALUES (1, 'Trade hall B')`);
  ids.orgX = await addOrg(t.db, 1, 'Trade org X');
  ids.orgY = await addOrg(t.db, 1, 'Trade org Y');
  const px = await addPerson(t.db, 1, ids.orgX, 'Trade Xu');
  const py = await addPerson(t.db, 1, ids.orgY, 'Trade Yang');
  [ids.px, ids.py] = [px.custId, py.custId];
  await inTx(localAt(5, 600), (c) => personalRecharge(c, { custId: px.custId, amount: 50_000, payType: 'cash', bizNo: newBizNo('R') }));
  await inTx(localAt(5, 610), (c) => personalRecharge(c, { custId: py.custId, amount: 30_000, payType: 'wechat', bizNo: newBizNo('R') }));
  // The subsidy and the withdrawal go through the console's calls (today): the money core's own doors.
  await ok(t, 'accounts.subsidyRecharge', { custId: px.custId, amount: 2_000, bizNo: newBizNo('S') }, admin);
  // A minute before local midnight: filed on its own day, not the next.
  ids.late = (await inTx(localAt(3, 24 * 60 - 1), (c) => consume(c, { custId: px.custId, amount: 3_250, canteenId: ids.hallA, bizNo: newBizNo('C') }))).orderId;
  await inTx(localAt(2, 1), (c) => consume(c, { custId: py.custId, amount: 800, canteenId: ids.hallB, bizNo: newBizNo('C') }));
  await inTx(localAt(2, 600), (c) => consume(c, { custId: px.custId, amount: 600, canteenId: ids.hallB, orderType: 'external', bizNo: newBizNo('C') }));
  // A part refund of the late payment a day later.
  await inTx(localAt(1, 600), (c) => refund(c, { orderId: ids.late, amount: 250, bizNo: newBizNo('F') }));
  await ok(t, 'accounts.drawMoney', { custId: py.custId, amount: 1_000, bizNo: newBizNo('W') }, admin);
  // Outside the range: not counted.
  await inTx(localAt(8, 600), (c) => consume(c, { custId: py.custId, amount: 999, canteenId: ids.hallB, bizNo: newBizNo('C') }));
});
afterAll(() => t?.close());

describe('trade detail', () => {
  it('lists every money operation of the range with signed wallets; totals equal the raw operations', async () => {
    const r = await page<TradeDetailRow>('reportsTrade.tradeDetail');
    const [want] = await raw<{ n: number; net: number }>(
      `SELECT count(*)::int AS n, COALESCE(sum(CASE WHEN trade_type IN (3, 5, 6, 7, 8, 9, 12, 14) THEN -amount ELSE amount END), 0)::float8 AS net
         FROM money_txns WHERE merchant_id = 1 AND ${IN_RANGE('at')}`,
    );
    expect(r.total).toBe(want.n);
    expect(r.sum.net).toBe(want.net);
    expect(r.sum.inAmount - r.sum.outAmount).toBe(r.sum.net);
    const late = r.records.find((x) => x.tradeType === 'consume' && x.canteenName === 'Trade hall A')!;
    expect(late).toMatchObject({ custName: 'Trade Xu', orgName: 'Trade org X', amount: -3_250 });
    expect(late.cash + late.subsidy + late.gift).toBe(-3_250);
    expect(late.subsidy).toBe(-2_000);
    // Every row's wallets are its ledger's person rows.
    for (const x of r.records) expect(x.cash + x.subsidy + x.gift, x.bizNo).toBe(x.amount);
  });

  it('gives consumption net of refunds with tradeTypes consume + refund (the dashboard figure)', async () => {
    const r = await page<TradeDetailRow>('reportsTrade.tradeDetail', { tradeTypes: ['consume', 'refund'] });
    const [sales] = await raw<{ amount: number }>(`SELECT COALESCE(sum(amount), 0)::float8 AS amount FROM orders o WHERE merchant_id = 1 AND ${COUNTED} AND ${IN_RANGE('ordered_at')}`);
    const [refunds] = await raw<{ amount: number }>(`SELECT COALESCE(sum(amount), 0)::float8 AS amount FROM money_txns WHERE merchant_id = 1 AND trade_type = 10 AND ${IN_RANGE('at')}`);
    expect(r.sum.outAmount - r.sum.inAmount).toBe(sales.amount - refunds.amount);
    expect(sales.amount - refunds.amount).toBe(3_250 + 800 + 600 - 250);
    expect(new Set(r.records.map((x) => x.tradeType))).toEqual(new Set(['consume', 'refund']));
  });

  it('filters by pay type, person and organisation', async () => {
    const wechat = await page<TradeDetailRow>('reportsTrade.tradeDetail', { payType: 'wechat' });
    expect(wechat.records.map((x) => [x.custName, x.tradeType, x.amount])).toEqual([['Trade Yang', 'recharge', 30_000]]);
    const xu = await page<TradeDetailRow>('reportsTrade.tradeDetail', { custName: 'xu' });
    expect(new Set(xu.records.map((x) => x.custName))).toEqual(new Set(['Trade Xu']));
    const refunds = await page<TradeDetailRow>('reportsTrade.tradeDetail', { tradeType: 'refund' });
    expect(refunds.records.map((x) => [x.tradeType, x.amount])).toEqual([['refund', 250]]);
    expect((await page<TradeDetailRow>('reportsTrade.tradeDetail', { tradeType: 'refund', tradeTypes: ['consume'] })).total).toBe(0);
    const y = await page<TradeDetailRow>('reportsTrade.tradeDetail', { orgId: ids.orgY });
    expect(y.records.map((x) => x.tradeType).sort()).toEqual(['consume', 'recharge', 'withdrawal']);
  });

  it('lists outer consumption (orders of type external)', async () => {
    const r = await page<{ custName: string; amount: number; canteenName: string }>('reportsTrade.outerConsumption');
    expect(r.records.map((x) => [x.custName, x.canteenName, x.amount])).toEqual([['Trade Xu', 'Trade hall B', 600]]);
    expect(r.sum).toEqual({ amount: 600, refunded: 0 });
  });
});

describe('trade sums', () => {
  it('by canteen: orders and refunds of the range, each on its own day, equal the raw rows', async () => {
    const r = await page<TradeSumRow>('reportsTrade.canteenSum');
    const want = await raw<{ name: string; orders: number; amount: number; cash: number; subsidy: number }>(
      `SELECT cn.name, count(*)::int AS orders, sum(o.amount)::float8 AS amount, sum(o.paid_cash)::float8 AS cash, sum(o.paid_subsidy)::float8 AS subsidy
         FROM orders o JOIN canteens cn ON cn.id = o.canteen_id WHERE o.merchant_id = 1 AND ${COUNTED} AND ${IN_RANGE('o.ordered_at')} GROUP BY cn.name ORDER BY cn.name`,
    );
    expect(r.records.map((x) => ({ name: x.name, orders: x.orders, amount: x.amount, cash: x.cash, subsidy: x.subsidy }))).toEqual(want);
    const a = r.records.find((x) => x.name === 'Trade hall A')!;
    expect(a).toMatchObject({ orders: 1, amount: 3_250, refunds: 1, refundAmount: 250, net: 3_000 });
    expect(r.sum).toMatchObject({ orders: 3, amount: 4_650, refundAmount: 250, net: 4_400 });
  });

  it('by organisation, person, verification mode and wallet', async () => {
    const dept = await page<TradeSumRow>('reportsTrade.deptSum');
    expect(dept.records.map((x) => [x.name, x.orders, x.net])).toEqual([
      ['Trade org X', 2, 3_600],
      ['Trade org Y', 1, 800],
    ]);
    const person = await page<TradeSumRow>('reportsTrade.personSum');
    expect(person.records.map((x) => [x.name, x.net]).sort()).toEqual([
      ['Trade Xu', 3_600],
      ['Trade Yang', 800],
    ]);
    const verification = await page<TradeSumRow>('reportsTrade.verificationSum');
    expect(verification.sum.net).toBe(4_400);
    expect(verification.records.every((x) => x.name !== '')).toBe(true);
    const wallets = await page<WalletSumRow>('reportsTrade.walletSum');
    const [paid] = await raw<{ cash: number; subsidy: number; gift: number }>(
      `SELECT sum(paid_cash)::float8 AS cash, sum(paid_subsidy)::float8 AS subsidy, sum(paid_gift)::float8 AS gift FROM orders o WHERE merchant_id = 1 AND ${COUNTED} AND ${IN_RANGE('ordered_at')}`,
    );
    const [back] = await raw<{ cash: number; subsidy: number; gift: number }>(
      `SELECT COALESCE(sum(e.amount) FILTER (WHERE e.wallet = 'cash'), 0)::float8 AS cash, COALESCE(sum(e.amount) FILTER (WHERE e.wallet = 'subsidy'), 0)::float8 AS subsidy,
              COALESCE(sum(e.amount) FILTER (WHERE e.wallet = 'gift'), 0)::float8 AS gift
         FROM money_txns x JOIN ledger_entries e ON e.txn_id = x.id AND e.account_id IS NOT NULL WHERE x.merchant_id = 1 AND x.trade_type = 10 AND ${IN_RANGE('x.at')}`,
    );
    expect(wallets.records).toEqual([
      { wallet: 'cash', amount: paid.cash, refundAmount: back.cash, net: paid.cash - back.cash },
      { wallet: 'subsidy', amount: paid.subsidy, refundAmount: back.subsidy, net: paid.subsidy - back.subsidy },
      { wallet: 'gift', amount: paid.gift, refundAmount: back.gift, net: paid.gift - back.gift },
    ]);
    expect(wallets.sum.net).toBe(4_400);
  });

  it('payment sums by organisation, day and person: wallets net of refunds', async () => {
    const days = await page<PaymentSumRow>('reportsTrade.paymentDateSum');
    expect(days.records.map((x) => [x.key, x.orders, x.refunds, x.total])).toEqual([
      [dayOf(localAt(3, 0)), 1, 0, 3_250],
      [dayOf(localAt(2, 0)), 2, 0, 1_400],
      [dayOf(localAt(1, 0)), 0, 1, -250],
    ]);
    expect(days.sum.total).toBe(4_400);
    const dept = await page<PaymentSumRow>('reportsTrade.paymentDeptSum');
    expect(dept.records.map((x) => [x.name, x.total])).toEqual([
      ['Trade org X', 3_600],
      ['Trade org Y', 800],
    ]);
    const person = await page<PaymentSumRow>('reportsTrade.paymentPersonSum');
    expect(person.sum.cash + person.sum.subsidy + person.sum.gift).toBe(4_400);
  });

  it('by day for the charts: each day’s orders and refunds, the same under every sum’s menu', async () => {
    const want = [
      { day: dayOf(localAt(3, 0)), orders: 1, amount: 3_250, refundAmount: 0, net: 3_250 },
      { day: dayOf(localAt(2, 0)), orders: 2, amount: 1_400, refundAmount: 0, net: 1_400 },
      { day: dayOf(localAt(1, 0)), orders: 0, amount: 0, refundAmount: 250, net: -250 },
    ];
    for (const id of ['reportsTrade.canteenDaily', 'reportsTrade.incomeDaily']) {
      const days = await ok<Record<string, unknown>[]>(t, id, range, admin);
      expect(days.map((d) => ({ day: d.day, orders: d.orders, amount: d.amount, refundAmount: d.refundAmount, net: d.net })), id).toEqual(want);
    }
    const limited = await ok<{ net: number }[]>(t, 'reportsTrade.canteenDaily', { ...range, canteenId: ids.hallB }, admin);
    expect(limited.map((d) => d.net)).toEqual([1_400]);
  });
});

describe('income sum', () => {
  it('per day and canteen: consumption net of refunds by wallet and recharges less withdrawals, equal to the raw rows', async () => {
    const r = await page<IncomeSumRow>('reportsTrade.incomeSum');
    expect(r.sum).toMatchObject({ consumeAmount: 4_650, refundAmount: 250, netConsume: 4_400, rechargeCash: 50_000, rechargeWechat: 30_000, recharge: 80_000, withdrawn: 1_000, takenIn: 79_000 });
    expect(r.sum.netCash + r.sum.netSubsidy + r.sum.netGift).toBe(4_400);
    const hallA = r.records.filter((x) => x.canteenName === 'Trade hall A');
    expect(hallA.map((x) => [x.day, x.consumeAmount, x.refundAmount, x.netConsume])).toEqual([
      [dayOf(localAt(3, 0)), 3_250, 0, 3_250],
      [dayOf(localAt(1, 0)), 0, 250, -250],
    ]);
  });
});

describe('the trade reports and who reads them', () => {
  const pages = [
    'reportsTrade.tradeDetail',
    'reportsTrade.outerConsumption',
    'reportsTrade.canteenSum',
    'reportsTrade.deptSum',
    'reportsTrade.machineSum',
    'reportsTrade.personSum',
    'reportsTrade.verificationSum',
    'reportsTrade.operatorSum',
    'reportsTrade.walletSum',
    'reportsTrade.paymentDeptSum',
    'reportsTrade.paymentDateSum',
    'reportsTrade.paymentPersonSum',
    'reportsTrade.incomeSum',
  ];
  const dailies = ['canteen', 'dept', 'machine', 'person', 'verification', 'wallet', 'operator', 'income'].map((k) => `reportsTrade.${k}Daily`);

  it('exports every report with its total row last', async () => {
    for (const id of pages) {
      const file = await sheet(`${id}Export`, {});
      expect(file.reply, id).toBeNull();
      const p = await page<unknown>(id);
      // Header, the rows, the total row.
      expect(file.rows.length, id).toBe(p.total + 2);
      expect(file.rows.at(-1)?.[0], id).toBe('Total');
    }
  });

  it('refuses bad input with 40000 and writes nothing', async () => {
    const before = await count(t, 'money_txns');
    for (const [id, content] of [
      ['reportsTrade.tradeDetail', { startDay: '2026-02-30' }],
      ['reportsTrade.tradeDetail', { tradeTypes: ['gift'] }],
      ['reportsTrade.tradeDetail', { payType: 'cheque' }],
      ['reportsTrade.canteenSum', { startDay: '2026-12-01', endDay: '2026-11-01' }],
      ['reportsTrade.incomeSum', { startDay: '2024-01-01', endDay: '2026-01-01' }],
      ['reportsTrade.tradeDetail', { custName: 'x'.repeat(101) }],
      ['reportsTrade.deptSum', { orgId: 0 }],
    ] as const) {
      const r = await t.call(id, { page: 1, limit: 10, ...range, ...content }, { token: admin });
      expect(r.code, `${id} ${JSON.stringify(content)}`).toBe(Code.VALIDATION);
    }
    expect(await count(t, 'money_txns')).toBe(before);
  });

  it('shows another merchant nothing', async () => {
    for (const id of pages) {
      const r = await page<{ amount?: number; net?: number; total?: number }>(id, {}, admin2);
      expect(r.records.filter((x) => (x.amount ?? x.net ?? x.total ?? 0) !== 0), id).toEqual([]);
    }
    expect((await page<TradeDetailRow>('reportsTrade.tradeDetail', {}, admin2)).total).toBe(0);
    for (const id of dailies) expect(await ok(t, id, range, admin2), id).toEqual([]);
  });

  it('shows a manager of hall A only hall A, in page, totals and export', async () => {
    const limited = await limitedToken(t, admin, 'trade_hall_a', [ids.hallA]);
    const sums = await page<TradeSumRow>('reportsTrade.canteenSum', {}, limited);
    expect(sums.records.map((x) => x.name)).toEqual(['Trade hall A']);
    expect(sums.sum).toMatchObject({ orders: 1, amount: 3_250, net: 3_000 });
    const detail = await page<TradeDetailRow>('reportsTrade.tradeDetail', {}, limited);
    expect(new Set(detail.records.map((x) => x.canteenName))).toEqual(new Set(['Trade hall A']));
    expect(detail.sum.net).toBe(-3_000);
    const file = await sheet('reportsTrade.tradeDetailExport', {}, limited);
    expect(file.rows.length).toBe(detail.total + 2);
    const income = await page<IncomeSumRow>('reportsTrade.incomeSum', {}, limited);
    expect(income.sum.netConsume).toBe(3_000);
    expect(income.sum.recharge).toBe(0);
  });

  it('shows a manager of organisation Y only its people', async () => {
    const limited = await limitedOrgToken(t, admin, 'trade_org_y', [ids.orgY]);
    const dept = await page<TradeSumRow>('reportsTrade.deptSum', {}, limited);
    expect(dept.records.map((x) => [x.name, x.net])).toEqual([['Trade org Y', 800]]);
    const detail = await page<TradeDetailRow>('reportsTrade.tradeDetail', {}, limited);
    expect(new Set(detail.records.map((x) => x.custName))).toEqual(new Set(['Trade Yang']));
    const file = await sheet('reportsTrade.paymentPersonSumExport', {}, limited);
    expect(file.rows.slice(1, -1).map((r) => r[0])).toEqual(['Trade Yang']);
  });

  it('refuses a role without the report menus (40300), report and export alike', async () => {
    const menus = [1201000, 1203000, 1203010, 1203020, 1203030, 1203040, 1203050, 1203060, 1203070, 1204000];
    const { roleId } = await ok<{ roleId: number }>(t, 'admin.roleAdd', { roleCode: 'r_notrade', roleName: 'notrade', roleDesc: '', menuIds: MERCHANT_MENU_IDS.filter((m) => !menus.includes(m)) }, admin);
    await ok(t, 'admin.userAdd', { username: 'notrade', password: await t.encrypt('Passw0rd!'), realName: 'notrade', roleId }, admin);
    const token = await t.token('notrade', 'Passw0rd!');
    for (const id of pages) {
      expect((await t.call(id, { ...range }, { token })).code, id).toBe(Code.FORBIDDEN);
      expect((await sheet(`${id}Export`, {}, token)).reply?.code, id).toBe(Code.FORBIDDEN);
    }
    for (const id of dailies) expect((await t.call(id, { ...range }, { token })).code, id).toBe(Code.FORBIDDEN);
  });

  it('refuses an export past the cap (42200) and serves one at it', async () => {
    const n = (await page<unknown>('reportsTrade.tradeDetail')).total;
    tradeExportLimits.cap = n - 1;
    try {
      expect((await sheet('reportsTrade.tradeDetailExport', {})).reply?.code).toBe(Code.BUSINESS_RULE);
      tradeExportLimits.cap = n;
      expect((await sheet('reportsTrade.tradeDetailExport', {})).rows.length).toBe(n + 2);
    } finally {
      tradeExportLimits.cap = 50_000;
    }
  });
});
