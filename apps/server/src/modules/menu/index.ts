/** The menu module's face (docs/ARCHITECTURE.md §6): what other modules and the app may use. */
export { menuMaterialsHandlers } from './materialRoutes';
export { menuDishesHandlers } from './dishRoutes';
export { menuProductsHandlers } from './productRoutes';
export { menuRecipesHandlers } from './recipeRoutes';
export { assertDishes, dishIdsByName, dishNutrition, findDishes, nutrientCatalogue, type DishBasics, type Nutrient, type NutrientAmount } from './dishFacts';
export { mealMenu, mealPrices, plannedDishes, type MealDish, type PlannedDish } from './recipeFacts';
export { plannedMaterials, type PlannedMaterial } from './dishIngredients';
export { dishNamesOf } from './dishCatalogue';
export { addMaterial, materialIdsByName } from './materials';
export { addCategory as addMaterialCategory } from './materialCategories';
export { initDefaultNutrients } from './nutrients';
export { addProduct, putawayProducts } from './products';
export { addSetMeal } from './setMeals';
export { addSample, disposeSamples } from './samples';
export { addDish, approveDishes, type DishInput } from './dishesWrite';
export { dishClassIdsByName, materialsByName as dishMaterialsByName } from './dishes';
export { initDishData } from './dishClasses';
export { seedLike } from './dishLikes';
export { issueToApplet, saveWithDetails } from './recipes';
export { issueToAll } from './recipeIssue';
export { dishBasics as dishPicker } from './dishes';
// One allowlist for every stored rich text (dish details, health articles).
export { sanitizeDishHtml as sanitizeRichText } from './richText';
