import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
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
});
