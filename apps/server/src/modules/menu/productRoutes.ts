import type { menuProductsEndpoints } from '@canteen/contract';
import type { Handlers } from '../../platform/http/register';
import { addProduct, editProduct, productExport, productPage, putawayProducts, removeProduct } from './products';
import { approvedDishChoices } from './productsDishChoices';
import { addSetMeal, editSetMeal, removeSetMeal, setMealExport, setMealPage } from './setMeals';
import { addSample, deviceSaveSample, disposeSamples, sampleExport, samplePage } from './samples';
import { sampleCanteenPage, sampleDiffPage, sampleOverview } from './samplesDiff';

/** Exports carry the page's filters; paging fields are ignored. */
const filters = <T extends { page?: number; limit?: number }>({ page: _p, limit: _l, ...rest }: T) => rest;

export const menuProductsHandlers: Handlers<typeof menuProductsEndpoints> = {
  'menuProducts.productPage': productPage,
  'menuProducts.productAdd': addProduct,
  'menuProducts.productEdit': editProduct,
  'menuProducts.productRemove': (ctx, { productId }) => removeProduct(ctx, productId),
  'menuProducts.productPutaway': putawayProducts,
  'menuProducts.productExport': (ctx, q) => productExport(ctx, filters(q)),
  'menuProducts.productDishList': approvedDishChoices,
  'menuProducts.setMealPage': setMealPage,
  'menuProducts.setMealAdd': addSetMeal,
  'menuProducts.setMealEdit': editSetMeal,
  'menuProducts.setMealRemove': (ctx, { packageId }) => removeSetMeal(ctx, packageId),
  'menuProducts.setMealExport': (ctx, q) => setMealExport(ctx, filters(q)),
  'menuProducts.setMealDishList': approvedDishChoices,
  'menuProducts.sampleRecordPage': samplePage,
  'menuProducts.sampleRecordExport': (ctx, q) => sampleExport(ctx, filters(q)),
  'menuProducts.sampleDiffPage': sampleDiffPage,
  'menuProducts.sampleAdd': addSample,
  'menuProducts.sampleDispose': disposeSamples,
  'menuProducts.sampleDishList': approvedDishChoices,
  'menuProducts.sampleCanteenPage': sampleCanteenPage,
  'menuProducts.sampleOverview': sampleOverview,
  'menuProducts.sampleDeviceSave': deviceSaveSample,
};
