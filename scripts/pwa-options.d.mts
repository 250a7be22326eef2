import type { VitePWAOptions } from 'vite-plugin-pwa';

export function cleanPageUrl(url: string): string;
export const pwaOptions: Partial<VitePWAOptions>;
export const PRECACHED_PAGES: readonly string[];
