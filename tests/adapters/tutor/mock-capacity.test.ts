import { describe, expect, it } from 'vitest';
import { mockCapacity } from '../../support/mock-capacity';

/** What a serious student takes before CLAT: a mock series of twenty papers, none repeating a passage. */
const DISTINCT_MOCKS = 20;

describe('the curated bank behind the full mock', () => {
  it(`supports ${DISTINCT_MOCKS} full mocks for one student before any curated passage repeats, in every section`, async () => {
    const capacity = await mockCapacity(DISTINCT_MOCKS + 1);
    expect(capacity).toEqual(expect.objectContaining({ paper: expect.any(Number) }));
    for (const section of ['English', 'GK', 'Legal', 'Logical'] as const) expect(capacity[section], section).toBeGreaterThanOrEqual(DISTINCT_MOCKS);
  });
});
