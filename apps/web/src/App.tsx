import { Suspense, useMemo } from 'react';
import { BrowserRouter, useRoutes } from 'react-router';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { appRoutes, layoutRoutesFor, ROUTE_TREE } from './routes';
import { BootLoading } from './shell/BootLoading';
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
      {/* The login page and the shell are chunks of their own: the first load shows index.html's loading state meanwhile. */}
      <Suspense fallback={<BootLoading />}>{element}</Suspense>
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
