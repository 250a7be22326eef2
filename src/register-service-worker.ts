import { registerSW } from 'virtual:pwa-register';

/**
 * Registers the service worker (the offline app). When a newer build has been deployed and is
 * waiting, the update bar appears; Reload activates the new worker and reloads the page. Loaded
 * after the page's load event, and only the bar needs React and Fluent, so they are fetched only
 * when there is an update to offer: registering costs a reading page a few kilobytes.
 */
export function registerServiceWorker(): void {
  if (!('serviceWorker' in navigator)) return;
  const updateServiceWorker = registerSW({
    immediate: true,
    onNeedRefresh() {
      void import('./show-update-prompt').then(({ showUpdatePrompt }) => showUpdatePrompt(() => updateServiceWorker(true)));
    },
  });
}
