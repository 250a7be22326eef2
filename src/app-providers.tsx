import { FluentProvider, RendererProvider, createDOMRenderer, type GriffelRenderer } from '@fluentui/react-components';
import { useState, type ReactNode } from 'react';
import type { FirstView } from '../core/ports/first-view.port';
import type { Logger } from '../core/ports/logger.port';
import type { ProductSettings } from '../core/shared/product-settings';
import { FirstViewProvider, NO_FIRST_VIEW } from '../ui/common/first-view';
import { LoggerProvider } from '../ui/common/logger-context';
import { NotificationHost } from '../ui/common/notification-host';
import type { Notifier } from '../ui/common/notifier';
import { ProductSettingsProvider } from '../ui/common/product-settings';
import { ServicesProvider, type LoadServices } from '../ui/common/services';
import { PAGE_THEME } from '../ui/common/page-theme';
import { OfflineNotice } from '../ui/shell/offline-notice';

export interface AppProvidersProps {
  readonly loadServices: LoadServices;
  readonly notifier: Notifier;
  readonly logger: Logger;
  readonly settings: ProductSettings;
  /** A hosted backend is configured: the app then says when the browser is offline (local mode works offline). */
  readonly hosted?: boolean;
  /** Where Fluent's styles go: the document unless given (the prerender collects them to write into the page). */
  readonly renderer?: GriffelRenderer;
  /** The dashboard's first view in the page, if the page has one to hand over. */
  readonly firstView?: FirstView;
}

/** What every page sits in, inside the app's router or alone: styles, theme, settings, notices, services. */
export function AppProviders({ loadServices, notifier, logger, settings, hosted = false, renderer: givenRenderer, firstView = NO_FIRST_VIEW, children }: AppProvidersProps & { children: ReactNode }) {
  const [renderer] = useState(() => givenRenderer ?? createDOMRenderer(document));
  return (
    <RendererProvider renderer={renderer}>
      <FluentProvider theme={PAGE_THEME}>
        <ProductSettingsProvider settings={settings}>
          <NotificationHost notifier={notifier}>
            <ServicesProvider load={loadServices}>
              <LoggerProvider logger={logger}>
                <FirstViewProvider value={firstView}>{children}</FirstViewProvider>
              </LoggerProvider>
            </ServicesProvider>
            {hosted ? <OfflineNotice /> : null}
          </NotificationHost>
        </ProductSettingsProvider>
      </FluentProvider>
    </RendererProvider>
  );
}
