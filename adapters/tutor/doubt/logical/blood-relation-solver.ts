import type { LogicalResult } from './logical-result';
import { plain } from './logical-result';

type Gender = 'male' | 'female' | null;
type Link = 'P' | 'C' | 'S';

const MALE = /^(?:father|son|brother|husband|grandfather|grandson|uncle|nephew|father-in-law|son-in-law|brother-in-law|man|boy|male|gentleman)$/;
const FEMALE = /^(?:mother|daughter|sister|wife|grandmother|granddaughter|aunt|niece|mother-in-law|daughter-in-law|sister-in-law|woman|girl|female|lady)$/;
const RELATION = String.raw`(father|mother|son|daughter|child|brother|sister|sibling|husband|wife|spouse|grandfather|grandmother|grandson|granddaughter|uncle|aunt|nephew|niece|cousin|father-in-law|mother-in-law|son-in-law|daughter-in-law|parent)`;

/** The family as the statements build it: people (named or not), the sibling group each was born into, marriages. */
class Family {
  private readonly parentOf = new Map<string, string>();
  private next = 0;
  readonly gender = new Map<string, Gender>();
  /** Sibling group -> its parents. */
  readonly groupParents = new Map<string, Set<string>>();
  /** Person -> sibling group. */
  readonly group = new Map<string, string>();
  readonly spouse = new Map<string, string>();
  contradiction: string | null = null;

  find(name: string): string {
    let root = name;
    while (this.parentOf.has(root)) root = this.parentOf.get(root)!;
    return root;
  }

  person(name?: string): string {
    const id = name ?? `?${(this.next += 1)}`;
    if (!this.gender.has(id) && !this.parentOf.has(id)) this.gender.set(id, null);
    return this.find(id);
  }

  setGender(name: string, gender: Gender): void {
    const id = this.find(name);
    const known = this.gender.get(id) ?? null;
    if (gender && known && known !== gender) this.contradiction = `${name} is said to be both male and female.`;
    if (gender) this.gender.set(id, gender);
  }

  groupOf(name: string): string {
    const id = this.find(name);
    let group = this.group.get(id);
    if (!group) {
      group = `g${(this.next += 1)}`;
      this.group.set(id, group);
      this.groupParents.set(group, new Set());
    }
    return group;
  }

  addParent(parent: string, child: string): void {
    this.groupParents.get(this.groupOf(child))!.add(this.find(parent));
  }

  siblings(a: string, b: string): void {
    const first = this.groupOf(a);
    const second = this.groupOf(b);
    if (first === second) return;
    for (const [person, group] of this.group) if (group === second) this.group.set(person, first);
    for (const parent of this.groupParents.get(second)!) this.groupParents.get(first)!.add(parent);
    this.groupParents.delete(second);
  }

  marry(a: string, b: string): void {
    const [x, y] = [this.find(a), this.find(b)];
    this.spouse.set(x, y);
    this.spouse.set(y, x);
  }

  /** Merges two people found to be one (an unnamed parent who is a named one). */
  merge(a: string, b: string): void {
    const [keep, drop] = [this.find(a), this.find(b)];
    if (keep === drop) return;
    this.setGender(keep, this.gender.get(drop) ?? null);
    this.parentOf.set(drop, keep);
    const dropGroup = this.group.get(drop);
    if (dropGroup) {
      if (this.group.has(keep)) this.siblings(keep, drop);
      else this.group.set(keep, dropGroup);
      this.group.delete(drop);
    }
    for (const parents of this.groupParents.values()) {
      if (parents.delete(drop)) parents.add(keep);
    }
    const spouse = this.spouse.get(drop);
    if (spouse) {
      this.spouse.delete(drop);
      const existing = this.spouse.get(keep);
      if (existing && this.find(existing) !== this.find(spouse)) this.merge(existing, spouse);
      this.marry(keep, spouse);
    }
  }

  /** A child's parents are a married couple: two parents of one sex are one person; a parent's spouse is the other parent. */
  settle(): void {
    // Siblings whose parents are never named still have parents: unnamed ones.
    for (const [group, parents] of this.groupParents) {
      const members = [...this.group.values()].filter((candidate) => candidate === group).length;
      if (members > 1 && parents.size === 0) parents.add(this.person());
    }
    for (let round = 0; round < 6; round += 1) {
      for (const parents of this.groupParents.values()) {
        const list = [...parents].map((parent) => this.find(parent));
        parents.clear();
        for (const parent of list) parents.add(parent);
        for (const parent of [...parents]) {
          const spouse = this.spouse.get(parent);
          if (spouse && !parents.has(this.find(spouse)) && parents.size < 2) parents.add(this.find(spouse));
        }
        const people = [...parents];
        if (people.length === 2 && !this.spouse.has(people[0]!) && !this.spouse.has(people[1]!)) this.marry(people[0]!, people[1]!);
        const unnamed = people.filter((person) => person.startsWith('?'));
        for (const person of unnamed) {
          const other = people.find((candidate) => candidate !== person && (this.gender.get(candidate) === this.gender.get(person) || this.gender.get(person) === null || this.gender.get(candidate) === null));
          if (people.length > 2 && other) this.merge(other, person);
        }
        const byGender = (gender: Gender) => [...parents].filter((person) => this.gender.get(this.find(person)) === gender);
        for (const gender of ['male', 'female'] as const) {
          const same = byGender(gender);
          if (same.length > 1) {
            const named = same.filter((person) => !person.startsWith('?'));
            if (named.length > 1) this.contradiction = `${named.join(' and ')} are both said to be the ${gender === 'male' ? 'father' : 'mother'}.`;
            for (const person of same.slice(1)) this.merge(named[0] ?? same[0]!, person);
          }
        }
      }
    }
    for (const [person, spouse] of this.spouse) {
      const [a, b] = [this.gender.get(this.find(person)), this.gender.get(this.find(spouse))];
      if (a && !b) this.setGender(spouse, a === 'male' ? 'female' : 'male');
    }
  }

  links(person: string): [Link, string][] {
    const id = this.find(person);
    const out: [Link, string][] = [];
    const group = this.group.get(id);
    if (group) for (const parent of this.groupParents.get(group) ?? []) out.push(['P', this.find(parent)]);
    for (const [child, childGroup] of this.group) if (this.groupParents.get(childGroup)?.has(id)) out.push(['C', this.find(child)]);
    const spouse = this.spouse.get(id);
    if (spouse) out.push(['S', this.find(spouse)]);
    return out;
  }
}

const TERMS: Record<string, [string, string, string]> = {
  P: ['Father', 'Mother', 'Parent'],
  C: ['Son', 'Daughter', 'Child'],
  S: ['Husband', 'Wife', 'Spouse'],
  PC: ['Brother', 'Sister', 'Sibling'],
  PP: ['Grandfather', 'Grandmother', 'Grandparent'],
  CC: ['Grandson', 'Granddaughter', 'Grandchild'],
  PPC: ['Uncle', 'Aunt', 'Uncle or aunt'],
  PPCS: ['Uncle', 'Aunt', 'Uncle or aunt'],
  PCC: ['Nephew', 'Niece', 'Nephew or niece'],
  SPCC: ['Nephew', 'Niece', 'Nephew or niece'],
  PPCC: ['Cousin', 'Cousin', 'Cousin'],
  SP: ['Father-in-law', 'Mother-in-law', 'Parent-in-law'],
  CS: ['Son-in-law', 'Daughter-in-law', 'Child-in-law'],
  SPC: ['Brother-in-law', 'Sister-in-law', 'Sibling-in-law'],
  PCS: ['Brother-in-law', 'Sister-in-law', 'Sibling-in-law'],
  PPP: ['Great-grandfather', 'Great-grandmother', 'Great-grandparent'],
  CCC: ['Great-grandson', 'Great-granddaughter', 'Great-grandchild'],
};

const DESCRIBE: Record<Link, string> = { P: 'parent', C: 'child', S: 'spouse' };

/** Shortest chains of parent, child and spouse links from `from` to `to` (breadth first, up to four links). */
function chains(family: Family, from: string, to: string): [Link, string][][] {
  const target = family.find(to);
  let frontier: { at: string; path: [Link, string][] }[] = [{ at: family.find(from), path: [] }];
  for (let length = 1; length <= 4; length += 1) {
    const next: typeof frontier = [];
    const done: [Link, string][][] = [];
    for (const { at, path } of frontier) {
      for (const [link, person] of family.links(at)) {
        if (person === family.find(from) || path.some(([, seen]) => seen === person)) continue;
        const extended: [Link, string][] = [...path, [link, person]];
        if (person === target) done.push(extended);
        else next.push({ at: person, path: extended });
      }
    }
    if (done.length > 0) return done;
    frontier = next;
  }
  return [];
}

/**
 * Blood relations from statements such as 'A is the brother of B' or 'C is D's wife': the family
 * is built (every child's parents a couple), and the relation asked is read off the shortest chain
 * of links; a gendered word is given only when the person's sex is known.
 */
export function solveBloodRelation(original: string): LogicalResult | null {
  const text = original.replace(/\s+/g, ' ').replace(/[’‘]/g, "'").trim();
  const askRe = /[Hh]ow\s+is\s+([A-Z][a-z]*)\s+related\s+to\s+([A-Z][a-z]*)|[Ww]hat\s+is\s+([A-Z][a-z]*)\s+(?:to|of)\s+([A-Z][a-z]*)|([A-Z][a-z]*)\s+is\s+(?:the\s+)?what\s+(?:of|to)\s+([A-Z][a-z]*)|[Hh]ow\s+([A-Z][a-z]*)\s+is\s+related\s+to\s+([A-Z][a-z]*)/;
  const ask = askRe.exec(text);
  if (!ask && !/\b(?:brother|sister|father|mother|son|daughter|uncle|aunt|nephew|niece|husband|wife)\b/i.test(text)) return null;
  if (!/\b(?:related|relation|relationship)\b|\bwhat\s+is\s+[A-Z]\w*\s+(?:to|of)\b/i.test(text)) return null;
  const fail = (reason: string): LogicalResult => ({ kind: 'blood-relation', solved: false, reason });
  if (!ask) return fail('I could not read which two people the question asks about ("How is X related to Y?").');
  const [person, relativeOf] = [ask[1] ?? ask[3] ?? ask[5] ?? ask[7], ask[2] ?? ask[4] ?? ask[6] ?? ask[8]] as [string, string];
  const body = text.slice(0, ask.index).replace(/^.*?\bif\b/i, '');
  const family = new Family();
  const readings: string[] = [];
  const unread: string[] = [];
  const N = String.raw`([A-Z][a-z]*)`;
  // Sentences, then clauses joined by 'and' or a comma once the first already says something ('A is ..., and B is ...'),
  // but not 'A and B are brothers'.
  const clauses = body
    .split(/(?<=[.;])\s+/)
    .flatMap((sentence) => {
      const parts: string[] = [];
      let rest = sentence;
      for (;;) {
        const joint = /(?:,\s*(?:and\s+)?|\s+and\s+)(?=[A-Z][a-z]*(?:'s\s+\w+)?\s+(?:is|are|has)\b)/g;
        let cut = -1;
        let length = 0;
        for (const match of rest.matchAll(joint)) {
          if (/\b(?:is|are|has)\b/.test(rest.slice(0, match.index))) {
            cut = match.index;
            length = match[0].length;
            break;
          }
        }
        if (cut < 0) break;
        parts.push(rest.slice(0, cut));
        rest = rest.slice(cut + length);
      }
      return [...parts, rest];
    })
    .map((clause) => clause.replace(/[.;,]+$/, '').trim())
    .filter((clause) => /[A-Z]/.test(clause));
  for (const clause of clauses) {
    let match: RegExpExecArray | null;
    let relation: string | null = null;
    let subject = '';
    let object = '';
    if ((match = new RegExp(`^${N}\\s+is\\s+(?:the\\s+|an?\\s+)?(?:only\\s+)?${RELATION}\\s+of\\s+${N}$`, 'i').exec(clause))) [, subject, relation, object] = match as unknown as [string, string, string, string];
    else if ((match = new RegExp(`^${N}\\s+is\\s+${N}'s\\s+(?:only\\s+)?${RELATION}$`, 'i').exec(clause))) [, subject, object, relation] = match as unknown as [string, string, string, string];
    else if ((match = new RegExp(`^${N}'s\\s+${RELATION}\\s+is\\s+${N}$`, 'i').exec(clause))) [, object, relation, subject] = match as unknown as [string, string, string, string];
    else if ((match = new RegExp(`^${N}\\s+and\\s+${N}\\s+are\\s+(?:a\\s+)?(brothers|sisters|siblings|married|husband and wife|a married couple|married couple|couple)$`, 'i').exec(clause))) {
      const [, a, b, what] = match as unknown as [string, string, string, string];
      family.person(a);
      family.person(b);
      if (/married|couple|husband/.test(what)) family.marry(a, b);
      else {
        family.siblings(a, b);
        if (what === 'brothers') [a, b].forEach((name) => family.setGender(name, 'male'));
        if (what === 'sisters') [a, b].forEach((name) => family.setGender(name, 'female'));
      }
      readings.push(`${a} and ${b}: ${/married|couple|husband/.test(what) ? 'married' : 'siblings'}.`);
      continue;
    } else if ((match = new RegExp(`^${N}\\s+is\\s+married\\s+to\\s+${N}$`, 'i').exec(clause))) {
      family.marry(family.person(match[1]!), family.person(match[2]!));
      readings.push(`${match[1]} and ${match[2]}: married.`);
      continue;
    } else if ((match = new RegExp(`^${N}\\s+is\\s+(?:a\\s+|the\\s+)?(male|female|man|woman|boy|girl)$`, 'i').exec(clause))) {
      family.person(match[1]!);
      family.setGender(match[1]!, /^(?:male|man|boy)$/i.test(match[2]!) ? 'male' : 'female');
      readings.push(`${match[1]} is ${/^(?:male|man|boy)$/i.test(match[2]!) ? 'male' : 'female'}.`);
      continue;
    }
    if (!relation) {
      if (!/^(?:if|in a family|there are|consider)\b/i.test(clause)) unread.push(clause);
      continue;
    }
    relation = relation.toLowerCase();
    const x = family.person(subject);
    const y = family.person(object);
    family.setGender(subject, MALE.test(relation) ? 'male' : FEMALE.test(relation) ? 'female' : null);
    const base = relation.replace(/^(?:grand)?/, '');
    readings.push(`${subject} is ${object}'s ${relation}.`);
    switch (relation) {
      case 'father':
      case 'mother':
      case 'parent':
        family.addParent(x, y);
        break;
      case 'son':
      case 'daughter':
      case 'child':
        family.addParent(y, x);
        break;
      case 'brother':
      case 'sister':
      case 'sibling':
        family.siblings(x, y);
        break;
      case 'husband':
      case 'wife':
      case 'spouse':
        family.marry(x, y);
        family.setGender(object, relation === 'husband' ? 'female' : relation === 'wife' ? 'male' : null);
        break;
      case 'grandfather':
      case 'grandmother': {
        const middle = family.person();
        family.addParent(x, middle);
        family.addParent(middle, y);
        break;
      }
      case 'grandson':
      case 'granddaughter': {
        const middle = family.person();
        family.addParent(y, middle);
        family.addParent(middle, x);
        break;
      }
      case 'uncle':
      case 'aunt': {
        const parent = family.person();
        family.addParent(parent, y);
        family.siblings(x, parent);
        break;
      }
      case 'nephew':
      case 'niece': {
        const sibling = family.person();
        family.siblings(sibling, y);
        family.addParent(sibling, x);
        break;
      }
      case 'cousin': {
        const [a, b] = [family.person(), family.person()];
        family.addParent(a, x);
        family.addParent(b, y);
        family.siblings(a, b);
        break;
      }
      case 'father-in-law':
      case 'mother-in-law': {
        const spouse = family.spouse.get(family.find(object)) ?? family.person();
        family.marry(y, spouse);
        family.addParent(x, spouse);
        break;
      }
      case 'son-in-law':
      case 'daughter-in-law': {
        const child = family.person();
        family.addParent(y, child);
        family.marry(x, child);
        break;
      }
      default:
        unread.push(`${clause} (${base})`);
    }
  }
  if (unread.length > 0) return fail(`I could not read this statement: "${unread[0]}".`);
  if (readings.length === 0) return fail('I found no statements of the form "X is the brother of Y".');
  family.settle();
  if (family.contradiction) return fail(`The statements contradict each other: ${family.contradiction}`);
  if (!family.gender.has(person) || !family.gender.has(relativeOf)) return fail(`${!family.gender.has(person) ? person : relativeOf} is not in any statement.`);
  const found = chains(family, relativeOf, person);
  if (found.length === 0) return fail(`The statements do not connect ${person} to ${relativeOf}.`);
  const gender = family.gender.get(family.find(person)) ?? null;
  const terms = new Set(
    found.map((chain) => {
      const signature = chain.map(([link]) => link).join('');
      const entry = TERMS[signature];
      if (!entry) return '';
      const word = entry[gender === 'male' ? 0 : gender === 'female' ? 1 : 2];
      // A grandparent, uncle or aunt is on the father's or the mother's side: the first link says which.
      const sideGender = /^PP(?:C|CS)?$/.test(signature) ? family.gender.get(chain[0]![1]) : undefined;
      if (sideGender === undefined) return word;
      // Side unknown (the parent's sex is never stated): the word alone, which is still true.
      return sideGender === null ? word : `${sideGender === 'male' ? 'Paternal' : 'Maternal'} ${word.toLowerCase()}`;
    }),
  );
  if (terms.has('') || terms.size > 1) return fail(`The chain from ${relativeOf} to ${person} does not name one standard relation.`);
  const term = [...terms][0]!;
  const neutral = gender === null && !/^Cousin$/.test(term);
  const chain = found[0]!;
  const nameOf = (id: string) => (id.startsWith('?') ? 'an unnamed relative' : id);
  const walk = chain.map(([link, id]) => `${DESCRIBE[link]} ${nameOf(id)}`).join(' → ');
  const answer = neutral ? `${term} (sex not given, so "cannot be determined")` : term;
  return {
    kind: 'blood-relation',
    solved: true,
    answer: neutral ? 'Cannot be determined' : term,
    matches: (option) => {
      const shown = plain(option);
      if (neutral) return /cannotbedetermined|cantbedetermined|datainadequate|cannotbesaid|notdetermin/.test(shown);
      return shown === plain(term) || shown === plain(term.replace(/^(?:Paternal|Maternal) /, ''));
    },
    steps: [
      { title: 'Read the statements', bullets: readings },
      { title: 'Draw the family tree', bullets: [`Every child's parents are taken as a married couple; a person's sex comes from the word used (brother, wife, ...).`] },
      {
        title: `Trace ${relativeOf} to ${person}`,
        bullets: [`${relativeOf} → ${walk}.`, `${person} is ${relativeOf}'s ${answer.toLowerCase()}${gender ? ` (${person} is ${gender})` : ''}.`],
      },
    ],
    check: [
      `Read back: ${person} is ${relativeOf}'s ${term.toLowerCase()}, and the chain ${chain.map(([link]) => DESCRIBE[link]).join(', ')} is what that word means.`,
      found.length > 1 ? `All ${found.length} shortest chains give the same relation.` : 'It is the only shortest chain between them.',
    ],
  };
}
