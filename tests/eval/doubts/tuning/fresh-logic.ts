import type { Random } from '../../../../adapters/tutor/generators/random';
import type { DoubtTemplate } from '../doubt-template';
import { four, fromPool, retry, until, type Four } from './logic-kit';

/** Redraws a template's facts until they give a question, at most 20,000 times. */
const retryDraw = <T>(make: () => T | undefined): T => retry(make, 20_000);

/**
 * Fresh tuning templates (ids 'fresh/<kind>/5xx') for blood-relation, coding and series. Each computes its own answer.
 * Blood relations are built as a family graph (every child has both parents, no step-relations) and the
 * answer is read off the graph; codes are letter arithmetic or a substitution table; series come from
 * their generating rule.
 */

const numOpts = (answer: number, wrong: readonly number[]): Four =>
  four(
    String(answer),
    wrong.filter((w) => Number.isInteger(w) && w >= 0 && w !== answer).map(String),
    (k) => String(answer + (k % 2 === 1 ? (k + 1) / 2 : -k / 2)),
  );

const cap = (s: string): string => s.charAt(0).toUpperCase() + s.slice(1);
const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';

const MEN = ['Aniket', 'Bharat', 'Chirag', 'Dinesh', 'Girish', 'Hitesh', 'Jayant', 'Keshav', 'Lokesh', 'Mukul', 'Nakul', 'Paras', 'Ritesh', 'Sachin', 'Tarun', 'Umesh', 'Vinod', 'Yogesh'];
const WOMEN = ['Amrita', 'Bindu', 'Chhavi', 'Deepti', 'Gauri', 'Heena', 'Jyoti', 'Kajal', 'Leela', 'Mamta', 'Nandini', 'Pinky', 'Rashmi', 'Sonal', 'Tulsi', 'Uma', 'Vidya', 'Yashika'];

// ---------------------------------------------------------------- blood-relation

type Sex = 'M' | 'F';
const opp = (s: Sex): Sex => (s === 'M' ? 'F' : 'M');
const g = (s: Sex, male: string, female: string): string => (s === 'M' ? male : female);

/** A family graph: every child has a father and a mother who are married; no half- or step-relations. */
class Tree {
  readonly sex: Sex[] = [];
  readonly fa: number[] = [];
  readonly mo: number[] = [];
  readonly sp: number[] = [];

  add(sex: Sex, father = -1, mother = -1): number {
    this.sex.push(sex);
    this.fa.push(father);
    this.mo.push(mother);
    this.sp.push(-1);
    return this.sex.length - 1;
  }

  ensureSpouse(x: number): number {
    if (this.sp[x]! >= 0) return this.sp[x]!;
    const y = this.add(opp(this.sex[x]!));
    this.sp[x] = y;
    this.sp[y] = x;
    return y;
  }

  ensureParents(x: number): [number, number] {
    if (this.fa[x]! < 0) {
      const f = this.add('M');
      const m = this.ensureSpouse(f);
      this.fa[x] = f;
      this.mo[x] = m;
    }
    return [this.fa[x]!, this.mo[x]!];
  }

  child(p: number, sex: Sex): number {
    const q = this.ensureSpouse(p);
    return this.sex[p] === 'M' ? this.add(sex, p, q) : this.add(sex, q, p);
  }

  sibling(x: number, sex: Sex): number {
    return this.child(this.ensureParents(x)[0], sex);
  }

  children(x: number): number[] {
    return this.sex.flatMap((_, i) => (this.fa[i] === x || this.mo[i] === x ? [i] : []));
  }

  ancestors(x: number): Map<number, number> {
    const found = new Map<number, number>([[x, 0]]);
    const queue = [x];
    while (queue.length > 0) {
      const c = queue.shift()!;
      for (const p of [this.fa[c]!, this.mo[c]!]) {
        if (p >= 0 && !found.has(p)) {
          found.set(p, found.get(c)! + 1);
          queue.push(p);
        }
      }
    }
    return found;
  }

  /** Generations up from a and from b to their nearest common ancestor. */
  link(a: number, b: number): string | undefined {
    if (a < 0 || b < 0) return undefined;
    const fromA = this.ancestors(a);
    let best: [number, number] | undefined;
    for (const [anc, db] of this.ancestors(b)) {
      const da = fromA.get(anc);
      if (da !== undefined && (best === undefined || da + db < best[0] + best[1])) best = [da, db];
    }
    return best?.join();
  }
}

const BLOOD: Readonly<Record<string, [string, string]>> = {
  '0,1': ['Father', 'Mother'], '0,2': ['Grandfather', 'Grandmother'], '1,0': ['Son', 'Daughter'], '2,0': ['Grandson', 'Granddaughter'],
  '1,1': ['Brother', 'Sister'], '1,2': ['Uncle', 'Aunt'], '2,1': ['Nephew', 'Niece'], '2,2': ['Cousin', 'Cousin'],
};

/** What a is to b, read off the graph, or undefined when it has no everyday name. */
function relation(t: Tree, a: number, b: number): string | undefined {
  if (a === b) return undefined;
  const s = t.sex[a]!;
  const pick = (pair: readonly [string, string] | undefined): string | undefined => (pair ? pair[s === 'M' ? 0 : 1] : undefined);
  if (t.sp[b] === a) return g(s, 'Husband', 'Wife');
  const blood = t.link(a, b);
  if (blood) return pick(BLOOD[blood]);
  const viaB = t.link(a, t.sp[b]!);
  if (viaB === '0,1') return g(s, 'Father-in-law', 'Mother-in-law');
  if (viaB === '1,1') return g(s, 'Brother-in-law', 'Sister-in-law');
  if (viaB === '2,1') return g(s, 'Nephew', 'Niece');
  const viaA = t.link(t.sp[a]!, b);
  if (viaA === '1,1') return g(s, 'Brother-in-law', 'Sister-in-law');
  if (viaA === '1,0') return g(s, 'Son-in-law', 'Daughter-in-law');
  if (viaA === '1,2') return g(s, 'Uncle', 'Aunt');
  return undefined;
}

/** 'Paternal' or 'Maternal' for an uncle, aunt or grandparent of b: the side of b's parent they are related through. */
function side(t: Tree, a: number, b: number): string {
  const r = t.link(a, t.fa[b]!) !== undefined || t.link(t.sp[a]!, t.fa[b]!) !== undefined;
  return r ? 'Paternal' : 'Maternal';
}

const NEAR: Readonly<Record<string, readonly string[]>> = {
  Father: ['Mother', 'Uncle', 'Grandfather', 'Father-in-law'], Mother: ['Father', 'Aunt', 'Grandmother', 'Mother-in-law'],
  Son: ['Daughter', 'Nephew', 'Grandson', 'Son-in-law'], Daughter: ['Son', 'Niece', 'Granddaughter', 'Daughter-in-law'],
  Brother: ['Sister', 'Cousin', 'Brother-in-law', 'Son'], Sister: ['Brother', 'Cousin', 'Sister-in-law', 'Daughter'],
  Husband: ['Wife', 'Brother-in-law', 'Father', 'Son-in-law'], Wife: ['Husband', 'Sister-in-law', 'Mother', 'Daughter-in-law'],
  Grandfather: ['Grandmother', 'Father', 'Uncle', 'Father-in-law'], Grandmother: ['Grandfather', 'Mother', 'Aunt', 'Mother-in-law'],
  Grandson: ['Granddaughter', 'Son', 'Nephew', 'Son-in-law'], Granddaughter: ['Grandson', 'Daughter', 'Niece', 'Daughter-in-law'],
  Uncle: ['Aunt', 'Father', 'Cousin', 'Brother-in-law'], Aunt: ['Uncle', 'Mother', 'Cousin', 'Sister-in-law'],
  Nephew: ['Niece', 'Son', 'Cousin', 'Grandson'], Niece: ['Nephew', 'Daughter', 'Cousin', 'Granddaughter'],
  Cousin: ['Brother', 'Sister', 'Nephew', 'Niece'],
  'Father-in-law': ['Mother-in-law', 'Father', 'Uncle', 'Brother-in-law'], 'Mother-in-law': ['Father-in-law', 'Mother', 'Aunt', 'Sister-in-law'],
  'Son-in-law': ['Daughter-in-law', 'Son', 'Nephew', 'Brother-in-law'], 'Daughter-in-law': ['Son-in-law', 'Daughter', 'Niece', 'Sister-in-law'],
  'Brother-in-law': ['Sister-in-law', 'Brother', 'Cousin', 'Husband'], 'Sister-in-law': ['Brother-in-law', 'Sister', 'Cousin', 'Wife'],
};
const ALL_REL = Object.keys(NEAR);
const relOptions = (random: Random, correct: string): Four => {
  const near = NEAR[correct] ?? [];
  return fromPool(random, correct, [near[0]!, ...random.shuffle(near.slice(1))], ALL_REL);
};

/** Distinct names of the given sexes. */
function namesFor(random: Random, sexes: readonly Sex[]): string[] {
  const men = random.shuffle(MEN);
  const women = random.shuffle(WOMEN);
  return sexes.map((s) => (s === 'M' ? men.pop()! : women.pop()!));
}

const REL_STEP: Readonly<Record<string, ['U' | 'D' | 'S' | 'W', Sex]>> = {
  father: ['U', 'M'], mother: ['U', 'F'], son: ['D', 'M'], daughter: ['D', 'F'],
  brother: ['S', 'M'], sister: ['S', 'F'], husband: ['W', 'M'], wife: ['W', 'F'],
};
const RELS = Object.keys(REL_STEP);

/**
 * Builds 'x0 is the r0 of x1, x1 is the r1 of x2, ...' from the last person back: a parent or spouse
 * already in the graph is reused, anyone else is new. Undefined when two names would be one person
 * or a sex clashes (the statements cannot all hold with different people).
 */
function buildChain(rels: readonly string[], lastSex: Sex): { t: Tree; ids: number[] } | undefined {
  const t = new Tree();
  const ids: number[] = [];
  ids[rels.length] = t.add(lastSex);
  const named = new Set([ids[rels.length]!]);
  for (let i = rels.length - 1; i >= 0; i -= 1) {
    const [k, s] = REL_STEP[rels[i]!]!;
    const y = ids[i + 1]!;
    let x: number;
    if (k === 'U') x = t.ensureParents(y)[s === 'M' ? 0 : 1];
    else if (k === 'D') x = t.child(y, s);
    else if (k === 'S') x = t.sibling(y, s);
    else {
      if (t.sex[y] === s) return undefined;
      x = t.ensureSpouse(y);
    }
    if (named.has(x) || t.sex[x] !== s) return undefined;
    named.add(x);
    ids[i] = x;
  }
  return { t, ids };
}

/** A three-generation family: a couple, two or three children (married, with children), one of them from an in-law family with a sibling. */
function bigFamily(random: Random): { t: Tree; top: [number, number]; kids: number[] } {
  const t = new Tree();
  const gf = t.add('M');
  const gm = t.ensureSpouse(gf);
  const kids: number[] = [];
  const n = random.int(2, 3);
  for (let i = 0; i < n; i += 1) {
    const c = t.child(gf, random.next() < 0.5 ? 'M' : 'F');
    kids.push(c);
    if (i < 2 || random.next() < 0.6) {
      t.ensureSpouse(c);
      const m = random.int(1, 2);
      for (let j = 0; j < m; j += 1) t.child(c, random.next() < 0.5 ? 'M' : 'F');
    }
  }
  return { t, top: [gf, gm], kids };
}

/** The family told as a story, revealing every sex: 'X and Y have two children, a son A and a daughter B. A is married to C ...'. */
function tellFamily(random: Random, t: Tree, top: [number, number], kids: number[], N: (i: number) => string): string[] {
  const childList = (xs: number[]): string => {
    const sons = xs.filter((x) => t.sex[x] === 'M');
    const daughters = xs.filter((x) => t.sex[x] === 'F');
    const part = (ys: number[], one: string, many: string): string =>
      ys.length === 0 ? '' : ys.length === 1 ? `a ${one}, ${N(ys[0]!)}` : `${ys.length === 2 ? 'two' : 'three'} ${many}, ${ys.map(N).join(' and ')}`;
    return [part(sons, 'son', 'sons'), part(daughters, 'daughter', 'daughters')].filter((p) => p !== '').join(', and ');
  };
  const out = [`${N(top[0])} and his wife ${N(top[1])} have ${kids.length === 2 ? 'two' : 'three'} children: ${childList(kids)}.`];
  for (const c of kids) {
    const s = t.sp[c]!;
    if (s < 0) continue;
    const grand = t.children(c);
    out.push(
      random.pick([
        `${N(c)} is married to ${N(s)}, and they have ${childList(grand)}.`,
        `${N(c)}'s ${g(t.sex[s]!, 'husband', 'wife')} is ${N(s)}; their ${grand.length === 1 ? 'only child is' : 'children are'} ${childList(grand)}.`,
      ]),
    );
  }
  return out;
}

const BLOOD_RELATION: readonly DoubtTemplate[] = [
  {
    // Mother's side or father's side: the answer names the side.
    kind: 'blood-relation',
    id: 'fresh/blood-relation/501',
    draw: (random) => {
      const t = new Tree();
      const cSex: Sex = random.next() < 0.5 ? 'M' : 'F';
      const c = t.add(cSex);
      const [f, m] = t.ensureParents(c);
      const form = random.int(0, 3);
      const viaWord = random.pick(['father', 'mother'] as const);
      const via = viaWord === 'father' ? f : m;
      const xSex: Sex = random.next() < 0.5 ? 'M' : 'F';
      let x: number;
      let desc: string;
      if (form === 0) {
        x = t.sibling(via, xSex);
        desc = `the ${g(xSex, 'brother', 'sister')} of CHILD's ${viaWord}`;
      } else if (form === 1) {
        x = t.ensureParents(via)[xSex === 'M' ? 0 : 1];
        desc = `CHILD's ${viaWord}'s ${g(xSex, 'father', 'mother')}`;
      } else if (form === 2) {
        // The son of the mother's father cannot be the mother: her brother.
        const up = t.ensureParents(via)[random.int(0, 1)]!;
        const need = opp(t.sex[via]!);
        x = t.child(up, need);
        desc = `the ${g(need, 'son', 'daughter')} of CHILD's ${viaWord}'s ${g(t.sex[up]!, 'father', 'mother')}`;
      } else {
        x = t.ensureParents(via)[xSex === 'M' ? 0 : 1];
        desc = `the ${g(xSex, 'husband', 'wife')} of CHILD's ${viaWord}'s ${g(t.sex[t.sp[x]!]!, 'father', 'mother')}`;
      }
      const [cn, xn] = namesFor(random, [cSex, t.sex[x]!]);
      const text = desc.replace('CHILD', cn!);
      const reverse = random.next() < 0.3;
      const base = relation(t, x, c)!;
      const sideWord = side(t, x, c);
      const answer = reverse ? relation(t, c, x)! : `${sideWord} ${base.toLowerCase()}`;
      const other = sideWord === 'Paternal' ? 'Maternal' : 'Paternal';
      const question = reverse
        ? random.pick([`${xn} is ${text}. ${cn} is a ${g(cSex, 'boy', 'girl')}. What is ${cn} to ${xn}?`, `Given that ${xn} is ${text} and ${cn} is ${g(cSex, 'male', 'female')}, ${cn} is ${xn}'s ______.`])
        : random.pick([
            `${xn} is ${text}. How is ${xn} related to ${cn}?`,
            `${cap(text)} is ${xn}. Then ${xn} is ${cn}'s:`,
            `Who is ${xn} to ${cn}, if ${xn} is ${text}?`,
          ]);
      if (reverse) return { question, options: relOptions(random, answer) };
      const otherBase = base === 'Uncle' ? 'grandfather' : base === 'Aunt' ? 'grandmother' : base === 'Grandfather' ? 'uncle' : 'aunt';
      return { question, options: four(answer, [`${other} ${base.toLowerCase()}`, `${sideWord} ${otherBase}`, `${other} ${otherBase}`], (k) => ['Cousin', 'Brother-in-law', 'Sister-in-law'][k % 3]!) };
    },
  },
  {
    // Symbol codes with the relation table set out line by line, asked either way round.
    kind: 'blood-relation',
    id: 'fresh/blood-relation/502',
    draw: (random) => {
      const symbols = random.pick([['★', '◆', '▲', '●', '■', '♦'], ['@', '#', '$', '%', '&', '*'], ['©', '®', '£', '¥', '§', '¤']]);
      const rels = random.shuffle(RELS).slice(0, 5);
      const sym = new Map(rels.map((r, i) => [r, symbols[i]!]));
      const got = retryDraw(() => {
        const chain = Array.from({ length: random.int(3, 4) }, () => random.pick(rels));
        const lastSex: Sex = random.next() < 0.5 ? 'M' : 'F';
        const built = buildChain(chain, lastSex);
        if (!built) return undefined;
        const n = chain.length;
        const reverse = random.next() < 0.45;
        const ans = reverse ? relation(built.t, built.ids[n]!, built.ids[0]!) : relation(built.t, built.ids[0]!, built.ids[n]!);
        // Asked forward, the answer must not hang on the last person's sex, which is not told.
        const other = buildChain(chain, opp(lastSex));
        if (!reverse && other && relation(other.t, other.ids[0]!, other.ids[n]!) !== ans) return undefined;
        return ans ? { chain, lastSex, reverse, ans } : undefined;
      });
      const people = random.shuffle([...'DEFGHJKLMN']).slice(0, got.chain.length + 1);
      const expr = people.map((p, i) => (i < got.chain.length ? `${p} ${sym.get(got.chain[i]!)}` : p)).join(' ');
      const legend = [...sym.entries()].map(([r, s]) => `X ${s} Y : X is the ${r} of Y`).join('\n');
      const first = people[0]!;
      const last = people[people.length - 1]!;
      const lastLink = got.chain[got.chain.length - 1]!;
      const sexKnown = REL_STEP[lastLink]![0] === 'W';
      const clause = got.reverse && !sexKnown ? ` and ${last} is ${g(got.lastSex, random.pick(['male', 'a boy']), random.pick(['female', 'a girl']))}` : '';
      const [p, q] = got.reverse ? [last, first] : [first, last];
      const question = random.pick([
        `Read the symbols:\n${legend}\nIf ${expr}${clause}, then how is ${p} related to ${q}?`,
        `Symbols used:\n${legend}\nGiven the expression '${expr}'${clause}, ${p} is ${q}'s ____`,
      ]);
      return { question, options: relOptions(random, got.ans) };
    },
  },
  {
    // "Your mother is the only daughter of my mother": second person, the speaker's own family.
    kind: 'blood-relation',
    id: 'fresh/blood-relation/503',
    draw: (random) => {
      const got = retryDraw(() => {
        const t = new Tree();
        const aSex: Sex = random.next() < 0.5 ? 'M' : 'F';
        const a = t.add(aSex);
        const ups = random.int(1, 2);
        const w1 = random.pick(['father', 'mother'] as const);
        const p1 = t.ensureParents(a)[w1 === 'father' ? 0 : 1];
        const w2 = random.pick(['father', 'mother'] as const);
        const q = ups === 1 ? p1 : t.ensureParents(p1)[w2 === 'father' ? 0 : 1];
        const onLine = ups === 1 ? a : p1;
        const s: Sex = random.next() < 0.5 ? 'M' : 'F';
        const d = t.sex[onLine] === s ? onLine : t.child(q, s);
        const spouseStep = random.next() < 0.3;
        const parent = spouseStep ? t.ensureSpouse(d) : d;
        const bSex: Sex = random.next() < 0.5 ? 'M' : 'F';
        const b = t.child(parent, bSex);
        const owner = ups === 1 ? `my ${w1}` : `my ${w1}'s ${w2}`;
        const only = random.pick([`the only ${g(s, 'son', 'daughter')} of ${owner}`, `${owner}'s only ${g(s, 'son', 'daughter')}`]);
        const desc = spouseStep ? `the ${g(t.sex[parent]!, 'husband', 'wife')} of ${only}` : only;
        const askSpeaker = random.next() < 0.35;
        const ans = askSpeaker ? relation(t, a, b) : relation(t, b, a);
        return ans ? { aSex, bSex, desc, parentWord: g(t.sex[parent]!, 'father', 'mother'), askSpeaker, ans } : undefined;
      });
      const [name] = namesFor(random, [got.aSex]);
      const his = g(got.aSex, 'his', 'her');
      const who = g(got.bSex, random.pick(['boy', 'young man']), random.pick(['girl', 'young woman']));
      const saying = `"Your ${got.parentWord} is ${got.desc}."`;
      const ask = got.askSpeaker ? `How is ${name} related to the ${who}?` : `What is the ${who}'s relation to ${name}?`;
      const question = random.pick([
        `At a family wedding, ${name} said to a ${who} standing next to ${his === 'his' ? 'him' : 'her'}, ${saying} ${ask}`,
        `${name} met a ${who} at ${his} village fair and told the ${who}, ${saying} ${ask}`,
      ]);
      return { question, options: relOptions(random, got.ans) };
    },
  },
  {
    // A family told as a short story; any two members asked.
    kind: 'blood-relation',
    id: 'fresh/blood-relation/504',
    draw: (random) => {
      const { t, top, kids, a, b, ans } = retryDraw(() => {
        const fam = bigFamily(random);
        const x = random.int(0, fam.t.sex.length - 1);
        const y = random.int(0, fam.t.sex.length - 1);
        const r = relation(fam.t, x, y);
        const direct = fam.t.fa[y] === x || fam.t.mo[y] === x || fam.t.fa[x] === y || fam.t.mo[x] === y || fam.t.sp[x] === y;
        return r && !direct ? { ...fam, a: x, b: y, ans: r } : undefined;
      });
      const names = namesFor(random, t.sex);
      const N = (i: number): string => names[i]!;
      const story = tellFamily(random, t, top, kids, N);
      const question = random.pick([
        `${story.join(' ')} How is ${N(a)} related to ${N(b)}?`,
        `Read the passage and answer.\n${story.join('\n')}\nWho is ${N(a)} to ${N(b)}?`,
      ]);
      return { question, options: relOptions(random, ans) };
    },
  },
  {
    // A chain asked backwards: the last person's sex may be unknown, and then only an ungendered answer or 'Cannot be determined'.
    kind: 'blood-relation',
    id: 'fresh/blood-relation/505',
    draw: (random) => {
      const got = retryDraw(() => {
        const chain = Array.from({ length: random.int(2, 3) }, () => random.pick(RELS));
        if (REL_STEP[chain[chain.length - 1]!]![0] === 'W') return undefined;
        const n = chain.length;
        const answers = (['M', 'F'] as const).map((s) => {
          const built = buildChain(chain, s);
          return built ? { s, ans: relation(built.t, built.ids[n]!, built.ids[0]!), fwd: relation(built.t, built.ids[0]!, built.ids[n]!) } : undefined;
        });
        const ok = answers.filter((x) => x !== undefined);
        if (ok.length === 0 || ok.some((x) => !x.ans || !x.fwd)) return undefined;
        if (ok.length === 2 && new Set(ok.map((x) => x.fwd)).size !== 1) return undefined;
        return { chain, bySex: ok.map((x) => [x.s, x.ans!] as const), fwd: ok[0]!.fwd! };
      });
      const people = random.shuffle([...'PQRSTUVW']).slice(0, got.chain.length + 1);
      const statements = got.chain.map((r, i) =>
        random.pick([`${people[i]} is the ${r} of ${people[i + 1]}`, `${people[i + 1]}'s ${r} is ${people[i]}`, `${people[i]} is ${people[i + 1]}'s ${r}`]),
      );
      const forward = random.next() < 0.3;
      const [first, last] = forward ? [people[people.length - 1]!, people[0]!] : [people[0]!, people[people.length - 1]!];
      const answers = [...new Set(got.bySex.map(([, a]) => a))];
      // The asked person's sex: told in a last statement about half the time when it matters.
      const tell = !forward && answers.length === 2 && random.next() < 0.45 ? random.pick(got.bySex) : undefined;
      if (tell) statements.push(`${last} is ${g(tell[0], random.pick(['male', 'a boy', 'a man']), random.pick(['female', 'a girl', 'a woman']))}`);
      const question = random.pick([
        `Statements: ${statements.join('; ')}. Which of the following is the relation of ${last} to ${first}?`,
        `${statements.map((x) => `${x}.`).join(' ')} What is ${last} to ${first}?`,
      ]);
      if (forward) return { question, options: fromPool(random, got.fwd, ['Cannot be determined', ...(NEAR[got.fwd] ?? []).slice(0, 2)], ALL_REL) };
      const ans = tell ? tell[1] : answers.length === 1 ? answers[0]! : 'Cannot be determined';
      const wrong = ans === 'Cannot be determined' ? answers : ['Cannot be determined', ...(NEAR[ans] ?? []).slice(0, 1)];
      return { question, options: fromPool(random, ans, wrong, ALL_REL) };
    },
  },
  {
    // A student's chat doubt about their own family ('my mom's brother's wife').
    kind: 'blood-relation',
    id: 'fresh/blood-relation/506',
    draw: (random) => {
      const BAD = new Set(['U>D', 'D>U', 'S>S', 'W>W', 'U>W', 'W>D', 'D>S', 'S>U']);
      const got = retryDraw(() => {
        const len = random.int(2, 4);
        const words = Array.from({ length: len }, () => random.pick(RELS));
        const kinds = words.map((w) => REL_STEP[w]![0]);
        for (let i = 0; i + 1 < kinds.length; i += 1) if (BAD.has(`${kinds[i]}>${kinds[i + 1]}`)) return undefined;
        const t = new Tree();
        const meSex: Sex = random.next() < 0.5 ? 'M' : 'F';
        const me = t.add(meSex);
        let cur = me;
        for (const w of words) {
          const [k, s] = REL_STEP[w]!;
          if (k === 'U') cur = t.ensureParents(cur)[s === 'M' ? 0 : 1];
          else if (k === 'D') cur = t.child(cur, s);
          else if (k === 'S') cur = t.sibling(cur, s);
          else {
            if (t.sex[cur] === s) return undefined;
            cur = t.ensureSpouse(cur);
          }
        }
        const ans = relation(t, cur, me);
        return ans ? { words, ans, meSex } : undefined;
      });
      const slang: Readonly<Record<string, readonly string[]>> = { father: ['dad', 'father', 'papa'], mother: ['mom', 'mother', 'mummy'], brother: ['brother', 'bro'], sister: ['sister', 'sis'] };
      const said = got.words.map((w) => random.pick(slang[w] ?? [w]));
      const chain = `my ${said.join("'s ")}`;
      const me = got.meSex === 'M' ? random.pick(['(i am a boy) ', '']) : random.pick(['(i am a girl) ', '']);
      const question = random.pick([
        `${me}how is ${chain} related to me?? pls explain`,
        `quick doubt ${me}- ${chain}, what is that person to me`,
        `sir ${chain} is my ___ ? options confusing me`,
      ]);
      return { question, options: relOptions(random, got.ans) };
    },
  },
  {
    // "Which of the following is true?" about a family told in numbered facts.
    kind: 'blood-relation',
    id: 'fresh/blood-relation/507',
    draw: (random) => {
      return retryDraw(() => {
        const { t, top, kids } = bigFamily(random);
        const names = namesFor(random, t.sex);
        const N = (i: number): string => names[i]!;
        const facts = tellFamily(random, t, top, kids, N);
        const n = t.sex.length;
        const pairs: [number, number, string][] = [];
        for (let x = 0; x < n; x += 1) for (let y = 0; y < n; y += 1) {
          const r = relation(t, x, y);
          if (r && t.fa[y] !== x && t.mo[y] !== x && t.fa[x] !== y && t.mo[x] !== y && t.sp[x] !== y) pairs.push([x, y, r]);
        }
        if (pairs.length < 4) return undefined;
        const [x, y, r] = random.pick(pairs);
        const wrongs = random.shuffle(pairs.filter(([p, q]) => p !== x || q !== y)).slice(0, 3).map(([p, q, rr]) => {
          const claims = (NEAR[rr] ?? []).filter((c) => c !== rr && g(t.sex[p]!, 'M', 'F') === sexOfTerm(c, t.sex[p]!));
          const claim = claims.length > 0 ? random.pick(claims) : undefined;
          return claim ? `${N(p)} is the ${claim.toLowerCase()} of ${N(q)}` : '';
        });
        if (wrongs.some((w) => w === '')) return undefined;
        const question = random.pick([
          `${facts.map((f, i) => `${i + 1}. ${f}`).join('\n')}\nWhich of the following statements is true?`,
          `${facts.join(' ')} Which one of the following is correct?`,
        ]);
        return { question, options: four(`${N(x)} is the ${r.toLowerCase()} of ${N(y)}`, wrongs, () => '') };
      });
    },
  },
  {
    // "A and B are brothers. C and D are sisters. A's son is D's brother."
    kind: 'blood-relation',
    id: 'fresh/blood-relation/508',
    draw: (random) => {
      const t = new Tree();
      const p1 = t.add(random.next() < 0.5 ? 'M' : 'F');
      const p2 = t.sibling(p1, random.next() < 0.5 ? 'M' : 'F');
      const q = t.ensureSpouse(p1);
      const k1 = t.child(p1, random.next() < 0.5 ? 'M' : 'F');
      const k2 = t.child(p1, random.next() < 0.5 ? 'M' : 'F');
      const L = random.shuffle([...random.pick(['ABCDE', 'PQRST', 'JKLMN'])]);
      const N = (i: number): string => L[[p1, p2, k1, k2, q].indexOf(i)]!;
      const pairWord = (x: number, y: number): string =>
        t.sex[x] === t.sex[y] ? g(t.sex[x]!, 'brothers', 'sisters') : `${g(t.sex[x]!, 'brother', 'sister')} and ${g(t.sex[y]!, 'brother', 'sister')}`;
      const s1 = `${N(p1)} and ${N(p2)} are ${pairWord(p1, p2)}`;
      const s2 = `${N(k1)} and ${N(k2)} are ${pairWord(k1, k2)}`;
      const link = random.pick([
        `${N(p1)}'s ${g(t.sex[k2]!, 'son', 'daughter')} is ${N(k1)}'s ${g(t.sex[k2]!, 'brother', 'sister')}`,
        `${N(k2)} is the ${g(t.sex[k2]!, 'son', 'daughter')} of ${N(p1)}`,
      ]);
      const s4 = `${N(q)} is ${N(p1)}'s ${g(t.sex[q]!, 'husband', 'wife')}`;
      const [a, b] = random.pick([[p2, k1], [k1, p2], [p2, k2], [q, p2], [p2, q], [k2, p2]] as const);
      const ans = relation(t, a, b)!;
      const useQ = a === q || b === q || random.next() < 0.3;
      const facts = [s1, s2, link, ...(useQ ? [s4] : [])];
      const question = random.pick([
        `${facts.map((f) => `${f}.`).join(' ')} How is ${N(a)} related to ${N(b)}?`,
        `${facts.join(', ')}. ${N(a)} is ${N(b)}'s -`,
      ]);
      return { question, options: relOptions(random, ans) };
    },
  },
  {
    // Counting members of a family: how many men, women, grandchildren.
    kind: 'blood-relation',
    id: 'fresh/blood-relation/509',
    draw: (random) => {
      const { t, top, kids } = bigFamily(random);
      const names = namesFor(random, t.sex);
      const N = (i: number): string => names[i]!;
      const story = tellFamily(random, t, top, kids, N);
      const form = random.int(0, 2);
      const males = t.sex.filter((s) => s === 'M').length;
      const grand = kids.flatMap((c) => t.children(c));
      let ask: string;
      let ans: number;
      let wrong: number[];
      if (form === 0) {
        ask = random.pick(['How many male members are there in the family?', 'How many men and boys are there in this family in all?']);
        ans = males;
        wrong = [t.sex.length - males, males - 1, males + 1];
      } else if (form === 1) {
        ask = `How many female members does the family have?`;
        ans = t.sex.length - males;
        wrong = [males, ans + 1, ans - 1];
      } else {
        ask = `How many grandchildren do ${N(top[0])} and ${N(top[1])} have?`;
        ans = grand.length;
        wrong = [kids.length, grand.length + kids.length, ans + 1];
      }
      const question = `${story.join(' ')} ${ask}`;
      return { question, options: numOpts(ans, wrong) };
    },
  },
];

/** The sex a relation word names ('Cousin' fits either). */
function sexOfTerm(term: string, fallback: Sex): Sex {
  for (const [m, f] of Object.values(BLOOD)) {
    if (m === f && term === m) return fallback;
    if (term === m) return 'M';
    if (term === f) return 'F';
  }
  if (/^(Father|Son|Brother)-in-law$|^Husband$/.test(term)) return 'M';
  if (/^(Mother|Daughter|Sister)-in-law$|^Wife$/.test(term)) return 'F';
  return fallback;
}

// ---------------------------------------------------------------- coding

const pos = (c: string): number => c.charCodeAt(0) - 64;
const at = (n: number): string => LETTERS[(((n - 1) % 26) + 26) % 26]!;
const shift = (w: string, k: number): string => [...w].map((c) => at(pos(c) + k)).join('');
const rev = (w: string): string => [...w].reverse().join('');
const VOWELS = 'AEIOU';
const WORDS = [
  'TABLE', 'CHAIR', 'PLATE', 'SPOON', 'BREAD', 'SUGAR', 'CHALK', 'BENCH', 'PAINT', 'BRUSH', 'CLOTH', 'GLASS', 'SHIRT', 'SKIRT',
  'STORM', 'FROST', 'CLOUD', 'FIELD', 'WHEAT', 'GRAIN', 'NORTH', 'SOUTH', 'BLADE', 'CRISP', 'FLAME', 'GHOST', 'PRIDE', 'TRUST',
  'VOTER', 'JUROR', 'CLAIM', 'RULES', 'BOARD', 'DRIVE', 'FRAME', 'LUNCH', 'MOUSE', 'PHONE', 'QUIET', 'SHARP', 'TOWER', 'WRIST',
];
const twoWords = (random: Random, ok: (w: string) => boolean = () => true): [string, string] => {
  const [a, b] = until(() => [random.pick(WORDS), random.pick(WORDS)] as const, ([x, y]) => x !== y && ok(x) && ok(y));
  return [a, b];
};

const CODING: readonly DoubtTemplate[] = [
  {
    // Product of letter positions.
    kind: 'coding',
    id: 'fresh/coding/501',
    draw: (random) => {
      const SHORT = ['BAD', 'CAT', 'DOG', 'BAG', 'HAT', 'CAB', 'FAN', 'BED', 'ACE', 'DEN', 'EGG', 'JAB', 'ICE', 'AID', 'HEN', 'BID', 'FED', 'CAP', 'GAP', 'LID'];
      const val = (w: string): number[] => [...w].map(pos);
      const prod = (w: string): number => val(w).reduce((x, v) => x * v, 1);
      const sum = (w: string): number => val(w).reduce((x, v) => x + v, 0);
      const [a, b, c] = until(() => random.shuffle(SHORT).slice(0, 3), (xs) => new Set(xs.map(prod)).size === 3 && xs.every((w) => prod(w) !== sum(w)));
      const question = random.pick([
        `If ${a} = ${prod(a!)} and ${b} = ${prod(b!)}, then what is the value of ${c}?`,
        `In a code, ${a} is written as ${prod(a!)} and ${b} as ${prod(b!)}. Following the same pattern, find the code for ${c}.`,
        `${a} -> ${prod(a!)}, ${b} -> ${prod(b!)}, ${c} -> ?`,
      ]);
      const ans = prod(c!);
      return { question, options: numOpts(ans, [sum(c!), ans + pos(c![0]!), ans * 2]) };
    },
  },
  {
    // Vowels as digits (A1 E2 I3 O4 U5), consonants moved one place: learnt from two examples.
    kind: 'coding',
    id: 'fresh/coding/502',
    draw: (random) => {
      const k = random.pick([1, -1]);
      const code = (w: string): string => [...w].map((c) => (VOWELS.includes(c) ? String(VOWELS.indexOf(c) + 1) : at(pos(c) + k))).join('');
      const [x, y] = until(() => twoWords(random), ([p, q]) => new Set([...p + q].filter((c) => VOWELS.includes(c))).size >= 3);
      const target = until(() => random.pick(WORDS), (w) => w !== x && w !== y && [...w].some((c) => VOWELS.includes(c)) && [...w].every((c) => !VOWELS.includes(c) || (x + y).includes(c)));
      const ans = code(target);
      const swapSide = [...target].map((c) => (VOWELS.includes(c) ? String(VOWELS.indexOf(c) + 1) : at(pos(c) - k))).join('');
      const posDigits = [...target].map((c) => (VOWELS.includes(c) ? String(pos(c)) : at(pos(c) + k))).join('');
      const question = random.pick([
        `In a certain code, ${x} is written as ${code(x)} and ${y} is written as ${code(y)}. How is ${target} written in that code?`,
        `If ${x} = ${code(x)} and ${y} = ${code(y)}, then ${target} = ?`,
      ]);
      return { question, options: four(ans, [swapSide, posDigits, rev(ans)], (j) => shift(target, j)) };
    },
  },
  {
    // Sentence codes, asked what the code of a new sentence may be.
    kind: 'coding',
    id: 'fresh/coding/503',
    draw: (random) => {
      const SENT: readonly (readonly string[])[] = [
        ['students', 'love', 'books'], ['teachers', 'love', 'students'], ['books', 'have', 'pages'], ['old', 'books', 'sell'],
        ['judges', 'read', 'books'], ['students', 'read', 'daily'], ['daily', 'news', 'matters'], ['news', 'has', 'value'],
      ];
      const SYL = ['zu', 'ka', 'mi', 'lo', 'te', 'ra', 'po', 've', 'ni', 'su', 'qa', 'ho'];
      return retryDraw(() => {
        const sentences = random.shuffle(SENT).slice(0, 3).map((s) => [...s]);
        const words = [...new Set(sentences.flat())];
        const codes = random.shuffle(SYL).slice(0, words.length + 1);
        const codeOf = new Map(words.map((w, i) => [w, codes[i]!]));
        const fresh = codes[words.length]!;
        const sig = (w: string): string => sentences.map((s) => (s.includes(w) ? '1' : '0')).join('');
        const forced = words.filter((w) => words.every((o) => o === w || sig(o) !== sig(w)));
        if (forced.length < 2) return undefined;
        const [w1, w2] = random.shuffle(forced) as [string, string];
        const newWord = random.pick(['always', 'never', 'rarely', 'often']);
        const target = random.shuffle([w1, w2, newWord]);
        const right = random.shuffle([codeOf.get(w1)!, codeOf.get(w2)!, fresh]).join(' ');
        const others = words.filter((w) => w !== w1 && w !== w2).map((w) => codeOf.get(w)!);
        if (others.length < 2) return undefined;
        const o = random.shuffle(others);
        const wrong = [
          random.shuffle([codeOf.get(w1)!, o[0]!, fresh]).join(' '),
          random.shuffle([o[0]!, codeOf.get(w2)!, fresh]).join(' '),
          random.shuffle([codeOf.get(w1)!, codeOf.get(w2)!, o[1]!]).join(' '),
        ];
        const lines = sentences.map((s) => `'${random.shuffle(s.map((w) => codeOf.get(w)!)).join(' ')}' stands for '${s.join(' ')}'`);
        const question = random.pick([
          `In a code language ${lines.join(', ')}. Which of the following may be the code for '${target.join(' ')}'?`,
          `Code language:\n${lines.join('\n')}\nWhat could be the code for '${target.join(' ')}'?`,
        ]);
        return { question, options: four(right, wrong, () => '') };
      });
    },
  },
  {
    // Each letter as the digit sum of its position (A1 ... I9, J=10 -> 1, ...).
    kind: 'coding',
    id: 'fresh/coding/504',
    draw: (random) => {
      const root = (n: number): number => ((n - 1) % 9) + 1;
      const code = (w: string): string => [...w].map((c) => String(root(pos(c)))).join('');
      const [x, y] = until(() => twoWords(random), ([p]) => [...p].filter((c) => pos(c) > 9).length >= 3);
      const ans = code(y);
      const question = random.pick([
        `If ${x} is coded as ${code(x)}, then how will ${y} be coded?`,
        `In a certain language ${x} = ${code(x)}. Find the code of ${y} in that language.`,
      ]);
      const lastDigit = [...y].map((c) => String(pos(c) % 10)).join('');
      return { question, options: four(ans, [lastDigit, rev(ans), [...y].map((c) => String(root(27 - pos(c)))).join('')], (j) => [...y].map((c, i) => String(root(pos(c) + (i === j % y.length ? 1 : 0)))).join('')) };
    },
  },
  {
    // Things called by other names: "If water is called food ...".
    kind: 'coding',
    id: 'fresh/coding/505',
    draw: (random) => {
      const ITEMS: readonly [string, string][] = [
        ['water', 'What do we drink when thirsty?'], ['sky', 'Where do birds fly?'],
        ['pen', 'What do we write with?'], ['chair', 'What do we sit on?'], ['bed', 'What do we sleep on?'], ['grass', 'What does a cow graze?'],
        ['road', 'On what does a car run?'], ['book', 'What do we read?'], ['sun', 'What gives us light during the day?'],
      ];
      const items = random.shuffle(ITEMS).slice(0, 5);
      const words = items.map(([w]) => w);
      // A cycle: each thing is called by the next thing's name.
      const calledAs = new Map(words.map((w, i) => [w, words[(i + 1) % words.length]!]));
      const [askWord, ask] = random.pick(items.slice(0, 4));
      const ans = calledAs.get(askWord)!;
      const told = words.map((w) => `'${w}' is called '${calledAs.get(w)}'`);
      const question = random.pick([
        `If ${told.join(', ')}, then ${ask.charAt(0).toLowerCase()}${ask.slice(1)}`,
        `In a certain language, ${told.join('; ')}. ${ask}`,
      ]);
      const back = words.find((w) => calledAs.get(w) === askWord)!;
      return { question, options: four(cap(ans), [cap(askWord), cap(back), cap(calledAs.get(ans)!)], () => '') };
    },
  },
  {
    // Numbers to a word: a number code given, decode it.
    kind: 'coding',
    id: 'fresh/coding/506',
    draw: (random) => {
      const backwards = random.next() < 0.4;
      const num = (c: string): number => (backwards ? 27 - pos(c) : pos(c));
      const sep = random.pick(['-', ' ', ', ']);
      const code = (w: string): string => [...w].map((c) => String(num(c))).join(sep);
      const [x, y] = twoWords(random);
      const question = random.pick([
        `If ${code(x)} stands for ${x}, which word does ${code(y)} stand for?`,
        `In a code, ${x} is written as ${code(x)}. Decode ${code(y)}.`,
      ]);
      const other = [...y].map((c) => at(backwards ? pos(c) : 27 - pos(c))).join('');
      return { question, options: four(y, [other, shift(y, 1), rev(y)], (j) => shift(y, -j)) };
    },
  },
  {
    // Letters swapped in pairs and then moved one place on.
    kind: 'coding',
    id: 'fresh/coding/507',
    draw: (random) => {
      const k = random.pick([1, -1, 2]);
      const pairs = (w: string): string => [...w].map((_, i) => w[i % 2 === 0 ? (i + 1 < w.length ? i + 1 : i) : i - 1]!).join('');
      const code = (w: string): string => shift(pairs(w), k);
      const six = ['GARDEN', 'MARKET', 'SILVER', 'PLANET', 'BRIDGE', 'FOREST', 'POCKET', 'CASTLE', 'WINTER', 'SUMMER', 'TICKET', 'ORANGE'];
      const [x, y] = until(() => [random.pick(six), random.pick(six)] as const, ([p, q]) => p !== q);
      const ans = code(y);
      const question = random.pick([
        `If ${x} is written as ${code(x)} in a code language, how is ${y} written in that language?`,
        `${x} is coded ${code(x)}. Using the same rule, code ${y}.`,
      ]);
      return { question, options: four(ans, [pairs(y), shift(y, k), shift(rev(y), k)], (j) => shift(pairs(y), k + j)) };
    },
  },
  {
    // Digits to letters with conditions (bank PO style).
    kind: 'coding',
    id: 'fresh/coding/508',
    draw: (random) => {
      const letters = random.shuffle([...'BDFHKMPRTW']);
      const table = new Map([...'0123456789'].map((d, i) => [d, letters[i]!]));
      const num = until(() => Array.from({ length: 5 }, () => String(random.int(0, 9))).join(''), (n) => n[0] !== '0' && new Set(n).size === 5);
      const firstOdd = Number(num[0]) % 2 === 1;
      const lastEven = Number(num[4]) % 2 === 0;
      const plain = [...num].map((d) => table.get(d)!);
      let ans: string[];
      if (firstOdd && lastEven) ans = [plain[4]!, ...plain.slice(1, 4), plain[0]!];
      else if (!firstOdd && !lastEven) ans = [...plain.slice(0, 4), '*'];
      else ans = plain;
      const conds = `Conditions: (i) If the first digit is odd and the last digit is even, their codes are interchanged. (ii) If the first digit is even and the last digit is odd, the last digit is coded as *.`;
      const row = [...table.entries()].map(([d, l]) => `${d}: ${l}`).join('  ');
      const question = `Digits are coded as follows:\n${row}\n${conds}\nWhat is the code for ${num}?`;
      const swapped = [plain[4]!, ...plain.slice(1, 4), plain[0]!].join('');
      const star = [...plain.slice(0, 4), '*'].join('');
      const answer = ans.join('');
      return { question, options: four(answer, [plain.join(''), swapped, star, rev(plain.join(''))], (j) => plain.map((c, i) => (i === j % 5 ? letters[(letters.indexOf(c) + 1) % 10]! : c)).join('')) };
    },
  },
  {
    // Words coded by their length: REASON = 5, BELIEVED = 7.
    kind: 'coding',
    id: 'fresh/coding/509',
    draw: (random) => {
      const LONG = ['REASON', 'BELIEVED', 'GOVERNMENT', 'PEOPLE', 'JUSTICE', 'ARGUMENT', 'POLICE', 'STATE', 'CITIZENSHIP', 'FREEDOM', 'TRIBUNAL', 'DEMOCRACY'];
      const rule = random.pick([
        { f: (n: number) => n - 1, wrong: (n: number) => [n, n + 1, n - 2] },
        { f: (n: number) => n + 1, wrong: (n: number) => [n, n - 1, n + 2] },
        { f: (n: number) => 2 * n, wrong: (n: number) => [n, 2 * n + 2, 2 * n - 2] },
      ]);
      const [x, y, z] = until(() => random.shuffle(LONG).slice(0, 3), (xs) => new Set(xs.map((w) => w.length)).size === 3);
      const question = random.pick([
        `If ${x} is coded as ${rule.f(x!.length)} and ${y} as ${rule.f(y!.length)}, what is the code for ${z}?`,
        `In a certain code language, ${x} = ${rule.f(x!.length)}, ${y} = ${rule.f(y!.length)}. Then ${z} = ?`,
      ]);
      const ans = rule.f(z!.length);
      return { question, options: numOpts(ans, rule.wrong(z!.length)) };
    },
  },
];

// ---------------------------------------------------------------- series

const PRIMES = [2, 3, 5, 7, 11, 13, 17, 19, 23, 29, 31, 37, 41, 43, 47, 53, 59, 61, 67, 71, 73];

const SERIES: readonly DoubtTemplate[] = [
  {
    // Primes: consecutive primes, their squares, or primes plus one.
    kind: 'series',
    id: 'fresh/series/501',
    draw: (random) => {
      const form = random.int(0, 2);
      // A window of primes whose gaps do not fall into a +4, +2, +4, +2 rhythm (which would suggest another rule).
      const s = until(
        () => random.int(form === 1 ? 0 : 1, form === 1 ? 3 : 8),
        (k) => form === 1 || [2, 3, 4].some((i) => PRIMES[k + i + 1]! - PRIMES[k + i]! !== PRIMES[k + i - 1]! - PRIMES[k + i - 2]!),
      );
      const f = form === 0 ? (p: number) => p : form === 1 ? (p: number) => p * p : (p: number) => p + 1;
      const terms = PRIMES.slice(s, s + 7).map(f);
      const shown = terms.slice(0, 6);
      const next = terms[6]!;
      const question = random.pick([
        `Which number comes next in the sequence ${shown.join(', ')}, ...?`,
        `Look at this series: ${shown.join(', ')}, ... What number should come next?`,
      ]);
      const last = shown[5]!;
      return { question, options: numOpts(next, [last + (last - shown[4]!), form === 1 ? (PRIMES[s + 6]! + 1) ** 2 : next + 2, next - 2]) };
    },
  },
  {
    // Differences are squares, cubes or primes.
    kind: 'series',
    id: 'fresh/series/502',
    draw: (random) => {
      const form = random.int(0, 2);
      const k0 = random.int(1, 2);
      const diff = (i: number): number => (form === 0 ? (k0 + i) ** 2 : form === 1 ? (k0 + i) ** 3 : PRIMES[k0 + i]!);
      const a = random.int(1, 20);
      const terms = [a];
      for (let i = 0; i < 6; i += 1) terms.push(terms[i]! + diff(i));
      const count = form === 1 ? 5 : 6;
      const shown = terms.slice(0, count);
      const next = terms[count]!;
      const question = random.pick([
        `${shown.join(', ')}, ? Find the number in place of ?`,
        `What is the next term? ${shown.join('  ')}  ?`,
      ]);
      const lastDiff = shown[count - 1]! - shown[count - 2]!;
      return { question, options: numOpts(next, [shown[count - 1]! + lastDiff, next + 1, shown[count - 1]! + 2 * lastDiff - diff(count - 3)]) };
    },
  },
  {
    // n(n+1), n^3 - n, n^2 + n + 1 style polynomial terms.
    kind: 'series',
    id: 'fresh/series/503',
    draw: (random) => {
      const rules = [(n: number) => n * (n + 1), (n: number) => n ** 3 - n, (n: number) => n * n + n + 1, (n: number) => n ** 3 + 1];
      const f = random.pick(rules);
      const s = random.int(1, 4);
      const terms = Array.from({ length: 6 }, (_, i) => f(s + i));
      const shown = terms.slice(0, 5);
      const next = terms[5]!;
      const question = random.pick([
        `Find the next term of the sequence: ${shown.join(', ')}, ___`,
        `Series: ${shown.join(', ')}, (?) — find (?).`,
      ]);
      return { question, options: numOpts(next, [f(s + 6), shown[4]! + (shown[4]! - shown[3]!), next + 2]) };
    },
  },
  {
    // The wrong term in a doubling, alternating or square series.
    kind: 'series',
    id: 'fresh/series/504',
    draw: (random) => {
      const form = random.int(0, 2);
      let terms: number[];
      if (form === 0) {
        const c = random.pick([1, 2, -1]);
        terms = [random.int(2, 7)];
        while (terms.length < 7) terms.push(terms[terms.length - 1]! * 2 + c);
      } else if (form === 1) {
        const [a, d, k] = [random.int(2, 15), random.int(1, 5), random.int(1, 3)];
        terms = Array.from({ length: 7 }, (_, i) => a + d * i + (k * i * (i - 1)) / 2);
      } else {
        const s = random.int(2, 8);
        const c = random.pick([1, -1, 2]);
        terms = Array.from({ length: 7 }, (_, i) => (s + i) ** 2 + c);
      }
      const wrongAt = random.int(2, 5);
      const delta = until(() => random.pick([-4, -2, -1, 1, 2, 3, 5]), (d) => terms[wrongAt]! + d > 0 && !terms.includes(terms[wrongAt]! + d));
      const shown = terms.map((x, i) => (i === wrongAt ? x + delta : x));
      const question = random.pick([
        `One term in the series ${shown.join(', ')} is incorrect. Identify it.`,
        `Find the odd term out in the number series: ${shown.join(' – ')}`,
        `Which of these does not belong to the series? ${shown.join(', ')}`,
      ]);
      const others = random.shuffle(shown.filter((_, i) => i !== wrongAt && i > 0)).map(String);
      return { question, options: four(String(shown[wrongAt]), others, (k) => String(shown[wrongAt]! + k)) };
    },
  },
  {
    // Letter with a number: B2, D4, F8 / C9, E25, G49.
    kind: 'series',
    id: 'fresh/series/505',
    draw: (random) => {
      const form = random.int(0, 1);
      const s = random.int(1, 5);
      const k = random.int(1, 3);
      if (form === 0) {
        const n0 = random.int(1, 3);
        const m = random.pick([2, 3]);
        const term = (i: number): string => `${at(s + k * i)}${n0 * m ** i}`;
        const shown = Array.from({ length: 4 }, (_, i) => term(i));
        const question = random.pick([`${shown.join(', ')}, ?`, `Complete: ${shown.join(', ')}, ___`]);
        const L = at(s + 4 * k);
        const n = n0 * m ** 4;
        return { question, options: four(term(4), [`${L}${n0 * m ** 3 + n0 * m ** 3 - n0 * m ** 2}`, `${at(s + 4 * k + 1)}${n}`, `${L}${n * m}`], (j) => `${at(s + 4 * k + j)}${n + j}`) };
      }
      const term = (i: number): string => `${at(s + k * i)}${(s + k * i) ** 2}`;
      const shown = Array.from({ length: 4 }, (_, i) => term(i));
      const question = random.pick([`What comes next: ${shown.join(', ')}, ?`, `Next term in ${shown.join(' ')} ... ?`]);
      const p = s + 4 * k;
      return { question, options: four(term(4), [`${at(p)}${p * 2}`, `${at(p + 1)}${p * p}`, `${at(p)}${(p + 1) ** 2}`], (j) => `${at(p)}${p * p + j}`) };
    },
  },
  {
    // Two letters and a number, each moving by its own step: KM5, IP8, GS11.
    kind: 'series',
    id: 'fresh/series/506',
    draw: (random) => {
      const [a, b] = [random.pick([-2, -1, 1, 2, 3]), random.pick([-3, -2, 2, 3])];
      const d = random.int(2, 6);
      const s1 = a > 0 ? random.int(1, 26 - 4 * a) : random.int(1 - 4 * a, 26);
      const s2 = b > 0 ? random.int(1, 26 - 4 * b) : random.int(1 - 4 * b, 26);
      const n0 = random.int(1, 12);
      const term = (i: number): string => `${at(s1 + a * i)}${at(s2 + b * i)}${n0 + d * i}`;
      const shown = Array.from({ length: 4 }, (_, i) => term(i));
      const question = random.pick([
        `Find the next term in the series: ${shown.join(', ')}, ?`,
        `${shown.join(', ')}, ? — which option fits?`,
      ]);
      const [x, y, n] = [at(s1 + 4 * a), at(s2 + 4 * b), n0 + 4 * d];
      return { question, options: four(term(4), [`${y}${x}${n}`, `${x}${y}${n + 1}`, `${at(s1 + 4 * a + 1)}${y}${n}`], (j) => `${x}${at(s2 + 4 * b + j)}${n}`) };
    },
  },
  {
    // Differences doubling (1, 2, 4, 8 ...) with a term missing inside.
    kind: 'series',
    id: 'fresh/series/507',
    draw: (random) => {
      const a = random.int(2, 30);
      const d0 = random.int(1, 4);
      const m = random.pick([2, 2, 3]);
      const terms = [a];
      for (let i = 0; i < 5; i += 1) terms.push(terms[i]! + d0 * m ** i);
      const gap = random.int(2, 4);
      const shown = terms.map((x, i) => (i === gap ? '___' : String(x))).join(', ');
      const question = random.pick([
        `Fill in the blank: ${shown}`,
        `The series ${shown} has one term missing. What is it?`,
      ]);
      const ans = terms[gap]!;
      return { question, options: numOpts(ans, [(terms[gap - 1]! + terms[gap + 1]!) / 2, terms[gap - 1]! * 2, ans + d0]) };
    },
  },
  {
    // Each term divided by 2, 3, 4, ... (or multiplied by 1, 2, 3, ...).
    kind: 'series',
    id: 'fresh/series/508',
    draw: (random) => {
      const start = random.int(2, 3);
      const n = 6;
      const base = random.int(1, 5);
      const up = Array.from({ length: n }, (_, i) => {
        let x = base;
        for (let j = start; j < start + i; j += 1) x *= j;
        return x;
      });
      const down = random.next() < 0.6;
      const terms = down ? [...up].reverse() : up;
      if (down) {
        // 720, 120, 24 ... : next = last / (start + 0) is the smallest factor; show five, ask the sixth.
        const shown = terms.slice(0, 5);
        const next = terms[5]!;
        const question = random.pick([`What comes next: ${shown.join(', ')}, ?`, `Find the next number: ${shown.join(', ')}, …`]);
        return { question, options: numOpts(next, [shown[4]! / 2, shown[4]! - (shown[3]! - shown[4]!), next + 1].filter((v) => Number.isInteger(v))) };
      }
      const shown = terms.slice(0, 5);
      const next = terms[5]!;
      const question = random.pick([`What comes next: ${shown.join(', ')}, ?`, `Find the next number: ${shown.join(', ')}, …`]);
      return { question, options: numOpts(next, [shown[4]! * (start + 5), shown[4]! * 2, shown[4]! + (shown[4]! - shown[3]!)]) };
    },
  },
  {
    // A chat doubt: odd squares, cubes minus one, or squares plus one.
    kind: 'series',
    id: 'fresh/series/509',
    draw: (random) => {
      const rules = [
        { f: (i: number) => (2 * i + 1) ** 2, s: random.int(0, 2) },
        { f: (i: number) => i ** 3 - 1, s: random.int(1, 3) },
        { f: (i: number) => i * i + 1, s: random.int(1, 5) },
        { f: (i: number) => (2 * i) ** 2, s: random.int(1, 3) },
      ];
      const { f, s } = random.pick(rules);
      const terms = Array.from({ length: 6 }, (_, i) => f(s + i));
      const shown = terms.slice(0, 5);
      const next = terms[5]!;
      const question = random.pick([
        `bro next no. kya hoga: ${shown.join(' ')} ?`,
        `can someone tell the logic - ${shown.join(',')},? (next number)`,
        `pls solve series ${shown.join(', ')} ...next?`,
      ]);
      return { question, options: numOpts(next, [f(s + 6), shown[4]! + (shown[4]! - shown[3]!), next - 1]) };
    },
  },
];

export const TEMPLATES: readonly DoubtTemplate[] = [...BLOOD_RELATION, ...CODING, ...SERIES];
