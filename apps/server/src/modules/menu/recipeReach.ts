/**
 * Which devices show a recipe, the rule machineMealList applies, as SQL over a device alias and a recipe alias: an
 * issue reached the device (to all of its canteen, or to it by name), and its menu bind, if any, lets the recipe's meal
 * through and at least one of its dishes' types. Counting these is what "issued to N devices" honestly means.
 */

/** An issue of recipe `r` reached device `d`. */
export const reachedSql = (d: string, r: string) =>
  `EXISTS (SELECT 1 FROM menu_recipe_issue_recipes x JOIN menu_recipe_issues i ON i.id = x.issue_id AND i.merchant_id = x.merchant_id
            WHERE x.recipe_id = ${r}.id AND x.merchant_id = ${r}.merchant_id AND (i.scope = 'all' OR ${d}.id = ANY(i.device_ids)))`;

/** Device `d`'s menu bind lets recipe `r` through (no bind: everything). */
export const bindShowsSql = (d: string, r: string) =>
  `NOT EXISTS (SELECT 1 FROM menu_device_binds b WHERE b.merchant_id = ${d}.merchant_id AND b.device_id = ${d}.id
     AND ((cardinality(b.meal_types) > 0 AND NOT ${r}.meal_type = ANY(b.meal_types))
       OR (cardinality(b.dish_type_ids) > 0 AND NOT EXISTS (SELECT 1 FROM menu_recipe_details rd JOIN menu_dishes m ON m.id = rd.dish_id AND m.merchant_id = rd.merchant_id
             WHERE rd.recipe_id = ${r}.id AND rd.merchant_id = ${r}.merchant_id AND m.type_id = ANY(b.dish_type_ids)))))`;

/** The enabled devices of recipe `r`'s canteen that show it now (0 before its first issue). */
export const recipeDeviceCountSql = (r: string) =>
  `CASE WHEN ${r}.issue_count = 0 THEN 0 ELSE (SELECT count(*)::int FROM devices dv
     WHERE dv.merchant_id = ${r}.merchant_id AND dv.canteen_id = ${r}.canteen_id AND dv.state = 'enabled' AND ${reachedSql('dv', r)} AND ${bindShowsSql('dv', r)}) END`;
