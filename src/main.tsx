import { ConsoleLogger } from '../adapters/browser/console-logger.adapter';
import { SystemClock } from '../adapters/browser/system-clock.adapter';
import { StoredSessionHint } from '../adapters/browser/stored-session-hint.adapter';
import { formatToday, TODAY_SELECTOR } from '../ui/public/today';
import { logNotFound } from '../ui/shell/log-not-found';
import { keepEarlyTaps } from './early-taps';
import { firstIntent } from './first-intent';
import { PUBLIC_PAGES } from './public-pages';

// The entry is small on purpose: a prerendered page is painted before any of the app's code
// runs, and a public page that only reads never loads the router or the composition root.
const root = document.getElementById('root')!;
const publicPage = root.dataset.page ? PUBLIC_PAGES[root.dataset.page] : undefined;
const prerendered = root.hasChildNodes();
const startHydrating = prerendered ? keepEarlyTaps(root) : () => () => undefined;

/** Resolves once the browser has painted the page it was sent: the frame after the first one. */
const painted = () => new Promise<void>((done) => requestAnimationFrame(() => requestAnimationFrame(() => done())));

/**
 * A prerendered page waits for the student to act (see firstIntent): reading it needs no code,
 * and its forms can be typed into before their code arrives. A device whose last session was
 * signed in hydrates once painted: its header must say so at once (and its sign-in page sends it
 * on to the dashboard).
 */
const prerenderedPageReady = () => (new StoredSessionHint().signedIn() ? painted() : firstIntent());

// A page dated with the reader's today (the data deletion policy, spec §2) shows it at once.
for (const today of root.querySelectorAll(TODAY_SELECTOR)) today.textContent = formatToday();

// The prerendered 404 page (served for any unknown address): its bad path is logged here.
if (root.dataset.page === '/404') logNotFound(new ConsoleLogger(), window.location.pathname);

if (publicPage) {
  // The page's own chunk is fetched beside the code that hydrates it.
  void prerenderedPageReady()
    .then(() => Promise.all([import('./public-boot'), publicPage()]))
    .then(([{ hydratePublicPage }, page]) => hydratePublicPage(root, page.default, startHydrating));
} else if (prerendered) {
  // Sign-in, contact and payment hydrate inside the whole app.
  void prerenderedPageReady()
    .then(() => import('./app-boot'))
    .then(({ startApp }) => startApp(root, startHydrating));
} else {
  // The screens the browser renders (the dashboard, the operator console) start at once.
  void import('./app-boot').then(({ startApp }) => startApp(root));
}

/**
 * The offline app: the service worker and its update prompt. Installing it downloads the whole
 * app for later, so it waits until a few seconds after the page has loaded, when it no longer
 * competes with what the student is looking at or the code a first tap needs.
 */
const SERVICE_WORKER_DELAY_MS = 3000;
if (import.meta.env.PROD) {
  const register = () => void import('./register-service-worker').then(({ registerServiceWorker }) => registerServiceWorker());
  const later = () => void new SystemClock().sleep(SERVICE_WORKER_DELAY_MS).then(register);
  if (document.readyState === 'complete') later();
  else window.addEventListener('load', later, { once: true });
}
