import type { LOGICAL_TOPICS } from '../../../../core/practice/practice.model';
import type { GeneratedSet } from '../generated-set';
import { generateBloodRelations } from './blood-relations.generator';
import { generateCodingDecoding } from './coding-decoding.generator';
import { generateSyllogisms } from './syllogisms.generator';

/** The seeded generator for each Logical Reasoning topic: the same seed always gives the same set. */
export const LOGICAL_GENERATORS: Record<(typeof LOGICAL_TOPICS)[number], (seed: number) => GeneratedSet> = {
  Syllogisms: generateSyllogisms,
  'Blood Relations': generateBloodRelations,
  'Coding-Decoding': generateCodingDecoding,
};
