import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { FullMockCard } from '../../../ui/mock/full-mock.card';
import { FullMockViewModel } from '../../../ui/mock/full-mock.view-model';
import { renderPage, resolverOf } from '../render-page';
import { mockKit } from './mock-kit';

const HOOKS = { onPaymentRequired: () => undefined, onUsed: () => undefined };

describe('FullMockCard', () => {
  it('starts a mock full screen, answers and marks by keyboard, and shows the analysis after submitting', { timeout: 40_000 }, async () => {
    const kit = mockKit();
    await renderPage(<FullMockCard hooks={HOOKS} />, { resolver: resolverOf([[FullMockViewModel, kit.vm]]) });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Start full mock' }));
    const dialog = await screen.findByRole('dialog', { name: 'Full CLAT Mock' });
    // The instructions first: the pattern, the marking, the sections and the clock's rule; nothing runs yet.
    expect(await within(dialog).findByRole('heading', { name: 'Before you start' })).toBeInTheDocument();
    expect(within(dialog).getByText(/\+1 for a right answer, −0\.25 for a wrong one/)).toBeInTheDocument();
    expect(within(within(dialog).getByRole('list', { name: 'Sections' })).getAllByRole('listitem')).toHaveLength(5);
    expect(within(dialog).getByText(/keeps running if you close this screen or the tab/)).toBeInTheDocument();
    expect(within(dialog).queryByRole('timer')).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Start' }));

    expect(within(dialog).getByRole('timer')).toHaveTextContent('02:00:00');
    expect(within(dialog).getByRole('tablist', { name: 'Sections' })).toBeInTheDocument();
    expect(within(dialog).getByRole('heading', { name: 'Question 1 of 120' })).toBeInTheDocument();
    const palette = within(dialog).getByRole('navigation', { name: 'Question palette' });
    expect(within(palette).getByRole('button', { name: 'Question 1: Not answered' })).toHaveAttribute('aria-current', 'step');

    const group = within(dialog).getByRole('radiogroup');
    fireEvent.click(within(group).getAllByRole('radio')[kit.vm.current!.answerIndex]!);
    expect(await within(palette).findByRole('button', { name: 'Question 1: Answered' })).toBeInTheDocument();

    const next = within(dialog).getByRole('button', { name: 'Next' });
    next.focus();
    await user.keyboard('{Enter}');
    expect(within(dialog).getByRole('heading', { name: 'Question 2 of 120' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Report this question (question 2)' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Mark for review' }));
    expect(await within(palette).findByRole('button', { name: 'Question 2: Marked for review' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Unmark review' })).toHaveAttribute('aria-pressed', 'true');

    await user.click(within(palette).getByRole('button', { name: 'Question 4: Not visited' }));
    expect(within(dialog).getByRole('heading', { name: 'Question 4 of 120' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Clear response' })).toBeDisabled();

    await user.click(within(dialog).getByRole('button', { name: 'Submit mock' }));
    // Asked first, with the counts and the time left; going back keeps the paper.
    let confirm = await screen.findByRole('alertdialog', { name: 'Submit your mock?' });
    const summary = await within(confirm).findByRole('list', { name: 'Your paper now' });
    expect(summary).toHaveTextContent('Answered: 1');
    expect(summary).toHaveTextContent('Marked for review: 1');
    expect(summary).toHaveTextContent('Unanswered: 119');
    expect(summary).toHaveTextContent(/Time left: 0[12]:\d\d:\d\d/);
    await user.click(await screen.findByRole('button', { name: 'Back to the paper' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(await within(dialog).findByRole('heading', { name: 'Question 4 of 120' })).toBeInTheDocument();
    await user.click(await within(dialog).findByRole('button', { name: 'Submit mock' }));
    confirm = await screen.findByRole('alertdialog', { name: 'Submit your mock?' });
    await user.click(await within(confirm).findByRole('button', { name: 'Submit mock' }));
    expect(await within(dialog).findByRole('heading', { name: 'Your analysis' })).toBeInTheDocument();
    expect(within(dialog).getByRole('group', { name: 'Score' })).toHaveTextContent('1/120');
    expect(within(dialog).getByRole('group', { name: 'Accuracy' })).toHaveTextContent('100%');
    expect(within(dialog).getByRole('table', { name: 'Marks and time by section' })).toBeInTheDocument();
    expect(within(dialog).getByRole('list', { name: 'Wrong answers' })).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Close Full CLAT Mock' }));
    const past = await screen.findByRole('list', { name: 'Past mocks' });
    expect(within(past).getByText(/: 1\/120$/)).toBeInTheDocument();
  });
});
