import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import { act, render, type RenderResult } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { NotificationHost } from '../../ui/common/notification-host';
import { Notifier } from '../../ui/common/notifier';
import { ProductSettingsProvider } from '../../ui/common/product-settings';
import { ServicesProvider, type ServiceResolver } from '../../ui/common/services';
import { RouterNavigation } from '../../ui/shell/router-navigation';

export const TEST_SETTINGS = {
  supportEmail: 'help@nyayapath.in',
  upiVpa: 'nyayapath@okaxis',
  upiPayee: 'NyayaPath',
  demoVideoUrl: null,
};

/** Hands out the given instances by token, like the container does. */
export function resolverOf(entries: [symbol | object, unknown][]): ServiceResolver {
  const services = new Map<unknown, unknown>(entries);
  return {
    get<T>(token: unknown): T {
      if (!services.has(token)) throw new Error(`No test service for ${String(token)}`);
      return services.get(token) as T;
    },
  };
}

/**
 * Renders a page at `path` with the providers of the app; any other path renders 'Moved to
 * another page'. Inside act, so that pages waiting for the container (React's `use`) resolve.
 */
export async function renderPage(
  page: ReactElement,
  { path = '/', resolver, notifier = new Notifier() }: { path?: string; resolver?: ServiceResolver; notifier?: Notifier } = {},
): Promise<RenderResult> {
  const loaded = resolver ? Promise.resolve(resolver) : new Promise<ServiceResolver>(() => undefined);
  let result: RenderResult | undefined;
  await act(async () => {
    result = render(
    <FluentProvider theme={webLightTheme}>
      <ProductSettingsProvider settings={TEST_SETTINGS}>
        <NotificationHost notifier={notifier}>
          <ServicesProvider load={() => loaded}>
            <MemoryRouter initialEntries={[path]}>
              <RouterNavigation>
                <Routes>
                  <Route path={path} element={page} />
                  <Route path="*" element={<p>Moved to another page</p>} />
                </Routes>
              </RouterNavigation>
            </MemoryRouter>
          </ServicesProvider>
        </NotificationHost>
      </ProductSettingsProvider>
    </FluentProvider>,
    );
  });
  return result!;
}
