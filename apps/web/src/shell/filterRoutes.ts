import { PLATFORM_ROLE_ID } from '@canteen/contract';
import { isContainer, type AppRoute } from './routeModel';

/**
 * The routes a user may open (spec §6). Roles are the menu ids of the user's role.
 * - a page is kept when its menu id is among the roles (no menu id: kept for everyone);
 * - a menu group is kept when at least one visible child survives, whatever its own id; a group that is a page
 *   itself is also kept as that page when its id is held (and lists the page only then);
 * - platform routes (role 1) are kept only for holders of menu id 1;
 * - hidden sub-pages follow their own menu id but never keep a group alive.
 */
export function filterRoutes(routes: readonly AppRoute[], roles: readonly number[]): AppRoute[] {
  const held = new Set(roles);
  const isOperator = held.has(PLATFORM_ROLE_ID);

  const keep = (route: AppRoute, underPlatform: boolean): AppRoute | null => {
    const platform = underPlatform || Boolean(route.platform);
    if (platform && !isOperator) return null;
    const children = (route.children ?? []).map((child) => keep(child, platform)).filter((c): c is AppRoute => c !== null);
    const ownPageHeld = Boolean(route.ownPage) && (route.id === null || held.has(route.id));
    if (isContainer(route) && children.some((child) => !child.hidden)) return route.ownPage ? { ...route, children, ownPage: ownPageHeld } : { ...route, children };
    if (isContainer(route) && !route.ownPage) return null;
    if (route.id !== null && !held.has(route.id)) return null;
    return route.children ? { ...route, children } : route;
  };

  return routes.map((route) => keep(route, false)).filter((r): r is AppRoute => r !== null);
}
