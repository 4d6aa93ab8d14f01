// @db both — the money rules and their invariants, on each database (vitest.config.ts: serverFilesOn)
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { Code, type Account, type ConsumeResult, type Page } from '@canteen/contract';
import { startTestServer, type TestServer } from '../../testing/server';
import { ok, limitedOrgToken, takePersonIds } from '../../testing/api';
import { addOrg, addPerson, balances, expectMoneyInvariants, newBizNo } from '../../testing/money';

let t: TestServer;
let admin: string;
let admin2: string;
let org: number;
let canteenId: number;
beforeAll(async () => {
  t = await startTestServer();
  [admin, admin2] = await Promise.all([t.token('admin', 'Admin@123'), t.token('admin2', 'Admin@123')]);
  await takePersonIds(t, admin);
  org = await addOrg(t.db, 1, 'Money org');
  canteenId = (await t.db.query<{ id: number }>(`INSERT INTO canteens (merchant_id, name) VALUES (1, 'Money hall') RETURNING id`))[0].id;
});
afterEach(() => expectMoneyInvariants(t.db));
afterAll(() => t.close());

const code = async (id: string, content: Record<string, unknown>, token = admin) => (await t.call(id, content, { token })).code;
const entryCount = async () => (await t.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ledger_entries`))[0].n;
const recharge = (custId: number, amount: number, bizNo = newBizNo()) => ok<{ rechargeId: number; balance: number }>(t, 'accounts.recharge', { custId, amount, payType: 'cash', bizNo }, admin);
const consume = (content: Record<string, unknown>, token = admin) => ok<ConsumeResult>(t, 'accounts.consumePay', { bizNo: newBizNo('C'), ...content }, token);

describe('recharge, consume, refund', () => {
  it('recharges ￥100, consumes ￥12.50 and refunds it; the ledger mirrors every step', async () => {
    const p = await addPerson(t.db, 1, org);
    const bizNo = newBizNo('R');
    const r = await recharge(p.custId, 10000, bizNo);
    expect(r).toMatchObject({ wallet: 'cash', balance: 10000 });
    const paid = await consume({ custId: p.custId, amount: 1250, canteenId, items: [{ dishId: 1, qty: 1, price: 1250, dishName: 'Noodles' }] });
    expect(paid).toMatchObject({ paid: { subsidy: 0, gift: 0, cash: 1250 }, balance: 8750 });
    const order = (await t.db.query<{ state: string; canteen_id: number }>(`SELECT state, canteen_id FROM orders WHERE id = $1`, [paid.orderId]))[0];
    expect(order).toEqual({ state: 'paid', canteen_id: canteenId });
    expect((await t.db.query(`SELECT dish_name, qty FROM order_items WHERE order_id = $1`, [paid.orderId])).length).toBe(1);
    const back = await ok<{ refunded: object; balance: number }>(t, 'accounts.refund', { orderId: paid.orderId, amount: 1250, bizNo: newBizNo('F') }, admin);
    expect(back).toMatchObject({ refunded: { subsidy: 0, gift: 0, cash: 1250 }, balance: 10000 });
    expect((await t.db.query<{ state: string }>(`SELECT state FROM orders WHERE id = $1`, [paid.orderId]))[0].state).toBe('refunded');
    const ledger = await ok<Page<{ tradeType: string; amount: number; balanceAfter: number }>>(t, 'accounts.ledgerPage', { accId: p.accId }, admin);
    expect(ledger.records.map((e) => [e.tradeType, e.amount, e.balanceAfter])).toEqual([
      ['refund', 1250, 10000],
      ['consume', -1250, 8750],
      ['recharge', 10000, 10000],
    ]);
  });

  it('a repeated bizNo moves no money and returns the first result', async () => {
    const p = await addPerson(t.db, 1, org);
    const bizNo = newBizNo('R');
    const first = await recharge(p.custId, 500, bizNo);
    const entries = await entryCount();
    expect(await recharge(p.custId, 500, bizNo)).toEqual(first);
    expect(await entryCount()).toBe(entries);
    const c = newBizNo('C');
    const once = await consume({ custId: p.custId, amount: 200, bizNo: c });
    expect(await consume({ custId: p.custId, amount: 200, bizNo: c })).toEqual(once);
    expect(await balances(t.db, p.accId)).toEqual({ cash: 300, subsidy: 0, gift: 0 });
    // The same bizNo for another kind of operation is a conflict, not a silent success.
    expect(await code('accounts.drawMoney', { custId: p.custId, amount: 100, bizNo })).toBe(Code.CONFLICT);
  });

  it('deducts subsidy, then gift, then cash by default and refunds the wallets in the proportion they paid', async () => {
    const p = await addPerson(t.db, 1, org);
    await recharge(p.custId, 1000);
    await ok(t, 'accounts.subsidyRecharge', { custId: p.custId, amount: 300, bizNo: newBizNo('S') }, admin);
    const c = await consume({ custId: p.custId, amount: 500 });
    expect(c.paid).toEqual({ subsidy: 300, gift: 0, cash: 200 });
    const part = await ok<{ refunded: object }>(t, 'accounts.refund', { orderId: c.orderId, amount: 250, bizNo: newBizNo('F') }, admin);
    // 3.00 subsidy and 2.00 cash paid: half the order returns half of each.
    expect(part.refunded).toEqual({ subsidy: 150, gift: 0, cash: 100 });
    expect((await t.db.query<{ state: string }>(`SELECT state FROM orders WHERE id = $1`, [c.orderId]))[0].state).toBe('part_refunded');
    expect(await code('accounts.refund', { orderId: c.orderId, amount: 251, bizNo: newBizNo('F') })).toBe(Code.BUSINESS_RULE);
    const rest = await ok<{ refunded: object; balance: number }>(t, 'accounts.wholeOrderBack', { orderId: c.orderId, bizNo: newBizNo('F') }, admin);
    expect(rest).toMatchObject({ refunded: { subsidy: 150, gift: 0, cash: 100 }, balance: 1300 });
    expect(await code('accounts.wholeOrderBack', { orderId: c.orderId, bizNo: newBizNo('F') })).toBe(Code.BUSINESS_RULE);
  });

  it('refuses a consumption the balance does not cover, and allows the overdraft limit', async () => {
    const p = await addPerson(t.db, 1, org);
    await recharge(p.custId, 100);
    const r = await t.call('accounts.consumePay', { custId: p.custId, amount: 101, bizNo: newBizNo('C') }, { token: admin });
    expect(r).toMatchObject({ code: Code.BUSINESS_RULE, msg: 'Insufficient balance' });
    await ok(t, 'settings.putSetting', { key: 'account', value: { overdraftLimit: 500, maxBalance: 0, singleConsumeLimit: 0, dailyConsumeLimit: 0 } }, admin);
    try {
      expect((await consume({ custId: p.custId, amount: 600 })).balance).toBe(-500);
      expect(await code('accounts.consumePay', { custId: p.custId, amount: 1, bizNo: newBizNo('C') })).toBe(Code.BUSINESS_RULE);
      expect(await code('accounts.drawMoney', { custId: p.custId, amount: 1, bizNo: newBizNo('W') })).toBe(Code.BUSINESS_RULE);
      expect((await recharge(p.custId, 500)).balance).toBe(0);
    } finally {
      await ok(t, 'settings.putSetting', { key: 'account', value: { overdraftLimit: 0, maxBalance: 0, singleConsumeLimit: 0, dailyConsumeLimit: 0 } }, admin);
    }
  });

  it('applies per-person limits: balance cap on recharge, single and daily consumption limits', async () => {
    const p = await addPerson(t.db, 1, org);
    await ok(t, 'accounts.setLimits', { custIds: [p.custId], maxBalance: 2000, singleLimit: 800, dailyLimit: 1000 }, admin);
    await recharge(p.custId, 2000);
    expect(await code('accounts.recharge', { custId: p.custId, amount: 1, payType: 'cash', bizNo: newBizNo('R') })).toBe(Code.BUSINESS_RULE);
    expect(await code('accounts.consumePay', { custId: p.custId, amount: 801, bizNo: newBizNo('C') })).toBe(Code.BUSINESS_RULE);
    await consume({ custId: p.custId, amount: 800 });
    expect(await code('accounts.consumePay', { custId: p.custId, amount: 201, bizNo: newBizNo('C') })).toBe(Code.BUSINESS_RULE);
    await consume({ custId: p.custId, amount: 200 });
  });
});

describe('revoke, withdraw, subsidy clear, cancel', () => {
  it('revokes a recharge while the wallet holds it, once', async () => {
    const p = await addPerson(t.db, 1, org);
    const r = await recharge(p.custId, 1000);
    await consume({ custId: p.custId, amount: 1 });
    expect(await code('accounts.revokeRecharge', { rechargeId: r.rechargeId, bizNo: newBizNo('V') })).toBe(Code.BUSINESS_RULE);
    const r2 = await recharge(p.custId, 500);
    expect(await ok(t, 'accounts.revokeRecharge', { rechargeId: r2.rechargeId, bizNo: newBizNo('V') }, admin)).toEqual({ balance: 999, bonusBack: 0 });
    expect(await code('accounts.revokeRecharge', { rechargeId: r2.rechargeId, bizNo: newBizNo('V') })).toBe(Code.CONFLICT);
  });

  it('cancels an account only after cash is paid out and subsidy cleared; then it pays nothing until reopened', async () => {
    const p = await addPerson(t.db, 1, org);
    await recharge(p.custId, 700);
    await ok(t, 'accounts.subsidyRecharge', { custId: p.custId, amount: 300, bizNo: newBizNo('S') }, admin);
    expect(await code('accounts.cancel', { accId: p.accId })).toBe(Code.BUSINESS_RULE);
    expect(await code('accounts.drawMoney', { custId: p.custId, amount: 701, bizNo: newBizNo('W') })).toBe(Code.BUSINESS_RULE);
    await ok(t, 'accounts.drawMoney', { custId: p.custId, amount: 700, bizNo: newBizNo('W') }, admin);
    expect(await code('accounts.cancel', { accId: p.accId })).toBe(Code.BUSINESS_RULE);
    expect(await ok(t, 'accounts.clearSubsidy', { custId: p.custId, bizNo: newBizNo('X') }, admin)).toEqual({ cleared: 300, balance: 0 });
    await ok(t, 'accounts.cancel', { accId: p.accId }, admin);
    expect(await code('accounts.consumePay', { custId: p.custId, amount: 1, bizNo: newBizNo('C') })).toBe(Code.BUSINESS_RULE);
    expect(await code('accounts.recharge', { custId: p.custId, amount: 1, payType: 'cash', bizNo: newBizNo('R') })).toBe(Code.BUSINESS_RULE);
    await ok(t, 'accounts.reopen', { accId: p.accId }, admin);
    await recharge(p.custId, 100);
    const events = await ok<Page<{ event: string }>>(t, 'accounts.eventPage', { accId: p.accId }, admin);
    expect(events.records.map((e) => e.event)).toEqual(['reopen', 'cancel']);
  });

  it('clears subsidies of whole organisations in one batch, and grants them in one batch', async () => {
    const parent = await addOrg(t.db, 1);
    const child = await addOrg(t.db, 1, undefined, parent);
    const a = await addPerson(t.db, 1, parent);
    const b = await addPerson(t.db, 1, child);
    const granted = await ok<{ count: number; amount: number }>(t, 'accounts.batchOrgSubsidy', { orgIds: [parent], amount: 1500, bizNo: newBizNo('B') }, admin);
    expect(granted).toMatchObject({ count: 2, amount: 3000 });
    await consume({ custId: a.custId, amount: 500 });
    const cleared = await ok<{ count: number; amount: number }>(t, 'accounts.batchClearSubsidy', { orgIds: [parent], bizNo: newBizNo('K') }, admin);
    expect(cleared).toMatchObject({ count: 2, amount: 2500 });
    expect((await balances(t.db, b.accId)).subsidy).toBe(0);
  });
});

describe('cards and account states', () => {
  it('pays by card; a lost card, a frozen account and a replaced number refuse', async () => {
    const p = await addPerson(t.db, 1, org);
    const q = await addPerson(t.db, 1, org);
    const cardNo = `C${Date.now()}`;
    expect(await ok(t, 'accounts.applyCard', { custId: p.custId, cardNo }, admin)).toEqual({ accId: p.accId, cardNo });
    expect((await t.call('accounts.applyCard', { custId: q.custId, cardNo }, { token: admin })).code).toBe(Code.VALIDATION);
    expect(await code('accounts.applyCard', { custId: p.custId, cardNo: `${cardNo}9` })).toBe(Code.CONFLICT);
    await recharge(p.custId, 1000);
    await consume({ cardNo, amount: 100 });
    await ok(t, 'accounts.reportLoss', { accId: p.accId }, admin);
    const lost = await t.call('accounts.consumePay', { cardNo, amount: 100, bizNo: newBizNo('C') }, { token: admin });
    expect(lost).toMatchObject({ code: Code.BUSINESS_RULE, msg: 'This card is reported lost' });
    await ok(t, 'accounts.releaseLoss', { accId: p.accId }, admin);
    await ok(t, 'accounts.freeze', { accId: p.accId }, admin);
    expect(await code('accounts.consumePay', { cardNo, amount: 100, bizNo: newBizNo('C') })).toBe(Code.BUSINESS_RULE);
    expect(await code('accounts.freeze', { accId: p.accId })).toBe(Code.CONFLICT);
    await ok(t, 'accounts.unfreeze', { accId: p.accId }, admin);
    await ok(t, 'accounts.replaceCard', { accId: p.accId, cardNo: `${cardNo}N` }, admin);
    expect(await code('accounts.consumePay', { cardNo, amount: 100, bizNo: newBizNo('C') })).toBe(Code.BUSINESS_RULE);
    expect((await consume({ cardNo: `${cardNo}N`, amount: 100 })).balance).toBe(800);
    const page = await ok<Page<Account>>(t, 'accounts.accountPage', { cardNo: `${cardNo}N` }, admin);
    expect(page.records).toEqual([expect.objectContaining({ accId: p.accId, cardState: 'active', accState: 'normal', cashBalance: 800, balance: 800 })]);
    // The old number is void and may be issued again.
    await ok(t, 'accounts.applyCard', { custId: q.custId, cardNo }, admin);
  });

  it('lists the accounts of an organisation and of those below it, with the filters together', async () => {
    const parent = await addOrg(t.db, 1);
    const child = await addOrg(t.db, 1, undefined, parent);
    const above = await addPerson(t.db, 1, parent);
    const below = await addPerson(t.db, 1, child);
    await addPerson(t.db, 1, await addOrg(t.db, 1));
    const ids = async (content: Record<string, unknown>) => (await ok<Page<Account>>(t, 'accounts.accountPage', { limit: 500, ...content }, admin)).records.map((a) => a.accId).sort();
    expect(await ids({ orgId: parent })).toEqual([above.accId, below.accId].sort());
    expect(await ids({ orgId: child })).toEqual([below.accId]);
    expect(await ids({ orgId: parent, cardState: 'none', accState: 'normal' })).toEqual([above.accId, below.accId].sort());
    const page = await ok<Page<Account>>(t, 'accounts.accountPage', { orgId: parent, page: 2, limit: 10 }, admin);
    expect([page.total, page.records.length]).toEqual([2, 0]);
  });
});

describe('offline upload and repair deduction', () => {
  it('charges offline records once with their time; an uncovered one becomes an error order to repair', async () => {
    const p = await addPerson(t.db, 1, org);
    await recharge(p.custId, 1000);
    const login = await deviceLogin();
    const at = new Date(Date.now() - 3600_000).toISOString();
    const records = [
      { bizNo: newBizNo('D'), custId: p.custId, amount: 800, at },
      { bizNo: newBizNo('D'), custId: p.custId, amount: 800, at },
      { bizNo: newBizNo('D'), cardNo: 'NOSUCHCARD', amount: 100, at },
    ];
    const first = await t.call<{ results: { bizNo: string; orderId: number; error?: string }[] }>('accounts.deviceOfflineUpload', { records }, { token: login });
    expect(first.code, first.msg).toBe(Code.OK);
    expect(first.data.results.map((r) => r.error ?? 'ok')).toEqual(['ok', 'insufficientBalance', 'cardUnknown']);
    const again = await t.call<{ results: { orderId: number }[] }>('accounts.deviceOfflineUpload', { records }, { token: login });
    expect(again.data.results.map((r) => r.orderId)).toEqual(first.data.results.map((r) => r.orderId));
    expect(await balances(t.db, p.accId)).toEqual({ cash: 200, subsidy: 0, gift: 0 });
    const errors = await ok<Page<{ orderId: number }>>(t, 'accounts.repairErrors', {}, admin);
    const errorOrder = first.data.results[1].orderId;
    expect(errors.records.map((e) => e.orderId)).toContain(errorOrder);
    expect(await code('accounts.repairSingle', { orderId: errorOrder, bizNo: newBizNo('P') })).toBe(Code.BUSINESS_RULE);
    await recharge(p.custId, 600);
    expect(await ok<ConsumeResult>(t, 'accounts.repairSingle', { orderId: errorOrder, bizNo: newBizNo('P') }, admin)).toMatchObject({ paid: { cash: 800 }, balance: 0 });
    expect(await code('accounts.repairSingle', { orderId: errorOrder, bizNo: newBizNo('P') })).toBe(Code.BUSINESS_RULE);
  });

  it('a device consumes by QR payment code in its canteen', async () => {
    const p = await addPerson(t.db, 1, org);
    await recharge(p.custId, 500);
    const { code: qrCode } = await ok<{ code: string }>(t, 'customers.payCode', { custId: p.custId }, admin);
    const r = await t.call<ConsumeResult>('accounts.deviceConsume', { bizNo: newBizNo('Q'), qrCode, amount: 150 }, { token: await deviceLogin() });
    expect(r.code, r.msg).toBe(Code.OK);
    expect((await t.db.query<{ canteen_id: number; pay_type: string }>(`SELECT canteen_id, pay_type FROM orders WHERE id = $1`, [r.data.orderId]))[0]).toEqual({
      canteen_id: canteenId,
      pay_type: 'qrcode',
    });
  });
});

let deviceSerial = 0;
async function deviceLogin(): Promise<string> {
  const d = await ok<{ serialNumber: string; secret: string }>(t, 'devices.machineAdd', { name: 'Till', type: 'lishixiaofeiji', serialNumber: `MONEY-${++deviceSerial}-${Date.now()}`, canteenId, ip: '' }, admin);
  return (await ok<{ token: string }>(t, 'devices.deviceLogin', { serialNumber: d.serialNumber, secret: d.secret }, '')).token;
}

describe('refusals change nothing', () => {
  it('accepts only integer cents', async () => {
    const p = await addPerson(t.db, 1, org);
    const entries = await entryCount();
    for (const amount of [12.5, -1, 0, '100', null, 1e12, Number.MAX_SAFE_INTEGER + 2]) {
      expect(await code('accounts.recharge', { custId: p.custId, amount, payType: 'cash', bizNo: newBizNo('R') }), String(amount)).toBe(Code.VALIDATION);
      expect(await code('accounts.consumePay', { custId: p.custId, amount, bizNo: newBizNo('C') }), String(amount)).toBe(Code.VALIDATION);
    }
    expect(await code('accounts.recharge', { custId: p.custId, amount: 100, payType: 'cash', bizNo: 'x' })).toBe(Code.VALIDATION);
    expect(await entryCount()).toBe(entries);
  });

  it("another merchant's people and orders do not exist for merchant 2", async () => {
    const p = await addPerson(t.db, 1, org);
    const r = await recharge(p.custId, 1000);
    const c = await consume({ custId: p.custId, amount: 100 });
    const entries = await entryCount();
    expect(await code('accounts.recharge', { custId: p.custId, amount: 100, payType: 'cash', bizNo: newBizNo('R') }, admin2)).toBe(Code.NOT_FOUND);
    expect(await code('accounts.consumePay', { custId: p.custId, amount: 100, bizNo: newBizNo('C') }, admin2)).toBe(Code.NOT_FOUND);
    expect(await code('accounts.revokeRecharge', { rechargeId: r.rechargeId, bizNo: newBizNo('V') }, admin2)).toBe(Code.NOT_FOUND);
    expect(await code('accounts.refund', { orderId: c.orderId, amount: 100, bizNo: newBizNo('F') }, admin2)).toBe(Code.NOT_FOUND);
    expect(await code('accounts.freeze', { accId: p.accId }, admin2)).toBe(Code.NOT_FOUND);
    expect(await code('accounts.ledgerPage', { accId: p.accId }, admin2)).toBe(Code.NOT_FOUND);
    expect((await ok<Page<Account>>(t, 'accounts.accountPage', { limit: 500 }, admin2)).records.map((a) => a.accId)).not.toContain(p.accId);
    expect(await entryCount()).toBe(entries);
  });

  it('a role limited to some organisations neither sees nor moves money of people outside them', async () => {
    const inside = await addOrg(t.db, 1);
    const outside = await addOrg(t.db, 1);
    const a = await addPerson(t.db, 1, inside);
    const b = await addPerson(t.db, 1, outside);
    const limited = await limitedOrgToken(t, admin, `money_${Date.now()}`, [inside]);
    await ok(t, 'accounts.recharge', { custId: a.custId, amount: 100, payType: 'cash', bizNo: newBizNo('R') }, limited);
    expect(await code('accounts.recharge', { custId: b.custId, amount: 100, payType: 'cash', bizNo: newBizNo('R') }, limited)).toBe(Code.NOT_FOUND);
    const visible = (await ok<Page<Account>>(t, 'accounts.accountPage', { limit: 500 }, limited)).records.map((x) => x.accId);
    expect(visible).toContain(a.accId);
    expect(visible).not.toContain(b.accId);
  });
});

describe('reconciliation', () => {
  it('finds nothing on a sound ledger and names a wallet someone changed behind its back', async () => {
    const p = await addPerson(t.db, 1, org);
    await recharge(p.custId, 100);
    const sound = await ok<{ differences: unknown[]; unbalancedTxns: number; walletTotal: number; bookTotal: number }>(t, 'accounts.reconcile', {}, admin);
    expect(sound).toMatchObject({ differences: [], unbalancedTxns: 0 });
    expect(sound.walletTotal + sound.bookTotal).toBe(0);
    await t.db.query(`UPDATE accounts SET cash = cash + 1 WHERE id = $1`, [p.accId]);
    try {
      const broken = await ok<{ differences: { accId: number; wallet: string; balance: number; ledgerSum: number }[] }>(t, 'accounts.reconcile', {}, admin);
      expect(broken.differences).toEqual([expect.objectContaining({ accId: p.accId, wallet: 'cash', balance: 101, ledgerSum: 100 })]);
    } finally {
      await t.db.query(`UPDATE accounts SET cash = cash - 1 WHERE id = $1`, [p.accId]);
    }
  });
});
