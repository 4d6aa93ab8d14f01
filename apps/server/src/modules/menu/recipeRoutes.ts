import type { menuRecipesEndpoints } from '@canteen/contract';
import type { Handlers } from '../../platform/http/register';
import { dishBasics } from './dishes';
import { typeChoices } from './dishTypes';
import { addDetails, addRecipe, detailPage, editDetail, editRecipe, enableRecipes, issueToApplet, recipePage, recipePlan, removeDetails, removeRecipe, saveWithDetails } from './recipes';
import { copyRecipes } from './recipesCopy';
import { recipeExport } from './recipesExport';
import { issueDevices, issueRecordPage, issueToAll, issueToDevices, machineMealList } from './recipeIssue';
import { bindMenu, menuBindPage, unbindMenu } from './menuBind';
import { previewThirdMenu, syncThirdMenu } from './thirdMenu';

export const menuRecipesHandlers: Handlers<typeof menuRecipesEndpoints> = {
  'menuRecipes.dishChoices': dishBasics,
  'menuRecipes.dishTypeChoices': (ctx) => typeChoices(ctx),
  'menuRecipes.add': addRecipe,
  'menuRecipes.saveWithDetails': saveWithDetails,
  'menuRecipes.detailAdd': addDetails,
  'menuRecipes.detailEdit': editDetail,
  'menuRecipes.detailBatchRemove': (ctx, { detailIds }) => removeDetails(ctx, detailIds),
  'menuRecipes.edit': editRecipe,
  'menuRecipes.remove': (ctx, { recipeId }) => removeRecipe(ctx, recipeId),
  'menuRecipes.page': recipePage,
  'menuRecipes.export': recipeExport,
  'menuRecipes.detailPage': detailPage,
  'menuRecipes.plan': recipePlan,
  'menuRecipes.copy': copyRecipes,
  'menuRecipes.enable': enableRecipes,
  'menuRecipes.issueToApplet': (ctx, { recipeIds }) => issueToApplet(ctx, recipeIds),
  'menuRecipes.issueAll': (ctx, { recipeIds }) => issueToAll(ctx, recipeIds),
  'menuRecipes.issuePart': (ctx, { recipeIds, deviceIds }) => issueToDevices(ctx, recipeIds, deviceIds, 'part'),
  'menuRecipes.issueSingle': (ctx, { recipeIds, deviceId }) => issueToDevices(ctx, recipeIds, [deviceId], 'single'),
  'menuRecipes.issueDevices': (ctx, { canteenId }) => issueDevices(ctx, canteenId),
  'menuRecipes.issueRecordPage': issueRecordPage,
  'menuRecipes.menuBind': bindMenu,
  'menuRecipes.menuUnbind': (ctx, { deviceId }) => unbindMenu(ctx, deviceId),
  'menuRecipes.menuBindPage': menuBindPage,
  'menuRecipes.machineMealList': machineMealList,
  'menuRecipes.thirdSync': syncThirdMenu,
  'menuRecipes.thirdPreview': previewThirdMenu,
};
