// The installable app: its web app manifest and the service worker's caching, for vite-plugin-pwa.
import { PUBLIC_ROUTES, APP_SHELL } from './public-routes.mjs';
import { BANK_CHUNKS } from './tutor-bank-plugin.mjs';

/** A prerendered page is precached under the address a visitor types: how-it-works/index.html as how-it-works. */
export function cleanPageUrl(url) {
  if (url === 'index.html' || url === '404.html') return url;
  return url.endsWith('/index.html') ? url.slice(0, -'/index.html'.length) : url;
}

/** @type {Partial<import('vite-plugin-pwa').VitePWAOptions>} */
export const pwaOptions = {
  // The update prompt asks first; registration happens in the app, after the page has loaded.
  registerType: 'prompt',
  injectRegister: false,
  includeAssets: ['icons/apple-touch-icon-180.png'],
  manifest: {
    id: '/',
    name: 'NyayaPath',
    short_name: 'NyayaPath',
    description: 'CLAT preparation with a free diagnostic test, predicted rank and AI practice tools.',
    lang: 'en-IN',
    start_url: '/dashboard',
    scope: '/',
    display: 'standalone',
    orientation: 'portrait',
    theme_color: '#1f3a68',
    background_color: '#ffffff',
    icons: [
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  },
  workbox: {
    // The app shell, every chunk, every public page and its images; the OCR files and the mock's
    // passages (hundreds of small chunks, a paper uses twenty-odd) are cached on first use.
    globPatterns: ['**/*.{js,css,html,png,webp,svg,ico,webmanifest}'],
    globIgnores: ['tesseract/**', `${BANK_CHUNKS}**`, '**/node_modules/**'],
    maximumFileSizeToCacheInBytes: 3 * 1024 * 1024,
    manifestTransforms: [
      async (entries) => ({ manifest: entries.map((entry) => ({ ...entry, url: cleanPageUrl(entry.url) })), warnings: [] }),
    ],
    // Any other address (the dashboard, the operator console, an unknown path) gets the app shell.
    navigateFallback: `/${APP_SHELL}`,
    navigateFallbackDenylist: [/^\/tesseract\//, /^\/assets\//],
    cleanupOutdatedCaches: true,
    runtimeCaching: [
      {
        // A passage's chunk never changes under its hashed name: a mock once started opens offline.
        // (The function is written into the service worker as text: BANK_CHUNKS's value, spelt out.)
        urlPattern: ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith('/assets/bank/'),
        handler: 'CacheFirst',
        options: {
          cacheName: 'nyayapath-passages',
          expiration: { maxEntries: 600 },
          cacheableResponse: { statuses: [200] },
        },
      },
      {
        urlPattern: ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith('/tesseract/'),
        handler: 'CacheFirst',
        options: {
          cacheName: 'nyayapath-ocr',
          expiration: { maxEntries: 16 },
          cacheableResponse: { statuses: [200] },
        },
      },
    ],
  },
};

/** The public pages' addresses, as precached. */
export const PRECACHED_PAGES = PUBLIC_ROUTES.map((route) => cleanPageUrl(route.file));
