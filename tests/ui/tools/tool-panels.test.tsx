import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { describe, expect, it } from 'vitest';
import { ServicesProvider } from '../../../ui/common/services';
import { ChatPanel } from '../../../ui/tools/chat/chat.panel';
import { DoubtSolverPanel } from '../../../ui/tools/doubt-solver/doubt-solver.panel';
import { QuestionMakerPanel } from '../../../ui/tools/question-maker/question-maker.panel';
import { PREMIUM_STATUS } from '../../fakes/fake-backend';
import { PRACTICE_SET } from '../../fakes/fake-ai-host';
import { AppError } from '../../../core/shared/app-error';
import { pngOf, SOLVED, toolsKit } from './tools-kit';

async function show(element: ReactElement) {
  await act(async () => {
    // The services never load here: the panels are driven through their view models directly.
    render(
      <FluentProvider theme={webLightTheme}>
        <ServicesProvider load={() => new Promise(() => undefined)}>{element}</ServicesProvider>
      </FluentProvider>,
    );
  });
}

describe('ChatPanel', () => {
  it('sends with Enter, renders answers as Markdown without raw HTML, and clears back to the greeting', async () => {
    const kit = toolsKit(PREMIUM_STATUS);
    kit.aiHost.explanation = '## Consideration\n\nSomething **in return**. <img src=x onerror="alert(1)"><script>alert(2)</script>';
    const vm = kit.factory.conceptExplainer(kit.hooks);
    vm.open(kit.email);
    await show(<ChatPanel vm={vm} label="Concept Explainer" placeholder="Ask" />);
    const user = userEvent.setup();

    await user.type(screen.getByRole('textbox', { name: 'Ask the Concept Explainer' }), 'What is consideration?{Enter}');
    const log = screen.getByRole('log');
    await within(log).findByRole('heading', { name: 'Consideration' });
    expect(within(log).getByText('in return').tagName).toBe('STRONG');
    expect(log.querySelector('img, script')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Clear Chat' }));
    expect(log.querySelectorAll('[data-role]')).toHaveLength(1);
  });

  it('does not send blank input', async () => {
    const kit = toolsKit(PREMIUM_STATUS);
    const vm = kit.factory.studyAdvice(kit.hooks);
    vm.open(kit.email);
    await show(<ChatPanel vm={vm} label="Study Advice" placeholder="Ask" />);
    expect(screen.getByRole('button', { name: 'Send' })).toBeDisabled();
    await userEvent.setup().type(screen.getByRole('textbox'), '   {Enter}');
    expect(screen.getByRole('log').querySelectorAll('[data-role="user"]')).toHaveLength(0);
  });
});

describe('QuestionMakerPanel', () => {
  it('asks for a section first, then generates, and shows the score with explanations', async () => {
    const kit = toolsKit(PREMIUM_STATUS);
    const vm = kit.factory.questionMaker(kit.hooks);
    vm.open(kit.email);
    await show(<QuestionMakerPanel vm={vm} />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Generate Questions' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Please select a section');

    await act(async () => {
      vm.chooseSection('Quant');
      vm.setTopic('Percentages');
    });
    await user.click(screen.getByRole('button', { name: 'Generate Questions' }));
    await user.click(await screen.findByRole('radio', { name: 'B. 20%' }));
    await user.click(screen.getByRole('button', { name: 'Show Results' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Score: 1/1');
    expect(screen.getByText('Marked up 20%.')).toBeInTheDocument();
  });

  it('keeps a typed GK topic in its box through generating, and a passage in its paragraphs', { timeout: 40_000 }, async () => {
    const kit = toolsKit(PREMIUM_STATUS);
    kit.aiHost.practice = { ...PRACTICE_SET, passage: 'First paragraph of the facts.\n\nSecond paragraph, the rule.\n\nThird paragraph, the question.' };
    const vm = kit.factory.questionMaker(kit.hooks);
    vm.open(kit.email);
    await show(<QuestionMakerPanel vm={vm} />);
    const user = userEvent.setup();
    await act(async () => vm.chooseSection('GK'));
    const topic = screen.getByRole('combobox', { name: 'Topic' });
    // A preset topic picked from the list, then typed on: the list's selection is dropped, not the text.
    await user.click(topic);
    const preset = vm.topics[0]!;
    await user.click(screen.getByRole('option', { name: preset }));
    await user.type(topic, ' 26', { skipClick: true });
    
    await user.click(screen.getByRole('button', { name: 'Generate Questions' }));
    await screen.findByRole('radio', { name: 'B. 20%' });
    
    expect(screen.getByRole('combobox', { name: 'Topic' })).toHaveValue(`${preset} 26`);
    expect(kit.aiHost.practiceRequests.at(-1)).toMatchObject({ topic: `${preset} 26` });
    const passage = screen.getByRole('heading', { name: 'Passage' }).parentElement!;
    expect([...passage.querySelectorAll('p')].map((paragraph) => paragraph.textContent)).toEqual([
      'First paragraph of the facts.',
      'Second paragraph, the rule.',
      'Third paragraph, the question.',
    ]);
  });
});

describe('DoubtSolverPanel', () => {
  it('offers the camera and the gallery, refuses a 6 MB file, and shows a solution', async () => {
    const kit = toolsKit();
    const vm = kit.factory.doubtSolver(kit.hooks);
    vm.open(kit.email);
    await show(<DoubtSolverPanel vm={vm} />);
    const camera = screen.getByLabelText('Take a photo of a question');
    expect(camera).toHaveAttribute('capture', 'environment');
    expect(camera).toHaveAttribute('accept', 'image/*');

    const user = userEvent.setup({ applyAccept: false });
    await user.upload(screen.getByLabelText('Choose an image of a question'), new File([pngOf(6 * 1024 * 1024)], 'big.png', { type: 'image/png' }));
    expect(kit.shown).toEqual([{ intent: 'error', title: 'Image must be smaller than 5MB' }]);

    await user.upload(screen.getByLabelText('Choose an image of a question'), new File([pngOf(2048)], 'q.png', { type: 'image/png' }));
    await screen.findByRole('button', { name: 'Upload New Question' });
    expect(screen.getByText('What is 20% of 150?')).toBeInTheDocument();
    expect(screen.getByText('30').tagName).toBe('STRONG');
    await user.click(screen.getByRole('button', { name: 'Upload New Question' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Take a photo' })).toBeInTheDocument());
  });

  it('solves a typed question, keeps the text through a failure, and charges nothing for an approach', async () => {
    const kit = toolsKit();
    const vm = kit.factory.doubtSolver(kit.hooks);
    vm.open(kit.email);
    await show(<DoubtSolverPanel vm={vm} />);
    const user = userEvent.setup();
    const box = screen.getByRole('textbox', { name: 'Or type the question, with its options' });

    await user.click(screen.getByRole('button', { name: 'Solve typed question' }));
    expect(await screen.findByText('Please type your question')).toBeInTheDocument();

    kit.aiHost.doubt = new AppError('unknown', 'The tutor could not answer just now. Please try again.');
    await user.type(box, 'What is 20% of 150? (a) 25 (b) 30 (c) 35 (d) 40');
    await user.click(screen.getByRole('button', { name: 'Solve typed question' }));
    await user.click(await screen.findByRole('button', { name: 'Upload Different Question' }));
    expect(screen.getByRole('textbox', { name: 'Or type the question, with its options' })).toHaveValue('What is 20% of 150? (a) 25 (b) 30 (c) 35 (d) 40');
    expect(kit.ledger.read(kit.email).aiDoubtSolver).toBe(0);

    kit.aiHost.doubt = { ...SOLVED, answered: false };
    await user.click(screen.getByRole('button', { name: 'Solve typed question' }));
    expect(await screen.findByText('This reply did not use up one of your doubts.')).toBeInTheDocument();
    expect(kit.ledger.read(kit.email).aiDoubtSolver).toBe(0);
    expect(kit.aiHost.doubtRequests.at(-1)).toEqual({ inputType: 'text', content: 'What is 20% of 150? (a) 25 (b) 30 (c) 35 (d) 40', text: 'What is 20% of 150? (a) 25 (b) 30 (c) 35 (d) 40' });

    await user.click(screen.getByRole('button', { name: 'Correct the text and solve again' }));
    kit.aiHost.doubt = SOLVED;
    await user.click(await screen.findByRole('button', { name: 'Solve typed question' }));
    await screen.findByRole('button', { name: 'Upload New Question' });
    expect(kit.ledger.read(kit.email).aiDoubtSolver).toBe(1);
  });

  it('prints a solution once: the steps when there are steps, the worked text only when there are none', async () => {
    const kit = toolsKit();
    const vm = kit.factory.doubtSolver(kit.hooks);
    vm.open(kit.email);
    const [solved] = SOLVED.questions;
    // As the offline tutor answers: the worked text is the steps again, in Markdown.
    kit.aiHost.doubt = { ...SOLVED, questions: [{ ...solved!, workedSolution: '**Convert the percent**\n- 20% = 0.2' }] };
    await show(<DoubtSolverPanel vm={vm} />);
    const user = userEvent.setup();
    await user.type(screen.getByRole('textbox', { name: 'Or type the question, with its options' }), 'What is 20% of 150? (a) 25 (b) 30 (c) 35 (d) 40');
    await user.click(screen.getByRole('button', { name: 'Solve typed question' }));
    await screen.findByRole('button', { name: 'Upload New Question' });
    expect(screen.getAllByText('20% = 0.2')).toHaveLength(1);
    expect(screen.queryByRole('heading', { name: 'Worked solution' })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Upload New Question' }));
    kit.aiHost.doubt = { ...SOLVED, questions: [{ ...solved!, steps: [], workedSolution: '0.2 × 150 = 30' }] };
    await user.type(await screen.findByRole('textbox', { name: 'Or type the question, with its options' }), 'What is 20% of 150? (a) 25 (b) 30 (c) 35 (d) 40');
    await user.click(screen.getByRole('button', { name: 'Solve typed question' }));
    expect(await screen.findByRole('heading', { name: 'Worked solution' })).toBeInTheDocument();
    expect(screen.getByText('0.2 × 150 = 30')).toBeInTheDocument();
  });
});
