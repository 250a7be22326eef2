import type { SolutionStep } from '../../../../core/doubt/doubt.model';
import { solveAlternate, solveTurns, type AloneTime } from './alternate-work';
import { solveClosedBefore } from './closed-before';
import { solveWorkIdeas } from './work-ideas';
import { reduce, solveAll, valueOf, type Equation } from './linear-rates';
import type { QuantAnswer, QuantUnit } from './quant-answer';
import { NUMBER, blank, fraction, multiplierOf, multiplierWritten, questionOf, readable } from './rate-text';
import { checkStep, num, round2, shown, usesAll } from './quant-text';

/**
 * Time and work, and pipes and cisterns. Every statement of the question is read as an equation
 * in the rates of the workers or pipes (work done per day, hour or minute): 'A can do it in 10
 * days' is 10·a = 1, 'A and B together in 6 days' is 6·(a + b) = 1, 'A is twice as efficient as
 * B' is a = 2·b, 'pipe C empties it in 30 minutes' is 30·c = −1. What is asked (a time alone, a
 * time together, how long the rest takes after someone leaves) is answered only when these
 * equations fix it. Also: 'n men do it in d days' scaled to other men, days or hours a day.
 */
export function solveWork(typed: string): QuantAnswer | null {
  const text = pipesByLetter(withoutChatOpening(typed));
  const read = workByStatements(text);
  // A reading that left a written number unused ('... 90 m of a trench ...') has not read the question: try the ideas.
  if (read && usesAll(readable(text), read.givens)) return read;
  return solveWorkIdeas(readable(text)) ?? read;
}

/**
 * One worker's (or pipe's) time alone, from the statements of a question whose turns are read
 * elsewhere (alternate-work.ts): the statements asked 'how long will X alone take?'.
 */
function aloneTimeOf(pipes: boolean): AloneTime {
  return (statements, who, empties) => {
    const answer = rates(roles(`${statements} how long will ${who} alone take${empties ? ' to empty the tank' : ''}?`), pipes);
    if (!answer || answer.values.length !== 1 || !/^(?:days|hours|minutes)$/.test(answer.unit)) return null;
    return { time: answer.values[0]!, unit: answer.unit, givens: answer.givens };
  };
}

/**
 * A student's opening before the question ('how to do this q:', 'pls solve:', 'solve this sum -'):
 * its 'how' is not the question, and its 'q' is no pipe.
 */
export function withoutChatOpening(text: string): string {
  return text.replace(/^\s*(?:(?:pls|please|plz|kindly)\s+)?(?:how\s+(?:to|do\s+i|do\s+we|can\s+i)\s+(?:do|solve)\s+this|solve\s+this|solve|help(?:\s+me)?(?:\s+with\s+this)?|explain(?:\s+this)?)(?:\s+(?:q|ques|question|sum|one|problem))?\s*[:?-]+\s*/, '');
}

/**
 * 'A tank is filled by three pipes together in 10 hours. Pipe A is twice as fast as pipe B, and
 * pipe B ... pipe C': the three pipes are A, B and C, named later; said so, the statement reader
 * knows whom 'together' takes. Only when exactly that many pipes are named by letter.
 */
function pipesByLetter(text: string): string {
  const counted = /\b(?:(?:a|the)\s+(tank|cistern|reservoir)\s+(?:is|can\s+be|gets|was)\s+filled\s+by\s+)?(two|three|four)\s+(pipes|taps)(?:\s+(together|working\s+together|simultaneously))?(?!\s*,?\s*[a-z]\b\s*(?:,|and))/.exec(text);
  if (!counted) return text;
  const letters = [...new Set([...text.matchAll(/\b(?:pipe|tap)\s+([a-z])\b/g)].map((match) => match[1]!))];
  const count = { two: 2, three: 3, four: 4 }[counted[2] as 'two' | 'three' | 'four'];
  if (letters.length !== count) return text;
  const named = `${counted[3]} ${letters.slice(0, -1).join(', ')} and ${letters[letters.length - 1]}`;
  const phrase = counted[1] ? `${named} ${counted[4] ?? 'together'} fill the ${counted[1]}` : `${named}${counted[4] ? ` ${counted[4]}` : ''}`;
  return text.slice(0, counted.index) + phrase + text.slice(counted.index + counted[0].length);
}

/** Time and work read statement by statement (see solveWork). */
function workByStatements(typed: string): QuantAnswer | null {
  // A student's 'hw long will ...' is 'how long will ...'.
  const raw = terseNotes(askedLast(typed.replace(/\bhw\s+(?=long|many|much)/g, 'how ')));
  // 'Half an hour more' among times in hours stays in hours (readable() makes it 30 minutes).
  const text = closedLater(oneAndAnother(everyPipeOpen(leakFirst(unglued(readable(/\bhours?\b/.test(raw) && !/\bmin(?:ute)?s?\b/.test(raw) ? raw.replace(/\bhalf an hour\b/g, '0.5 hours') : raw))))));
  const pipes = /pipe|\btaps?\b|cistern|tank|inlet|outlet|leak/.test(text);
  if (!pipes && !/work|job|task|complet|finish|build|dig|paint|field|wall|efficien|reap|project|assignment|repair|construct|harvest|plough|manuscript|typist/.test(text)) return null;
  // Motion and money questions are other kinds; turns and shifts are a different sum.
  if (/alternate|by turns|in turns?\b|one after (?:the other|another)/.test(text) && !/\bkm\b|speed|train|boat/.test(text)) return solveAlternate(text) ?? solveTurns(text, aloneTimeOf(pipes));
  // 'B is closed 3 minutes before the tank is full': the whole time from both pipes' times.
  if (pipes && /\bbefore\b/.test(text)) {
    const closed = solveClosedBefore(text, aloneTimeOf(pipes));
    if (closed) return closed;
  }
  // A pipe placed part way up the tank ('an outlet at half level') works only above it: not read.
  if (pipes && /\blevel\b|\bheight\b|half ?way|midway|at the middle|\bdepth\b/.test(text)) return null;
  if (/\bkm\b|kilomet|metres?\b|speed|train|boat|stream|alternate|by turns|in turns|every (?:other|second) day/.test(text)) return null;
  return crewChange(text, pipes) ?? crew(text, pipes) ?? rates(roles(text), pipes);
}

/**
 * 'One tap is 50% faster than another ... the slower tap alone': two pipes named only by how they
 * compare, named A (the one said first) and B, so the statement readers can place them; 'the
 * slower' and 'the faster' follow from the comparison. Only when no pipe is named by a letter.
 */
function oneAndAnother(text: string): string {
  const compared = /\bone\s+(pipe|tap)\s+(?:is|fills|works|runs)\b[^.;?]*?\b(faster|quicker|slower)\s+than\s+(?:the\s+)?(?:another|other)(?:\s+(?:pipe|tap|one))?\b/.exec(text);
  if (!compared || /\b(?:pipe|tap)\s+[a-z]\b/.test(text)) return text;
  const noun = compared[1]!;
  const [slower, faster] = compared[2] === 'slower' ? ['a', 'b'] : ['b', 'a'];
  const named = compared[0].replace(/^one\s+(?:pipe|tap)/, `${noun} a`).replace(/(?:the\s+)?(?:another|other)(?:\s+(?:pipe|tap|one))?$/, `${noun} b`);
  return (text.slice(0, compared.index) + named + text.slice(compared.index + compared[0].length))
    .replace(/\bthe\s+slower\s+(?:pipe|tap|one)\b/g, `${noun} ${slower}`)
    .replace(/\bthe\s+faster\s+(?:pipe|tap|one)\b/g, `${noun} ${faster}`);
}

/**
 * 'Both are opened; 4 minutes later B is closed and A alone fills the rest': said as the readers
 * take it, 'both are opened together and after 4 minutes b is closed'. What A does then is what
 * the question asks, so the clause that only says so is dropped (one with a time of its own is kept).
 */
function closedLater(text: string): string {
  return text
    .replace(/\b(both|all(?:\s+three)?)\s+are\s+opened(?:\s+together)?\s*;\s*(?:and\s+)?(?=(?:after\s+)?\d+(?:\.\d+)?\s*(?:minutes?|mins?|hours?|hrs?)\b)/g, '$1 are opened together and ')
    .replace(/\b(\d+(?:\.\d+)?\s*(?:minutes?|mins?|hours?|hrs?))\s+later\s*,?\s*((?:pipe\s+|tap\s+)?[a-z])\s+is\s+(closed|turned\s+off|shut)/g, 'after $1 $2 is $3')
    .replace(/\b(is\s+(?:closed|turned\s+off|shut))\s+and\s+(?:pipe\s+|tap\s+)?[a-z]\s+alone\s+fills\s+the\s+(?:rest|remaining\s+part|remainder)(?!\s+in\b)/g, '$1');
}

/**
 * 'Sonal does 1/3 of a project in 5 days, then Priya joins her and the two finish what is left in
 * 7 days': the one who joins works with the one who began, on the rest, said as the statement
 * readers take it ('... in 5 days. sonal and priya together finish the remaining work in 7 days').
 * Only when 'her', 'him' or the first name says whom the newcomer joins.
 */
function joinedLater(text: string): string {
  return text
    .replace(/\bwhat\s+(?:is\s+left|remains|was\s+left|remained)\b|\bthe\s+(?:work|job|project|task)\s+(?:that\s+is\s+|that\s+was\s+)?left\b/g, 'the remaining work')
    .replace(/\b([a-z]{3,}|[a-z])(\s+(?:does|did|completes?|completed|finishes|finished)\s+[^.;?]*?\s+in\s+\d+(?:\.\d+)?\s+(?:days?|hours?))\s*[,;]?\s*(?:and\s+)?then\s+([a-z]{3,}|[a-z])\s+joins\s+(?:him|her|(\w+))\s+and\s+(?:the\s+two|they|both(?:\s+of\s+them)?|together\s+they)\s+(?:together\s+)?(finish|complete)/g, (found, first: string, done: string, second: string, joined: string | undefined, verb: string) =>
      joined && joined !== first ? found : `${first}${done}. ${first} and ${second} together ${verb}`,
    );
}

/**
 * A chat question that opens with its ask and no figure ('capacity of tank in litres?? a full tank
 * has a hole ...', 'find capacity of tank (litres). inlet A fills ...'), said with the ask last, as
 * the readers take it. Only when nothing after the opening asks anything.
 */
function askedLast(text: string): string {
  const opening = /^\s*([^.?\d]*?(?:capacity|how many litres|how much water|how long|how many (?:hours|minutes|days)|find|what)[^.?\d]*?(?:\?+|\.))\s+(?=\S)/.exec(text);
  if (!opening) return text;
  const rest = text.slice(opening[0].length);
  // 'Turned on when the tank is full' is no ask; 'when will it ...' or a question mark is.
  if (/\?|\b(?:find|what|how|calculate|determine)\b|\bwhen\s+(?:will|would|is\s+it|does)\b/.test(rest) || !/\d/.test(rest)) return text;
  return `${rest.trim()} ${opening[1]!.replace(/\?+$/, '?')}`;
}

/**
 * A question jotted as notes: 'A alone: 8 days. B alone: 12 days. Together?' read as the sentences
 * it stands for ('a can do the work alone in 8 days ... how long will they take together?').
 * Only a note with its colon or equals sign and a time; the ask only when the text ends on it.
 */
function terseNotes(typed: string): string {
  const text = joinedLater(typed);
  const time = String.raw`(\d+(?:\.\d+)?)\s*(days?|hours?|hrs?|minutes?|mins?)\b`;
  const noted = text
    .replace(new RegExp(String.raw`\b([a-z]|[a-z]{3,})\s+alone\s*[:=]\s*${time}`, 'g'), '$1 can do the work alone in $2 $3')
    .replace(new RegExp(String.raw`\b([a-z]|[a-z]{3,})\s+(?:and|&|\+)\s+([a-z]|[a-z]{3,})\s+together\s*[:=]\s*${time}`, 'g'), '$1 and $2 together can do the work in $3 $4');
  if (noted === text) return text;
  return noted.replace(/(?:^|(?<=[.;,]\s*))(?:(?:both|all|they|all three)\s+)?together\s*[:=]?\s*\??\s*$/, 'how long will they take to do the work together?');
}

/**
 * 'With A, B and the waste pipe all open', 'when A, B and C are all opened': every pipe named at
 * once is 'all three' (or four) for the readers, when the list names as many as 'three'/'four'.
 */
function everyPipeOpen(text: string): string {
  return text.replace(/\b(with|when|if)\s+((?:(?:pipe|tap)\s+)?[a-d]|the\s+[a-z]+(?:\s+pipe)?)\s*,\s*((?:(?:pipe|tap)\s+)?[a-d]|the\s+[a-z]+(?:\s+pipe)?)(?:\s*,\s*((?:(?:pipe|tap)\s+)?[a-d]|the\s+[a-z]+(?:\s+pipe)?))?\s*,?\s+and\s+((?:(?:pipe|tap)\s+)?[a-d]|the\s+[a-z]+(?:\s+pipe)?)\s+(?:are\s+|were\s+)?all\s+(open(?:ed)?|turned on|running)\b/g, (...parts: (string | undefined)[]) => `${parts[1]} all ${parts[4] ? 'four' : 'three'} ${parts[6]}`);
}

/**
 * A leak told before the times it changes, said in the order the readers take: 'due to a leak, a
 * tank which is normally filled in 7 hours takes 8 hours' becomes 'a tank is normally filled in 7
 * hours, but due to a leak it takes 8 hours'. 'Leakage' and 'a hole' are a leak.
 */
function leakFirst(text: string): string {
  const time = String.raw`\d+(?:\.\d+)?\s*(?:hours?|hrs?|minutes?|mins?)`;
  return text
    .replace(/\bleakages?\b/g, 'leak')
    // 'After it has worked for 2 hours, a leak develops which can empty the full tank in 12 hours':
    // the leak with its time, then the leak opened after those hours.
    .replace(new RegExp(String.raw`\bafter\s+(?:(?:it|the\s+pipe|the\s+tap)\s+(?:has|had)\s+(?:worked|been\s+(?:working|open|filling))\s+for\s+)?(${time})\s*,?\s*a\s+leak\s+(?:develops|developed|is\s+formed|was\s+formed|appears|appeared|starts|started|occurs|occurred|is\s+(?:found|noticed|discovered|detected)|was\s+(?:found|noticed|discovered|detected))(?:\s+(?:at|in)\s+(?:the|its)\s+bottom)?\s*,?\s*(?:which|that)\s+(?:alone\s+)?(?:can\s+|could\s+)?empt(?:y|ies)\s+(?:it|the\s+(?:full\s+)?(?:tank|cistern))(?:\s+(?:completely|alone))?\s+in\s+(${time})`, 'g'), 'a leak can empty the full tank in $2. after $1 the leak is also opened')
    // 'Because of a hole (in the bottom) it takes ...', 'the hole alone': a hole that lets water out is a leak.
    .replace(/\b(because of|due to|owing to|on account of|with)\s+(a|the)\s+hole\b/g, '$1 $2 leak')
    .replace(/\bthe\s+hole\b/g, (match) => (/\b(?:because of|due to|owing to|on account of|with)\s+(?:a|the)\s+(?:hole|leak)\b/.test(text) ? 'the leak' : match))
    // '..., and with the leak the tank fills in 12 hours': a statement of its own, as the readers take it.
    .replace(/\s*,?\s*and\s+(with|because of|due to|owing to)\s+the\s+leak\s+(?=(?:the\s+(?:tank|cistern)|it)\s+(?:now\s+)?(?:fills|is\s+filled|gets\s+filled|takes)\b)/g, '; $1 the leak ')
    // 'Because of a leak that drains 6 litres per minute, it now takes 12 hours to fill': the leak's flow, then the time with it.
    .replace(new RegExp(String.raw`\b(?:because of|due to|owing to) (?:a|the) leak(?:\s+(?:at|in)\s+(?:the|its)\s+bottom)?\s*,?\s*(?:which|that) (?:drains|empties|lets out|leaks|removes|takes out) (\d+(?:\.\d+)?) (litres?|liters?|gallons?) (?:of water )?(?:per|a|an|every) (minute|min|hour|hr)\s*,\s*(?:it|the (?:tank|cistern|reservoir)) (?:now\s+)?(?:takes|gets filled in|is filled in|fills in|is full in) (${time})(?: to (?:fill|be filled)(?: up)?)?`, 'g'), 'a leak empties $1 $2 a $3; with the leak the tank fills in $4')
    .replace(new RegExp(String.raw`\b(because of|due to|owing to) (?:a|the) leak(?:\s+(?:at|in)\s+(?:the|its)\s+bottom)?\s*,?\s*(a|the) (tank|cistern|reservoir) (?:which|that) (?:is|can be|gets) (normally |usually |ordinarily )?filled (?:by (?:a|the) (?:pipe|tap) )?in (${time})\s*,?\s*(?:now\s+)?takes (${time})`, 'g'), '$2 $3 is $4filled in $5, but $1 a leak it takes $6')
    // 'Due to a leak, a tap which normally fills a tank in 5 hours now takes 6 hours': the same with the pipe first.
    .replace(new RegExp(String.raw`\b(because of|due to|owing to) (?:a|the) leak(?:\s+(?:at|in)\s+(?:the|its)\s+bottom)?\s*,?\s*(a|the) (pipe|tap|inlet) (?:which|that) (?:can\s+)?(normally |usually |ordinarily )?(?:can\s+)?fills? (a|the) (tank|cistern|reservoir) in (${time})\s*,?\s*(?:now\s+)?takes (${time})`, 'g'), '$2 $3 $4fills $5 $6 in $7, but $1 a leak it takes $8');
}

/**
 * 'A man, a woman and a boy can do it in 3, 4 and 12 days': one man, one woman and one boy are
 * three workers, each named by the noun. Only when no crew is counted ('12 men', 'two women'),
 * where the noun stands for a kind of worker instead.
 */
function singleCrew(text: string): Set<string> {
  if (new RegExp(String.raw`(?:\d+|two|three|four|five|six|seven|eight|nine|ten|some|many|all)\s+(?:[a-z]+\s+)?${CREW}`).test(text) || /\b(?:men|women|boys|girls|children|workers|labourers|persons|people)\b/.test(text)) return new Set();
  return new Set([...text.matchAll(/\b(?:a|an|the|one)\s+(man|woman|boy|girl|child)\b/g)].map((match) => match[1]!));
}

/** Relatives and helpers that stand for a worker: 'his brother', 'her assistant'. */
const RELATIVE = /\b(?:his|her|their|the)\s+(brother|sister|son|daughter|friend|assistant|partner|helper|wife|husband|father|mother|apprentice|colleague|cousin|uncle)\b/g;

/**
 * Workers named by role rather than by name, as one-word names the readers take: 'his brother'
 * becomes 'brother'; 'one of them ... the other' becomes 'the first ... the other'; 'the faster
 * one' becomes the one a relation says is faster ('Rahul works twice as fast as his brother').
 * The text is left as it is when a role cannot be placed.
 */
function roles(text: string): string {
  // 'His friend Ramesh can do it in 30 days': the name is the worker.
  let named = text.replace(/\b(?:his|her|their)\s+(?:brother|sister|son|daughter|friend|assistant|partner|helper|wife|husband|father|mother|colleague|cousin|uncle)\s+(?!(?:can|could|alone|takes?|took|is|was|and|in|works?|does|did|will|would|finish\w*|complet\w*|fills?)\b)([a-z]{3,})\b/g, '$1');
  named = named.replace(RELATIVE, '$1');
  // 'Rahul finished the job in 24 days after Fatima, who could do it alone in 23 days, had worked on it for 11 days':
  // said in the order it happened, 'Fatima can do it alone in 23 days. Fatima works for 11 days and leaves, and Rahul finishes the rest in 24 days.'
  named = named.replace(/\b([a-z]+)\s+(?:alone\s+)?(?:finish(?:ed|es)|complet(?:ed|es))\s+(?:the|a|this)\s+(?:job|work|task)\s+in\s+(\d+(?:\.\d+)?)\s+(days?)\s+after\s+([a-z]+)\s*,?\s*who\s+(?:could|can|would)\s+(?:do|finish|complete)\s+(?:the\s+whole\s+(?:job|work)|it|the\s+(?:job|work))\s+(?:alone\s+)?in\s+(\d+(?:\.\d+)?)\s+days?\s*,?\s*had\s+worked\s+(?:on\s+it\s*)?for\s+(\d+(?:\.\d+)?)\s+days?/g,
    (_match, finisher: string, rest: string, unit: string, starter: string, alone: string, worked: string) => `${starter} can do the job alone in ${alone} ${unit}. ${starter} works for ${worked} ${unit} and leaves, and ${finisher} finishes the rest in ${rest} ${unit}`);
  // 'Amit started the work and left after 10 days': he worked alone for 10 days and left.
  named = named.replace(/\b([a-z]+)\s+(?:alone\s+)?(?:started|starts|began|begins)\s+(?:the\s+(?:work|job|task)|it|working)\s+(?:alone\s+)?and\s+(?:left|leaves|quit|quits|stopped|stops)\s+(?:the\s+(?:work|job|task)\s+)?after\s+(\d+(?:\.\d+)?)\s+(days?|hours?|minutes?)\b/g, '$1 works alone for $2 $3 and leaves');
  // 'One pipe fills a tank three times as fast as another': two pipes, p and q, one the faster.
  if (!/(?<![a-z'])[pq](?![a-z'])/.test(named)) {
    named = named.replace(/\bone\s+(pipe|tap|worker|man|person)\s+(?:can\s+|could\s+)?(fills?|works?|does|is)\s+(?:(?:a|the)\s+(?:tank|cistern|work|job)\s+)?(twice|thrice|(?:\d+(?:\.\d+)?|two|three|four|five|six)\s*times)\s+as\s+(fast|quick(?:ly)?|efficient)\s+as\s+(?:another|the\s+other)(?:\s+(?:pipe|tap|one|worker|man|person))?\b/, (_match, _noun: string, verb: string, times: string, how: string) => `p ${verb} ${times} as ${how} as q`);
  }
  // 'Two taps together fill it in 18 hours; one of them alone in 30 hours; the other alone?': the first and the second.
  // 'Two workers ... the first alone in 30 days ... the second one?': the same.
  if (/\b(?:two|both)\b/.test(named) && /\bthe (?:other|second)\b/.test(named) && /\bone of (?:them|the two(?:\s+[a-z]+)?|these|those)\b|\bthe first\b/.test(named)) {
    named = named.replace(/\bone of (?:them|the two(?:\s+[a-z]+)?|these|those)\b/g, 'the first');
    // 'Two farm labourers' who differ are not two alike: the first and the second.
    named = named.replace(new RegExp(String.raw`\b(?:the\s+)?two\s+(?:[a-z]+\s+)?${CREW}`), 'the first and the second');
  }
  const faster = /\bthe\s+(faster|quicker|more efficient|slower|less efficient)(?:\s+(?:one|of the two|worker|pipe|tap|person|man))?\b/.exec(named);
  if (!faster) return named;
  const relation = [
    ...named.matchAll(/(?<![a-z'])([a-z]+)\s+(?:is|works?|does|can\s+work|fills?)\s+(twice|thrice|(?:\d+(?:\.\d+)?|two|three|four|five|six)\s*times)\s+as\s+(?:fast|quick(?:ly)?|efficient|much work)\s+as\s+(?:(?:pipe|tap|worker|man|person)\s+)?([a-z]+)\b/g),
    // 'Pipe A is 50% faster than pipe B': A is the faster one.
    ...named.matchAll(/(?<![a-z'])([a-z]+)\s+(?:is|works|fills\s+(?:a|the|this)\s+(?:tank|cistern))\s+(\d+(?:\.\d+)?\s*%)\s+(?:faster|more\s+efficient)\s+than\s+(?:(?:pipe|tap|worker|man|person)\s+)?([a-z]+)\b/g),
  ];
  if (relation.length !== 1) return named;
  const [, quick, , slow] = relation[0]!;
  const who = /faster|quicker|more/.test(faster[1]!) ? quick! : slow!;
  return `${named.slice(0, faster.index)}${who}${named.slice(faster.index + faster[0].length)}`;
}

/**
 * A worker's letter run into the next word where OCR lost a space ('bcan', 'ais twice', 'and
 * btake'), put apart when other single letters show that workers are named by letters.
 */
function unglued(raw: string): string {
  // 'pipe bcan fill', 'vikramcan do it': a name run into 'can' before the verb.
  const text = raw
    .replace(/\b(pipe|tap)\s+([a-z])(can|could|alone|fills?|takes?|empties|is|will)\b/g, '$1 $2 $3')
    .replace(/\b(pipes|taps|inlets|outlets)(can|could|fill|empty|together|alone|are|take)\b/g, '$1 $2')
    .replace(/\b([a-z]{3,})(alone)\b/g, '$1 $2')
    .replace(/\b([a-z]{3,})(can|could)\s+(do|finish|complete|fill|empty|build|paint|dig|make|reap)\b/g, (word, name: string, verb: string, rest: string) => (/^(?:s|pe|tou|peli|afri|ameri|mexi|republi|vati|vul)$/.test(name) ? word : `${name} ${verb} ${rest}`));
  // A name run into the verb after it ('imranleaves', 'wouldrekha'): the name stands alone elsewhere in the question.
  const standalone = new Set([...text.matchAll(/(?<![a-z'])([a-z]{3,})(?![a-z'])/g)].map((match) => match[1]!).filter((word) => !NOT_NAMES.has(word) && !/^(?:and|can|could|would|will|should|alone|leaves|left|takes|took|joins|joined|works|worked|quits|finish|finishes|take)$/.test(word)));
  const spaced = text.replace(/(?<![a-z'])([a-z]{6,})(?![a-z'])/g, (word) => {
    for (const name of standalone) {
      if (word.startsWith(name) && /^(?:leaves|left|alone|can|could|takes|took|joins|joined|works|worked|quits|and|will|would|is)$/.test(word.slice(name.length))) return `${name} ${word.slice(name.length)}`;
      if (word.endsWith(name) && /^(?:would|could|should|will|and|can)$/.test(word.slice(0, -name.length))) return `${word.slice(0, -name.length)} ${name}`;
    }
    return word;
  });
  const letters = new Set([...spaced.matchAll(/(?<![a-z'])([b-e]|[p-r]|[x-z])(?![a-z'])/g)].map((match) => match[1]!));
  // 'A takes twice as long as Bto finish ... Balone can': A named as a worker, and B beside it.
  if (letters.size === 0 && /(?<![a-z'])a\s+(?:alone\s+)?(?:can|could|takes|took|is\s+(?:twice|thrice|\d))\b/.test(spaced)) letters.add('b');
  if (letters.size === 0) return spaced;
  letters.add('a');
  return spaced
    .replace(/\b(can|could|will|would|should|and)([a-z])\b/g, (word, verb: string, letter: string) => (letters.has(letter) && !/^(?:cans|ands|wills)$/.test(word) ? `${verb} ${letter}` : word))
    // 'A, B and Ccan': a letter that follows the others in the alphabet is one of them too.
    .replace(/(?<![a-z'])([a-z])(can|could|alone|takes?|took|is|and|works?|worked|will|together|gets?|got|receives?|to)(?![a-z])/g, (word, letter: string, rest: string) => ((letters.has(letter) || (rest === 'can' && letters.has(String.fromCharCode(letter.charCodeAt(0) - 1)))) && !/^(?:his|bis|cis|dis|pis|ris|xis|yand|band|sand|rand|land|hand|wand|able)$/.test(word) ? `${letter} ${rest}` : word));
}

type TimeUnit = 'days' | 'hours' | 'minutes';
const UNIT = String.raw`(days?|hours?|hrs?|hr|h|minutes?|mins?|min)`;

const unitOf = (word: string): TimeUnit => (/^d/.test(word) ? 'days' : /^h/.test(word) ? 'hours' : 'minutes');
const singular = (unit: TimeUnit) => unit.replace(/s$/, '');
/** 'a day', 'an hour', 'a minute'. */
const per = (unit: TimeUnit) => (unit === 'hours' ? 'an hour' : `a ${singular(unit)}`);
/** A label inside a sentence: 'the first pipe', but 'A' and 'Ravi' as they are. */
const inner = (label: string) => label.replace(/^The /, 'the ').replace(/^One /, 'one ');

/** Workers counted by the head ('12 men', '8 workers'), for 'n men do it in d days'. */
const CREW = String.raw`(?:men|man|women|woman|boys?|girls?|children|child|workers?|workmen|persons?|people|labou?rers?|employees?|machines?|typists?|carpenters?|masons?|painters?|artisans?|mechanics?|pumps?|students?)`;

// ---------------------------------------------------------------------------------------------
// 'n men do it in d days': the work is men × days (× hours a day), the same in both.

function crew(text: string, pipes: boolean): QuantAnswer | null {
  const counts = [...text.matchAll(new RegExp(String.raw`(?<![\d.])${NUMBER}\s+(${CREW})(?![a-z])`, 'g'))];
  if (counts.length === 0 || counts.length > 2) return null;
  const noun = singularNoun(counts[0]![2]!);
  if (counts.some((count) => singularNoun(count[2]!) !== noun)) return null;
  // Joining, leaving and a different job are other questions.
  if (/leave|left|join|after\s+\d|\bdouble|\btwice|\bhalf|\bthird|%/.test(text) || /\bmore\b/.test(text.replace(questionOf(text).clause, ''))) return null;
  const daily = [...text.matchAll(new RegExp(String.raw`(?<![\d.])${NUMBER}\s*(?:hours?|hrs?)\s*(?:a|per|each|every)\s+day|(?<![\d.])${NUMBER}\s*(?:hours?|hrs?)\s+daily`, 'g'))].map((match) => ({ value: Number(match[1] ?? match[2]), index: match.index, end: match.index + match[0].length }));
  let rest = text;
  for (const hours of daily) rest = blank(rest, hours.index, hours.end);
  const spans = [...rest.matchAll(new RegExp(String.raw`(?<![\d.])${NUMBER}\s*${UNIT}(?![a-z])`, 'g'))].map((match) => ({ value: Number(match[1]), unit: unitOf(match[2]!), index: match.index }));
  if (spans.length === 0 || spans.length > 2 || daily.length > 2 || spans.some((span) => span.unit !== spans[0]!.unit)) return null;
  const unit = spans[0]!.unit;
  const asked = questionOf(text).clause;
  const crewWord = counts[0]![2]!;
  const plural = /s$|men$|children$|people$/.test(crewWord) ? crewWord : `${crewWord}s`;
  type Role = 'crew' | 'time' | 'daily';
  let unknown: Role | null = null;
  let more = false;
  if (new RegExp(String.raw`how many\s+(?:more|additional|extra)\s+${CREW}`).test(asked)) [unknown, more] = ['crew', true];
  else if (new RegExp(String.raw`how many\s+${CREW}|number of\s+${CREW}`).test(asked)) unknown = 'crew';
  else if (/how many\s+(?:hours?|hrs?)\s+(?:a|per|each|every)\s+day|how many\s+hours?\s+daily|how many hours (?:should|must|will|would|do|does)\b.*\b(?:a|per|each|every) day/.test(asked)) unknown = 'daily';
  else if (new RegExp(String.raw`how many\s+${unit}|how long|in what time|how much time|number of\s+${unit}|time taken|find the time`).test(asked)) unknown = 'time';
  if (!unknown) return null;
  const first = { crew: Number(counts[0]![1]), time: spans[0]!.value, daily: daily[0]?.value ?? null };
  const second = { crew: counts[1] ? Number(counts[1][1]) : null, time: spans[1]?.value ?? null, daily: daily[1]?.value ?? null };
  // The first situation is stated in full, before the second.
  if (counts[0]!.index > spans[0]!.index + 60 || (counts[1] && spans[1] && counts[1].index < spans[0]!.index)) return null;
  if (second[unknown] !== null) return null;
  if (unknown === 'daily' && first.daily === null) return null;
  const known = (['crew', 'time', 'daily'] as const).filter((role) => role !== unknown);
  if (known.some((role) => role !== 'daily' && second[role] === null)) return null;
  // Hours a day stated once hold for both situations.
  const firstDaily = first.daily ?? 1;
  const secondDaily = unknown === 'daily' ? null : (second.daily ?? firstDaily);
  if (first.daily === null && second.daily !== null) return null;
  const work = first.crew * first.time * firstDaily;
  const divisor = known.reduce((product, role) => product * (role === 'daily' ? secondDaily! : second[role]!), 1);
  const value = work / divisor;
  if (!(value > 0)) return null;
  const shownValue = unknown === 'crew' && more ? value - first.crew : value;
  if (unknown === 'crew' && (Math.abs(value - Math.round(value)) > 1e-9 || (more && shownValue <= 0))) return null;
  const hoursText = first.daily !== null ? ' × hours a day' : '';
  const units = `${plural}-${unit}${first.daily !== null ? '-hours' : ''}`.replace(/-hours-hours$/, '-hours');
  const withSecond = { crew: unknown === 'crew' ? value : second.crew!, time: unknown === 'time' ? value : second.time!, daily: unknown === 'daily' ? value : secondDaily! };
  const steps: SolutionStep[] = [
    { title: 'The work in worker-time', bullets: [`The job is the same, so ${plural} × ${unit}${hoursText} stays the same.`, `Work = ${num(first.crew)} × ${num(first.time)}${first.daily !== null ? ` × ${num(first.daily)}` : ''} = ${num(work)} ${units}.`] },
    {
      title: unknown === 'crew' ? `The ${plural} needed` : unknown === 'daily' ? 'Hours a day' : `The ${unit} needed`,
      bullets: [
        `${num(work)} ÷ ${known.map((role) => num(role === 'daily' ? secondDaily! : second[role]!)).join(' ÷ ')} = ${num(value)}${unknown === 'crew' ? ` ${plural}` : unknown === 'daily' ? ' hours a day' : ` ${unit}`}.`,
        ...(first.daily !== null && second.daily === null && unknown !== 'daily' ? [`(Working the same ${num(first.daily)} hours a day.)`] : []),
        ...(more ? [`More ${plural} needed: ${num(value)} − ${num(first.crew)} = ${num(shownValue)}.`] : []),
      ],
    },
  ];
  const check = checkStep([`${num(withSecond.crew)} × ${num(withSecond.time)}${first.daily !== null ? ` × ${num(withSecond.daily)}` : ''} = ${num(withSecond.crew * withSecond.time * (first.daily !== null ? withSecond.daily : 1))} ${units}, the same work.`], [[withSecond.crew * withSecond.time * (first.daily !== null ? withSecond.daily : 1), work]]);
  if (!check) return null;
  const wrongWay = unknown === 'crew' ? (first.crew * withSecond.time) / first.time : unknown === 'time' ? (first.time * withSecond.crew) / first.crew : (firstDaily * withSecond.crew) / first.crew;
  return {
    kind: pipes ? 'pipes' : 'time-work',
    values: [round2(shownValue)],
    unit: unknown === 'crew' ? 'number' : unknown === 'daily' ? 'hours' : unit,
    label: unknown === 'crew' ? `The number of ${more ? 'more ' : ''}${plural}` : unknown === 'daily' ? 'The hours a day' : 'The time taken',
    steps: [...steps, check],
    mistakes: [{ value: round2(wrongWay), why: 'this scales the wrong way round: more workers need less time' }],
    givens: [first.crew, first.time, ...(first.daily !== null ? [first.daily] : []), ...(second.crew !== null ? [second.crew] : []), ...(second.time !== null ? [second.time] : []), ...(second.daily !== null ? [second.daily] : [])],
  };
}

/**
 * '12 men can do a work in 9 days; after 6 days, 6 more men join (or 4 men leave); in how many
 * days is the rest done?': the work is men × days; what the first crew did in the first days is
 * taken off, and the rest is shared by the new crew. The rest or the total time is answered, as
 * the question says; anything else is declined.
 */
function crewChange(text: string, pipes: boolean): QuantAnswer | null {
  if (pipes || !/join|leave|left|quit|withdr|added|employ|engag|drop/.test(text) || /hours?\s+a\s+day|%|₹/.test(text)) return null;
  const crews = [...text.matchAll(new RegExp(String.raw`(?<![\d.])${NUMBER}\s+(more\s+|additional\s+|extra\s+|new\s+|of\s+the\s+|of\s+them\s+)?(${CREW})(?![a-z])`, 'g'))];
  const times = [...text.matchAll(new RegExp(String.raw`(?<![\d.])${NUMBER}\s*(days?|hours?)(?![a-z])`, 'g'))];
  if (crews.length !== 2 || times.length !== 2 || singularNoun(crews[0]![3]!) !== singularNoun(crews[1]![3]!)) return null;
  if ([...text.matchAll(/(?<![\d.])\d+(?:\.\d+)?/g)].length !== 4 || unitOf(times[0]![2]!) !== unitOf(times[1]![2]!)) return null;
  const [n, d, x, m] = [Number(crews[0]![1]), Number(times[0]![1]), Number(times[1]![1]), Number(crews[1]![1])];
  // In order: the crew and its time, then the days worked, then the change.
  if (!(crews[0]!.index < times[0]!.index && times[0]!.index < times[1]!.index)) return null;
  if (!new RegExp(String.raw`^\s*(?:can|could|will|would|undertake|undertook|take|takes|complete|completes|finish|finishes|do|build|are\s+able\s+to)\b.{0,40}?\bin\s*$`).test(text.slice(crews[0]!.index + crews[0]![0].length, times[0]!.index))) return null;
  // The days worked: 'after 6 days', 'after working for 6 days', 'they worked for 6 days', '6 days later'.
  const worked = /(?:after|worked\s+for|working\s+for|work\s+for)\s+(?:\w+\s+){0,3}$/.test(text.slice(Math.max(0, times[1]!.index - 40), times[1]!.index)) || /^\s*(?:days?|hours?)\s+later\b/.test(text.slice(times[1]!.index + times[1]![1]!.length));
  if (!worked) return null;
  const around = text.slice(crews[1]!.index, crews[1]!.index + crews[1]![0].length + 40);
  const joins = /^[^.;?]*?\b(?:join|joined|joins|are\s+added|were\s+added|(?:are|were)\s+(?:employed|engaged|called\s+in))\b/.test(around.slice(crews[1]![0].length)) || (Boolean(crews[1]![2]) && /more|additional|extra|new/.test(crews[1]![2]!));
  const leaves = /^[^.;?]*?\b(?:leave|left|leaves|quit|quits|withdr\w+|drop\s+out|dropped\s+out|are\s+removed|were\s+removed)\b/.test(around.slice(crews[1]![0].length));
  if (joins === leaves) return null;
  const after = joins ? n + m : n - m;
  const asked = questionOf(text).clause;
  const restAsked = /remaining|\brest\b|remainder|balance|more\s+(?:days|hours)|further|how much longer/.test(asked);
  const totalAsked = /total|in all|altogether|whole|entire|from the (?:start|beginning)/.test(asked);
  if (restAsked === totalAsked || !/how many|how long|in what time|how much time|find the (?:time|number)|number of/.test(asked)) return null;
  const work = n * d;
  const done = n * x;
  if (!(after > 0 && done < work)) return null;
  const rest = (work - done) / after;
  const unit = unitOf(times[0]![2]!);
  const crewWord = crews[0]![3]!;
  const plural = /s$|men$|children$|people$/.test(crewWord) ? crewWord : `${crewWord}s`;
  const value = restAsked ? rest : x + rest;
  const check = checkStep([`${num(n)} × ${num(x)} + ${num(after)} × ${num(rest)} = ${num(done + after * rest)} ${plural}-${unit}, the whole work (${num(n)} × ${num(d)} = ${num(work)}).`], [[done + after * rest, work]]);
  if (!check) return null;
  return {
    kind: 'time-work',
    values: [round2(value)],
    unit,
    label: restAsked ? 'The time for the rest of the work' : 'The total time taken',
    steps: [
      { title: 'The work in worker-time', bullets: [`The whole work = ${num(n)} × ${num(d)} = ${num(work)} ${plural}-${unit}.`, `In the first ${num(x)} ${unit}, ${num(n)} ${plural} do ${num(n)} × ${num(x)} = ${num(done)}; ${num(work - done)} are left.`] },
      { title: 'The rest with the new crew', bullets: [`${num(m)} ${plural} ${joins ? 'join' : 'leave'}: ${num(n)} ${joins ? '+' : '−'} ${num(m)} = ${num(after)} ${plural} work on.`, `The rest takes ${num(work - done)} ÷ ${num(after)} = ${num(rest)} ${unit}.`, ...(totalAsked ? [`In all: ${num(x)} + ${num(rest)} = ${num(x + rest)} ${unit}.`] : [])] },
      check,
    ],
    mistakes: [{ value: round2(d - x), why: 'this is the time left if no one had joined or left' }],
    givens: [n, d, x, m],
  };
}

// ---------------------------------------------------------------------------------------------
// Rates: who is who.

/** A worker or pipe as the question names it: 'a', 'ravi', 'inlet', 'leak', '#1' (the first unnamed pipe), 'man' (one of n men). */
interface Agent {
  readonly id: string;
  readonly label: string;
}

type Ref =
  | { readonly type: 'agent'; readonly id: string }
  | { readonly type: 'ordinal'; readonly n: number }
  | { readonly type: 'new' }
  | { readonly type: 'plural'; readonly noun: string; readonly count: number; readonly written: boolean }
  | { readonly type: 'all' }
  | { readonly type: 'he' };

interface Group {
  readonly refs: Ref[];
  readonly index: number;
  readonly end: number;
  /** Joined by 'or' ('3 men or 4 women'): each can do it alone. */
  readonly or: boolean;
}

/** Words that stand in a subject's place but are no one's name. */
const NOT_NAMES = new Set(
  `the and but that this then than there their them they these those which who whom whose what when where while with within without work works worked working job jobs task piece part
  pipe pipes tap taps tank tanks cistern inlet inlets outlet outlets leak leaks hole man men woman women boy boys girl girls worker workers person persons people labourer labourers machine
  machines each all both three two four one first second third other another alone together can could will would shall should may might must does did done has have had was were are
  is be been being it its he she his her him himself herself if so how many much long time days day hours hour minutes minute also same rest remaining whole total work wall field house
  road find after before since until till then now only just both either neither because due owing full empty half quarter water some any every per rate rates days working jointly
  simultaneously opened closed turned started starts begin began finish finishes finished complete completes completed fill fills filled empties emptied takes took take makes made
  help helped assisted assist another contractor company group team open opens close closes shut kept left right leaves quits joins stops
  run runs operate operates function functions act acts flow flows remain remains stay stays`.split(/\s+/),
);

const FOLLOWS_AGENT = new Set(
  `and or can could will would shall should must alone is was are were has had takes took take works worked does did do complete finish fill empty finishes finished completes completed fills filled empties
  emptied starts started leaves left quits quit joins joined together working by in gets got receives received earns earned gets paid needs needed requires required builds built
  paints painted digs dug makes made reaps reaped alone's 's , ; & . ? : get receive earn should`.split(/\s+/),
);

/** Person names of the question: words standing where a worker stands ('ravi can', 'and nisha alone'). */
function namesIn(text: string): Set<string> {
  const names = new Set<string>();
  const slot = /(?:^|[.,;?:]\s*|\b(?:and|while|but|whereas|which|that|if|then|when|by|than|as|of|both|whom|with|whereas)\s+)([a-z]{3,})(?:'s)?(?=\s*(?:,|;|\.|\band\b|\bcan\b|\balone\b|\btakes?\b|\btook\b|\bcould\b|\bwill\b|\bwould\b|\bworks?\b|\bworked\b|\bdoes\b|\bdid\b|\bfinish(?:es|ed)?\b|\bcomplet(?:es|ed)\b|\bstart(?:s|ed)\b|\bleaves\b|\bleft\b|\bquits?\b|\bjoin(?:s|ed)\b|\bis\b|\bwas\b|\btogether\b|\bin\s+\d|\bin\s+the\s+same\s+time\b|\bgets?\b|\bgot\b|\bis\b))/g;
  // 'With the help of Arvind they finish it in 6 days': a helper is a worker too.
  for (const match of text.matchAll(/\b(?:with the help of|helped by|assisted by)\s+([a-z]{3,})\b/g)) if (!NOT_NAMES.has(match[1]!) && !new RegExp(String.raw`^${CREW}$`).test(match[1]!)) names.add(match[1]!);
  for (const match of text.matchAll(slot)) {
    const word = match[1]!;
    if (!NOT_NAMES.has(word) && !new RegExp(String.raw`^${CREW}$`).test(word) && !/(?:ing|ly|ed)$/.test(word)) names.add(word);
  }
  return names;
}

const ORDINALS: Readonly<Record<string, number>> = { first: 1, second: 2, third: 3, fourth: 4, '1st': 1, '2nd': 2, '3rd': 3 };
const COUNTS: Readonly<Record<string, number>> = { two: 2, three: 3, four: 4, five: 5, six: 6 };
const PIPE_NOUN = /^(?:pipes?|taps?|inlets?|outlets?|pumps?)$/;

/** Every group of workers named in a stretch of text ('a and b', 'pipe c', 'two pipes', '12 men', 'they'), in order. */
/** 'One-third of it', 'a fourth of the work': the ordinal word at `index` is the bottom of a fraction, not the third worker. */
const partWord = (segment: string, index: number, next: string) => next === 'of' && /\b(?:one|two|three|four|five|six|seven|eight|nine|a)[- ]$/.test(segment.slice(0, index));

function groupsIn(segment: string, names: ReadonlySet<string>): Group[] {
  const tokens = [...segment.matchAll(/\d+(?:\.\d+)?|[a-z]+(?:'s)?|[,;&.?:]/g)].map((match) => ({ word: match[0].replace(/'s$/, ''), possessive: /'s$/.test(match[0]), index: match.index, end: match.index + match[0].length }));
  const groups: Group[] = [];
  let current: Group | null = null;
  let i = 0;
  const word = (at: number) => tokens[at]?.word ?? '';
  while (i < tokens.length) {
    const start = tokens[i]!;
    let ref: Ref | null = null;
    let used = 1;
    const w = start.word;
    const next = word(i + 1);
    if (/^\d/.test(w) && (new RegExp(String.raw`^${CREW}$`).test(next) || /^(?:pipes|taps)$/.test(next))) {
      ref = { type: 'plural', noun: next, count: Number(w), written: true };
      used = 2;
    } else if ((COUNTS[w] !== undefined || w === 'both') && (PIPE_NOUN.test(next) || new RegExp(String.raw`^${CREW}$`).test(next)) && !/^[a-z]$/.test(word(i + 2))) {
      ref = w === 'both' ? { type: 'all' } : { type: 'plural', noun: next, count: COUNTS[w]!, written: false };
      used = 2;
    } else if (/^(?:pipes?|taps?)$/.test(w) && /^[a-z]$/.test(next)) {
      ref = { type: 'agent', id: next };
      used = 2;
    } else if (/^[a-z]$/.test(w) && w !== 'i' && !/^\d/.test(word(i - 1)) && (w !== 'a' || FOLLOWS_AGENT.has(next) || next === '' || start.possessive)) {
      ref = { type: 'agent', id: w };
    } else if (((w === 'the' && ORDINALS[next] !== undefined) || ORDINALS[w] !== undefined) && !partWord(segment, start.index, next)) {
      const at = w === 'the' ? i + 1 : i;
      ref = { type: 'ordinal', n: ORDINALS[word(at)]! };
      used = at - i + 1 + (/^(?:pipe|tap|one|worker|inlet|man|person)$/.test(word(at + 1)) ? 1 : 0);
    } else if (w === 'the' && next === 'other') {
      ref = { type: 'ordinal', n: 2 };
      used = /^(?:pipe|tap|one|worker|inlet)$/.test(word(i + 2)) ? 3 : 2;
    } else if ((w === 'another' || ((w === 'a' || w === 'one' || w === 'an') && /^(?:pipe|tap)$/.test(next))) && !/^[a-z]$/.test(word(i + 2))) {
      ref = { type: 'new' };
      used = /^(?:pipe|tap|one|worker)$/.test(next) ? 2 : 1;
    } else if (/^(?:inlet|outlet|leak|hole)$/.test(w) && !/^[a-z]$/.test(next) && !(w === 'inlet' && next === 'pipe' && /^[a-z]$/.test(word(i + 2)))) {
      ref = { type: 'agent', id: w === 'hole' ? 'leak' : w };
      used = next === 'pipe' ? 2 : 1;
    } else if (/^(?:waste|exhaust|escape|drain|emptying)$/.test(w) && next === 'pipe' && !/^[a-z]$/.test(word(i + 2))) {
      ref = { type: 'agent', id: 'outlet' };
      used = 2;
    } else if (names.has(w)) {
      ref = { type: 'agent', id: w };
    } else if (w === 'they' || (w === 'both' && !PIPE_NOUN.test(next)) || (w === 'all' && (/^(?:three|four|pipes|taps|inlets)$/.test(next) || (next === 'of' && word(i + 2) === 'them') || (next === 'the' && /^(?:three|four|pipes|taps|inlets|workers)$/.test(word(i + 2))))) || (w === 'the' && /^(?:two|three)$/.test(next))) {
      ref = { type: 'all' };
      used = w === 'all' && next === 'of' ? 3 : w === 'the' || (w === 'all' && next !== 'the') ? 2 : 1;
      if (PIPE_NOUN.test(word(i + used)) || new RegExp(String.raw`^${CREW}$`).test(word(i + used))) used += 1;
    } else if (w === 'he' || w === 'she') {
      ref = { type: 'he' };
    }
    if (ref) {
      const end = tokens[i + used - 1]!.end;
      // 'a and b', 'a, b and c': refs joined by commas and 'and' are one group.
      const joint: RegExpExecArray | null = current && current.end <= start.index ? /^\s*(?:(,|,?\s*and|&)|(or))\s*$/.exec(segment.slice(current.end, start.index)) : null;
      if (current && joint) current = { refs: [...current.refs, ref], index: current.index, end, or: current.or || joint[2] !== undefined };
      else {
        if (current) groups.push(current);
        current = { refs: [ref], index: start.index, end, or: false };
      }
      i += used;
      continue;
    }
    i += 1;
  }
  if (current) groups.push(current);
  return groups;
}

// ---------------------------------------------------------------------------------------------
// Statements: 'A can do it in 10 days', 'A, B and C in 10, 12 and 15 days respectively'.

interface Run {
  readonly values: number[];
  /** The numbers as written (values may be converted from hours to minutes). */
  readonly written: number[];
  readonly unit: TimeUnit;
  readonly index: number;
  readonly end: number;
  readonly respectively: boolean;
}

/** Times written together: '10 days', '10, 12 and 15 days', '20 minutes and 30 minutes'. */
function runsIn(text: string): Run[] {
  // '2 1/3 hours' is one time: 2 + 1/3.
  // '1 hour 30 minutes' is one time too: 1.5 hours.
  const elements = [...text.matchAll(new RegExp(String.raw`(?<![\d.:/])${NUMBER}(?:\s+(\d+)\s*\/\s*(\d+))?(?:\s*${UNIT}(?![a-z]))?(?:(?<=h\w*)\s*(?:and\s+)?(\d+)\s*(?:minutes?|mins?)(?![a-z]))?(?!\s*[/:]\s*\d|\.\d|\s*%)`, 'g'))].map((match) => ({
    value: Number(match[1]) + (match[2] ? Number(match[2]) / Number(match[3]) : 0) + (match[5] ? Number(match[5]) / 60 : 0),
    written: [Number(match[1]), ...(match[2] ? [Number(match[2]), Number(match[3])] : []), ...(match[5] ? [Number(match[5])] : [])],
    unit: match[4] ? unitOf(match[4]) : null,
    index: match.index,
    end: match.index + match[0].length,
  }));
  const runs: Run[] = [];
  let pending: typeof elements = [];
  const close = () => {
    const last = pending[pending.length - 1];
    if (last?.unit) {
      const after = text.slice(last.end);
      const respectively = /^\s*,?\s*respectively/.exec(after);
      if (pending.every((element) => element.unit === null || element.unit === last.unit)) runs.push({ values: pending.map((element) => element.value), written: pending.flatMap((element) => element.written), unit: last.unit, index: pending[0]!.index, end: last.end + (respectively ? respectively[0].length : 0), respectively: Boolean(respectively) });
    }
    pending = [];
  };
  for (const element of elements) {
    const previous = pending[pending.length - 1];
    if (previous && !(previous.unit === null || previous.unit === element.unit || element.unit === null) ) close();
    else if (previous && !/^\s*(?:,\s*(?:and\s+)?|and|&|or)\s*$/.test(text.slice(previous.end, element.index))) close();
    else if (previous?.unit && !element.unit) close();
    pending.push(element);
  }
  close();
  // Hours and minutes together ('A fills it in 2 hours, B in 90 minutes'): all in minutes.
  if (runs.some((run) => run.unit === 'hours') && runs.some((run) => run.unit === 'minutes') && !runs.some((run) => run.unit === 'days')) {
    return runs.map((run) => (run.unit === 'hours' ? { ...run, values: run.values.map((value) => value * 60), unit: 'minutes' } : run));
  }
  return runs;
}

/** Where the sentence holding a position starts. */
function sentenceStart(text: string, index: number): number {
  const before = text.slice(0, index);
  const stops = [...before.matchAll(/[.;?!](?=\s)/g)].filter((match) => !/\d$/.test(before.slice(0, match.index)) || !/^\s*\d/.test(before.slice(match.index + 1)));
  return stops.length > 0 ? stops[stops.length - 1]!.index + 1 : 0;
}

function sentenceEnd(text: string, index: number): number {
  const match = /[.;?!](?=\s|$)/.exec(text.slice(index));
  return match ? index + match.index : text.length;
}

interface Statement {
  /** Who works, each with a count ('12 men' is one kind of worker, 12 times). */
  readonly crew: readonly { readonly ref: Ref; readonly count: number }[];
  readonly time: number;
  readonly written: number[];
  /** 1 for the whole job or a tank filled, −1 for a full tank emptied; a fraction for part of it. */
  readonly work: number;
  readonly index: number;
  readonly end: number;
}

/** 'When pipe B is also opened', 'with a waste pipe also open', 'turned on as well': one pipe more with those already at work. */
const ALSO_OPEN = /\balso\s+(?:open(?:ed)?|turned\s+on|switched\s+on|running|in\s+use|at\s+work)\b|\b(?:open(?:ed)?|turned\s+on|switched\s+on)\s+(?:as\s+well|too)\b/;

/** Words that make a pipe work against the others: 'empties', 'can empty it', a leak or an outlet (not 'the empty tank'). */
const EMPTYING = /\bempt(?:ies|ied|ying)\b|\b(?:gets?|got|becomes?|became|is|was|will\s+be|would\s+be|be)\s+(?:completely\s+)?empty\b|\bempty\s+(?:it|the|a|an|this|that|them|all|its)\b|\bempty\s*$|drain|leak|waste|outlet|exhaust|escape/;

/** The part of the job a clause speaks of: '1/3 of the work', '40% of the job', 'half the tank'. */
function partOf(clause: string): { part: number; written: number[] } | null {
  const over = /(\d+)\s*\/\s*(\d+)\s*(?:th|rd|nd)?\s*(?:part\s+)?of\b/.exec(clause);
  if (over) return { part: Number(over[1]) / Number(over[2]), written: [Number(over[1]), Number(over[2])] };
  const percent = /(\d+(?:\.\d+)?)\s*%\s*of\b/.exec(clause);
  if (percent) return { part: Number(percent[1]) / 100, written: [Number(percent[1])] };
  const words: Readonly<Record<string, number>> = { half: 1 / 2, 'a quarter': 1 / 4, 'three quarters': 3 / 4, 'a third': 1 / 3, 'a fourth': 1 / 4, 'a fifth': 1 / 5 };
  const word = /(half|a quarter|three quarters|a third|a fourth|a fifth)\s+(?:of\s+)?(?:the|a|it|its)\b/.exec(clause);
  if (word) return { part: words[word[1]!]!, written: [] };
  // 'Four-fifths of it', 'two thirds of the tank', 'seven-tenths of the work': any fraction in words.
  const tops: Readonly<Record<string, number>> = { one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9 };
  const bottoms: Readonly<Record<string, number>> = { third: 3, fourth: 4, quarter: 4, fifth: 5, sixth: 6, seventh: 7, eighth: 8, ninth: 9, tenth: 10 };
  const spelled = /\b(one|two|three|four|five|six|seven|eight|nine)[- ](third|fourth|quarter|fifth|sixth|seventh|eighth|ninth|tenth)s?\s+(?:part\s+)?(?:of\s+)?(?:the|a|it|its|this|that)\b/.exec(clause);
  if (!spelled) return null;
  const part = tops[spelled[1]!]! / bottoms[spelled[2]!]!;
  return part > 0 && part < 1 ? { part, written: [] } : null;
}

/** How full the tank is at the start: 'the tank is half full', 'a tank is 1/3 full', 'is already two-fifths filled'. */
interface Initial {
  readonly part: number;
  readonly written: number[];
}

function initialOf(text: string): { initial: Initial; rest: string } | null {
  const words: Record<string, number> = { half: 1 / 2, 'a quarter': 1 / 4, 'one quarter': 1 / 4, 'three quarters': 3 / 4 };
  // 'one-third', 'three-fifths', 'five sixths', 'two-fifth': a fraction in words, with a hyphen or a space.
  const tops: Readonly<Record<string, number>> = { one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7 };
  const bottoms: Readonly<Record<string, number>> = { third: 3, fourth: 4, fifth: 5, sixth: 6, seventh: 7, eighth: 8, ninth: 9, tenth: 10 };
  for (const [top, up] of Object.entries(tops)) {
    for (const [bottom, down] of Object.entries(bottoms)) {
      if (up >= down) continue;
      for (const joint of ['-', ' ']) for (const plural of ['', 's']) words[`${top}${joint}${bottom}${plural}`] = up / down;
    }
  }
  const match = new RegExp(String.raw`\b(?:tank|cistern|reservoir|it)\s+(?:is|was)\s+(?:already\s+|initially\s+|now\s+)?(?:(\d+)\s*\/\s*(\d+)(?:\s*(?:th|rd|nd))?|(\d+(?:\.\d+)?)\s*%|(${Object.keys(words).join('|')}))\s*(?:-\s*)?(?:full|filled)\b(?:\s+(?:of|with)\s+water\b)?`).exec(text);
  if (!match) return null;
  // 'When the tank is half full the leak is plugged': a moment during the filling, not the start.
  if (/\b(?:when|after|until|till|once|as soon as|by the time|before|while|the moment)\s+(?:the\s+|a\s+)?$/.test(text.slice(Math.max(0, match.index - 30), match.index))) return null;
  const part = match[1] ? Number(match[1]) / Number(match[2]) : match[3] ? Number(match[3]) / 100 : words[match[4]!]!;
  if (!(part > 0 && part < 1)) return null;
  const written = match[1] ? [Number(match[1]), Number(match[2])] : match[3] ? [Number(match[3])] : [];
  return { initial: { part, written }, rest: blank(text, match.index, match.index + match[0].length) };
}

/** The statements 'who does it in how long' of the text, and the text with them blanked. */
/** One of a crew noun, as an id: 'men' -> 'man', 'children' -> 'child', 'people' -> 'person'. */
function singularNoun(noun: string): string {
  const irregular: Readonly<Record<string, string>> = { men: 'man', women: 'woman', workmen: 'workman', children: 'child', people: 'person' };
  return irregular[noun] ?? noun.replace(/s$/, '');
}

/** The statements 'who does it in how long' of the text, and the text with them blanked. */
function statementsOf(text: string, names: ReadonlySet<string>, pipes: boolean): { statements: Statement[]; rest: string; unit: TimeUnit; unnamed: string | null } | null {
  const runs = runsIn(text);
  const statements: Statement[] = [];
  let rest = text;
  let previousEnd = 0;
  let lastVerbEmpties = false;
  let unit: TimeUnit | null = null;
  let unnamed: string | null = null;
  const leakPhrase = /(?:because of|due to|owing to|on account of|with)\s+(?:a|the)\s+leak/;
  for (const [position, run] of runs.entries()) {
    if (unit && unit !== run.unit) return null;
    unit = run.unit;
    const from = Math.max(previousEnd, sentenceStart(text, run.index));
    const before = text.slice(from, run.index);
    // 'in 10 days', 'takes 10 days', 'finishes it in 10 days': a time to do the job (not 'for 3 days', 'after 4 days').
    if (!/(?:\bin|within|takes?|took|taking|needs?|requires?|\btake)\s*$/.test(before)) return null;
    const afterAll = text.slice(run.end, Math.min(sentenceEnd(text, run.end), runs[position + 1]?.index ?? text.length));
    // 'fills it in 12 hours, but due to a leak it takes 24': what follows 'but' is the next statement's.
    const after = afterAll.slice(0, /,?\s*\b(?:but|however|whereas|yet)\b/.exec(afterAll)?.index ?? afterAll.length);
    const leakClause = leakPhrase.test(before + after);
    // 'Because of a leak it takes 2 hours longer (to fill)': the time of the statement before, and this much more.
    const more = /^\s*(?:more|longer|extra)\b/.test(after) ? statements[statements.length - 1] : undefined;
    if (/^\s*(?:more|longer|extra)\b/.test(after) && (!more || run.values.length > 1 || /\bthan\b/.test(after) || more.work !== 1)) return null;
    const extra = more ? more.time : 0;
    // The subject is the last group before the time ('... a work which A alone can do in 5 days').
    // 'With the help of C, they finish it in 8 days': C works with them.
    const helper = /(?:with\s+the\s+help\s+of|helped\s+by|assisted\s+by|along\s+with|together\s+with)\s+([a-z]+)\s*,?\s*/.exec(before);
    const helperRefs = helper ? groupsIn(helper[1]!, names).flatMap((group) => group.refs) : [];
    if (helper && helperRefs.length !== 1) return null;
    const subjectText = helper ? blank(before, helper.index, helper.index + helper[0].length) : before;
    let subject = groupsIn(subjectText, names).filter((group) => !(leakClause && group.refs.length === 1 && group.refs[0]!.type === 'agent' && group.refs[0]!.id === 'leak')).pop();
    // 'A tank is filled in 5 hours by three pipes A, B and C': the workers after the time.
    const byAfter = subject ? null : /^\s*,?\s*by\s+/.exec(after);
    const passive = byAfter ? groupsIn(after, names).find((group) => group.index >= byAfter[0].length && /^(?:(?:the|all|two|three|four|both)\s+)?(?:pipes?\s+|taps?\s+)?$/.test(after.slice(byAfter[0].length, group.index))) : undefined;
    if (passive) subject = { ...passive, index: run.index - from, end: run.index - from };
    const afterSubject = subject ? subjectText.slice(subject.end) : subjectText;
    const verb = afterSubject.replace(/(?:because of|due to|owing to|on account of|with)\s+(?:a|the)\s+leak.*$/, '');
    // 'Filled by a tap in 20 minutes and emptied by another tap in 30 minutes': the verb stands before its subject.
    // 'Leaked out by an exhaust pipe B', 'drained by the outlet C': emptying too.
    const passiveVerb = subject ? /\b(empt\w*|fill\w*|leaked(?:\s+out)?|drain\w*(?:\s+out)?|discharg\w*|let\s+out)\s+(?:by|with|through)\s+(?:(?:an?|the)\s+)?(?:(?:waste|exhaust|outlet|escape|drain)\s+)?$/.exec(subjectText.slice(0, subject.index)) : null;
    let empties: boolean;
    if (EMPTYING.test(verb)) empties = true;
    else if (/fill|\bdo\b|does|did|complet|finish|build|paint|dig|\btakes?\b|took|make|reap|type|copy/.test(verb)) empties = false;
    else if (passiveVerb) empties = !/^fill/.test(passiveVerb[1]!);
    // 'A can do it in 10 days and B in 15': the verb of the statement before; an outlet or a leak empties.
    else {
      empties = lastVerbEmpties || Boolean(subject?.refs.some((ref) => ref.type === 'agent' && /^(?:outlet|leak)$/.test(ref.id)));
      // An emptying word the readers could not place ('another pipe canempty it'): never taken for filling.
      if (!empties && !leakClause && /empt|leak|drain|waste|exhaust|outlet|discharg|let\s+out/.test(before.replace(/\b(?:the|an?|its)\s+empty\s+(?:tank|cistern|vessel|reservoir)\b/g, ''))) return null;
    }
    if (!subject) {
      // 'A cistern is normally filled in 8 hours' (no pipe named); 'because of a leak it takes 10 hours' (the pipes and the leak).
      // 'It is now emptied in 12 hours' after the pipes are named: all of them at work.
      if (!pipes || !(leakClause || /fill/.test(before) || statements.length > 0)) return null;
      subject = { refs: [leakClause || statements.length > 0 ? { type: 'all' } : { type: 'agent', id: 'pipe' }], index: run.index - from, end: run.index - from, or: false };
      empties = !leakClause && EMPTYING.test(before);
      // Neither filled nor emptied said: the statement is not read.
      if (!leakClause && !empties && !/fill|full/.test(before)) return null;
    }
    // Between the subject and its time no one else may stand ('c and a take 24 days' read as 'c' alone would be wrong).
    if (groupsIn(afterSubject, names).some((group) => group.refs.some((ref) => ref.type !== 'agent' || ref.id !== 'leak'))) return null;
    if (/\b(?:and|,)\s+[b-z]\b/.test(afterSubject)) return null;
    if (leakClause) empties = /empty|empties|emptied/.test(afterSubject + after.slice(0, 30)) && !/fill/.test(afterSubject);
    // 'With a waste pipe also open, the empty cistern is full in 20 hours': the tank's state says which way, not the pipe.
    const alsoOpen = pipes && ALSO_OPEN.test(afterSubject);
    if (alsoOpen) {
      const state = afterSubject.replace(/\b(?:the\s+|an?\s+)?(?:empty|full)\s+(?:tank|cistern|reservoir)\b/g, ' ');
      const fills = /fill|\bfull\b/.test(state);
      const drains = /empt|drain/.test(state);
      // 'With the outlet also open it takes 18 hours': the same job as the statement before.
      const previous = statements[statements.length - 1];
      if (fills && drains) return null;
      if (!fills && !drains && !previous) return null;
      empties = fills || drains ? drains : previous!.work < 0;
    }
    lastVerbEmpties = empties;
    // 'They finish the remaining work in 3 days' after 'A does 80% of it in 20 days': the part left by the statement before.
    const previous = statements[statements.length - 1];
    const remaining = /\b(?:remaining|rest|remainder|balance)\b/.test(afterSubject) ? (previous && previous.work > 0 && previous.work < 1 && !empties ? { part: 1 - previous.work, written: [] } : null) : undefined;
    if (remaining === null) return null;
    const part = remaining ?? partOf(afterSubject);
    // A part the clause names but the reading lost ('third' once taken for the third worker in 'one-third of it') is never the whole job.
    if (!part && partOf(subjectText)) return null;
    const written = [...run.written, ...(part?.written ?? [])];
    const work = (part?.part ?? 1) * (empties ? -1 : 1);
    // '12 men' are 12 alike; '2 men and 3 boys' two kinds; 'two pipes' two different pipes.
    const lone = subject.refs.length === 1 && subject.refs[0]!.type === 'plural' ? subject.refs[0] : null;
    const crew: { ref: Ref; count: number }[] = [];
    for (const ref of subject.refs) {
      if (ref.type !== 'plural') crew.push({ ref, count: 1 });
      else if (!PIPE_NOUN.test(ref.noun) || (ref.written && /^pumps?$/.test(ref.noun))) {
        if (ref.written) written.push(ref.count);
        crew.push({ ref: { type: 'agent', id: singularNoun(ref.noun) }, count: ref.count });
      } else {
        // '2 taps together' are two different taps, the first and the second (the 2 is one of the question's numbers).
        if (ref.written) written.push(ref.count);
        crew.push(...Array.from({ length: ref.count }, (_, at) => ({ ref: { type: 'ordinal', n: at + 1 } as Ref, count: 1 })));
      }
    }
    if (leakClause) crew.push({ ref: { type: 'agent', id: 'leak' }, count: 1 });
    // 'An inlet fills it in 9 hours. When the outlet is also opened, it fills in 18 hours': the one
    // opened works with those of the statement before ('B can also do it in 15 days' is B alone).
    // Everyone named before it is at work with it.
    if (alsoOpen) {
      if (statements.length === 0 || crew.length !== 1 || leakClause || run.values.length > 1) return null;
      for (const member of statements.flatMap((statement) => statement.crew)) if (!crew.some((own) => JSON.stringify(own.ref) === JSON.stringify(member.ref))) crew.push(member);
    }
    crew.push(...helperRefs.map((ref) => ({ ref, count: 1 })));
    const at = subject.index + from;
    if (run.values.length > 1) {
      // A list: one time each, in the order named ('three workers ... in 5, 20 and 4 days').
      let each = crew;
      if (lone?.type === 'plural' && !lone.written && lone.count === run.values.length) {
        each = Array.from({ length: lone.count }, (_, index) => ({ ref: { type: 'ordinal', n: index + 1 } as Ref, count: 1 }));
        unnamed = singularNoun(lone.noun);
        written.splice(written.indexOf(lone.count), lone.written ? 1 : 0);
      }
      if (each.length !== run.values.length || each.some((member) => member.ref.type === 'all' || member.count !== 1)) return null;
      for (const [index, member] of each.entries()) statements.push({ crew: [member], time: run.values[index]!, written: index === 0 ? written : [], work, index: at, end: run.end });
    } else if (subject.or) {
      // '3 men or 4 women can do it in 43 days': each of them alone.
      for (const [index, member] of crew.entries()) statements.push({ crew: [member], time: run.values[0]!, written: index === 0 ? written : member.count !== 1 ? [member.count] : [], work, index: at, end: run.end });
    } else {
      if (lone?.type === 'plural' && !lone.written && PIPE_NOUN.test(lone.noun)) unnamed = singularNoun(lone.noun);
      statements.push({ crew, time: run.values[0]! + extra, written, work, index: at, end: run.end });
    }
    rest = blank(rest, Math.min(at, helper ? from + helper.index : at), passive ? run.end + passive.end : run.end);
    if (leakClause) rest = rest.replace(/(?:because of|due to|owing to|on account of|with)\s+(?:a|the)\s+leak(?:\s+(?:at|in)\s+(?:the|its)\s+bottom(?:\s+of\s+the\s+(?:tank|cistern))?)?/, (phrase) => ' '.repeat(phrase.length));
    previousEnd = run.end;
  }
  return unit ? { statements, rest, unit, unnamed } : null;
}

// ---------------------------------------------------------------------------------------------
// Efficiency: 'A is twice as efficient as B', 'A is 50% more efficient than B'.

interface Relation {
  readonly faster: Ref;
  readonly slower: Ref;
  /** faster's rate = factor × slower's rate. */
  readonly factor: number;
  readonly written: number[];
  readonly line: string;
}

function relationsOf(text: string, names: ReadonlySet<string>): { relations: Relation[]; rest: string } | null {
  const who = String.raw`(?<![a-z'])((?:pipe\s+|tap\s+)?(?:[a-z]|${[...names].join('|') || 'zzzz'}))(?![a-z'])`;
  // 'as efficient as B and C together' compares with two workers: not read here.
  const alone = String.raw`(?!\s+and\s+(?:[a-z]|${[...names].join('|') || 'zzzz'})(?![a-z'])\s*(?:together|combined|jointly|put together|taken together|[.,?;]|$))`;
  const refOf = (word: string): Ref => ({ type: 'agent', id: word.replace(/^(?:pipe|tap)\s+/, '') });
  const relations: Relation[] = [];
  let rest = text;
  const take = (match: RegExpExecArray, relation: Relation) => {
    relations.push(relation);
    rest = blank(rest, match.index, match.index + match[0].length);
  };
  const times = String.raw`(twice|thrice|double|triple|half|one and a half times|(?:\d+(?:\.\d+)?|two|three|four|five|six)\s*times)`;
  for (const match of text.matchAll(new RegExp(String.raw`${who}\s+is\s+${times}\s+as\s+(?:efficient|good(?:\s+a)?\s+(?:workman|worker)|fast|quick|productive|good|skilled|capable)\s+as\s+${who}${alone}`, 'g'))) {
    const factor = multiplierOf(match[2]!);
    if (factor === null) return null;
    take(match, { faster: refOf(match[1]!), slower: refOf(match[3]!), factor, written: multiplierWritten(match[2]!) ? [factor] : [], line: `${shown(match[1]!)} does ${num(factor)} times the work of ${shown(match[3]!)} in the same time.` });
  }
  for (const match of text.matchAll(new RegExp(String.raw`${who}\s+(?:can\s+)?(?:does|do|works?)\s+${times}\s+(?:as\s+(?:much\s+work|fast)\s+as|the\s+work\s+of|faster\s+than)\s+${who}${alone}`, 'g'))) {
    const factor = multiplierOf(match[2]!);
    if (factor === null) return null;
    take(match, { faster: refOf(match[1]!), slower: refOf(match[3]!), factor, written: multiplierWritten(match[2]!) ? [factor] : [], line: `${shown(match[1]!)} does ${num(factor)} times the work of ${shown(match[3]!)} in the same time.` });
  }
  // 'Pipe B can fill the same tank 5 times faster than pipe A', 'B fills it three times as fast as A'.
  for (const match of rest.matchAll(new RegExp(String.raw`${who}\s+(?:can\s+|could\s+)?(?:fills?|empties|empty|does|do|works?|finish(?:es)?|complet(?:es)?)\s+(?:the\s+same\s+|the\s+|it\s+)?(?:tank|cistern|work|job)?\s*${times}\s+(?:faster\s+than|quicker\s+than|as\s+fast\s+as|as\s+quickly\s+as)\s+${who}${alone}`, 'g'))) {
    const factor = multiplierOf(match[2]!);
    if (factor === null || factor <= 1) return null;
    take(match, { faster: refOf(match[1]!), slower: refOf(match[3]!), factor, written: multiplierWritten(match[2]!) ? [factor] : [], line: `${shown(match[1]!)} works ${num(factor)} times as fast as ${shown(match[3]!)}.` });
  }
  // 'Pipe A is 50% faster than pipe B', 'A fills the tank 25% faster than B': A's rate is (1 + p/100) × B's.
  for (const match of text.matchAll(new RegExp(String.raw`${who}\s+(?:is|works|fills\s+(?:a|the|this)\s+(?:tank|cistern))\s+${NUMBER}\s*%\s+faster\s+than\s+${who}${alone}`, 'g'))) {
    const percent = Number(match[2]);
    if (!(percent > 0)) return null;
    const factor = 1 + percent / 100;
    take(match, { faster: refOf(match[1]!), slower: refOf(match[3]!), factor, written: [percent], line: `${shown(match[1]!)} is ${num(percent)}% faster than ${shown(match[3]!)}: it does ${num(factor)} times as much in the same time.` });
  }
  for (const match of text.matchAll(new RegExp(String.raw`${who}\s+is\s+${NUMBER}\s*%\s+(more|less)\s+efficient\s+than\s+${who}${alone}`, 'g'))) {
    const percent = Number(match[2]);
    const factor = match[3] === 'more' ? 1 + percent / 100 : 1 - percent / 100;
    if (!(factor > 0)) return null;
    take(match, { faster: refOf(match[1]!), slower: refOf(match[4]!), factor, written: [percent], line: `${shown(match[1]!)} does ${num(percent)}% ${match[3]} work than ${shown(match[4]!)} in a day: ${num(factor)} times as much.` });
  }
  for (const match of text.matchAll(new RegExp(String.raw`${who}\s+(?:alone\s+)?takes\s+${times}\s+(?:as\s+(?:long|much\s+time)\s+as|the\s+time\s+(?:taken\s+by|of))\s+${who}${alone}`, 'g'))) {
    const factor = multiplierOf(match[2]!);
    if (factor === null) return null;
    take(match, { faster: refOf(match[3]!), slower: refOf(match[1]!), factor, written: multiplierWritten(match[2]!) ? [factor] : [], line: `${shown(match[1]!)} takes ${num(factor)} times as long as ${shown(match[3]!)}, so ${shown(match[3]!)} works ${num(factor)} times as fast.` });
  }
  // 'Pipe B takes 25% more time than pipe A (to fill it)', 'B takes 100 per cent longer than A': B's time = (1 + p/100) × A's.
  for (const match of text.matchAll(new RegExp(String.raw`${who}\s+(?:alone\s+)?(?:takes|needs|requires)\s+${NUMBER}\s*%\s+(?:more\s+time|longer)\s+than\s+${who}${alone}`, 'g'))) {
    const percent = Number(match[2]);
    if (!(percent > 0)) return null;
    const factor = 1 + percent / 100;
    take(match, { faster: refOf(match[3]!), slower: refOf(match[1]!), factor, written: [percent], line: `${shown(match[1]!)} takes ${num(percent)}% more time than ${shown(match[3]!)}: ${num(factor)} times as long, so ${shown(match[3]!)} works ${num(factor)} times as fast.` });
  }
  for (const match of text.matchAll(new RegExp(String.raw`(efficienc(?:y|ies)|rates?\s+of\s+work(?:ing)?|times?\s+taken)\s+(?:by\s+|of\s+)${who}\s+and\s+${who}\s+(?:are|is)?\s*(?:in\s+the\s+ratio\s+(?:of\s+)?)?(\d+)\s*:\s*(\d+)`, 'g'))) {
    const [p, q] = [Number(match[4]), Number(match[5])];
    if (!(p > 0 && q > 0)) return null;
    const time = /time/.test(match[1]!);
    // Efficiencies a : b = p : q, so a = (p/q)·b; times are the other way round.
    take(match, { faster: refOf(match[2]!), slower: refOf(match[3]!), factor: time ? q / p : p / q, written: [p, q], line: `${time ? 'Times' : 'Efficiencies'} ${shown(match[2]!)} : ${shown(match[3]!)} = ${p} : ${q}, so ${shown(match[2]!)} does ${fraction(time ? q / p : p / q)} of what ${shown(match[3]!)} does in a day.` });
  }
  return { relations, rest };
}

// ---------------------------------------------------------------------------------------------
// Who works when: 'A works for 4 days and leaves', 'A leaves 3 days before the end'.

type Duration = { readonly known: number } | { readonly unknown: true } | { readonly totalLess: number };

interface Phase {
  /** Who works in this stretch ('all' is everyone), less those in without. */
  readonly crew: readonly Ref[];
  readonly without?: readonly Ref[];
  readonly duration: Duration;
}

interface Schedule {
  readonly phases: readonly [Phase, Phase];
  readonly written: number[];
  readonly line: string;
  /** Set when the schedule itself asks the question: 'when should B be closed so that ...'. */
  readonly asks?: Ref;
}

const LEAVE = String.raw`(?:leaves|left|leave|quits|quit|goes away|went away|stops(?:\s+working)?|stopped(?:\s+working)?|withdraws|withdrew|drops out|dropped out|(?:had|has|have|is|was|are|were)\s+(?:forced\s+|made\s+)?to\s+leave|(?:is|was|are|were|gets|got)\s+(?:closed|turned off|shut(?:\s+off)?|stopped|removed))(?:\s+the\s+(?:work|job))?`;

/**
 * Who works when: 'A works alone for 4 days and leaves', 'they work together for 3 days, then A
 * leaves', 'A leaves 3 days before the end', 'B joins after 4 days', 'B and C start and leave after
 * 3 days', 'when should B be closed so that the tank is full in 19 minutes'; with 'B finishes the
 * rest (in 9 days)'. Two stretches of time, each with its crew; one length may be unknown.
 */
function scheduleOf(text: string, names: ReadonlySet<string>): { schedule: Schedule | null; rest: string } | null {
  // 'The leak is also opened' (a leak found after some hours, see leakFirst): the leak as a worker.
  const whoWord = String.raw`(?<![a-z'])(?:pipe\s+|tap\s+)?(?:the\s+(?:first|second|third)(?:\s+(?:pipe|tap|one))?|the\s+leak|[a-z]|he|she|${[...names].join('|') || 'zzzz'})(?![a-z'])`;
  const who = `(${whoWord})`;
  const time = String.raw`${NUMBER}\s*${UNIT}(?![a-z])`;
  let lastSingle: Ref | null = null;
  const refOf = (word: string): Ref => {
    const ordinal = /(first|second|third)/.exec(word);
    if (ordinal) return { type: 'ordinal', n: ORDINALS[ordinal[1]!]! };
    if (word === 'he' || word === 'she') return lastSingle ?? { type: 'he' };
    if (word === 'the leak') return { type: 'agent', id: 'leak' };
    return { type: 'agent', id: word.replace(/^(?:pipe|tap)\s+/, '') };
  };
  // 'He works for 5 days': the worker last named on their own before it.
  const named = (at: number) => {
    const before = [...text.slice(0, at).matchAll(new RegExp(String.raw`(?<![a-z])(${[...names].join('|') || 'zzzz'}|[a-z])\s+(?:alone\s+)?(?:can|could|takes|alone|is|does|works)\b`, 'g'))].filter((match) => match[1] !== 'a' || /^a\s+(?:can|could|takes|alone|is|does|works)/.test(match[0]));
    const last = before[before.length - 1];
    lastSingle = last ? { type: 'agent', id: last[1]! } : null;
  };
  const found: { schedule: Schedule; index: number; end: number }[] = [];
  // 'B completes the rest' is a statement, unless it is the question ('in how many days will B finish the rest?').
  const askedAt = text.lastIndexOf(questionOf(text).clause);
  const together = /together|both|all (?:three|of them|the pipes)|simultaneously|at the same time|at once|opened|turned on/.test(text);
  const restWords = String.raw`(?:the\s+)?(?:rest|remaining|remainder|balance)(?:\s+(?:part\s+)?(?:of\s+)?(?:the\s+)?(?:work|job))?`;
  const finishing = String.raw`(?:then\s+)?(?:alone\s+)?(?:finish(?:es|ed)?|complet(?:es|ed)|did|does|do|finish|complete)`;
  /** 'B finishes the rest (in 9 days)', 'the remaining work is done by B in 9 days', 'after another 9 days B finished the remaining work'. */
  const finisherOf = (): { crew: Ref[]; days: number | null; index: number; end: number } | null => {
    const forms: [RegExp, number, number][] = [
      [new RegExp(String.raw`(?:after|in)\s+(?:another|a\s+further|further|a\s+few\s+more)\s+${time}\s*,?\s*${who}\s+(?:alone\s+)?${finishing}\s+${restWords}`), 3, 1],
      [new RegExp(String.raw`${who}\s+(?:alone\s+)?${finishing}\s+${restWords}(?:\s+alone)?(?:\s+in\s+${time})?`), 1, 2],
      [new RegExp(String.raw`${restWords}\s+(?:is|was)\s+(?:done|finished|completed)\s+by\s+${who}(?:\s+alone)?(?:\s+in\s+${time})?`), 1, 2],
      // 'He works for 5 days and then B finishes it in 9 days': after someone's stretch, 'it' is what is left.
      [new RegExp(String.raw`\bthen\s+${who}\s+(?:alone\s+)?(?:finish(?:es|ed)?|complet(?:es|ed))\s+(?:it|the\s+(?:work|job|task))\s+in\s+${time}`), 1, 2],
    ];
    for (const [pattern, whoAt, daysAt] of forms) {
      const match = pattern.exec(text);
      if (!match) continue;
      named(match.index);
      const days = match[daysAt] ? Number(match[daysAt]) : null;
      // Without a time it may be the question itself.
      if (days === null && match.index >= askedAt) return { crew: [refOf(match[whoAt]!)], days, index: match.index, end: match.index };
      return { crew: [refOf(match[whoAt]!)], days, index: match.index, end: match.index + match[0].length };
    }
    return null;
  };
  /** 'B and C start the work', 'A and B began together': who works first, when not everyone. */
  const startersOf = (): Ref[] | null => {
    const match = new RegExp(String.raw`${who}\s+and\s+${who}\s+(?:together\s+)?(?:start|started|starts|begin|began|begins|commence|commenced)`).exec(text);
    return match ? [refOf(match[1]!), refOf(match[2]!)] : null;
  };
  const add = (phases: [Phase, Phase], written: number[], line: string, index: number, end: number, asks?: Ref) => {
    found.push({ schedule: { phases, written, line, ...(asks ? { asks } : {}) }, index, end });
  };
  const restPhase = (finisher: ReturnType<typeof finisherOf>, without: Ref[]): Phase =>
    finisher ? { crew: finisher.crew, duration: finisher.days !== null ? { known: finisher.days } : { unknown: true } } : { crew: [{ type: 'all' }], without, duration: { unknown: true } };
  const restLine = (finisher: ReturnType<typeof finisherOf>) => (finisher ? `then ${finisher.crew.map(describe).join(' and ')} finish${finisher.days !== null ? `es the rest in ${num(finisher.days)}` : 'es the rest'}` : 'then the others finish the rest');

  // A works alone for 4 days (and leaves); A starts and works for 4 days; he works for 5 days and leaves.
  for (const match of text.matchAll(new RegExp(String.raw`(?<!\band\s)${who}\s+(?:alone\s+)?(?:start(?:s|ed)?(?:\s+the\s+(?:work|job))?\s+(?:alone\s+)?and\s+)?(?:had\s+|has\s+)?(?:works?|worked|working|fills?|filled)\s+(?:alone\s+)?(?:on\s+it\s+|at\s+it\s+)?for\s+${time}(?:\s*(?:,|;|and|then|and then|after which)\s*)*(?:(?:he|she|it)\s+)?(?:${LEAVE})?`, 'g'))) {
    if (/together/.test(text.slice(match.index, match.index + match[0].length + 12))) continue;
    named(match.index);
    const starter = refOf(match[1]!);
    const finisher = finisherOf();
    // 'A worked alone for 5 days, after which B joined him': then both work.
    const joined = new RegExp(String.raw`^\s*,?\s*(?:and\s+)?(?:then\s+|after\s+which\s+|after\s+that\s+)?${who}\s+(?:joins|joined)\s+(?:him|her|them|in|the\s+work)?`).exec(text.slice(match.index + match[0].length));
    if (joined) {
      // '... and they complete the work in 3 more days': the second stretch known too.
      const more = new RegExp(String.raw`(?:complete|finish)\w*\s+(?:the\s+)?(?:work|job|rest|remaining\s+work)\s+in\s+(?:another\s+)?${NUMBER}\s+(?:more\s+)?${UNIT}(?![a-z])|in\s+(?:another\s+)?${NUMBER}\s+more\s+${UNIT}(?![a-z])`).exec(text.slice(match.index + match[0].length + joined[0].length));
      const rest = more ? Number(more[1] ?? more[3]) : null;
      const at = match.index + match[0].length + joined[0].length;
      add([{ crew: [starter], duration: { known: Number(match[2]) } }, { crew: [{ type: 'all' }], duration: rest !== null ? { known: rest } : { unknown: true } }], [Number(match[2]), ...(rest !== null ? [rest] : [])], `${describe(starter)} works alone for ${num(Number(match[2]))} ${unitOf(match[3]!)}; then ${describe(refOf(joined[1]!))} joins and all work together${rest !== null ? ` for ${num(rest)} more` : ''}.`, match.index, at);
      if (more) found.push({ schedule: found[found.length - 1]!.schedule, index: at + more.index, end: at + more.index + more[0].length });
      continue;
    }
    // Without a word on who goes on, the rest is not said.
    if (!finisher && !new RegExp(LEAVE).test(match[0])) return null;
    add([{ crew: [starter], duration: { known: Number(match[2]) } }, restPhase(finisher, [starter])], [Number(match[2]), ...(finisher?.days != null ? [finisher.days] : [])], `${describe(starter)} works alone for ${num(Number(match[2]))} ${unitOf(match[3]!)}; ${restLine(finisher)}.`, match.index, match.index + match[0].length);
    if (finisher) found.push({ schedule: found[found.length - 1]!.schedule, index: finisher.index, end: finisher.end });
  }
  // Together for 4 days, then A leaves; A leaves after 4 days; after 4 minutes pipe A is closed; B and C leave after 3 days.
  const leavers: [RegExp, number, number, number][] = [
    [new RegExp(String.raw`for\s+${time}\s*,?\s*(?:and\s+)?(?:then\s+|after\s+which\s+|after\s+that\s+|when\s+)?${who}\s+${LEAVE}`, 'g'), 3, 1, 2],
    [new RegExp(String.raw`(?<![a-z])after\s+(?:working\s+together\s+for\s+)?${time}\s*,?\s*${who}\s+${LEAVE}`, 'g'), 3, 1, 2],
    [new RegExp(String.raw`${who}\s+${LEAVE}\s+after\s+(?:working\s+(?:together\s+)?for\s+)?${time}`, 'g'), 1, 2, 3],
    [new RegExp(String.raw`(?:but\s+|and\s+)?(?:they\s+|both\s+)?(?:are|were)\s+(?:forced\s+|made\s+)?to\s+(?:leave|quit|stop)\s+after\s+${time}`, 'g'), 0, 1, 2],
  ];
  for (const [pattern, whoAt, valueAt, unitAt] of leavers) {
    for (const match of text.matchAll(pattern)) {
      const starters = startersOf();
      if (!together && !starters) return null;
      named(match.index);
      const leaver = whoAt > 0 ? refOf(match[whoAt]!) : null;
      if (!leaver && !starters) return null;
      const value = Number(match[valueAt]);
      const finisher = finisherOf();
      const first: Phase = { crew: starters ?? [{ type: 'all' }], duration: { known: value } };
      const second: Phase = leaver && !starters ? (finisher ? restPhase(finisher, [leaver]) : { crew: [{ type: 'all' }], without: [leaver], duration: { unknown: true } }) : finisher ? restPhase(finisher, []) : { crew: [{ type: 'all' }], without: leaver ? [leaver] : starters!, duration: { unknown: true } };
      if (leaver && starters && !finisher) return null;
      add([first, second], [value, ...(finisher?.days != null ? [finisher.days] : [])], `${starters ? starters.map(describe).join(' and ') : 'All'} work for ${num(value)} ${unitOf(match[unitAt]!)}; then ${leaver ? describe(leaver) : 'they'} stop${leaver ? 's' : ''}, and ${finisher ? restLine(finisher).replace(/^then /, '') : 'the others carry on'}.`, match.index, match.index + match[0].length);
      if (finisher) found.push({ schedule: found[found.length - 1]!.schedule, index: finisher.index, end: finisher.end });
    }
  }
  // 'A leaves after some days and B finishes the rest in 23 days; after how many days did A leave?'
  for (const match of text.matchAll(new RegExp(String.raw`${who}\s+${LEAVE}\s+(?:the\s+work\s+)?after\s+(?:some|a\s+few|certain|a\s+certain\s+number\s+of)\s+(?:days|hours|minutes|time)`, 'g'))) {
    if (!together) return null;
    named(match.index);
    const leaver = refOf(match[1]!);
    const finisher = finisherOf();
    if (!finisher || finisher.days === null) return null;
    add([{ crew: [{ type: 'all' }], duration: { unknown: true } }, restPhase(finisher, [leaver])], [finisher.days], `All work together until ${describe(leaver)} leaves; then ${restLine(finisher).replace(/^then /, '')}.`, match.index, match.index + match[0].length, leaver);
    found.push({ schedule: found[found.length - 1]!.schedule, index: finisher.index, end: finisher.end });
  }
  // A leaves 3 days before the work is finished.
  for (const match of text.matchAll(new RegExp(String.raw`${who}\s+(?:leaves|left|quits|quit|stops|stopped|(?:is|was)\s+(?:closed|turned off))\s+${time}\s+before\s+(?:the\s+)?(?:(?!half\b|third\b|quarter\b|fourth\b|fifth\b|part\b)[a-z]+\s+){0,4}?(?:completion|completed|finished|over|full|filled|end|completing|finishing)`, 'g'))) {
    if (!together) return null;
    named(match.index);
    const leaver = refOf(match[1]!);
    add([{ crew: [{ type: 'all' }], duration: { unknown: true } }, { crew: [{ type: 'all' }], without: [leaver], duration: { known: Number(match[2]) } }], [Number(match[2])], `All work together until ${describe(leaver)} leaves; the last ${num(Number(match[2]))} ${unitOf(match[3]!)} the others work without ${describe(leaver)}.`, match.index, match.index + match[0].length);
  }
  // B joins after 4 days; 4 days later B joins; after 4 days B joined.
  for (const match of text.matchAll(new RegExp(String.raw`${who}\s+(?:joins|joined|join)\s+(?:him|her|them|in|the\s+work)?\s*(?:after\s+${time}|${time}\s+later)|after\s+${time}\s*,?\s*${who}\s+(?:joins|joined)`, 'g'))) {
    const joinerWord = match[1] ?? match[8]!;
    const value = Number(match[2] ?? match[4] ?? match[6]!);
    const unitWord = match[3] ?? match[5] ?? match[7]!;
    named(match.index);
    const joiner = refOf(joinerWord);
    add([{ crew: [{ type: 'all' }], without: [joiner], duration: { known: value } }, { crew: [{ type: 'all' }], duration: { unknown: true } }], [value], `The others work ${num(value)} ${unitOf(unitWord)} before ${describe(joiner)} joins; then all work together.`, match.index, match.index + match[0].length);
  }
  // 'A started the work and was joined by B after 10 days'; 'after 7 minutes, C is also opened'; 'pipe C is turned on 5 minutes later'.
  const opened = String.raw`(?:also\s+)?(?:opened|turned\s+on|switched\s+on|put\s+on|started)`;
  for (const match of text.matchAll(new RegExp(String.raw`(?:is|was|were|are|gets|got)\s+joined\s+by\s+${who}\s+(?:after\s+${time}|${time}\s+later)|after\s+${time}\s*,?\s*${who}\s+(?:is|was)\s+${opened}|${who}\s+(?:is|was)\s+${opened}\s+(?:after\s+${time}|${time}\s+later)|${time}\s+later\s*,?\s*${who}\s+(?:is|was)\s+${opened}`, 'g'))) {
    // The last form, '(and) 5 minutes later C is also opened', is the time first.
    const joinerWord = match[1] ?? match[8] ?? match[9] ?? match[16]!;
    const value = Number(match[2] ?? match[4] ?? match[6] ?? match[10] ?? match[12] ?? match[14]!);
    const unitWord = match[3] ?? match[5] ?? match[7] ?? match[11] ?? match[13] ?? match[15]!;
    named(match.index);
    const joiner = refOf(joinerWord);
    add([{ crew: [{ type: 'all' }], without: [joiner], duration: { known: value } }, { crew: [{ type: 'all' }], duration: { unknown: true } }], [value], `The others work ${num(value)} ${unitOf(unitWord)} before ${describe(joiner)} joins; then all work together.`, match.index, match.index + match[0].length);
  }
  // When should B be closed so that the tank is full in 19 minutes?
  for (const match of text.matchAll(new RegExp(String.raw`(?:after\s+how\s+(?:many|much)\s+(?:minutes|hours|days|time)|when)\s+(?:should|must|will|would|is|can)\s+${who}\s+(?:be\s+)?(?:closed|turned\s+off|shut(?:\s+off)?|removed|stopped)\s+so\s+that\s+(?:the\s+)?(?:tank|cistern|work|job|it)\s+(?:is\s+|gets\s+|may\s+be\s+|will\s+be\s+|be\s+)?(?:full|filled|fills|completed|finished|fill)\s+in\s+(?:exactly\s+|just\s+)?${time}`, 'g'))) {
    if (!together) return null;
    const closed = refOf(match[1]!);
    add([{ crew: [{ type: 'all' }], duration: { unknown: true } }, { crew: [{ type: 'all' }], without: [closed], duration: { totalLess: Number(match[2]) } }], [Number(match[2])], `All are open at first; ${describe(closed)} is closed after t ${unitOf(match[3]!)}, and the tank is full after ${num(Number(match[2]))} ${unitOf(match[3]!)} in all.`, match.index, match.index + match[0].length, closed);
  }
  const distinct = [...new Set(found.map((entry) => entry.schedule))];
  if (distinct.length > 1) return null;
  let blanked = text;
  for (const entry of found) blanked = blank(blanked, entry.index, entry.end);
  return { schedule: distinct[0] ?? null, rest: blanked };
}

/** A reference as a student reads it: 'A', 'Ravi', 'the first pipe'. */
function describe(ref: Ref): string {
  if (ref.type === 'agent') return labelOf(ref.id, 'pipe');
  if (ref.type === 'ordinal') return `the ${['first', 'second', 'third', 'fourth'][ref.n - 1] ?? ref.n} one`;
  return 'they';
}

// ---------------------------------------------------------------------------------------------
// The solver.

interface Solved {
  readonly value: number;
  readonly unit: QuantUnit;
  readonly label: string;
  readonly lines: string[];
  readonly mistakes: { value: number; why: string }[];
  readonly checks: string[];
  readonly pairs: (readonly [number, number])[];
  readonly written: number[];
}

function rates(source: string, pipes: boolean): QuantAnswer | null {
  const singles = singleCrew(source);
  // 'A man, a woman and a boy': without the articles they read as a list of three workers.
  const text = singles.size > 0 ? source.replace(/\b(?:a|an|one)\s+(man|woman|boy|girl|child)\b/g, '$1') : source;
  const names = new Set([...namesIn(text), ...singles]);
  const kindOfWorker = (id: string) => /^(?:man|woman|boy|girl|child|worker|person|labourer|machine)$/.test(id) && !singles.has(id);
  const scheduled = scheduleOf(text, names);
  if (!scheduled) return null;
  const related = relationsOf(scheduled.rest, names);
  if (!related) return null;
  const flowed = flowsOf(related.rest, names);
  if (!flowed) return null;
  // 'The tank is half full' (at the start): read before the times, which it is not one of.
  const filled = pipes ? initialOf(flowed.rest) : null;
  const read = statementsOf(filled?.rest ?? flowed.rest, names, pipes);
  if (!read || read.statements.length === 0) return null;
  const noun = read.unnamed;
  const { statements, unit } = read;

  // Everyone named, in order: ordinals and 'another pipe' are numbered as they come.
  const agents: Agent[] = [];
  let lastSingle: string | null = null;
  const unnamed = noun ? noun.replace(/s$/, '') : pipes ? 'pipe' : 'worker';
  const ensure = (id: string): string => {
    if (!agents.some((agent) => agent.id === id)) agents.push({ id, label: labelOf(id, unnamed) });
    return id;
  };
  let counter = 0;
  const resolve = (ref: Ref): string[] | null => {
    switch (ref.type) {
      case 'agent':
        return [ensure(ref.id)];
      case 'ordinal': {
        const numbered = agents.filter((agent) => /^#/.test(agent.id));
        if (numbered.length > 0 || agents.length === 0 || ref.n > agents.length) return [ensure(`#${ref.n}`)];
        return [agents[ref.n - 1]!.id];
      }
      case 'new':
        counter += 1;
        while (agents.some((agent) => agent.id === `#${counter}`)) counter += 1;
        return [ensure(`#${counter}`)];
      case 'he':
        return lastSingle ? [lastSingle] : null;
      case 'all':
      case 'plural':
        return null;
    }
  };
  const equations: { equation: Equation; line: string; check: (values: ReadonlyMap<string, number>) => [string, number, number] }[] = [];
  const deferred: Statement[] = [];
  for (const statement of statements) {
    if (statement.crew.some((member) => member.ref.type === 'all')) {
      deferred.push(statement);
      continue;
    }
    const ids: { id: string; count: number }[] = [];
    for (const member of statement.crew) {
      const resolved = resolve(member.ref);
      if (!resolved) return null;
      ids.push(...resolved.map((id) => ({ id, count: member.count })));
    }
    if (ids.length === 1) lastSingle = ids[0]!.id;
    equations.push(equationOf(ids, statement, agents, unit));
  }
  for (const relation of related.relations) {
    const [faster, slower] = [resolve(relation.faster), resolve(relation.slower)];
    if (!faster || !slower || faster[0] === slower[0]) return null;
    equations.push({
      equation: { coefficients: new Map([[faster[0]!, 1], [slower[0]!, -relation.factor]]), value: 0 },
      line: relation.line,
      check: (values) => [`${labelFor(agents, faster[0]!)}: ${fraction(values.get(faster[0]!)!)} ${per(unit)} = ${num(relation.factor)} × ${fraction(values.get(slower[0]!)!)}.`, values.get(faster[0]!)!, relation.factor * values.get(slower[0]!)!],
    });
  }
  for (const flow of flowed.flows) {
    const resolved = resolve(flow.ref);
    if (!resolved || resolved.length !== 1 || unit === 'days') return null;
    // Litres a minute as a share of the tank: litres ÷ capacity, so rate = litres × (1/capacity).
    const perUnit = flow.perMinute * (unit === 'hours' ? 60 : 1) * (flow.empties ? -1 : 1);
    const id = resolved[0]!;
    equations.push({
      equation: { coefficients: new Map([[id, 1], [CAPACITY, -perUnit]]), value: 0 },
      line: `${labelFor(agents, id)} ${flow.empties ? 'lets out' : 'lets in'} ${num(Math.abs(perUnit))} ${flow.gallons ? 'gallons' : 'litres'} ${per(unit)}: ${num(Math.abs(perUnit))} ÷ C of the tank, for a tank of C ${flow.gallons ? 'gallons' : 'litres'}.`,
      check: (values) => [`${labelFor(agents, id)}: ${fraction(Math.abs(values.get(id)!))} of ${num(1 / values.get(CAPACITY)!)} = ${num(Math.abs(values.get(id)!) / values.get(CAPACITY)!)} ${per(unit)}, as stated.`, Math.abs(values.get(id)!) / values.get(CAPACITY)!, Math.abs(perUnit)],
    });
  }
  // Everyone the question names is one of 'they' ('if X and Y work together, they ...').
  for (const group of groupsIn(text, names)) for (const ref of group.refs) if (ref.type === 'agent' && !kindOfWorker(ref.id)) ensure(ref.id);
  // 'There is also a waste pipe': a pipe named without a time of its own is one of 'all three'.
  if (pipes) for (const match of text.matchAll(/\b(?:waste|exhaust|escape|drain)\s+pipe(?!\s+[a-z]\b)|\boutlet(?:\s+pipe)?(?!\s+(?:pipe\s+)?[a-z]\b)|\bleak\b/g)) ensure(/leak/.test(match[0]) ? 'leak' : 'outlet');
  // 'There is a third pipe in the bottom to empty it': one of 'all the three pipes' too, numbered after those named.
  if (pipes) for (const match of text.matchAll(/\b(?:a|the)\s+(third|fourth)\s+(?:pipe|tap)\b/g)) if (ORDINALS[match[1]!]! === agents.length + 1) resolve({ type: 'ordinal', n: ORDINALS[match[1]!]! });
  const everyone = () => agents.filter((agent) => !kindOfWorker(agent.id)).map((agent) => ({ id: agent.id, count: 1 }));
  for (const statement of deferred) {
    const others = statement.crew.filter((member) => member.ref.type !== 'all').flatMap((member) => resolve(member.ref) ?? []);
    const ids = [...everyone(), ...others.filter((id) => !everyone().some((agent) => agent.id === id)).map((id) => ({ id, count: 1 }))];
    if (ids.length < 2) return null;
    equations.push(equationOf(ids, statement, agents, unit));
  }

  // Both stretches known ('A works 5 days, B finishes the rest in 16 days'): one more equation in the rates.
  let schedule = scheduled.schedule;
  if (schedule && schedule.phases.every((phase) => 'known' in phase.duration)) {
    const crews = crewsOf(schedule, agents, resolve);
    if (!crews) return null;
    const [d1, d2] = schedule.phases.map((phase) => (phase.duration as { known: number }).known) as [number, number];
    const coefficients = new Map<string, number>();
    for (const id of crews[0]) coefficients.set(id, (coefficients.get(id) ?? 0) + d1);
    for (const id of crews[1]) coefficients.set(id, (coefficients.get(id) ?? 0) + d2);
    const line = `${schedule.line} So ${crews[0].map((id) => labelFor(agents, id)).join(' and ')} for ${num(d1)} ${unit} and ${crews[1].map((id) => labelFor(agents, id)).join(' and ')} for ${num(d2)} ${unit} do the whole work.`;
    equations.push({
      equation: { coefficients, value: 1 },
      line,
      check: (values) => {
        const done = [...coefficients].reduce((sum, [id, days]) => sum + days * (values.get(id) ?? NaN), 0);
        return [`${num(d1)} ${unit} at ${fraction(crews[0].reduce((sum, id) => sum + values.get(id)!, 0))} and ${num(d2)} ${unit} at ${fraction(crews[1].reduce((sum, id) => sum + values.get(id)!, 0))} ${per(unit)}: ${fraction(done)} of the work, the whole.`, done, 1];
      },
    });
    schedule = null;
  }
  // What is asked, read from the question with the statements blanked.
  const asked = questionOf(read.rest).clause;
  const askedGroups = askedAbout(asked, names);
  const money = [...text.matchAll(/₹\s?(\d+(?:\.\d+)?)/g)].map((match) => Number(match[1]));
  // 'A pipe fills 2/5 of the tank in 8 minutes; how long to fill the rest?': the part done is there at the start.
  const partDone = !filled && !schedule && statements.length === 1 && statements[0]!.work > 0 && statements[0]!.work < 1 && /\b(?:remaining|rest|remainder|balance)\b/.test(asked) ? { initial: { part: statements[0]!.work, written: [] } } : null;
  const found = money.length > 0 ? (money.length === 1 && !schedule ? wagesAnswer(asked, askedGroups, money[0]!, agents, equations.map((entry) => entry.equation), resolve) : null) : flowed.flows.length > 0 ? capacityAnswer(asked, equations.map((entry) => entry.equation), unit, text) : schedule ? scheduleAnswer(schedule, asked, agents, equations.map((entry) => entry.equation), resolve, unit, pipes) : rateAnswer(asked, askedGroups, text, agents, equations.map((entry) => entry.equation), resolve, unit, pipes, singles, (filled ?? partDone)?.initial ?? null);
  if (filled && (money.length > 0 || flowed.flows.length > 0 || schedule)) return null;
  if (!found) return null;
  const solved = inHours(found, text, asked);
  // Nothing may be left unread: a number, a multiple, or someone coming or going.
  // ('A third pipe' names a pipe: it is read, as the third of them.)
  const leftover = read.rest.replace(asked, ' ').replace(money.length === 1 ? /₹\s?\d+(?:\.\d+)?/ : /(?!)/, ' ').replace(pipes ? /\b(?:a|the)\s+(?:third|fourth)\s+(?:pipe|tap)\b/g : /(?!)/, ' ');
  if (/\d|twice|thrice|double|triple|half|third|quarter|fourth|fifth|sixth|seventh|eighth|ninth|tenth|already|partly|efficien|as fast|faster|slower|leaves|left|quit|join|clos|turned off|stop|replac|after|before|rest\b|remaining|remainder|%/.test(leftover)) return null;
  if (/\d/.test(asked.replace(/\b(?:how many|in)\b/g, '')) && !solved.written.length) return null;
  // 'Together they fill it in 9 minutes; how long will the slower pipe take?': a time together that the question states is never its answer.
  if (solved.label === 'The time taken together' && [...read.rest.replace(asked, ' ').matchAll(/\b(?:together|jointly|both)\b[^.?;]*?(\d+(?:\.\d+)?)|(\d+(?:\.\d+)?)[^.?;]*?\b(?:together|jointly)\b/g)].some((match) => Math.abs(Number(match[1] ?? match[2]) - solved.value) < 1e-6)) return null;

  const values = solveAll(equations.map((entry) => entry.equation));
  const steps: SolutionStep[] = [
    { title: `Work done in one ${singular(unit)}`, bullets: equations.map((entry) => entry.line) },
  ];
  if (values) {
    const derived = agents.filter((agent) => values.has(agent.id) && !statements.some((statement) => statement.crew.length === 1 && statement.crew[0]!.count === 1 && statement.crew[0]!.ref.type === 'agent' && statement.crew[0]!.ref.id === agent.id));
    if (derived.length > 0) steps.push({ title: 'Each one\'s rate', bullets: derived.map((agent) => `${agent.label}: ${rateText(values.get(agent.id)!, unit, pipes)}.`) });
  }
  steps.push({ title: solved.label, bullets: solved.lines });
  const checkLines = [...solved.checks];
  const pairs = [...solved.pairs];
  if (values) {
    for (const entry of equations) {
      const [line, worked, stated] = entry.check(values);
      checkLines.push(line);
      pairs.push([worked, stated]);
    }
  }
  const check = checkStep(checkLines, pairs);
  if (!check) return null;
  return {
    kind: pipes ? 'pipes' : 'time-work',
    values: [round2(solved.value)],
    unit: solved.unit,
    label: solved.label,
    steps: [...steps, check],
    mistakes: solved.mistakes,
    givens: [...statements.flatMap((statement) => statement.written), ...related.relations.flatMap((relation) => relation.written), ...flowed.flows.map((flow) => flow.written), ...(scheduled.schedule?.written ?? []), ...solved.written],
  };
}

/**
 * Times in hours with a few minutes among them ('5 hours; 30 minutes more') are worked in minutes;
 * the answer goes back to hours, as the question states its times, unless it asks in minutes.
 */
function inHours(solved: Solved, text: string, asked: string): Solved {
  const first = new RegExp(String.raw`${NUMBER}\s*${UNIT}(?![a-z])`).exec(text);
  if (solved.unit !== 'minutes' || !first || !/^h/.test(first[2]!) || /\bmin(?:ute)?s?\b/.test(asked)) return solved;
  const hours = solved.value / 60;
  return { ...solved, value: hours, unit: 'hours', lines: [...solved.lines, `${num(solved.value)} minutes = ${num(solved.value)} ÷ 60 = ${num(hours)} hours.`], mistakes: solved.mistakes.map((mistake) => ({ ...mistake, value: round2(mistake.value / 60) })), pairs: solved.pairs };
}

/** The unknown 1 ÷ capacity: a flow in litres is that many litres' share of the tank. */
const CAPACITY = '1/capacity';

interface Flow {
  readonly ref: Ref;
  readonly perMinute: number;
  readonly written: number;
  readonly empties: boolean;
  readonly gallons: boolean;
}

/** 'An inlet pipe fills water at the rate of 5 litres a minute', 'the outlet lets out 10 litres per hour', 'empties 12 litres of water per minute'. */
function flowsOf(text: string, names: ReadonlySet<string>): { flows: Flow[]; rest: string } | null {
  const flows: Flow[] = [];
  let rest = text;
  for (const match of text.matchAll(new RegExp(String.raw`(?:at\s+(?:the\s+|a\s+)?rate\s+of\s+)?${NUMBER}\s*(?:litres?|liters?|l|gallons?|kilolitres?)\s*(?:of\s+(?:water|liquid|oil|milk)\s+)?(?:a|per|each|every|\/|in\s+(?:a|one))\s*(minute|min|hour|hr)\b`, 'g'))) {
    const from = Math.max(sentenceStart(text, match.index), 0);
    const before = text.slice(from, match.index);
    const subject = groupsIn(before, names).pop();
    if (!subject || subject.refs.length !== 1) return null;
    const perMinute = Number(match[1]) / (/^h/.test(match[2]!) ? 60 : 1);
    flows.push({ ref: subject.refs[0]!, perMinute, written: Number(match[1]), empties: EMPTYING.test(before.slice(subject.end)) || /outlet|leak|waste/.test(before.slice(subject.index, subject.end)), gallons: /gallon/.test(match[0]) });
    rest = blank(rest, from + subject.index, match.index + match[0].length);
  }
  return { flows, rest };
}

/**
 * 'They are paid ₹600 for the job; find C's share': everyone works the whole time, so the pay is
 * shared as the work done, in the ratio of the rates.
 */
function wagesAnswer(asked: string, groups: readonly Group[], total: number, agents: readonly Agent[], equations: readonly Equation[], resolve: (ref: Ref) => string[] | null): Solved | null {
  if (!/share|wages?|payment|paid|earn|receive|gets?\b|amount/.test(asked)) return null;
  const refs = groups.flatMap((group) => group.refs).filter((ref) => ref.type !== 'all');
  if (refs.length !== 1) return null;
  const target = resolve(refs[0]!);
  const values = solveAll(equations);
  if (!target || target.length !== 1 || !values) return null;
  const workers = agents.filter((agent) => values.has(agent.id));
  if (workers.length !== agents.length || workers.some((agent) => !(values.get(agent.id)! > 0))) return null;
  const sum = workers.reduce((acc, agent) => acc + values.get(agent.id)!, 0);
  const shareOf = (id: string) => (total * values.get(id)!) / sum;
  const value = shareOf(target[0]!);
  return {
    value,
    unit: 'rupees',
    label: `${labelFor(agents, target[0]!)}'s share`,
    lines: [
      `They work the same days, so the pay is shared in the ratio of the work each does a day: ${workers.map((agent) => `${agent.label} ${fraction(values.get(agent.id)!)}`).join(' : ')}.`,
      `${labelFor(agents, target[0]!)}'s share = ₹${num(total)} × ${fraction(values.get(target[0]!)!)} ÷ ${fraction(sum)} = ₹${num(value)}.`,
    ],
    mistakes: [{ value: round2(total / workers.length), why: 'this shares the pay equally; it is shared as the work done' }],
    checks: [`The shares ${workers.map((agent) => `₹${num(shareOf(agent.id))}`).join(' + ')} = ₹${num(workers.reduce((acc, agent) => acc + shareOf(agent.id), 0))}.`],
    pairs: [[workers.reduce((acc, agent) => acc + shareOf(agent.id), 0), total]],
    written: [total],
  };
}

/** 'What is the capacity of the tank': 1 ÷ (1/capacity). */
function capacityAnswer(asked: string, equations: readonly Equation[], unit: TimeUnit, text: string): Solved | null {
  if (!/capacity|how many (?:litres|gallons)|volume|how much water|hold/.test(asked)) return null;
  const gallons = /gallon/.test(text);
  const reduced = reduce(equations);
  const inverse = reduced ? valueOf(reduced, new Map([[CAPACITY, 1]])) : null;
  if (inverse === null || !(inverse > 0)) return null;
  const capacity = 1 / inverse;
  return {
    value: capacity,
    unit: gallons ? 'number' : 'litres',
    label: `The capacity of the tank${gallons ? ' in gallons' : ''}`,
    lines: [`Each ${singular(unit)} the flows and the pipes' shares of the tank must agree: solving the statements together gives 1/C = ${fraction(inverse)}.`, `Capacity C = ${num(capacity)} ${gallons ? 'gallons' : 'litres'}.`],
    mistakes: [],
    checks: [],
    pairs: [],
    written: [],
  };
}

/**
 * Who the question asks about: the one named with 'alone' ('if they finish it in 3 more days, in
 * how many days can B alone ...'), else those named from the question word on, else those named
 * anywhere in the asked sentence ('Y alone can complete the job in how many days?').
 */
function askedAbout(asked: string, names: ReadonlySet<string>): Group[] {
  const groups = groupsIn(asked, names);
  if (/\balone\b|by (?:himself|herself|itself)/.test(asked)) {
    const single = groups.filter((group) => group.refs.length === 1 && group.refs[0]!.type !== 'all');
    if (single.length === 1) return single;
  }
  const tail = groupsIn(questionOf(asked).tail, names);
  return tail.length > 0 ? tail : groups;
}

function labelOf(id: string, unnamed: string): string {
  const ordinal = /^#(\d+)$/.exec(id);
  if (ordinal && unnamed === 'only') return 'The pipe';
  if (ordinal) return `The ${['first', 'second', 'third', 'fourth', 'fifth', 'sixth'][Number(ordinal[1]) - 1] ?? ordinal[1]} ${unnamed}`;
  if (id === 'pipe') return 'The pipe';
  if (/^(?:inlet|outlet|leak)$/.test(id)) return `The ${id}`;
  if (/^(?:man|woman|boy|girl|child|worker|person|labourer|machine|employee|student|typist|pump)$/.test(id)) return `One ${id}`;
  return shown(id);
}

function labelFor(agents: readonly Agent[], id: string): string {
  return agents.find((agent) => agent.id === id)?.label ?? shown(id);
}

function rateText(rate: number, unit: TimeUnit, pipes: boolean): string {
  const what = pipes ? 'the tank' : 'the work';
  return rate < 0 ? `empties ${fraction(-rate)} of ${what} ${per(unit)}` : `${pipes ? 'fills' : 'does'} ${fraction(rate)} of ${what} ${per(unit)}`;
}

function equationOf(ids: readonly { id: string; count: number }[], statement: Statement, agents: readonly Agent[], unit: TimeUnit) {
  const coefficients = new Map<string, number>();
  for (const { id, count } of ids) coefficients.set(id, (coefficients.get(id) ?? 0) + count * statement.time);
  const who = ids.map(({ id, count }, at) => (count === 1 ? (at === 0 ? labelFor(agents, id) : inner(labelFor(agents, id))) : `${num(count)} × ${labelFor(agents, id).replace(/^One /, '')}`)).join(' + ');
  const part = Math.abs(statement.work) === 1 ? (statement.work < 0 ? 'empties the full tank' : 'finish the whole') : `do ${fraction(Math.abs(statement.work))} of it`;
  const perUnit = statement.work / statement.time;
  const line = ids.length === 1 && ids[0]!.count === 1
    ? `${who} ${statement.work < 0 ? 'empties the full tank' : Math.abs(statement.work) === 1 ? 'does the whole' : `does ${fraction(Math.abs(statement.work))} of it`} in ${num(statement.time)} ${unit}, so ${fraction(Math.abs(perUnit))} of it ${per(unit)}${statement.work < 0 ? ' (it works against the others)' : ''}.`
    : `${who} together ${part} in ${num(statement.time)} ${unit}: their rates add up to ${perUnit < 0 ? '−' : ''}${fraction(Math.abs(perUnit))} ${per(unit)}.`;
  return {
    equation: { coefficients, value: statement.work } as Equation,
    line,
    check: (values: ReadonlyMap<string, number>): [string, number, number] => {
      const done = ids.reduce((sum, { id, count }) => sum + count * (values.get(id) ?? NaN) * statement.time, 0);
      return [`${who}: in ${num(statement.time)} ${unit} ${done < 0 ? 'the tank loses' : 'the work done is'} ${fraction(Math.abs(done))}${Math.abs(Math.abs(done) - 1) < 1e-9 ? ', the whole' : ''}, as stated.`, done, statement.work];
    },
  };
}

/** 'In how many days will A and B finish it together', 'how long will B take alone', 'the leak alone empties it in'. */
function rateAnswer(asked: string, groups: readonly Group[], text: string, agents: Agent[], equations: readonly Equation[], resolve: (ref: Ref) => string[] | null, unit: TimeUnit, pipes: boolean, singles: ReadonlySet<string> = new Set(), initial: Initial | null = null): Solved | null {
  // A quantity of water or a share of the work is asked, not a time.
  if (/litres?|liters?|gallons?|capacity|volume|how much water|\bhold\b|what (?:part|fraction|portion|percent)|how much (?:of|part)|which part|fraction of/.test(asked)) return null;
  if (!/how (?:many|much|long|soon)|what time|in what|time taken|find the time|when will|time (?:will|would|does|do)|days?\b|hours?\b|minutes?\b|time/.test(asked) && !/\bin\s*[:?.…-]*\s*$|\balone\s*=\s*\?\s*$/.test(asked)) return null;
  // 'How long will A take to do 40% of the work': a part of the job.
  const part = partOf(asked);
  // With the tank part full at the start, 'the rest of the tank' is what that leaves.
  // 'The third tap' is one of the pipes, not a third of the tank.
  // 'How many more minutes to fill the rest': with the part done at the start, 'more' is only the rest of the time.
  // 'How long before it is full': the time to fill, not a stretch before someone comes or goes.
  const plain = (initial ? asked.replace(/\b(?:the\s+)?(?:remaining|rest|remainder|balance)\b(?:\s+(?:part|portion))?(?:\s+of)?/g, ' ').replace(/\bmore\s+(?=days|hours|minutes|time)/g, ' ') : asked)
    .replace(/\bbefore\s+(?:it|the\s+(?:tank|cistern|reservoir))\s+(?:is|gets|becomes|will\s+be)\s+(?:completely\s+)?(?:full|filled|empty|emptied)\b/g, ' ').replace(/\bthe\s+(?:first|second|third|fourth)\s+(?:pipe|tap|one|worker|inlet|outlet|man|person|labourer)\b/g, ' ').replace(/\bafter how (?:much time|many (?:days|hours|minutes)|long)/g, 'how long').replace(/(\d+)\s*\/\s*(\d+)\s*(?:th|rd|nd)?\s*(?:part\s+)?of\b|\d+(?:\.\d+)?\s*%\s*of\b|(?:half|one[- ]third|two[- ]thirds|one[- ]fourth|a quarter|three[- ]fourths|a third)\s+(?:of\s+)?(?:the|a|it)\b/, ' ');
  // Someone stopping or starting is another question.
  if (/turn(?:ed)?\s+off|clos|leave|left|join|after|before|alternate|every|remaining|\brest\b|more\s+(?:days|hours|minutes)|efficien|%|\d\s*\/\s*\d|half|third|quarter|fourth|fifth|sixth|seventh|eighth|ninth|tenth|part\b/.test(plain)) return null;  const reduced = reduce(equations);
  if (!reduced) return null;
  const named = groups.flatMap((group) => group.refs);
  const counts = named.filter((ref) => ref.type === 'plural' && ref.written) as { noun: string; count: number }[];
  let members: { id: string; count: number }[] = [];
  const everyone = agents.filter((agent) => !/^(?:man|woman|boy|girl|child|worker|person|labourer|machine)$/.test(agent.id) || singles.has(agent.id));
  // No one named: everyone when the question says they work at once, or when a leak is at work (it never stops), or there is only one.
  const leakAtWork = pipes && everyone.some((agent) => agent.id === 'leak');
  if (named.some((ref) => ref.type === 'all') || (named.length === 0 && (/together|both|all\b|simultaneous|at once|at the same time|opened|jointly/.test(text) || leakAtWork || everyone.length === 1))) {
    members = everyone.map((agent) => ({ id: agent.id, count: 1 }));
  } else {
    for (const ref of named) {
      if (ref.type === 'plural') {
        if (!ref.written) return null;
        members.push({ id: singularNoun(ref.noun), count: ref.count });
        continue;
      }
      const ids = resolve(ref);
      if (!ids) return null;
      members.push(...ids.map((id) => ({ id, count: 1 })));
    }
  }
  if (members.length === 0 || new Set(members.map((member) => member.id)).size !== members.length) return null;
  // 'A alone' names one; 'together' with one named is not clear.
  // ('If together they fill it in 36 minutes, then B alone will fill it in': the last clause names one, alone.)
  if (members.length === 1 && /together|both/.test(asked) && !/\balone\b/.test(asked.slice(Math.max(0, asked.lastIndexOf(','))))) return null;
  const query = new Map(members.map((member) => [member.id, member.count]));
  const rate = valueOf(reduced, query);
  if (rate === null || Math.abs(rate) < 1e-12) return null;
  // 'When the tank is empty, in how many hours will it be full' fills; 'the leak will empty the full tank in' empties.
  const state = asked.replace(/\b(?:is|was|being)\s+(?:completely\s+)?(?:empty|full)\b|\bempty\s+(?:tank|cistern)\b|\bfull\s+(?:tank|cistern)\b/g, ' ');
  const emptying = /empt|drain/.test(state) && !/fill|\b(?:be|get|gets|become|becomes)\s+(?:completely\s+)?full\b/.test(state);
  if (emptying ? rate >= 0 : rate <= 0) return null;
  // A tank already part full: filling it needs the rest, emptying it only what is in it.
  if (initial && part) return null;
  const share = initial ? (emptying ? initial.part : 1 - initial.part) : (part?.part ?? 1);
  if (!(share > 0)) return null;
  const time = share / Math.abs(rate);
  const who = members.map((member, at) => (member.count === 1 ? (at === 0 ? labelFor(agents, member.id) : inner(labelFor(agents, member.id))) : `${num(member.count)} × ${labelFor(agents, member.id).replace(/^One /, '')}`)).join(' + ');
  const askedUnit = /minutes?\b/.test(asked) && unit === 'hours' ? 'minutes' : /hours?\b/.test(asked) && unit === 'minutes' ? 'hours' : unit;
  const factor = askedUnit === unit ? 1 : askedUnit === 'minutes' ? 60 : 1 / 60;
  const single = members.length === 1 && members[0]!.count === 1;
  const lines = [
    `${single ? `${who} ${emptying ? 'empties' : pipes ? 'fills' : 'does'}` : `${who} together ${emptying ? 'empty' : pipes ? 'fill' : 'do'}`} ${fraction(Math.abs(rate))} of the ${pipes ? 'tank' : 'work'} ${per(unit)}.`,
    ...(initial ? [`The tank is ${fraction(initial.part)} full at the start, so ${fraction(share)} of it is to be ${emptying ? 'emptied' : 'filled'}.`] : []),
    `Time = ${fraction(share)} ÷ ${fraction(Math.abs(rate))} = ${num(time)} ${unit}${factor !== 1 ? ` = ${num(time * factor)} ${askedUnit}` : ''}.`,
  ];
  const positives = members.map((member) => valueOf(reduced, new Map([[member.id, member.count]])));
  const mistakes: { value: number; why: string }[] = [];
  if (members.length > 1 && positives.every((value) => value !== null && value !== 0)) {
    const times = positives.map((value) => 1 / Math.abs(value!));
    mistakes.push({ value: round2((times.reduce((a, b) => a + b, 0) / times.length) * factor), why: 'this averages the times; it is the rates (work a day) that add' });
    mistakes.push({ value: round2(times.reduce((a, b) => a + b, 0) * factor), why: 'this adds the times; it is the rates that add' });
    if (positives.some((value) => value! < 0)) mistakes.push({ value: round2((1 / positives.reduce((sum: number, value) => sum + Math.abs(value!), 0)) * factor), why: 'this adds the emptying pipe as if it filled the tank' });
  }
  return {
    value: time * factor,
    unit: askedUnit,
    label: initial ? `The time to ${emptying ? 'empty' : 'fill'} the tank` : share !== 1 ? `The time to do ${fraction(share)} of it` : single ? `The time ${/^The /.test(who) ? `the ${who.slice(4)}` : who} takes alone` : 'The time taken together',
    lines,
    mistakes,
    checks: [`In ${num(time)} ${unit} at ${fraction(Math.abs(rate))} ${per(unit)}: ${num(time)} × ${fraction(Math.abs(rate))} = ${fraction(time * Math.abs(rate))}${share === 1 ? `, the whole ${pipes ? 'tank' : 'work'}` : initial ? `; with the ${fraction(initial.part)} there at the start the tank is ${emptying ? 'empty' : 'full'}` : ', the part asked'}.`],
    pairs: [[time * Math.abs(rate), share], ...(initial ? [[initial.part + (emptying ? -1 : 1) * time * Math.abs(rate), emptying ? 0 : 1] as const] : [])],
    written: [...counts.map((ref) => ref.count), ...(part?.written ?? []), ...(initial?.written ?? [])],
  };
}

/** After someone leaves or joins: the rest, the total time, or how long one of them works. */
/** Who works in each stretch, by id; null when someone named is unknown or a stretch has no one. */
function crewsOf(schedule: Schedule, agents: readonly Agent[], resolve: (ref: Ref) => string[] | null): [string[], string[]] | null {
  const everyone = agents.map((agent) => agent.id);
  const crewOf = (phase: Phase): string[] | null => {
    const ids: string[] = [];
    for (const ref of phase.crew) {
      const resolved = ref.type === 'all' ? everyone : resolve(ref);
      if (!resolved) return null;
      ids.push(...resolved);
    }
    const without: string[] = [];
    for (const ref of phase.without ?? []) {
      const resolved = resolve(ref);
      if (!resolved) return null;
      without.push(...resolved);
    }
    const crew = [...new Set(ids)].filter((id) => !without.includes(id));
    return crew.length > 0 ? crew : null;
  };
  const first = crewOf(schedule.phases[0]);
  const second = crewOf(schedule.phases[1]);
  return first && second ? [first, second] : null;
}

/** After someone leaves or joins: the rest, the total time, or how long one of them works. */
function scheduleAnswer(schedule: Schedule, asked: string, agents: Agent[], equations: readonly Equation[], resolve: (ref: Ref) => string[] | null, unit: TimeUnit, pipes: boolean): Solved | null {
  const everyone = agents.map((agent) => agent.id);
  const crews = crewsOf(schedule, agents, resolve);
  if (!crews) return null;
  const [first, second] = crews;
  const [d1, d2] = schedule.phases.map((phase) => phase.duration) as [Duration, Duration];
  const unknowns = [d1, d2].filter((duration) => 'unknown' in duration).length;
  const total = 'totalLess' in d2 ? d2.totalLess : null;
  if (unknowns !== 1) return null;
  const values = solveAll(equations);
  if (!values) return null;
  const rateOf = (crew: readonly string[]) => crew.reduce((sum, id) => sum + (values.get(id) ?? NaN), 0);
  const [r1, r2] = [rateOf(first), rateOf(second)];
  if (!(Number.isFinite(r1) && Number.isFinite(r2))) return null;
  // Work: r1·x1 + r2·x2 = 1, with one of x1, x2 unknown (or x2 = total − x1).
  let x1: number;
  let x2: number;
  if ('unknown' in d1) {
    if (total !== null) {
      if (Math.abs(r1 - r2) < 1e-12) return null;
      x1 = (1 - r2 * total) / (r1 - r2);
      x2 = total - x1;
    } else {
      x2 = (d2 as { known: number }).known;
      x1 = (1 - r2 * x2) / r1;
    }
  } else if ('known' in d1) {
    x1 = d1.known;
    x2 = (1 - r1 * x1) / r2;
  } else {
    return null;
  }
  if (!(x1 > 1e-9 && x2 > 1e-9) || !(r1 * x1 < 1 + 1e-9) || !(r1 > 0 || r2 > 0)) return null;
  const names = (crew: readonly string[]) => crew.map((id) => labelFor(agents, id)).join(' and ');
  const lines = [
    `Rates: ${agents.map((agent) => `${agent.label} ${fraction(values.get(agent.id)!)}`).join(', ')} of the ${pipes ? 'tank' : 'work'} ${per(unit)}.`,
    schedule.line,
  ];
  let value: number;
  let label: string;
  const askedWho = groupsIn(asked, new Set(agents.map((agent) => agent.id).filter((id) => id.length > 1))).flatMap((group) => group.refs);
  if (schedule.asks) {
    const target = resolve(schedule.asks);
    if (!target) return null;
    value = x1;
    if (total !== null) {
      label = `The time after which ${labelFor(agents, target[0]!)} is closed`;
      lines.push(`In t ${unit} with all open and ${num(total)} − t without ${labelFor(agents, target[0]!)}: ${fraction(r1)} × t + ${fraction(r2)} × (${num(total)} − t) = 1, so t = ${num(x1)} ${unit}.`);
    } else {
      if (!/\bleft\b|leave|after which|after how many|quit/.test(asked)) return null;
      label = `The time after which ${labelFor(agents, target[0]!)} leaves`;
      lines.push(`The last ${num(x2)} ${unit} do ${fraction(r2)} × ${num(x2)} = ${fraction(r2 * x2)} of the work; the first stretch did the other ${fraction(1 - r2 * x2)}.`, `At ${fraction(r1)} ${per(unit)} together that took ${fraction(1 - r2 * x2)} ÷ ${fraction(r1)} = ${num(x1)} ${unit}.`);
    }
  } else if (/remaining|\brest\b|remainder|balance|more\s+(?:days|hours|minutes)|further|left\b|how much longer|how much more time|how many more|how long more/.test(asked)) {
    value = x2;
    label = `The time for the rest of the ${pipes ? 'tank' : 'work'}`;
  } else if (askedWho.length === 1 && /(?:does|did|will|would|has|had|should|must)\s+(?:\S+\s+){1,2}(?:work|remain open|be open|stay open|run)\b|\bworked\b|for how (?:many|long)/.test(asked)) {
    const target = resolve(askedWho[0]!);
    if (!target) return null;
    value = (first.includes(target[0]!) ? x1 : 0) + (second.includes(target[0]!) ? x2 : 0);
    label = `The time ${labelFor(agents, target[0]!)} works`;
  } else if (/total|in all|altogether|whole|entire|from the (?:start|beginning)|number of (?:days|hours|minutes) taken|taken (?:in|to|for) (?:complet|finish|fill)|(?:work|job|tank|cistern|it)\s+(?:is\s+|was\s+|will\s+be\s+|would\s+be\s+|be\s+|gets?\s+|got\s+)?(?:completed|finished|filled|full|done|over)|(?:is|was|will|would)\s+the\s+(?:work|job|tank|cistern)\s+(?:be\s+)?(?:completed|finished|filled|full|done|over)|(?:work|job) last/.test(asked)) {
    value = x1 + x2;
    label = 'The total time taken';
  } else {
    return null;
  }
  if (!schedule.asks) {
    lines.push(`First ${num(x1)} ${unit}: ${names(first)} do ${fraction(r1)} × ${num(x1)} = ${fraction(r1 * x1)} of it.`);
    lines.push(`The rest, ${fraction(1 - r1 * x1)}, at ${fraction(r2)} ${per(unit)} (${names(second)}) takes ${fraction(1 - r1 * x1)} ÷ ${fraction(r2)} = ${num(x2)} ${unit}.`);
    if (label === 'The total time taken') lines.push(`In all: ${num(x1)} + ${num(x2)} = ${num(x1 + x2)} ${unit}.`);
  }
  return {
    value,
    unit,
    label,
    lines,
    mistakes: [
      { value: round2(1 / rateOf(everyone)), why: 'this is the time if everyone worked to the end' },
      { value: round2(value === x2 ? x1 + x2 : x2), why: value === x2 ? 'this is the total time, not the time for the rest' : 'this is only the second stretch of time' },
    ],
    checks: [`${names(first)} for ${num(x1)} ${unit}: ${fraction(r1 * x1)}; ${names(second)} for ${num(x2)} ${unit}: ${fraction(r2 * x2)}; in all ${fraction(r1 * x1 + r2 * x2)}, the whole ${pipes ? 'tank' : 'work'}.`],
    pairs: [[r1 * x1 + r2 * x2, 1], ...(total !== null ? [[x1 + x2, total] as const] : [])],
    written: [],
  };
}
