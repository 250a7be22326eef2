import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { conceptFileSchema, wordCount } from '../../../adapters/tutor/content/content.schema';
import type { ConceptNote } from '../../../adapters/tutor/content/content.schema';
import legalData from '../../../adapters/tutor/content/concepts/legal.json';
import gkData from '../../../adapters/tutor/content/concepts/gk.json';

const legal = conceptFileSchema.parse(legalData);
const gk = conceptFileSchema.parse(gkData);
const notes: ConceptNote[] = [...legal.notes, ...gk.notes];
const ownIds = new Set(notes.map((note) => note.id));

/**
 * The Logical, Quant and English concept files are written by another author and may not exist
 * yet; a `related` id may point into them, so their ids are read here only when the file is present.
 * Only the ids are needed, so the check is lenient about everything else in those files.
 */
const conceptsDir = new URL('../../../adapters/tutor/content/concepts/', import.meta.url);
const siblingIdsSchema = z.object({ notes: z.array(z.object({ id: z.string() })) });
const siblingIds = new Set(
  ['logical.json', 'quant.json', 'english.json'].flatMap((name) => {
    const file = new URL(name, conceptsDir);
    if (!existsSync(file)) return [];
    const data: unknown = JSON.parse(readFileSync(file, 'utf8'));
    return siblingIdsSchema.parse(data).notes.map((note) => note.id);
  }),
);

function noteById(id: string): ConceptNote {
  const note = notes.find((candidate) => candidate.id === id);
  if (!note) throw new Error(`missing note ${id}`);
  return note;
}

/** The texts a student reads; the aliases count as one text. */
function textsOf(note: ConceptNote): Array<[string, string]> {
  return [
    ['title', note.title],
    ['definition', note.definition],
    ['explanation', note.explanation],
    ['example', note.example],
    ['clatTip', note.clatTip],
    ['aliases', note.aliases.join(' | ')],
  ];
}

/** Codes repealed on 1 July 2024: any mention must sit beside the law that replaced it. */
const replacedCodes: Array<{ old: RegExp; current: RegExp }> = [
  { old: /\bIPC\b|Indian Penal Code/i, current: /\bBNS\b|Bharatiya Nyaya Sanhita/i },
  { old: /\bCrPC\b|\bcr\.p\.c\.|Code of Criminal Procedure/i, current: /\bBNSS\b|Bharatiya Nagarik Suraksha Sanhita/i },
  { old: /Evidence Act/i, current: /\bBSA\b|Bharatiya Sakshya Adhiniyam/i },
];

describe('Concept notes: Legal and GK', () => {
  it('parses both files, each note carrying its file section', () => {
    expect(legal.section).toBe('Legal');
    expect(gk.section).toBe('GK');
    for (const note of legal.notes) expect(note.section, note.id).toBe('Legal');
    for (const note of gk.notes) expect(note.section, note.id).toBe('GK');
  });

  it('has at least 60 Legal notes and 30 GK notes', () => {
    expect(legal.notes.length).toBeGreaterThanOrEqual(60);
    expect(gk.notes.length).toBeGreaterThanOrEqual(30);
  });

  it('gives every note an id unique across both files, prefixed by its section', () => {
    const ids = notes.map((note) => note.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const note of legal.notes) expect(note.id).toMatch(/^legal-[a-z0-9-]+$/);
    for (const note of gk.notes) expect(note.id).toMatch(/^gk-[a-z0-9-]+$/);
    for (const id of ids) expect(siblingIds.has(id), `${id} also used in another concept file`).toBe(false);
  });

  it('relates every note to 2-5 other notes that exist', () => {
    for (const note of notes) {
      expect(note.related.length, note.id).toBeGreaterThanOrEqual(2);
      expect(note.related.length, note.id).toBeLessThanOrEqual(5);
      expect(new Set(note.related).size, note.id).toBe(note.related.length);
      expect(note.related, note.id).not.toContain(note.id);
      for (const id of note.related) {
        expect(ownIds.has(id) || siblingIds.has(id), `${note.id} -> ${id}`).toBe(true);
      }
    }
  });

  it('keeps definitions to 60 words and explanations to 60-220 words, with an example and a CLAT tip', () => {
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
      for (const [field, text] of textsOf(note)) {
        for (const { old, current } of replacedCodes) {
          if (old.test(text)) expect(text, `${note.id}.${field}`).toMatch(current);
        }
      }
    }
  });

  it('keeps aliases lower-case, trimmed and unique within a note', () => {
    for (const note of notes) {
      expect(note.aliases.length, note.id).toBeGreaterThan(0);
      for (const alias of note.aliases) {
        expect(alias, note.id).toBe(alias.toLowerCase());
        expect(alias, note.id).toBe(alias.trim());
      }
      expect(new Set(note.aliases).size, note.id).toBe(note.aliases.length);
    }
  });

  it('lists the abbreviation in a title among the aliases', () => {
    for (const note of notes) {
      for (const [, abbreviation] of note.title.matchAll(/\(([A-Z][A-Z0-9-]+)\)/g)) {
        expect(note.aliases, note.id).toContain(abbreviation?.toLowerCase());
      }
    }
  });

  it('finds the new criminal laws, the DPSP and Article 21 by their common names', () => {
    expect(noteById('legal-bns').aliases).toEqual(expect.arrayContaining(['bns', 'ipc', 'indian penal code', 'bharatiya nyaya sanhita']));
    expect(noteById('legal-bnss').aliases).toEqual(expect.arrayContaining(['bnss', 'crpc', 'code of criminal procedure']));
    expect(noteById('legal-bsa').aliases).toEqual(expect.arrayContaining(['bsa', 'evidence act', 'indian evidence act']));
    expect(noteById('legal-dpsp').aliases).toEqual(expect.arrayContaining(['dpsp', 'directive principles']));
    expect(noteById('legal-article-21').aliases).toEqual(expect.arrayContaining(['art 21', 'article 21', 'right to life']));
  });
});
