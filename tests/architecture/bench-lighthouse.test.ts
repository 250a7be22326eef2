import { describe, expect, it } from 'vitest';
import { interactionTable, median, misses, signedInMisses, signedInTable, staticCopy, table } from '../../scripts/bench-lighthouse.mjs';

const page = (lcp: number, extra: Partial<{ score: number; tbt: number; cls: number }> = {}) => ({
  score: 100,
  fcp: 800,
  lcp,
  tbt: 0,
  cls: 0,
  bytes: 60_000,
  ...extra,
});

describe('the Lighthouse bench', () => {
  it('makes the static copy from the prerendered page: same markup and styles, no script', () => {
    const html =
      '<head><style data-make-styles-bucket="d">.a{color:red}</style><link rel="modulepreload" crossorigin href="/assets/home.js"><link rel="manifest" href="/manifest.webmanifest"><script type="module" crossorigin src="/assets/index.js"></script></head><body><div id="root"><h1>Crack CLAT</h1></div></body>';
    const copy = staticCopy(html);
    expect(copy).toBe('<head><style data-make-styles-bucket="d">.a{color:red}</style></head><body><div id="root"><h1>Crack CLAT</h1></div></body>');
  });

  it('keeps the median of the runs', () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 3, 2])).toBe(2.5);
  });

  it('names every missed target: score, LCP against the static copy, CLS and TBT', () => {
    expect(misses(page(900), page(800))).toEqual([]);
    expect(misses(page(1000, { score: 97, tbt: 150, cls: 0.05 }), page(800))).toEqual([
      'score < 98',
      'LCP > 1.2x static',
      'CLS > 0.02',
      'TBT > 100 ms',
    ]);
  });

  it('prints one row per page', () => {
    const printed = table([{ path: '/', app: page(900), copy: page(800), misses: [] }]);
    expect(printed.split('\n')[2]).toBe('| / | 100 | 0.80 s | 0.90 s | 0 ms | 0.000 | 59 kB | 100, 0.80 s, 0 ms, 59 kB | 1.13 | met |');
  });

  it('holds a signed-in view to score 95, CLS 0.02 and TBT 100 ms, with no static copy', () => {
    expect(signedInMisses(page(900, { score: 95, tbt: 100, cls: 0.02 }))).toEqual([]);
    expect(signedInMisses(page(900, { score: 77, tbt: 190, cls: 0.468 }))).toEqual(['score < 95', 'CLS > 0.02', 'TBT > 100 ms']);
    const printed = signedInTable([{ path: '/dashboard (main)', app: page(900, { score: 77 }), blocking: 330.4, misses: ['score < 95'] }]);
    expect(printed.split('\n')[2]).toBe('| /dashboard (main) | 77 | 0.80 s | 0.90 s | 0 ms | 0.000 | 59 kB | 330 ms | score < 95 |');
  });

  it('reports each interaction by its median and its slowest run against 100 ms', () => {
    const printed = interactionTable({ 'opening a tool': [40, 60, 120], 'answering a question in the full mock': [20, 30, 25] });
    expect(printed.split('\n').slice(2)).toEqual(['| opening a tool | 60 ms | 120 ms | > 100 ms |', '| answering a question in the full mock | 25 ms | 30 ms | met |']);
  });
});
