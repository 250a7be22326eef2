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
import { EXIT_REASONS, OTHER_REASON_PLACEHOLDER, type ExitReason } from '../../../core/feedback/feedback.model';
import { EXIT_FEEDBACK_MAX_LENGTH } from '../../../core/feedback/feedback.validation';
import type { ExitFeedbackViewModel } from './exit-feedback.view-model';

const useStyles = makeStyles({
  content: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
});

/** The question itself, open while the view model asks it (ExitIntent decides when). */
export const ExitFeedbackDialog = observer(function ExitFeedbackDialog({ vm }: { vm: ExitFeedbackViewModel }) {
  const styles = useStyles();
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
