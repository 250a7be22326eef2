import { describe, expect, it } from 'vitest';
import { BANK_SECTIONS, loadBankSets, sectionFigures, type SectionFigures } from '../support/content-quality';
import { mockCapacity, type MockCapacity } from '../support/mock-capacity';

/**
 * The curated banks, section by section, measured as the content gates measure them: how long the
 * passages are, how often the key is the longest or the shortest option, what a student who never
 * reads and always picks the longest option would score, how the keys spread over the letters,
 * for current affairs the months covered and the share of questions beyond the passage, the
 * authors' spread of difficulty, and how many full mocks a student can take before one of the
 * section's passages comes back. Prints a Markdown table for the README.
 */
const percent = (share: number) => `${Math.round(share * 100)} %`;

function row(figures: SectionFigures, capacity: MockCapacity): string {
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
    percent(figures.registerTellShare),
    figures.dateRange ? `${figures.dateRange[0]} to ${figures.dateRange[1]}` : '',
    figures.beyondPassageShare === undefined ? '' : percent(figures.beyondPassageShare),
    Object.values(figures.difficultyShares)
      .map((share) => Math.round(share * 100))
      .join(' / '),
    capacity[figures.section],
  ].join(' | ');
}

describe('the curated banks', () => {
  it('prints the content table', async () => {
    const bank = loadBankSets();
    const capacity = await mockCapacity();
    const figures = BANK_SECTIONS.map((section) => sectionFigures(section, bank.filter((set) => set.section === section)));
    const table = [
      '| section | sets | questions | passage words, median (range) | key strictly longest | key strictly shortest | always picking the longest option scores | keys A / B / C / D (%) | key the only hedged or measured option | GK months | GK beyond the passage | easy / medium / hard (%) | full mocks before a passage repeats |',
      '|---|---|---|---|---|---|---|---|---|---|---|---|---|',
      ...figures.map((section) => `| ${row(section, capacity)} |`),
    ].join('\n');
    console.log(`\n${table}\n\nDistinct full mocks the curated bank supports: ${capacity.paper}\n`);
    expect(figures.every((section) => section.sets > 0)).toBe(true);
  });
});
