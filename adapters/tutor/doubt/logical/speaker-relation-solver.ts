import { addIdentity, FamilyGraph, mendRelationText, nameKey, nameRelation, readPhrase, RELATION_WORDS, sexOfWord, type Anchor, type Phrase, type Pronouns, type Role, type Sex } from './family-walk';
import type { LogicalResult } from './logical-result';

/**
 * Blood relations told by a speaker: "Pointing to a man, Ravi said, 'He is the son of my
 * grandfather's only son.'" The speaker's words are read as walks through the family from the
 * speaker ('my'), from the person pointed to ('he', 'his mother') and from anyone named, and the
 * relation asked is read off the family they draw (see family-walk.ts). A sex the question does
 * not give (is Ravi a man?) leaves two readings; the options settle it only when exactly one of
 * them is offered.
 */

// The word ends there: 'Manish' is a name, not 'man'.
const NOUN = String.raw`(?:young\s+|old\s+|little\s+)?(man|boy|gentleman|woman|girl|lady)\b`;
const NAME = String.raw`([A-Z][a-z]*)`;
const SPEECH = String.raw`(?:said|says|say|saying|told|tells|remarked|remarks|replied|replies|exclaimed|stated|states|informed|informs|explained|explains)`;
const PICTURE = String.raw`(?:photo(?:graph)?|picture|portrait|image|painting)`;

const isName = (word: string | undefined): word is string => Boolean(word) && word !== 'I' && !/^(?:Pointing|Introducing|Looking|Showing|Referring|The|He|She|His|Her|My|How|What|Who|In|On|At|While|When|Then|If)$/.test(word!);

/** Someone in the scene: named ('Ravi') or described ('the woman'), with a sex when the words give one. */
interface Figure {
  readonly name: string | null;
  readonly noun: string | null;
  readonly sex: Sex;
}

interface Scene {
  readonly speaker: Figure;
  readonly pointed: Figure | null;
  readonly listener: Figure | null;
  /** What is said: sentences whose 'my', 'his' and 'your' stand for the figures. */
  readonly said: string;
  readonly pronouns: Pronouns;
  /** The text after what is said: the question. */
  readonly asked: string;
}

function figure(name: string | undefined, noun: string | undefined, sex: Sex = null): Figure {
  return { name: isName(name) ? name : null, noun: noun ? noun.toLowerCase() : null, sex: sexOfWord(noun) ?? sex };
}

const labelOf = (who: Figure, fallback: string) => who.name ?? (who.noun ? `the ${who.noun}` : fallback);

/** The person pointed to or introduced: 'pointing to a photograph of a boy', 'introducing Kamal', 'looking at a portrait'. */
function pointedIn(narrative: string): { who: Figure; at: number; length: number } | null {
  const pattern = new RegExp(
    String.raw`\b(?:pointing|points|pointed|looking|looks|looked|introducing|introduces|introduced|showing|shows|showed|referring|refers)\s+(?:out\s+)?(?:to|at|towards?)?\s*(?:(?:a|an|the)\s+)?(?:(?:${PICTURE})\s*(?:of\s+)?(?:(?:a|an|the)\s+)?)?(?:${NOUN}|${NAME}\b(?!\s*,?\s*(?!saying\b)${SPEECH}\b))?(?:\s+in\s+(?:a|an|the)\s+${PICTURE})?`,
    'i',
  );
  const match = pattern.exec(narrative);
  if (!match) return null;
  const name = match[2] && /^[A-Z]/.test(match[2]) && !/^(?:a|an|the)$/i.test(match[2]) ? match[2] : undefined;
  return { who: figure(name, match[1]), at: match.index, length: match[0].length };
}

/** A speaker's sex from the narrative's own words: 'said to his friend', 'introducing a boy to her guests'. */
function speakerSexFrom(narrative: string): Sex {
  const sexes = new Set([...narrative.matchAll(/\b(his|her|himself|herself)\b/gi)].map((match) => sexOfWord(match[1])));
  return sexes.size === 1 ? [...sexes][0]! : null;
}

/** Who speaks, of whom, to whom, and what is said: a quotation, or 'A woman introduces a man as ...'. */
function readScene(text: string): Scene | null {
  const quote = /"([^"]+)"|'((?:[^']|'(?=s\b)|(?<=[a-z])'(?=[a-z]))+)'/.exec(text);
  if (quote) {
    const said = (quote[1] ?? quote[2]!).trim();
    const narrative = text.slice(0, quote.index);
    const asked = text.slice(quote.index + quote[0].length);
    const pointed = pointedIn(narrative);
    const rest = pointed ? narrative.slice(0, pointed.at) + narrative.slice(pointed.at + pointed.length) : narrative;
    const speakerMatch =
      new RegExp(String.raw`(?:^|[,.;]\s*|\s)(?:${NAME}|(?:[Aa]n?|[Tt]he)\s+${NOUN})\s*(?:,[^,"]*,\s*)?${SPEECH}\b`).exec(rest) ??
      new RegExp(String.raw`\b${SPEECH}\s+${NAME}\b`).exec(asked) ??
      // 'Deepti met a girl at her village fair and told the girl': the one who meets is the one who speaks.
      new RegExp(String.raw`^\s*(?:${NAME}|(?:[Aa]n?|[Tt]he)\s+${NOUN})\s+(?:met|meets|saw|sees|called|calls|visited|visits)\b[^".;]*?\band\s+${SPEECH}\b`).exec(rest) ??
      // 'Garima showed a photo to her cousin and said': the one who shows is the one who speaks.
      (pointed && /^[^"]*\band\s+(?:said|says|told|tells|remarked|replied)\b/.test(narrative.slice(pointed.at)) ? new RegExp(String.raw`(?:^|[.:;]\s*)(?:${NAME}|(?:[Aa]n?|[Tt]he)\s+${NOUN})\s*$`).exec(narrative.slice(0, pointed.at)) : null) ??
      // 'A man introduced a woman to the guests as follows: "..."': the one who introduces speaks.
      (pointed && /^introduc(?:ed|es)\b/i.test(narrative.slice(pointed.at)) && /\b(?:as\s+follows|thus|saying|with\s+the\s+words)\s*[:,]?\s*$/i.test(narrative) ? new RegExp(String.raw`(?:^|[.:;]\s*)(?:${NAME}|(?:[Aa]n?|[Tt]he)\s+${NOUN})\s*$`).exec(narrative.slice(0, pointed.at)) : null);
    if (!speakerMatch || (!isName(speakerMatch[1]) && !speakerMatch[2])) return null;
    const listenerMatch = new RegExp(String.raw`\b${SPEECH}\s+(?:to\s+)?(?:${NAME}|(?:a|an|the)\s+${NOUN})\b`).exec(rest);
    const speaker = figure(speakerMatch[1], speakerMatch[2], speakerSexFrom(rest));
    const listener = listenerMatch && (isName(listenerMatch[1]) || listenerMatch[2]) ? figure(listenerMatch[1], listenerMatch[2]) : null;
    // 'He', 'his mother' in what is said: the person pointed to, whose sex they show.
    const third = new Set([...said.matchAll(/\b(he|him|his|himself|she|her|herself)\b/gi)].map((match) => sexOfWord(match[1])));
    const pointedWho = pointed ? { ...pointed.who, sex: pointed.who.sex ?? (third.size === 1 ? [...third][0]! : null) } : null;
    const thirdRole: Role | undefined = pointedWho ? 'pointed' : undefined;
    return {
      speaker,
      pointed: pointedWho,
      listener,
      said,
      pronouns: { first: 'speaker', second: listener ? 'listener' : undefined, he: pointedWho?.sex === 'f' ? undefined : thirdRole, she: pointedWho?.sex === 'm' ? undefined : thirdRole },
      asked,
    };
  }
  // 'A woman introduces a man as the son of the brother of her mother.'
  const told = new RegExp(String.raw`(?:${NAME}|(?:[Aa]n?|[Tt]he)\s+${NOUN})\s+(?:introduces|introduced|describes|described|presents|presented)\s+(?:${NAME}|(?:a|an|the)\s+${NOUN})\s+(?:to\s+[a-z ]+?\s+)?as\s+(?:being\s+)?(.+?)[.?](?:\s|$)`).exec(text);
  if (!told) return null;
  const speaker = figure(told[1], told[2]);
  const pointed = figure(told[3], told[4]);
  // 'her mother': the one of the two whose sex it is; two of one sex leave it unclear.
  const role = (sex: Sex): Role | undefined => (speaker.sex === sex && pointed.sex !== sex ? 'speaker' : pointed.sex === sex && speaker.sex !== sex ? 'pointed' : undefined);
  return { speaker, pointed, listener: null, said: `${labelOf(pointed, 'he')} is ${told[5]!}`.replace(/^the (\w+) is/, 'this $1 is'), pronouns: { he: role('m'), she: role('f') }, asked: text.slice(told.index + told[0].length) };
}

/** A sex the question states for someone it names: 'if Sunita is a woman', '(Ravi is a man.)'; 'is awoman' as a photo glues it. */
const STATED_SEX = /\b([A-Z][a-z]+)\s+is\s+(?:an?\s*)?(male|female|man|woman|boy|girl|lady|gentleman)\b/g;

/**
 * Sets the sex the words outside the quotation state for a figure of the scene, and says so; a
 * sex that clashes with the scene's own words is left to the family's contradiction check.
 */
function statedSexes(outside: string, scene: Scene, roles: Partial<Record<Role, number>>, graph: FamilyGraph): string[] {
  const figures = { speaker: scene.speaker, pointed: scene.pointed, listener: scene.listener };
  const told: string[] = [];
  for (const match of outside.matchAll(STATED_SEX)) {
    const role = (['speaker', 'pointed', 'listener'] as const).find((key) => figures[key]?.name === match[1] && roles[key] !== undefined);
    if (!role) continue;
    const sex = /^(?:male|man|boy|gentleman)$/.test(match[2]!) ? 'm' : 'f';
    graph.setSex(roles[role]!, sex);
    told.push(`${match[1]} is ${sex === 'm' ? 'male' : 'female'}, as the question says.`);
  }
  return told;
}

/** 'Brothers and sisters I have none': the speaker has no brother or sister. */
const NO_SIBLINGS = /^(?:brothers?\s+(?:and|or|nor)\s+sisters?\s+I\s+have\s+none|I\s+have\s+no\s+(?:brothers?\s+(?:and|or|nor)\s+sisters?|siblings?)|I\s+am\s+(?:the\s+)?only\s+child(?:\s+of\s+my\s+parents)?)$/i;

const REFERENCE = String.raw`(.+?)`;

/** The ways the relation is asked, subject first: 'How is the man related to Ravi?'. */
const ASKS: readonly RegExp[] = [
  new RegExp(String.raw`\bhow\s+is\s+${REFERENCE}\s+related\s+to\s+${REFERENCE}\s*(?:[?.]|$)`, 'i'),
  new RegExp(String.raw`\bhow\s+${REFERENCE}\s+is\s+related\s+to\s+${REFERENCE}\s*(?:[?.]|$)`, 'i'),
  new RegExp(String.raw`\bwhat\s+is\s+the\s+relation(?:ship)?\s+of\s+${REFERENCE}\s+(?:to|with)\s+${REFERENCE}\s*(?:[?.]|$)`, 'i'),
  new RegExp(String.raw`\bwhat\s+is\s+${REFERENCE}'s\s+relation(?:ship)?\s+(?:to|with)\s+${REFERENCE}\s*(?:[?.]|$)`, 'i'),
  new RegExp(String.raw`\bwho\s+is\s+${REFERENCE}\s+(?:to|of)\s+${REFERENCE}\s*(?:[?.]|$)`, 'i'),
  new RegExp(String.raw`\bwhat\s+is\s+${REFERENCE}\s+(?:to|of)\s+${REFERENCE}\s*(?:[?.]|$)`, 'i'),
  new RegExp(String.raw`(?:^|[.?]\s+|then\s+)${REFERENCE}\s+is\s+related\s+to\s+${REFERENCE}\s+as\b`, 'i'),
  new RegExp(String.raw`(?:^|[.?]\s+|then\s+)${REFERENCE}\s+is\s+${REFERENCE}'s\s*(?:[:?_…]|-{2,}|\.{2,}|$)`, 'i'),
];

/** A student's own words for family ('papa', 'mummy'): the paper's words. */
const HOME_WORDS: readonly (readonly [RegExp, string])[] = [
  [/\b(?:papa|dad|daddy|pappa)(?='s\b|\b)/gi, 'father'],
  [/\b(?:mummy|mom|mum|mommy|mumma|maa)(?='s\b|\b)/gi, 'mother'],
  [/\bbro(?='s\b|\b)/gi, 'brother'],
  [/\bsis(?='s\b|\b)/gi, 'sister'],
];

/**
 * A student asking about their own family: 'how is my daughter's son related to me?', 'my
 * mother's brother, what is that person to me?'. The person is walked from 'me'; a sex the
 * student gives ('i am a girl') is used. Null when the question is not one.
 */
function solveOwnRelation(original: string, options: readonly string[]): LogicalResult | null {
  let text = original.replace(/\s+/g, ' ');
  for (const [word, meant] of HOME_WORDS) text = text.replace(word, meant);
  const phraseOf =
    /\bhow\s*is\s+(my\s+[a-z' -]+?)\s+related\s+to\s*me\b/i.exec(text) ??
    // 'my mother's dad is my ___ ?'
    /(?:^|[-:,.]\s*|\b(?:sir|pls|please|plz)\s+)(my\s+[a-z' -]+?)\s+is\s+my\s*(?:_+|\.{2,}|…|\?|what\b|who\b)/i.exec(text) ??
    /\b(?:what|who)\s+is\s+(my\s+[a-z' -]+?)\s+(?:to|of)\s+me\b/i.exec(text) ??
    /(?:^|[-:,.]\s*)(my\s+[a-z' -]+?)\s*,\s*(?:what|who|how)\s+(?:is|will\s+be)\s+(?:that\s+person|(?:s\/)?he|she|this\s+person|they)\s+(?:to|of)\s+me\b/i.exec(text);
  if (!phraseOf) return null;
  const fail = (reason: string): LogicalResult => ({ kind: 'blood-relation', solved: false, reason });
  const graph = new FamilyGraph();
  const me = graph.add('you');
  const sex = /\bi\s*(?:am|'m)\s+(?:a\s+)?(girl|boy|man|woman|lady|male|female)\b/i.exec(text)?.[1];
  if (sex) graph.setSex(me, /^(?:boy|man|male)$/i.test(sex) ? 'm' : 'f');
  const phrase = readPhrase(phraseOf[1]!.trim(), { first: 'speaker' });
  if (!phrase) return fail(`I could not read the family words in "${phraseOf[1]!.trim()}".`);
  const person = graph.add('that person');
  if (!addIdentity(graph, { anchor: { role: 'pointed' }, moves: [], named: null }, phrase, (anchor) => ('role' in anchor ? (anchor.role === 'speaker' ? me : anchor.role === 'pointed' ? person : null) : null))) {
    return fail(`I could not read the family words in "${phraseOf[1]!.trim()}".`);
  }
  const read = [`Start from yourself: ${phraseOf[1]!.trim().toLowerCase()} is one person; "my" is you.`, ...(sex ? [`You are ${/^(?:boy|man|male)$/i.test(sex) ? 'male' : 'female'}, as you say.`] : [])];
  return nameRelation({ graph, subject: person, object: me, options, read, readTitle: 'Read the relation from you' });
}

/**
 * Blood relations told by a speaker ('Pointing to a man, Ravi said, ...'): null when the question
 * is not one; a reason when it is but cannot be worked with certainty.
 */
export function solveSpeakerRelation(original: string, options: readonly string[] = []): LogicalResult | null {
  const text = mendRelationText(original);
  // Not a scene: no quotation, nobody speaking.
  if (!/["“”]/.test(text) && !new RegExp(String.raw`\b${SPEECH}\b`, 'i').test(text)) {
    const own = solveOwnRelation(text, options);
    if (own) return own;
  }
  const scene = readScene(text);
  // A quotation without a family word is some other kind of question.
  if (!scene || !new RegExp(`\\b(?:${RELATION_WORDS})\\b|brothers\\s+(?:and|or|nor)\\s+sisters`, 'i').test(scene.said)) return null;
  const fail = (reason: string): LogicalResult => ({ kind: 'blood-relation', solved: false, reason });
  const graph = new FamilyGraph();
  const speakerLabel = labelOf(scene.speaker, 'the speaker');
  let pointedLabel = scene.pointed ? labelOf(scene.pointed, 'the person in the photograph') : null;
  if (pointedLabel === speakerLabel) pointedLabel = `${pointedLabel} pointed to`;
  const listenerLabel = scene.listener ? labelOf(scene.listener, 'the listener') : null;
  const nodeFor = (who: Figure, label: string) => {
    const id = who.name ? graph.named(who.name) : graph.add(label);
    graph.setSex(id, who.sex);
    return id;
  };
  const roles: Partial<Record<Role, number>> = { speaker: nodeFor(scene.speaker, speakerLabel) };
  if (scene.pointed) roles.pointed = nodeFor(scene.pointed, pointedLabel!);
  if (scene.listener && listenerLabel !== speakerLabel && listenerLabel !== pointedLabel) roles.listener = nodeFor(scene.listener, listenerLabel!);
  const anchors = (anchor: Anchor) => ('name' in anchor ? graph.named(anchor.name) : (roles[anchor.role] ?? null));
  const stated = statedSexes(text.replace(scene.said, ' '), scene, roles, graph);

  const read: string[] = [...stated, `${speakerLabel} speaks${pointedLabel ? ` of ${pointedLabel}` : ''}: "${scene.said}".`, `"My" is ${speakerLabel}${pointedLabel ? `; "he", "she", "his" or "her" is ${pointedLabel}` : ''}. Read each description from the inside out, starting at the person it hangs on.`];
  const sentences = scene.said
    .split(/[.;!]+\s*|,\s*(?:but|and)\s+|\s+but\s+/)
    .map((sentence) => sentence.trim())
    .filter(Boolean);
  for (const sentence of sentences) {
    if (NO_SIBLINGS.test(sentence)) {
      graph.markNoSiblings(roles.speaker!);
      read.push(`${speakerLabel} has no brother or sister.`);
      continue;
    }
    const identity = /^(.+?)\s+(?:is|was|am|are)\s+(?:also\s+)?(.+)$/i.exec(sentence);
    const demonstrative = (phrase: string): Phrase | null =>
      /^(?:this|that)(?:\s+(?:one|person|man|boy|gentleman|woman|girl|lady|child))?$/i.test(phrase.trim()) && roles.pointed !== undefined ? { anchor: { role: 'pointed' }, moves: [], named: null } : null;
    const left = identity && (demonstrative(identity[1]!) ?? readPhrase(identity[1]!, scene.pronouns));
    const right = identity && (demonstrative(identity[2]!) ?? readPhrase(identity[2]!, scene.pronouns));
    if (!left || !right || !addIdentity(graph, left, right, anchors)) return fail(`I could not read the family words in "${sentence}".`);
  }

  // '(how is the man related to Garima)': an ask in brackets is read as a sentence.
  // ', if Sunita is a woman' after the ask: a sex stated (read above), not part of who is asked about.
  const asked = scene.asked.replace(/[()]/g, '. ').replace(/,?\s*\b(?:if|given\s+that)\s+[A-Z][a-z]+\s+is\s+(?:an?\s*)?(?:male|female|man|woman|boy|girl|lady|gentleman)\b/g, '');
  const found = ASKS.map((pattern) => pattern.exec(asked)).find((match) => match !== null);
  // 'Whose photo was it?' asks how the person in it is related to the speaker.
  // So does 'Whose portrait was Harsh looking at?'.
  const whose =
    (new RegExp(String.raw`\bwhose\s+${PICTURE}\s+(?:was|is)\s+(?:it|this|that)\b`, 'i').test(asked) ||
      new RegExp(String.raw`\b[Ww]hose\s+${PICTURE}\s+(?:was|is|did|does)\s+(?:${NAME}|(?:s?he|the\s+\w+))\s+(?:looking|look|pointing|point|showing|show)\b`).test(asked.replace(/^\W+/, ''))) &&
    scene.pointed
      ? ['', 'person', speakerLabel]
      : null;
  const ask = found ?? whose;
  if (!ask) return fail('I could not read which two people the question asks about.');
  const refer = (reference: string): number | null => {
    // "The boy's father": the family words walked from the figure named before "'s".
    const possessive = new RegExp(String.raw`^(.+?)'s\s+((?:only\s+)?(?:${RELATION_WORDS})(?:'s\s+(?:only\s+)?(?:${RELATION_WORDS}))*)$`, 'i').exec(reference.trim());
    if (possessive) {
      const owner = refer(possessive[1]!);
      const role = (['speaker', 'pointed', 'listener'] as const).find((key) => owner !== null && roles[key] === owner);
      const phrase = role ? readPhrase(`my ${possessive[2]!}`, { first: role }) : null;
      return phrase && phrase.moves.length > 0 ? graph.walk(roles[role!]!, phrase.moves) : null;
    }
    const inPicture = new RegExp(String.raw`\s+(?:in|of)\s+(?:the|this|that)\s+${PICTURE}$`, 'i');
    if (inPicture.test(reference.trim())) return roles.pointed ?? null;
    const bare = reference
      .trim()
      .replace(/^(?:the|this|that)\s+/i, '')
      .replace(/^(?:young|old|little)\s+/i, '')
      // 'the man on the stage', 'the lady at the door': where the person stood, not who.
      .replace(/\s+(?:on|at|near|by)\s+(?:the|a)\s+[a-z]+$/i, '');
    if (new RegExp(`^${NAME}$`).test(bare)) {
      for (const [role, who] of [['speaker', scene.speaker], ['pointed', scene.pointed], ['listener', scene.listener]] as const) if (who?.name === bare) return roles[role] ?? null;
      // 'Garirna' for Garima: a name the photo misread, matched when it is one figure's name.
      const misread = ([['speaker', scene.speaker], ['pointed', scene.pointed], ['listener', scene.listener]] as const).filter(([, who]) => who?.name && nameKey(who.name) === nameKey(bare));
      if (misread.length === 1 && !graph.has(bare)) return roles[misread[0]![0]] ?? null;
      return graph.has(bare) ? graph.named(bare) : null;
    }
    if (new RegExp(`^(?:person|one|${PICTURE})$`, 'i').test(bare)) return roles.pointed ?? null;
    // 'The woman who spoke' and 'the woman introduced': the figure named by what it does in the scene.
    if (new RegExp(String.raw`^(?:${NOUN}|person|one)\s+who\s+(?:spoke|speaks|said|says|introduced|introduces|pointed|points|showed|shows)\b`, 'i').test(bare)) return roles.speaker ?? null;
    if (new RegExp(String.raw`^(?:${NOUN}|person|one)\s+(?:(?:who\s+(?:was|is)\s+)?(?:introduced|pointed\s+(?:to|at|out)|shown|being\s+introduced))$`, 'i').test(bare)) return roles.pointed ?? null;
    // 'How is the woman related to him?': the one figure, other than the one asked about, whom 'him' fits; its sex is then known.
    if (/^(?:him|her|he|she)$/i.test(bare)) {
      const sex = sexOfWord(bare.toLowerCase());
      const other = reference === ask[1] ? ask[2]! : ask[1]!;
      const figures = { speaker: scene.speaker, pointed: scene.pointed, listener: scene.listener };
      const fits = (['speaker', 'pointed', 'listener'] as const).filter((role) => figures[role] && roles[role] !== undefined && figures[role]!.sex !== (sex === 'm' ? 'f' : 'm') && (/^(?:him|her|he|she)$/i.test(other.trim()) || refer(other) !== roles[role]));
      if (fits.length !== 1) return null;
      graph.setSex(roles[fits[0]!]!, sex);
      return roles[fits[0]!]!;
    }
    // 'the boy': the one the scene calls a boy; else the one not described whose sex fits.
    const noun = bare.toLowerCase();
    const figures = { speaker: scene.speaker, pointed: scene.pointed, listener: scene.listener };
    const present = (['speaker', 'pointed', 'listener'] as const).filter((role) => figures[role] && roles[role] !== undefined);
    const byNoun = present.filter((role) => figures[role]!.noun === noun);
    const bySex = present.filter((role) => !figures[role]!.noun && !figures[role]!.name && sexOfWord(noun) !== null && figures[role]!.sex !== (sexOfWord(noun) === 'm' ? 'f' : 'm'));
    const found = byNoun.length > 0 ? byNoun : bySex;
    return found.length === 1 ? roles[found[0]!]! : null;
  };
  const [subject, object] = [refer(ask[1]!), refer(ask[2]!)];
  if (subject === null || object === null) return fail(`I could not tell who "${subject === null ? ask[1] : ask[2]}" is in the question.`);
  return nameRelation({ graph, subject, object, options, read, readTitle: 'Read what is said' });
}
