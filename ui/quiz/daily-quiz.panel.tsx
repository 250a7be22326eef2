import {
  Body1,
  Button,
  Card,
  Caption1,
  Link,
  MessageBar,
  MessageBarBody,
  Spinner,
  Subtitle1,
  Subtitle2,
  Text,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { observer } from 'mobx-react-lite';
import { useQuestionCardStyles } from '../common/answer-option.styles';
import { AnswerOptions, AnswerVerdict } from '../common/answer-options';
import { ReportQuestionButton } from '../common/report-question.button';
import { describeSource, formatQuizDate, type DailyQuizViewModel } from './daily-quiz.view-model';
import { OPTION_LETTERS } from '../../core/practice/practice.model';

const useStyles = makeStyles({
  sources: { display: 'flex', flexWrap: 'wrap', columnGap: tokens.spacingHorizontalM, margin: 0, padding: 0, listStyle: 'none' },
  footer: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalM },
  summary: { padding: tokens.spacingHorizontalL, gap: tokens.spacingVerticalXS },
  history: { listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: tokens.spacingVerticalXS },
  historyRow: {
    display: 'flex',
    justifyContent: 'space-between',
    gap: tokens.spacingHorizontalM,
    padding: `${tokens.spacingVerticalXS} 0`,
    borderBottom: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
  },
});

/** The quiz in its overlay: ten questions in one scrolling list, then the score and the answers explained. */
export const DailyQuizPanel = observer(function DailyQuizPanel({ vm }: { vm: DailyQuizViewModel }) {
  const styles = useStyles();
  const card = useQuestionCardStyles();
  if (vm.phase === 'loading') return <Spinner label="Loading today's quiz..." />;
  if (vm.phase === 'failed') {
    return (
      <div className={card.panel}>
        <MessageBar intent="error">
          <MessageBarBody>{vm.error}</MessageBarBody>
        </MessageBar>
        <div>
          <Button appearance="primary" onClick={() => void vm.open()}>
            Try again
          </Button>
        </div>
      </div>
    );
  }
  if (!vm.quiz) return null;
  const done = vm.phase === 'done';

  return (
    <div className={card.panel}>
      {done ? <QuizResult vm={vm} /> : <Body1>Ten questions on current affairs, the same for every student today. One try a day.</Body1>}
      {vm.error ? (
        <MessageBar intent={done ? 'info' : 'error'}>
          <MessageBarBody>{vm.error}</MessageBarBody>
        </MessageBar>
      ) : null}
      {done ? <Subtitle1 as="h3">Answers explained</Subtitle1> : null}
      <form
        className={card.panel}
        aria-label="Today's questions"
        onSubmit={(event) => {
          event.preventDefault();
          void vm.submit();
        }}
      >
        {done
          ? vm.review.map(({ question, chosen, answerIndex, explanation, sources, correct }, index) => (
              <Card key={question.id} className={card.question} role="group" aria-labelledby={`quiz-question-${index}`}>
                <QuestionHeading index={index} total={vm.total} topic={question.topic} text={question.question} />
                {question.cue ? <blockquote className={card.quote}>{question.cue}</blockquote> : null}
                <AnswerVerdict correct={correct}>
                  {correct ? 'Correct' : 'Not quite'}: your answer {chosen === null ? 'none' : `${OPTION_LETTERS[chosen]}. ${question.options[chosen]}`}
                </AnswerVerdict>
                {!correct ? (
                  <Text>
                    Right answer: {OPTION_LETTERS[answerIndex]}. {question.options[answerIndex]}
                  </Text>
                ) : null}
                <Body1>{explanation}</Body1>
                {sources.length > 0 ? (
                  <ul className={styles.sources} aria-label={`Reports behind question ${index + 1}`}>
                    {sources.map((source) => (
                      <li key={source.url}>
                        <Link href={source.url} target="_blank" rel="noopener noreferrer">
                          {describeSource(source)}
                        </Link>
                      </li>
                    ))}
                  </ul>
                ) : null}
                <ReportQuestionButton questionId={question.id} source="daily_quiz" questionText={question.question} questionLabel={`question ${index + 1}`} />
              </Card>
            ))
          : vm.quiz.questions.map((question, index) => (
              <Card key={question.id} className={card.question}>
                <QuestionHeading index={index} total={vm.total} topic={question.topic} text={question.question} />
                {question.cue ? (
                  <blockquote className={card.quote} aria-label={`Context for question ${index + 1}`}>
                    {question.cue}
                  </blockquote>
                ) : null}
                <AnswerOptions
                  options={question.options}
                  chosen={vm.answers[question.id] ?? null}
                  labelledBy={`quiz-question-${index}`}
                  disabled={vm.phase === 'submitting'}
                  onChoose={(optionIndex) => vm.choose(question.id, optionIndex)}
                />
                <ReportQuestionButton questionId={question.id} source="daily_quiz" questionText={question.question} questionLabel={`question ${index + 1}`} />
              </Card>
            ))}
        {!done ? (
          <div className={styles.footer}>
            <Button type="submit" appearance="primary" disabled={!vm.canSubmit} aria-describedby="quiz-progress">
              {vm.phase === 'submitting' ? 'Submitting...' : 'Submit'}
            </Button>
            <Caption1 id="quiz-progress" aria-live="polite">
              {vm.answeredCount} of {vm.total} answered
            </Caption1>
          </div>
        ) : null}
      </form>
      {done ? <QuizHistory vm={vm} /> : null}
    </div>
  );
});

function QuestionHeading({ index, total, topic, text }: { index: number; total: number; topic: string; text: string }) {
  return (
    <>
      <Caption1>
        Question {index + 1} of {total} • {topic}
      </Caption1>
      <Subtitle2 as="h3" id={`quiz-question-${index}`}>
        {text}
      </Subtitle2>
    </>
  );
}

const QuizResult = observer(function QuizResult({ vm }: { vm: DailyQuizViewModel }) {
  const styles = useStyles();
  const attempt = vm.marked?.attempt;
  if (!attempt) return null;
  const streak = vm.record?.streak ?? 0;
  return (
    <Card className={styles.summary} aria-label="Your score">
      <Subtitle1 as="h3">
        You scored {attempt.score}/{attempt.total}
      </Subtitle1>
      <Body1>
        Streak: {streak} {streak === 1 ? 'day' : 'days'} in a row
      </Body1>
      <Caption1>Come back tomorrow for a new quiz.</Caption1>
    </Card>
  );
});

const QuizHistory = observer(function QuizHistory({ vm }: { vm: DailyQuizViewModel }) {
  const styles = useStyles();
  const history = vm.record?.history ?? [];
  return (
    <section aria-labelledby="quiz-history-title">
      <Subtitle1 as="h3" id="quiz-history-title">
        Your last 30 days
      </Subtitle1>
      <ul className={styles.history} aria-label="Quiz history">
        {history.map((attempt) => (
          <li key={attempt.date} className={styles.historyRow}>
            <Text>{formatQuizDate(attempt.date)}</Text>
            <Text weight="semibold">
              {attempt.score}/{attempt.total}
            </Text>
          </li>
        ))}
      </ul>
    </section>
  );
});
