import {
  Body1,
  Button,
  Field,
  MessageBar,
  MessageBarBody,
  Radio,
  RadioGroup,
  Textarea,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { observer } from 'mobx-react-lite';
import { useEffect, useId, useState } from 'react';
import { REPORT_NOTE_MAX, REPORT_REASONS, type QuestionSource } from '../../core/reports/question-report.model';
import { ReportQuestionViewModel } from './report-question.view-model';
import type { ServiceResolver } from './services';

const useStyles = makeStyles({
  form: {
    display: 'grid',
    gap: tokens.spacingVerticalM,
    width: '100%',
    maxWidth: '520px',
    boxSizing: 'border-box',
    padding: tokens.spacingHorizontalM,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusMedium,
  },
  actions: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS },
});

interface ReportQuestionFormProps {
  readonly services: ServiceResolver;
  readonly id: string;
  readonly open: boolean;
  readonly questionId: string;
  readonly source: QuestionSource;
  readonly questionText: string;
  readonly onClose: () => void;
}

/** The report form under a question: what is wrong, an optional note, Send report. */
function ReportQuestionForm({ services, id, open, questionId, source, questionText, onClose }: ReportQuestionFormProps) {
  const styles = useStyles();
  // Resolved once for the form's lifetime; the form stays mounted while closed.
  const [vm] = useState(() => services.get<ReportQuestionViewModel>(ReportQuestionViewModel));
  const reasonId = useId();

  // Opening the form again after a report was sent starts a fresh one.
  useEffect(() => {
    if (open && vm.phase === 'sent') vm.reset();
  }, [open, vm]);

  if (!open) return null;
  if (vm.phase === 'sent') {
    return (
      <div id={id} className={styles.form}>
        <MessageBar intent="success">
          <MessageBarBody>{vm.confirmation}</MessageBarBody>
        </MessageBar>
        <div className={styles.actions}>
          <Button size="small" onClick={onClose}>
            Close
          </Button>
        </div>
      </div>
    );
  }
  return (
    // A group, not a form: the questions it sits under are often inside a form of their own.
    <div id={id} role="group" className={styles.form} aria-label="Report this question">
      <Body1 id={reasonId}>What is wrong with this question?</Body1>
      <RadioGroup aria-labelledby={reasonId} value={vm.reason} onChange={(_event, data) => vm.setReason(data.value)} disabled={vm.phase === 'sending'}>
        {REPORT_REASONS.map((reason) => (
          <Radio key={reason} value={reason} label={reason} />
        ))}
      </RadioGroup>
      <Field label="Note (optional)" hint={`${vm.noteLength}/${REPORT_NOTE_MAX} characters`}>
        <Textarea value={vm.note} maxLength={REPORT_NOTE_MAX} resize="vertical" onChange={(_event, data) => vm.setNote(data.value)} />
      </Field>
      {vm.error ? (
        <MessageBar intent="error">
          <MessageBarBody>{vm.error}</MessageBarBody>
        </MessageBar>
      ) : null}
      <div className={styles.actions}>
        <Button type="button" size="small" appearance="primary" disabled={!vm.canSend} onClick={() => void vm.send(questionId, source, questionText)}>
          {vm.phase === 'sending' ? 'Sending...' : 'Send report'}
        </Button>
        <Button type="button" size="small" onClick={onClose}>
          Cancel
        </Button>
      </div>
    </div>
  );
}

export default observer(ReportQuestionForm);
