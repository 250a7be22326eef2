// The public pages: prerendered by the build, measured by `npm run size` and the Lighthouse bench.
// `file` is where the build writes the page; `page` is the page's module in the build manifest;
// `alone` marks a page that hydrates on its own, without the app's router (src/public-pages.ts).

/** @type {ReadonlyArray<{ path: string; file: string; page: string; alone: boolean }>} */
export const PUBLIC_ROUTES = [
  { path: '/', file: 'index.html', page: 'ui/public/home.page.tsx', alone: true },
  { path: '/how-it-works', file: 'how-it-works/index.html', page: 'ui/public/how-it-works.page.tsx', alone: true },
  { path: '/contact', file: 'contact/index.html', page: 'ui/contact/contact.page.tsx', alone: false },
  { path: '/privacy-policy', file: 'privacy-policy/index.html', page: 'ui/public/privacy-policy.page.tsx', alone: true },
  { path: '/terms-conditions', file: 'terms-conditions/index.html', page: 'ui/public/terms-conditions.page.tsx', alone: true },
  { path: '/refund-policy', file: 'refund-policy/index.html', page: 'ui/public/refund-policy.page.tsx', alone: true },
  { path: '/data-deletion-policy', file: 'data-deletion-policy/index.html', page: 'ui/public/data-deletion-policy.page.tsx', alone: true },
  { path: '/auth', file: 'auth/index.html', page: 'ui/auth/auth.page.tsx', alone: false },
  { path: '/payment', file: 'payment/index.html', page: 'ui/public/payment.page.tsx', alone: false },
  // Any unknown address: static hosts serve it with status 404.
  { path: '/404', file: '404.html', page: 'ui/shell/not-found.view.tsx', alone: true },
];

/** The empty app shell for the screens rendered in the browser (dashboard, operator console). */
export const APP_SHELL = 'app.html';

/** Client-side screens: served the app shell by `vite preview` and by static hosts. */
export const CLIENT_ROUTES = ['/dashboard', '/admin'];
