import { GENERATE_MAX_DAYS, type Generation } from '@canteen/contract';
import type { Ctx } from '../../platform/context';
import { fieldError } from '../../platform/http/errors';
import { daysBetween, findCanteen } from '../canteens';
import { assertWarehouse, houseMaterialFacts, isGramName, unitFactors } from '../inventory';
import { plannedMaterials } from '../menu';
import { lastPrices } from './plans';

/** Rounds up to thousandths (a float's noise below a millionth is not a thousandth more). */
const ceilMilli = (v: number) => Math.ceil(Math.round(v * 1_000_000) / 1000) / 1000;

/**
 * The plan generator (drpdishesconversion/calculate/material): for a canteen's enabled recipes of [from, to], each
 * recipe dish's planned portions (its supply quantity, else `defaultPortions`) × the grams of its ingredients,
 * summed per material, converted from grams into the unit the warehouse keeps the material in, less stock on hand
 * (never below 0; kept when `ignoreStock`), rounded up to thousandths of the unit. A material the warehouse does
 * not keep, or keeps in a unit no gram unit reaches, is listed apart as not stocked. Each line carries the last
 * price an order paid for it and that order's supplier, when there is one.
 */
export async function calculateMaterial(
  ctx: Ctx,
  input: { canteenId: number; warehouseId: number; from: string; to: string; defaultPortions: number; ignoreStock: boolean },
): Promise<Generation> {
  await findCanteen(ctx, input.canteenId);
  await assertWarehouse(ctx, input.warehouseId);
  if (input.to < input.from) throw fieldError('to', 'generateDayOrder');
  if (daysBetween(input.from, input.to) >= GENERATE_MAX_DAYS) throw fieldError('to', 'generateTooManyDays', { max: GENERATE_MAX_DAYS });
  const planned = await plannedMaterials(ctx, input);
  const kept = new Map(
    (
      await houseMaterialFacts(
        ctx,
        input.warehouseId,
        planned.materials.map((m) => m.materialId),
      )
    ).map((h) => [h.materialId, h]),
  );
  const units = await unitFactors(ctx);
  const grams = [...units.values()].filter((u) => isGramName(u.name));
  const prices = await lastPrices(
    ctx,
    [...kept.values()].map((h) => h.houseMaterialId),
  );
  const lines: Generation['lines'] = [];
  const notStocked: Generation['notStocked'] = [];
  for (const m of planned.materials) {
    const house = kept.get(m.materialId);
    if (!house) {
      notStocked.push({ materialId: m.materialId, materialName: m.materialName, grams: m.grams, reason: 'noHouseMaterial' });
      continue;
    }
    const unit = units.get(house.unitId);
    const gram = unit && grams.find((g) => g.rootId === unit.rootId);
    if (!unit || !gram) {
      notStocked.push({ materialId: m.materialId, materialName: m.materialName, grams: m.grams, reason: 'noGramUnit' });
      continue;
    }
    const need = (m.grams * gram.factor) / unit.factor;
    const buy = input.ignoreStock ? need : Math.max(0, need - house.stockQty);
    const last = prices.get(house.houseMaterialId);
    lines.push({
      houseMaterialId: house.houseMaterialId,
      materialId: m.materialId,
      materialName: house.materialName,
      unitName: house.unitName,
      grams: m.grams,
      needQty: ceilMilli(need),
      stockQty: house.stockQty,
      qty: ceilMilli(buy),
      unitPrice: last?.unitPrice ?? null,
      supplierId: last?.supplierId ?? null,
    });
  }
  return { recipeCount: planned.recipeCount, dishCount: planned.dishCount, lines, notStocked };
}
