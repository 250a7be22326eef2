import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { conceptFileSchema, wordCount, type ConceptNote } from '../../../adapters/tutor/content/content.schema';
import { normalisePhrase } from '../../../adapters/tutor/search-terms';

/**
 * Every concept file in the knowledge base, checked as one: the explainer answers from a note
 * only when the question names its subject, so each name (title or alias) must belong to one
 * note alone, and each note must be complete and current.
 */
const directory = new URL('../../../adapters/tutor/content/concepts/', import.meta.url);
const files = readdirSync(directory)
  .filter((name) => name.endsWith('.json'))
  .sort()
  .map((name) => ({ name, file: conceptFileSchema.parse(JSON.parse(readFileSync(new URL(name, directory), 'utf8'))) }));
const notes: ConceptNote[] = files.flatMap(({ file }) => file.notes);
const byId = new Map(notes.map((note) => [note.id, note]));

const ID_PREFIX = { Legal: 'legal-', GK: 'gk-', Logical: 'logical-', Quant: 'quant-', English: 'english-' } as const;

/** Codes repealed on 1 July 2024: any mention must sit beside the law that replaced it. */
const REPLACED_CODES: readonly { old: RegExp; current: RegExp }[] = [
  { old: /\bIPC\b|Indian Penal Code/i, current: /\bBNS\b|Bharatiya Nyaya Sanhita/i },
  { old: /\bCrPC\b|\bcr\.p\.c\.|Code of Criminal Procedure/i, current: /\bBNSS\b|Bharatiya Nagarik Suraksha Sanhita/i },
  { old: /Evidence Act/i, current: /\bBSA\b|Bharatiya Sakshya Adhiniyam/i },
];

/** The short forms and common names students type, by the note that must answer them. */
const REQUIRED_ALIASES: Readonly<Record<string, readonly string[]>> = {
  'legal-bns': ['bns', 'ipc', 'indian penal code', 'bharatiya nyaya sanhita'],
  'legal-bnss': ['bnss', 'crpc', 'code of criminal procedure'],
  'legal-bsa': ['bsa', 'evidence act', 'indian evidence act'],
  'legal-dpsp': ['dpsp', 'directive principles'],
  'legal-article-21': ['art 21', 'article 21', 'right to life'],
  'quant-compound-interest': ['ci', 'compound interest'],
  'quant-simple-interest': ['si', 'simple interest'],
  'quant-profit-loss': ['p&l', 'profit and loss'],
  'quant-data-interpretation': ['di', 'data interpretation'],
  'quant-speed-distance-time': ['sdt', 'tsd'],
  'quant-percentage-points': ['percentage points'],
  'quant-mixtures-alligation': ['alligation', 'mixtures'],
  'english-rc-strategy': ['rc', 'reading comprehension'],
  'english-para-jumbles': ['para jumbles', 'parajumbles'],
  'english-subject-verb-agreement': ['sva', 'subject verb agreement'],
  'english-tone-attitude': ['tone'],
  'english-one-word-substitution': ['one word substitution'],
  'logical-syllogism': ['syllogism', 'syllogisms'],
  'logical-blood-relations': ['blood relation', 'blood relations'],
  'logical-venn-method': ['venn diagram'],
  'logical-coding-decoding': ['coding decoding'],
  'logical-direction-sense': ['direction sense'],
  'logical-seating-arrangement': ['seating arrangement'],
  'logical-assumption': ['assumption', 'difference between inference and assumption'],
};

describe('the concept knowledge base', () => {
  it('holds at least 400 notes, each in its file section and with an id prefixed by it', () => {
    expect(notes.length).toBeGreaterThanOrEqual(400);
    for (const { name, file } of files) {
      for (const note of file.notes) {
        expect(note.section, `${name}: ${note.id}`).toBe(file.section);
        expect(note.id.startsWith(ID_PREFIX[note.section]), note.id).toBe(true);
      }
    }
  });

  it('gives every note an id unique across all files', () => {
    expect(byId.size).toBe(notes.length);
  });

  it('names each subject once: no title or alias belongs to two notes', () => {
    const owners = new Map<string, string>();
    const clashes: string[] = [];
    for (const note of notes) {
      for (const name of new Set([note.title, ...note.aliases].map((text) => normalisePhrase(text).trim()))) {
        const owner = owners.get(name);
        if (owner && owner !== note.id) clashes.push(`'${name}': ${owner} and ${note.id}`);
        else owners.set(name, note.id);
      }
    }
    expect(clashes).toEqual([]);
  });

  it('relates every note to 1-5 other notes that exist', () => {
    for (const note of notes) {
      expect(note.related.length, note.id).toBeGreaterThanOrEqual(1);
      expect(note.related.length, note.id).toBeLessThanOrEqual(5);
      expect(new Set(note.related).size, note.id).toBe(note.related.length);
      expect(note.related, note.id).not.toContain(note.id);
      for (const id of note.related) expect(byId.has(id), `${note.id} -> ${id}`).toBe(true);
    }
  });

  it('keeps definitions within 60 words and explanations within 60-220 words, with an example and a CLAT tip', () => {
    for (const note of notes) {
      expect(wordCount(note.definition), note.id).toBeLessThanOrEqual(60);
      expect(wordCount(note.explanation), note.id).toBeGreaterThanOrEqual(60);
      expect(wordCount(note.explanation), note.id).toBeLessThanOrEqual(220);
      expect(note.example.trim(), note.id).not.toBe('');
      expect(note.clatTip.trim(), note.id).not.toBe('');
    }
  });

  it('never presents the IPC, CrPC or Evidence Act as current law', () => {
    for (const note of notes) {
      const texts = { title: note.title, definition: note.definition, explanation: note.explanation, example: note.example, clatTip: note.clatTip, aliases: note.aliases.join(' | ') };
      for (const [field, text] of Object.entries(texts)) {
        for (const { old, current } of REPLACED_CODES) {
          if (old.test(text)) expect(text, `${note.id}.${field}`).toMatch(current);
        }
      }
    }
  });

  it('keeps aliases lower-case, trimmed and unique, with the abbreviation in a title and the short forms students type', () => {
    for (const note of notes) {
      expect(note.aliases.length, note.id).toBeGreaterThan(0);
      for (const alias of note.aliases) expect(alias, note.id).toBe(alias.toLowerCase().trim());
      expect(new Set(note.aliases).size, note.id).toBe(note.aliases.length);
      for (const [, abbreviation] of note.title.matchAll(/\(([A-Z][A-Z0-9-]+)\)/g)) expect(note.aliases, note.id).toContain(abbreviation!.toLowerCase());
    }
    for (const [id, aliases] of Object.entries(REQUIRED_ALIASES)) expect(byId.get(id)?.aliases, id).toEqual(expect.arrayContaining([...aliases]));
  });

  it('works a numeric example in every Quant note', () => {
    for (const note of notes.filter((candidate) => candidate.section === 'Quant')) expect(note.example, note.id).toMatch(/\d/);
  });
});
