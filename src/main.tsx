import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { Notifier } from '../ui/common/notifier';
import type { ServiceResolver } from '../ui/common/services';
import { App } from './app';
import { isHosted, publicSettings } from './public-settings';

const rootElement = document.getElementById('root')!;
const notifier = new Notifier();
let services: Promise<ServiceResolver> | undefined;

/** Operators see which variable to fix instead of a blank page. */
function showConfigError(message: string): void {
  const alert = document.createElement('p');
  alert.setAttribute('role', 'alert');
  alert.textContent = message;
  rootElement.replaceChildren(alert);
}

// The configuration's validation and the composition root are chunks of their own, fetched the
// first time a screen needs a service, so a public page paints and hydrates without them.
const loadServices = () =>
  (services ??= Promise.all([import('./config'), import('./composition')]).then(([{ ConfigError, loadConfig }, { compose }]) => {
    try {
      return compose(loadConfig(import.meta.env), notifier);
    } catch (error) {
      if (error instanceof ConfigError) showConfigError(error.message);
      throw error;
    }
  }));

const app = (
  <StrictMode>
    <App loadServices={loadServices} notifier={notifier} settings={publicSettings(import.meta.env)} hosted={isHosted(import.meta.env)} />
  </StrictMode>
);

/**
 * The build leaves the parts that need a service (the sign-in and contact forms) for the browser
 * to render; React reports each such boundary as recovered (error 419, "switched to client
 * rendering"). That is the design, not a fault; anything else, a hydration mismatch above all, is.
 */
function onRecoverableError(error: unknown): void {
  const message = error instanceof Error ? error.message : String(error);
  if (/\b419\b|could not finish this Suspense boundary/.test(message)) return;
  console.error(error);
}

// A public page arrives prerendered by the build and is hydrated; the app shell (dashboard,
// operator console) arrives empty and is rendered here.
if (rootElement.hasChildNodes()) hydrateRoot(rootElement, app, { onRecoverableError });
else createRoot(rootElement).render(app);


// The offline app: the service worker and its update prompt, once the page has loaded.
if (import.meta.env.PROD) {
  const register = () => void import('./register-service-worker').then(({ registerServiceWorker }) => registerServiceWorker());
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}
