import type { MenuProps } from 'antd';
import { ancestorsOf, groupKey, type AppRoute } from './routeModel';

type MenuItem = Required<MenuProps>['items'][number];

/**
 * One menu entry; a group with a single visible child shows that child in its place unless alwaysShow, and a group
 * that is a page itself lists that page first.
 */
function menuItem(route: AppRoute, t: (key: string) => string, inheritedIcon?: AppRoute['icon']): MenuItem {
  const visible = (route.children ?? []).filter((child) => !child.hidden);
  const icon = route.icon ?? inheritedIcon;
  const label = t(route.titleKey);
  if (visible.length === 0) return { key: route.path, icon, label, title: label };
  if (route.ownPage) return { key: groupKey(route), icon, label, children: [{ key: route.path, label, title: label }, ...visible.map((child) => menuItem(child, t))] };
  if (visible.length === 1 && !route.alwaysShow) return menuItem(visible[0], t, icon);
  return { key: route.path, icon, label, children: visible.map((child) => menuItem(child, t)) };
}

export function sidebarItems(routes: readonly AppRoute[], t: (key: string) => string): MenuItem[] {
  return routes.filter((route) => !route.hidden).map((route) => menuItem(route, t));
}

/** The entry to highlight: the route's activeMenu, else the nearest route of the chain that is in the menu. */
export function selectedMenuKey(routes: readonly AppRoute[], pathname: string): string | undefined {
  const chain = ancestorsOf(routes, pathname);
  const current = chain.at(-1);
  if (current?.activeMenu) return current.activeMenu;
  return chain.filter((route) => !route.hidden).at(-1)?.path;
}

/** The groups to open so the selected entry shows (a group that is a page itself holds its own entry). */
export function openKeysFor(routes: readonly AppRoute[], key: string | undefined): string[] {
  if (!key) return [];
  const chain = ancestorsOf(routes, key);
  const groups = chain.slice(0, -1);
  const last = chain.at(-1);
  if (last?.ownPage && last.children?.some((child) => !child.hidden)) groups.push(last);
  return groups.map(groupKey);
}
