import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { ConsoleLogger } from '../adapters/browser/console-logger.adapter';
import { Notifier } from '../ui/common/notifier';
import { App } from './app';
import { hydrate } from './hydration';
import { isHosted, publicSettings } from './public-settings';
import { servicesLoader } from './services-loader';
import { showConfigError } from './show-config-error';

/** Starts the whole app under its router: hydrates a prerendered page (sign-in, contact, payment) or renders the app shell's screen. */
export function startApp(root: HTMLElement, startHydrating: () => () => void = () => () => undefined): void {
  const notifier = new Notifier();
  const app = (
    <StrictMode>
      <App
        loadServices={servicesLoader(import.meta.env, notifier, (message) => showConfigError(root, message))}
        notifier={notifier}
        logger={new ConsoleLogger()}
        settings={publicSettings(import.meta.env)}
        hosted={isHosted(import.meta.env)}
      />
    </StrictMode>
  );
  if (root.hasChildNodes()) hydrate(root, app, startHydrating);
  else createRoot(root).render(app);
}
