import { StrictMode, type ComponentType } from 'react';
import { StoredSessionHint } from '../adapters/browser/stored-session-hint.adapter';
import { ConsoleLogger } from '../adapters/browser/console-logger.adapter';
import { Notifier } from '../ui/common/notifier';
import { hydrate } from './hydration';
import { PublicApp } from './public-app';
import { isHosted, publicSettings } from './public-settings';
import { servicesLoader } from './services-loader';
import { showConfigError } from './show-config-error';

/** Hydrates a prerendered public page on its own (see PUBLIC_PAGES). */
export function hydratePublicPage(root: HTMLElement, page: ComponentType, startHydrating: () => () => void): void {
  const notifier = new Notifier();
  hydrate(
    root,
    <StrictMode>
      <PublicApp
        page={page}
        path={window.location.pathname}
        hint={new StoredSessionHint()}
        loadServices={servicesLoader(import.meta.env, notifier, (message) => showConfigError(root, message))}
        notifier={notifier}
        logger={new ConsoleLogger()}
        settings={publicSettings(import.meta.env)}
        hosted={isHosted(import.meta.env)}
      />
    </StrictMode>,
    startHydrating,
  );
}
