import type { Location } from 'react-router';
import { normalizePath, type AppRoute } from './routeModel';
import { createStore } from './store';

/** A visited page in the tags view; it stays mounted (kept alive) while its tag is open. */
export interface TagView {
  path: string;
  titleKey: string;
  affix: boolean;
  noCache: boolean;
  /** The page's latest location (its query, e.g. the record a detail page shows). */
  location: Location;
  /** Bumped by 'refresh' to remount the page. */
  refreshKey: number;
  /** False for a pinned tab whose page has not been opened yet (nothing to keep alive). */
  opened: boolean;
}

const samePath = (a: string, b: string) => normalizePath(a) === normalizePath(b);

export function viewOf(route: AppRoute, location: Location, opened = true): TagView {
  return {
    path: route.path,
    titleKey: route.titleKey,
    affix: Boolean(route.affix),
    noCache: Boolean(route.noCache),
    location,
    refreshKey: 0,
    opened,
  };
}

/** Opens a page's tag, or moves an open one to the page's new location. */
export function addView(views: readonly TagView[], route: AppRoute, location: Location): TagView[] {
  const index = views.findIndex((view) => samePath(view.path, route.path));
  if (index < 0) return [...views, viewOf(route, location)];
  const view = views[index];
  if (view.opened && view.location.key === location.key) return views as TagView[];
  return views.map((v, i) => (i === index ? { ...v, location, opened: true } : v));
}

/** Pinned tabs (the dashboard) come first and are always there. */
export function withAffixViews(views: readonly TagView[], affixRoutes: readonly AppRoute[]): TagView[] {
  const missing = affixRoutes.filter((route) => !views.some((view) => samePath(view.path, route.path)));
  if (missing.length === 0) return views as TagView[];
  const pinned = missing.map((route) =>
    viewOf(route, { pathname: route.path, search: '', hash: '', state: null, key: `affix:${route.path}` }, false),
  );
  return [...pinned, ...views];
}

/** Pinned (affix) tags never close. */
export const closeView = (views: readonly TagView[], path: string): TagView[] =>
  views.filter((view) => view.affix || !samePath(view.path, path));

export const closeOtherViews = (views: readonly TagView[], path: string): TagView[] =>
  views.filter((view) => view.affix || samePath(view.path, path));

export const closeAllViews = (views: readonly TagView[]): TagView[] => views.filter((view) => view.affix);

export const refreshView = (views: readonly TagView[], path: string): TagView[] =>
  views.map((view) => (samePath(view.path, path) ? { ...view, refreshKey: view.refreshKey + 1 } : view));

/** Where to go after the current tag closed: the last open tag, else home. */
export function lastViewLocation(views: readonly TagView[]): string {
  const last = views.at(-1);
  return last ? last.location.pathname + last.location.search : '/';
}

export const tagsStore = createStore<TagView[]>([]);
