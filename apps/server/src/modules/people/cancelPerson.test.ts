import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { Code, type ConsumeResult, type VersionKind } from '@canteen/contract';
import { startTestServer, type TestServer } from '../../testing/server';
import { addCanteen, ok, takePersonIds } from '../../testing/api';
import { expectMoneyInvariants, newBizNo } from '../../testing/money';

/**
 * Cancelling a person goes through the accounts service (issue 12): the account is cancelled with an account event,
 * the devices are told (blacklist and people versions go up), and the person's card no longer pays at a device.
 */
let t: TestServer;
let admin: string;
let till: string;
let orgId: number;

beforeAll(async () => {
  t = await startTestServer();
  admin = await t.token();
  await takePersonIds(t, admin);
  const canteenId = await addCanteen(t, admin, 'Cancel hall');
  const device = await ok<{ secret: string }>(t, 'devices.machineAdd', { name: 'Cancel till', type: 'lishixiaofeiji', serialNumber: 'CANCEL-TILL', canteenId, ip: '' }, admin);
  const login = await t.call<{ token: string }>('devices.deviceLogin', { serialNumber: 'CANCEL-TILL', secret: device.secret });
  expect(login.code, login.msg).toBe(Code.OK);
  till = login.data.token;
  orgId = (await ok<{ orgId: number }>(t, 'people.orgAdd', { orgName: 'Cancel org', parentId: null }, admin)).orgId;
});
afterEach(() => expectMoneyInvariants(t.db));
afterAll(() => t.close());

/** The version numbers the till sees on its heartbeat. */
const versions = async () => (await ok<{ versions: Record<VersionKind, number> }>(t, 'devices.deviceHeartbeat', {}, till)).versions;
const pay = (cardNo: string, amount: number) => t.call<ConsumeResult>('accounts.deviceConsume', { cardNo, amount, bizNo: newBizNo('D') }, { token: till });
const addPerson = async (custNum: string) => (await ok<{ custId: number }>(t, 'customers.add', { custName: `Person ${custNum}`, custNum, orgId }, admin)).custId;
const accountOf = async (custId: number) =>
  (await t.db.query<{ id: number; state: string }>(`SELECT id, state FROM accounts WHERE cust_id = $1`, [custId]))[0]!;
const eventsOf = async (accountId: number) =>
  t.db.query<{ event: string; cardNo: string | null; fromState: string; toState: string; operator: string }>(
    `SELECT event, card_no AS "cardNo", from_state AS "fromState", to_state AS "toState", operator_name AS operator FROM account_events WHERE account_id = $1 ORDER BY id`,
    [accountId],
  );

describe('cancelling a person', () => {
  it('cancels the account through the accounts service, tells the devices, and the card stops paying', async () => {
    const before = await versions();
    const custId = await addPerson('CP001');
    const added = await versions();
    expect(added.people).toBe(before.people + 1);
    const account = await accountOf(custId);
    await ok(t, 'accounts.applyCard', { custId, cardNo: 'CPCARD1' }, admin);
    await ok(t, 'accounts.recharge', { custId, amount: 1_000, payType: 'cash', bizNo: newBizNo('R') }, admin);
    expect((await pay('CPCARD1', 400)).code).toBe(Code.OK);

    // With money left the person stays, and so do their account and card.
    const rich = await t.call('customers.cancel', { custId }, { token: admin });
    expect([rich.code, rich.msg]).toEqual([Code.BUSINESS_RULE, expect.stringContaining('Person CP001')]);
    expect((await accountOf(custId)).state).toBe('normal');
    expect((await versions()).blacklist).toBe(added.blacklist);

    expect((await pay('CPCARD1', 600)).code).toBe(Code.OK);
    const paid = await versions();
    await ok(t, 'customers.cancel', { custId }, admin);

    expect((await accountOf(custId)).state).toBe('cancelled');
    expect((await eventsOf(account.id)).at(-1)).toEqual({ event: 'cancel', cardNo: 'CPCARD1', fromState: 'normal', toState: 'cancelled', operator: 'admin' });
    const after = await versions();
    expect(after.blacklist).toBe(paid.blacklist + 1);
    expect(after.people).toBe(paid.people + 1);
    const refused = await pay('CPCARD1', 100);
    expect([refused.code, refused.msg]).toEqual([Code.BUSINESS_RULE, 'Card CPCARD1 is unknown or void']);
    expect((await t.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM orders WHERE cust_id = $1`, [custId]))[0]!.n).toBe(2);
  });

  it('cancels several people at once, all or none, with one event per account and their slave cards void too', async () => {
    const a = await addPerson('CP002');
    const b = await addPerson('CP003');
    await ok(t, 'customers.slaveAdd', { custId: a, cardNo: 'CPSLAVE1', holderName: 'Family' }, admin);
    await ok(t, 'customers.batchCancel', { custIds: [a, b] }, admin);
    for (const custId of [a, b]) {
      const account = await accountOf(custId);
      expect(account.state).toBe('cancelled');
      expect((await eventsOf(account.id)).filter((e) => e.event === 'cancel')).toHaveLength(1);
    }
    expect((await t.db.query<{ state: string }>(`SELECT state FROM cards WHERE card_no = 'CPSLAVE1'`))[0]!.state).toBe('cancelled');
    expect((await pay('CPSLAVE1', 100)).code).toBe(Code.BUSINESS_RULE);
  });

  it('tells the devices when people are edited, moved or get a new photo', async () => {
    const custId = await addPerson('CP004');
    const start = (await versions()).people;
    await ok(t, 'customers.edit', { custId, custName: 'Person CP004 renamed', custNum: 'CP004', orgId }, admin);
    await ok(t, 'customers.moveToOrg', { custIds: [custId], orgId }, admin);
    await ok(t, 'customers.savePhoto', { custId, photoUrl: '/files/face.png' }, admin);
    expect((await versions()).people).toBe(start + 3);
  });
});
