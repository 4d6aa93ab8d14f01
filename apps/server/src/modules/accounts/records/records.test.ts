import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import { Code, endpointById, envelopeQuery, pathWith, type ConsumeResult, type Page } from '@canteen/contract';
import { envelopeFor, startTestServer, type TestServer } from '../../../testing/server';
import { limitedOrgToken, ok } from '../../../testing/api';
import { addOrg, addPerson, balances, expectMoneyInvariants, newBizNo } from '../../../testing/money';
import { exportLimits } from './list';

let t: TestServer;
let admin: string;
let admin2: string;
let org: number;
let otherOrg: number;
beforeAll(async () => {
  t = await startTestServer();
  [admin, admin2] = await Promise.all([t.token('admin', 'Admin@123'), t.token('admin2', 'Admin@123')]);
  org = await addOrg(t.db, 1, 'Records org');
  otherOrg = await addOrg(t.db, 1, 'Records other org');
});
afterEach(() => expectMoneyInvariants(t.db));
afterAll(() => t.close());

const code = async (id: string, content: Record<string, unknown>, token = admin) => (await t.call(id, content, { token })).code;
/** The start of a period holding only what the test does next (the ledger's times are the server's clock, this process). */
const since = () => new Date().toISOString();
type Sums<R, S> = Page<R> & { sum: S };

/** Calls a blob endpoint: the xlsx sheet, or the JSON refusal. */
async function exportOf(id: string, content: Record<string, unknown>, token = admin, lang = 'zh') {
  const e = endpointById.get(id)!;
  const env = envelopeFor(content, token);
  const headers = { authorization: `Bearer ${token}`, 'accept-language': lang };
  const res =
    e.method === 'GET'
      ? await t.app.inject({ method: 'GET', url: pathWith(e.path, content), query: envelopeQuery(env as never), headers })
      : await t.app.inject({ method: e.method, url: e.path, payload: env, headers });
  if (String(res.headers['content-type']).includes('json')) return { reply: res.json() as { code: number; msg: string }, sheet: null };
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
  const sheet = wb.worksheets[0];
  const rows = sheet.getSheetValues().slice(1).map((r) => (r as unknown[]).slice(1));
  return { reply: null, sheet, rows };
}

const recharge = (custId: number, amount: number) => ok<{ rechargeId: number }>(t, 'accounts.recharge', { custId, amount, payType: 'cash', bizNo: newBizNo('R') }, admin);

describe('recharge records and summaries', () => {
  it('lists recharges and a revocation, sums them by type, organisation, operator and day, and exports them', async () => {
    const from = since();
    const p = await addPerson(t.db, 1, org, 'Rec Alice');
    const num = (await t.db.query<{ n: string }>(`SELECT cust_num AS n FROM customers WHERE id = $1`, [p.custId]))[0].n;
    const first = await recharge(p.custId, 10000);
    await recharge(p.custId, 5000);
    await ok(t, 'accounts.revokeRecharge', { rechargeId: first.rechargeId, bizNo: newBizNo('V') }, admin);

    const page = await ok<Page<{ tradeType: string; amount: number; state: string; payType: string; custName: string; orgName: string; operatorName: string; txnId: number }>>(
      t, 'accountRecords.rechargePage',
      { custNum: num }, admin,
    );
    expect(page.total).toBe(3);
    expect(page.records.map((r) => [r.tradeType, r.amount, r.state, r.payType])).toEqual([
      ['revokeRecharge', 10000, 'done', 'cash'],
      ['recharge', 5000, 'done', 'cash'],
      ['recharge', 10000, 'revoked', 'cash'],
    ]);
    expect(page.records[0]).toMatchObject({ custName: 'Rec Alice', orgName: 'Records org', operatorName: 'admin' });
    expect((await ok<Page<unknown>>(t, 'accountRecords.rechargePage', { custNum: num, tradeType: 'revokeRecharge' }, admin)).total).toBe(1);
    const back = await ok<Page<{ tradeType: string; amount: number; payType: string }>>(t, 'accountRecords.rechargeRefundList', { custNum: num }, admin);
    expect(back.records.map((r) => [r.tradeType, r.amount, r.payType])).toEqual([['revokeRecharge', 10000, 'cash']]);

    const types = await ok<Sums<{ tradeType: string; payType: string; count: number; amount: number }, { count: number; amount: number }>>(t, 'accountRecords.typeSum', { startTime: from }, admin);
    expect(types.records.map((r) => [r.tradeType, r.payType, r.count, r.amount])).toEqual([
      ['recharge', 'cash', 2, 15000],
      ['revokeRecharge', 'cash', 1, -10000],
    ]);
    expect(types.sum).toEqual({ count: 3, amount: 5000 });

    const figures = { rechargeCount: 2, rechargeAmount: 15000, giftAmount: 0, revokeCount: 1, revokeAmount: 10000, netAmount: 5000 };
    const dept = await ok<Sums<{ groupName: string }, object>>(t, 'accountRecords.deptSum', { startTime: from }, admin);
    expect(dept.records).toEqual([{ groupKey: String(org), groupName: 'Records org', ...figures }]);
    expect(dept.sum).toEqual(figures);
    const ops = await ok<Sums<{ groupName: string }, object>>(t, 'accountRecords.operatorSum', { startTime: from }, admin);
    expect(ops.records).toEqual([{ groupKey: 'admin', groupName: 'admin', ...figures }]);
    const days = await ok<Sums<{ groupName: string }, object>>(t, 'accountRecords.daySum', { startTime: from }, admin);
    const today = new Intl.DateTimeFormat('sv-SE', { timeZone: 'Asia/Shanghai' }).format(new Date());
    expect(days.records).toEqual([{ groupKey: today, groupName: today, ...figures }]);
    const psn = await ok<Sums<{ groupName: string }, object>>(t, 'accountRecords.psnTypeSum', { startTime: from }, admin);
    expect(psn.records).toEqual([{ groupKey: '', groupName: '', ...figures }]);

    const file = await exportOf('accountRecords.rechargeExport', { custNum: num, page: 1, limit: 10 });
    expect(file.rows![0]).toEqual(['姓名', '人员编号', '部门', '卡号', '交易类型', '金额', '支付方式', '状态', '操作员', '时间', '业务流水号', '备注']);
    expect(file.rows!.slice(1).map((r) => [r[0], r[4], r[5], r[7]])).toEqual([
      ['Rec Alice', '撤销充值', 100, '正常'],
      ['Rec Alice', '充值', 50, '正常'],
      ['Rec Alice', '充值', 100, '已撤销'],
    ]);
    const sumFile = await exportOf('accountRecords.typeSumExport', { startTime: from }, admin, 'en');
    expect(sumFile.rows).toEqual([
      ['Trade type', 'Pay type', 'Count', 'Amount'],
      ['Recharge', 'Cash', 2, 150],
      ['Revoked recharge', 'Cash', 1, -100],
      ['Total', undefined, 3, 50],
    ]);
  });

  it('refuses an export over the cap with 42200 and the spec’s message', async () => {
    const p = await addPerson(t.db, 1, org);
    await recharge(p.custId, 100);
    await recharge(p.custId, 200);
    exportLimits.cap = 1;
    try {
      const r = await exportOf('accountRecords.rechargeExport', { custName: '' }, admin, 'zh');
      expect(r.reply).toMatchObject({ code: Code.BUSINESS_RULE, msg: '最大导出50000条数据' });
    } finally {
      exportLimits.cap = 50_000;
    }
  });

  it('lists withdrawals and revocations as recharge refunds, and sums withdrawals by day and operator', async () => {
    const from = since();
    const p = await addPerson(t.db, 1, org);
    const r = await recharge(p.custId, 3000);
    await ok(t, 'accounts.drawMoney', { custId: p.custId, amount: 1000, bizNo: newBizNo('W') }, admin);
    // Part of the recharge is paid out, so it can no longer be revoked: only the withdrawal is a refund.
    expect(await code('accounts.revokeRecharge', { rechargeId: r.rechargeId, bizNo: newBizNo('V') })).toBe(Code.BUSINESS_RULE);
    const list = await ok<Page<{ tradeType: string; amount: number }>>(t, 'accountRecords.rechargeRefundList', { startTime: from }, admin);
    expect(list.records.map((x) => [x.tradeType, x.amount])).toEqual([['withdrawal', 1000]]);
    const draws = await ok<Page<{ amount: number; custId: number }>>(t, 'accountRecords.withdrawalPage', { startTime: from }, admin);
    expect(draws.records).toMatchObject([{ amount: 1000, custId: p.custId }]);
    const byOp = await ok<Sums<object, object>>(t, 'accountRecords.withdrawalSum', { startTime: from, groupBy: 'operator' }, admin);
    expect(byOp.records).toEqual([{ groupKey: 'admin', groupName: 'admin', count: 1, amount: 1000 }]);
    expect(byOp.sum).toEqual({ count: 1, amount: 1000 });
    const byDay = await ok<Sums<{ count: number }, object>>(t, 'accountRecords.withdrawalSum', { startTime: from }, admin);
    expect(byDay.records.map((x) => x.count)).toEqual([1]);
  });
});

describe('refunds, subsidies, clearing', () => {
  it('shows a refund with its order and the split per wallet', async () => {
    const p = await addPerson(t.db, 1, org);
    await recharge(p.custId, 1000);
    await ok(t, 'accounts.subsidyRecharge', { custId: p.custId, amount: 300, bizNo: newBizNo('S') }, admin);
    const c = await ok<ConsumeResult>(t, 'accounts.consumePay', { custId: p.custId, amount: 500, bizNo: newBizNo('C') }, admin);
    await ok(t, 'accounts.refund', { orderId: c.orderId, amount: 250, bizNo: newBizNo('F'), reason: 'cold soup' }, admin);
    const page = await ok<Page<Record<string, unknown>>>(t, 'accountRecords.refundPage', { custName: (await custName(p.custId)) }, admin);
    expect(page.records).toHaveLength(1);
    // Paid 3.00 subsidy and 2.00 cash: half the order returns half of each.
    expect(page.records[0]).toMatchObject({ orderId: c.orderId, orderAmount: 500, amount: 250, refundedSubsidy: 150, refundedGift: 0, refundedCash: 100, reason: 'cold soup' });
    expect(String(page.records[0].orderNo)).toMatch(/^O\d{8}/);
    const file = await exportOf('accountRecords.refundExport', { custName: await custName(p.custId) }, admin, 'en');
    expect(file.rows![1].slice(5, 11)).toEqual([5, 2.5, 1.5, 0, 1, 'cold soup']);
  });

  it('keeps subsidy grants and clears with their batch number', async () => {
    const p = await addPerson(t.db, 1, org);
    const grant = await ok<{ batchNo: string }>(t, 'accounts.batchSubsidy', { custIds: [p.custId], amount: 800, bizNo: newBizNo('B') }, admin);
    const clear = await ok<{ batchNo: string }>(t, 'accounts.batchClearSubsidy', { custIds: [p.custId], bizNo: newBizNo('K') }, admin);
    const name = await custName(p.custId);
    const hist = await ok<Page<{ tradeType: string; amount: number; batchNo: string }>>(t, 'accountRecords.subsidyHistory', { custName: name }, admin);
    expect(hist.records.map((r) => [r.tradeType, r.amount, r.batchNo])).toEqual([
      ['subsidyClear', 800, clear.batchNo],
      ['subsidy', 800, grant.batchNo],
    ]);
    const clears = await ok<Page<{ amount: number }>>(t, 'accountRecords.clearHistory', { custName: name, batchNo: clear.batchNo }, admin);
    expect(clears.records.map((r) => r.amount)).toEqual([800]);
    expect((await exportOf('accountRecords.subsidyExport', { custName: name })).rows).toHaveLength(3);
  });
});

describe('cards', () => {
  it('records card fees, replacements per person and cards per organisation', async () => {
    const from = since();
    const cardOrg = await addOrg(t.db, 1, 'Card org');
    const p = await addPerson(t.db, 1, cardOrg);
    const q = await addPerson(t.db, 1, cardOrg);
    const n = Date.now().toString(36).toUpperCase();
    await ok(t, 'accounts.applyCard', { custId: p.custId, cardNo: `A${n}` }, admin);
    await ok(t, 'accounts.applyCard', { custId: q.custId, cardNo: `B${n}` }, admin);
    await ok(t, 'accounts.replaceCard', { accId: p.accId, cardNo: `C${n}`, fee: 500, remark: 'broken' }, admin);
    await ok(t, 'accounts.reportLoss', { accId: q.accId }, admin);
    const fees = await ok<Page<Record<string, unknown>>>(t, 'accountRecords.cardFeePage', { orgId: cardOrg }, admin);
    expect(fees.records).toMatchObject([{ custId: p.custId, fee: 500, oldCardNo: `A${n}`, newCardNo: `C${n}`, cardNo: `C${n}`, remark: 'broken' }]);
    const changes = await ok<Sums<Record<string, unknown>, object>>(t, 'accountRecords.changeCardSum', { orgId: cardOrg, startTime: from }, admin);
    expect(changes.records).toMatchObject([{ custId: p.custId, replaceCount: 1, feeAmount: 500, cardNo: `C${n}` }]);
    expect(changes.sum).toEqual({ replaceCount: 1, feeAmount: 500 });
    const dept = await ok<Sums<Record<string, unknown>, object>>(t, 'accountRecords.deptCardSum', { orgId: cardOrg, startTime: from }, admin);
    expect(dept.records).toEqual([{ orgId: cardOrg, orgName: 'Card org', issued: 2, lost: 1, replaced: 1, live: 1 }]);
    const file = await exportOf('accountRecords.cardFeeExport', { orgId: cardOrg }, admin, 'en');
    expect(file.rows![1].slice(4, 8)).toEqual(['Card replaced', `A${n}`, `C${n}`, 5]);
  });
});

describe('account period summary', () => {
  it('opening + the period’s movements = closing, and closing is the balance when the period ends now', async () => {
    const p = await addPerson(t.db, 1, org);
    const name = await custName(p.custId);
    await recharge(p.custId, 5000);
    // Consume 1000 takes subsidy 700 + cash 300; the refund of 400 returns them 70 % / 30 %: subsidy 280, then cleared.
    // The period starts between the first recharge and the rest: the server's clock moves past it.
    const mid = new Date(Date.now() + 500).toISOString();
    t.advanceClock(1000);
    const r2 = await recharge(p.custId, 2000);
    await ok(t, 'accounts.subsidyRecharge', { custId: p.custId, amount: 700, bizNo: newBizNo('S') }, admin);
    const c = await ok<ConsumeResult>(t, 'accounts.consumePay', { custId: p.custId, amount: 1000, bizNo: newBizNo('C') }, admin);
    await ok(t, 'accounts.refund', { orderId: c.orderId, amount: 400, bizNo: newBizNo('F') }, admin);
    await ok(t, 'accounts.clearSubsidy', { custId: p.custId, bizNo: newBizNo('K') }, admin);
    await ok(t, 'accounts.revokeRecharge', { rechargeId: r2.rechargeId, bizNo: newBizNo('V') }, admin);
    await ok(t, 'accounts.drawMoney', { custId: p.custId, amount: 500, bizNo: newBizNo('W') }, admin);

    type Row = Record<'opening' | 'recharge' | 'revoke' | 'subsidy' | 'clear' | 'gift' | 'consume' | 'repair' | 'refund' | 'withdrawal' | 'other' | 'closing', number>;
    const all = await ok<Sums<Row & { accId: number }, Row>>(t, 'accountRecords.custSumm', { custName: name }, admin);
    const b = await balances(t.db, p.accId);
    expect(all.records).toHaveLength(1);
    expect(all.records[0].closing).toBe(b.cash + b.subsidy + b.gift);
    expect(all.records[0].opening).toBe(0);

    const part = (await ok<Sums<Row, Row>>(t, 'accountRecords.custSumm', { custName: name, startTime: mid }, admin)).records[0];
    const signed = part.recharge - part.revoke + part.subsidy - part.clear + part.gift - part.consume - part.repair + part.refund - part.withdrawal + part.other;
    expect(part.opening).toBe(5000);
    expect(part).toMatchObject({ recharge: 2000, revoke: 2000, subsidy: 700, clear: 280, consume: 1000, refund: 400, withdrawal: 500 });
    expect(part.closing).toBe(part.opening + signed);
    expect(part.closing).toBe(b.cash + b.subsidy + b.gift);

    const before = (await ok<Sums<Row, Row>>(t, 'accountRecords.custSumm', { custName: name, endTime: mid }, admin)).records[0];
    expect(before.closing).toBe(5000);
    const file = await exportOf('accountRecords.custSummExport', { custName: name, startTime: mid }, admin, 'en');
    expect(file.rows![0].slice(4)).toEqual(['Opening balance', 'Recharge', 'Revoked recharge', 'Subsidy', 'Subsidy cleared', 'Gift', 'Consumption', 'Repair deduction', 'Refund', 'Withdrawal', 'Other', 'Closing balance']);
    expect(file.rows![2][0]).toBe('Total');
  });
});

describe('input, tenancy and data scope', () => {
  it('refuses bad filters with 40000', async () => {
    expect(await code('accountRecords.rechargePage', { tradeType: 'consume' })).toBe(Code.VALIDATION);
    expect(await code('accountRecords.typeSum', { startTime: 'yesterday' })).toBe(Code.VALIDATION);
    expect(await code('accountRecords.withdrawalSum', { groupBy: 'canteen' })).toBe(Code.VALIDATION);
    expect(await code('accountRecords.custSumm', { limit: 7 })).toBe(Code.VALIDATION);
    expect((await exportOf('accountRecords.refundExport', { orgId: -1 })).reply?.code).toBe(Code.VALIDATION);
  });

  it('shows another merchant none of these rows', async () => {
    const from = since();
    const p = await addPerson(t.db, 1, org);
    await recharge(p.custId, 900);
    const name = await custName(p.custId);
    expect((await ok<Page<unknown>>(t, 'accountRecords.rechargePage', { custName: name }, admin2)).total).toBe(0);
    expect((await ok<Sums<unknown, { count: number }>>(t, 'accountRecords.typeSum', { startTime: from }, admin2)).sum.count).toBe(0);
    expect((await ok<Page<unknown>>(t, 'accountRecords.custSumm', { custName: name }, admin2)).total).toBe(0);
    expect((await ok<Page<{ orgId: number }>>(t, 'accountRecords.deptCardSum', { limit: 500 }, admin2)).records.map((r) => r.orgId)).not.toContain(org);
    expect((await exportOf('accountRecords.rechargeExport', { custName: name }, admin2)).rows).toHaveLength(1);
  });

  it('an organisation-limited role sees only its people', async () => {
    const from = since();
    const mine = await addPerson(t.db, 1, otherOrg, 'Scoped Bob');
    const theirs = await addPerson(t.db, 1, org, 'Scoped Carol');
    await recharge(mine.custId, 100);
    await recharge(theirs.custId, 200);
    const limited = await limitedOrgToken(t, admin, 'records_limited', [otherOrg]);
    const page = await ok<Page<{ custName: string }>>(t, 'accountRecords.rechargePage', { custName: 'Scoped' }, limited);
    expect(page.records.map((r) => r.custName)).toEqual(['Scoped Bob']);
    const dept = await ok<Sums<{ groupKey: string }, { netAmount: number }>>(t, 'accountRecords.deptSum', { startTime: from }, limited);
    expect(dept.records.map((r) => r.groupKey)).toEqual([String(otherOrg)]);
    expect(dept.sum.netAmount).toBe(100);
    const summ = await ok<Page<{ custName: string }>>(t, 'accountRecords.custSumm', { custName: 'Scoped' }, limited);
    expect(summ.records.map((r) => r.custName)).toEqual(['Scoped Bob']);
    const cards = await ok<Page<{ orgId: number }>>(t, 'accountRecords.deptCardSum', { limit: 500 }, limited);
    expect(cards.records.map((r) => r.orgId)).toEqual([otherOrg]);
    const file = await exportOf('accountRecords.rechargeExport', { custName: 'Scoped' }, limited);
    expect(file.rows!.slice(1).map((r) => r[0])).toEqual(['Scoped Bob']);
  });
});

async function custName(custId: number): Promise<string> {
  return (await t.db.query<{ n: string }>(`SELECT cust_name AS n FROM customers WHERE id = $1`, [custId]))[0].n;
}
