import { Button, Caption1, ProgressBar, Radio, RadioGroup, Subtitle1, makeStyles, tokens } from '@fluentui/react-components';
import { observer } from 'mobx-react-lite';
import { useEffect, useId } from 'react';
import type { DiagnosticResult } from '../../../core/diagnostic/diagnostic.model';
import { useService } from '../../common/services';
import { useStepStyles } from '../onboarding/onboarding.screen';
import { DiagnosticViewModel } from './diagnostic.view-model';
import { ReportQuestionButton } from '../../common/report-question.button';
import { Tile } from '../tile';

const LETTERS = ['a', 'b', 'c', 'd'];

const useStyles = makeStyles({
  question: { whiteSpace: 'pre-line', lineHeight: tokens.lineHeightBase400 },
});

interface DiagnosticScreenProps {
  readonly email: string;
  readonly onSubmitted: (result: DiagnosticResult) => void;
}

/** The diagnostic, one question at a time: 'Q n/13 • subject', options a) to d). */
export const DiagnosticScreen = observer(function DiagnosticScreen({ email, onSubmitted }: DiagnosticScreenProps) {
  const styles = { ...useStepStyles(), ...useStyles() };
  const vm = useService<DiagnosticViewModel>(DiagnosticViewModel);
  const questionId = useId();

  useEffect(() => vm.resume(email), [vm, email]);

  return (
    <section className={styles.page} aria-label="Diagnostic test">
      <Tile className={styles.card}>
        <Caption1 as="p">{vm.label}</Caption1>
        <ProgressBar value={vm.progressValue} aria-label={vm.label} thickness="large" />
        <Subtitle1 as="h1" id={questionId} className={styles.question}>
          {vm.question.question}
        </Subtitle1>
        {/* Keyed by question: no radio, focus or checked state carries over to the next question. */}
        <RadioGroup
          key={vm.question.id}
          aria-labelledby={questionId}
          value={vm.selected === undefined ? '' : String(vm.selected)}
          onChange={(_event, data) => vm.select(Number(data.value))}
        >
          {vm.question.options.map((option, index) => (
            <Radio key={option} value={String(index)} label={`${LETTERS[index]}) ${option}`} />
          ))}
        </RadioGroup>
        <ReportQuestionButton key={`report-${vm.question.id}`} questionId={vm.question.id} source="diagnostic" questionText={vm.question.question} />
        <div className={styles.actions}>
          <Button onClick={() => vm.previous()} disabled={vm.isFirst || vm.saving}>
            Previous
          </Button>
          {vm.isLast ? (
            <Button
              appearance="primary"
              disabled={!vm.canGoNext}
              onClick={async () => {
                const result = await vm.submit();
                if (result) onSubmitted(result);
              }}
            >
              {vm.saving ? 'Saving...' : 'Submit'}
            </Button>
          ) : (
            <Button appearance="primary" disabled={!vm.canGoNext} onClick={() => vm.next()}>
              Next
            </Button>
          )}
        </div>
      </Tile>
    </section>
  );
});
