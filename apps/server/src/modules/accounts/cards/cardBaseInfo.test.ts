import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { Code, MERCHANT_MENU_IDS, type Account, type AccountEvent, type Page } from '@canteen/contract';
import { startTestServer, type TestServer } from '../../../testing/server';
import { ok, type Fields } from '../../../testing/api';
import { limitedOrgToken } from '../../../testing/api';
import { addOrg, addPerson, expectMoneyInvariants, newBizNo } from '../../../testing/money';

let t: TestServer;
let admin: string;
let admin2: string;
let org: number;
beforeAll(async () => {
  t = await startTestServer();
  [admin, admin2] = await Promise.all([t.token('admin', 'Admin@123'), t.token('admin2', 'Admin@123')]);
  org = await addOrg(t.db, 1, 'Base info org');
});
afterEach(() => expectMoneyInvariants(t.db));
afterAll(() => t.close());

let serial = 0;
const cardNo = () => `B${Date.now().toString(36)}${serial++}`.toUpperCase();
const change = (content: Record<string, unknown>, token = admin) => t.call<Fields>('accounts.changeBaseInfo', content, { token });
const detail = (accId: number) => ok<Account>(t, 'accounts.accountDetail', { accId }, admin);
const events = async (accId: number) => (await ok<Page<AccountEvent>>(t, 'accounts.eventPage', { accId, event: 'baseInfo' }, admin)).records;
const cardRow = async (accId: number) =>
  (await t.db.query<{ cardType: string; validUntil: string | null }>(`SELECT card_type AS "cardType", valid_until::text AS "validUntil" FROM cards WHERE account_id = $1 AND state = 'active'`, [accId]))[0];
const blacklist = async () =>
  (await t.db.query<{ v: number }>(`SELECT COALESCE(max(version), 0)::int AS v FROM device_versions WHERE merchant_id = 1 AND kind = 'blacklist'`))[0].v;

async function personWithCard() {
  const p = await addPerson(t.db, 1, org);
  const no = cardNo();
  await ok(t, 'accounts.applyCard', { custId: p.custId, cardNo: no }, admin);
  await ok(t, 'accounts.recharge', { custId: p.custId, amount: 1000, payType: 'cash', bizNo: newBizNo('R') }, admin);
  return { ...p, cardNo: no };
}

describe('card base info (POST basecard/changeBaseInfo)', () => {
  it('changes the card type and last valid day, shows them on the account, leaves one history row and tells devices', async () => {
    const p = await personWithCard();
    expect(await detail(p.accId)).toMatchObject({ cardType: 'ic', cardValidUntil: null });
    const before = await blacklist();
    expect((await change({ accId: p.accId, cardType: 'cpu', validUntil: '2099-12-31', remark: 'New batch' })).code).toBe(Code.OK);
    expect(await detail(p.accId)).toMatchObject({ cardNo: p.cardNo, cardType: 'cpu', cardValidUntil: '2099-12-31' });
    expect(await blacklist()).toBeGreaterThan(before);
    expect(await events(p.accId)).toEqual([
      expect.objectContaining({
        event: 'baseInfo',
        cardNo: p.cardNo,
        fromState: JSON.stringify({ cardType: 'ic', validUntil: null }),
        toState: JSON.stringify({ cardType: 'cpu', validUntil: '2099-12-31' }),
        remark: 'New batch',
        operatorName: 'admin',
      }),
    ]);
    // The same values again change nothing and leave no row.
    await ok(t, 'accounts.changeBaseInfo', { accId: p.accId, cardType: 'cpu', validUntil: '2099-12-31' }, admin);
    expect(await events(p.accId)).toHaveLength(1);
    // A replacement card keeps the base info.
    const next = cardNo();
    await ok(t, 'accounts.replaceCard', { accId: p.accId, cardNo: next }, admin);
    expect(await detail(p.accId)).toMatchObject({ cardNo: next, cardType: 'cpu', cardValidUntil: '2099-12-31' });
  });

  it('refuses the card once its last valid day has passed, and pays again when the day is moved on', async () => {
    const p = await personWithCard();
    await ok(t, 'accounts.changeBaseInfo', { accId: p.accId, cardType: 'ic', validUntil: '2099-01-01' }, admin);
    const pay = () => t.call('accounts.consumePay', { cardNo: p.cardNo, amount: 100, bizNo: newBizNo('C') }, { token: admin });
    expect((await pay()).code).toBe(Code.OK);
    // Time passes: the last valid day is now the day before yesterday.
    await t.db.query(`UPDATE cards SET valid_until = current_date - 2 WHERE account_id = $1 AND state = 'active'`, [p.accId]);
    expect(await pay()).toMatchObject({ code: Code.BUSINESS_RULE, msg: 'This card is past its last valid day' });
    // Paying by person (not by card) is not about the card.
    expect((await t.call('accounts.consumePay', { custId: p.custId, amount: 100, bizNo: newBizNo('C') }, { token: admin })).code).toBe(Code.OK);
    await ok(t, 'accounts.changeBaseInfo', { accId: p.accId, cardType: 'ic', validUntil: null }, admin);
    expect((await pay()).code).toBe(Code.OK);
  });

  it('refuses bad input with the fields named and writes nothing', async () => {
    const p = await personWithCard();
    const rows = async () => (await t.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM account_events WHERE account_id = $1`, [p.accId]))[0].n;
    const n = await rows();
    const bad = await change({ accId: p.accId, cardType: 'gold', validUntil: '2099-13-40' });
    expect(bad.code).toBe(Code.VALIDATION);
    expect(bad.data.fields.map((f) => f.field).sort()).toEqual(['cardType', 'validUntil']);
    const past = await change({ accId: p.accId, cardType: 'id', validUntil: '2000-01-01' });
    expect(past.code).toBe(Code.VALIDATION);
    expect(past.data.fields).toEqual([{ field: 'validUntil', message: 'The last valid day cannot be before today' }]);
    expect(await cardRow(p.accId)).toEqual({ cardType: 'ic', validUntil: null });
    expect(await rows()).toBe(n);
    // Without a card there is nothing to change.
    const bare = await addPerson(t.db, 1, org);
    expect(await change({ accId: bare.accId, cardType: 'cpu', validUntil: null })).toMatchObject({ code: Code.BUSINESS_RULE, msg: 'This account has no card yet' });
  });

  it('does not reach another merchant’s card or one outside the organisation scope (40400), nothing changed', async () => {
    const p = await personWithCard();
    expect((await change({ accId: p.accId, cardType: 'virtual', validUntil: '2099-12-31' }, admin2)).code).toBe(Code.NOT_FOUND);
    const other = await addOrg(t.db, 1, 'Base info elsewhere');
    const scoped = await limitedOrgToken(t, admin, 'baseinfo_scoped', [other]);
    expect((await change({ accId: p.accId, cardType: 'virtual', validUntil: '2099-12-31' }, scoped)).code).toBe(Code.NOT_FOUND);
    expect(await cardRow(p.accId)).toEqual({ cardType: 'ic', validUntil: null });
    expect(await events(p.accId)).toEqual([]);
  });

  it('refuses a role without the account menu (40300)', async () => {
    const p = await personWithCard();
    const menuIds = MERCHANT_MENU_IDS.filter((m) => m !== 801000);
    const { roleId } = await ok<{ roleId: number }>(t, 'admin.roleAdd', { roleCode: 'r_nobaseinfo', roleName: 'No accounts', roleDesc: '', menuIds }, admin);
    await ok(t, 'admin.userAdd', { username: 'nobaseinfo', password: await t.encrypt('Passw0rd!'), realName: 'No accounts', roleId }, admin);
    const token = await t.token('nobaseinfo', 'Passw0rd!');
    expect((await change({ accId: p.accId, cardType: 'cpu', validUntil: null }, token)).code).toBe(Code.FORBIDDEN);
    expect(await cardRow(p.accId)).toEqual({ cardType: 'ic', validUntil: null });
  });
});
