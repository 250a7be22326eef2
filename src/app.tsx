import { useState } from 'react';
import { RouterProvider, type createBrowserRouter } from 'react-router-dom';
import { AppProviders, type AppProvidersProps } from './app-providers';
import { createRouter } from './router';

export type AppRouter = ReturnType<typeof createBrowserRouter>;

interface AppProps extends AppProvidersProps {
  /** The browser's router unless given: the build's prerender passes a memory router. */
  readonly router?: AppRouter;
}

/** The whole app under its router, the same tree in the browser and in the build's prerender. */
export function App({ router: given, ...providers }: AppProps) {
  const [router] = useState(() => given ?? createRouter());
  return (
    <AppProviders {...providers}>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
