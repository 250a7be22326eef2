import { keepEarlyTaps } from './early-taps';
import { PUBLIC_PAGES } from './public-pages';

// The entry is small on purpose: a prerendered page is painted before any of the app's code
// runs, and a public page that only reads never loads the router or the composition root.
const root = document.getElementById('root')!;
const publicPage = root.dataset.page ? PUBLIC_PAGES[root.dataset.page] : undefined;
const prerendered = root.hasChildNodes();
const startHydrating = prerendered ? keepEarlyTaps(root) : () => () => undefined;

/** Resolves once the browser has painted the page it was sent: the frame after the first one. */
const painted = () => new Promise<void>((done) => requestAnimationFrame(() => requestAnimationFrame(() => done())));

if (publicPage) {
  // The page's own chunk is fetched beside the code that hydrates it.
  void painted()
    .then(() => Promise.all([import('./public-boot'), publicPage()]))
    .then(([{ hydratePublicPage }, page]) => hydratePublicPage(root, page.default, startHydrating));
} else {
  void (prerendered ? painted() : Promise.resolve()).then(() => import('./app-boot')).then(({ startApp }) => startApp(root, startHydrating));
}

// The offline app: the service worker and its update prompt, once the page has loaded.
if (import.meta.env.PROD) {
  const register = () => void import('./register-service-worker').then(({ registerServiceWorker }) => registerServiceWorker());
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}
