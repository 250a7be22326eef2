import { describe, expect, it } from 'vitest';
import { nluBand } from '../../../core/rank/nlu-band.rules';
import { NLU_CLOSING_RANKS } from '../../../core/rank/rank-data';

describe('NLU band', () => {
  it('lists every NLU whose general seats closed at or after the rank as realistic', () => {
    const band = nluBand({ rank: 105, low: 12 });
    expect(band.realistic).toEqual(NLU_CLOSING_RANKS.map((row) => row.nlu));
    expect(band.reach).toEqual([]);
    expect(band.summary).toMatch(/^Realistic at this rank: NLSIU Bengaluru, NALSAR Hyderabad/);
  });

  it('takes the later of the two years: NLSIU closed at 112 in 2025 and 102 in 2024', () => {
    expect(nluBand({ rank: 112, low: 50 }).realistic).toContain('NLSIU Bengaluru');
    expect(nluBand({ rank: 113, low: 50 }).realistic).not.toContain('NLSIU Bengaluru');
    expect(nluBand({ rank: 113, low: 50 }).reach).toEqual(['NLSIU Bengaluru']);
  });

  it('puts NLUs reached only at the best end of the band under reach', () => {
    const band = nluBand({ rank: 1_000, low: 165 });
    expect(band.realistic).toEqual(['NLU Odisha']);
    expect(band.reach).toEqual(NLU_CLOSING_RANKS.filter((row) => row.nlu !== 'NLSIU Bengaluru' && row.nlu !== 'NLU Odisha').map((row) => row.nlu));
    expect(band.summary).toContain('On a good day: NALSAR Hyderabad');
  });

  it('names the NLUs it speaks of when only the best end of the band reaches any', () => {
    const band = nluBand({ rank: 1_500, low: 1_100 });
    expect(band.reach).toEqual(['NLU Odisha']);
    expect(band.summary).toMatch(/^Within reach only at the best end of the range: NLU Odisha\./);
    expect(band.summary).not.toMatch(/listed here/);
  });

  it('says plainly when the rank is past every closing rank it holds', () => {
    const band = nluBand({ rank: 12_000, low: 10_000 });
    expect(band).toMatchObject({ realistic: [], reach: [], beyondListed: true });
    // No 'the NLUs listed here' when the screen lists none: the sentence says that none closed this late.
    expect(band.summary).not.toMatch(/listed here/);
    expect(band.summary).toMatch(/^None of the \d+ NLUs in our closing-rank table closed as late as rank 12,000: the last, NLU Odisha, closed at 1,205\./);
    expect(band.summary).toContain("Consortium's allotment lists");
  });

  it('names both years and a source for every closing rank', () => {
    for (const row of NLU_CLOSING_RANKS) {
      expect(row.source2025).toMatch(/^https:\/\//);
      expect(row.source2024).toMatch(/^https:\/\//);
      expect(row.closing2025).toBeGreaterThan(0);
    }
  });
});
