import { ancestorsOf, DASHBOARD_PATH, NO_REDIRECT, type AppRoute } from './routeModel';

export interface Crumb {
  path: string;
  titleKey: string;
  /** Where a click goes; null when the item is not clickable. */
  to: string | null;
}

/**
 * Spec §2.2: the matched routes from the section down, starting with the dashboard unless the first
 * matched route is the dashboard. Items with redirect 'noRedirect', and the last item, are not clickable.
 */
export function breadcrumbOf(routes: readonly AppRoute[], pathname: string): Crumb[] {
  const matched = ancestorsOf(routes, pathname).filter((route) => route.titleKey && route.breadcrumb !== false);
  if (matched.length === 0) return [];
  const dashboard = routes.find((route) => route.path === DASHBOARD_PATH);
  const items = matched[0].path === DASHBOARD_PATH || !dashboard ? matched : [dashboard, ...matched];
  return items.map((route, index) => {
    const last = index === items.length - 1;
    const clickable = !last && route.redirect !== NO_REDIRECT;
    return { path: route.path, titleKey: route.titleKey, to: clickable ? (route.redirect ?? route.path) : null };
  });
}
