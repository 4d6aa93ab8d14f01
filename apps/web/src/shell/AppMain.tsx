import { Activity, Suspense, useEffect, useMemo } from 'react';
import { matchRoutes, useLocation, useRoutes, type Location, type RouteObject } from 'react-router';
import { Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import SpokenOnly from '@/components/SpokenOnly';
import { flattenRoutes, normalizePath, type AppRoute } from './routeModel';
import { useSettings } from './settings';
import { useShellRoutes } from './shellRoutes';
import { useStore } from './store';
import { addView, tagsStore, withAffixViews } from './tags';
import { ViewErrorBoundary } from './ViewErrorBoundary';

/** A page route carries its table entry in `handle` (routes.tsx). */
export interface PageHandle {
  route: AppRoute;
}

export function pageRouteAt(routes: RouteObject[], location: Location): AppRoute | undefined {
  const leaf = matchRoutes(routes, location)?.at(-1)?.route;
  return (leaf?.handle as PageHandle | undefined)?.route;
}

/** The layout's routes rendered at a given location: a tab's page keeps its own location while hidden. */
function View({ routes, location }: { routes: RouteObject[]; location: Location }) {
  const element = useRoutes(routes, location);
  return (
    <ViewErrorBoundary>
      <Suspense fallback={<Spin className="view-loading" />}>{element}</Suspense>
    </ViewErrorBoundary>
  );
}

/** The page's one <h1>: its title, for screen readers and the document outline (the breadcrumb shows it on screen). */
function PageHeading({ titleKey }: { titleKey: string }) {
  const { t } = useTranslation();
  return <SpokenOnly as="h1">{t(titleKey)}</SpokenOnly>;
}

/**
 * The page area. With the tags view on, every open tab's page stays mounted inside React's <Activity>:
 * hidden when left, visible again with its state when its tab is chosen (keep-alive). Pages flagged
 * noCache are only mounted while shown. Menu groups and unknown paths render their redirects.
 */
export function AppMain() {
  const location = useLocation();
  const { permitted, layoutRoutes } = useShellRoutes();
  const { tagsView } = useSettings();
  const views = useStore(tagsStore);
  const page = pageRouteAt(layoutRoutes, location);
  const affixRoutes = useMemo(() => flattenRoutes(permitted).filter((route) => route.affix), [permitted]);

  useEffect(() => {
    tagsStore.set((open) => withAffixViews(open, affixRoutes));
  }, [affixRoutes]);

  useEffect(() => {
    if (page && tagsView) tagsStore.set((open) => addView(open, page, location));
  }, [page, tagsView, location]);

  if (!page) return <View routes={layoutRoutes} location={location} />;
  const heading = <PageHeading titleKey={page.titleKey} />;
  if (!tagsView)
    return (
      <>
        {heading}
        <View key={normalizePath(location.pathname)} routes={layoutRoutes} location={location} />
      </>
    );

  // The current page may not have its tab yet on this render (the effect above adds it).
  const shown = addView(views, page, location);
  const pages = shown.map((view) => {
    const active = normalizePath(view.path) === normalizePath(page.path);
    if (!active && (view.noCache || !view.opened)) return null;
    return (
      <Activity key={`${normalizePath(view.path)}#${view.refreshKey}`} mode={active ? 'visible' : 'hidden'}>
        <View routes={layoutRoutes} location={active ? location : view.location} />
      </Activity>
    );
  });
  return (
    <>
      {heading}
      {pages}
    </>
  );
}
