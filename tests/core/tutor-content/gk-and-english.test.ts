import { describe, expect, it } from 'vitest';
import { englishPresetFileSchema, gkPresetFileSchema } from '../../../adapters/tutor/content/content.schema';
import { ENGLISH_PRESETS, GK_PRESETS } from '../../../core/practice/practice.model';
import g20Summit from '../../../adapters/tutor/content/gk/g20-summit.json';
import amendment101 from '../../../adapters/tutor/content/gk/101st-amendment.json';
import ujjwalaYojana from '../../../adapters/tutor/content/gk/ujjwala-yojana.json';
import brahmosMissile from '../../../adapters/tutor/content/gk/brahmos-missile.json';
import climateChange from '../../../adapters/tutor/content/english/climate-change.json';
import technology from '../../../adapters/tutor/content/english/technology.json';
import globalization from '../../../adapters/tutor/content/english/globalization.json';

/** In the order of GK_PRESETS and ENGLISH_PRESETS. */
const gkFiles = [g20Summit, amendment101, ujjwalaYojana, brahmosMissile].map((data) => gkPresetFileSchema.parse(data));
const englishFiles = [climateChange, technology, globalization].map((data) => englishPresetFileSchema.parse(data));
const allFiles = [...gkFiles, ...englishFiles];

/** 'G20 Summit' -> 'g20-summit', '101st Amendment' -> '101st-amendment'. */
function slug(preset: string): string {
  return preset.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');
}

describe('GK and English content', () => {
  it('covers exactly the GK and English presets, each with at least three sets', () => {
    expect(gkFiles.map((file) => file.preset)).toEqual([...GK_PRESETS]);
    expect(englishFiles.map((file) => file.preset)).toEqual([...ENGLISH_PRESETS]);
    for (const file of allFiles) expect(file.sets.length, file.preset).toBeGreaterThanOrEqual(3);
  });

  it('gives every set an id unique across all files, prefixed by its section and preset', () => {
    const ids = allFiles.flatMap((file) => file.sets.map((set) => set.id));
    expect(new Set(ids).size).toBe(ids.length);
    for (const file of gkFiles) {
      for (const set of file.sets) expect(set.id).toMatch(new RegExp(`^gk-${slug(file.preset)}-\\d+$`));
    }
    for (const file of englishFiles) {
      for (const set of file.sets) expect(set.id).toMatch(new RegExp(`^english-${slug(file.preset)}-\\d+$`));
    }
  });

  it('spreads the answers in every file: no letter answers more than 40% of the questions', () => {
    for (const file of allFiles) {
      const questions = file.sets.flatMap((set) => set.questions);
      for (const letter of ['A', 'B', 'C', 'D'] as const) {
        const share = questions.filter((question) => question.answer === letter).length / questions.length;
        expect(share, `${file.preset} ${letter}`).toBeLessThanOrEqual(0.4);
      }
    }
  });

  it('never refers to an option by its letter inside an explanation', () => {
    for (const question of allFiles.flatMap((file) => file.sets.flatMap((set) => set.questions))) {
      expect(question.explanation).not.toMatch(/\b(?:option|choice|answer)\s+[A-D]\b|\([A-D]\)/);
    }
  });

  it('dates every GK set no later than 2026-12, with 6-12 lower-case keywords', () => {
    for (const set of gkFiles.flatMap((file) => file.sets)) {
      expect(set.asOf <= '2026-12', set.id).toBe(true);
      expect(Number(set.asOf.slice(5)), set.id).toBeGreaterThanOrEqual(1);
      expect(Number(set.asOf.slice(5)), set.id).toBeLessThanOrEqual(12);
      expect(set.keywords.length, set.id).toBeGreaterThanOrEqual(6);
      expect(set.keywords.length, set.id).toBeLessThanOrEqual(12);
      for (const keyword of set.keywords) expect(keyword, set.id).toBe(keyword.toLowerCase());
      expect(new Set(set.keywords).size, set.id).toBe(set.keywords.length);
    }
  });
});
