import Fuse, { type IFuseOptions } from 'fuse.js';
import { NO_REDIRECT, type AppRoute } from './routeModel';

export interface SearchOption {
  path: string;
  /** Titles from the section down, in the current language. */
  title: string[];
}

/** Spec §9: threshold 0.4, title weight 0.7, path weight 0.3, minimum match 1; patterns longer than 32 are cut. */
export const MAX_PATTERN_LENGTH = 32;
export const FUSE_OPTIONS: IFuseOptions<SearchOption> = {
  shouldSort: true,
  threshold: 0.4,
  minMatchCharLength: 1,
  keys: [
    { name: 'title', weight: 0.7 },
    { name: 'path', weight: 0.3 },
  ],
};

/**
 * Every permitted route that is not hidden, and the hidden pages that open on their own. Menu groups that are not clickable ('noRedirect')
 * only lend their title to their children.
 */
export function searchOptions(routes: readonly AppRoute[], translate: (key: string) => string, prefix: string[] = []): SearchOption[] {
  const out: SearchOption[] = [];
  for (const route of routes) {
    if (route.hidden && !route.searchable) continue;
    const title = [...prefix, translate(route.titleKey)];
    if (route.redirect !== NO_REDIRECT) out.push({ path: route.path, title });
    if (route.children) out.push(...searchOptions(route.children, translate, title));
  }
  return out;
}

export function createRouteSearch(options: SearchOption[]): (query: string) => SearchOption[] {
  const fuse = new Fuse(options, FUSE_OPTIONS);
  return (query) => {
    const pattern = query.trim().slice(0, MAX_PATTERN_LENGTH);
    return pattern ? fuse.search(pattern).map((result) => result.item) : [];
  };
}
