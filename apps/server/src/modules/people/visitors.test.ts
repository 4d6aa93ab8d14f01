import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { Code, type Page, type Visitor } from '@canteen/contract';
import { startTestServer, type TestServer } from '../../testing/server';
import { limitedOrgToken, ok } from '../../testing/api';
import { addOrg, expectMoneyInvariants, newBizNo } from '../../testing/money';

let t: TestServer;
let admin: string;
let admin2: string;
let lobby: number;
let guests: number;
beforeAll(async () => {
  t = await startTestServer();
  [admin, admin2] = await Promise.all([t.token('admin', 'Admin@123'), t.token('admin2', 'Admin@123')]);
  lobby = await addOrg(t.db, 1, 'Visitor lobby');
  guests = await addOrg(t.db, 1, 'Visitor guests');
});
afterEach(() => expectMoneyInvariants(t.db));
afterAll(() => t.close());

let serial = 0;
const tomorrow = () => new Date(Date.now() + 86_400_000).toISOString();
const code = async (id: string, content: Record<string, unknown>, token = admin) => (await t.call(id, content, { token })).code;
async function addVisitor(extra: Record<string, unknown> = {}, token = admin) {
  const custNum = `V${Date.now().toString(36)}${serial++}`;
  return ok<{ visitorCustId: number; accId: number; cardNo: string | null }>(
    t,
    'customers.visitorAdd',
    { custName: `Guest ${custNum}`, custNum, orgId: lobby, validUntil: tomorrow(), visitReason: 'Audit', visitHost: 'Ms Li', ...extra },
    token,
  );
}
const page = (content: Record<string, unknown> = {}, token = admin) => ok<Page<Visitor>>(t, 'customers.visitorPage', content, token);
const pay = (cardNo: string, amount = 100, token = admin) => t.call<{ balance: number }>('accounts.consumePay', { cardNo, amount, bizNo: newBizNo('C') }, { token });

describe('visitors', () => {
  it('adds, lists (with the card), edits, moves and deletes a visitor', async () => {
    const v = await addVisitor({ cardNo: `VC${Date.now()}` });
    const listed = (await page({ custNum: '' })).records.find((r) => r.visitorCustId === v.visitorCustId);
    expect(listed).toMatchObject({ kind: 'visitor', visitReason: 'Audit', visitHost: 'Ms Li', accId: v.accId, cardNo: v.cardNo, cardState: 'active', expired: false });
    // Visitors stay off the people page.
    const people = await ok<Page<{ custId: number }>>(t, 'customers.page', { limit: 500 }, admin);
    expect(people.records.some((r) => r.custId === v.visitorCustId)).toBe(false);

    const past = new Date(Date.now() - 3_600_000).toISOString();
    await ok(t, 'customers.visitorEdit', { visitorCustId: v.visitorCustId, custName: 'Renamed guest', custNum: listed!.custNum, orgId: lobby, validUntil: past, visitReason: 'Repair', visitHost: 'Mr Wang' }, admin);
    const edited = (await page({ custName: 'Renamed guest' })).records[0];
    expect(edited).toMatchObject({ visitorCustId: v.visitorCustId, visitReason: 'Repair', visitHost: 'Mr Wang', expired: true });

    await ok(t, 'customers.visitorMove', { visitorCustIds: [v.visitorCustId], orgId: guests }, admin);
    expect((await page({ orgId: guests })).records.map((r) => r.visitorCustId)).toEqual([v.visitorCustId]);
    const w = await addVisitor();
    expect(await ok(t, 'customers.visitorMoveOrgs', { fromOrgIds: [lobby, guests], orgId: guests }, admin)).toEqual({ moved: expect.any(Number) });
    expect((await page({ orgId: lobby })).total).toBe(0);
    expect((await page({ orgId: guests })).records.map((r) => r.visitorCustId)).toContain(w.visitorCustId);

    // Delete = cancel, refused while the account holds money.
    await ok(t, 'accounts.recharge', { custId: v.visitorCustId, amount: 500, payType: 'cash', bizNo: newBizNo('R') }, admin);
    expect(await code('customers.visitorDelete', { visitorCustId: v.visitorCustId })).toBe(Code.BUSINESS_RULE);
    await ok(t, 'customers.visitorDelete', { visitorCustId: w.visitorCustId }, admin);
    expect((await t.db.query<{ state: string }>(`SELECT state FROM customers WHERE id = $1`, [w.visitorCustId]))[0].state).toBe('cancelled');
    expect((await page({ limit: 500 })).records.some((r) => r.visitorCustId === w.visitorCustId)).toBe(false);
    expect(await code('customers.visitorDelete', { visitorCustId: w.visitorCustId })).toBe(Code.CONFLICT);
  });

  it('sends a card that pays; a lost card is refused; a changed card voids the old number; a returned card is void', async () => {
    const v = await addVisitor();
    const cardNo = `VS${Date.now()}`;
    expect(await ok(t, 'customers.visitorSendCard', { visitorCustId: v.visitorCustId, cardNo }, admin)).toEqual({ accId: v.accId, cardNo });
    expect(await code('customers.visitorSendCard', { visitorCustId: v.visitorCustId, cardNo: `${cardNo}X` })).toBe(Code.CONFLICT);
    await ok(t, 'accounts.recharge', { custId: v.visitorCustId, amount: 1000, payType: 'cash', bizNo: newBizNo('R') }, admin);
    expect(await pay(cardNo)).toMatchObject({ code: Code.OK, data: { balance: 900 } });

    await ok(t, 'customers.visitorLossCard', { visitorCustId: v.visitorCustId }, admin);
    expect((await pay(cardNo)).code).toBe(Code.BUSINESS_RULE);
    expect(await code('customers.visitorLossCard', { visitorCustId: v.visitorCustId })).toBe(Code.CONFLICT);

    await ok(t, 'customers.visitorChangeCard', { visitorCustId: v.visitorCustId, cardNo: `${cardNo}N` }, admin);
    expect((await pay(cardNo)).code).toBe(Code.BUSINESS_RULE);
    expect(await pay(`${cardNo}N`)).toMatchObject({ code: Code.OK, data: { balance: 800 } });

    await ok(t, 'customers.visitorReleaseCard', { visitorCustId: v.visitorCustId }, admin);
    expect(await pay(`${cardNo}N`)).toMatchObject({ code: Code.BUSINESS_RULE });
    expect((await page({ custNum: '' })).records.find((r) => r.visitorCustId === v.visitorCustId)).toMatchObject({ cardNo: null, cardState: 'none' });
    const events = await t.db.query<{ event: string; to_state: string }>(`SELECT event, to_state FROM account_events WHERE account_id = $1 ORDER BY id`, [v.accId]);
    expect(events.map((e) => `${e.event}:${e.to_state}`)).toEqual(['open:normal', 'open:active', 'loss:lost', 'replace:active', 'cancel:cancelled']);
    expect(await code('customers.visitorReleaseCard', { visitorCustId: v.visitorCustId })).toBe(Code.BUSINESS_RULE);
    // The returned number may be issued again, and the account still holds its money.
    expect(await ok(t, 'customers.visitorSendCard', { visitorCustId: v.visitorCustId, cardNo: `${cardNo}N` }, admin)).toEqual({ accId: v.accId, cardNo: `${cardNo}N` });
    expect(await pay(`${cardNo}N`)).toMatchObject({ code: Code.OK, data: { balance: 700 } });

    // Once the visit is over the card stops paying.
    await t.db.query(`UPDATE customers SET valid_until = now() - interval '1 minute' WHERE id = $1`, [v.visitorCustId]);
    expect(await pay(`${cardNo}N`)).toMatchObject({ code: Code.BUSINESS_RULE, msg: 'The visit has ended; this card no longer pays' });
  });

  it('refuses bad input, staff through the visitor calls, another merchant and people out of scope', async () => {
    expect(await code('customers.visitorAdd', { custName: 'x', custNum: 'bad num!', orgId: lobby, validUntil: tomorrow() })).toBe(Code.VALIDATION);
    expect(await code('customers.visitorAdd', { custName: 'x', custNum: 'NOVALID', orgId: lobby })).toBe(Code.VALIDATION);
    expect(await code('customers.visitorSendCard', { visitorCustId: 1, cardNo: 'has space' })).toBe(Code.VALIDATION);
    const staff = await ok<{ custId: number }>(t, 'customers.add', { custName: 'Staff', custNum: `S${Date.now()}`, orgId: lobby }, admin);
    expect(await code('customers.visitorSendCard', { visitorCustId: staff.custId, cardNo: `X${Date.now()}` })).toBe(Code.NOT_FOUND);
    expect(await code('customers.visitorDelete', { visitorCustId: staff.custId })).toBe(Code.NOT_FOUND);

    const v = await addVisitor({ cardNo: `VM${Date.now()}` });
    for (const [id, content] of [
      ['customers.visitorSendCard', { visitorCustId: v.visitorCustId, cardNo: `Z${Date.now()}` }],
      ['customers.visitorLossCard', { visitorCustId: v.visitorCustId }],
      ['customers.visitorReleaseCard', { visitorCustId: v.visitorCustId }],
      ['customers.visitorDelete', { visitorCustId: v.visitorCustId }],
      ['customers.visitorMove', { visitorCustIds: [v.visitorCustId], orgId: lobby }],
    ] as const) {
      expect(await code(id, content, admin2), id).toBe(Code.NOT_FOUND);
    }
    expect((await page({}, admin2)).records.some((r) => r.visitorCustId === v.visitorCustId)).toBe(false);

    const other = await addOrg(t.db, 1, 'Visitor elsewhere');
    const limited = await limitedOrgToken(t, admin, 'visitor_scope', [other]);
    expect(await code('customers.visitorLossCard', { visitorCustId: v.visitorCustId }, limited)).toBe(Code.NOT_FOUND);
    expect(await code('customers.visitorEdit', { visitorCustId: v.visitorCustId, custName: 'x', custNum: 'XX1', orgId: other, validUntil: tomorrow() }, limited)).toBe(Code.NOT_FOUND);
    expect((await page({}, limited)).records).toEqual([]);
    expect(await code('customers.visitorAdd', { custName: 'x', custNum: `L${Date.now()}`, orgId: lobby, validUntil: tomorrow() }, limited)).toBe(Code.NOT_FOUND);
    const mine = await addVisitor({ orgId: other }, limited);
    expect((await page({}, limited)).records.map((r) => r.visitorCustId)).toEqual([mine.visitorCustId]);
    // Moving the lobby's visitors: the lobby is out of reach.
    expect(await code('customers.visitorMoveOrgs', { fromOrgIds: [lobby], orgId: other }, limited)).toBe(Code.NOT_FOUND);
  });
});
