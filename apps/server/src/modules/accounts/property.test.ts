// @db both — the money invariants under random concurrent sequences, on each database (vitest.config.ts: serverFilesOn)
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { startTestServer, type TestServer } from '../../testing/server';
import { testCtx } from '../../testing/ctx';
import type { Ctx } from '../../platform/context';
import { AppError } from '../../platform/http/errors';
import { applyCard, freeze, releaseLoss, reportLoss, unfreeze } from './cards/cards';
import { consume } from './consumption';
import { refund } from './refund';
import { clearSubsidy, drawMoney, grantSubsidy, personalRecharge, revokeRecharge } from './recharge';
import { addOrg, addPerson, balances, expectMoneyInvariants, newBizNo } from '../../testing/money';

/**
 * Random concurrent sequences of every money operation against a model (issue 4): after each step of up to four
 * concurrent operations, every DESIGN §5 invariant holds and each wallet equals the model, which applies exactly
 * the effects the acknowledged replies report. A step of one operation is also checked against the model's
 * prediction of success or refusal; a repeated bizNo must return the first reply and move nothing.
 */

let t: TestServer;
let ctx: Ctx;
beforeAll(async () => {
  t = await startTestServer();
  ctx = testCtx(t.db, 1);
});
afterAll(() => t.close());

const PEOPLE = 3;
type Wallets = { cash: number; subsidy: number; gift: number };
type Op =
  | { kind: 'recharge' | 'consume' | 'consumeByCard' | 'subsidy' | 'withdraw'; who: number; amount: number }
  | { kind: 'clear' | 'freeze' | 'unfreeze' | 'loss' | 'release'; who: number }
  | { kind: 'refund' | 'revoke'; pick: number; amount: number }
  | { kind: 'repeat'; pick: number };

const amount = fc.integer({ min: 1, max: 3000 });
const who = fc.integer({ min: 0, max: PEOPLE - 1 });
const op: fc.Arbitrary<Op> = fc.oneof(
  { weight: 4, arbitrary: fc.record({ kind: fc.constantFrom('recharge' as const, 'consume' as const, 'consumeByCard' as const), who, amount }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constantFrom('subsidy' as const, 'withdraw' as const), who, amount }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constantFrom('clear' as const, 'freeze' as const, 'unfreeze' as const, 'loss' as const, 'release' as const), who }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constantFrom('refund' as const, 'revoke' as const), pick: fc.nat(), amount }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('repeat' as const), pick: fc.nat() }) },
);
const steps = fc.array(fc.array(op, { minLength: 1, maxLength: 4 }), { minLength: 1, maxLength: 12 });

interface Person {
  custId: number;
  accId: number;
  cardNo: string;
  model: Wallets;
  frozen: boolean;
  lost: boolean;
}
interface Done {
  run: () => Promise<unknown>;
  result: unknown;
}

const inTx = <T>(fn: (c: Ctx) => Promise<T>) => t.db.tx((db) => fn({ ...ctx, db }));

async function attempt<T>(fn: () => Promise<T>): Promise<{ ok: true; value: T } | { ok: false; key: string }> {
  try {
    return { ok: true, value: await fn() };
  } catch (e) {
    if (e instanceof AppError) return { ok: false, key: e.key };
    throw e;
  }
}

describe('money operations against a model', () => {
  it('keep every invariant and match the model under random concurrent sequences', async () => {
    await fc.assert(
      fc.asyncProperty(steps, async (plan) => {
        const org = await addOrg(t.db, 1);
        const people: Person[] = [];
        for (let i = 0; i < PEOPLE; i++) {
          const p = await addPerson(t.db, 1, org);
          const cardNo = `PB${newBizNo('')}`.replace(/[^A-Za-z0-9]/g, '');
          await inTx((c) => applyCard(c, { custId: p.custId, cardNo }));
          people.push({ ...p, cardNo, model: { cash: 0, subsidy: 0, gift: 0 }, frozen: false, lost: false });
        }
        const orders: { orderId: number; person: Person }[] = [];
        const recharges: { rechargeId: number; person: Person; amount: number }[] = [];
        const done: Done[] = [];

        const apply = (p: Person, d: Partial<Wallets>) => {
          p.model = { cash: p.model.cash + (d.cash ?? 0), subsidy: p.model.subsidy + (d.subsidy ?? 0), gift: p.model.gift + (d.gift ?? 0) };
        };
        const total = (w: Wallets) => w.cash + w.subsidy + w.gift;

        /** Runs one operation; `predict`: it runs alone, so the model can say whether it must succeed. */
        async function perform(o: Op, predict: boolean): Promise<void> {
          if (o.kind === 'repeat') {
            if (!done.length) return;
            const prior = done[o.pick % done.length];
            // The repeat must return the first reply; the model is untouched, so the balance check after the
            // step proves it moved nothing.
            expect(await prior.run()).toEqual(prior.result);
            return;
          }
          if (o.kind === 'refund') {
            if (!orders.length) return;
            {
              const { orderId, person } = orders[o.pick % orders.length];
              const run = () => inTx((c) => refund(c, { orderId, amount: o.amount, bizNo }));
              const bizNo = newBizNo('F');
              const r = await attempt(run);
              if (r.ok) {
                // Subsidy cleared since the payment goes back to the merchant's subsidy book, not the wallet.
                apply(person, { ...r.value.refunded, subsidy: r.value.refunded.subsidy - r.value.subsidyForfeited });
                expect(total(r.value.refunded)).toBe(o.amount);
                done.push({ run, result: r.value });
              } else expect(['refundExceeds', 'orderNotRefundable']).toContain(r.key);
              return;
            }
          }
          if (o.kind === 'revoke') {
            if (!recharges.length) return;
            const rc = recharges[o.pick % recharges.length];
            const bizNo = newBizNo('V');
            const run = () => inTx((c) => revokeRecharge(c, { rechargeId: rc.rechargeId, bizNo }));
            const r = await attempt(run);
            if (r.ok) {
              apply(rc.person, { cash: -rc.amount });
              done.push({ run, result: r.value });
            } else expect(['rechargeRevoked', 'rechargeSpent']).toContain(r.key);
            return;
          }
          if (!('who' in o)) return;
          const p = people[o.who];
          const bizNo = newBizNo('P');
          switch (o.kind) {
            case 'recharge':
            case 'subsidy': {
              const run = () =>
                inTx<{ rechargeId?: number; balance: number }>(async (c) =>
                  o.kind === 'recharge' ? personalRecharge(c, { custId: p.custId, amount: o.amount, payType: 'cash', bizNo }) : grantSubsidy(c, { custId: p.custId, amount: o.amount, bizNo }),
                );
              const r = await attempt(run);
              if (predict) expect(r.ok, JSON.stringify(r)).toBe(!p.frozen);
              if (r.ok) {
                apply(p, o.kind === 'recharge' ? { cash: o.amount } : { subsidy: o.amount });
                if (o.kind === 'recharge') recharges.push({ rechargeId: r.value.rechargeId!, person: p, amount: o.amount });
                done.push({ run, result: r.value });
              } else expect(r.key).toBe('accountFrozen');
              return;
            }
            case 'consume':
            case 'consumeByCard': {
              const byCard = o.kind === 'consumeByCard';
              const run = () => inTx((c) => consume(c, { bizNo, amount: o.amount, ...(byCard ? { cardNo: p.cardNo } : { custId: p.custId }) }));
              const r = await attempt(run);
              if (predict) expect(r.ok, JSON.stringify(r)).toBe(!p.frozen && !(byCard && p.lost) && total(p.model) >= o.amount);
              if (r.ok) {
                const paid = r.value.paid;
                expect(total(paid)).toBe(o.amount);
                apply(p, { cash: -paid.cash, subsidy: -paid.subsidy, gift: -paid.gift });
                orders.push({ orderId: r.value.orderId, person: p });
                done.push({ run, result: r.value });
              } else expect(['insufficientBalance', 'accountFrozen', 'cardLost']).toContain(r.key);
              return;
            }
            case 'withdraw': {
              const run = () => inTx((c) => drawMoney(c, { custId: p.custId, amount: o.amount, bizNo }));
              const r = await attempt(run);
              if (predict) expect(r.ok).toBe(p.model.cash >= o.amount);
              if (r.ok) {
                apply(p, { cash: -o.amount });
                done.push({ run, result: r.value });
              } else expect(r.key).toBe('insufficientBalance');
              return;
            }
            case 'clear': {
              const run = () => inTx((c) => clearSubsidy(c, { custId: p.custId, bizNo }));
              const r = await attempt(run);
              expect(r.ok).toBe(true);
              if (r.ok) {
                if (predict) expect(r.value.cleared).toBe(p.model.subsidy);
                apply(p, { subsidy: -r.value.cleared });
                done.push({ run, result: r.value });
              }
              return;
            }
            default: {
              const change = { freeze, unfreeze, loss: reportLoss, release: releaseLoss }[o.kind];
              const r = await attempt(() => inTx((c) => change(c, p.accId)));
              if (r.ok) {
                if (o.kind === 'freeze' || o.kind === 'unfreeze') p.frozen = o.kind === 'freeze';
                else p.lost = o.kind === 'loss';
              } else expect(['accountNotNormal', 'accountNotFrozen', 'cardNotActive', 'cardNotLost']).toContain(r.key);
            }
          }
        }

        for (const step of plan) {
          // Several operations of one person at once race; only a lone operation's outcome is predicted.
          await Promise.all(step.map((o) => perform(o, step.length === 1)));
          for (const p of people) expect(await balances(t.db, p.accId)).toEqual(p.model);
          await expectMoneyInvariants(t.db);
        }
      }),
      { numRuns: Number(process.env.PROPERTY_RUNS ?? 25), endOnFailure: true },
    );
  }, 120_000);
});
