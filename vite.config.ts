import react from '@vitejs/plugin-react';
import { defineConfig, loadEnv } from 'vite';
import { buildRefusal } from './src/build-guard';

export default defineConfig(({ command, mode }) => {
  if (command === 'build') {
    const refusal = buildRefusal({ ...loadEnv(mode, process.cwd(), 'VITE_'), ...process.env });
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
