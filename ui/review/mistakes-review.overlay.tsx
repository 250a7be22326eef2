import {
  Body1,
  Button,
  Caption1,
  Card,
  MessageBar,
  MessageBarBody,
  Subtitle1,
  Subtitle2,
  makeStyles,
  tokens,
  mergeClasses,
} from '@fluentui/react-components';
import { useQuestionCardStyles } from '../common/answer-option.styles';
import { AnswerOptions, AnswerVerdict } from '../common/answer-options';
import { observer } from 'mobx-react-lite';
import { useId } from 'react';
import { RATING_LABELS, REVIEW_RATINGS } from '../../core/review/review.model';
import { FullScreenOverlay } from '../common/full-screen-overlay';
import { ReportQuestionButton } from '../common/report-question.button';
import { REVIEW_TITLE, type MistakesReviewViewModel } from './mistakes-review.view-model';
import { OPTION_LETTERS } from '../../core/practice/practice.model';

const useStyles = makeStyles({
  stem: { whiteSpace: 'pre-wrap' },
  ratings: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS },
});

/** The review, one due question at a time: answer, see why, then say how well you knew it. */
function MistakesReviewOverlay({ vm, onClose }: { vm: MistakesReviewViewModel; onClose: () => void }) {
  return (
    <FullScreenOverlay title={REVIEW_TITLE} width="narrow" onClose={onClose}>
      {vm.current ? <ReviewQuestion vm={vm} /> : <ReviewDone vm={vm} onClose={onClose} />}
    </FullScreenOverlay>
  );
}

const ReviewQuestion = observer(function ReviewQuestion({ vm }: { vm: MistakesReviewViewModel }) {
  const styles = useStyles();
  const card = useQuestionCardStyles();
  const stemId = useId();
  const ratingId = useId();
  const item = vm.current;
  if (!item) return null;
  const { question } = item;
  return (
    <div className={card.panel}>
      <Card className={card.question}>
        <Caption1>
          Question {vm.index + 1} of {vm.session.length} • {question.subject}
        </Caption1>
        {question.passage ? <blockquote className={mergeClasses(card.quote, styles.stem)}>{question.passage}</blockquote> : null}
        <Subtitle2 as="h3" id={stemId} className={styles.stem}>
          {question.stem}
        </Subtitle2>
        {/* Keyed by question, so no choice carries over to the next one. */}
        <AnswerOptions
          key={question.questionId}
          options={question.options}
          chosen={vm.chosen}
          labelledBy={stemId}
          disabled={vm.revealed}
          locked={vm.revealed}
          onChoose={(index) => vm.choose(index)}
        />
        {vm.revealed ? (
          <>
            <AnswerVerdict correct={vm.answeredRight} announce>
              {vm.answeredRight ? 'Correct' : 'Not quite'}. Right answer: {OPTION_LETTERS[question.correctIndex]}. {question.options[question.correctIndex]}
            </AnswerVerdict>
            <Body1 className={styles.stem}>{question.explanation}</Body1>
          </>
        ) : null}
        <ReportQuestionButton key={`report-${question.questionId}`} questionId={question.questionId} source="mistakes_review" questionText={question.stem} />
      </Card>
      {vm.revealed ? (
        <section aria-labelledby={ratingId} className={card.panel}>
          <Subtitle1 as="h3" id={ratingId}>
            How well did you know it?
          </Subtitle1>
          <div className={styles.ratings}>
            {REVIEW_RATINGS.map((rating) => (
              <Button key={rating} appearance={rating === 'good' ? 'primary' : 'secondary'} disabled={vm.saving} onClick={() => void vm.rate(rating)}>
                {RATING_LABELS[rating]}
              </Button>
            ))}
          </div>
          {vm.saveError ? (
            <MessageBar intent="error">
              <MessageBarBody>{vm.saveError}</MessageBarBody>
            </MessageBar>
          ) : null}
        </section>
      ) : (
        <div>
          <Button appearance="primary" disabled={vm.chosen === null} onClick={() => vm.check()}>
            Check answer
          </Button>
        </div>
      )}
    </div>
  );
});

const ReviewDone = observer(function ReviewDone({ vm, onClose }: { vm: MistakesReviewViewModel; onClose: () => void }) {
  const card = useQuestionCardStyles();
  return (
    <div className={card.panel}>
      <Subtitle1 as="h3">{vm.reviewed > 0 ? `All done: ${vm.reviewed} reviewed.` : 'Nothing is due for review now.'}</Subtitle1>
      <Body1>{vm.nextReviewText ?? 'Questions you answer wrongly in practice will come back here.'}</Body1>
      <div>
        <Button appearance="primary" onClick={onClose}>
          Back to the dashboard
        </Button>
      </div>
    </div>
  );
});

export default observer(MistakesReviewOverlay);
