import type { ReactNode } from 'react';
import { joinPath, type MenuNode } from '@canteen/contract';

/** One entry of the console's route table (DESIGN §9). Sidebar, guard, tabs, breadcrumb and search read it. */
export interface AppRoute {
  /** Menu id that grants it; null: every signed-in user (the dashboard). */
  id: number | null;
  /** Full path, spec spelling. */
  path: string;
  /** i18n key of the title (the full path for menu routes). */
  titleKey: string;
  icon?: ReactNode;
  /** Routable, but not in the sidebar, nor in the header search unless `searchable`. */
  hidden?: boolean;
  /** A hidden page that opens on its own (it needs no record to show): the header search finds it by title all the same. */
  searchable?: boolean;
  /** Pinned tab that cannot be closed. */
  affix?: boolean;
  /** Not kept alive when left. */
  noCache?: boolean;
  /** Show as a submenu even with a single visible child. */
  alwaysShow?: boolean;
  /** A full path to go to instead, or 'noRedirect' (not clickable in the breadcrumb). */
  redirect?: string;
  /** false: left out of the breadcrumb. */
  breadcrumb?: boolean;
  /** The sidebar entry to highlight while this (hidden) route is open. */
  activeMenu?: string;
  /** Only the platform operator (role 1). */
  platform?: boolean;
  /** A menu group that is a page itself (spec D1 §2.4: purchaselist, machinemanage): its group lists it first. */
  ownPage?: boolean;
  children?: AppRoute[];
}

export const DASHBOARD_PATH = '/dashboard';
export const NO_REDIRECT = 'noRedirect';

/**
 * The menu tree as routes: sections that have no redirect of their own are not clickable in the breadcrumb;
 * `searchable` names the hidden pages the header search offers.
 */
export function routeFromMenu(node: MenuNode, parentPath: string, icons: Record<string, ReactNode> = {}, searchable: ReadonlySet<string> = new Set()): AppRoute {
  const path = joinPath(parentPath, node.path);
  const isSection = parentPath === '';
  return {
    id: node.id,
    path,
    titleKey: path,
    ...(icons[path] ? { icon: icons[path] } : {}),
    ...(node.hidden ? { hidden: true } : {}),
    ...(node.hidden && searchable.has(path) ? { searchable: true } : {}),
    ...(node.noCache ? { noCache: true } : {}),
    ...(node.alwaysShow || isSection ? { alwaysShow: true } : {}),
    ...(node.platform ? { platform: true } : {}),
    ...(node.redirect ? { redirect: node.redirect } : isSection ? { redirect: NO_REDIRECT } : {}),
    ...(node.children ? { children: node.children.map((child) => routeFromMenu(child, path, icons, searchable)) } : {}),
  };
}

/** A route with visible children is a menu group that leads to one of them; any other route is a page. */
export const isContainer = (route: AppRoute): boolean => Boolean(route.children?.some((child) => !child.hidden));

export function flattenRoutes(routes: readonly AppRoute[]): AppRoute[] {
  return routes.flatMap((route) => [route, ...flattenRoutes(route.children ?? [])]);
}

export const normalizePath = (path: string): string => (path.length > 1 ? path.replace(/\/+$/, '') : path).toLowerCase();

/** The chain of routes from its section down to the route at `path` (React Router matches paths case-insensitively). */
export function ancestorsOf(routes: readonly AppRoute[], path: string): AppRoute[] {
  const target = normalizePath(path);
  for (const route of routes) {
    if (normalizePath(route.path) === target) return [route];
    const below = ancestorsOf(route.children ?? [], path);
    if (below.length) return [route, ...below];
  }
  return [];
}

export function findRoute(routes: readonly AppRoute[], path: string): AppRoute | undefined {
  return ancestorsOf(routes, path).at(-1);
}

/** The sidebar key of a group: its path, or for a group that is a page itself, the path and a slash (the page is the group's first entry). */
export const groupKey = (route: AppRoute): string => (route.ownPage ? `${route.path}/` : route.path);

/** Where a menu group leads: its own redirect when that is one of its routes, else its first visible child's page. */
export function firstVisiblePath(route: AppRoute): string {
  if (!isContainer(route)) return route.path;
  const redirect = route.redirect && route.redirect !== NO_REDIRECT ? route.redirect : undefined;
  if (redirect && findRoute(route.children ?? [], redirect)) return redirect;
  const first = route.children!.find((child) => !child.hidden)!;
  return firstVisiblePath(first);
}
