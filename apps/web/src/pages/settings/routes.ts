import { lazy } from 'react';
import type { PageMap } from '../pageMap';

/** Pages of the settings area, one line each: '/basesetting/…': lazy(() => import('./…')). */
export const settingsPages: PageMap = {
  '/basesetting/merchantsetting': lazy(() => import('./merchantSetting')),
  '/basesetting/koukuan': lazy(() => import('./deduction')),
  '/basesetting/wechartsmallset/smallprogramkoukuan': lazy(() => import('./appletDeduction')),
  '/basesetting/wechartsmallset/appletbanner': lazy(() => import('./banners')),
  '/basesetting/wechartsmallset/appletbannerdy': lazy(() => import('./dynamicBanners')),
  '/basesetting/wechartsmallset/appletad': lazy(() => import('./ads')),
  '/basesetting/wechartsmallset/appletset': lazy(() => import('./appletSettings')),
  '/basesetting/wechartsmallset/iconset': lazy(() => import('./icons')),
  '/basesetting/wechartsmallset/qucan': lazy(() => import('./pickupTemplates')),
  '/basesetting/wechartsmallset/appletcaipin': lazy(() => import('./recommendedDishes')),
  '/basesetting/gongzhonghaoset': lazy(() => import('./officialAccount')),
  '/basesetting/appletpay': lazy(() => import('./payment')),
  '/basesetting/appletpay/nonghang': lazy(() => import('./payment/AbcPage')),
  '/basesetting/appletpay/gonghang': lazy(() => import('./payment/IcbcPage')),
  '/basesetting/thirdbase': lazy(() => import('./thirdParty/BasePage')),
  '/basesetting/thirdzhifu': lazy(() => import('./thirdParty/PayPage')),
  '/basesetting/dingding': lazy(() => import('./dingtalk')),
  '/basesetting/dataScreen': lazy(() => import('./dataScreen')),
  '/basesetting/dataScreen/dataScreendetail': lazy(() => import('./dataScreenDetail')),
};
