import type { z } from 'zod';
import { ENGLISH_PRESETS, GK_PRESETS } from '../../core/practice/practice.model';
import {
  conceptFileSchema,
  englishPresetFileSchema,
  gkPresetFileSchema,
  legalTopicFileSchema,
  type ConceptNote,
  type EnglishSet,
  type GkSet,
  type LegalSet,
} from './content/content.schema';

type Load = () => Promise<unknown>;

/** One dynamic import per file, so that a student pays only for the topic she opens. */
const LEGAL_FILES: Readonly<Record<string, Load>> = {
  'Contract Law': () => import('./content/legal/contract-law.json').then((module) => module.default),
  'Constitutional Law': () => import('./content/legal/constitutional-law.json').then((module) => module.default),
  'Criminal Law': () => import('./content/legal/criminal-law.json').then((module) => module.default),
  'Property Law': () => import('./content/legal/property-law.json').then((module) => module.default),
  'Tort Law': () => import('./content/legal/tort-law.json').then((module) => module.default),
};

const GK_FILES: Readonly<Record<(typeof GK_PRESETS)[number], Load>> = {
  'G20 Summit': () => import('./content/gk/g20-summit.json').then((module) => module.default),
  '101st Amendment': () => import('./content/gk/101st-amendment.json').then((module) => module.default),
  'Ujjwala Yojana': () => import('./content/gk/ujjwala-yojana.json').then((module) => module.default),
  'BrahMos Missile': () => import('./content/gk/brahmos-missile.json').then((module) => module.default),
};

const ENGLISH_FILES: Readonly<Record<(typeof ENGLISH_PRESETS)[number], Load>> = {
  'Climate Change': () => import('./content/english/climate-change.json').then((module) => module.default),
  Technology: () => import('./content/english/technology.json').then((module) => module.default),
  Globalization: () => import('./content/english/globalization.json').then((module) => module.default),
};

/**
 * The concept notes, one file per section. A glob rather than five imports, because a section's
 * file may not have been written yet: the tutor explains from whichever files exist.
 */
const CONCEPT_MODULES = import.meta.glob<unknown>('./content/concepts/*.json', { import: 'default' });
export const CONCEPT_FILES = ['legal', 'gk', 'logical', 'quant', 'english'] as const;

export interface GkPresetSets {
  readonly preset: (typeof GK_PRESETS)[number];
  readonly sets: readonly GkSet[];
}

/**
 * The curated content of the tutor, imported on first use, checked against its schema once and
 * then kept. A file that fails its schema is a defect of the content: the load rejects loudly
 * rather than serve half a bank.
 */
export class TutorContent {
  private readonly cache = new Map<string, Promise<unknown>>();

  static legalTopics(): readonly string[] {
    return Object.keys(LEGAL_FILES);
  }

  async legalSets(topic: string): Promise<readonly LegalSet[]> {
    const load = LEGAL_FILES[topic];
    if (!load) return [];
    return (await this.parsed(`legal/${topic}`, load, legalTopicFileSchema)).sets;
  }

  async allLegalSets(): Promise<readonly LegalSet[]> {
    return (await Promise.all(TutorContent.legalTopics().map((topic) => this.legalSets(topic)))).flat();
  }

  async gkSets(preset: (typeof GK_PRESETS)[number]): Promise<readonly GkSet[]> {
    return (await this.parsed(`gk/${preset}`, GK_FILES[preset], gkPresetFileSchema)).sets;
  }

  async allGkSets(): Promise<readonly GkPresetSets[]> {
    return Promise.all(GK_PRESETS.map(async (preset) => ({ preset, sets: await this.gkSets(preset) })));
  }

  async englishSets(preset: (typeof ENGLISH_PRESETS)[number]): Promise<readonly EnglishSet[]> {
    return (await this.parsed(`english/${preset}`, ENGLISH_FILES[preset], englishPresetFileSchema)).sets;
  }

  async allEnglishSets(): Promise<readonly EnglishSet[]> {
    return (await Promise.all(ENGLISH_PRESETS.map((preset) => this.englishSets(preset)))).flat();
  }

  /** Every note of every concept file that exists. */
  async conceptNotes(): Promise<readonly ConceptNote[]> {
    const files = await Promise.all(
      CONCEPT_FILES.map(async (name) => {
        const load = CONCEPT_MODULES[`./content/concepts/${name}.json`];
        return load ? (await this.parsed(`concepts/${name}`, load, conceptFileSchema)).notes : [];
      }),
    );
    return files.flat();
  }

  private parsed<T>(key: string, load: Load, schema: z.ZodType<T>): Promise<T> {
    let entry = this.cache.get(key) as Promise<T> | undefined;
    if (!entry) {
      entry = load().then((data) => schema.parse(data));
      // A failed import (a dropped connection while fetching a chunk) may succeed next time.
      entry.catch(() => this.cache.delete(key));
      this.cache.set(key, entry);
    }
    return entry;
  }
}
