import { createDOMRenderer, renderToStyleElements, type GriffelRenderer } from '@fluentui/react-components';
import { setImmediate as nextTask } from 'node:timers/promises';
import { StrictMode, type ComponentType } from 'react';
import { renderToStaticMarkup, renderToString } from 'react-dom/server';
import { ConsoleLogger } from '../adapters/browser/console-logger.adapter';
import { Notifier } from '../ui/common/notifier';
import { DashboardFirstViews } from '../ui/dashboard/first-views';
import type { LoadServices, ServiceResolver } from '../ui/common/services';
import { App } from './app';
import { loadConfig } from './config';
import { createContainer } from './container';
import { PublicApp } from './public-app';
import { PUBLIC_PAGES } from './public-pages';
import { isHosted, publicSettings } from './public-settings';

/** A page as the build writes it: the app's markup for `#root` and the Fluent styles it used. */
export interface PrerenderedPage {
  readonly html: string;
  readonly styles: string;
  /** Set for a page that hydrates on its own (PUBLIC_PAGES): the key the browser's entry looks it up by. */
  readonly publicPage?: string;
}

/** At build time the device has no session: the header's hint is read only after hydration anyway. */
const NO_SESSION = { signedIn: () => false, record: () => undefined };

/**
 * At build time the forms render from their view models' first state: the composition root in
 * local mode, which touches no storage or network until a service is used (none is, at build
 * time). The browser hydrates those forms with its own, once it has loaded.
 */
const buildTimeServices = (notifier: Notifier): LoadServices => {
  const services = Promise.resolve<ServiceResolver>(createContainer(loadConfig({}), notifier));
  return () => services;
};

/** Renders a page alone in the app's frame, with the Fluent styles it used. */
function renderAlone(providers: ReturnType<typeof buildTimeProviders>, page: ComponentType, path: string, publicPage?: string): PrerenderedPage {
  const renderer = createDOMRenderer();
  const html = renderToString(
    <StrictMode>
      <PublicApp {...providers} page={page} path={path} hint={NO_SESSION} assign={() => undefined} renderer={renderer} />
    </StrictMode>,
  );
  return { html, styles: renderToStaticMarkup(<>{renderToStyleElements(renderer)}</>), publicPage };
}

function buildTimeProviders() {
  const notifier = new Notifier();
  return { loadServices: buildTimeServices(notifier), notifier, logger: new ConsoleLogger(), settings: publicSettings(import.meta.env), hosted: isHosted(import.meta.env) };
}

/**
 * The dashboard's first views in the app's frame, for the app shell (scripts/first-view.mjs): the
 * header as it is while the session is checked, the views, the footer.
 */
export function prerenderFirstView(): PrerenderedPage {
  return renderAlone(buildTimeProviders(), DashboardFirstViews, '/dashboard');
}

const MAX_PASSES = 10;

/**
 * Renders one public route at build time, exactly as the browser's first render will see it:
 * the same App, a memory router at `path`, no session known yet (the header shows no auth
 * buttons), and the forms in their first state.
 */
export async function prerenderPage(path: string): Promise<PrerenderedPage> {
  const providers = buildTimeProviders();
  const publicPage = PUBLIC_PAGES[path];
  if (publicPage) return renderAlone(providers, (await publicPage()).default, path, path);
  const app = (renderer: GriffelRenderer) => (
    <StrictMode>
      <App {...providers} path={path} renderer={renderer} />
    </StrictMode>
  );
  // Each pass renders what has loaded and starts loading the lazy pages it met; once a pass
  // renders the same markup as the one before, every page chunk this route needs is in it.
  // renderToString writes everything in order, so the page needs no inline script to assemble.
  let html = '';
  for (let pass = 0; pass < MAX_PASSES; pass += 1) {
    const renderer = createDOMRenderer();
    const markup = renderToString(app(renderer));
    if (markup === html) return { html, styles: renderToStaticMarkup(<>{renderToStyleElements(renderer)}</>) };
    html = markup;
    // React.lazy settles in a later task even for a module already loaded.
    await nextTask();
  }
  throw new Error(`Prerendering ${path} did not settle in ${MAX_PASSES} passes`);
}
