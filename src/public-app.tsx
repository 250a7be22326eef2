import { useMemo, type ComponentType } from 'react';
import type { SessionHint } from '../core/ports/session-hint.port';
import { ErrorBoundary } from '../ui/common/error-boundary';
import { NavigationProvider, documentNavigation } from '../ui/common/navigation';
import { ShellFrame } from '../ui/shell/shell-frame';
import { SessionHintProvider } from '../ui/shell/use-session-snapshot';
import { AppProviders, type AppProvidersProps } from './app-providers';

interface PublicAppProps extends AppProvidersProps {
  readonly page: ComponentType;
  readonly path: string;
  readonly hint: SessionHint;
  /** Loads another address: the browser's location unless given. */
  readonly assign?: (to: string) => void;
}

/** Loads another address in this tab. */
const assignLocation = (to: string) => window.location.assign(to);

/**
 * A public page on its own, without the app's router: the same frame and page as inside the app,
 * its links ordinary links to the next prerendered page. The first load carries no router,
 * no composition root and nothing of the dashboard.
 */
export function PublicApp({ page: Page, path, hint, assign = assignLocation, ...providers }: PublicAppProps) {
  const navigation = useMemo(() => documentNavigation(path, assign), [path, assign]);
  return (
    <AppProviders {...providers}>
      <SessionHintProvider hint={hint}>
        <NavigationProvider navigation={navigation}>
          <ShellFrame>
            <ErrorBoundary what="This page">
              <Page />
            </ErrorBoundary>
          </ShellFrame>
        </NavigationProvider>
      </SessionHintProvider>
    </AppProviders>
  );
}
