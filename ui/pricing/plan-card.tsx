import {
  Badge,
  Body1,
  Body1Strong,
  Button,
  Caption1,
  Card,
  LargeTitle,
  Subtitle1,
  makeStyles,
  mergeClasses,
  tokens,
  typographyStyles,
} from '@fluentui/react-components';
import { CheckmarkCircleFilled, ClockRegular } from '@fluentui/react-icons';
import { useId } from 'react';
import type { PlanKey, PlanOption } from '../../core/payment/payment.model';
import { COMING_SOON_LABEL, COMING_SOON_NOTE, isComingSoon, listsComingSoon, moreFeaturesLabel } from '../../core/billing/plans';

const useStyles = makeStyles({
  card: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalM,
    padding: tokens.spacingHorizontalXL,
    height: '100%',
    boxSizing: 'border-box',
    '& :is(h2, h3, p, ul)': { marginBlock: 0 },
  },
  featured: {
    border: `${tokens.strokeWidthThick} solid ${tokens.colorBrandStroke1}`,
    boxShadow: tokens.shadow16,
  },
  top: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: tokens.spacingHorizontalS },
  price: { display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', columnGap: tokens.spacingHorizontalS },
  amount: { color: tokens.colorBrandForeground1 },
  duration: { color: tokens.colorNeutralForeground3 },
  highlight: { color: tokens.colorPaletteGreenForeground1 },
  features: {
    ...typographyStyles.body1,
    display: 'grid',
    gap: tokens.spacingVerticalS,
    alignContent: 'start',
    listStyleType: 'none',
    padding: 0,
    flexGrow: 1,
  },
  feature: { display: 'flex', alignItems: 'flex-start', gap: tokens.spacingHorizontalS },
  check: { flexShrink: 0, fontSize: tokens.fontSizeBase400, marginTop: tokens.spacingVerticalXXS, color: tokens.colorPaletteGreenForeground1 },
  soon: { flexShrink: 0, fontSize: tokens.fontSizeBase400, marginTop: tokens.spacingVerticalXXS, color: tokens.colorNeutralForeground3 },
  featureText: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: tokens.spacingHorizontalS, rowGap: tokens.spacingVerticalXXS },
  note: { color: tokens.colorNeutralForeground3 },
  more: { color: tokens.colorNeutralForeground3, paddingInlineStart: tokens.spacingHorizontalXXL },
});

export interface PlanCardProps {
  readonly plan: PlanOption;
  readonly onChoose: (plan: PlanKey) => void;
  readonly chooseLabel: string;
  /** The plan name's heading level, one below the section the cards sit in. */
  readonly headingLevel?: 'h2' | 'h3';
  readonly className?: string;
}

/** One plan: name, price, what it includes, and the button that chooses it. Plain data in, no routing. */
export function PlanCard({ plan, onChoose, chooseLabel, headingLevel = 'h3', className }: PlanCardProps) {
  const styles = useStyles();
  const nameId = useId();
  const more = moreFeaturesLabel(plan);
  return (
    <Card className={mergeClasses(styles.card, plan.badge ? styles.featured : undefined, className)} aria-labelledby={nameId}>
      <div className={styles.top}>
        <Subtitle1 as={headingLevel} id={nameId}>
          {plan.name}
        </Subtitle1>
        {plan.badge ? (
          <Badge appearance="filled" color="brand" shape="rounded">
            {plan.badge}
          </Badge>
        ) : null}
      </div>
      <p className={styles.price}>
        <LargeTitle className={styles.amount}>{`₹${plan.price}`}</LargeTitle>
        <Body1 className={styles.duration}>{`for ${plan.duration}`}</Body1>
      </p>
      <Body1 as="p">{plan.description}</Body1>
      {plan.highlight ? (
        <Body1Strong as="p" className={styles.highlight}>
          {plan.highlight}
        </Body1Strong>
      ) : null}
      <ul className={styles.features}>
        {plan.features.slice(0, plan.featuresShown).map((feature) =>
          isComingSoon(feature) ? (
            <li key={feature} className={styles.feature}>
              <ClockRegular className={styles.soon} aria-hidden />
              <span className={styles.featureText}>
                <span>{feature}</span>
                <Badge appearance="outline" color="informative" size="small">
                  {COMING_SOON_LABEL}
                </Badge>
              </span>
            </li>
          ) : (
            <li key={feature} className={styles.feature}>
              <CheckmarkCircleFilled className={styles.check} aria-hidden />
              <span>{feature}</span>
            </li>
          ),
        )}
        {more ? (
          <li>
            <Caption1 className={styles.more}>{more}</Caption1>
          </li>
        ) : null}
      </ul>
      {listsComingSoon(plan) ? (
        <Caption1 as="p" className={styles.note}>
          {COMING_SOON_NOTE}
        </Caption1>
      ) : null}
      <Button
        appearance={plan.badge ? 'primary' : 'secondary'}
        size="large"
        aria-label={`${chooseLabel}: ${plan.name}`}
        onClick={() => onChoose(plan.key)}
      >
        {chooseLabel}
      </Button>
    </Card>
  );
}
