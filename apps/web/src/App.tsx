import { Suspense, useMemo } from 'react';
import { BrowserRouter, useRoutes } from 'react-router';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { appRoutes, layoutRoutesFor, ROUTE_TREE } from './routes';
import { useDocumentTitle } from './shell/documentTitle';
import { filterRoutes } from './shell/filterRoutes';
import { Guard } from './shell/Guard';
import { ShellProviders } from './shell/Providers';
import { useSession } from './shell/session';
import { ShellRoutesContext } from './shell/shellRoutes';

// The client already shows every failure; retrying would show it again.
export const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false } } });

/** The user's permitted routes, generated from their roles once their info is loaded (spec §2.1, §6). */
function AppRoutes() {
  const { roles } = useSession();
  const shellRoutes = useMemo(() => {
    const permitted = filterRoutes(ROUTE_TREE, roles);
    return { permitted, layoutRoutes: layoutRoutesFor(permitted) };
  }, [roles]);
  useDocumentTitle(ROUTE_TREE);
  const element = useRoutes(appRoutes);
  return (
    <ShellRoutesContext value={shellRoutes}>
      <Suspense fallback={null}>{element}</Suspense>
    </ShellRoutesContext>
  );
}

export default function App() {
  return (
    <QueryClientProvider client={queryClient}>
      <ShellProviders>
        <BrowserRouter>
          <Guard>
            <AppRoutes />
          </Guard>
        </BrowserRouter>
      </ShellProviders>
    </QueryClientProvider>
  );
}
