import { describe, expect, it } from 'vitest';
import { diagnosticRankBasis, mockRankBasis } from '../../../core/rank/rank-wording';

describe('what each rank is based on', () => {
  it('names both figures, the formula over 1,00,000 and the results of about 75,000, on both screens', () => {
    for (const line of [diagnosticRankBasis(), mockRankBasis()]) {
      expect(line).toContain('1,00,000');
      expect(line).toContain('about 75,000 candidates');
      expect(line.split(/(?<=\.)\s/)).toHaveLength(1);
    }
    expect(diagnosticRankBasis()).toMatch(/^A first pointer from 13 answers by a fixed formula/);
    expect(mockRankBasis()).toMatch(/^Based on CLAT 2024 and 2025 results/);
  });
});
