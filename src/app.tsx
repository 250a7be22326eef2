import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import { useState } from 'react';
import { RouterProvider } from 'react-router-dom';
import type { ProductSettings } from '../core/shared/product-settings';
import { NotificationHost } from '../ui/common/notification-host';
import type { Notifier } from '../ui/common/notifier';
import { ProductSettingsProvider } from '../ui/common/product-settings';
import { ServicesProvider, type LoadServices } from '../ui/common/services';
import { createRouter } from './router';

interface AppProps {
  readonly loadServices: LoadServices;
  readonly notifier: Notifier;
  readonly settings: ProductSettings;
}

export function App({ loadServices, notifier, settings }: AppProps) {
  const [router] = useState(() => createRouter());
  return (
    <FluentProvider theme={webLightTheme}>
      <ProductSettingsProvider settings={settings}>
        <NotificationHost notifier={notifier}>
          <ServicesProvider load={loadServices}>
            <RouterProvider router={router} />
          </ServicesProvider>
        </NotificationHost>
      </ProductSettingsProvider>
    </FluentProvider>
  );
}
