import { describe, expect, it } from 'vitest';
import { BANK_SECTIONS, loadBankSets, sectionFigures, type SectionFigures } from '../support/content-quality';

/**
 * The curated banks, section by section, measured as the content gates measure them: how long the
 * passages are, how often the key is the longest or the shortest option, what a student who never
 * reads and always picks the longest option would score, how the keys spread over the letters,
 * and for current affairs the months covered and the share of questions beyond the passage.
 * Prints a Markdown table for the README.
 */
const percent = (share: number) => `${Math.round(share * 100)} %`;

function row(figures: SectionFigures): string {
  const letters = Object.values(figures.letterShares)
    .map((share) => Math.round(share * 100))
    .join(' / ');
  return [
    figures.section === 'Logical' ? 'Logical (critical reasoning)' : figures.section,
    figures.sets,
    figures.questions,
    `${figures.medianWords} (${figures.fewestWords}-${figures.mostWords})`,
    percent(figures.longestKeyShare),
    percent(figures.shortestKeyShare),
    percent(figures.longestOptionScore),
    letters,
    figures.dateRange ? `${figures.dateRange[0]} to ${figures.dateRange[1]}` : '',
    figures.beyondPassageShare === undefined ? '' : percent(figures.beyondPassageShare),
  ].join(' | ');
}

describe('the curated banks', () => {
  it('prints the content table', () => {
    const bank = loadBankSets();
    const figures = BANK_SECTIONS.map((section) => sectionFigures(section, bank.filter((set) => set.section === section)));
    const table = [
      '| section | sets | questions | passage words, median (range) | key strictly longest | key strictly shortest | always picking the longest option scores | keys A / B / C / D (%) | GK months | GK beyond the passage |',
      '|---|---|---|---|---|---|---|---|---|---|',
      ...figures.map((section) => `| ${row(section)} |`),
    ].join('\n');
    console.log(`\n${table}\n`);
    expect(figures.every((section) => section.sets > 0)).toBe(true);
  });
});
