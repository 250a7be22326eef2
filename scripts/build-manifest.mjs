// Reading the production build's manifest (dist/.vite/manifest.json): which chunk files a module
// needs, shared by the prerender (what a page prefetches) and `npm run size` (what it weighs).

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

/** The code a page runs after it has painted: what starts it (on its own or the whole app) and the page itself. */
export function pageChunks(manifest, route) {
  const entry = chunkClosure(manifest, 'index.html');
  const files = chunkClosure(manifest, route.alone ? PUBLIC_BOOT : APP_BOOT, new Set(entry));
  chunkClosure(manifest, route.page, files);
  return [...files].filter((file) => !entry.has(file));
}
