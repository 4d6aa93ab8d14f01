import type { Ctx } from '../../platform/context';
import { businessRule, notFound } from '../../platform/http/errors';
import { orgScopeClause } from '../../platform/access';
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
  FROM customers c JOIN accounts a ON a.cust_id = c.id`;

/** The person's account; 40400 for another merchant's person or one outside the caller's organisation scope. */
export async function accountOfCust(ctx: Ctx, custId: number): Promise<AccountRef> {
  const params: unknown[] = [custId, ctx.merchantId];
  const row = (await ctx.db.query<AccountRef>(`${SELECT} WHERE c.id = $1 AND c.merchant_id = $2${orgScopeClause(ctx, 'c.org_id', params)}`, params))[0];
  if (!row) throw notFound('person');
  return row;
}

/** The accounts of many people, all visible to the caller, or 40400 naming none of the others. */
export async function accountsOfCusts(ctx: Ctx, custIds: number[]): Promise<AccountRef[]> {
  const params: unknown[] = [custIds, ctx.merchantId];
  const rows = await ctx.db.query<AccountRef>(
    `${SELECT} WHERE c.id = ANY($1::int[]) AND c.merchant_id = $2${orgScopeClause(ctx, 'c.org_id', params)} ORDER BY c.id`,
    params,
  );
  if (rows.length !== new Set(custIds).size) throw notFound('person');
  return rows;
}

/**
 * The normal people of the given organisations and every organisation below them, within the caller's scope; 40400
 * when an organisation is not one the caller reaches.
 */
export async function accountsOfOrgs(ctx: Ctx, orgIds: number[]): Promise<AccountRef[]> {
  await assertOrgs(ctx, orgIds);
  const params: unknown[] = [orgIds, ctx.merchantId];
  return ctx.db.query<AccountRef>(
    `WITH RECURSIVE under AS (
       SELECT id FROM cust_orgs WHERE id = ANY($1::int[]) AND merchant_id = $2
       UNION SELECT o.id FROM cust_orgs o JOIN under u ON o.parent_id = u.id)
     ${SELECT} WHERE c.merchant_id = $2 AND c.state = 'normal' AND c.org_id IN (SELECT id FROM under)${orgScopeClause(ctx, 'c.org_id', params)}
     ORDER BY c.id`,
    params,
  );
}

export interface CardRef extends AccountRef {
  cardNo: string;
  cardState: 'active' | 'lost';
  /** The card's last paying day, 'YYYY-MM-DD' in the merchant's time zone; null: no end. */
  cardValidUntil: string | null;
}

/**
 * The account a live card number pays from (main or slave card); a number that is no live card may be a chip
 * serial bound to one (card_binds, stored in capitals). 42200 for an unknown or void number.
 */
export async function accountOfCard(ctx: Ctx, cardNo: string): Promise<CardRef> {
  const find = async (no: string) =>
    (
      await ctx.db.query<CardRef>(
        `SELECT a.id AS "accountId", c.id AS "custId", c.org_id AS "orgId", c.state AS "custState", c.valid_until AS "validUntil", c.psn_type_id AS "psnTypeId", k.card_no AS "cardNo", k.state AS "cardState",
           k.valid_until::text AS "cardValidUntil"
         FROM cards k JOIN accounts a ON a.id = k.account_id JOIN customers c ON c.id = k.cust_id
         WHERE k.merchant_id = $1 AND k.card_no = $2 AND k.state IN ('active', 'lost')`,
        [ctx.merchantId, no],
      )
    )[0];
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
  const params: unknown[] = [accId, ctx.merchantId];
  const row = (await ctx.db.query<AccountRef>(`${SELECT} WHERE a.id = $1 AND c.merchant_id = $2${orgScopeClause(ctx, 'c.org_id', params)}`, params))[0];
  if (!row) throw notFound('account');
  return row;
}

/** Who pays a consumption: a card (or a chip bound to one), a face, or a person id. */
export type PayerKey = { cardNo: string } | { faceId: string } | { custId: number };
export type Payer = CardRef | (AccountRef & { cardNo: null; cardState: null; cardValidUntil: null });

/**
 * The payer as a statement (CTE `p`, parameters from $1) for claimAndLock, with the rules of accountOfCard and
 * accountOfCust: a card number first, else the live card a chip is bound to; a face or person id within the
 * caller's organisation scope.
 */
export function payerStatement(ctx: Ctx, key: PayerKey): { ctes: string; params: unknown[] } {
  const person = `a.id AS "accountId", c.id AS "custId", c.org_id AS "orgId", c.state AS "custState", c.valid_until AS "validUntil", c.psn_type_id AS "psnTypeId"`;
  if ('cardNo' in key) {
    const card = `SELECT ${person}, k.card_no AS "cardNo", k.state AS "cardState", k.valid_until::text AS "cardValidUntil"
      FROM cards k JOIN accounts a ON a.id = k.account_id JOIN customers c ON c.id = k.cust_id
      WHERE k.merchant_id = $1 AND k.state IN ('active', 'lost') AND k.card_no`;
    return {
      ctes: `p AS (SELECT "accountId", "custId", "orgId", "custState", "validUntil", "psnTypeId", "cardNo", "cardState", "cardValidUntil" FROM (
          ${card} = $2
          UNION ALL ${card} = (SELECT b.card_no FROM card_binds b WHERE b.merchant_id = $1 AND b.chip_uid = upper($2) AND b.removed_at IS NULL LIMIT 1)
        ) found ORDER BY "cardNo" = $2 DESC LIMIT 1)`,
      params: [ctx.merchantId, key.cardNo],
    };
  }
  const params: unknown[] = [ctx.merchantId, 'faceId' in key ? key.faceId : key.custId];
  const where = 'faceId' in key ? 'c.face_id = $2' : 'c.id = $2';
  return {
    ctes: `p AS (SELECT ${person}, NULL::text AS "cardNo", NULL::text AS "cardState", NULL::text AS "cardValidUntil"
      FROM customers c JOIN accounts a ON a.cust_id = c.id WHERE c.merchant_id = $1 AND ${where}${orgScopeClause(ctx, 'c.org_id', params)})`,
    params,
  };
}
