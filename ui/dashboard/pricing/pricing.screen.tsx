import { Body1, Button, Card, Subtitle2, Title1, makeStyles, tokens } from '@fluentui/react-components';
import { BotRegular, CalendarLtrRegular, ChartMultipleRegular, TrophyRegular } from '@fluentui/react-icons';
import { observer } from 'mobx-react-lite';
import type { ApprovalOutcome } from '../../../core/payment/payment.model';
import { useService } from '../../common/services';
import { DemoVideo } from '../../pricing/demo-video';
import { PlanCards } from '../../pricing/plan-cards';
import { PaymentDialog } from './payment-dialog';
import { PAYMENT_DIALOG } from './payment-dialog.token';
import type { PaymentDialogViewModel } from './payment-dialog.view-model';

const useStyles = makeStyles({
  page: { display: 'grid', gap: tokens.spacingVerticalXXL, padding: `${tokens.spacingVerticalXXL} ${tokens.spacingHorizontalL}`, maxWidth: '1000px', marginInline: 'auto' },
  intro: { display: 'grid', gap: tokens.spacingVerticalS, textAlign: 'center', justifyItems: 'center' },
  features: {
    display: 'grid',
    gap: tokens.spacingVerticalL,
    gridTemplateColumns: '1fr',
    '@media (min-width: 600px) and (max-width: 959.98px)': { gridTemplateColumns: '1fr 1fr' },
    '@media (min-width: 960px)': { gridTemplateColumns: 'repeat(4, 1fr)' },
  },
  feature: { padding: tokens.spacingHorizontalL, gap: tokens.spacingVerticalS },
  icon: { fontSize: '32px', color: tokens.colorBrandForeground1 },
  skip: { justifySelf: 'center' },
});

const FEATURES = [
  { title: 'Smart Study Plans', text: 'A daily plan built from your diagnostic and your goal.', icon: CalendarLtrRegular },
  { title: '24/7 AI Doubt Solver', text: 'Photograph a question, get the full working in seconds.', icon: BotRegular },
  { title: 'Mock Analysis', text: 'See where marks slip away, section by section.', icon: ChartMultipleRegular },
  { title: 'Rank Predictor', text: 'Watch your predicted rank move as you practise.', icon: TrophyRegular },
];

interface PricingScreenProps {
  readonly onSkip: () => void;
  readonly onPremium: () => void;
}

/** After the diagnostic: the demo, the two plans, the payment dialog, or skip to the tools. */
export const PricingScreen = observer(function PricingScreen({ onSkip, onPremium }: PricingScreenProps) {
  const styles = useStyles();
  const payment = useService<PaymentDialogViewModel>(PAYMENT_DIALOG);

  const finished = (outcome: ApprovalOutcome) => {
    if (outcome === 'approved') onPremium();
  };

  return (
    <section className={styles.page}>
      <div className={styles.intro}>
        <Title1 as="h1">Your personalised CLAT plan</Title1>
        <Body1>Unlock every tool and practise without limits. Pay by UPI in under a minute.</Body1>
      </div>
      <DemoVideo signedIn />
      <PlanCards onChoose={(plan) => payment.show(plan)} chooseLabel="Buy Now" headingLevel="h2" />
      <div className={styles.features}>
        {FEATURES.map(({ title, text, icon: Icon }) => (
          <Card key={title} className={styles.feature}>
            <Icon className={styles.icon} aria-hidden />
            <Subtitle2 as="h2">{title}</Subtitle2>
            <Body1>{text}</Body1>
          </Card>
        ))}
      </div>
      <Button className={styles.skip} appearance="subtle" onClick={onSkip}>
        Skip for now and see the tools
      </Button>
      <PaymentDialog vm={payment} onFinished={finished} />
    </section>
  );
});
