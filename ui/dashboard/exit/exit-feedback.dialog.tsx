import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  Field,
  Radio,
  RadioGroup,
  Textarea,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useBlocker } from 'react-router-dom';
import { EXIT_REASONS, OTHER_REASON_PLACEHOLDER, type ExitReason } from '../../../core/feedback/feedback.model';
import { EXIT_FEEDBACK_MAX_LENGTH } from '../../../core/feedback/feedback.validation';
import { useService } from '../../common/services';
import { ExitFeedbackViewModel } from './exit-feedback.view-model';

const useStyles = makeStyles({
  content: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
});

/**
 * 'Before you go...' for non-premium students, on every dashboard view: asked when they navigate
 * away inside the app, move the pointer out through the top of the window (towards the tabs),
 * or leave the page itself (reload, close, another address). For that last one a browser shows
 * only its own confirmation; the question is waiting for a student who chooses to stay.
 */
export const ExitFeedbackDialog = observer(function ExitFeedbackDialog({ stillAsking }: { stillAsking: () => boolean }) {
  const styles = useStyles();
  const vm = useService<ExitFeedbackViewModel>(ExitFeedbackViewModel);
  // Read when the student leaves: a sign-out a moment ago has already ended the asking.
  const blocker = useBlocker(({ currentLocation, nextLocation }) => currentLocation.pathname !== nextLocation.pathname && stillAsking() && vm.ask());

  useEffect(() => {
    const onLeave = (event: MouseEvent) => {
      if (event.clientY <= 0 && event.relatedTarget === null && stillAsking()) vm.ask();
    };
    const onUnload = (event: BeforeUnloadEvent) => {
      if (!stillAsking() || !vm.ask()) return;
      event.preventDefault();
      // Older browsers show their prompt only when returnValue is set as well.
      event.returnValue = true;
    };
    document.documentElement.addEventListener('mouseleave', onLeave);
    window.addEventListener('beforeunload', onUnload);
    return () => {
      document.documentElement.removeEventListener('mouseleave', onLeave);
      window.removeEventListener('beforeunload', onUnload);
    };
  }, [vm, stillAsking]);

  // Whatever the answer, a blocked navigation goes ahead once the dialog closes.
  useEffect(() => {
    if (!vm.open && blocker.state === 'blocked') blocker.proceed();
  }, [vm.open, blocker]);

  return (
    <Dialog open={vm.open} onOpenChange={(_event, data) => (data.open ? undefined : vm.skip())}>
      <DialogSurface>
        <form
          onSubmit={(event) => {
            event.preventDefault();
            void vm.submit();
          }}
          noValidate
          aria-label="Exit feedback"
        >
          <DialogBody>
            <DialogTitle>Before you go...</DialogTitle>
            <DialogContent className={styles.content}>
              <Field label="What stopped you from upgrading today?" validationMessage={vm.error ?? undefined} validationState={vm.error ? 'error' : 'none'}>
                <RadioGroup value={vm.reason} onChange={(_event, data) => vm.choose(data.value as ExitReason)}>
                  {EXIT_REASONS.map((reason) => (
                    <Radio key={reason} value={reason} label={reason} />
                  ))}
                </RadioGroup>
              </Field>
              {vm.showsOtherText ? (
                <Field label="Your reason">
                  <Textarea
                    placeholder={OTHER_REASON_PLACEHOLDER}
                    maxLength={EXIT_FEEDBACK_MAX_LENGTH}
                    value={vm.otherText}
                    onChange={(_event, data) => vm.setOtherText(data.value)}
                  />
                </Field>
              ) : null}
            </DialogContent>
            <DialogActions>
              <Button onClick={() => vm.skip()}>Skip</Button>
              <Button type="submit" appearance="primary" disabled={vm.saving}>
                {vm.saving ? 'Submitting...' : 'Submit'}
              </Button>
            </DialogActions>
          </DialogBody>
        </form>
      </DialogSurface>
    </Dialog>
  );
});
