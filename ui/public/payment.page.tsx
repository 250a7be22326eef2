import { Body1, Button, Title1, Title2, makeStyles, tokens } from '@fluentui/react-components';
import { ArrowRightRegular, LockClosedRegular } from '@fluentui/react-icons';
import { PLANS } from '../../core/billing/plans';
import { PUBLIC_NOTICES } from '../../core/shared/messages';
import { useNotifier } from '../common/notification-host';
import { DemoVideo } from '../pricing/demo-video';
import { PlanCards } from '../pricing/plan-cards';
import { LabelBadge } from './label-badge';
import { useNavigation } from '../common/navigation';
import { usePublicPageStyles } from './public-page.styles';

const useStyles = makeStyles({
  hero: { display: 'grid', gap: tokens.spacingVerticalL, justifyItems: 'start', maxWidth: '760px' },
  note: {
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalXS,
    color: tokens.colorNeutralForeground3,
  },
});

export default function PaymentPage() {
  const styles = useStyles();
  const shared = usePublicPageStyles();
  const { go: navigate } = useNavigation();
  const notifier = useNotifier();
  const toSignUp = () => navigate('/auth');

  const getStarted = () => {
    notifier.notify({ intent: 'info', ...PUBLIC_NOTICES.readyToStart });
    toSignUp();
  };

  return (
    <div className={shared.page}>
      <section className={styles.hero}>
        <LabelBadge look="tint">
          {`Plans from ₹${PLANS.daily.price}`}
        </LabelBadge>
        <Title1 as="h1">Give your CLAT preparation an AI edge</Title1>
        <p className={shared.lead}>
          Practise every section with instant explanations, clear doubts from a photo and watch your predicted rank
          improve. Start free, and unlock full access whenever you are ready.
        </p>
        <Button appearance="primary" size="large" icon={<ArrowRightRegular />} iconPosition="after" onClick={getStarted}>
          Get Started
        </Button>
        <Body1 as="p" className={styles.note}>
          <LockClosedRegular aria-hidden />
          Sign up first; you pay by UPI only when you choose a plan.
        </Body1>
      </section>

      <DemoVideo />

      <section className={shared.section} aria-labelledby="payment-plans">
        <div className={shared.sectionIntro}>
          <Title2 as="h2" id="payment-plans">
            Pick the plan that fits your preparation
          </Title2>
          <Body1 as="p">
            Both plans unlock every premium feature. Try a full day first, or save with a month of focused practice.
          </Body1>
        </div>
        <PlanCards chooseLabel="Choose Plan" onChoose={toSignUp} />
      </section>

      <section className={shared.cta} aria-labelledby="payment-start">
        <Title2 as="h2" id="payment-start">
          Your CLAT rank can start moving today
        </Title2>
        <Body1 as="p">
          Create your free account, take the 13-question diagnostic and see exactly where you stand. Upgrade only when
          you are sure it helps.
        </Body1>
        <Button appearance="primary" size="large" onClick={toSignUp}>
          Create Free Account
        </Button>
      </section>
    </div>
  );
}
