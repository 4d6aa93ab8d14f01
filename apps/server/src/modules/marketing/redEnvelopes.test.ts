import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { Code, TRADE_TYPES, type Page, type RedEnvelope, type RedEnvelopeGrantResult, type RedEnvelopeRecord } from '@canteen/contract';
import { startTestServer, type TestServer } from '../../testing/server';
import { ok, count, limitedOrgToken } from '../../testing/api';
import { addOrg, addPerson, balances, expectMoneyInvariants } from '../../testing/money';

let t: TestServer;
let admin: string;
let admin2: string;
beforeAll(async () => {
  t = await startTestServer();
  [admin, admin2] = await Promise.all([t.token('admin', 'Admin@123'), t.token('admin2', 'Admin@123')]);
});
afterEach(() => expectMoneyInvariants(t.db));
afterAll(() => t.close());

const code = async (id: string, content: Record<string, unknown>, token = admin) => (await t.call(id, content, { token })).code;
let serial = 0;
const name = (prefix: string) => `${prefix} ${Date.now()}-${serial++}`;

async function psnType(merchantId = 1): Promise<number> {
  return (await t.db.query<{ id: number }>(`INSERT INTO psn_types (merchant_id, name) VALUES ($1, $2) RETURNING id`, [merchantId, name('Type')]))[0].id;
}
const ledgerRows = (accId: number) =>
  t.db.query<{ amount: number; wallet: string; trade_type: number; biz_no: string }>(
    `SELECT amount::float8 AS amount, wallet, trade_type, biz_no FROM ledger_entries WHERE account_id = $1 ORDER BY id`,
    [accId],
  );

describe('red envelopes', () => {
  it('adds, lists and edits a draft, grants it once into the gift wallets of the people it reaches, and records each person', async () => {
    const parent = await addOrg(t.db, 1);
    const child = await addOrg(t.db, 1, undefined, parent);
    const type = await psnType();
    const a = await addPerson(t.db, 1, parent);
    const b = await addPerson(t.db, 1, child);
    const typed = await addPerson(t.db, 1, await addOrg(t.db, 1));
    await t.db.query(`UPDATE customers SET psn_type_id = $2 WHERE id = $1`, [typed.custId, type]);
    const named = await addPerson(t.db, 1, await addOrg(t.db, 1));
    const outside = await addPerson(t.db, 1, await addOrg(t.db, 1));

    const envelopeName = name('Mid-autumn');
    const { envelopId } = await ok<{ envelopId: number }>(t, 'marketingRewards.redEnvelopeAdd', { name: envelopeName, amount: 500, orgIds: [child], custIds: [named.custId] }, admin);
    await ok(t, 'marketingRewards.redEnvelopeEdit', { envelopId, name: envelopeName, amount: 888, orgIds: [parent], psnTypeIds: [], custIds: [named.custId], validUntil: '2099-12-31', remark: 'festival' }, admin);
    const page = await ok<Page<RedEnvelope>>(t, 'marketingRewards.redEnvelopePage', { name: envelopeName }, admin);
    expect(page.records).toEqual([
      expect.objectContaining({ envelopId, name: envelopeName, amount: 888, orgIds: [parent], custIds: [named.custId], validUntil: '2099-12-31', state: 'draft', paidCount: 0, remark: 'festival' }),
    ]);

    const result = await ok<RedEnvelopeGrantResult>(t, 'marketingRewards.redEnvelopeGrant', { envelopId }, admin);
    expect(result).toEqual({ envelopId, paidCount: 3, paidAmount: 3 * 888, skipped: [] });
    await expectMoneyInvariants(t.db);
    for (const p of [a, b, named]) expect(await balances(t.db, p.accId)).toEqual({ cash: 0, subsidy: 0, gift: 888 });
    expect((await balances(t.db, typed.accId)).gift).toBe(0);
    expect((await balances(t.db, outside.accId)).gift).toBe(0);
    expect(await ledgerRows(a.accId)).toEqual([{ amount: 888, wallet: 'gift', trade_type: TRADE_TYPES.redEnvelope.code, biz_no: `#RE-${envelopId}-${a.custId}` }]);
    // The gift book carries the other side.
    const book = await t.db.query<{ amount: number }>(`SELECT amount::float8 AS amount FROM ledger_entries WHERE biz_no = $1 AND book_id IS NOT NULL`, [`#RE-${envelopId}-${a.custId}`]);
    expect(book).toEqual([{ amount: -888 }]);

    const after = (await ok<Page<RedEnvelope>>(t, 'marketingRewards.redEnvelopePage', { name: envelopeName, state: 'granted' }, admin)).records[0];
    expect(after).toEqual(expect.objectContaining({ state: 'granted', paidCount: 3, paidAmount: 2664, skippedCount: 0, grantedBy: 'admin' }));
    expect(after.grantedAt).not.toBeNull();
    const records = await ok<Page<RedEnvelopeRecord>>(t, 'marketingRewards.redEnvelopeRecordPage', { envelopId }, admin);
    expect(records.total).toBe(3);
    expect(records.records.map((r) => r.custId).sort((x, y) => x - y)).toEqual([a.custId, b.custId, named.custId].sort((x, y) => x - y));
    expect(records.records[0]).toEqual(expect.objectContaining({ envelopName: envelopeName, amount: 888, state: 'paid', skipReason: null }));
    expect((await ok<Page<RedEnvelopeRecord>>(t, 'marketingRewards.redEnvelopeRecordPage', { envelopId, orgId: child }, admin)).records.map((r) => r.custId)).toEqual([b.custId]);

    // Once: a second grant, an edit or a removal of a granted envelope is refused and pays nobody twice.
    const txns = await count(t, 'money_txns');
    expect(await code('marketingRewards.redEnvelopeGrant', { envelopId })).toBe(Code.CONFLICT);
    expect(await code('marketingRewards.redEnvelopeEdit', { envelopId, name: envelopeName, amount: 1, custIds: [a.custId] })).toBe(Code.CONFLICT);
    expect(await code('marketingRewards.redEnvelopeDelete', { envelopId })).toBe(Code.CONFLICT);
    expect(await count(t, 'money_txns')).toBe(txns);
    expect((await balances(t.db, a.accId)).gift).toBe(888);

    // Person types reach people of those types.
    const byType = await ok<{ envelopId: number }>(t, 'marketingRewards.redEnvelopeAdd', { name: name('Typed'), amount: 100, psnTypeIds: [type] }, admin);
    expect(await ok<RedEnvelopeGrantResult>(t, 'marketingRewards.redEnvelopeGrant', { envelopId: String(byType.envelopId) }, admin)).toEqual(
      expect.objectContaining({ paidCount: 1, paidAmount: 100 }),
    );
    expect((await balances(t.db, typed.accId)).gift).toBe(100);
  });

  it('skips and reports frozen and cancelled accounts and one at its balance limit, without failing the grant', async () => {
    const org = await addOrg(t.db, 1);
    const fine = await addPerson(t.db, 1, org);
    const frozen = await addPerson(t.db, 1, org);
    const cancelled = await addPerson(t.db, 1, await addOrg(t.db, 1));
    const capped = await addPerson(t.db, 1, org);
    await ok(t, 'accounts.freeze', { accId: frozen.accId }, admin);
    await t.db.query(`UPDATE accounts SET max_balance = 200 WHERE id = $1`, [capped.accId]);
    await t.db.query(`UPDATE accounts SET state = 'cancelled' WHERE id = $1`, [cancelled.accId]);
    const { envelopId } = await ok<{ envelopId: number }>(t, 'marketingRewards.redEnvelopeAdd', { name: name('Skips'), amount: 300, orgIds: [org], custIds: [cancelled.custId] }, admin);
    const result = await ok<RedEnvelopeGrantResult>(t, 'marketingRewards.redEnvelopeGrant', { envelopId }, admin);
    expect(result.paidCount).toBe(1);
    expect(result.skipped.sort((x, y) => x.custId - y.custId)).toEqual(
      [
        { custId: frozen.custId, custName: expect.any(String), reason: 'frozen' },
        { custId: cancelled.custId, custName: expect.any(String), reason: 'cancelled' },
        { custId: capped.custId, custName: expect.any(String), reason: 'balanceLimit' },
      ].sort((x, y) => x.custId - y.custId),
    );
    expect((await balances(t.db, fine.accId)).gift).toBe(300);
    expect((await balances(t.db, frozen.accId)).gift).toBe(0);
    expect((await balances(t.db, capped.accId)).gift).toBe(0);
    const skipped = await ok<Page<RedEnvelopeRecord>>(t, 'marketingRewards.redEnvelopeRecordPage', { envelopId, state: 'skipped' }, admin);
    expect(skipped.records.map((r) => [r.custId, r.skipReason, r.amount, r.bizNo]).sort()).toEqual(
      [
        [frozen.custId, 'frozen', 0, null],
        [cancelled.custId, 'cancelled', 0, null],
        [capped.custId, 'balanceLimit', 0, null],
      ].sort(),
    );
  });

  it('pays nobody twice even when a person was already paid under the envelope bizNo', async () => {
    const org = await addOrg(t.db, 1);
    const p = await addPerson(t.db, 1, org);
    const { envelopId } = await ok<{ envelopId: number }>(t, 'marketingRewards.redEnvelopeAdd', { name: name('Twice'), amount: 700, custIds: [p.custId] }, admin);
    await ok(t, 'marketingRewards.redEnvelopeGrant', { envelopId }, admin);
    // A draft state forced back (as after a crash between the flip and the records): the ledger's bizNo still holds.
    await t.db.query(`DELETE FROM mkt_red_envelope_records WHERE envelope_id = $1`, [envelopId]);
    await t.db.query(`UPDATE mkt_red_envelopes SET state = 'draft', granted_at = NULL WHERE id = $1`, [envelopId]);
    expect(await ok<RedEnvelopeGrantResult>(t, 'marketingRewards.redEnvelopeGrant', { envelopId }, admin)).toEqual(expect.objectContaining({ paidCount: 1 }));
    expect((await balances(t.db, p.accId)).gift).toBe(700);
    expect(await ledgerRows(p.accId)).toHaveLength(1);
  });

  it('refuses bad input, expired envelopes and envelopes that reach nobody, writing nothing', async () => {
    const before = await count(t, 'mkt_red_envelopes');
    expect(await code('marketingRewards.redEnvelopeAdd', { name: 'x', amount: 12.5, custIds: [1] })).toBe(Code.VALIDATION);
    expect(await code('marketingRewards.redEnvelopeAdd', { name: 'x', amount: -1, custIds: [1] })).toBe(Code.VALIDATION);
    expect(await code('marketingRewards.redEnvelopeAdd', { name: '', amount: 100, custIds: [1] })).toBe(Code.VALIDATION);
    expect(await code('marketingRewards.redEnvelopeAdd', { name: 'x', amount: 100 })).toBe(Code.VALIDATION);
    expect(await code('marketingRewards.redEnvelopeAdd', { name: 'x', amount: 100, custIds: [1], validUntil: '2025-02-30' })).toBe(Code.VALIDATION);
    expect(await code('marketingRewards.redEnvelopeAdd', { name: 'x', amount: 100, custIds: [999_999] })).toBe(Code.NOT_FOUND);
    expect(await count(t, 'mkt_red_envelopes')).toBe(before);

    const p = await addPerson(t.db, 1, await addOrg(t.db, 1));
    const expired = await ok<{ envelopId: number }>(t, 'marketingRewards.redEnvelopeAdd', { name: name('Old'), amount: 100, custIds: [p.custId], validUntil: '2020-01-01' }, admin);
    expect(await code('marketingRewards.redEnvelopeGrant', { envelopId: expired.envelopId })).toBe(Code.BUSINESS_RULE);
    const emptyOrg = await addOrg(t.db, 1);
    const nobody = await ok<{ envelopId: number }>(t, 'marketingRewards.redEnvelopeAdd', { name: name('Nobody'), amount: 100, orgIds: [emptyOrg] }, admin);
    expect(await code('marketingRewards.redEnvelopeGrant', { envelopId: nobody.envelopId })).toBe(Code.BUSINESS_RULE);
    const states = await t.db.query<{ state: string }>(`SELECT state FROM mkt_red_envelopes WHERE id = ANY($1::int[]) ORDER BY id`, [[expired.envelopId, nobody.envelopId]]);
    expect(states).toEqual([{ state: 'draft' }, { state: 'draft' }]);
    expect((await balances(t.db, p.accId)).gift).toBe(0);

    await ok(t, 'marketingRewards.redEnvelopeDelete', { envelopId: nobody.envelopId }, admin);
    expect(await code('marketingRewards.redEnvelopeDelete', { envelopId: nobody.envelopId })).toBe(Code.NOT_FOUND);
  });

  it("merchant 2 sees and changes none of merchant 1's envelopes; a role without the menu is refused", async () => {
    const p = await addPerson(t.db, 1, await addOrg(t.db, 1));
    const { envelopId } = await ok<{ envelopId: number }>(t, 'marketingRewards.redEnvelopeAdd', { name: name('Mine'), amount: 100, custIds: [p.custId] }, admin);
    expect(await code('marketingRewards.redEnvelopeGrant', { envelopId }, admin2)).toBe(Code.NOT_FOUND);
    expect(await code('marketingRewards.redEnvelopeEdit', { envelopId, name: 'Theirs', amount: 1, custIds: [p.custId] }, admin2)).toBe(Code.NOT_FOUND);
    expect(await code('marketingRewards.redEnvelopeDelete', { envelopId }, admin2)).toBe(Code.NOT_FOUND);
    // Merchant 2 cannot name merchant 1's people either.
    expect(await code('marketingRewards.redEnvelopeAdd', { name: 'Theirs', amount: 1, custIds: [p.custId] }, admin2)).toBe(Code.NOT_FOUND);
    const page2 = await ok<Page<RedEnvelope>>(t, 'marketingRewards.redEnvelopePage', {}, admin2);
    expect(page2.records.some((r) => r.envelopId === envelopId)).toBe(false);
    expect((await ok<Page<RedEnvelopeRecord>>(t, 'marketingRewards.redEnvelopeRecordPage', { envelopId }, admin2)).total).toBe(0);
    expect((await balances(t.db, p.accId)).gift).toBe(0);
    expect(await t.db.query(`SELECT state FROM mkt_red_envelopes WHERE id = $1`, [envelopId])).toEqual([{ state: 'draft' }]);

    const { roleId } = await ok<{ roleId: number }>(t, 'admin.roleAdd', { roleCode: 'r_no_hongbao', roleName: 'No envelopes', roleDesc: '', menuIds: [503000, 503010, 503020] }, admin);
    await ok(t, 'admin.userAdd', { username: 'nohongbao', password: await t.encrypt('Passw0rd!'), realName: 'No envelopes', roleId }, admin);
    const token = await t.token('nohongbao', 'Passw0rd!');
    expect(await code('marketingRewards.redEnvelopePage', {}, token)).toBe(Code.FORBIDDEN);
    expect(await code('marketingRewards.redEnvelopeGrant', { envelopId }, token)).toBe(Code.FORBIDDEN);
    expect(await code('marketingRewards.redEnvelopeRecordPage', {}, token)).toBe(Code.FORBIDDEN);
  });

  it('an organisation-limited role pays and sees only the people it reaches', async () => {
    const mine = await addOrg(t.db, 1);
    const theirs = await addOrg(t.db, 1);
    const inside = await addPerson(t.db, 1, mine);
    const outside = await addPerson(t.db, 1, theirs);
    const token = await limitedOrgToken(t, admin, 'orgenvelope', [mine]);
    expect(await code('marketingRewards.redEnvelopeAdd', { name: 'Out', amount: 100, custIds: [outside.custId] }, token)).toBe(Code.NOT_FOUND);
    const { envelopId } = await ok<{ envelopId: number }>(t, 'marketingRewards.redEnvelopeAdd', { name: name('Scoped'), amount: 100, custIds: [inside.custId] }, token);
    await ok(t, 'marketingRewards.redEnvelopeGrant', { envelopId }, token);
    // An envelope the administrator made for both organisations, granted by the administrator: the limited role sees its own person only.
    const both = await ok<{ envelopId: number }>(t, 'marketingRewards.redEnvelopeAdd', { name: name('Both'), amount: 50, orgIds: [mine, theirs] }, admin);
    // The limited role may not grant it: it would pay only part of the people, once and for all.
    expect(await code('marketingRewards.redEnvelopeGrant', { envelopId: both.envelopId }, token)).toBe(Code.NOT_FOUND);
    const byType = await ok<{ envelopId: number }>(t, 'marketingRewards.redEnvelopeAdd', { name: name('Every type'), amount: 50, psnTypeIds: [await psnType()] }, admin);
    expect(await code('marketingRewards.redEnvelopeGrant', { envelopId: byType.envelopId }, token)).toBe(Code.FORBIDDEN);
    expect((await balances(t.db, inside.accId)).gift).toBe(100);
    await ok(t, 'marketingRewards.redEnvelopeGrant', { envelopId: both.envelopId }, admin);
    const seen = await ok<Page<RedEnvelopeRecord>>(t, 'marketingRewards.redEnvelopeRecordPage', { envelopId: both.envelopId }, token);
    expect(seen.records.map((r) => r.custId)).toEqual([inside.custId]);
    expect((await balances(t.db, outside.accId)).gift).toBe(50);
    expect((await balances(t.db, inside.accId)).gift).toBe(150);
  });
});
