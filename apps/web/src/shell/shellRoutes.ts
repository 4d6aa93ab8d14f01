import { createContext, useContext } from 'react';
import type { RouteObject } from 'react-router';
import type { AppRoute } from './routeModel';

export interface ShellRoutes {
  /** The routes this user may open, as a tree (sidebar, breadcrumb, search). */
  permitted: AppRoute[];
  /** React Router routes inside the layout (pages, menu-group redirects, 404); each kept-alive tab renders them at its own location. */
  layoutRoutes: RouteObject[];
}

export const ShellRoutesContext = createContext<ShellRoutes>({ permitted: [], layoutRoutes: [] });

export const useShellRoutes = () => useContext(ShellRoutesContext);
