import { useState } from 'react';
import { MemoryRouter, UNSAFE_createBrowserHistory as createBrowserHistory, unstable_HistoryRouter as HistoryRouter } from 'react-router-dom';
import { GuardedHistory, GuardedHistoryProvider } from '../ui/shell/guarded-history';
import { AppProviders, type AppProvidersProps } from './app-providers';
import { AppRoutes } from './router';

interface AppProps extends AppProvidersProps {
  /** The address to render at build time, in a memory router; in the browser, the browser's. */
  readonly path?: string;
}

/**
 * The whole app under its router, the same tree in the browser and in the build's prerender. In
 * the browser the router's history can hold a move while a screen asks before leaving (the
 * dashboard's 'Before you go...'), the one thing the app needed a data router for.
 */
export function App({ path, ...providers }: AppProps) {
  return <AppProviders {...providers}>{path === undefined ? <BrowserApp /> : <MemoryRouter initialEntries={[path]}><AppRoutes /></MemoryRouter>}</AppProviders>;
}

function BrowserApp() {
  const [history] = useState(() => new GuardedHistory(createBrowserHistory({ v5Compat: true })));
  return (
    <GuardedHistoryProvider value={history}>
      <HistoryRouter history={history}>
        <AppRoutes />
      </HistoryRouter>
    </GuardedHistoryProvider>
  );
}
