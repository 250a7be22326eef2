import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { tutorBankPlugin } from '../scripts/tutor-bank-plugin.mjs';

/**
 * The server's production build: one Node bundle in dist-server with the migrations and the
 * tutor's content inside it, and its packages (PGlite, pg, Hono, pino) left in node_modules.
 */
export default defineConfig({
  root: fileURLToPath(new URL('..', import.meta.url)),
  logLevel: 'warn',
  plugins: [tutorBankPlugin()],
  build: {
    ssr: 'server/main.ts',
    outDir: 'dist-server',
    emptyOutDir: true,
    target: 'node20',
    sourcemap: true,
    // Apart from dist/, which every app build empties; and without the app's public/ folder (tesseract files).
    copyPublicDir: false,
  },
});
