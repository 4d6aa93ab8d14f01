import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { LOGIN_PATH } from './guard';
import { findRoute, normalizePath, type AppRoute } from './routeModel';

/** Spec §2.1: the login page is titled 系统登录; other pages "<title> - <app name>". */
export function documentTitleOf(routes: readonly AppRoute[], pathname: string, t: (key: string) => string): string {
  const app = t('shell.appName');
  if (normalizePath(pathname) === LOGIN_PATH) return t(LOGIN_PATH);
  if (normalizePath(pathname) === '/404') return `${t('/404')} - ${app}`;
  const route = findRoute(routes, pathname);
  return route ? `${t(route.titleKey)} - ${app}` : app;
}

export function useDocumentTitle(routes: readonly AppRoute[]): void {
  const { pathname } = useLocation();
  const { t, i18n } = useTranslation();
  useEffect(() => {
    document.title = documentTitleOf(routes, pathname, t);
    document.documentElement.lang = i18n.language;
  }, [routes, pathname, t, i18n.language]);
}
