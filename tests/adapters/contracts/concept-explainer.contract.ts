import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { ConceptExplainer } from '../../../core/chat/concept-explainer.port';

export interface ConceptExplainerHarness {
  readonly explainer: ConceptExplainer;
  cleanup(): Promise<void>;
}

/** What every ConceptExplainer does, whichever side of the network it lives on. */
export function conceptExplainerContract(name: string, setup: () => Promise<ConceptExplainerHarness>): void {
  describe(`ConceptExplainer contract: ${name}`, () => {
    let harness: ConceptExplainerHarness;

    beforeEach(async () => {
      harness = await setup();
    });

    afterEach(async () => {
      await harness.cleanup();
    });

    it('explains a CLAT concept in text', async () => {
      const answer = await harness.explainer.explain('What is consideration in contract law?');
      expect(typeof answer).toBe('string');
      expect(answer.trim()).not.toBe('');
    });

    it('answers a question it cannot place with text, not an error', async () => {
      const answer = await harness.explainer.explain('xyzzy plugh frobnicate');
      expect(typeof answer).toBe('string');
    });
  });
}
