import { FluentProvider, RendererProvider, createDOMRenderer, webLightTheme, type GriffelRenderer } from '@fluentui/react-components';
import { useState } from 'react';
import { RouterProvider, type createBrowserRouter } from 'react-router-dom';
import type { ProductSettings } from '../core/shared/product-settings';
import { NotificationHost } from '../ui/common/notification-host';
import type { Notifier } from '../ui/common/notifier';
import { ProductSettingsProvider } from '../ui/common/product-settings';
import { ServicesProvider, type LoadServices } from '../ui/common/services';
import { OfflineNotice } from '../ui/shell/offline-notice';
import { createRouter } from './router';

export type AppRouter = ReturnType<typeof createBrowserRouter>;

interface AppProps {
  readonly loadServices: LoadServices;
  readonly notifier: Notifier;
  readonly settings: ProductSettings;
  /** The browser's router unless given: the build's prerender passes a memory router. */
  readonly router?: AppRouter;
  /** A hosted backend is configured: the app then says when the browser is offline (local mode works offline). */
  readonly hosted?: boolean;
  /** Where Fluent's styles go: the document unless given (the prerender collects them to write into the page). */
  readonly renderer?: GriffelRenderer;
}

/** The same tree in the browser and in the build's prerender, so hydration matches what was written. */
export function App({ loadServices, notifier, settings, hosted = false, router: given, renderer: givenRenderer }: AppProps) {
  const [router] = useState(() => given ?? createRouter());
  const [renderer] = useState(() => givenRenderer ?? createDOMRenderer(document));
  return (
    <RendererProvider renderer={renderer}>
      <FluentProvider theme={webLightTheme}>
        <ProductSettingsProvider settings={settings}>
          <NotificationHost notifier={notifier}>
            <ServicesProvider load={loadServices}>
              <RouterProvider router={router} />
            </ServicesProvider>
            {hosted ? <OfflineNotice /> : null}
          </NotificationHost>
        </ProductSettingsProvider>
      </FluentProvider>
    </RendererProvider>
  );
}
