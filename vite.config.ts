import react from '@vitejs/plugin-react';
import { defineConfig, loadEnv } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
// With an extension: Vite's config loader warns about extensionless local imports on every run.
import { buildRefusal } from './src/build-guard.js';
import { loadConfig } from './src/config.js';
import { prerenderPlugin } from './scripts/prerender-plugin.mjs';
import { pwaOptions } from './scripts/pwa-options.mjs';
import { themeStylePlugin } from './scripts/theme-style.mjs';
import { bankChunkFileNames, tutorBankPlugin } from './scripts/tutor-bank-plugin.mjs';

export default defineConfig(({ command, mode }) => {
  // loadEnv reads the .env files and the process's own VITE_ variables, which win.
  const env = loadEnv(mode, process.cwd(), 'VITE_');
  // Only a build ships to students; local development with Supabase alone stays possible.
  if (command === 'build') {
    const refusal = buildRefusal(env);
    if (refusal) throw new Error(refusal);
  }
  // The public pages read their settings without validating them (to keep the validation library
  // off their first load), so an invalid configuration stops the build and the dev server at once,
  // in one line naming the variables.
  loadConfig(env);
  return {
    // The prerender writes the public pages before the service worker is generated, which precaches them.
    // The theme's variables are written into every page's head (scripts/theme-style.mjs).
    plugins: [react(), themeStylePlugin(), tutorBankPlugin(), prerenderPlugin(), VitePWA(pwaOptions)],
    build: {
      target: 'es2022',
      sourcemap: process.env.NYAYAPATH_SOURCEMAP === "1",
      reportCompressedSize: true,
      // Read by scripts/route-sizes.mjs to report each route's first-load JavaScript.
      manifest: true,
      // The mock's passages, a chunk each, in a folder of their own (scripts/tutor-bank-plugin.mjs).
      rollupOptions: { output: { chunkFileNames: bankChunkFileNames } },
    },
    server: { host: '127.0.0.1' },
    // The prerender plugin serves the prerendered pages and the build's own security headers
    // (dist/_headers, written for the build's configuration) in `vite preview`.
    preview: { host: '127.0.0.1' },
  };
});
