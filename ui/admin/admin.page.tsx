import {
  Badge,
  Body1,
  Button,
  Caption1,
  Card,
  Spinner,
  Subtitle1,
  Title1,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { observer } from 'mobx-react-lite';
import { useEffect, type ReactNode } from 'react';
import type { PaymentRecord } from '../../core/payment/payment-record.model';
import { PLANS } from '../../core/payment/plans';
import { useService } from '../common/services';
import { PaymentDeskViewModel } from './payment-desk.view-model';

const useStyles = makeStyles({
  page: { display: 'grid', gap: tokens.spacingVerticalXL, padding: `${tokens.spacingVerticalXXL} ${tokens.spacingHorizontalL}` },
  list: { display: 'grid', gap: tokens.spacingVerticalM },
  card: { padding: tokens.spacingHorizontalL, gap: tokens.spacingVerticalS },
  details: {
    display: 'grid',
    gridTemplateColumns: 'max-content 1fr',
    columnGap: tokens.spacingHorizontalL,
    rowGap: tokens.spacingVerticalXS,
    margin: 0,
  },
  term: { fontWeight: tokens.fontWeightSemibold },
  value: { margin: 0, overflowWrap: 'anywhere' },
  actions: { display: 'flex', gap: tokens.spacingHorizontalS },
});

const when = new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeStyle: 'short' });

/** /admin (local mode): the operator's list of UPI payments to approve or reject. */
function AdminPage() {
  const styles = useStyles();
  const vm = useService<PaymentDeskViewModel>(PaymentDeskViewModel);

  useEffect(() => vm.watch(), [vm]);

  if (!vm.loaded) return <Spinner className={styles.page} label="Loading payments..." />;

  return (
    <section className={styles.page}>
      <div>
        <Title1 as="h1">Payment approvals</Title1>
        <Body1>Check each payment in the UPI account's statement before approving it. Approving grants the plan from now.</Body1>
      </div>
      <section className={styles.list} aria-labelledby="pending-heading">
        <Subtitle1 as="h2" id="pending-heading">
          Pending ({vm.pending.length})
        </Subtitle1>
        {vm.pending.length === 0 ? <Body1>No payments are waiting.</Body1> : null}
        {vm.pending.map((payment) => (
          <PaymentCard key={payment.id} payment={payment}>
            <div className={styles.actions}>
              <Button appearance="primary" disabled={vm.busyId === payment.id} onClick={() => void vm.approve(payment.id)}>
                Approve
              </Button>
              <Button disabled={vm.busyId === payment.id} onClick={() => void vm.reject(payment.id)}>
                Reject
              </Button>
            </div>
          </PaymentCard>
        ))}
      </section>
      {vm.decided.length ? (
        <section className={styles.list} aria-labelledby="decided-heading">
          <Subtitle1 as="h2" id="decided-heading">
            Decided
          </Subtitle1>
          {vm.decided.map((payment) => (
            <PaymentCard key={payment.id} payment={payment} />
          ))}
        </section>
      ) : null}
    </section>
  );
}

function PaymentCard({ payment, children }: { payment: PaymentRecord; children?: ReactNode }) {
  const styles = useStyles();
  const { submission } = payment;
  const plan = PLANS[submission.planType];
  return (
    <Card className={styles.card} aria-label={`Payment from ${payment.email}`}>
      <Caption1>
        <Badge appearance="tint" color={payment.state === 'approved' ? 'success' : payment.state === 'rejected' ? 'danger' : 'warning'}>
          {payment.state}
        </Badge>{' '}
        {when.format(payment.submittedAt)}
      </Caption1>
      <dl className={styles.details}>
        <dt className={styles.term}>Student</dt>
        <dd className={styles.value}>{payment.email}</dd>
        <dt className={styles.term}>Plan</dt>
        <dd className={styles.value}>{plan.name}</dd>
        <dt className={styles.term}>Amount</dt>
        <dd className={styles.value}>₹{submission.amount}</dd>
        <dt className={styles.term}>Banking name</dt>
        <dd className={styles.value}>{submission.bankingName}</dd>
        <dt className={styles.term}>Last 4 digits</dt>
        <dd className={styles.value}>{submission.last4}</dd>
        <dt className={styles.term}>Notes</dt>
        <dd className={styles.value}>{submission.notes || '—'}</dd>
      </dl>
      {children}
    </Card>
  );
}

export default observer(AdminPage);
