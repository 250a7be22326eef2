import {
  Body1,
  Button,
  Caption1,
  Field,
  Input,
  MessageBar,
  MessageBarBody,
  Radio,
  RadioGroup,
  Spinner,
  Textarea,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { CopyRegular } from '@fluentui/react-icons';
import { observer } from 'mobx-react-lite';
import type { ApprovalOutcome, PlanKey } from '../../../core/payment/payment.model';
import { PLANS } from '../../../core/billing/plans';
import { FormDialog } from '../../common/form-dialog';
import { useNotifier } from '../../common/notification-host';
import { UpiQrCode } from '../../pricing/upi-qr-code';
import type { PaymentDialogViewModel } from './payment-dialog.view-model';

const useStyles = makeStyles({
  surface: { maxWidth: '560px', width: 'calc(100vw - 24px)' },
  pay: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalL, alignItems: 'center' },
  payee: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS },
  waiting: { display: 'grid', justifyItems: 'center', gap: tokens.spacingVerticalM, padding: tokens.spacingVerticalL, textAlign: 'center' },
});

interface PaymentDialogProps {
  readonly vm: PaymentDialogViewModel;
  readonly onFinished: (outcome: ApprovalOutcome) => void;
}

/** 'Try Out Our Features': plan, UPI QR code, the student's payment details, then the wait for approval. */
export const PaymentDialog = observer(function PaymentDialog({ vm, onFinished }: PaymentDialogProps) {
  const styles = useStyles();
  const notifier = useNotifier();

  const submit = async () => {
    const outcome = await vm.submit();
    if (outcome) onFinished(outcome);
  };

  const copyPayee = async () => {
    try {
      await navigator.clipboard.writeText(vm.payeeVpa);
      notifier.success({ title: 'UPI ID copied' });
    } catch {
      notifier.error({ title: 'Could not copy', description: `Select and copy the UPI ID: ${vm.payeeVpa}` });
    }
  };

  return (
    <FormDialog
      open={vm.open}
      title="Try Out Our Features"
      onDismiss={() => vm.close()}
      onSubmit={() => void submit()}
      formLabel="Payment details"
      noValidate
      surfaceClassName={styles.surface}
      actions={
        <>
          <Button onClick={() => vm.close()}>{vm.phase === 'waiting' ? 'Close' : 'Cancel'}</Button>
          {vm.phase !== 'waiting' ? (
            <Button type="submit" appearance="primary" disabled={vm.busy}>
              {vm.phase === 'submitting' ? 'Submitting...' : 'Submit Payment'}
            </Button>
          ) : null}
        </>
      }
    >
      {vm.phase === 'waiting' ? (
        <div className={styles.waiting} role="status">
          <Spinner size="large" />
          <Body1>Waiting for admin approval...</Body1>
          <Caption1>This usually takes a minute or two. You can keep this window open.</Caption1>
        </div>
      ) : (
        <>
          <RadioGroup
            aria-label="Plan"
            value={vm.plan}
            onChange={(_event, data) => vm.choosePlan(data.value as PlanKey)}
            disabled={vm.busy}
          >
            {Object.values(PLANS).map((plan) => (
              <Radio key={plan.key} value={plan.key} label={`${plan.name}: ₹${plan.price} for ${plan.duration}`} />
            ))}
          </RadioGroup>
          <div className={styles.pay}>
            <UpiQrCode uri={vm.upiUri} label={`UPI QR code to pay ₹${vm.amount} to ${vm.payeeVpa}`} />
            <div className={styles.payee}>
              <Body1>
                Scan with any UPI app and pay <strong>₹{vm.amount}</strong>, or pay to this UPI ID:
              </Body1>
              <Body1>
                <strong>{vm.payeeVpa}</strong>
              </Body1>
              <Button size="small" icon={<CopyRegular />} onClick={copyPayee}>
                Copy UPI ID
              </Button>
            </div>
          </div>
          {vm.error ? (
            <MessageBar intent="error" role="alert">
              <MessageBarBody>{vm.error}</MessageBarBody>
            </MessageBar>
          ) : null}
          <Field label="Banking name" required hint="The name on the account you paid from">
            <Input value={vm.bankingName} autoComplete="name" onChange={(_event, data) => vm.setBankingName(data.value)} />
          </Field>
          <Field label="Last 4 digits of transaction ID" required>
            <Input
              value={vm.last4}
              inputMode="numeric"
              autoComplete="off"
              onChange={(_event, data) => vm.setLast4(data.value)}
            />
          </Field>
          <Field label="Notes (optional)">
            <Textarea value={vm.notes} rows={2} onChange={(_event, data) => vm.setNotes(data.value)} />
          </Field>
        </>
      )}
    </FormDialog>
  );
});
