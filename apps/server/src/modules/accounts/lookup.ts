import type { Ctx } from '../../platform/context';
import { businessRule, notFound } from '../../platform/http/errors';
import { orgScopeOf, Where } from '../../platform/sql';
import type { PayerStatement } from './ledger';
import { assertOrgs } from '../people';

export interface AccountRef {
  accountId: number;
  custId: number;
  orgId: number;
  custState: 'normal' | 'cancelled';
  /** The person type marketing rules are matched by. */
  psnTypeId?: number | null;
  /** A visitor's card pays until then (ISO time); null for everyone else. */
  validUntil?: string | null;
}

const SELECT = `SELECT a.id AS "accountId", c.id AS "custId", c.org_id AS "orgId", c.state AS "custState", c.valid_until AS "validUntil", c.psn_type_id AS "psnTypeId"
  FROM people_directory c JOIN accounts a ON a.cust_id = c.id`;

/** The person's account; 40400 for another merchant's person or one outside the caller's organisation scope. */
export async function accountOfPerson(ctx: Ctx, custId: number): Promise<AccountRef> {
  const w = new Where('c.id = ?', custId).add('c.merchant_id = ?', ctx.merchantId).scope(ctx, 'org', 'c.org_id');
  const row = (await ctx.db.query<AccountRef>(`${SELECT} WHERE ${w.sql}`, w.params))[0];
  if (!row) throw notFound('person');
  return row;
}

/** The accounts of many people, all visible to the caller, or 40400 naming none of the others. */
export async function accountsOfPeople(ctx: Ctx, custIds: number[]): Promise<AccountRef[]> {
  const w = new Where('c.id = ANY(?::int[])', custIds).add('c.merchant_id = ?', ctx.merchantId).scope(ctx, 'org', 'c.org_id');
  const rows = await ctx.db.query<AccountRef>(`${SELECT} WHERE ${w.sql} ORDER BY c.id`, w.params);
  if (rows.length !== new Set(custIds).size) throw notFound('person');
  return rows;
}

/**
 * The normal people of the given organisations and every organisation below them, within the caller's scope; 40400
 * when an organisation is not one the caller reaches.
 */
export async function accountsOfOrgs(ctx: Ctx, orgIds: number[]): Promise<AccountRef[]> {
  await assertOrgs(ctx, orgIds);
  const w = new Where('c.merchant_id = ?', ctx.merchantId).add(`c.state = 'normal'`).inOrgSubtree('c.org_id', ctx.merchantId, orgIds).scope(ctx, 'org', 'c.org_id');
  return ctx.db.query<AccountRef>(`${SELECT} WHERE ${w.sql} ORDER BY c.id`, w.params);
}

export interface CardRef extends AccountRef {
  cardNo: string;
  cardState: 'active' | 'lost';
  /** The card's last paying day, 'YYYY-MM-DD' in the merchant's time zone; null: no end. */
  cardValidUntil: string | null;
}

/**
 * The account a live card number pays from (main or slave card); a number that is no live card may be a chip
 * serial bound to one (card_binds, stored in capitals). 42200 for an unknown or void number, and for a card of a
 * person outside the caller's organisation scope (it reads as unknown: the reply tells nothing of other people).
 */
export async function accountOfCard(ctx: Ctx, cardNo: string): Promise<CardRef> {
  const find = async (no: string) => {
    const w = new Where('k.merchant_id = ?', ctx.merchantId).add('k.card_no = ?', no).add(`k.state IN ('active', 'lost')`).scope(ctx, 'org', 'c.org_id');
    return (
      await ctx.db.query<CardRef>(
        `SELECT a.id AS "accountId", c.id AS "custId", c.org_id AS "orgId", c.state AS "custState", c.valid_until AS "validUntil", c.psn_type_id AS "psnTypeId", k.card_no AS "cardNo", k.state AS "cardState",
           k.valid_until::text AS "cardValidUntil"
         FROM cards k JOIN accounts a ON a.id = k.account_id JOIN people_directory c ON c.id = k.cust_id
         WHERE ${w.sql}`,
        w.params,
      )
    )[0];
  };
  let row = await find(cardNo);
  if (!row) {
    const bound = (
      await ctx.db.query<{ cardNo: string }>(`SELECT card_no AS "cardNo" FROM card_binds WHERE merchant_id = $1 AND chip_uid = upper($2) AND removed_at IS NULL`, [
        ctx.merchantId,
        cardNo,
      ])
    )[0];
    if (bound) row = await find(bound.cardNo);
  }
  if (!row) throw businessRule('cardUnknown', { cardNo });
  return row;
}

/** The main card of an account now (active or lost), if any. */
export async function mainCardOf(ctx: Ctx, accountId: number): Promise<{ cardNo: string; state: 'active' | 'lost' } | null> {
  return (
    (
      await ctx.db.query<{ cardNo: string; state: 'active' | 'lost' }>(
        `SELECT card_no AS "cardNo", state FROM cards WHERE account_id = $1 AND kind = 'main' AND state IN ('active', 'lost')`,
        [accountId],
      )
    )[0] ?? null
  );
}

/** The account by id; 40400 for another merchant's account or one whose person is outside the caller's scope. */
export async function accountById(ctx: Ctx, accId: number): Promise<AccountRef> {
  const w = new Where('a.id = ?', accId).add('c.merchant_id = ?', ctx.merchantId).scope(ctx, 'org', 'c.org_id');
  const row = (await ctx.db.query<AccountRef>(`${SELECT} WHERE ${w.sql}`, w.params))[0];
  if (!row) throw notFound('account');
  return row;
}

/** Who pays a consumption: a card (or a chip bound to one), a face, or a person id. */
export type PayerKey = { cardNo: string } | { faceId: string } | { custId: number };
export type Payer = CardRef | (AccountRef & { cardNo: null; cardState: null; cardValidUntil: null });

/**
 * The payer as CTEs of claimAndLock's statement (ending in `p`), with the rules of accountOfCard and
 * accountOfPerson: a card number first, else the live card a chip is bound to; a card, face or person id within the
 * caller's organisation scope.
 */
export function payerStatement(ctx: Ctx, key: PayerKey): PayerStatement {
  const person = `a.id AS "accountId", c.id AS "custId", c.org_id AS "orgId", c.state AS "custState", c.valid_until AS "validUntil", c.psn_type_id AS "psnTypeId"`;
  if ('cardNo' in key)
    return (q) => {
      // Both branches use the one scope clause: a card of someone outside it reads as unknown.
      const $ = q.named({ merchant: ctx.merchantId, card: key.cardNo });
      const scope = orgScopeOf(ctx, q, 'c.org_id');
      const card = `SELECT ${person}, k.card_no AS "cardNo", k.state AS "cardState", k.valid_until::text AS "cardValidUntil"
      FROM cards k JOIN accounts a ON a.id = k.account_id JOIN people_directory c ON c.id = k.cust_id
      WHERE k.merchant_id = ${$.merchant} AND k.state IN ('active', 'lost')${scope ? ` AND ${scope}` : ''} AND k.card_no`;
      return `p AS (SELECT "accountId", "custId", "orgId", "custState", "validUntil", "psnTypeId", "cardNo", "cardState", "cardValidUntil" FROM (
          ${card} = ${$.card}
          UNION ALL ${card} = (SELECT b.card_no FROM card_binds b WHERE b.merchant_id = ${$.merchant} AND b.chip_uid = upper(${$.card}) AND b.removed_at IS NULL LIMIT 1)
        ) found ORDER BY "cardNo" = ${$.card} DESC LIMIT 1)`;
    };
  return (q) => {
    const $ = q.named({ merchant: ctx.merchantId, who: 'faceId' in key ? key.faceId : key.custId });
    const where = 'faceId' in key ? `c.face_id = ${$.who}` : `c.id = ${$.who}`;
    const scope = orgScopeOf(ctx, q, 'c.org_id');
    return `p AS (SELECT ${person}, NULL::text AS "cardNo", NULL::text AS "cardState", NULL::text AS "cardValidUntil"
      FROM people_directory c JOIN accounts a ON a.cust_id = c.id WHERE c.merchant_id = ${$.merchant} AND ${where}${scope ? ` AND ${scope}` : ''})`;
  };
}
