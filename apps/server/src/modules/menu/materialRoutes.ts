import type { menuMaterialsEndpoints } from '@canteen/contract';
import { prepareFirst, type Handlers } from '../../platform/http/register';
import { addMaterial, editMaterial, materialOptions, materialPage, materialsOfDish, removeMaterials } from './materials';
import { exportMaterials, importMaterials, materialTemplate, readMaterialSheet } from './materialsXlsx';
import { addCategory, categoryPage, categoryTree, editCategory, removeCategory } from './materialCategories';
import { addNutrient, editNutrient, initDefaultNutrients, nutrientList, nutrientPage, nutrientTypes, removeNutrient } from './nutrients';

export const menuMaterialsHandlers: Handlers<typeof menuMaterialsEndpoints> = {
  'menuMaterials.materialsOfDish': (ctx, input) => materialsOfDish(ctx, input.dishesId),
  'menuMaterials.materialAdd': (ctx, input) => addMaterial(ctx, input),
  'menuMaterials.materialPage': (ctx, input) => materialPage(ctx, input),
  'menuMaterials.materialEdit': (ctx, input) => editMaterial(ctx, input),
  'menuMaterials.materialRemove': (ctx, input) => removeMaterials(ctx, [input.materialId]),
  'menuMaterials.materialRemoveBatch': (ctx, input) => removeMaterials(ctx, input.materialIds),
  'menuMaterials.materialImport': prepareFirst(
    (ctx) => readMaterialSheet(ctx),
    (ctx, _input, read) => importMaterials(ctx, read),
  ),
  'menuMaterials.materialOptions': (ctx, input) => materialOptions(ctx, input.materialName),
  'menuMaterials.materialTemplate': (ctx) => materialTemplate(ctx),
  'menuMaterials.materialExport': (ctx, input) => exportMaterials(ctx, input),
  'menuMaterials.categoryAdd': (ctx, input) => addCategory(ctx, input),
  'menuMaterials.categoryEdit': (ctx, input) => editCategory(ctx, input),
  'menuMaterials.categoryRemove': (ctx, input) => removeCategory(ctx, input.id),
  'menuMaterials.categoryTree': (ctx) => categoryTree(ctx),
  'menuMaterials.categoryPage': (ctx, input) => categoryPage(ctx, input),
  'menuMaterials.nutrientTypes': async (ctx) => nutrientTypes(ctx.lang),
  'menuMaterials.nutrientList': (ctx, input) => nutrientList(ctx, input.typeCode),
  'menuMaterials.nutrientAdd': (ctx, input) => addNutrient(ctx, input),
  'menuMaterials.nutrientEdit': (ctx, input) => editNutrient(ctx, input),
  'menuMaterials.nutrientRemove': (ctx, input) => removeNutrient(ctx, input.nutritionId),
  'menuMaterials.nutrientPage': (ctx, input) => nutrientPage(ctx, input),
  'menuMaterials.nutrientInitDefault': (ctx) => initDefaultNutrients(ctx),
};
