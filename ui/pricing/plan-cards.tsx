import { makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import type { PlanKey } from '../../core/payment/payment.model';
import { PLANS } from '../../core/billing/plans';
import { PlanCard } from './plan-card';

const useStyles = makeStyles({
  grid: {
    display: 'grid',
    gap: tokens.spacingVerticalXL,
    gridTemplateColumns: 'minmax(0, 1fr)',
    alignItems: 'stretch',
    '@media (min-width: 640px)': { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', columnGap: tokens.spacingHorizontalXL },
  },
});

interface PlanCardsProps {
  readonly onChoose: (plan: PlanKey) => void;
  readonly chooseLabel: string;
  readonly headingLevel?: 'h2' | 'h3';
  readonly className?: string;
}

/** Both plans side by side, stacked on a phone: the daily pass first, then monthly access. */
export function PlanCards({ onChoose, chooseLabel, headingLevel, className }: PlanCardsProps) {
  const styles = useStyles();
  return (
    <div className={mergeClasses(styles.grid, className)}>
      {[PLANS.daily, PLANS.monthly].map((plan) => (
        <PlanCard key={plan.key} plan={plan} onChoose={onChoose} chooseLabel={chooseLabel} headingLevel={headingLevel} />
      ))}
    </div>
  );
}
