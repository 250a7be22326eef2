import {
  Accordion,
  AccordionHeader,
  AccordionItem,
  AccordionPanel,
  Body1,
  Caption1,
  Card,
  MessageBar,
  MessageBarBody,
  Subtitle1,
  Subtitle2,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { observer } from 'mobx-react-lite';
import type { QuestionReport } from '../../core/mock/mock-analysis';
import type { SectionMarks } from '../../core/mock/mock.model';
import { formatRank, mockRankBasis, rankRange, rankUncertainty } from '../../core/rank/rank-wording';
import type { FullMockViewModel } from './full-mock.view-model';
import { formatMarks, formatSpent } from './mock-format';
import { ReportQuestionButton } from '../common/report-question.button';
import { SECTION_TITLES } from '../../core/exam/clat-pattern';
import type { Difficulty } from '../../core/exam/difficulty';
import { OPTION_LETTERS } from '../../core/practice/practice.model';

const useStyles = makeStyles({
  panel: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  stats: { display: 'grid', gap: tokens.spacingHorizontalM, gridTemplateColumns: 'repeat(auto-fit, minmax(140px, 1fr))' },
  stat: { padding: tokens.spacingHorizontalM, gap: tokens.spacingVerticalXXS },
  figure: { fontSize: tokens.fontSizeBase600, fontWeight: tokens.fontWeightSemibold },
  scroll: { overflowX: 'auto' },
  list: { listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: tokens.spacingVerticalM },
  item: { padding: tokens.spacingHorizontalM, gap: tokens.spacingVerticalXS },
  text: { overflowWrap: 'anywhere' },
});

function QuestionCard({ report }: { report: QuestionReport }) {
  const styles = useStyles();
  const { question, chosen } = report;
  return (
    <Card className={styles.item}>
      <Subtitle2 as="h4">
        Question {question.number} ({SECTION_TITLES[question.section]}), {formatSpent(report.timeMs)}
      </Subtitle2>
      <Caption1>{question.passageTitle}</Caption1>
      <Body1 className={styles.text}>{question.question}</Body1>
      <Body1>Your answer: {chosen === null ? 'not answered' : `${OPTION_LETTERS[chosen]}) ${question.options[chosen]}`}</Body1>
      <Body1>Correct answer: {`${OPTION_LETTERS[question.answerIndex]}) ${question.options[question.answerIndex]}`}</Body1>
      <Body1 className={styles.text}>{question.explanation}</Body1>
      <ReportQuestionButton questionId={question.id} source="mock" questionText={question.question} questionLabel={`question ${question.number}`} />
    </Card>
  );
}

/** Why the result is on screen without her pressing Submit: the time ran out, or the paper was already submitted. */
export function ResultNotice({ notice }: { notice: string | null }) {
  if (!notice) return null;
  return (
    <MessageBar intent="info">
      <MessageBarBody>{notice}</MessageBarBody>
    </MessageBar>
  );
}

/** A row of figures, each in its own labelled card: 'Score 84/120'. */
export function StatGrid({ stats }: { stats: readonly (readonly [label: string, value: string])[] }) {
  const styles = useStyles();
  return (
    <div className={styles.stats}>
      {stats.map(([label, value]) => (
        <Card key={label} className={styles.stat} role="group" aria-label={label}>
          <Caption1>{label}</Caption1>
          <span className={styles.figure}>{value}</span>
        </Card>
      ))}
    </div>
  );
}

/** One section's marks; the time on it where the exam screen counted it. */
export interface SectionMarksRow extends Pick<SectionMarks, 'section' | 'questions' | 'correct' | 'wrong' | 'marks'> {
  readonly timeMs?: number;
}

/** Marks by section, with the time column where every section has its time. */
export function SectionMarksTable({ sections }: { sections: readonly SectionMarksRow[] }) {
  const styles = useStyles();
  const timed = sections.every((section) => section.timeMs !== undefined);
  const label = timed ? 'Marks and time by section' : 'Marks by section';
  return (
    <div className={styles.scroll} tabIndex={0} role="region" aria-label={label}>
      <Table aria-label={label} size="small">
        <TableHeader>
          <TableRow>
            <TableHeaderCell>Section</TableHeaderCell>
            <TableHeaderCell>Marks</TableHeaderCell>
            <TableHeaderCell>Correct</TableHeaderCell>
            <TableHeaderCell>Wrong</TableHeaderCell>
            {timed ? <TableHeaderCell>Time</TableHeaderCell> : null}
          </TableRow>
        </TableHeader>
        <TableBody>
          {sections.map((section) => (
            <TableRow key={section.section}>
              <TableCell>{SECTION_TITLES[section.section]}</TableCell>
              <TableCell>
                {formatMarks(section.marks)}/{section.questions}
              </TableCell>
              <TableCell>{section.correct}</TableCell>
              <TableCell>{section.wrong}</TableCell>
              {timed ? <TableCell>{formatSpent(section.timeMs ?? 0)}</TableCell> : null}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </div>
  );
}

const DIFFICULTY_LABELS: Readonly<Record<Difficulty, string>> = { easy: 'Easy', medium: 'Medium', hard: 'Hard' };

/** After submission: marks, attempts, accuracy (by section and by difficulty), negative marks, time by section and question, slowest and wrong questions explained. */
export const MockAnalysisPanel = observer(function MockAnalysisPanel({ vm }: { vm: FullMockViewModel }) {
  const styles = useStyles();
  const analysis = vm.finished?.analysis;
  if (!analysis) return null;
  const { result } = analysis;
  const stats: readonly [string, string][] = [
    ['Score', `${formatMarks(result.marks)}/${result.questions}`],
    ['Attempted', `${result.attempted}/${result.questions}`],
    ['Accuracy', `${Math.round(analysis.accuracy * 100)}%`],
    ['Negative marks lost', formatMarks(result.negativeMarks)],
    ['Time taken', formatSpent(analysis.totalTimeMs)],
    ['Predicted rank', formatRank(analysis.rank.estimate.rank)],
  ];

  return (
    <div className={styles.panel}>
      <ResultNotice notice={vm.notice} />
      <Subtitle1 as="h3">Your analysis</Subtitle1>
      <StatGrid stats={stats} />

      <Subtitle2 as="h3">Rank and law universities</Subtitle2>
      <Body1>
        {rankRange(analysis.rank.estimate)} of about {formatRank(analysis.rank.estimate.candidates)}. {analysis.rank.nlus.summary}
      </Body1>
      <Caption1>{mockRankBasis()}</Caption1>
      <Caption1>{rankUncertainty(analysis.rank.estimate)}</Caption1>

      <Subtitle2 as="h3">By section</Subtitle2>
      <SectionMarksTable sections={result.sections} />

      <Subtitle2 as="h3">By difficulty</Subtitle2>
      <div className={styles.scroll} tabIndex={0} role="region" aria-label="Accuracy by difficulty">
        <Table aria-label="Accuracy by difficulty" size="small">
          <TableHeader>
            <TableRow>
              <TableHeaderCell>Difficulty</TableHeaderCell>
              <TableHeaderCell>Questions</TableHeaderCell>
              <TableHeaderCell>Attempted</TableHeaderCell>
              <TableHeaderCell>Correct</TableHeaderCell>
              <TableHeaderCell>Accuracy</TableHeaderCell>
            </TableRow>
          </TableHeader>
          <TableBody>
            {analysis.byDifficulty.map((row) => (
              <TableRow key={row.difficulty}>
                <TableCell>{DIFFICULTY_LABELS[row.difficulty]}</TableCell>
                <TableCell>{row.questions}</TableCell>
                <TableCell>{row.attempted}</TableCell>
                <TableCell>{row.correct}</TableCell>
                <TableCell>{row.attempted === 0 ? 'Not attempted' : `${Math.round(row.accuracy * 100)}%`}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </div>

      <Subtitle2 as="h3">Slowest questions</Subtitle2>
      {analysis.slowest.length === 0 ? <Body1>No time was recorded on any question.</Body1> : null}
      <ul className={styles.list} aria-label="Slowest questions">
        {analysis.slowest.map((report) => (
          <li key={report.question.id}>
            <QuestionCard report={report} />
          </li>
        ))}
      </ul>

      <Subtitle2 as="h3">Wrong answers</Subtitle2>
      {analysis.wrong.length === 0 ? <Body1>No wrong answers.</Body1> : null}
      <ul className={styles.list} aria-label="Wrong answers">
        {analysis.wrong.map((report) => (
          <li key={report.question.id}>
            <QuestionCard report={report} />
          </li>
        ))}
      </ul>

      <Accordion collapsible>
        <AccordionItem value="times">
          <AccordionHeader>Time on every question</AccordionHeader>
          <AccordionPanel>
            <div className={styles.scroll} tabIndex={0} role="region" aria-label="Time on every question">
              <Table aria-label="Time on every question" size="extra-small">
                <TableHeader>
                  <TableRow>
                    <TableHeaderCell>Question</TableHeaderCell>
                    <TableHeaderCell>Section</TableHeaderCell>
                    <TableHeaderCell>Result</TableHeaderCell>
                    <TableHeaderCell>Time</TableHeaderCell>
                  </TableRow>
                </TableHeader>
                <TableBody>
                  {analysis.questions.map((report) => (
                    <TableRow key={report.question.id}>
                      <TableCell>{report.question.number}</TableCell>
                      <TableCell>{report.question.section}</TableCell>
                      <TableCell>{report.outcome === 'correct' ? 'Correct' : report.outcome === 'wrong' ? 'Wrong' : 'Not answered'}</TableCell>
                      <TableCell>{formatSpent(report.timeMs)}</TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </div>
          </AccordionPanel>
        </AccordionItem>
      </Accordion>
    </div>
  );
});
