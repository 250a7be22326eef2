import type { QuantAnswer } from './quant-answer';
import { type AloneTime, workersNamed } from './alternate-work';
import { fraction } from './rate-text';
import { checkStep, num, oneValueAnswer, round2, shown } from './quant-text';

/** 'B is closed 3 minutes before the tank is full', 'pipe b is turned off 5 minutes before the cistern fills'. */
const CLOSED_BEFORE = /\b(?:(?:pipe|tap)\s+)?([a-z])\s+(?:is|was|has been|had been|gets)\s+(?:closed|turned\s+off|shut(?:\s+off)?|switched\s+off|stopped)\s+(\d+(?:\.\d+)?)\s*(minutes?|mins?|hours?|hrs?)\s+before\s+(?:the\s+)?(?:tank|cistern|reservoir|it)\s+(?:is\s+(?:completely\s+)?(?:full|filled)|fills|gets\s+filled|is\s+filled\s+up)\b/;

/**
 * Two pipes opened together, one closed some minutes before the tank is full: 'pipes A and B fill
 * it in 9 and 15 minutes; B is closed 3 minutes before the tank is full: how long does it take to
 * fill?'. With T the whole time, A runs T and B runs T − 3: T/9 + (T − 3)/15 = 1. Each pipe's
 * time alone comes from the statements (the sentences with a number, other than the closing and
 * the question). Declined when a pipe empties, more than two pipes are named, or T is not longer
 * than the minutes before.
 */
export function solveClosedBefore(text: string, aloneTime: AloneTime): QuantAnswer | null {
  const closing = CLOSED_BEFORE.exec(text);
  if (!closing) return null;
  const sentences = text.split(/(?<=[.?;])\s+/).filter((sentence) => /[a-z]/.test(sentence));
  const ask = sentences[sentences.length - 1]!;
  if (ask.includes(closing[0]) || !/\bhow (?:long|many (?:minutes|hours)|much time)|\bin what time|\btotal time|\bfind the time|\btime taken/.test(ask)) return null;
  if (!/\bfill|\bfull\b/.test(ask) || /\bmore\b|\bbefore\b|\bempt|\bpart\b|\bfraction\b|\blitres?\b/.test(ask)) return null;
  // Besides the closing and the question, only the pipes' own times, and 'both are opened together'.
  const others = sentences.filter((sentence) => sentence !== ask && !sentence.includes(closing[0]));
  if (others.some((sentence) => !/\d/.test(sentence) && !/^(?:both|they|the two pipes|the pipes)\s+(?:are|were)\s+(?:opened|turned\s+on|switched\s+on)(?:\s+(?:together|simultaneously|at\s+the\s+same\s+time))?\s*[.;]?$/.test(sentence))) return null;
  const statements = others.filter((sentence) => /\d/.test(sentence)).join(' ');
  if (/\b(?:empt(?:y|ies)|drains?|leaks?|outlet|waste)\b/.test(statements)) return null;
  const named = workersNamed(statements);
  const shut = closing[1]!;
  if (named.length !== 2 || !named.includes(shut)) return null;
  const kept = named.find((name) => name !== shut)!;
  const early = Number(closing[2]);
  const base = /^m/.test(closing[3]!) ? 'minutes' : 'hours';
  const [keptAlone, shutAlone] = [aloneTime(statements, kept, false), aloneTime(statements, shut, false)];
  if (!keptAlone || !shutAlone || keptAlone.unit !== base || shutAlone.unit !== base) return null;
  const [k, s] = [keptAlone.time, shutAlone.time];
  const total = (1 + early / s) / (1 / k + 1 / s);
  if (!(total > early)) return null;
  const check = checkStep([`${shown(kept)} runs ${num(round2(total))} ${base} and fills ${fraction(total / k)}; ${shown(shut)} runs ${num(round2(total - early))} ${base} and fills ${fraction((total - early) / s)}: together the whole tank.`], [[total / k + (total - early) / s, 1]]);
  if (!check) return null;
  return oneValueAnswer('pipes', total, base, 'The time to fill the tank', {
    steps: [
      { title: 'Each pipe in one ' + base.replace(/s$/, ''), bullets: [`${shown(kept)} fills 1/${num(k)} of the tank; ${shown(shut)} fills 1/${num(s)}.`] },
      { title: `${shown(shut)} stops ${num(early)} ${base} early`, bullets: [`Let the tank take T ${base}: ${shown(kept)} runs all T, ${shown(shut)} runs T − ${num(early)}.`, `T/${num(k)} + (T − ${num(early)})/${num(s)} = 1, so T × ${fraction(1 / k + 1 / s)} = 1 + ${fraction(early / s)}, T = ${num(round2(total))} ${base}.`] },
      check,
    ],
    mistakes: [{ value: round2((k * s) / (k + s)), why: 'this keeps both pipes open to the end' }, { value: round2((k * s) / (k + s) + early), why: 'this adds the minutes to the time with both open' }],
    givens: [...keptAlone.givens, early],
  });
}
