import { SUBJECTS, SUBJECT_QUESTION_COUNT, type Subject } from '../../../core/diagnostic/diagnostic.model';
import type { Profile } from '../../../core/profile/profile.model';
import { SECTION_PLAN, CLAT_DURATION_MS, CLAT_QUESTIONS, SUBJECT_SECTION, questionRange } from '../../../core/exam/clat-pattern';

/** What the advisor knows of the student, read through the ports. */
export interface StudentData {
  /** The profile name, else the part of the e-mail before the @; null when signed out. */
  readonly name: string | null;
  readonly profile: Profile | null;
}

type AdviceIntent = 'stress' | 'mock' | 'time-management' | 'revision' | 'gk' | 'weak-section' | 'plan' | 'time-left' | 'overview';

/** A section's share of the paper, from the same blueprint the full mock is built to. */
const sectionQuestions = (subject: Subject) => questionRange(SUBJECT_SECTION[subject]);
const PAPER_MINUTES = CLAT_DURATION_MS / 60_000;

/** Passage sets per week for a section in the practice phase; a weak section gets WEAK_EXTRA more. */
const BASE_SETS_PER_WEEK: Readonly<Record<Subject, number>> = {
  'Legal Reasoning': 6,
  'General Knowledge': 5,
  'English Language': 4,
  'Logical Reasoning': 4,
  'Quantitative Techniques': 3,
};
const WEAK_EXTRA = 3;

const SECTION_WORDS: readonly [Subject, RegExp][] = [
  ['Legal Reasoning', /\blegal\b|\blaw\b|\blegal reasoning\b|\bprinciple/],
  ['Logical Reasoning', /\blogical\b|\blr\b|critical reasoning|\breasoning\b/],
  ['English Language', /\benglish\b|\brc\b|reading|comprehension|vocab|grammar/],
  ['General Knowledge', /\bgk\b|general knowledge|current affairs|\bca\b|static/],
  ['Quantitative Techniques', /\bquant|\bmaths?\b|mathematics|quantitative|\bdi\b|data interpretation|arithmetic/],
];

/** The onboarding answer 'Where do you lose the most marks' as a subject. */
const LOSING_MARKS_AREA: Readonly<Record<string, Subject>> = {
  'Legal Reasoning': 'Legal Reasoning',
  'Logical Reasoning': 'Logical Reasoning',
  'English Language': 'English Language',
  'Current Affairs & GK': 'General Knowledge',
  'Quantitative Techniques': 'Quantitative Techniques',
};

const INTENTS: readonly [AdviceIntent, RegExp][] = [
  ['stress', /stress|anxi|nervous|panic|motivat|give up|burn ?out|scared|afraid|\bfear|overwhelm|confiden|tired|lazy|procrastinat|distract|demotivat|depress|pressure|hopeless/],
  ['mock', /\bmocks?\b|full[- ]length|test series|sectional test|analy[sz]|review (?:my |a )?(?:test|paper|mistakes)|error log/],
  ['time-management', /how (?:much|long) (?:time|minutes) (?:should|do|to|can|for|on|per)\b(?! i (?:need|have) to prepare)|\btiming\b|(?:time|minutes) (?:for|on|per|in) (?:each |the |a )?(?:section|passage|question|english|legal|logical|gk|quant|reading|rc|cr)|time management|manag\w* (?:my )?time|run(?:ning)? out of time|\bin the exam\b|exam day|120 minutes|attempt|which section first|order of (?:the )?sections|per passage|finish the paper|can'?t finish|cannot finish|too slow|\bspeed\b/],
  ['revision', /revis|forget|remember|retain|retention|spaced|flash ?cards?|short notes/],
  ['gk', /\bgk\b|general knowledge|current affairs|newspaper|\bnews\b|static gk|compilation|the hindu|indian express/],
  ['weak-section', /weak|improve|bad at|struggl|low score|\bpoor\b|losing marks|lose marks|\bworst\b|get better|strengthen|score more|increase my score/],
  ['time-left', /\d+(?:\.\d+)?\s*(?:months?|weeks?|days?)\b|\b(?:one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|a|few)\s+(?:months?|weeks?)\b|how (?:many|much) (?:months|time)|time left|enough time|is it too late|start(?:ed|ing)? late|when should i start|\byear\b/],
  ['plan', /plan|time ?table|schedule|routine|daily|weekly|hours|strategy|how (?:should|do|can|to) (?:i )?(?:study|prepare)|prepar/],
];

const NUMBER_WORDS: Readonly<Record<string, number>> = {
  a: 1, one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10, eleven: 11, twelve: 12, few: 3,
};

/** The first intent whose keywords the question uses; a short personal overview otherwise. */
function classifyIntent(question: string): AdviceIntent {
  const text = question.toLowerCase();
  for (const [intent, pattern] of INTENTS) {
    if (!pattern.test(text)) continue;
    // A plan asked for with a deadline is a plan; a bare deadline is the time-left question.
    if (intent === 'time-left' && /plan|time ?table|schedule|routine/.test(text)) return 'plan';
    return intent;
  }
  return 'overview';
}

/** Months to the exam named in the question ('3 months left', '6 weeks', '45 days'), or null. */
function monthsLeft(question: string): number | null {
  const text = question.toLowerCase();
  const match = /\b(\d+(?:\.\d+)?|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|a|few)\s*(months?|weeks?|days?|years?)\b/.exec(text);
  if (!match) return null;
  const amount = NUMBER_WORDS[match[1]!] ?? Number(match[1]);
  const unit = match[2]!;
  if (unit.startsWith('year')) return amount * 12;
  if (unit.startsWith('week')) return amount / 4.345;
  if (unit.startsWith('day')) return amount / 30.4;
  return amount;
}

/** A section below this share of its diagnostic questions right is weak; at or above it, strong. */
const WEAK_BELOW = 0.5;

interface Diagnosis {
  readonly hasDiagnostic: boolean;
  /** Weakest first: by the share right, then by the section's weight in the paper. */
  readonly weak: readonly Subject[];
  readonly strong: readonly Subject[];
  readonly scoreLine: string | null;
}

function diagnose(profile: Profile | null): Diagnosis {
  const breakdown = profile?.diagnosticScore;
  if (!breakdown) {
    const area = profile?.losingMarksArea ? LOSING_MARKS_AREA[profile.losingMarksArea] : undefined;
    return { hasDiagnostic: false, weak: area ? [area] : [], strong: [], scoreLine: null };
  }
  const share = (subject: Subject) => (breakdown[subject] ?? 0) / SUBJECT_QUESTION_COUNT[subject];
  const weight = (subject: Subject) => SECTION_PLAN[SUBJECT_SECTION[subject]].target;
  const weak = SUBJECTS.filter((subject) => share(subject) < WEAK_BELOW).sort((a, b) => share(a) - share(b) || weight(b) - weight(a));
  const strong = SUBJECTS.filter((subject) => share(subject) >= WEAK_BELOW);
  const correct = SUBJECTS.reduce((sum, subject) => sum + (breakdown[subject] ?? 0), 0);
  const total = SUBJECTS.reduce((sum, subject) => sum + SUBJECT_QUESTION_COUNT[subject], 0);
  const percent = Math.round((correct / total) * 100);
  const rank = profile?.predictedRank ? `, predicted rank ${profile.predictedRank.toLocaleString('en-IN')} of 100,000` : '';
  const nlu = profile?.predictedNlu ? `, predicted university: ${profile.predictedNlu}` : '';
  return { hasDiagnostic: true, weak, strong, scoreLine: `${correct}/${total} (${percent}%)${rank}${nlu}` };
}

function scoreOf(profile: Profile | null, subject: Subject): string {
  const breakdown = profile?.diagnosticScore;
  return breakdown ? ` (${breakdown[subject] ?? 0}/${SUBJECT_QUESTION_COUNT[subject]})` : '';
}

function sectionsNamed(question: string): Subject[] {
  const text = question.toLowerCase();
  return SECTION_WORDS.filter(([, pattern]) => pattern.test(text)).map(([subject]) => subject);
}

function list(subjects: readonly string[]): string {
  if (subjects.length <= 1) return subjects.join('');
  return `${subjects.slice(0, -1).join(', ')} and ${subjects[subjects.length - 1]}`;
}

/** Study hours a day and full mocks a week for the months left. */
function intensity(months: number): { hours: number; mocksPerWeek: number; mockText: string } {
  if (months >= 9) return { hours: 3, mocksPerWeek: 0.5, mockText: '1 full mock every 2 weeks (2 a week in the last 2 months)' };
  if (months >= 5) return { hours: 4, mocksPerWeek: 1, mockText: '1 full mock a week (2 a week in the last 6 weeks)' };
  if (months >= 3) return { hours: 5, mocksPerWeek: 2, mockText: '2 full mocks a week' };
  if (months >= 1.5) return { hours: 5, mocksPerWeek: 2, mockText: '2 full mocks a week, 3 in the last fortnight' };
  return { hours: 6, mocksPerWeek: 3, mockText: '3 full mocks a week (alternate days)' };
}

function formatMonths(months: number): string {
  if (months < 1) {
    const weeks = Math.max(1, Math.round(months * 4.345));
    return `${weeks} week${weeks === 1 ? '' : 's'}`;
  }
  const rounded = Math.round(months * 2) / 2;
  return `${rounded} month${rounded === 1 ? '' : 's'}`;
}

/** Writes the advice for one question, in Markdown. */
export function adviseStudy(question: string, student: StudentData): string {
  const intent = classifyIntent(question);
  const diagnosis = diagnose(student.profile);
  const months = monthsLeft(question);
  const asked = sectionsNamed(question);
  const focus = asked.length > 0 ? asked : diagnosis.weak;
  const sections: string[] = [];

  switch (intent) {
    case 'plan':
    case 'time-left':
      sections.push(...studyPlan(student, diagnosis, months, intent));
      break;
    case 'weak-section':
      sections.push(...weakSectionAdvice(student, diagnosis, focus));
      break;
    case 'gk':
      sections.push(...gkRoutine(student));
      break;
    case 'mock':
      sections.push(...mockAnalysis(student, diagnosis));
      break;
    case 'time-management':
      sections.push(...examTime(diagnosis, asked));
      break;
    case 'revision':
      sections.push(...revision(diagnosis));
      break;
    case 'stress':
      sections.push(...stress(student, diagnosis));
      break;
    case 'overview':
      sections.push(...overview(student, diagnosis));
      break;
  }
  if (months !== null && intent !== 'plan' && intent !== 'time-left') {
    const { hours, mockText } = intensity(months);
    sections.push('', `**With ${formatMonths(months)} left:** ${hours} hours a day and ${mockText}. Ask me for a plan for ${formatMonths(months)} to see it week by week.`);
  }
  if (!diagnosis.hasDiagnostic) sections.push('', noDiagnosticNote(student.profile));
  return sections.join('\n');
}

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

function profileLine(student: StudentData, diagnosis: Diagnosis): string {
  const who = student.name ? `${student.name}, ` : '';
  if (diagnosis.hasDiagnostic) {
    const weak = diagnosis.weak.map((subject) => `**${subject}${scoreOf(student.profile, subject)}**`);
    const weakText =
      weak.length === 0
        ? 'You have no weak section: you got at least half of every section right.'
        : weak.length === 1
          ? `Your weak section is ${weak[0]}.`
          : `Your weak sections, weakest first, are ${list(weak)}.`;
    return `${capitalise(`${who}your diagnostic score was ${diagnosis.scoreLine}.`)} ${weakText}`;
  }
  if (diagnosis.weak.length > 0) return capitalise(`${who}you told us you lose the most marks in **${diagnosis.weak[0]}**, so the plan leans on it.`);
  return capitalise(`${who}this is a general plan: I have no diagnostic or questionnaire answers from you yet.`);
}

function noDiagnosticNote(profile: Profile | null): string {
  const dream = profile?.dreamNlu ? ` towards ${profile.dreamNlu}` : '';
  return `> You have not taken the diagnostic test yet. Take it from your dashboard (13 questions, about 15 minutes) and ask me again: I will then name your weak sections and tune these numbers${dream}.`;
}

function setsPerWeek(subject: Subject, weak: readonly Subject[]): number {
  return BASE_SETS_PER_WEEK[subject] + (weak.includes(subject) ? WEAK_EXTRA : 0);
}

function studyPlan(student: StudentData, diagnosis: Diagnosis, months: number | null, intent: AdviceIntent): string[] {
  const period = months ?? 6;
  const weeks = Math.max(1, Math.round(period * 4.345));
  const { hours, mockText } = intensity(period);
  const weak = diagnosis.weak;
  const heading =
    months === null ? '## Your CLAT study plan' : months < 1 ? `## Your CLAT plan for ${formatMonths(months)}` : `## Your CLAT plan for ${formatMonths(months)} (about ${weeks} weeks)`;
  const lines = [heading, '', profileLine(student, diagnosis), ''];
  if (intent === 'time-left' && months === null) {
    lines.push(
      'CLAT is usually held in early December (check the Consortium of NLUs site for this year\'s date). Count the months from today and use the row that fits:',
      '- **12 months or more:** 3 hours a day; build each section for 6 months, then add mocks.',
      '- **6 months:** 4 hours a day; 1 mock a week from month 3, 2 a week in the last 6 weeks.',
      '- **3 months:** 5 hours a day; timed sets from day one, 2 mocks a week from week 5.',
      '- **1 month:** 6 hours a day; 3 mocks a week and revision of your error log; no new topics.',
      '',
      'Below is the 6-month version; tell me the months you have left ("3 months left") for yours.',
      '',
    );
  } else if (months !== null && months < 1.5) {
    lines.push(`With ${formatMonths(months)} left there is no time for new topics: mocks, analysis and your weak sections only.`, '');
  }
  const daily = weak.length > 0 ? `your weak section${weak.length > 1 ? 's' : ''} (${list(weak)})` : 'your slowest section';
  lines.push(`**Every day:** ${hours} hours of study, including 45 minutes of current affairs and one timed passage set in ${daily}.`, '');

  lines.push('### Phases');
  if (weeks >= 8) {
    const foundation = Math.max(1, Math.round(weeks * 0.4));
    const practice = Math.max(1, Math.round(weeks * 0.35));
    lines.push(
      `- **Weeks 1-${foundation} (foundation):** concepts and untimed sets, ${weak.length > 0 ? `starting with ${list(weak)}` : 'all five sections in turn'}; 1 sectional test a week.`,
      `- **Weeks ${foundation + 1}-${foundation + practice} (timed practice):** every set against the clock (about 7 minutes per passage with its questions); ${Math.min(2, Math.ceil(intensity(period).mocksPerWeek))} full mock${intensity(period).mocksPerWeek > 1 ? 's' : ''} a week.`,
      `- **Weeks ${foundation + practice + 1}-${weeks} (mocks and revision):** ${mockText}, each followed by 2 hours of analysis.`,
    );
  } else {
    // Under three weeks the phases are counted in days: 'Weeks 1-1' says nothing.
    const [unit, count] = weeks >= 3 ? ['Weeks', weeks] : ['Days', Math.max(2, Math.round(period * 30.4))];
    const practice = Math.max(1, Math.round(count * 0.4));
    lines.push(
      `- **${unit} 1-${practice}:** timed sets in ${weak.length > 0 ? list(weak) : 'your slowest sections'}, ${mockText}.`,
      `- **${unit} ${practice + 1}-${count}:** mocks under exam conditions (2 pm, ${PAPER_MINUTES} minutes), analysis, and your error log; no new topics.`,
    );
  }
  lines.push('', '### Passage sets per week', ...SUBJECTS.map((subject) => {
    const extra = weak.includes(subject) ? ` (+${WEAK_EXTRA}, weak section)` : '';
    return `- ${subject}: **${setsPerWeek(subject, weak)}** sets${extra}; about ${sectionQuestions(subject)} of the ${CLAT_QUESTIONS} questions`;
  }));
  lines.push('', 'Legal Reasoning and GK carry the most questions, so they get the most sets even when they are not your weak sections.');
  return lines;
}

const WEAK_SECTION_ADVICE: Readonly<Record<Subject, readonly string[]>> = {
  'Legal Reasoning': [
    'Read the principle twice and apply only it: CLAT rewards applying the given principle, even when it differs from the law you know.',
    'Underline the facts that match each element of the principle before you look at the options.',
    'Keep 5-6 minutes per passage of about 450 words and its 5-6 questions.',
  ],
  'Logical Reasoning': [
    'Name the question type first (assumption, inference, strengthen, weaken, flaw); each has its own test.',
    'For syllogisms and blood relations, draw a Venn diagram or family tree every time; never solve in your head.',
    'Give about 4-5 minutes to a 300-word passage and its questions.',
  ],
  'English Language': [
    'Read for the main idea and the author\'s tone in the first pass; answer vocabulary questions from the sentence around the word.',
    'Eliminate options that are too extreme or go beyond the passage.',
    'Aim for 5 minutes per 450-word passage: about 2 minutes reading, 3 minutes answering.',
  ],
  'General Knowledge': [
    '45 minutes of news every day, with one-line notes per event (who, what, when, why it matters).',
    'Every Sunday, revise the week\'s notes and do 2 GK passage sets.',
    'GK passages reward recall, so answer them fast (3-4 minutes each) and bank the time for Legal.',
  ],
  'Quantitative Techniques': [
    'Master the four preset areas first: percentages, profit and loss, simple and compound interest, ratios.',
    'Learn the fraction-percentage table (1/8 = 12.5%, 1/6 = 16.67%...) to calculate without writing.',
    'Give Quant about 1 minute per question and leave it for last if it is your weakest section.',
  ],
};

function weakSectionAdvice(student: StudentData, diagnosis: Diagnosis, focus: readonly Subject[]): string[] {
  const lines = ['## How to lift your weak sections', '', profileLine(student, diagnosis), ''];
  const subjects = focus.length > 0 ? focus : (['Legal Reasoning', 'General Knowledge'] as Subject[]);
  for (const subject of subjects) {
    lines.push(`### ${subject}${scoreOf(student.profile, subject)}`, ...WEAK_SECTION_ADVICE[subject].map((tip) => `- ${tip}`));
    lines.push(`- **This week:** ${setsPerWeek(subject, [subject])} timed sets, then re-do every wrong question a week later.`, '');
  }
  lines.push('Keep 1 hour a day for your weak sections until two mocks in a row show them at your average.');
  return lines;
}

const GK_METHOD_TIPS: Readonly<Record<string, string>> = {
  'Daily newspaper reading': 'You already read a paper daily: add one-line notes per story, or the reading will not stick.',
  'Monthly compilations': 'Monthly compilations alone come too late for recall: read the news daily and use the compilation to revise.',
  'YouTube videos and apps': 'Videos are fine for revision, but read the original news report for the facts CLAT passages quote.',
  'I don’t have a fixed routine': 'You said you have no fixed routine: the routine below is the fix. Put it at the same hour every day.',
};

function gkRoutine(student: StudentData): string[] {
  const method = student.profile?.gkStudyMethod;
  const lines = ['## Your GK and current affairs routine', ''];
  if (method && GK_METHOD_TIPS[method]) lines.push(GK_METHOD_TIPS[method], '');
  lines.push(
    `GK carries about ${sectionQuestions('General Knowledge')} of the ${CLAT_QUESTIONS} questions, all passage-based, so a steady routine beats cramming:`,
    '- **Daily (45 minutes):** one national paper; note each event in one line (who, what, when, why it matters).',
    '- **Weekly (Sunday, 90 minutes):** revise the week\'s notes and do **2 GK passage sets** (try the G20 Summit, 101st Amendment, Ujjwala Yojana or BrahMos Missile presets).',
    '- **Monthly:** one compilation to fill gaps, and a 50-question self-test on the month.',
    '- Track the last 12-18 months most closely: government schemes, summits, constitutional amendments, defence, awards and appointments.',
  );
  return lines;
}

const REVIEW_TIPS: Readonly<Record<string, string>> = {
  'I don’t know why my answer was wrong': 'You said you often do not know why an answer was wrong: for each one, write the rule or principle the right option used before you move on.',
  'Explanations are too short or unclear': 'You said explanations are too short: re-solve each wrong question yourself and write the step you missed; ask me about any concept by name.',
  'I repeat the same mistakes': 'You said you repeat mistakes: keep an error log (question type, why wrong, the fix) and read it before every mock.',
  'Reviewing takes too long': 'You said reviewing takes too long: review in 2 passes, first the wrong answers, then only the guesses you got right; cap it at 2 hours.',
};

function mockAnalysis(student: StudentData, diagnosis: Diagnosis): string[] {
  const frustration = student.profile?.reviewFrustration;
  const lines = ['## How to analyse a mock', ''];
  if (frustration && REVIEW_TIPS[frustration]) lines.push(REVIEW_TIPS[frustration], '');
  lines.push(
    'Spend about **2 hours analysing every 2-hour mock**:',
    '1. **Score by section:** attempts, accuracy and time per section. With -0.25 per wrong answer, accuracy under 75% means you are guessing too much.',
    '2. **Sort every wrong answer:** concept gap, misread principle or passage, calculation slip, or time pressure.',
    '3. **Error log:** one line per mistake with the fix; re-read it before the next mock.',
    '4. **Re-attempt** the wrong questions untimed after 3 days.',
    '5. **Compare** with your last 3 mocks: the section that falls behind gets 3 extra sets next week.',
  );
  if (diagnosis.weak.length > 0) lines.push('', `Watch ${list(diagnosis.weak.map((subject) => `**${subject}**`))} first: your diagnostic flagged ${diagnosis.weak.length === 1 ? 'it' : 'them'}.`);
  return lines;
}

/** Minutes of the paper each section is worth spending, and the pace within it. */
const SECTION_TIME: Readonly<Record<Subject, { readonly minutes: number; readonly pace: string }>> = {
  'General Knowledge': { minutes: 15, pace: 'answer from memory and move on' },
  'Legal Reasoning': { minutes: 35, pace: '5-6 minutes per passage' },
  'English Language': { minutes: 22, pace: '5 minutes per passage: about 2 minutes reading, 3 answering' },
  'Logical Reasoning': { minutes: 25, pace: '4-5 minutes per passage' },
  'Quantitative Techniques': { minutes: 13, pace: 'about 1 minute a question' },
};
/** The order to take the sections in: fast marks first, the slowest last. */
const SECTION_ORDER: readonly Subject[] = ['General Knowledge', 'Legal Reasoning', 'English Language', 'Logical Reasoning', 'Quantitative Techniques'];

function sectionTimeLine(subject: Subject, diagnosis: Diagnosis): string {
  const { minutes, pace } = SECTION_TIME[subject];
  const weakest = diagnosis.weak[0] === subject ? '; it is your weakest section, so take it last' : '';
  return `- **${subject} (${sectionQuestions(subject)} questions):** about ${minutes} minutes, ${pace}${weakest}.`;
}

/** Timing for the sections the question names, or for the whole paper. */
function examTime(diagnosis: Diagnosis, named: readonly Subject[]): string[] {
  const perQuestion = `${CLAT_QUESTIONS} questions in ${PAPER_MINUTES} minutes`;
  if (named.length > 0) {
    const lines = [`## Timing for ${list(named)}`, ''];
    for (const subject of named) {
      const { minutes } = SECTION_TIME[subject];
      const position = SECTION_ORDER.indexOf(subject) + 1;
      lines.push(
        sectionTimeLine(subject, diagnosis),
        `- It comes ${['first', 'second', 'third', 'fourth', 'last'][position - 1]} in the usual order; past ${minutes + 3} minutes, mark the question you are stuck on and come back to it at the end.`,
        ...WEAK_SECTION_ADVICE[subject].map((tip) => `- ${tip}`),
        '',
      );
    }
    lines.push(`The whole paper is ${perQuestion}: keep 5-10 minutes in hand and never spend more than 90 seconds on one question.`);
    return lines;
  }
  return [
    `## Managing the ${PAPER_MINUTES} minutes`,
    '',
    `CLAT has **${perQuestion}**, so you have 1 minute a question including reading time.`,
    ...SECTION_ORDER.map((subject) => sectionTimeLine(subject, diagnosis)),
    '- Keep 5-10 minutes in hand; never spend more than 90 seconds on one question.',
    '',
    'Order: GK first (fast marks), then Legal, English, Logical, and Quant. Skip a question you cannot settle in two readings: a wrong answer costs 0.25.',
  ];
}

function revision(diagnosis: Diagnosis): string[] {
  const weak = diagnosis.weak.length > 0 ? list(diagnosis.weak) : 'your weakest two sections';
  return [
    '## A revision system that sticks',
    '',
    '- **Spaced revision:** revise each topic after 1 day, 7 days and 30 days.',
    '- **Short notes:** one page per topic: Legal principles, Quant formulas, GK one-liners.',
    '- **Daily 30 minutes:** yesterday\'s notes and the week\'s error log.',
    '- **Weekly (Sunday, 2 hours):** the week\'s GK notes and 2 mixed sets.',
    `- Give ${weak} 2 revision slots a week each.`,
    '- In the last 3 weeks, revise only notes and error logs; no new material.',
  ];
}

function stress(student: StudentData, diagnosis: Diagnosis): string[] {
  const who = student.name ? `${student.name}, ` : '';
  const lines = [
    '## Keeping steady',
    '',
    `${who}feeling the pressure is normal. A few things that help:`,
    '- **Small targets:** plan 3 tasks a day (for example 2 passage sets and 45 minutes of news) and tick them off.',
    '- **Study in blocks:** 50 minutes of work, 10 minutes off, and one full day off every 2 weeks.',
    '- **Sleep 7-8 hours:** memory for GK and principles is built in sleep.',
    '- **Judge by trend:** compare your last 3 mocks, not one bad score.',
  ];
  if (diagnosis.hasDiagnostic && diagnosis.strong.length > 0) {
    lines.push(`- **You already have strengths:** ${list(diagnosis.strong)}. Students who start where you are typically improve 40-60% with steady practice.`);
  }
  lines.push('', 'If the stress does not ease or affects your sleep or eating, talk to someone you trust or a counsellor.');
  return lines;
}

function overview(student: StudentData, diagnosis: Diagnosis): string[] {
  const weak = diagnosis.weak;
  const lines = ['## Where you stand', '', profileLine(student, diagnosis), ''];
  if (student.profile?.dreamNlu) lines.push(`Your goal: **${student.profile.dreamNlu}**.`, '');
  lines.push(
    `- **Daily:** 4 hours, including 45 minutes of current affairs and 1 timed set in ${weak.length > 0 ? list(weak) : 'your slowest section'}.`,
    `- **Weekly:** ${SUBJECTS.reduce((sum, subject) => sum + setsPerWeek(subject, weak), 0)} passage sets across the five sections and 1 full mock.`,
    `- Remember: ${CLAT_QUESTIONS} questions in ${PAPER_MINUTES} minutes; Legal Reasoning and GK carry the most questions.`,
    '',
    'Ask me for a study plan ("3 months left"), a GK routine, mock analysis, exam time management or revision.',
  );
  return lines;
}
