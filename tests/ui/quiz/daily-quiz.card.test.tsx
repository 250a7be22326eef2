import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { DailyQuizCard } from '../../../ui/quiz/daily-quiz.card';
import { DailyQuizViewModel } from '../../../ui/quiz/daily-quiz.view-model';
import { renderPage, resolverOf } from '../render-page';
import { quizKit, TODAY, TODAYS_KEY } from './quiz-kit';

async function showCard(kit = quizKit()) {
  await renderPage(<DailyQuizCard />, { resolver: resolverOf([[DailyQuizViewModel, kit.vm]]) });
  return kit;
}

describe('DailyQuizCard', () => {
  it('opens the quiz, takes ten answers by keyboard, and shows the score, the answers explained and the history', async () => {
    const kit = await showCard();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: "Start today's quiz" }));
    const dialog = await screen.findByRole('dialog', { name: 'Daily Current Affairs Quiz' });
    // The dialog moves focus to its close button once it has mounted, which a busy machine may take a moment over.
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Close Daily Current Affairs Quiz' })).toHaveFocus());

    const submit = within(dialog).getByRole('button', { name: 'Submit' });
    expect(submit).toBeDisabled();
    const groups = within(dialog).getAllByRole('radiogroup');
    expect(groups).toHaveLength(10);
    expect(groups[0]).toHaveAccessibleName('Question 1?');
    expect(within(dialog).getByLabelText('Context for question 1')).toHaveTextContent('Cue of question 1.');
    // Question 4 stands alone: no context.
    expect(within(dialog).queryByLabelText('Context for question 4')).toBeNull();
    // Neither the answer nor the reports behind it show before the student answers.
    expect(within(dialog).queryByRole('list', { name: 'Reports behind question 1' })).toBeNull();
    expect(within(dialog).queryByText(TODAYS_KEY[0]!.explanation)).toBeNull();

    for (const [index, group] of groups.entries()) {
      const right = TODAYS_KEY[index]!.answerIndex;
      const choice = index < 6 ? right : (right + 1) % 4;
      fireEvent.click(within(group).getAllByRole('radio')[choice]!);
    }
    expect(within(dialog).getByText('10 of 10 answered')).toBeInTheDocument();
    expect(submit).toBeEnabled();
    submit.focus();
    await user.keyboard('{Enter}');

    await within(dialog).findByRole('heading', { name: 'You scored 6/10' });
    expect(within(dialog).getByText('Streak: 1 day in a row')).toBeInTheDocument();
    expect(within(dialog).getAllByText(/^Right answer:/)).toHaveLength(4);
    expect(within(dialog).getByText(TODAYS_KEY[7]!.explanation)).toBeInTheDocument();
    const reports = within(dialog).getByRole('list', { name: 'Reports behind question 1' });
    const links = within(reports).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(['thehindu.com, 1 Feb 2026', 'pib.gov.in, 2 Feb 2026']);
    expect(links[0]).toHaveAttribute('href', 'https://www.thehindu.com/news/national/report-one/article1.ece');
    expect(links[0]).toHaveAttribute('rel', 'noopener noreferrer');
    expect(within(dialog).queryByRole('list', { name: 'Reports behind question 2' })).toBeNull();
    const history = within(dialog).getByRole('list', { name: 'Quiz history' });
    expect(within(history).getAllByRole('listitem')).toHaveLength(1);
    expect(within(history).getByText('6/10')).toBeInTheDocument();
    expect(kit.attempts.submitted).toBe(1);

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByText("Today's score: 6/10")).toBeInTheDocument();
    expect(screen.getByText('Come back tomorrow')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: "See today's answers" })).toBeInTheDocument();
  }, 40_000);

  it("shows today's score when the quiz was already taken", async () => {
    const kit = quizKit();
    kit.attempts.seed('asha', TODAY, 9);
    kit.attempts.seed('asha', '2026-03-09', 3);
    await showCard(kit);
    await screen.findByText("Today's score: 9/10");
    expect(screen.getByText('Come back tomorrow')).toBeInTheDocument();
    expect(screen.getByText('Streak: 2 days')).toBeInTheDocument();
  });
});
