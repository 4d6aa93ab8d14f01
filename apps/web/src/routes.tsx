import { lazy, type ReactNode } from 'react';
import { Navigate, type RouteObject } from 'react-router';
import {
  BarChartOutlined,
  CoffeeOutlined,
  DashboardOutlined,
  DatabaseOutlined,
  GiftOutlined,
  HeartOutlined,
  NotificationOutlined,
  ProfileOutlined,
  SettingOutlined,
  ShopOutlined,
  ShoppingCartOutlined,
  TeamOutlined,
  WalletOutlined,
} from '@ant-design/icons';
import { MENU_TREE } from '@canteen/contract';
import type { PageHandle } from '@/shell/AppMain';
import { LOGIN_PATH, PUBLIC_PATHS } from '@/shell/guard';
import PublicNotOpen, { NotOpen } from '@/shell/NotOpen';
import type { PageMap } from './pages/pageMap';
import { adminPages } from './pages/admin/routes';
import { reportsPages } from './pages/reports/routes';
import { reportsTradePages } from './pages/reports/tradeRoutes';
import { reportsMoneyPages } from './pages/reports/moneyRoutes';
import { reportsSalesPages } from './pages/reports/salesRoutes';
import { reportsCustomPages } from './pages/reports/customRoutes';
import { canteensPages } from './pages/canteens/routes';
import { settingsPages } from './pages/settings/routes';
import { devicesPages } from './pages/devices/routes';
import { devicesAiPages } from './pages/devices/aiRoutes';
import { peoplePages } from './pages/people/routes';
import { peopleReferencePages } from './pages/people/referenceRoutes';
import { personsPages } from './pages/people/personRoutes';
import { accountsPages } from './pages/accounts/routes';
import { accountRecordsPages } from './pages/accounts/recordRoutes';
import { accountImportPages } from './pages/accounts/importRoutes';
import { marketingPages } from './pages/marketing/routes';
import { marketingCouponPages } from './pages/marketing/couponRoutes';
import { marketingRewardPages } from './pages/marketing/rewardRoutes';
import { ordersPages } from './pages/orders/routes';
import { menuMaterialPages } from './pages/menu/materialRoutes';
import { menuDishPages } from './pages/menu/dishRoutes';
import { menuProductPages } from './pages/menu/productRoutes';
import { menuRecipePages } from './pages/menu/recipeRoutes';
import { healthPages } from './pages/health/routes';
import { healthRecipePages } from './pages/health/recipeRoutes';
import { orderBookingPages } from './pages/orders/bookingRoutes';
import { procurementSupplierPages } from './pages/procurement/supplierRoutes';
import { procurementPlanPages } from './pages/procurement/planRoutes';
import { inventoryStockPages } from './pages/inventory/stockRoutes';
import { inventoryDocumentPages } from './pages/inventory/documentRoutes';
import { inventoryStocktakePages } from './pages/inventory/stocktakeRoutes';
import { inventoryReportPages } from './pages/inventory/reportRoutes';
import { DASHBOARD_PATH, firstVisiblePath, flattenRoutes, isContainer, routeFromMenu, type AppRoute } from '@/shell/routeModel';

/**
 * The pages that exist, by full route path, one line each. A menu entry without a page here shows
 * 'this service is not yet open, stay tuned'.
 */
export const pages: PageMap = {
  '/dashboard': lazy(() => import('./pages/dashboard')),
  ...adminPages,
  ...reportsPages,
  ...reportsTradePages,
  ...reportsMoneyPages,
  ...reportsSalesPages,
  ...reportsCustomPages,
  ...canteensPages,
  ...settingsPages,
  ...devicesPages,
  ...devicesAiPages,
  ...peoplePages,
  ...peopleReferencePages,
  ...personsPages,
  ...accountsPages,
  ...accountRecordsPages,
  ...accountImportPages,
  ...marketingPages,
  ...marketingCouponPages,
  ...marketingRewardPages,
  ...ordersPages,
  ...orderBookingPages,
  ...menuMaterialPages,
  ...menuDishPages,
  ...menuProductPages,
  ...menuRecipePages,
  ...healthPages,
  ...healthRecipePages,
  ...procurementSupplierPages,
  ...procurementPlanPages,
  ...inventoryStockPages,
  ...inventoryDocumentPages,
  ...inventoryStocktakePages,
  ...inventoryReportPages,
};

const SECTION_ICONS: Record<string, ReactNode> = {
  '/basesetting': <SettingOutlined />,
  '/menudish': <CoffeeOutlined />,
  '/orderCenter': <ProfileOutlined />,
  '/marketing': <GiftOutlined />,
  '/notice': <NotificationOutlined />,
  '/personal': <TeamOutlined />,
  '/account': <WalletOutlined />,
  '/healthcenter': <HeartOutlined />,
  '/caigouzhongxin': <ShoppingCartOutlined />,
  '/kucunzhongxin': <DatabaseOutlined />,
  '/baobiaozhongxin': <BarChartOutlined />,
  '/initialized': <ShopOutlined />,
};

/**
 * Hidden pages (not in the sidebar) that open without a record to show, so the header search finds them by
 * title; the pages that show one record (a person, a device, an order…) are reached from their lists only.
 */
const SEARCHABLE_HIDDEN = new Set([
  '/basesetting/mealLine',
  '/basesetting/appletpay/nonghang',
  '/basesetting/appletpay/gonghang',
  '/marketing/couponDetail',
  '/marketing/detail',
]);

/** The dashboard: every signed-in user's home, pinned in the tags view. */
export const dashboardRoute: AppRoute = {
  id: null,
  path: DASHBOARD_PATH,
  titleKey: DASHBOARD_PATH,
  icon: <DashboardOutlined />,
  affix: true,
};

/** Marks the menu groups that are pages themselves (a page is registered at their path). */
const withOwnPages = (route: AppRoute): AppRoute => ({
  ...route,
  ...(isContainer(route) && pages[route.path] ? { ownPage: true } : {}),
  ...(route.children ? { children: route.children.map(withOwnPages) } : {}),
});

/** THE route table (DESIGN §9): the dashboard, then the spec's menu tree. */
export const ROUTE_TREE: AppRoute[] = [dashboardRoute, ...MENU_TREE.map((node) => withOwnPages(routeFromMenu(node, '', SECTION_ICONS, SEARCHABLE_HIDDEN)))];

function pageElement(path: string): ReactNode {
  const Page = pages[path];
  return Page ? <Page /> : <NotOpen />;
}

/** The routes inside the layout for a user's permitted routes: pages, menu groups leading to their first page, 404. */
export function layoutRoutesFor(permitted: readonly AppRoute[]): RouteObject[] {
  const routes: RouteObject[] = [{ path: '/', element: <Navigate to={DASHBOARD_PATH} replace /> }];
  for (const route of flattenRoutes(permitted)) {
    // A menu group leads to its first page, unless it is a page itself (spec D1 §2.4: /basesetting/machinemanage).
    if (isContainer(route) && !route.ownPage) routes.push({ path: route.path, element: <Navigate to={firstVisiblePath(route)} replace /> });
    else routes.push({ path: route.path, element: pageElement(route.path), handle: { route } satisfies PageHandle });
  }
  routes.push({ path: '*', element: <Navigate to="/404" replace /> });
  return routes;
}

const Layout = lazy(() => import('./shell/Layout'));
const Login = lazy(() => import('./shell/Login'));
const NotFound = lazy(() => import('./shell/NotFound'));

/** The whole app: the public pages, then everything else inside the layout (which matches the rest itself). */
export const appRoutes: RouteObject[] = [
  { path: LOGIN_PATH, element: <Login /> },
  { path: '/404', element: <NotFound /> },
  // Public entries of the spec whose services arrive later (registration, auto login, data hunter).
  ...PUBLIC_PATHS.filter((path) => path !== LOGIN_PATH && path !== '/404').map((path) => ({ path, element: <PublicNotOpen /> })),
  { path: '/*', element: <Layout /> },
];
