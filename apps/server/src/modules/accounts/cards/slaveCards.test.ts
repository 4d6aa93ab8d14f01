import ExcelJS from 'exceljs';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { Code, type CardBind, type ImportFailure, type Page, type SlaveCard } from '@canteen/contract';
import { startTestServer, type TestServer } from '../../../testing/server';
import { ok } from '../../../testing/api';
import { limitedOrgToken } from '../../../testing/api';
import { addOrg, addPerson, balances, expectMoneyInvariants, newBizNo } from '../../../testing/money';

let t: TestServer;
let admin: string;
let admin2: string;
let org: number;
beforeAll(async () => {
  t = await startTestServer();
  [admin, admin2] = await Promise.all([t.token('admin', 'Admin@123'), t.token('admin2', 'Admin@123')]);
  org = await addOrg(t.db, 1, 'Slave org');
});
afterEach(() => expectMoneyInvariants(t.db));
afterAll(() => t.close());

let serial = 0;
const cardNo = (p = 'K') => `${p}${Date.now().toString(36)}${serial++}`.toUpperCase();
const code = async (id: string, content: Record<string, unknown>, token = admin) => (await t.call(id, content, { token })).code;
const recharge = (custId: number, amount: number) => ok(t, 'accounts.recharge', { custId, amount, payType: 'cash', bizNo: newBizNo('R') }, admin);
const pay = (no: string, amount = 100) => t.call<{ balance: number }>('accounts.consumePay', { cardNo: no, amount, bizNo: newBizNo('C') }, { token: admin });
const blacklist = async () =>
  (await t.db.query<{ v: number }>(`SELECT COALESCE(max(version), 0)::int AS v FROM device_versions WHERE merchant_id = 1 AND kind = 'blacklist'`))[0].v;
const list = (custId: number, token = admin) => ok<SlaveCard[]>(t, 'customers.slaveList', { custId }, token);

describe('slave cards', () => {
  it('a slave card pays from the owner’s account; lost it is refused while the main card pays; release, change, delete', async () => {
    const p = await addPerson(t.db, 1, org);
    const main = cardNo('M');
    await ok(t, 'accounts.applyCard', { custId: p.custId, cardNo: main }, admin);
    await recharge(p.custId, 1000);
    const slave = cardNo('S');
    const before = await blacklist();
    const { cardId } = await ok<{ cardId: number }>(t, 'customers.slaveAdd', { custId: p.custId, cardNo: slave, holderName: 'Daughter' }, admin);
    expect(await pay(slave, 150)).toMatchObject({ code: Code.OK, data: { balance: 850 } });
    expect(await balances(t.db, p.accId)).toEqual({ cash: 850, subsidy: 0, gift: 0 });
    // A number in use (the main card) cannot be a slave card.
    expect(await code('customers.slaveAdd', { custId: p.custId, cardNo: main, holderName: 'Son' })).toBe(Code.VALIDATION);

    await ok(t, 'customers.slaveLossCard', { cardId }, admin);
    expect(await pay(slave)).toMatchObject({ code: Code.BUSINESS_RULE, msg: 'This card is reported lost' });
    expect(await pay(main)).toMatchObject({ code: Code.OK, data: { balance: 750 } });
    expect(await code('customers.slaveLossCard', { cardId })).toBe(Code.CONFLICT);
    await ok(t, 'customers.slaveReleaseCard', { cardId }, admin);
    expect((await pay(slave)).code).toBe(Code.OK);
    expect(await code('customers.slaveReleaseCard', { cardId })).toBe(Code.CONFLICT);

    await ok(t, 'customers.slaveEdit', { cardId, holderName: 'Eldest daughter' }, admin);
    const changed = await ok<{ cardId: number }>(t, 'customers.slaveChangeCard', { cardId, cardNo: `${slave}N` }, admin);
    expect((await pay(slave)).code).toBe(Code.BUSINESS_RULE);
    expect((await pay(`${slave}N`)).code).toBe(Code.OK);
    expect(await list(p.custId)).toEqual([
      expect.objectContaining({ cardId: changed.cardId, cardNo: `${slave}N`, holderName: 'Eldest daughter', state: 'active' }),
      expect.objectContaining({ cardId, cardNo: slave, state: 'replaced' }),
    ]);

    await ok(t, 'customers.slaveDelete', { cardId: changed.cardId }, admin);
    expect((await pay(`${slave}N`)).code).toBe(Code.BUSINESS_RULE);
    expect(await code('customers.slaveDelete', { cardId: changed.cardId })).toBe(Code.CONFLICT);
    // An ended card's holder gets a card again.
    const again = await ok<{ cardId: number }>(t, 'customers.slaveSendCard', { cardId: changed.cardId, cardNo: `${slave}A` }, admin);
    expect(await code('customers.slaveSendCard', { cardId: again.cardId, cardNo: `${slave}B` })).toBe(Code.CONFLICT);
    await ok(t, 'customers.slaveAdd', { custId: p.custId, cardNo: `${slave}C`, holderName: 'Son' }, admin);
    expect(await ok(t, 'customers.slaveDeleteAll', { custId: p.custId }, admin)).toEqual({ cancelled: 2 });
    expect((await list(p.custId)).every((c) => c.state === 'cancelled' || c.state === 'replaced')).toBe(true);
    expect((await pay(main)).code).toBe(Code.OK);

    const events = await t.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM account_events WHERE account_id = $1 AND event = 'slaveCard'`, [p.accId]);
    expect(events[0].n).toBe(9);
    expect(await blacklist()).toBeGreaterThan(before);
  });

  it('refuses bad input, another merchant and people out of scope', async () => {
    const p = await addPerson(t.db, 1, org);
    const { cardId } = await ok<{ cardId: number }>(t, 'customers.slaveAdd', { custId: p.custId, cardNo: cardNo('S'), holderName: 'Wife' }, admin);
    expect(await code('customers.slaveAdd', { custId: p.custId, cardNo: 'bad no', holderName: 'X' })).toBe(Code.VALIDATION);
    expect(await code('customers.slaveAdd', { custId: p.custId, cardNo: cardNo(), holderName: '' })).toBe(Code.VALIDATION);
    expect(await code('customers.slaveLossCard', { cardId: 'x' })).toBe(Code.VALIDATION);
    for (const [id, content] of [
      ['customers.slaveAdd', { custId: p.custId, cardNo: cardNo(), holderName: 'X' }],
      ['customers.slaveList', { custId: p.custId }],
      ['customers.slaveLossCard', { cardId }],
      ['customers.slaveDelete', { cardId }],
      ['customers.slaveDeleteAll', { custId: p.custId }],
      ['customers.slaveEdit', { cardId, holderName: 'Y' }],
    ] as const) {
      expect(await code(id, content, admin2), id).toBe(Code.NOT_FOUND);
    }
    const limited = await limitedOrgToken(t, admin, 'slave_scope', [await addOrg(t.db, 1, 'Slave elsewhere')]);
    expect(await code('customers.slaveLossCard', { cardId }, limited)).toBe(Code.NOT_FOUND);
    expect(await code('customers.slaveList', { custId: p.custId }, limited)).toBe(Code.NOT_FOUND);
    expect((await list(p.custId)).map((c) => c.state)).toEqual(['active']);
  });
});

async function xlsx(rows: string[][], header = ['卡号', '芯片号']): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  const sheet = wb.addWorksheet('binds');
  sheet.addRow(header);
  for (const r of rows) sheet.addRow(r);
  return Buffer.from(await wb.xlsx.writeBuffer());
}
const importBinds = async <T>(data: Buffer, token = admin) =>
  t.call<T>('customers.bindImport', {}, { token, file: { name: 'binds.xlsx', type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', data } });

describe('card binding', () => {
  it('a chip bound to a card pays from it; removed it no longer pays; the history lists both', async () => {
    const p = await addPerson(t.db, 1, org, 'Chip owner');
    const no = cardNo('B');
    await ok(t, 'accounts.applyCard', { custId: p.custId, cardNo: no }, admin);
    await recharge(p.custId, 1000);
    const chip = `${cardNo('U')}AB`;
    const { bindId } = await ok<{ bindId: number }>(t, 'customers.bindAdd', { cardNo: no, chipUid: chip.toLowerCase() }, admin);
    expect(await pay(chip, 200)).toMatchObject({ code: Code.OK, data: { balance: 800 } });
    expect(await pay(chip.toLowerCase(), 100)).toMatchObject({ code: Code.OK, data: { balance: 700 } });
    expect(await code('customers.bindAdd', { cardNo: no, chipUid: `${chip}2` })).toBe(Code.VALIDATION);
    const p2 = await addPerson(t.db, 1, org);
    await ok(t, 'accounts.applyCard', { custId: p2.custId, cardNo: `${no}2` }, admin);
    expect(await code('customers.bindAdd', { cardNo: `${no}2`, chipUid: chip })).toBe(Code.VALIDATION);
    // A chip reading as a live card number, or an unknown card, is refused.
    expect(await code('customers.bindAdd', { cardNo: `${no}2`, chipUid: no })).toBe(Code.VALIDATION);
    expect(await code('customers.bindAdd', { cardNo: 'NOSUCHCARD', chipUid: cardNo('U') })).toBe(Code.BUSINESS_RULE);

    // A lost card is refused through its chip too.
    await ok(t, 'accounts.reportLoss', { accId: p.accId }, admin);
    expect(await pay(chip)).toMatchObject({ code: Code.BUSINESS_RULE, msg: 'This card is reported lost' });
    await ok(t, 'accounts.releaseLoss', { accId: p.accId }, admin);

    await ok(t, 'customers.bindRemove', { bindId }, admin);
    expect((await pay(chip)).code).toBe(Code.BUSINESS_RULE);
    expect(await code('customers.bindRemove', { bindId })).toBe(Code.CONFLICT);
    const hist = await ok<Page<CardBind>>(t, 'customers.bindPage', { cardNo: no }, admin);
    expect(hist.records).toEqual([
      expect.objectContaining({ bindId, cardNo: no, chipUid: chip, custName: 'Chip owner', state: 'removed', operatorName: 'admin', removedBy: 'admin' }),
    ]);
    // The chip is free again.
    await ok(t, 'customers.bindAdd', { cardNo: no, chipUid: chip }, admin);
    expect((await ok<Page<CardBind>>(t, 'customers.bindPage', { chipUid: chip, state: 'bound' }, admin)).total).toBe(1);
  });

  it('imports bindings all or none', async () => {
    const cards = [cardNo('I'), cardNo('I'), cardNo('I')];
    for (const c of cards) {
      const p = await addPerson(t.db, 1, org);
      await ok(t, 'accounts.applyCard', { custId: p.custId, cardNo: c }, admin);
    }
    const chips = cards.map((c) => `CH${c}`);
    const bad = await importBinds<ImportFailure>(
      await xlsx([
        [cards[0], chips[0]],
        [cards[1], chips[0]],
        ['NOSUCH', chips[2]],
        [cards[2], 'bad chip'],
      ]),
    );
    expect(bad.code).toBe(Code.PASS_THROUGH);
    expect(bad.data.total).toBe(4);
    expect(bad.data.errors.map((e) => [e.row, e.field])).toEqual([
      [3, 'chipUid'],
      [4, 'cardNo'],
      [5, 'chipUid'],
    ]);
    expect((await t.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM card_binds WHERE card_no = ANY($1::text[])`, [cards]))[0].n).toBe(0);

    const good = await importBinds<{ total: number; imported: number }>(await xlsx(cards.map((c, i) => [c, chips[i]]), ['cardNo', 'chipUid']));
    expect(good).toMatchObject({ code: Code.OK, data: { total: 3, imported: 3 } });
    expect((await pay(chips[1])).code).toBe(Code.BUSINESS_RULE); // no money yet: the chip found the card
    expect((await pay(chips[1])).msg).toBe('Insufficient balance');
    expect((await importBinds<ImportFailure>(await xlsx([[cards[0], 'OTHERCHIP']]))).code).toBe(Code.PASS_THROUGH);
  });

  it('refuses another merchant and people out of scope', async () => {
    const p = await addPerson(t.db, 1, org);
    const no = cardNo('O');
    await ok(t, 'accounts.applyCard', { custId: p.custId, cardNo: no }, admin);
    const { bindId } = await ok<{ bindId: number }>(t, 'customers.bindAdd', { cardNo: no, chipUid: cardNo('U') }, admin);
    expect(await code('customers.bindRemove', { bindId }, admin2)).toBe(Code.NOT_FOUND);
    expect(await code('customers.bindAdd', { cardNo: no, chipUid: cardNo('U') }, admin2)).toBe(Code.BUSINESS_RULE);
    expect((await ok<Page<CardBind>>(t, 'customers.bindPage', {}, admin2)).records).toEqual([]);
    const limited = await limitedOrgToken(t, admin, 'bind_scope', [await addOrg(t.db, 1, 'Bind elsewhere')]);
    expect(await code('customers.bindRemove', { bindId }, limited)).toBe(Code.NOT_FOUND);
    expect((await ok<Page<CardBind>>(t, 'customers.bindPage', {}, limited)).total).toBe(0);
    expect(await code('customers.bindAdd', { cardNo: 'X', chipUid: 'bad chip' })).toBe(Code.VALIDATION);
  });
});
