// @db both — the rollups against the raw rows, on each database (vitest.config.ts: serverFilesOn)
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { startTestServer, type TestServer } from '../../testing/server';
import { testCtx } from '../../testing/ctx';
import type { Ctx } from '../../platform/context';
import { AppError } from '../../platform/http/errors';
import { consume, personalRecharge, refund } from '../accounts';
import { addOrg, addPerson, newBizNo } from '../../testing/money';
import { foldMerchant } from './fold';
import { FACT, DIM } from './facts';

/**
 * The fold (issue 27): after any sequence of recharges, consumptions (some backdated, as offline uploads are) and
 * part refunds across days and around local midnight, the folded rollups equal sums computed straight from the raw
 * orders and money operations per local day, refunds sit on their own day linked to their order's, every account's
 * last balance close equals its wallets, and folding again changes nothing.
 */

let t: TestServer;
let ctx: Ctx;
beforeAll(async () => {
  t = await startTestServer();
  ctx = testCtx(t.db, 1);
});
afterAll(() => t.close());

const ZONE = 'Asia/Shanghai';
/** Local midnight of `daysAgo` days before today in Shanghai, plus `minutes`. */
const localAt = (daysAgo: number, minutes: number) => {
  const today = new Date(new Date().toLocaleString('en-US', { timeZone: ZONE }));
  const midnightUtc = Date.UTC(today.getFullYear(), today.getMonth(), today.getDate()) - 8 * 3600_000;
  return new Date(midnightUtc - daysAgo * 86_400_000 + minutes * 60_000);
};
const at = (when: Date): Ctx => ({ ...ctx, now: () => when });
const inTx = <T>(when: Date, fn: (c: Ctx) => Promise<T>) => t.db.tx((db) => fn({ ...at(when), db }));

/** Sales per local day straight from the orders: what the rollup's sale fact must hold. */
const rawSales = () =>
  t.db.query<{ day: string; n: number; amount: number; cash: number; subsidy: number; gift: number }>(
    `SELECT (ordered_at AT TIME ZONE $1)::date::text AS day, count(*)::int AS n, sum(amount)::float8 AS amount, sum(paid_cash)::float8 AS cash,
            sum(paid_subsidy)::float8 AS subsidy, sum(paid_gift)::float8 AS gift
       FROM orders WHERE merchant_id = 1 AND state IN ('paid', 'part_refunded', 'refunded', 'repaired') GROUP BY 1 ORDER BY 1`,
    [ZONE],
  );
const rolledSales = () =>
  t.db.query(
    `SELECT day::text AS day, sum(n)::int AS n, sum(amount)::float8 AS amount, sum(cash)::float8 AS cash, sum(subsidy)::float8 AS subsidy, sum(gift)::float8 AS gift
       FROM rpt_rollups WHERE merchant_id = 1 AND fact = $1 AND dim = $2 GROUP BY 1 ORDER BY 1`,
    [FACT.sale, DIM.none],
  );
/** Money operations per local day and trade type, and refunds by their own day and their order's. */
const rawMoney = () =>
  t.db.query(
    `SELECT (at AT TIME ZONE $1)::date::text AS day, trade_type AS fact, count(*)::int AS n, sum(amount)::float8 AS amount
       FROM money_txns WHERE merchant_id = 1 GROUP BY 1, 2 ORDER BY 1, 2`,
    [ZONE],
  );
const rolledMoney = () =>
  t.db.query(
    `SELECT day::text AS day, fact, sum(n)::int AS n, sum(amount)::float8 AS amount FROM rpt_rollups
      WHERE merchant_id = 1 AND fact < 20 AND dim = $1 GROUP BY 1, 2 ORDER BY 1, 2`,
    [DIM.none],
  );
const rawRefunds = () =>
  t.db.query(
    `SELECT (t.at AT TIME ZONE $1)::date::text AS day, (o.ordered_at AT TIME ZONE $1)::date::text AS "linkDay", sum(t.amount)::float8 AS amount
       FROM money_txns t JOIN orders o ON o.id = t.ref_id WHERE t.merchant_id = 1 AND t.trade_type = 10 GROUP BY 1, 2 ORDER BY 1, 2`,
    [ZONE],
  );
const rolledRefunds = () =>
  t.db.query(
    `SELECT day::text AS day, link_day::text AS "linkDay", sum(amount)::float8 AS amount FROM rpt_rollups
      WHERE merchant_id = 1 AND fact = $1 AND dim = $2 GROUP BY 1, 2 ORDER BY 1, 2`,
    [FACT.refund, DIM.none],
  );
/** Accounts whose last close differs from their wallets. */
const closeBreaches = () =>
  t.db.query(
    `SELECT a.id, a.cash::float8 AS cash, c.cash::float8 AS "closeCash", a.subsidy::float8 AS subsidy, c.subsidy::float8 AS "closeSubsidy"
       FROM accounts a
       JOIN LATERAL (SELECT cash, subsidy, gift FROM rpt_balance_closes c WHERE c.merchant_id = a.merchant_id AND c.account_id = a.id ORDER BY day DESC LIMIT 1) c ON true
      WHERE a.merchant_id = 1 AND (a.cash <> c.cash OR a.subsidy <> c.subsidy OR a.gift <> c.gift)`,
  );
const snapshot = () => t.db.query(`SELECT * FROM rpt_rollups WHERE merchant_id = 1 ORDER BY fact, dim, day, canteen_id, org_id, key, key2, link_day`);

async function expectExact() {
  await foldMerchant(t.db, 1);
  expect(await rolledSales()).toEqual(await rawSales());
  expect(await rolledMoney()).toEqual(await rawMoney());
  expect(await rolledRefunds()).toEqual(await rawRefunds());
  expect(await closeBreaches()).toEqual([]);
  expect((await t.db.query(`SELECT count(*)::int AS n FROM rpt_marks WHERE merchant_id = 1`))[0]).toEqual({ n: 0 });
}

describe('report rollups', () => {
  it('file a payment a minute before local midnight and one a minute after on their own days, and a refund on its day linked to its order', async () => {
    const org = await addOrg(t.db, 1);
    const p = await addPerson(t.db, 1, org);
    await inTx(localAt(5, 600), (c) => personalRecharge(c, { custId: p.custId, amount: 50_000, payType: 'cash', bizNo: newBizNo('R') }));
    const late = await inTx(localAt(3, 24 * 60 - 1), (c) => consume(c, { custId: p.custId, amount: 1_250, bizNo: newBizNo('C') }));
    await inTx(localAt(2, 1), (c) => consume(c, { custId: p.custId, amount: 800, bizNo: newBizNo('C') }));
    await inTx(localAt(1, 600), (c) => refund(c, { orderId: late.orderId, amount: 250, bizNo: newBizNo('F') }));
    await expectExact();
    const days = (await t.db.query<{ day: string; link: string; fact: number; amount: number }>(
      `SELECT day::text AS day, link_day::text AS link, fact, amount::float8 AS amount FROM rpt_rollups
        WHERE merchant_id = 1 AND dim = $1 AND org_id = $2 AND fact IN ($3, $4) ORDER BY day, fact`,
      [DIM.none, org, FACT.sale, FACT.refund],
    ));
    const day = (d: Date) => d.toLocaleDateString('en-CA', { timeZone: ZONE });
    expect(days).toEqual([
      { day: day(localAt(3, 0)), link: day(localAt(3, 0)), fact: FACT.sale, amount: 1_250 },
      { day: day(localAt(2, 0)), link: day(localAt(2, 0)), fact: FACT.sale, amount: 800 },
      { day: day(localAt(1, 0)), link: day(localAt(3, 0)), fact: FACT.refund, amount: 250 },
    ]);
    const before = await snapshot();
    await t.db.query(`INSERT INTO rpt_marks (merchant_id, hour) SELECT 1, date_trunc('hour', at AT TIME ZONE 'UTC') FROM money_txns WHERE merchant_id = 1`);
    await foldMerchant(t.db, 1);
    expect(await snapshot()).toEqual(before);
  });

  it('equal the raw rows after random recharges, consumptions (some backdated) and part refunds, folded at random moments', async () => {
    const org = await addOrg(t.db, 1);
    const people = [await addPerson(t.db, 1, org), await addPerson(t.db, 1, org)];
    for (const p of people) await inTx(localAt(9, 480), (c) => personalRecharge(c, { custId: p.custId, amount: 500_000, payType: 'wechat', bizNo: newBizNo('R') }));
    const orders: number[] = [];
    const step = fc.oneof(
      fc.record({ kind: fc.constant('consume' as const), who: fc.nat(1), daysAgo: fc.integer({ min: 0, max: 8 }), minute: fc.integer({ min: 0, max: 1439 }), amount: fc.integer({ min: 1, max: 3_000 }) }),
      fc.record({ kind: fc.constant('refund' as const), pick: fc.nat(), amount: fc.integer({ min: 1, max: 500 }), minute: fc.integer({ min: 0, max: 1439 }) }),
      fc.record({ kind: fc.constant('fold' as const) }),
    );
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 10 }), async (steps) => {
        for (const s of steps) {
          try {
            if (s.kind === 'fold') await foldMerchant(t.db, 1);
            else if (s.kind === 'consume') {
              const when = localAt(s.daysAgo, s.minute);
              const r = await inTx(when, (c) => consume(c, { custId: people[s.who].custId, amount: s.amount, bizNo: newBizNo('C'), offlineAt: s.daysAgo ? when : undefined }));
              orders.push(r.orderId);
            } else if (orders.length) {
              await inTx(localAt(0, s.minute), (c) => refund(c, { orderId: orders[s.pick % orders.length], amount: s.amount, bizNo: newBizNo('F') }));
            }
          } catch (e) {
            if (!(e instanceof AppError)) throw e;
          }
        }
        await expectExact();
      }),
      { numRuns: Number(process.env.PROPERTY_RUNS ?? 8) },
    );
    // The runs paid and refunded for real (a run of refusals would prove nothing).
    expect(orders.length).toBeGreaterThan(5);
    const refunds = await t.db.query(`SELECT 1 FROM money_txns t JOIN orders o ON o.id = t.ref_id WHERE t.trade_type = 10 AND o.id = ANY($1::bigint[])`, [orders]);
    expect(refunds.length).toBeGreaterThan(0);
  });
});
