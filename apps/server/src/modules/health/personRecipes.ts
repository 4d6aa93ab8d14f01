import type { PersonHealthRecipes } from '@canteen/contract';
import type { Ctx } from '../../platform/context';
import { notFound } from '../../platform/http/errors';
import { healthPeople } from '../people';
import { allNodes, effectiveTargets } from './healthRecipes';
import { recipeLines, recipeNutrition } from './healthRecipesDetails';
import { targetNames } from './healthRecipesTargets';

type Match = PersonHealthRecipes['recipes'][number]['matchedBy'];
const RANK: Record<Match, number> = { chronic: 0, psnType: 1, general: 2 };

/** A person's chronic illnesses, as their health profile keeps them. */
async function personChronicIds(ctx: Ctx, custId: number): Promise<number[]> {
  const rows = await ctx.db.query<{ id: number }>(`SELECT chronic_id AS id FROM health_profile_chronics WHERE merchant_id = $1 AND cust_id = $2`, [ctx.merchantId, custId]);
  return rows.map((r) => r.id);
}

/**
 * The health recipes that suit a person (queryCustHealthRecipe): recipes for one of their chronic illnesses first,
 * then recipes for no illness but their person type, then recipes for everyone (no illness, no person type). A
 * recipe for another illness or for other person types does not suit them. Who a recipe is for includes what the
 * categories above it say. A person outside the caller's organisations is not found.
 */
export async function personHealthRecipes(ctx: Ctx, custId: number): Promise<PersonHealthRecipes> {
  const person = (await healthPeople(ctx, { custIds: [custId] })).records[0];
  if (!person) throw notFound('customer');
  const [chronicIds, nodes, names] = await Promise.all([personChronicIds(ctx, custId), allNodes(ctx), targetNames(ctx)]);
  const own = new Set(chronicIds.filter((id) => names.chronics.has(id)));
  const suited = nodes.flatMap((node) => {
    if (node.kind !== 'recipe') return [];
    const targets = effectiveTargets(nodes, node.id);
    const matchedChronics = [...targets.chronicIds].filter((id) => own.has(id));
    let matchedBy: Match;
    if (targets.chronicIds.size) {
      if (!matchedChronics.length) return [];
      matchedBy = 'chronic';
    } else if (targets.psnTypeIds.size) {
      if (person.psnTypeId === null || !targets.psnTypeIds.has(person.psnTypeId)) return [];
      matchedBy = 'psnType';
    } else matchedBy = 'general';
    return [{ node, path: targets.path, matchedBy, matchedChronics: matchedChronics.map((id) => names.chronics.get(id)!) }];
  });
  suited.sort((a, b) => RANK[a.matchedBy] - RANK[b.matchedBy] || a.node.sort - b.node.sort || a.node.id - b.node.id);
  const recipeIds = suited.map((s) => s.node.id);
  const nutrition = await recipeNutrition(ctx, recipeIds, await recipeLines(ctx, recipeIds));
  return {
    person: {
      custId: person.custId,
      custName: person.custName,
      custNum: person.custNum,
      orgName: person.orgName,
      psnTypeId: person.psnTypeId,
      psnTypeName: person.psnTypeName,
      chronics: [...names.chronics].filter(([id]) => own.has(id)).map(([id, name]) => ({ id, name })),
    },
    recipes: suited.map((s) => ({
      healthRecipeId: s.node.id,
      name: s.node.name,
      path: s.path,
      matchedBy: s.matchedBy,
      matchedChronics: s.matchedChronics,
      energyKcal: s.node.energyKcal,
      description: s.node.description,
      lineCount: s.node.lineCount,
      totals: nutrition.totals.get(s.node.id)!.day,
    })),
  };
}
