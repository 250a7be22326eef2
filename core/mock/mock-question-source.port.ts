import type { MockSet, MockSetSummary } from './mock.model';

/** Where a full mock's passages come from: the curated banks and the verified generators. */
export const MockQuestionSource = Symbol('MockQuestionSource');
export interface MockQuestionSource {
  /** Every passage a paper may use, of every section; generated ones follow from `seed`. */
  candidates(seed: number): Promise<readonly MockSetSummary[]>;
  /** The named passages with their questions and keys. Rejects with AppError 'not_found' when one is gone. */
  sets(ids: readonly string[]): Promise<readonly MockSet[]>;
}
