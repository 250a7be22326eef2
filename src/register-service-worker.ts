import { registerSW } from 'virtual:pwa-register';

/**
 * Links the web app manifest, which makes the app installable. The build leaves it out of the
 * pages: the browser fetches it and its icons at once, beside what the first paint needs.
 */
function linkManifest(): void {
  if (document.querySelector('link[rel="manifest"]')) return;
  const link = document.createElement('link');
  link.rel = 'manifest';
  link.href = `${import.meta.env.BASE_URL}manifest.webmanifest`;
  document.head.append(link);
}

/**
 * Links the manifest and registers the service worker (the offline app). When a newer build has
 * been deployed and is waiting, the update bar appears; Reload activates the new worker and
 * reloads the page. Loaded after the page's load event, and only the bar needs React and Fluent,
 * so they are fetched only when there is an update to offer: registering costs a page a few kB.
 */
export function registerServiceWorker(): void {
  linkManifest();
  if (!('serviceWorker' in navigator)) return;
  const updateServiceWorker = registerSW({
    immediate: true,
    onNeedRefresh() {
      void import('./show-update-prompt').then(({ showUpdatePrompt }) => showUpdatePrompt(() => updateServiceWorker(true)));
    },
  });
}
