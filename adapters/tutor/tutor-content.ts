import type { z } from 'zod/mini';
import { ENGLISH_PRESETS, GK_PRESETS } from '../../core/practice/practice.model';
import {
  conceptFileSchema,
  englishPresetFileSchema,
  gkPresetFileSchema,
  legalTopicFileSchema,
  logicalTopicFileSchema,
  type ConceptNote,
  type EnglishSet,
  type GkSet,
  type LegalSet,
  type LogicalSet,
} from './content/content.schema';

type Load = () => Promise<unknown>;

/**
 * One dynamic import per file, so that a student pays only for the topic she opens. A Legal file
 * is named after its topic ('Tort Law' in tort-law.json): the five main topics of the Question
 * Maker and the further areas the mocks and the doubt solver draw on (criminal procedure, data
 * protection, consumer protection, environmental law, intellectual property, international law).
 */
const LEGAL_FILES = import.meta.glob<unknown>('./content/legal/*.json', { import: 'default' });

/** 'Tort Law' -> 'tort-law', as bank files are named. */
function slug(name: string): string {
  return name.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');
}

const GK_PRESET_FILES: Readonly<Record<(typeof GK_PRESETS)[number], Load>> = {
  'G20 Summit': () => import('./content/gk/g20-summit.json').then((module) => module.default),
  '101st Amendment': () => import('./content/gk/101st-amendment.json').then((module) => module.default),
  'Ujjwala Yojana': () => import('./content/gk/ujjwala-yojana.json').then((module) => module.default),
  'BrahMos Missile': () => import('./content/gk/brahmos-missile.json').then((module) => module.default),
};

/** GK topics beyond the presets: the Question Maker reaches them through its free-text input. */
const GK_TOPIC_FILES = {
  'International Organisations': () => import('./content/gk/international-organisations.json').then((module) => module.default),
  'Awards and Honours': () => import('./content/gk/awards-and-honours.json').then((module) => module.default),
  Appointments: () => import('./content/gk/appointments.json').then((module) => module.default),
  'Government Schemes': () => import('./content/gk/government-schemes.json').then((module) => module.default),
  Summits: () => import('./content/gk/summits.json').then((module) => module.default),
  'Science and Space': () => import('./content/gk/science-and-space.json').then((module) => module.default),
  Sports: () => import('./content/gk/sports.json').then((module) => module.default),
  Environment: () => import('./content/gk/environment.json').then((module) => module.default),
  // The current affairs of the twelve months before CLAT 2027.
  'Polity and Governance': () => import('./content/gk/polity-and-governance.json').then((module) => module.default),
  'Economy and Budget': () => import('./content/gk/economy-and-budget.json').then((module) => module.default),
  'World Affairs': () => import('./content/gk/world-affairs.json').then((module) => module.default),
  'Climate and Conservation': () => import('./content/gk/climate-and-conservation.json').then((module) => module.default),
  'Science and Technology': () => import('./content/gk/science-and-technology.json').then((module) => module.default),
  'Sporting Events': () => import('./content/gk/sporting-events.json').then((module) => module.default),
  'People in the News': () => import('./content/gk/people-in-the-news.json').then((module) => module.default),
  'Defence and Security': () => import('./content/gk/defence-and-security.json').then((module) => module.default),
  'Reports and Rankings': () => import('./content/gk/reports-and-rankings.json').then((module) => module.default),
  'Culture and Heritage': () => import('./content/gk/culture-and-heritage.json').then((module) => module.default),
  'International Relations': () => import('./content/gk/international-relations.json').then((module) => module.default),
  'States and Regions': () => import('./content/gk/states-and-regions.json').then((module) => module.default),
} as const satisfies Readonly<Record<string, Load>>;

/** A file of the GK bank: a Question Maker preset or one of the topics found by free text. */
export type GkTopic = (typeof GK_PRESETS)[number] | keyof typeof GK_TOPIC_FILES;

const GK_FILES: Readonly<Record<GkTopic, Load>> = { ...GK_PRESET_FILES, ...GK_TOPIC_FILES };
const GK_TOPICS: readonly GkTopic[] = [...GK_PRESETS, ...(Object.keys(GK_TOPIC_FILES) as (keyof typeof GK_TOPIC_FILES)[])];

const ENGLISH_PRESET_FILES: Readonly<Record<(typeof ENGLISH_PRESETS)[number], Load>> = {
  'Climate Change': () => import('./content/english/climate-change.json').then((module) => module.default),
  Technology: () => import('./content/english/technology.json').then((module) => module.default),
  Globalization: () => import('./content/english/globalization.json').then((module) => module.default),
};

/** English topics beyond the presets: more reading passages for the whole bank and the full mock. */
const ENGLISH_TOPIC_FILES = {
  Education: () => import('./content/english/education.json').then((module) => module.default),
  Economics: () => import('./content/english/economics.json').then((module) => module.default),
  Literature: () => import('./content/english/literature.json').then((module) => module.default),
  History: () => import('./content/english/history.json').then((module) => module.default),
  Science: () => import('./content/english/science.json').then((module) => module.default),
  Ethics: () => import('./content/english/ethics.json').then((module) => module.default),
  Environment: () => import('./content/english/environment.json').then((module) => module.default),
  Narrative: () => import('./content/english/narrative.json').then((module) => module.default),
  'Society and Media': () => import('./content/english/society-and-media.json').then((module) => module.default),
  'Arts and Culture': () => import('./content/english/arts-and-culture.json').then((module) => module.default),
  'Mind and Health': () => import('./content/english/mind-and-health.json').then((module) => module.default),
  'Law and Public Life': () => import('./content/english/law-and-public-life.json').then((module) => module.default),
  'Nature and Discovery': () => import('./content/english/nature-and-discovery.json').then((module) => module.default),
  'Ideas and Arguments': () => import('./content/english/ideas-and-arguments.json').then((module) => module.default),
} as const satisfies Readonly<Record<string, Load>>;

/** A file of the English bank: a Question Maker preset or one of the further topics. */
export type EnglishTopic = (typeof ENGLISH_PRESETS)[number] | keyof typeof ENGLISH_TOPIC_FILES;

const ENGLISH_FILES: Readonly<Record<EnglishTopic, Load>> = { ...ENGLISH_PRESET_FILES, ...ENGLISH_TOPIC_FILES };
const ENGLISH_TOPICS: readonly EnglishTopic[] = [...ENGLISH_PRESETS, ...(Object.keys(ENGLISH_TOPIC_FILES) as (keyof typeof ENGLISH_TOPIC_FILES)[])];

/** The critical-reasoning passages of the Logical section, one file per topic. */
const LOGICAL_FILES: Readonly<Record<string, Load>> = {
  'Public Policy': () => import('./content/logical/public-policy.json').then((module) => module.default),
  'Science and Health': () => import('./content/logical/science-and-health.json').then((module) => module.default),
  'Business and Economy': () => import('./content/logical/business-and-economy.json').then((module) => module.default),
  'Law and Society': () => import('./content/logical/law-and-society.json').then((module) => module.default),
  'Education and Work': () => import('./content/logical/education-and-work.json').then((module) => module.default),
  'Environment and Cities': () => import('./content/logical/environment-and-cities.json').then((module) => module.default),
  'Technology and Media': () => import('./content/logical/technology-and-media.json').then((module) => module.default),
  'Agriculture and Consumers': () => import('./content/logical/agriculture-and-consumers.json').then((module) => module.default),
  'Governance and Rights': () => import('./content/logical/governance-and-rights.json').then((module) => module.default),
  'Research and Evidence': () => import('./content/logical/research-and-evidence.json').then((module) => module.default),
  'Culture and Leisure': () => import('./content/logical/culture-and-leisure.json').then((module) => module.default),
  'Markets and Work': () => import('./content/logical/markets-and-work.json').then((module) => module.default),
};

/** The concept notes: every file in content/concepts/ (a section may have several, by theme). */
const CONCEPT_MODULES = import.meta.glob<unknown>('./content/concepts/*.json', { import: 'default' });

export interface GkPresetSets {
  /** The file's name: a preset, or a topic such as 'Science and Space'. */
  readonly preset: GkTopic;
  readonly sets: readonly GkSet[];
}

/**
 * The curated content of the tutor, imported on first use, checked against its schema once and
 * then kept. A file that fails its schema is a defect of the content: the load rejects loudly
 * rather than serve half a bank.
 */
export class TutorContent {
  private readonly cache = new Map<string, Promise<unknown>>();

  async legalSets(topic: string): Promise<readonly LegalSet[]> {
    const path = `./content/legal/${slug(topic)}.json`;
    const load = LEGAL_FILES[path];
    if (!load) return [];
    return (await this.parsed(path, load, legalTopicFileSchema)).sets;
  }

  /** Every set of every Legal file, in file order. */
  async allLegalSets(): Promise<readonly LegalSet[]> {
    const paths = Object.keys(LEGAL_FILES).sort();
    return (await Promise.all(paths.map((path) => this.parsed(path, LEGAL_FILES[path]!, legalTopicFileSchema)))).flatMap((file) => file.sets);
  }

  /** The presets first, in the Question Maker's order, then the other topics of the GK bank. */
  static gkTopics(): readonly GkTopic[] {
    return GK_TOPICS;
  }

  async gkSets(preset: GkTopic): Promise<readonly GkSet[]> {
    return (await this.parsed(`gk/${preset}`, GK_FILES[preset], gkPresetFileSchema)).sets;
  }

  /** Every file of the GK bank, presets and topics alike. */
  async allGkSets(): Promise<readonly GkPresetSets[]> {
    return Promise.all(GK_TOPICS.map(async (preset) => ({ preset, sets: await this.gkSets(preset) })));
  }

  /** The presets first, in the Question Maker's order, then the other topics of the English bank. */
  static englishTopics(): readonly EnglishTopic[] {
    return ENGLISH_TOPICS;
  }

  async englishSets(preset: EnglishTopic): Promise<readonly EnglishSet[]> {
    return (await this.parsed(`english/${preset}`, ENGLISH_FILES[preset], englishPresetFileSchema)).sets;
  }

  /** Every file of the English bank, presets and topics alike. */
  async allEnglishSets(): Promise<readonly EnglishSet[]> {
    return (await Promise.all(ENGLISH_TOPICS.map((preset) => this.englishSets(preset)))).flat();
  }

  static logicalTopics(): readonly string[] {
    return Object.keys(LOGICAL_FILES);
  }

  async logicalSets(topic: string): Promise<readonly LogicalSet[]> {
    const load = LOGICAL_FILES[topic];
    if (!load) return [];
    return (await this.parsed(`logical/${topic}`, load, logicalTopicFileSchema)).sets;
  }

  async allLogicalSets(): Promise<readonly LogicalSet[]> {
    return (await Promise.all(TutorContent.logicalTopics().map((topic) => this.logicalSets(topic)))).flat();
  }

  /** Every note of every concept file that exists. */
  async conceptNotes(): Promise<readonly ConceptNote[]> {
    const files = await Promise.all(
      Object.entries(CONCEPT_MODULES)
        .sort(([a], [b]) => a.localeCompare(b))
        .map(async ([path, load]) => (await this.parsed(path, load, conceptFileSchema)).notes),
    );
    return files.flat();
  }

  private parsed<T>(key: string, load: Load, schema: z.ZodMiniType<T>): Promise<T> {
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
