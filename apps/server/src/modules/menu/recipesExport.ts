import { EXPORT_CAP, MEAL_TYPES } from '@canteen/contract';
import type { Ctx } from '../../platform/context';
import type { FileReply } from '../../platform/http/register';
import { LANGS, translate, type Lang, type MessageKey } from '../../platform/messages';
import { eachRow, exportXlsx } from '../../platform/xlsx/export';
import { recipeExportTexts as col, recipeYesNoTexts } from '../../platform/messages/menuRecipes';
import { merchantTimeZone } from '../settings';
import { recipeWhere, type RecipeQuery } from './recipes';

/** Export limits; tests lower the cap instead of inserting 50 001 rows. */
export const recipeExportLimits = { cap: EXPORT_CAP };

const mealWords = Object.fromEntries(
  MEAL_TYPES.map((n) => [String(n), Object.fromEntries(LANGS.map((lang) => [lang, translate(lang, `mealType${n}` as MessageKey)])) as Record<Lang, string>]),
);
const clock = (column: string) => `lpad((${column} / 60)::text, 2, '0') || ':' || lpad((${column} % 60)::text, 2, '0')`;

/** The recipes of the filters, one row per dish (a recipe without dishes is one row). */
export async function recipeExport(ctx: Ctx, q: RecipeQuery): Promise<FileReply> {
  const w = recipeWhere(ctx, q);
  const from = `FROM menu_recipes r JOIN canteens c ON c.id = r.canteen_id AND c.merchant_id = r.merchant_id
    LEFT JOIN menu_recipe_details d ON d.recipe_id = r.id AND d.merchant_id = r.merchant_id
    LEFT JOIN menu_dishes m ON m.id = d.dish_id AND m.merchant_id = d.merchant_id
    WHERE ${w.sql}`;
  const total = (await ctx.db.query<{ n: number }>(`SELECT count(*)::int AS n ${from}`, w.params))[0].n;
  const name = col.title[ctx.lang];
  return exportXlsx(ctx, {
    fileName: name,
    sheetName: name,
    columns: [
      { header: col.canteenName, key: 'canteenName', width: 16 },
      { header: col.recipeDate, key: 'recipeDate', width: 12 },
      { header: col.mealType, key: 'mealType', labels: mealWords },
      { header: col.name, key: 'name', width: 16 },
      { header: col.enabled, key: 'enabled', labels: recipeYesNoTexts },
      // One row per dish: the dish's columns write the table's dishes.
      { header: col.dishName, key: 'dishName', field: 'dishNames', width: 16 },
      { header: col.price, key: 'price', field: 'dishNames', money: true },
      { header: col.discountPrice, key: 'discountPrice', field: 'dishNames', money: true },
      { header: col.supplyQty, key: 'supplyQty', field: 'dishNames' },
      { header: col.time, key: 'time', field: 'dishNames', width: 14 },
      { header: col.issuedAt, key: 'issuedAt', time: true, width: 20 },
      { header: col.appletIssuedAt, key: 'appletIssuedAt', time: true, width: 20 },
    ],
    rows: eachRow(
      ctx.db.cursor<Record<string, unknown>>(
        `SELECT c.name AS "canteenName", to_char(r.recipe_date, 'YYYY-MM-DD') AS "recipeDate", r.meal_type::text AS "mealType", r.name, r.enabled::text AS enabled,
                m.name AS "dishName", m.price, d.discount_price AS "discountPrice", d.supply_qty AS "supplyQty",
                CASE WHEN d.start_minute IS NULL AND d.end_minute IS NULL THEN NULL
                     ELSE coalesce(${clock('d.start_minute')}, '') || '–' || coalesce(${clock('d.end_minute')}, '') END AS time,
                r.issued_at AS "issuedAt", r.applet_issued_at AS "appletIssuedAt"
         ${from} ORDER BY r.recipe_date DESC, r.canteen_id, r.meal_type, d.sort, d.id`,
        w.params,
      ),
    ),
    total,
    cap: recipeExportLimits.cap,
    timeZone: await merchantTimeZone(ctx),
  });
}
