import react from '@vitejs/plugin-react';
import { defineConfig, loadEnv } from 'vite';
// With an extension: Vite's config loader warns about extensionless local imports on every run.
import { buildRefusal } from './src/build-guard.js';

export default defineConfig(({ command, mode }) => {
  // Only a build ships to students; local development with Supabase alone stays possible.
  if (command === 'build') {
    // loadEnv reads the .env files and the process's own VITE_ variables, which win.
    const refusal = buildRefusal(loadEnv(mode, process.cwd(), 'VITE_'));
    if (refusal) throw new Error(refusal);
  }
  return {
    plugins: [react()],
    build: {
      target: 'es2022',
      sourcemap: false,
      reportCompressedSize: true,
      // Read by scripts/route-sizes.mjs to report each route's first-load JavaScript.
      manifest: true,
    },
    server: { host: '127.0.0.1' },
    preview: { host: '127.0.0.1' },
  };
});
