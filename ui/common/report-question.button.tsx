import { Button, Spinner, makeStyles, tokens } from '@fluentui/react-components';
import { FlagRegular } from '@fluentui/react-icons';
import { Suspense, lazy, useId, useState } from 'react';
import type { QuestionSource } from '../../core/reports/question-report.model';
import { useLoadedServices } from './services';

// The form and its services load on the first click, so no screen pays for them up front.
const ReportQuestionForm = lazy(() => import('./report-question.form'));

const useStyles = makeStyles({
  root: { display: 'grid', gap: tokens.spacingVerticalS, justifyItems: 'start' },
});

interface ReportQuestionButtonProps {
  readonly questionId: string;
  readonly source: QuestionSource;
  /** The question's text, kept with the report so the operator can find it. */
  readonly questionText: string;
  /** What the button reports, for screen readers when a page lists many questions ('question 3'). */
  readonly questionLabel?: string;
}

/**
 * 'Report this question', under every question a student sees: opens a short form in place (a
 * reason and an optional note). The form stays mounted once opened, so a note typed before a
 * failed send or a close is still there. The form, its view model and zod come on the first
 * click, in the form's own chunk.
 */
export function ReportQuestionButton({ questionId, source, questionText, questionLabel }: ReportQuestionButtonProps) {
  const styles = useStyles();
  const formId = useId();
  const services = useLoadedServices();
  const [open, setOpen] = useState(false);
  // Mounted on the first click, then kept: the note survives closing the form and a failed send.
  const [wanted, setWanted] = useState(false);
  return (
    <div className={styles.root}>
      <Button
        type="button"
        size="small"
        appearance="subtle"
        icon={<FlagRegular />}
        aria-expanded={open}
        aria-controls={open ? formId : undefined}
        aria-label={questionLabel ? `Report this question (${questionLabel})` : undefined}
        disabled={services === null}
        onClick={() => {
          if (!services) return;
          setWanted(true);
          setOpen(!open);
        }}
      >
        Report this question
      </Button>
      {wanted && services ? (
        <Suspense fallback={open ? <Spinner size="tiny" label="Loading the report form..." /> : null}>
          <ReportQuestionForm services={services} id={formId} open={open} questionId={questionId} source={source} questionText={questionText} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </div>
  );
}
