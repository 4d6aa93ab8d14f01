import { ALL_MENUS } from '@canteen/contract';
import shell from './shell';
import widgets from './widgets';
import admin from './admin';
import api from './api';
import canteens from './canteens';
import settings from './settings';
import devices from './devices';
import devicesAi from './devicesAi';
import people from './people';
import peopleReferences from './peopleReferences';
import persons from './persons';
import accounts from './accounts';
import accountRecords from './accountRecords';
import accountDesk from './accountDesk';
import accountImports from './accountImports';
import marketing from './marketing';
import marketingCoupons from './marketingCoupons';
import marketingRewards from './marketingRewards';
import orders from './orders';
import orderBookings from './orderBookings';
import menuMaterials from './menuMaterials';
import menuDishes from './menuDishes';
import menuProducts from './menuProducts';
import menuRecipes from './menuRecipes';
import health from './health';
import healthRecipes from './healthRecipes';
import procurementSuppliers from './procurementSuppliers';
import procurementPlans from './procurementPlans';
import inventoryStock from './inventoryStock';
import inventoryDocuments from './inventoryDocuments';
import inventoryStocktake from './inventoryStocktake';
import inventoryReports from './inventoryReports';
import dataScreen from './dataScreen';
import reportsCustom from './reportsCustom';
import reportsSales from './reportsSales';
import reportsMoney from './reportsMoney';
import reportsTrade from './reportsTrade';

/** Chinese route titles are the menu tree's names, keyed by full path; plus the shell's own routes. */
const routes: Record<string, string> = {
  ...Object.fromEntries(ALL_MENUS.map((menu) => [menu.fullPath, menu.name])),
  '/dashboard': '首页',
  '/404': '页面不存在',
  '/login': '系统登录',
};

export default { ...routes, ...shell, ...widgets, ...admin, ...api, ...canteens, ...settings, ...devices, ...devicesAi, ...people, ...peopleReferences, ...persons, ...accounts, ...accountRecords, ...accountDesk, ...accountImports, ...marketing, ...marketingCoupons, ...marketingRewards, ...orders, ...orderBookings, ...menuMaterials, ...menuDishes, ...menuProducts, ...menuRecipes, ...health, ...healthRecipes, ...procurementSuppliers, ...procurementPlans, ...inventoryStock, ...inventoryDocuments, ...inventoryStocktake, ...inventoryReports, ...dataScreen, ...reportsCustom, ...reportsSales, ...reportsMoney, ...reportsTrade } as Record<string, string>;
