import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { ConsoleLogger } from '../adapters/browser/console-logger.adapter';
import { PageFirstView } from '../adapters/browser/page-first-view.adapter';
import { Notifier } from '../ui/common/notifier';
import { App } from './app';
import { hydrate } from './hydration';
import { PRERENDERED_IN_APP } from './router';
import { isHosted, publicSettings } from './public-settings';
import { servicesLoader } from './services-loader';
import { showConfigError } from './show-config-error';

/**
 * Starts the whole app under its router: hydrates a prerendered page (sign-in, contact, payment)
 * or renders the app shell's screen. A prerendered page's forms were rendered with their view
 * models, so it is hydrated once the page's chunk and the services it asks for have loaded:
 * nothing then waits halfway, and a tap kept from before is replayed on a page React has wholly
 * taken over.
 */
export async function startApp(root: HTMLElement, startHydrating: () => () => void = () => () => undefined): Promise<void> {
  const notifier = new Notifier();
  const firstView = new PageFirstView();
  const loadServices = servicesLoader(import.meta.env, notifier, (message) => {
    firstView.handOver();
    showConfigError(root, message);
  });
  const app = (
    <StrictMode>
      <App
        loadServices={loadServices}
        notifier={notifier}
        logger={new ConsoleLogger()}
        settings={publicSettings(import.meta.env)}
        hosted={isHosted(import.meta.env)}
        firstView={firstView}
      />
    </StrictMode>
  );
  // A signed-in screen renders as a transition: React yields to the browser every few
  // milliseconds while it builds the screen instead of holding the main thread until it is done.
  if (!root.hasChildNodes()) return startTransition(() => createRoot(root).render(app));
  const prerendered = PRERENDERED_IN_APP[window.location.pathname.replace(/(.)\/+$/, '$1')];
  // A failure to load is the screens' to show (their error boundaries offer Try again), as when it happens later.
  await Promise.all([prerendered?.page.preload(), prerendered?.usesServices ? loadServices() : undefined]).catch(() => undefined);
  hydrate(root, app, startHydrating);
}
