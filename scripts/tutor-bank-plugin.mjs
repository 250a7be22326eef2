// The curated passages of the full mock, one module a passage. `virtual:tutor-bank` is the small
// index a mock is put together from (each passage's id, section, question count and the
// difficulty of each question) with a loader for every passage; each loader imports
// `virtual:tutor-bank-set/<id>`, which holds that passage alone. A mock start downloads the index
// and the twenty-odd passages its paper uses, never the whole bank; the build names those chunks
// under assets/bank/ (see BANK_CHUNKS), which the service worker caches as they are used rather
// than ahead of time.
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const BANK_INDEX_ID = 'virtual:tutor-bank';
const SET_PREFIX = 'virtual:tutor-bank-set/';
const RESOLVED = '\0';

/** Where the build writes the passages' chunks; the service worker leaves them out of its precache. */
export const BANK_CHUNKS = 'assets/bank/';

const CONTENT = fileURLToPath(new URL('../adapters/tutor/content/', import.meta.url));
const SECTION_FOLDERS = { English: 'english', GK: 'gk', Legal: 'legal', Logical: 'logical' };

/** Every passage of the four curated sections, by id, with its section; a repeated id stops the build. */
function readBank() {
  const sets = new Map();
  const files = [];
  for (const [section, folder] of Object.entries(SECTION_FOLDERS)) {
    const directory = join(CONTENT, folder);
    for (const name of readdirSync(directory).filter((file) => file.endsWith('.json')).sort()) {
      const path = join(directory, name);
      files.push(path);
      for (const set of JSON.parse(readFileSync(path, 'utf8')).sets) {
        if (sets.has(set.id)) throw new Error(`The passage id ${set.id} is used twice (${path})`);
        sets.set(set.id, { section, set });
      }
    }
  }
  return { sets, files };
}

function indexModule(sets) {
  const index = [...sets].map(([id, { section, set }]) => ({
    id,
    section,
    questionCount: set.questions.length,
    difficulties: set.questions.map((question) => question.difficulty),
  }));
  const loaders = [...sets.keys()].map((id) => `  ${JSON.stringify(id)}: () => import(${JSON.stringify(SET_PREFIX + id)}),`);
  return [`export const BANK_INDEX = ${JSON.stringify(index)};`, `export const BANK_SETS = {`, ...loaders, `};`].join('\n');
}

/** @returns {import('vite').Plugin} */
export function tutorBankPlugin() {
  // Read once a build (a passage's module and the index share it), again after a bank file changes.
  let bank = null;
  return {
    name: 'nyayapath-tutor-bank',
    buildStart() {
      bank = null;
    },
    watchChange(id) {
      if (id.startsWith(CONTENT)) bank = null;
    },
    resolveId(id) {
      if (id === BANK_INDEX_ID || id.startsWith(SET_PREFIX)) return RESOLVED + id;
      return undefined;
    },
    load(id) {
      if (!id.startsWith(RESOLVED)) return undefined;
      const virtualId = id.slice(RESOLVED.length);
      if (virtualId !== BANK_INDEX_ID && !virtualId.startsWith(SET_PREFIX)) return undefined;
      bank ??= readBank();
      const { sets, files } = bank;
      for (const file of files) this.addWatchFile(file);
      if (virtualId === BANK_INDEX_ID) return indexModule(sets);
      const found = sets.get(virtualId.slice(SET_PREFIX.length));
      if (!found) throw new Error(`No passage ${virtualId.slice(SET_PREFIX.length)} in the bank`);
      return `export default ${JSON.stringify({ section: found.section, ...found.set })};`;
    },
  };
}

/** Rollup's chunk names: a passage's chunk goes under assets/bank/, everything else where Vite puts it. */
export function bankChunkFileNames(chunk) {
  const module = chunk.facadeModuleId ?? '';
  return module.startsWith(RESOLVED + SET_PREFIX) ? `${BANK_CHUNKS}[name]-[hash].js` : 'assets/[name]-[hash].js';
}
