// Copies what the browser needs to run OCR offline into public/tesseract/, so tesseract.js
// loads its worker, engine and English data from the app's own origin and never from a CDN.
// Run by npm's predev, prestart, prebuild and pretest hooks; safe to run again.
import { copyFile, mkdir, readdir, rm, stat, utimes } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const target = join(root, 'public', 'tesseract');
const require = createRequire(join(root, 'package.json'));

/** The folder of an installed package, or null when it is not installed. */
function packageDir(name) {
  try {
    return dirname(require.resolve(`${name}/package.json`));
  } catch {
    return null;
  }
}

// The worker picks one engine build by browser support: relaxed SIMD, else SIMD, else plain.
// The adapter creates its worker with OEM.LSTM_ONLY, so only the three "-lstm" builds can be
// requested. Each .wasm.js embeds its WebAssembly binary, so no separate .wasm is fetched.
const ASSETS = [
  { pkg: 'tesseract.js', file: 'dist/worker.min.js' },
  { pkg: 'tesseract.js-core', file: 'tesseract-core-relaxedsimd-lstm.wasm.js' },
  { pkg: 'tesseract.js-core', file: 'tesseract-core-simd-lstm.wasm.js' },
  { pkg: 'tesseract.js-core', file: 'tesseract-core-lstm.wasm.js' },
  // The LSTM-only "best_int" English model (about 3 MB), which the worker requests as eng.traineddata.gz.
  { pkg: '@tesseract.js-data/eng', file: '4.0.0_best_int/eng.traineddata.gz' },
];

function fail(message) {
  console.error(`copy-ocr-assets: ${message}`);
  process.exit(1);
}

async function statOrNull(path) {
  try {
    return await stat(path);
  } catch {
    return null;
  }
}

const sources = [];
for (const { pkg, file } of ASSETS) {
  const dir = packageDir(pkg);
  if (!dir) fail(`package ${pkg} is not installed; run npm install.`);
  const source = join(dir, file);
  const info = await statOrNull(source);
  if (!info?.isFile()) fail(`missing ${relative(root, source)} (from ${pkg}); run npm install or check its version.`);
  sources.push({ source, info, name: file.split('/').pop() });
}

await mkdir(target, { recursive: true });

let copied = 0;
let totalBytes = 0;
for (const { source, info, name } of sources) {
  const destination = join(target, name);
  const existing = await statOrNull(destination);
  // The copy takes the source's mtime, so an equal size and mtime means an identical file
  // (within a millisecond: setting a time loses the sub-millisecond part).
  const upToDate = existing?.size === info.size && Math.abs(existing.mtimeMs - info.mtimeMs) < 1;
  if (!upToDate) {
    await copyFile(source, destination);
    await utimes(destination, info.atimeMs / 1000, info.mtimeMs / 1000);
    copied += 1;
  }
  totalBytes += info.size;
}

// The folder is generated: drop anything a previous asset list left behind, so it is not deployed.
const wanted = new Set(sources.map(({ name }) => name));
const stale = (await readdir(target)).filter((name) => !wanted.has(name));
await Promise.all(stale.map((name) => rm(join(target, name), { recursive: true, force: true })));

const megabytes = (totalBytes / 1024 / 1024).toFixed(1);
const removed = stale.length > 0 ? `, ${stale.length} stale removed` : '';
console.log(
  `copy-ocr-assets: ${sources.length} files, ${megabytes} MB in ${relative(root, target)} (${copied} copied, ${sources.length - copied} up to date${removed})`,
);
