import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { conceptFileSchema, wordCount, type ConceptNote } from '../../../adapters/tutor/content/content.schema';
import logical from '../../../adapters/tutor/content/concepts/logical.json';
import quant from '../../../adapters/tutor/content/concepts/quant.json';
import english from '../../../adapters/tutor/content/concepts/english.json';

const logicalFile = conceptFileSchema.parse(logical);
const quantFile = conceptFileSchema.parse(quant);
const englishFile = conceptFileSchema.parse(english);

/** Each file with the section it must declare and the id prefix of its notes. */
const files = [
  { file: logicalFile, section: 'Logical', prefix: 'logical-' },
  { file: quantFile, section: 'Quant', prefix: 'quant-' },
  { file: englishFile, section: 'English', prefix: 'english-' },
] as const;
const notes: ConceptNote[] = files.flatMap(({ file }) => file.notes);
const byId = new Map(notes.map((note) => [note.id, note]));

/** legal.json and gk.json are written separately: their ids count as link targets when present. */
function otherConceptIds(): string[] {
  return ['legal.json', 'gk.json'].flatMap((name) => {
    const path = fileURLToPath(new URL(`../../../adapters/tutor/content/concepts/${name}`, import.meta.url));
    if (!existsSync(path)) return [];
    return conceptFileSchema.parse(JSON.parse(readFileSync(path, 'utf8'))).notes.map((note) => note.id);
  });
}

/** The short forms and common names students type, by the note that must answer them. */
const requiredAliases: Record<string, string[]> = {
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

describe('Logical, Quant and English concept notes', () => {
  it('has at least 25 notes per file, each in its file section', () => {
    for (const { file, section } of files) {
      expect(file.section).toBe(section);
      expect(file.notes.length, section).toBeGreaterThanOrEqual(25);
      for (const note of file.notes) expect(note.section, note.id).toBe(section);
    }
  });

  it('gives every note a unique id prefixed by its section', () => {
    expect(byId.size).toBe(notes.length);
    for (const { file, prefix } of files) {
      for (const note of file.notes) expect(note.id.startsWith(prefix), note.id).toBe(true);
    }
    const others = otherConceptIds();
    for (const id of others) expect(byId.has(id), `${id} clashes`).toBe(false);
  });

  it('links 2-5 related notes that exist in the concept files, never the note itself', () => {
    const known = new Set([...byId.keys(), ...otherConceptIds()]);
    for (const note of notes) {
      expect(note.related.length, note.id).toBeGreaterThanOrEqual(2);
      expect(note.related.length, note.id).toBeLessThanOrEqual(5);
      expect(new Set(note.related).size, note.id).toBe(note.related.length);
      expect(note.related, note.id).not.toContain(note.id);
      for (const id of note.related) expect(known.has(id), `${note.id} -> ${id}`).toBe(true);
    }
  });

  it('keeps definitions within 60 words, explanations within 60-220 words, and fills example and tip', () => {
    for (const note of notes) {
      expect(wordCount(note.definition), note.id).toBeLessThanOrEqual(60);
      expect(wordCount(note.explanation), note.id).toBeGreaterThanOrEqual(60);
      expect(wordCount(note.explanation), note.id).toBeLessThanOrEqual(220);
      expect(note.example.trim(), note.id).not.toBe('');
      expect(note.clatTip.trim(), note.id).not.toBe('');
    }
  });

  it('writes aliases in lower case without duplicates, including the short forms students type', () => {
    for (const note of notes) {
      expect(note.aliases.length, note.id).toBeGreaterThan(0);
      expect(new Set(note.aliases).size, note.id).toBe(note.aliases.length);
      for (const alias of note.aliases) expect(alias, note.id).toBe(alias.toLowerCase());
    }
    for (const [id, aliases] of Object.entries(requiredAliases)) {
      const note = byId.get(id);
      expect(note, id).toBeDefined();
      for (const alias of aliases) expect(note?.aliases, id).toContain(alias);
    }
  });

  it('works a numeric example in every Quant note', () => {
    for (const note of quantFile.notes) expect(note.example, note.id).toMatch(/\d/);
  });
});
