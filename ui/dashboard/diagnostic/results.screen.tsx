import {
  Caption1,
  Accordion,
  AccordionHeader,
  AccordionItem,
  AccordionPanel,
  Body1,
  Button,
  Display,
  Field,
  ProgressBar,
  Subtitle1,
  Text,
  Title2,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { DIAGNOSTIC_QUESTIONS } from '../../../core/diagnostic/diagnostic-questions';
import { predictionNote, scoreBand } from '../../../core/diagnostic/scoring.rules';
import { diagnosticRankBasis } from '../../../core/rank/rank-wording';
import { SUBJECTS, SUBJECT_QUESTION_COUNT, type DiagnosticResult, type ScoreBand } from '../../../core/diagnostic/diagnostic.model';
import { ReportQuestionButton } from '../../common/report-question.button';
import { Tile } from '../tile';

const useStyles = makeStyles({
  page: { display: 'grid', gap: tokens.spacingVerticalXL, padding: `${tokens.spacingVerticalXXL} ${tokens.spacingHorizontalL}`, maxWidth: '900px', marginInline: 'auto' },
  summary: {
    display: 'grid',
    gap: tokens.spacingVerticalL,
    gridTemplateColumns: '1fr',
    '@media (min-width: 720px)': { gridTemplateColumns: 'repeat(3, 1fr)' },
  },
  card: { padding: tokens.spacingHorizontalL, gap: tokens.spacingVerticalS },
  green: { color: tokens.colorPaletteGreenForeground1 },
  yellow: { color: tokens.colorPaletteMarigoldForeground1 },
  red: { color: tokens.colorPaletteRedForeground1 },
  lists: { display: 'grid', gap: tokens.spacingVerticalL, gridTemplateColumns: '1fr', '@media (min-width: 720px)': { gridTemplateColumns: '1fr 1fr' } },
  list: { margin: 0, paddingInlineStart: tokens.spacingHorizontalXL },
  explanation: { whiteSpace: 'pre-line' },
});

const BAND_COLOR: Record<ScoreBand, 'success' | 'warning' | 'error'> = { green: 'success', yellow: 'warning', red: 'error' };

/** Diagnostic results: score, predicted rank and university, section bars, and the questions to review. */
export function ResultsScreen({ result, onContinue }: { result: DiagnosticResult; onContinue: () => void }) {
  const styles = useStyles();
  const wrong = DIAGNOSTIC_QUESTIONS.filter((question) => result.wrongQuestionIds.includes(question.id));
  const note = predictionNote(result);

  return (
    <section className={styles.page}>
      <Title2 as="h1">Your diagnostic results</Title2>
      <div className={styles.summary}>
        <Tile className={styles.card}>
          <Text>Overall score</Text>
          <Display as="p" className={styles[result.band]} aria-label={`Overall score ${result.totalScore}%`}>
            {result.totalScore}%
          </Display>
        </Tile>
        <Tile className={styles.card}>
          <Text>Predicted rank</Text>
          <Subtitle1 as="p">{result.predictedRank.toLocaleString('en-IN')}</Subtitle1>
          <Text size={200}>out of 100,000 candidates</Text>
          <Caption1>{diagnosticRankBasis()}</Caption1>
        </Tile>
        <Tile className={styles.card}>
          <Text>Predicted law university</Text>
          <Subtitle1 as="p">{result.predictedNlu}</Subtitle1>
          {note ? <Caption1>{note}</Caption1> : null}
        </Tile>
      </div>
      <Body1>{result.message}</Body1>

      <Tile className={styles.card}>
        <Subtitle1 as="h2">Section-wise performance</Subtitle1>
        {SUBJECTS.map((subject) => {
          const correct = result.breakdown[subject];
          const total = SUBJECT_QUESTION_COUNT[subject];
          return (
            <Field key={subject} label={`${subject}: ${correct}/${total}`} validationState="none">
              <ProgressBar value={correct / total} color={BAND_COLOR[scoreBand(Math.round((correct / total) * 100))]} thickness="large" />
            </Field>
          );
        })}
      </Tile>

      <div className={styles.lists}>
        <Tile className={styles.card}>
          <Subtitle1 as="h2">Strengths</Subtitle1>
          {result.strengths.length ? (
            <ul className={styles.list}>
              {result.strengths.map((subject) => (
                <li key={subject}>{subject}</li>
              ))}
            </ul>
          ) : (
            <Body1>None yet: every section has room to grow.</Body1>
          )}
        </Tile>
        <Tile className={styles.card}>
          <Subtitle1 as="h2">Areas to improve</Subtitle1>
          {result.weaknesses.length ? (
            <ul className={styles.list}>
              {result.weaknesses.map((subject) => (
                <li key={subject}>{subject}</li>
              ))}
            </ul>
          ) : (
            <Body1>No weak section: keep practising to stay there.</Body1>
          )}
        </Tile>
      </div>

      {wrong.length ? (
        <Tile className={styles.card}>
          <Subtitle1 as="h2">Questions to review</Subtitle1>
          <Accordion collapsible multiple>
            {wrong.map((question) => (
              <AccordionItem key={question.id} value={question.id}>
                <AccordionHeader as="h3">{question.question.split('\n').at(-1)}</AccordionHeader>
                <AccordionPanel>
                  <Body1 block>
                    Correct answer: <strong>{question.options[question.correctIndex]}</strong>
                  </Body1>
                  <Body1 block className={styles.explanation}>
                    {question.explanation}
                  </Body1>
                  <ReportQuestionButton questionId={question.id} source="diagnostic" questionText={question.question} />
                </AccordionPanel>
              </AccordionItem>
            ))}
          </Accordion>
        </Tile>
      ) : null}

      <Button appearance="primary" size="large" onClick={onContinue}>
        Continue to Your Personalized Plan
      </Button>
    </section>
  );
}
