import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { COMING_SOON_NOTE, PLANS } from '../../../core/billing/plans';
import { PlanCard } from '../../../ui/pricing/plan-card';
import { PlanCards } from '../../../ui/pricing/plan-cards';

function renderCard(node: React.ReactNode) {
  return render(<FluentProvider theme={webLightTheme}>{node}</FluentProvider>);
}

const itemFor = (card: HTMLElement, feature: string) => within(card).getByText(feature).closest('li') as HTMLElement;

describe('the plan cards are honest about what is still to come', () => {
  it('marks the expert videos and live peer sessions Coming soon on the monthly card, with no charge for them today', () => {
    renderCard(<PlanCard plan={PLANS.monthly} onChoose={() => undefined} chooseLabel="Buy Now" />);
    const card = screen.getByRole('group', { name: 'Monthly Access' });
    const items = within(card).getAllByRole('listitem');
    expect(items).toHaveLength(8);
    expect(items.map((item) => item.textContent)).toEqual([
      'Personalised daily study plan',
      'AI doubt solver',
      'Mock test analysis and ranking',
      'Expert video explanationsComing soon',
      'Live peer practice sessionsComing soon',
      'Predicted rank simulator',
      '24/7 coach access',
      'Weekly progress reports',
    ]);
    expect(within(itemFor(card, 'Expert video explanations')).getByText('Coming soon')).toBeInTheDocument();
    expect(within(itemFor(card, 'AI doubt solver')).queryByText('Coming soon')).not.toBeInTheDocument();
    expect(within(card).getByText(COMING_SOON_NOTE)).toBeInTheDocument();
    expect(COMING_SOON_NOTE).toMatch(/not charged/);
  });

  it('marks the videos on the daily card, which lists four features and "+ 4 more"', () => {
    renderCard(<PlanCard plan={PLANS.daily} onChoose={() => undefined} chooseLabel="Buy Now" />);
    const card = screen.getByRole('group', { name: 'Try It Today' });
    expect(within(itemFor(card, 'Expert video explanations')).getByText('Coming soon')).toBeInTheDocument();
    expect(within(card).getByText('+ 4 more')).toBeInTheDocument();
    expect(within(card).getByText(COMING_SOON_NOTE)).toBeInTheDocument();
  });

  it('marks both cards side by side, as the public pricing page, the pricing screen and the upgrade offer render them', () => {
    renderCard(<PlanCards onChoose={() => undefined} chooseLabel="Choose plan" />);
    expect(screen.getAllByText('Coming soon')).toHaveLength(3);
    expect(screen.getAllByText(COMING_SOON_NOTE)).toHaveLength(2);
  });
});
