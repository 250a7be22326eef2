// Reading the production build's manifest (dist/.vite/manifest.json): which chunk files a module
// needs, which `npm run size` adds up for each route.

export const PUBLIC_BOOT = 'src/public-boot.tsx';
export const APP_BOOT = 'src/app-boot.tsx';

/** The chunk files a module needs before it runs: itself and its static imports, transitively. */
export function chunkClosure(manifest, key, files = new Set()) {
  const chunk = manifest[key];
  if (!chunk) throw new Error(`${key} is not in the build manifest`);
  if (files.has(chunk.file)) return files;
  files.add(chunk.file);
  for (const imported of chunk.imports ?? []) chunkClosure(manifest, imported, files);
  return files;
}
