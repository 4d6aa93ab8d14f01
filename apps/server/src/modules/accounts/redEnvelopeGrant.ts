import type { Ctx } from '../../platform/context';
import { orgSubtree, Where } from '../../platform/sql';
import { getSetting } from '../settings';
import type { RedEnvelopeMoney, RedEnvelopePayout, RedEnvelopeTargets } from '../marketing';
import { claimBizNo, finish, internalBizNo, lockForBatch, post, totalOf, type Balances, type LockedAccount } from './ledger';

interface Recipient {
  accountId: number;
  custId: number;
  orgId: number;
  custName: string;
  custNum: string;
}

/**
 * The people an envelope reaches, within the caller's organisation scope: those named (whatever their state: a
 * cancelled one is reported, not silently dropped), plus the normal people of the organisations (and below) and of
 * the person types given — both, when both are given.
 */
async function recipients(ctx: Ctx, t: RedEnvelopeTargets): Promise<Recipient[]> {
  const w = new Where('c.merchant_id = ?', ctx.merchantId);
  const $ = w.named({ merchant: ctx.merchantId, people: t.custIds, orgs: t.orgIds, types: t.psnTypeIds });
  w.add(`c.id = ANY(${$.people}::int[])
             OR (c.state = 'normal' AND (cardinality(${$.orgs}::int[]) > 0 OR cardinality(${$.types}::int[]) > 0)
                 AND (cardinality(${$.orgs}::int[]) = 0 OR c.org_id IN ${orgSubtree($.merchant, $.orgs)})
                 AND (cardinality(${$.types}::int[]) = 0 OR c.psn_type_id = ANY(${$.types}::int[])))`).scope(ctx, 'org', 'c.org_id');
  return ctx.db.query<Recipient>(
    `SELECT a.id AS "accountId", c.id AS "custId", c.org_id AS "orgId", c.cust_name AS "custName", c.cust_num AS "custNum"
       FROM people_directory c JOIN accounts a ON a.cust_id = c.id
      WHERE ${w.sql}
      ORDER BY c.id`,
    w.params,
  );
}

/** The bizNo of one person's payment from one envelope: the same person is never paid twice by it. */
export const redEnvelopeBizNo = (envelopeId: number, custId: number) => internalBizNo('RE', envelopeId, custId);

/**
 * A red envelope grant (marketing's `redEnvelopeMoney` port): `amount` into each reached person's gift wallet from the
 * merchant's gift book, trade type redEnvelope, one money transaction per person, all in the caller's transaction.
 * Every account and the gift book's slots are locked up front in the global order (docs/MONEY.md "Lock order"). A
 * frozen or cancelled account, or one the amount would take past its balance limit, is skipped and reported.
 */
export const grantRedEnvelope: RedEnvelopeMoney['grant'] = async (ctx, input) => {
  const people = await recipients(ctx, input.targets);
  if (!people.length) return [];
  await lockForBatch(
    ctx,
    people.map((p) => p.accountId),
    [{ kind: 'gift' }],
  );
  // Read after the locks: states and balances cannot change under us now.
  const accounts = new Map(
    (
      await ctx.db.query<Pick<LockedAccount, 'id' | 'state' | 'maxBalance'> & Balances>(
        `SELECT id, state, cash::float8 AS cash, subsidy::float8 AS subsidy, gift::float8 AS gift, max_balance::float8 AS "maxBalance"
           FROM accounts WHERE merchant_id = $1 AND id = ANY($2::int[])`,
        [ctx.merchantId, people.map((p) => p.accountId)],
      )
    ).map((a) => [a.id, a]),
  );
  const merchantMax = ((await getSetting(ctx, 'account')).value as { maxBalance?: number }).maxBalance ?? 0;
  const payouts: RedEnvelopePayout[] = [];
  for (const p of people) {
    const account = accounts.get(p.accountId)!;
    const base = { custId: p.custId, orgId: p.orgId, custName: p.custName, custNum: p.custNum };
    if (account.state !== 'normal') {
      payouts.push({ ...base, skipped: account.state, bizNo: null });
      continue;
    }
    const max = account.maxBalance ?? merchantMax;
    if (max > 0 && totalOf(account) + input.amount > max) {
      payouts.push({ ...base, skipped: 'balanceLimit', bizNo: null });
      continue;
    }
    const bizNo = redEnvelopeBizNo(input.envelopeId, p.custId);
    const claim = await claimBizNo<{ balance: number }>(ctx, {
      bizNo,
      tradeType: 'redEnvelope',
      accountId: p.accountId,
      custId: p.custId,
      amount: input.amount,
      wallet: 'gift',
      batchNo: internalBizNo('RE', input.envelopeId),
      remark: input.name,
      request: { envelopeId: input.envelopeId, custId: p.custId, amount: input.amount },
    });
    if (claim.first) {
      const after = await post(ctx, {
        txnId: claim.txnId,
        tradeType: 'redEnvelope',
        bizNo,
        accountId: p.accountId,
        custId: p.custId,
        deltas: { gift: input.amount },
        book: 'gift',
      });
      await finish(ctx, claim.txnId, { balance: totalOf(after) });
    }
    payouts.push({ ...base, skipped: null, bizNo });
  }
  return payouts;
};
