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
  /** When the tab was last shown, as a running count: the least recently used tab is closed first at the cap. */
  usedAt: number;
}

/** Most open tabs: each keeps its page mounted, so opening one more closes the least recently used one. */
export const MAX_VIEWS = 20;

const samePath = (a: string, b: string) => normalizePath(a) === normalizePath(b);

export function viewOf(route: AppRoute, location: Location, opened = true, usedAt = 0): TagView {
  return {
    path: route.path,
    titleKey: route.titleKey,
    affix: Boolean(route.affix),
    noCache: Boolean(route.noCache),
    location,
    refreshKey: 0,
    opened,
    usedAt,
  };
}

const nextUse = (views: readonly TagView[]) => Math.max(0, ...views.map((view) => view.usedAt)) + 1;

/** Above the cap, the least recently used tabs close; pinned ones and the one just shown stay. */
function capViews(views: TagView[], current: string, max: number): TagView[] {
  const closable = views.filter((view) => !view.affix && !samePath(view.path, current)).sort((a, b) => a.usedAt - b.usedAt);
  const closing = new Set(closable.slice(0, Math.max(0, views.length - max)));
  return closing.size ? views.filter((view) => !closing.has(view)) : views;
}

/** Opens a page's tag, or moves an open one to the page's new location (and marks it the most recently used). */
export function addView(views: readonly TagView[], route: AppRoute, location: Location, max = MAX_VIEWS): TagView[] {
  const index = views.findIndex((view) => samePath(view.path, route.path));
  if (index < 0) return capViews([...views, viewOf(route, location, true, nextUse(views))], route.path, max);
  const view = views[index];
  const usedAt = nextUse(views);
  // Unchanged only when it is already the page shown last: coming back to the same history entry (Back) is a use too.
  if (view.opened && view.location.key === location.key && view.usedAt === usedAt - 1) return views as TagView[];
  return views.map((v, i) => (i === index ? { ...v, location, opened: true, usedAt } : v));
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

/** Closes the tags after this one (pinned ones stay). */
export function closeRightViews(views: readonly TagView[], path: string): TagView[] {
  const index = views.findIndex((view) => samePath(view.path, path));
  return index < 0 ? (views as TagView[]) : views.filter((view, i) => i <= index || view.affix);
}

export const closeAllViews = (views: readonly TagView[]): TagView[] => views.filter((view) => view.affix);

export const refreshView = (views: readonly TagView[], path: string): TagView[] =>
  views.map((view) => (samePath(view.path, path) ? { ...view, refreshKey: view.refreshKey + 1 } : view));

/** Where to go after the current tag closed: the last open tag, else home. */
export function lastViewLocation(views: readonly TagView[]): string {
  const last = views.at(-1);
  return last ? last.location.pathname + last.location.search : '/';
}

export const tagsStore = createStore<TagView[]>([]);
