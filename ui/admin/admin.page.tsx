import {
  Badge,
  Body1,
  Button,
  Caption1,
  Card,
  Field,
  Input,
  Spinner,
  Subtitle1,
  Textarea,
  Title1,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { observer } from 'mobx-react-lite';
import { Suspense, lazy, useEffect, type ReactNode } from 'react';
import type { OperatorDecision, PaymentRecord } from '../../core/payment/payment-record.model';
import { PLANS } from '../../core/billing/plans';
import { useService } from '../common/services';
import { FormDialog } from '../common/form-dialog';
import { SubmitButton } from '../common/submit-button';
import { useOperatorConsoleStyles } from './operator-console.styles';
import { PaymentDeskViewModel } from './payment-desk.view-model';

// Their own chunks: the payment queue comes first.
const ReportedQuestions = lazy(() => import('./reported-questions.section'));
const MockSeriesPapers = lazy(() => import('./mock-series.section'));

const useStyles = makeStyles({
  page: { display: 'grid', gap: tokens.spacingVerticalXL, padding: `${tokens.spacingVerticalXXL} ${tokens.spacingHorizontalL}` },
  intro: { display: 'grid', gap: tokens.spacingVerticalS },
  plainList: { display: 'grid', gap: tokens.spacingVerticalS, listStyleType: 'none', margin: 0, padding: 0 },
  form: { display: 'grid', gap: tokens.spacingVerticalM, maxWidth: '420px' },
  value: { margin: 0, overflowWrap: 'anywhere' },
  actions: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS },
  message: { whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' },
});

const when = new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeStyle: 'short' });

/** /admin: the operator's console for UPI payments, reported questions, the All-India Mock's papers and the contact inbox. */
function AdminPage() {
  const styles = useStyles();
  const shared = useOperatorConsoleStyles();
  const vm = useService<PaymentDeskViewModel>(PaymentDeskViewModel);

  useEffect(() => vm.watch(), [vm]);

  if (vm.access === 'checking') return <Spinner className={styles.page} label="Loading payments..." />;
  if (vm.access === 'signed_out') return <OperatorSignIn vm={vm} />;
  if (vm.access === 'forbidden') {
    return (
      <section className={styles.page}>
        <Title1 as="h1">Operator console</Title1>
        <Body1 role="alert">
          You are signed in as {vm.signedInAs ?? 'this account'}, which is not authorised to use the operator console.
        </Body1>
        <div className={styles.actions}>
          <Button onClick={() => void vm.switchAccount()}>Sign out</Button>
        </div>
      </section>
    );
  }

  return (
    <section className={styles.page}>
      <div className={styles.intro}>
        <Title1 as="h1">Payment approvals</Title1>
        <Body1>Check each payment in the UPI account's statement before approving it. Approving grants the plan from now.</Body1>
      </div>
      <section className={shared.list} aria-labelledby="pending-heading">
        <Subtitle1 as="h2" id="pending-heading">
          Pending ({vm.pending.length})
        </Subtitle1>
        {vm.pending.length === 0 ? <Body1>No payments are waiting.</Body1> : null}
        {vm.pending.map((payment) => (
          <PaymentCard key={payment.id} payment={payment} age={vm.age(payment)}>
            <div className={styles.actions}>
              <Button appearance="primary" disabled={vm.busyId === payment.id} onClick={() => void vm.approve(payment.id)}>
                Approve
              </Button>
              <Button disabled={vm.busyId === payment.id} onClick={() => vm.askReason(payment)}>
                Reject
              </Button>
            </div>
          </PaymentCard>
        ))}
      </section>
      <RejectDialog vm={vm} />
      <section className={shared.list} aria-labelledby="decisions-heading">
        <Subtitle1 as="h2" id="decisions-heading">
          Recent decisions
        </Subtitle1>
        {vm.decisions.length === 0 ? <Body1>No decisions yet.</Body1> : null}
        <ul className={styles.plainList}>
          {vm.decisions.map((decision) => (
            <li key={decision.id}>
              <Badge appearance="tint" color={decision.action === 'approve' ? 'success' : 'danger'}>
                {decision.action === 'approve' ? 'approved' : 'rejected'}
              </Badge>{' '}
              <Body1>{decidedPayment(decision)}</Body1>{' '}
              <Caption1>
                {when.format(decision.decidedAt)} by {decision.operatorEmail ?? 'the operator on this device'}
                {decision.reason ? `: ${decision.reason}` : ''}
              </Caption1>
            </li>
          ))}
        </ul>
      </section>
      <Suspense fallback={null}>
        <ReportedQuestions />
      </Suspense>
      <Suspense fallback={null}>
        <MockSeriesPapers />
      </Suspense>
      <section className={shared.list} aria-labelledby="inbox-heading">
        <Subtitle1 as="h2" id="inbox-heading">
          Contact inbox ({vm.messages.length})
        </Subtitle1>
        {vm.messages.length === 0 ? <Body1>No messages.</Body1> : null}
        {vm.messages.map((message) => (
          <Card key={message.id} className={shared.card} aria-label={`Message from ${message.name}`}>
            <Caption1>
              {message.name} &lt;{message.email}&gt;, {when.format(message.receivedAt)}
            </Caption1>
            <Body1 className={styles.message}>{message.message}</Body1>
          </Card>
        ))}
      </section>
    </section>
  );
}

const OperatorSignIn = observer(function OperatorSignIn({ vm }: { vm: PaymentDeskViewModel }) {
  const styles = useStyles();
  return (
    <section className={styles.page}>
      <Title1 as="h1">Operator sign-in</Title1>
      <form
        className={styles.form}
        onSubmit={(event) => {
          event.preventDefault();
          void vm.submitSignIn();
        }}
      >
        <Field label="Email">
          <Input type="email" autoComplete="username" value={vm.email} onChange={(_event, data) => vm.setEmail(data.value)} />
        </Field>
        <Field label="Password">
          <Input type="password" autoComplete="current-password" value={vm.password} onChange={(_event, data) => vm.setPassword(data.value)} />
        </Field>
        <div>
          <SubmitButton busy={vm.signingIn} label="Sign In" busyLabel="Signing in..." />
        </div>
      </form>
    </section>
  );
});

const RejectDialog = observer(function RejectDialog({ vm }: { vm: PaymentDeskViewModel }) {
  const payment = vm.rejecting;
  return (
    <FormDialog
      open={payment !== null}
      title="Reject this payment"
      onDismiss={() => vm.cancelReject()}
      onSubmit={() => void vm.confirmReject()}
      actions={
        <>
          <Button onClick={() => vm.cancelReject()}>Cancel</Button>
          <Button type="submit" appearance="primary" disabled={!vm.canReject}>
            Reject payment
          </Button>
        </>
      }
    >
      <Field label="Reason, shown in the audit trail" required>
        <Textarea value={vm.reason} maxLength={500} onChange={(_event, data) => vm.setReason(data.value)} />
      </Field>
    </FormDialog>
  );
});

/** 'kavya@example.in, Monthly Access, ₹300': the payment a decision was about. */
function decidedPayment(decision: OperatorDecision): string {
  const plan = decision.plan ? PLANS[decision.plan].name : 'plan unknown';
  const amount = decision.amount === null ? 'amount unknown' : `₹${decision.amount}`;
  return `${decision.studentEmail || 'student unknown'}, ${plan}, ${amount}`;
}

function PaymentCard({ payment, age, children }: { payment: PaymentRecord; age: string; children: ReactNode }) {
  const styles = useStyles();
  const shared = useOperatorConsoleStyles();
  const { submission } = payment;
  const plan = PLANS[submission.planType];
  return (
    <Card className={shared.card} aria-label={`Payment from ${payment.email}`}>
      <Caption1>
        <Badge appearance="tint" color="warning">
          {payment.state}
        </Badge>{' '}
        {when.format(payment.submittedAt)}, {age}
      </Caption1>
      <dl className={shared.details}>
        <dt className={shared.term}>Student</dt>
        <dd className={styles.value}>{payment.email || '—'}</dd>
        <dt className={shared.term}>Plan</dt>
        <dd className={styles.value}>{plan.name}</dd>
        <dt className={shared.term}>Amount</dt>
        <dd className={styles.value}>₹{submission.amount}</dd>
        <dt className={shared.term}>Banking name</dt>
        <dd className={styles.value}>{submission.bankingName}</dd>
        <dt className={shared.term}>Last 4 digits</dt>
        <dd className={styles.value}>{submission.last4}</dd>
        <dt className={shared.term}>Notes</dt>
        <dd className={styles.value}>{submission.notes || '—'}</dd>
      </dl>
      {children}
    </Card>
  );
}

export default observer(AdminPage);
