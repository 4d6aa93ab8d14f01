import { z } from 'zod';
import { day, mealType, priceCents, type ThirdMenuSyncResult } from '@canteen/contract';
import type { Ctx } from '../../platform/context';
import { businessRule } from '../../platform/http/errors';
import { Where } from '../../platform/sql';
import { findCanteen } from '../canteens';
import { settingsHandlers } from '../settings';
import { assertRange, saveWithDetails, type DetailLine } from './recipes';

/**
 * Recipes kept by a third-party menu service (a catering company's system), pulled by hand (DESIGN §10: behind a
 * small interface). Which service applies is the merchant's third-party base configuration (thirdbase): enabled,
 * with a provider name that a registered adapter answers to. No adapter ships for a real provider yet, so with none
 * registered every merchant gets "no third-party menu service is configured" and nothing is written.
 */

/** A recipe as the third party describes it: dishes by name (their ids mean nothing to us). */
export interface ThirdRecipe {
  recipeDate: string;
  mealType: number;
  name: string;
  dishes: { dishName: string; supplyQty: number | null; discountPrice: number | null }[];
}
export interface ThirdMenuQuery {
  canteenId: number;
  canteenName: string;
  startDate: string;
  endDate: string;
}
/** The configuration an adapter connects with (the secret stays sealed in settings). */
export interface ThirdMenuConfig {
  providerName: string;
  apiUrl: string;
  appId: string;
}
export interface ThirdMenuSource {
  fetchRecipes(q: ThirdMenuQuery, config: ThirdMenuConfig): Promise<ThirdRecipe[]>;
}

const sources = new Map<string, ThirdMenuSource>();

/** Makes an adapter answer to a provider name; returns its removal. */
export function registerThirdMenuSource(provider: string, source: ThirdMenuSource): () => void {
  sources.set(provider, source);
  return () => sources.delete(provider);
}

/** What a third party sends is checked like any input: a bad reply refuses the sync instead of writing half of it. */
const thirdReply = z.array(
  z.object({
    recipeDate: day,
    mealType,
    name: z.string().trim().max(200).default(''),
    dishes: z
      .array(z.object({ dishName: z.string().trim().min(1).max(100), supplyQty: z.int().min(0).max(100_000).nullable().default(null), discountPrice: priceCents.nullable().default(null) }))
      .max(200),
  }),
);

async function fetchThird(ctx: Ctx, input: { canteenId: number; startDate: string; endDate: string }): Promise<ThirdRecipe[]> {
  assertRange(input.startDate, input.endDate);
  const canteen = await findCanteen(ctx, input.canteenId);
  // The settings face's own reader of the configuration (secrets masked: an adapter needing one reads it sealed).
  const config = await settingsHandlers['settings.thirdBaseGet'](ctx, {});
  if (!config.enabled) throw businessRule('thirdMenuNotConfigured');
  const provider = config.providerName.trim();
  const source = sources.get(provider);
  if (!source) throw businessRule('thirdMenuUnsupported', { provider });
  let reply: unknown;
  try {
    reply = await source.fetchRecipes({ ...input, canteenName: canteen.canteenName }, { providerName: provider, apiUrl: config.apiUrl, appId: config.appId });
  } catch (e) {
    throw businessRule('thirdMenuFailed', { reason: e instanceof Error ? e.message.slice(0, 200) : 'error' });
  }
  const parsed = thirdReply.safeParse(reply);
  if (!parsed.success) throw businessRule('thirdMenuFailed', { reason: parsed.error.issues[0]?.message ?? 'invalid reply' });
  return parsed.data.filter((r) => r.recipeDate >= input.startDate && r.recipeDate <= input.endDate);
}

/** Approved dishes the caller reaches, by exact name. */
async function dishesByName(ctx: Ctx, names: string[]): Promise<Map<string, number>> {
  const w = new Where('merchant_id = ?', ctx.merchantId)
    .add('name = ANY(?::text[])', [...new Set(names)])
    .add(`audit_state = 'approved'`)
    .scope(ctx, 'dish', 'type_id');
  const rows = await ctx.db.query<{ id: number; name: string }>(`SELECT id, name FROM menu_dishes WHERE ${w.sql}`, w.params);
  return new Map(rows.map((r) => [r.name, r.id]));
}

const unknownOf = (recipes: ThirdRecipe[], known: Map<string, number>) =>
  [...new Set(recipes.flatMap((r) => r.dishes.map((d) => d.dishName)).filter((n) => !known.has(n)))].sort();

export async function previewThirdMenu(ctx: Ctx, input: { canteenId: number; startDate: string; endDate: string }) {
  const recipes = await fetchThird(ctx, input);
  const known = await dishesByName(ctx, recipes.flatMap((r) => r.dishes.map((d) => d.dishName)));
  return {
    recipes: recipes.map((r) => ({ ...r, dishes: r.dishes.map((d) => ({ ...d, dishId: known.get(d.dishName) ?? null })) })),
    unknownDishes: unknownOf(recipes, known),
  };
}

interface CurrentRecipe {
  name: string;
  remark: string;
  enabled: boolean;
  lines: string;
}

/**
 * Creates or replaces the canteen's recipes of those days from the third party's. A recipe whose name and dishes are
 * already as sent is left alone (so syncing twice changes nothing); one without any known dish is not written.
 */
export async function syncThirdMenu(ctx: Ctx, input: { canteenId: number; startDate: string; endDate: string }): Promise<ThirdMenuSyncResult> {
  const recipes = await fetchThird(ctx, input);
  const known = await dishesByName(ctx, recipes.flatMap((r) => r.dishes.map((d) => d.dishName)));
  // The last of several recipes for one cell wins, as the third party would show it.
  const cells = new Map(recipes.map((r) => [`${r.recipeDate}/${r.mealType}`, r]));
  const result: ThirdMenuSyncResult = { created: 0, replaced: 0, unchanged: 0, unknownDishes: unknownOf(recipes, known) };
  for (const r of cells.values()) {
    const lines: DetailLine[] = [];
    for (const d of r.dishes) {
      const dishId = known.get(d.dishName);
      if (dishId === undefined || lines.some((l) => l.dishId === dishId)) continue;
      lines.push({ dishId, supplyQty: d.supplyQty, discountPrice: d.discountPrice, startTime: null, endTime: null, sort: lines.length });
    }
    if (!lines.length) continue;
    const name = r.name.slice(0, 50);
    const current = (
      await ctx.db.query<CurrentRecipe>(
        `SELECT r.name, r.remark, r.enabled,
                coalesce((SELECT string_agg(concat(d.dish_id, ':', coalesce(d.supply_qty::text, '-'), ':', coalesce(d.discount_price::text, '-'), ':',
                     coalesce(d.start_minute::text, '-'), ':', coalesce(d.end_minute::text, '-'), ':', d.sort), ',' ORDER BY d.dish_id)
                   FROM menu_recipe_details d WHERE d.recipe_id = r.id AND d.merchant_id = r.merchant_id), '') AS lines
           FROM menu_recipes r WHERE r.merchant_id = $1 AND r.canteen_id = $2 AND r.recipe_date = $3 AND r.meal_type = $4 FOR UPDATE`,
        [ctx.merchantId, input.canteenId, r.recipeDate, r.mealType],
      )
    )[0];
    const wanted = [...lines]
      .sort((a, b) => a.dishId - b.dishId)
      .map((l) => `${l.dishId}:${l.supplyQty ?? '-'}:${l.discountPrice ?? '-'}:-:-:${l.sort}`)
      .join(',');
    if (current && current.name === name && current.lines === wanted) {
      result.unchanged++;
      continue;
    }
    await saveWithDetails(ctx, {
      canteenId: input.canteenId,
      recipeDate: r.recipeDate,
      mealType: r.mealType,
      name,
      remark: current?.remark ?? '',
      enabled: current?.enabled ?? true,
      details: lines,
    });
    if (current) result.replaced++;
    else result.created++;
  }
  return result;
}
