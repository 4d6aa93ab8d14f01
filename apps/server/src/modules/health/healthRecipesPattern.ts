import type { HealthRecipeDetailPage } from '@canteen/contract';
import type { Ctx } from '../../platform/context';
import { allDiets } from './dietPatterns';

type Pattern = NonNullable<HealthRecipeDetailPage['pattern']>;

/**
 * The diet pattern a health recipe's day compares with: the first pattern naming one of the illnesses it is for,
 * else one naming one of its person types, else a pattern for everyone (no illness, person type, sex or age: the
 * standard adult's). Patterns are the diet patterns of the health centre (dietPatterns.ts).
 */
export async function patternFor(ctx: Ctx, targets: { chronicIds: Set<number>; psnTypeIds: Set<number> }): Promise<Pattern | null> {
  const diets = await allDiets(ctx);
  const pick = (): [Pattern['matchedBy'], (typeof diets)[number]] | null => {
    const chronic = diets.find((d) => d.chronicIds.some((id) => targets.chronicIds.has(id)));
    if (chronic) return ['chronic', chronic];
    const typed = diets.find((d) => !d.chronicIds.length && d.psnTypeIds.some((id) => targets.psnTypeIds.has(id)));
    if (typed) return ['psnType', typed];
    const general = diets.find((d) => !d.chronicIds.length && !d.psnTypeIds.length && d.sex === 0 && d.ageMin === null && d.ageMax === null);
    return general ? ['general', general] : null;
  };
  const found = pick();
  if (!found) return null;
  const [matchedBy, diet] = found;
  return {
    dietId: diet.dietId,
    name: diet.name,
    matchedBy,
    targets: diet.targets.map((t) => ({ nutrientId: t.nutritionId, code: t.code, name: t.name, unit: t.unit, min: t.min, max: t.max })),
  };
}
