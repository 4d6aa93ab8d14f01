import { devicesAiEndpoints } from '@canteen/contract';
import type { Handlers } from '../../platform/http/register';
import { addConfig, aiConfigs, removeConfig, updateConfig } from './aiConfig';
import { addDish, addPicture, aiCanteens, aiDishes, pageNumbers, removeDish, removePicture, updateDish } from './aiDishes';
import { addMealDish, addMealPicture, allDishes, nextMealToReview, pageMeals, removeMealDish, reviewMeal, uploadDeviceMeal } from './aiMeals';

export const devicesAiHandlers: Handlers<typeof devicesAiEndpoints> = {
  'devicesAi.configPage': (ctx, input) => aiConfigs.page(ctx, input),
  'devicesAi.configAdd': (ctx, input) => addConfig(ctx, input),
  'devicesAi.configUpdate': (ctx, input) => updateConfig(ctx, input),
  'devicesAi.configRemove': (ctx, input) => removeConfig(ctx, input.id),
  'devicesAi.canteenList': (ctx) => aiCanteens(ctx),
  'devicesAi.dishPage': (ctx, input) => aiDishes.page(ctx, input),
  'devicesAi.dishAdd': (ctx, input) => addDish(ctx, input),
  'devicesAi.dishUpdate': (ctx, input) => updateDish(ctx, input),
  'devicesAi.dishRemove': (ctx, input) => removeDish(ctx, input.id),
  'devicesAi.pictureRemove': (ctx, input) => removePicture(ctx, input.id),
  'devicesAi.pictureUpload': (ctx, input) => addPicture(ctx, input.aiDishId),
  'devicesAi.numberPage': (ctx, input) => pageNumbers(ctx, input),
  'devicesAi.mealPage': (ctx, input) => pageMeals(ctx, input),
  'devicesAi.mealReview': (ctx, input) => nextMealToReview(ctx, input.canteenId),
  'devicesAi.reviewOne': (ctx, input) => reviewMeal(ctx, input),
  'devicesAi.mealDishRemove': (ctx, input) => removeMealDish(ctx, input.id),
  'devicesAi.dishAll': (ctx, input) => allDishes(ctx, input.canteenId),
  'devicesAi.mealDishAdd': (ctx, input) => addMealDish(ctx, input),
  'devicesAi.mealDishPicture': (ctx, input) => addMealPicture(ctx, input),
  'devicesAi.deviceMeal': (ctx, input) => uploadDeviceMeal(ctx, input),
};
