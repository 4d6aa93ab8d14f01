import type { Ctx } from '../../platform/context';

/**
 * Unit conversion (drpunit/conversion/unit and the plan generator): a unit defined as `ratio` of a base unit reaches
 * a root through its chain; two units convert when they share the root, by the ratio of their factors to it.
 */
export interface UnitFactor {
  unitId: number;
  name: string;
  rootId: number;
  /** How many root units one of this unit is. */
  factor: number;
}

/** Every unit of the merchant with its root and factor (a short list: read whole). */
export async function unitFactors(ctx: Ctx): Promise<Map<number, UnitFactor>> {
  const rows = await ctx.db.query<{ id: number; name: string; root_id: number; factor: string }>(
    `WITH RECURSIVE chain AS (
       SELECT id, name, id AS at_id, base_unit_id, 1::numeric AS factor, 0 AS depth FROM inv_units WHERE merchant_id = $1
       UNION ALL
       SELECT c.id, c.name, u.id, u.base_unit_id, c.factor * p.ratio, c.depth + 1
         FROM chain c JOIN inv_units p ON p.merchant_id = $1 AND p.id = c.at_id JOIN inv_units u ON u.merchant_id = $1 AND u.id = p.base_unit_id
        WHERE c.depth < 10
     )
     SELECT DISTINCT ON (id) id, name, at_id AS root_id, factor::text FROM chain ORDER BY id, depth DESC`,
    [ctx.merchantId],
  );
  return new Map(rows.map((r) => [r.id, { unitId: r.id, name: r.name, rootId: r.root_id, factor: Number(r.factor) }]));
}

/** `qty` of one unit in another, rounded to thousandths; null when they do not share a root. */
export function convert(units: Map<number, UnitFactor>, qty: number, fromUnitId: number, toUnitId: number): number | null {
  const from = units.get(fromUnitId);
  const to = units.get(toUnitId);
  if (!from || !to || from.rootId !== to.rootId) return null;
  return Math.round(((qty * from.factor) / to.factor) * 1000) / 1000;
}

/** The unit a name means, for the grams recipes count in: 'g', '克' (case-insensitive), or null. */
export const isGramName = (name: string) => /^(g|克|gram|grams)$/i.test(name.trim());
