import type { Ctx } from '../../platform/context';
import { orgScopeOf, Params } from '../../platform/sql';
import type { FileOwnerAccess } from '../files';

/**
 * Who may be served a person's photo or a health report's image (files' port): the person must be inside the
 * caller's organisation scope, as their record is. Several records may hold one URL; one visible is enough.
 */
export const fileOwnerAccess: FileOwnerAccess = async (ctx: Ctx, owner, url) => {
  const q = new Params();
  const $ = q.named({ merchant: ctx.merchantId, url });
  const scope = orgScopeOf(ctx, q, 'c.org_id') ?? 'true';
  const from =
    owner === 'person'
      ? `FROM customers c WHERE c.merchant_id = ${$.merchant} AND c.photo_url = ${$.url}`
      : `FROM cust_health_reports r JOIN customers c ON c.id = r.cust_id AND c.merchant_id = r.merchant_id
          WHERE r.merchant_id = ${$.merchant} AND r.images @> ARRAY[${$.url}::text]`;
  const row = (await ctx.db.query<{ visible: boolean | null }>(`SELECT bool_or(${scope}) AS visible ${from}`, q.params))[0];
  return row.visible === null ? 'unreferenced' : row.visible ? 'visible' : 'hidden';
};
