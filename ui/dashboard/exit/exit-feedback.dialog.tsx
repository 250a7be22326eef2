import { Button, Field, Radio, RadioGroup, Textarea } from '@fluentui/react-components';
import { observer } from 'mobx-react-lite';
import { EXIT_REASONS, OTHER_REASON_PLACEHOLDER, type ExitReason } from '../../../core/feedback/feedback.model';
import { EXIT_FEEDBACK_MAX_LENGTH } from '../../../core/feedback/feedback.validation';
import { FormDialog } from '../../common/form-dialog';
import type { ExitFeedbackViewModel } from './exit-feedback.view-model';

/** The question itself, open while the view model asks it (ExitIntent decides when). */
export const ExitFeedbackDialog = observer(function ExitFeedbackDialog({ vm }: { vm: ExitFeedbackViewModel }) {
  return (
    <FormDialog
      open={vm.open}
      title="Before you go..."
      onDismiss={() => vm.skip()}
      onSubmit={() => void vm.submit()}
      formLabel="Exit feedback"
      noValidate
      actions={
        <>
          <Button onClick={() => vm.skip()}>Skip</Button>
          <Button type="submit" appearance="primary" disabled={vm.saving}>
            {vm.saving ? 'Submitting...' : 'Submit'}
          </Button>
        </>
      }
    >
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
    </FormDialog>
  );
});
