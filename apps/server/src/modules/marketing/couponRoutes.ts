import type { marketingCouponsEndpoints } from '@canteen/contract';
import type { Handlers } from '../../platform/http/register';
import { addCoupon, deleteCoupon, listCoupons, updateCoupon } from './coupons';
import { addConfig, configPage, editConfig, grantConfig, removeConfig } from './couponsGrant';
import { batchAddItems, deleteItems, itemPage, itemPrint, logPage, updateItem } from './couponsItems';
import { addUniversal, universalPage, universalPrint, universalSumPage, universalUsePage, voidUniversal } from './couponsUniversal';

export const marketingCouponsHandlers: Handlers<typeof marketingCouponsEndpoints> = {
  'marketingCoupons.configAdd': (ctx, input) => addConfig(ctx, input),
  'marketingCoupons.configGrant': (ctx, input) => grantConfig(ctx, input.configId),
  'marketingCoupons.configPage': (ctx, input) => configPage(ctx, input),
  'marketingCoupons.configEdit': (ctx, input) => editConfig(ctx, input),
  'marketingCoupons.configRemove': (ctx, input) => removeConfig(ctx, input.configId),
  'marketingCoupons.couponAdd': (ctx, input) => addCoupon(ctx, input),
  'marketingCoupons.couponList': (ctx, input) => listCoupons(ctx, input),
  'marketingCoupons.couponUpdate': (ctx, input) => updateCoupon(ctx, input),
  'marketingCoupons.couponDelete': (ctx, input) => deleteCoupon(ctx, input.couponId),
  'marketingCoupons.itemBatchAdd': (ctx, input) => batchAddItems(ctx, input),
  'marketingCoupons.itemList': (ctx, input) => itemPage(ctx, input),
  'marketingCoupons.itemPrint': (ctx, input) => itemPrint(ctx, input),
  'marketingCoupons.itemUpdate': (ctx, input) => updateItem(ctx, input),
  'marketingCoupons.itemDelete': (ctx, input) => deleteItems(ctx, input.itemIds),
  'marketingCoupons.universalList': (ctx, input) => universalPage(ctx, input),
  'marketingCoupons.universalAdd': (ctx, input) => addUniversal(ctx, input),
  'marketingCoupons.universalPrint': (ctx, input) => universalPrint(ctx, input.universalIds),
  'marketingCoupons.universalDelete': (ctx, input) => voidUniversal(ctx, input.universalId),
  'marketingCoupons.universalOrdList': (ctx, input) => universalUsePage(ctx, input),
  'marketingCoupons.universalOrdSum': (ctx, input) => universalSumPage(ctx, input),
  'marketingCoupons.logList': (ctx, input) => logPage(ctx, input),
};
