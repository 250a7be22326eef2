import { CLAT_SECTIONS, SECTION_TITLES, type ClatSection } from '../exam/clat-pattern';

/** The subject names a saved mistake may carry, besides the paper's own section titles. */
const SUBJECT_SECTIONS: Readonly<Record<string, ClatSection>> = {
  'english language': 'English',
  'general knowledge': 'GK',
  'current affairs': 'GK',
  'legal reasoning': 'Legal',
  'logical reasoning': 'Logical',
  'quantitative techniques': 'Quant',
};

/** The CLAT section a reviewed mistake's subject belongs to, or null for a subject we do not know. */
export function sectionOfSubject(subject: string): ClatSection | null {
  const name = subject.trim().toLowerCase();
  const byTitle = CLAT_SECTIONS.find((section) => SECTION_TITLES[section].toLowerCase() === name || section.toLowerCase() === name);
  return byTitle ?? SUBJECT_SECTIONS[name] ?? null;
}
