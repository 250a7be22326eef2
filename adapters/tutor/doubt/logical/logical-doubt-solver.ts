import { solveArrangement } from './arrangement-solver';
import { solveBloodRelation } from './blood-relation-solver';
import { solveCodedRelation } from './coded-relation-solver';
import { solveCoding } from './coding-solver';
import { solveDirection } from './direction-solver';
import type { LogicalResult } from './logical-result';
import { solveOrdering } from './ordering-solver';
import { solveRanks } from './rank-solver';
import { solveSeries } from './series-solver';
import { solveSpeakerRelation } from './speaker-relation-solver';
import { solveSyllogism } from './syllogism-solver';

/**
 * The Logical Reasoning kinds tried in turn on a question (its stem, cleaned in lower case, and as
 * written, for names; the options' texts where a sex left unstated is shown by them): the first
 * that recognises the question answers it or says why it cannot.
 */
export function solveLogical(stem: string, original: string, options: readonly string[] = []): LogicalResult | null {
  return (
    // First: 'A + B means A is the mother of B' would read to the coding solver as a code.
    solveCodedRelation(original, options) ??
    solveSyllogism(stem, options) ??
    solveCoding(stem, original) ??
    solveSeries(stem, original, options) ??
    // Before the walks: a seating 'facing north' is not a walk.
    solveRanks(original) ??
    solveOrdering(original, options) ??
    solveArrangement(original, options) ??
    solveDirection(stem) ??
    solveSpeakerRelation(original, options) ??
    solveBloodRelation(original, options)
  );
}
