import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Notifier } from '../ui/common/notifier';
import type { ServiceResolver } from '../ui/common/services';
import { App } from './app';
import { ConfigError, loadConfig, type AppConfig } from './config';
import { productSettings } from './product-settings';

const rootElement = document.getElementById('root')!;

function start(config: AppConfig): void {
  const notifier = new Notifier();
  let services: Promise<ServiceResolver> | undefined;
  // The composition root is a chunk of its own, fetched the first time a screen needs it.
  const loadServices = () =>
    (services ??= import('./composition').then(({ compose }) => compose(config, notifier)));

  createRoot(rootElement).render(
    <StrictMode>
      <App loadServices={loadServices} notifier={notifier} settings={productSettings(config)} />
    </StrictMode>,
  );
}

try {
  start(loadConfig(import.meta.env));
} catch (error) {
  if (!(error instanceof ConfigError)) throw error;
  // Operators see which variable to fix instead of a blank page.
  const message = document.createElement('p');
  message.setAttribute('role', 'alert');
  message.textContent = error.message;
  rootElement.replaceChildren(message);
}
