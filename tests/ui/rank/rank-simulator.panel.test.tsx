import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ListFullMocks, type MockHistory } from '../../../core/mock/list-full-mocks.use-case';
import type { MockResult } from '../../../core/mock/mock.model';
import { ok } from '../../../core/shared/result';
import { ServicesProvider } from '../../../ui/common/services';
import { RankSimulatorCard } from '../../../ui/rank/rank-simulator.card';
import { RankSimulatorOverlay } from '../../../ui/rank/rank-simulator.overlay';
import { resolverOf } from '../render-page';

const diagnostic = {
  'Legal Reasoning': 1,
  'Logical Reasoning': 1,
  'English Language': 2,
  'General Knowledge': 2,
  'Quantitative Techniques': 1,
} as const;

const NO_MOCKS: MockHistory = { past: [], inProgress: null };

/** Inside act, so that the panel waiting for the container (React's `use`) resolves. */
async function renderOverlay(onClose = vi.fn(), history: MockHistory = NO_MOCKS) {
  const listMocks = { execute: async () => ok(history) } as unknown as ListFullMocks;
  const services = Promise.resolve(resolverOf([[ListFullMocks, listMocks]]));
  await act(async () => {
    render(
    <FluentProvider theme={webLightTheme}>
      <ServicesProvider load={() => services}>
        <RankSimulatorOverlay diagnostic={diagnostic} onClose={onClose} />
      </ServicesProvider>
    </FluentProvider>,
    );
  });
  return onClose;
}

const summary = () => screen.getByRole('status', { name: 'Where you land' });

describe('the Rank Simulator panel', () => {
  it('opens full screen from the diagnostic, scaled, with its rank, range, NLUs and the uncertainty in words', async () => {
    await renderOverlay();
    expect(await screen.findByRole('dialog', { name: 'Rank Simulator' })).toBeInTheDocument();
    expect(await screen.findByText(/Starting from your diagnostic, scaled to the mock's section sizes/)).toBeInTheDocument();
    expect(summary()).toHaveAttribute('aria-live', 'polite');
    expect(within(summary()).getByText(/^Likely between rank [\d,]+ and [\d,]+$/)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Law universities at this rank' })).toBeInTheDocument();
    expect(screen.getByText(/An estimate, not a promise/)).toBeInTheDocument();
  });

  it('starts from the latest full mock when the student has taken one', async () => {
    const section = (name: MockResult['sections'][number]['section'], questions: number, correct: number, wrong: number) => ({
      section: name,
      questions,
      attempted: correct + wrong,
      correct,
      wrong,
      marks: correct - wrong / 4,
    });
    const result = {
      sections: [section('English', 24, 18, 4), section('GK', 30, 20, 6), section('Legal', 30, 21, 5), section('Logical', 24, 15, 5), section('Quant', 12, 6, 2)],
    } as unknown as MockResult;
    await renderOverlay(vi.fn(), { past: [{ id: 'm2', startedAt: 2, submittedAt: 3, result }], inProgress: null });
    expect(await screen.findByText('Starting from your latest full mock.')).toBeInTheDocument();
    // 80 right and 22 wrong: 80 - 5.5 = 74.5 marks.
    expect(within(summary()).getByText(/^74\.5 \/ 120: about rank [\d,]+$/)).toBeInTheDocument();
  });

  it('moves the rank live when Legal goes up and negatives are won back', async () => {
    await renderOverlay();
    const legal = await screen.findByRole('slider', { name: /Legal Reasoning: 0 marks/ });
    const before = within(summary()).getByText(/\/ 120: about rank/).textContent;
    fireEvent.change(legal, { target: { value: '5' } });
    expect(screen.getByRole('slider', { name: /Legal Reasoning: \+5 marks/ })).toHaveAttribute('aria-valuetext', '+5 marks');
    fireEvent.change(screen.getByRole('slider', { name: /Negatives won back: 0 %/ }), { target: { value: '50' } });
    expect(screen.getByRole('slider', { name: /Negatives won back: 50 %/ })).toBeInTheDocument();
    const after = within(summary()).getByText(/\/ 120: about rank/).textContent;
    expect(after).not.toBe(before);
    expect(within(summary()).getByText(/marks\.$/).textContent).toMatch(/: \+\d+(\.\d+)? marks\.$/);

    await userEvent.click(screen.getByRole('button', { name: 'Reset changes' }));
    expect(within(summary()).getByText(/\/ 120: about rank/).textContent).toBe(before);
  });

  it('takes starting marks from the keyboard in the spin buttons, and keeps an impossible one with its message', async () => {
    await renderOverlay();
    const quant = await screen.findByRole('spinbutton', { name: /Quantitative Techniques \(right answers, out of 12\)/ });
    const before = within(summary()).getByText(/\/ 120: about rank/).textContent;
    quant.focus();
    await userEvent.keyboard('{ArrowUp}{ArrowUp}');
    expect(quant).toHaveValue('8');
    expect(within(summary()).getByText(/\/ 120: about rank/).textContent).not.toBe(before);
    expect(screen.getByText('Starting from the marks you put in.')).toBeInTheDocument();

    const negatives = screen.getByRole('spinbutton', { name: /Negative marks lost/ });
    await userEvent.clear(negatives);
    await userEvent.type(negatives, '29{Enter}');
    expect(negatives).toHaveValue('29');
    expect(await within(summary()).findByText(/There are not that many questions left to get wrong/)).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Back to my starting marks' }));
    expect(within(summary()).getByText(/\/ 120: about rank/).textContent).toBe(before);
  });

  it('closes with its close button and with Escape', async () => {
    const onClose = await renderOverlay();
    await screen.findByText(/Starting from your diagnostic/);
    expect(screen.getByRole('button', { name: 'Close Rank Simulator' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
    await userEvent.click(screen.getByRole('button', { name: 'Close Rank Simulator' }));
    expect(onClose).toHaveBeenCalledTimes(2);
  });
});

describe('the Rank Simulator card', () => {
  it('shows whether the plan includes it and opens on a click or a key press', async () => {
    const onOpen = vi.fn();
    const { rerender } = render(
      <FluentProvider theme={webLightTheme}>
        <RankSimulatorCard access={null} onOpen={onOpen} />
      </FluentProvider>,
    );
    expect(await screen.findByRole('button', { name: 'Open Rank Simulator' })).toBeDisabled();

    rerender(
      <FluentProvider theme={webLightTheme}>
        <RankSimulatorCard access={{ allowed: false, badge: 'Premium', requiresPayment: true }} onOpen={onOpen} />
      </FluentProvider>,
    );
    expect(screen.getByRole('heading', { name: 'Rank Simulator' })).toBeInTheDocument();
    expect(screen.getByText('Premium')).toBeInTheDocument();
    screen.getByRole('button', { name: 'Open Rank Simulator' }).focus();
    await userEvent.keyboard('{Enter}');
    expect(onOpen).toHaveBeenCalledTimes(1);
  });
});
