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
    fireEvent.click(within(group).getAllByRole('radio')[kit.vm.sheet.current!.answerIndex]!);
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
    // Asked first, with the counts and the time left; going back keeps the paper. The confirmation
    // is a modal over the mock's own modal, in a page of some 1,500 elements: a role query over the
    // whole document takes seconds on a busy machine, so the dialog is found by its role attribute
    // and checked by its title, and queried by role inside it. Chromium checks the same dialog in
    // the end-to-end tests.
    const confirmDialog = () =>
      waitFor(() => {
        const found = document.querySelector<HTMLElement>('[role="alertdialog"]');
        expect(found).not.toBeNull();
        expect(within(found!).getByRole('heading', { hidden: true })).toHaveTextContent('Submit your mock?');
        return found!;
      });
    let confirm = await confirmDialog();
    const summary = within(confirm).getByRole('list', { name: 'Your paper now', hidden: true });
    expect(summary).toHaveTextContent('Answered: 1');
    expect(summary).toHaveTextContent('Marked for review: 1');
    expect(summary).toHaveTextContent('Unanswered: 119');
    expect(summary).toHaveTextContent(/Time left: 0[12]:\d\d:\d\d/);
    await user.click(within(confirm).getByRole('button', { name: 'Back to the paper', hidden: true }));
    // Gone from the page, not only from the accessibility tree: the dialog's closing transition has ended.
    await waitFor(() => expect(document.querySelector('[role="alertdialog"]')).toBeNull());
    expect(await within(dialog).findByRole('heading', { name: 'Question 4 of 120' })).toBeInTheDocument();
    await user.click(await within(dialog).findByRole('button', { name: 'Submit mock' }));
    confirm = await confirmDialog();
    await user.click(within(confirm).getByRole('button', { name: 'Submit mock', hidden: true }));
    expect(await within(dialog).findByRole('heading', { name: 'Your analysis' })).toBeInTheDocument();
    expect(within(dialog).getByRole('group', { name: 'Score' })).toHaveTextContent('1/120');
    expect(within(dialog).getByRole('group', { name: 'Accuracy' })).toHaveTextContent('100%');
    expect(within(dialog).getByRole('table', { name: 'Marks and time by section' })).toBeInTheDocument();
    // The one answer (question 1, an easy one) was right; nothing medium or hard was tried.
    const byDifficulty = within(dialog).getByRole('table', { name: 'Accuracy by difficulty' });
    const cells = within(byDifficulty)
      .getAllByRole('row')
      .slice(1)
      .map((row) => within(row).getAllByRole('cell').map((cell) => cell.textContent));
    expect(cells.map(([difficulty, , attempted, correct, accuracy]) => [difficulty, attempted, correct, accuracy])).toEqual([
      ['Easy', '1', '1', '100%'],
      ['Medium', '0', '0', 'Not attempted'],
      ['Hard', '0', '0', 'Not attempted'],
    ]);
    expect(cells.reduce((sum, [, questions]) => sum + Number(questions), 0)).toBe(120);
    expect(within(dialog).getByRole('list', { name: 'Wrong answers' })).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Close Full CLAT Mock' }));
    const past = await screen.findByRole('list', { name: 'Past mocks' });
    expect(within(past).getByText(/: 1\/120$/)).toBeInTheDocument();
  });

  it('draws a data-interpretation chart inside the passage, with its numbers for a screen reader', { timeout: 40_000 }, async () => {
    const kit = mockKit();
    const figure = {
      kind: 'bar' as const,
      title: 'Visitors to the museum',
      unit: 'visitors',
      columns: ['Month', 'Visitors'],
      rows: [
        { label: 'January', values: [3024] },
        { label: 'February', values: [2160] },
      ],
    };
    for (const [id, set] of kit.source.bank) kit.source.bank.set(id, { ...set, figure });
    await renderPage(<FullMockCard hooks={HOOKS} />, { resolver: resolverOf([[FullMockViewModel, kit.vm]]) });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Start full mock' }));
    const dialog = await screen.findByRole('dialog', { name: 'Full CLAT Mock' });
    await user.click(await within(dialog).findByRole('button', { name: 'Start' }));
    const passage = await within(dialog).findByRole('region', { name: 'Passage' });
    expect(within(passage).getByRole('img', { name: /Visitors to the museum/ })).toBeInTheDocument();
    expect(within(passage).getByRole('table', { hidden: true })).toHaveTextContent(/January.*3,024.*February.*2,160/);
  });
});
