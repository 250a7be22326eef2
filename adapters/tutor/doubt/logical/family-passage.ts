/**
 * A family told as a short passage: 'Lokesh and his wife Gauri have two children: two sons,
 * Dinesh and Paras. Dinesh's wife is Uma; their only child is a son, Girish. Paras is married to
 * Amrita, and they have two daughters, Heena and Yashika.' Read into plain statements ('Dinesh is
 * the son of Lokesh', 'Uma is the wife of Dinesh') for the blood-relation reader, and into a
 * roll of members (each one's sex, parents and children) for questions that count them.
 */

export type Sex = 'm' | 'f';

export interface Member {
  readonly name: string;
  readonly sex: Sex;
  readonly parents: string[];
  readonly children: string[];
}

export interface FamilyPassage {
  readonly members: ReadonlyMap<string, Member>;
  /** The passage as plain statements, one relation each. */
  readonly statements: readonly string[];
  /** The text with the passage's sentences taken out (the question, and any heading). */
  readonly rest: string;
}

const NAME = String.raw`[A-Z][a-z]+`;
const COUNTS: Readonly<Record<string, number>> = { a: 1, an: 1, one: 1, two: 2, three: 3, four: 4, five: 5 };
/** 'a son, Ritesh, and two daughters, Chhavi and Leela': kinds, each with its names. */
const KIDS = String.raw`(?:(?:a|an|one|two|three|four|five)\s+(?:sons?|daughters?)\s*,\s*${NAME}(?:(?:\s*,\s*|\s+and\s+)(?!(?:a|an|one|two|three|four|five)\s)${NAME})*(?:\s*,?\s*and\s+|\s*,\s*)?)+`;

/** The children a list names, each with its sex; null when a count does not match its names. */
function childrenOf(list: string): { name: string; sex: Sex }[] | null {
  const found: { name: string; sex: Sex }[] = [];
  const part = new RegExp(String.raw`(a|an|one|two|three|four|five)\s+(sons?|daughters?)\s*,\s*(${NAME}(?:(?:\s*,\s*|\s+and\s+)(?!(?:a|an|one|two|three|four|five)\s)${NAME})*)`, 'g');
  let covered = list;
  for (const match of list.matchAll(part)) {
    const names = match[3]!.split(/\s*,\s*|\s+and\s+/).filter(Boolean);
    if (names.length !== COUNTS[match[1]!]) return null;
    for (const name of names) found.push({ name, sex: /^son/.test(match[2]!) ? 'm' : 'f' });
    covered = covered.replace(match[0], ' ');
  }
  return found.length > 0 && /^[\s,]*(?:and[\s,]*)?$/.test(covered.replace(/\s+and\s+/g, ' ')) ? found : null;
}

/**
 * The passage, when the text tells a family this way (a couple and their children first); null
 * otherwise, or when a sentence of it cannot be read (a family drawn without it would be wrong).
 */
export function readFamilyPassage(text: string): FamilyPassage | null {
  const flat = text.replace(/\s+/g, ' ');
  // ('Riteshand his wife': the space before 'and' lost.)
  const top = new RegExp(String.raw`\b([A-Z][a-z]+?)\s*and\s+(his|her)\s+(wife|husband)\s+(${NAME})\s+have\s+(?:(?:two|three|four|five|\d)\s+)?children\s*:\s*(${KIDS})\s*\.`).exec(flat);
  if (!top) return null;
  const members = new Map<string, Member>();
  const statements: string[] = [];
  const add = (name: string, sex: Sex): Member | null => {
    const known = members.get(name);
    if (known) return known.sex === sex ? known : null;
    const member: Member = { name, sex, parents: [], children: [] };
    members.set(name, member);
    return member;
  };
  const marry = (a: string, aSex: Sex, b: string): boolean => {
    const [husband, wife] = aSex === 'm' ? [a, b] : [b, a];
    if (!add(husband, 'm') || !add(wife, 'f')) return false;
    statements.push(`${wife} is the wife of ${husband}`);
    return true;
  };
  const haveChildren = (parents: readonly string[], list: string): boolean => {
    const kids = childrenOf(list);
    if (!kids) return false;
    for (const { name, sex } of kids) {
      const child = add(name, sex);
      if (!child || child.parents.length > 0) return false;
      for (const parent of parents) {
        child.parents.push(parent);
        members.get(parent)!.children.push(name);
        statements.push(`${name} is the ${sex === 'm' ? 'son' : 'daughter'} of ${parent}`);
      }
    }
    return true;
  };
  const firstSex: Sex = top[2] === 'his' ? 'm' : 'f';
  if ((top[3] === 'wife') !== (firstSex === 'm') || !marry(top[1]!, firstSex, top[4]!) || !haveChildren([top[1]!, top[4]!], top[5]!)) return null;
  let rest = flat.replace(top[0], ' ');
  // 'Paras is married to Amrita, and they have two daughters, Heena and Yashika.'
  const married = new RegExp(String.raw`\b(${NAME})\s+is\s+married\s+to\s+(${NAME})\s*,?\s*and\s+they\s+have\s+(${KIDS})\s*\.`, 'g');
  // "Dinesh's wife is Uma; their only child is a son, Girish." / '... their children are ...'.
  const spouse = new RegExp(String.raw`\b(${NAME})'s\s+(wife|husband)\s+is\s+(${NAME})\s*[;,]\s*their\s+(?:only\s+child\s+is|children\s+are)\s+(${KIDS})\s*\.`, 'g');
  for (const match of [...flat.matchAll(married), ...flat.matchAll(spouse)]) {
    const isMarried = match.length === 4;
    const [a, b, list] = isMarried ? [match[1]!, match[2]!, match[3]!] : [match[1]!, match[3]!, match[4]!];
    const known = members.get(a);
    // The one married in is a child of the family already named, whose sex is known.
    if (!known) return null;
    if (!isMarried && (match[2] === 'wife') !== (known.sex === 'm')) return null;
    if (!marry(a, known.sex, b) || !haveChildren([a, b], list)) return null;
    rest = rest.replace(match[0], ' ');
  }
  // Anything else said of the family's members is a fact this reader would miss: no reading.
  const names = new RegExp(String.raw`\b(?:${[...members.keys()].join('|')})\b`);
  // (The ask itself stays: 'How is ...?', 'Anya is Om's -', 'X is the ___ of Y'.)
  const sentences = rest.split(/(?<=[.;])\s+/).filter((sentence) => names.test(sentence) && !/\?|\b(?:how|who|what|which|whom)\b|_{2,}|\.{2,}|…|-\s*$/i.test(sentence));
  if (sentences.length > 0) return null;
  return { members, statements, rest };
}

/** What a count question asks for, and the members it counts. */
export function countAsked(question: string, passage: FamilyPassage): { what: string; counted: string[] } | null {
  const members = [...passage.members.values()];
  const ask = /\bhow\s+many\s+(male\s+members|female\s+members|men\s+and\s+boys|women\s+and\s+girls|males|females|male|female|grandchildren|grandsons|granddaughters)\b(?:.*?\b(?:do|does)\s+(${NAME})(?:\s+and\s+(${NAME}))?\s+have\b)?/i.exec(question);
  if (!ask) return null;
  const what = ask[1]!.toLowerCase();
  if (/^(?:male|males|male members|men and boys)$/.test(what)) return { what, counted: members.filter((member) => member.sex === 'm').map((member) => member.name) };
  if (/^(?:female|females|female members|women and girls)$/.test(what)) return { what, counted: members.filter((member) => member.sex === 'f').map((member) => member.name) };
  // Grandchildren: of the couple named, or of the eldest couple when none is named.
  const elders = ask[2] ? [ask[2], ask[3]].filter((name): name is string => Boolean(name)) : members.filter((member) => member.parents.length === 0 && member.children.some((child) => passage.members.get(child)!.parents.length === 2 && passage.members.get(child)!.parents.includes(member.name))).slice(0, 1).map((member) => member.name);
  if (elders.length === 0 || elders.some((name) => !passage.members.has(name))) return null;
  const grand = new Set(elders.flatMap((name) => passage.members.get(name)!.children.flatMap((child) => passage.members.get(child)!.children)));
  const sex: Sex | null = what === 'grandsons' ? 'm' : what === 'granddaughters' ? 'f' : null;
  return { what, counted: [...grand].filter((name) => !sex || passage.members.get(name)!.sex === sex) };
}
