import type { Ctx } from '../../platform/context';
import { fieldError } from '../../platform/http/errors';
import { chronicOptions, psnTypes } from '../people';

/**
 * Who a health recipe, an article or a subscription is for: chronic illnesses and person types of the people
 * module, kept as id arrays. Ids must be the merchant's when written; ids of entries removed later are dropped
 * when read.
 */
export interface TargetNames {
  chronics: Map<number, string>;
  psnTypes: Map<number, string>;
}

export async function targetNames(ctx: Ctx): Promise<TargetNames> {
  const [chronics, types] = await Promise.all([chronicOptions(ctx), psnTypes.list(ctx)]);
  return {
    chronics: new Map(chronics.map((c) => [c.chronicId, c.chronicName])),
    psnTypes: new Map(types.map((p) => [p.psnTypeId, p.psnTypeName])),
  };
}

/** Refuses (40000 on the field, nothing written) an id that is not one of the merchant's. */
export async function checkTargets(ctx: Ctx, input: { chronicIds?: readonly number[]; psnTypeIds?: readonly number[] }): Promise<void> {
  const known = await targetNames(ctx);
  const badChronic = input.chronicIds?.find((id) => !known.chronics.has(id));
  if (badChronic !== undefined) throw fieldError('chronicIds', 'healthRecipeChronicUnknown', { id: badChronic });
  const badType = input.psnTypeIds?.find((id) => !known.psnTypes.has(id));
  if (badType !== undefined) throw fieldError('psnTypeIds', 'healthRecipePsnTypeUnknown', { id: badType });
}

/** The ids still known, each with its name, in the order given. */
export function namedList(ids: readonly number[], names: Map<number, string>): { ids: number[]; named: { id: number; name: string }[] } {
  const kept = ids.filter((id) => names.has(id));
  return { ids: kept, named: kept.map((id) => ({ id, name: names.get(id)! })) };
}

export const uniqueIds = (ids: readonly number[]) => [...new Set(ids)];

export const iso = (v: unknown): string => (v instanceof Date ? v.toISOString() : String(v));

/** The choices of the pages: the merchant's chronic illnesses and person types, by sort. */
export async function targetOptions(ctx: Ctx): Promise<{ chronics: { id: number; name: string }[]; psnTypes: { id: number; name: string }[] }> {
  const names = await targetNames(ctx);
  const list = (m: Map<number, string>) => [...m].map(([id, name]) => ({ id, name }));
  return { chronics: list(names.chronics), psnTypes: list(names.psnTypes) };
}
