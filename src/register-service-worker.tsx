import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import { createRoot } from 'react-dom/client';
import { registerSW } from 'virtual:pwa-register';
import { UpdatePrompt } from '../ui/shell/update-prompt';

/**
 * Registers the service worker (the offline app). When a newer build has been deployed and is
 * waiting, the update bar appears; Reload activates the new worker and reloads the page. Loaded
 * after the page's load event, so it costs the first load nothing.
 */
export function registerServiceWorker(): void {
  if (!('serviceWorker' in navigator)) return;
  const updateServiceWorker = registerSW({
    immediate: true,
    onNeedRefresh() {
      const host = document.createElement('div');
      host.id = 'update-prompt';
      document.body.append(host);
      createRoot(host).render(
        <FluentProvider theme={webLightTheme}>
          <UpdatePrompt onReload={() => updateServiceWorker(true)} />
        </FluentProvider>,
      );
    },
  });
}
