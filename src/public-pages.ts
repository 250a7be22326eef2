import type { ComponentType } from 'react';

type PageModule = Promise<{ default: ComponentType }>;

/**
 * The public pages that hydrate on their own, without the app's router or services: they read
 * and link, and need nothing else until the student acts. (Sign-in, contact and payment hydrate
 * inside the app, with its router and, for their forms, its services.) The 404 page is written as
 * /404.html.
 */
export const PUBLIC_PAGES: Readonly<Record<string, () => PageModule>> = {
  '/': () => import('../ui/public/home.page'),
  '/how-it-works': () => import('../ui/public/how-it-works.page'),
  '/privacy-policy': () => import('../ui/public/privacy-policy.page'),
  '/terms-conditions': () => import('../ui/public/terms-conditions.page'),
  '/refund-policy': () => import('../ui/public/refund-policy.page'),
  '/data-deletion-policy': () => import('../ui/public/data-deletion-policy.page'),
  '/404': () => import('../ui/shell/not-found.view'),
};
