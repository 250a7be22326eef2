import { describe, expect, it } from 'vitest';
import type { DoubtResponse } from '../../../core/doubt/doubt.model';
import { AppError } from '../../../core/shared/app-error';
import { PREMIUM_STATUS } from '../../fakes/fake-backend';
import { PRACTICE_SET } from '../../fakes/fake-ai-host';
import { pngOf, readFake, SOLVED, toolsKit } from './tools-kit';

describe('ChatViewModel (concept explainer)', () => {
  it('greets, answers, ignores blank input and repeated sends, and counts the use', async () => {
    const kit = toolsKit(PREMIUM_STATUS);
    const vm = kit.factory.conceptExplainer(kit.hooks);
    vm.open(kit.email);
    expect(vm.messages).toHaveLength(1);
    expect(vm.messages[0]!.content).toMatch(/^Hi! I'm your Concept Explainer/);
    vm.setInput('   ');
    expect(vm.canSend).toBe(false);
    await vm.send();
    expect(vm.messages).toHaveLength(1);

    vm.setInput('What is consideration?');
    const sending = vm.send();
    expect(vm.pending).toBe(true);
    vm.setInput('second');
    await vm.send();
    await sending;
    expect(vm.messages.map((message) => [message.type, message.content])).toEqual([
      ['assistant', expect.stringMatching(/Concept Explainer/)],
      ['user', 'What is consideration?'],
      ['assistant', 'Consideration is something in return.'],
    ]);
    expect(kit.calls.used).toBe(1);
    expect(kit.ledger.read(kit.email).conceptExplainer).toBe(1);
  });

  it('shows the error in the chat and a toast, or the apology for an empty answer', async () => {
    const kit = toolsKit(PREMIUM_STATUS);
    const vm = kit.factory.conceptExplainer(kit.hooks);
    vm.open(kit.email);
    kit.aiHost.explanation = new AppError('network', 'offline');
    vm.setInput('tort');
    await vm.send();
    expect(vm.messages.at(-1)!.content).toBe('Sorry, I encountered an error. Please try again.');
    expect(kit.shown).toEqual([{ intent: 'error', title: 'Failed to get explanation. Please try again.' }]);
    kit.aiHost.explanation = ' ';
    vm.setInput('tort');
    await vm.send();
    expect(vm.messages.at(-1)!.content).toBe("Sorry, I couldn't generate an explanation right now.");
    expect(vm.pending).toBe(false);
  });

  it('opens the payment dialog for a free student, and restores the chat after a reload', async () => {
    const kit = toolsKit();
    const vm = kit.factory.conceptExplainer(kit.hooks);
    const stop = vm.open(kit.email);
    vm.setInput('What is a tort?');
    await vm.send();
    expect(kit.calls.payment).toBe(1);
    vm.setInput('draft question');
    stop();

    const reopened = kit.factory.conceptExplainer(kit.hooks);
    reopened.open(kit.email);
    expect(reopened.messages.map((message) => message.content)).toContain('What is a tort?');
    expect(reopened.input).toBe('draft question');
  });

  it('Clear Chat brings back the greeting alone', async () => {
    const kit = toolsKit(PREMIUM_STATUS);
    const vm = kit.factory.conceptExplainer(kit.hooks);
    vm.open(kit.email);
    vm.setInput('x');
    await vm.send();
    vm.clear();
    expect(vm.messages).toHaveLength(1);
    expect(vm.messages[0]!.type).toBe('assistant');
  });
});

describe('ChatViewModel (study advice)', () => {
  it('greets with its own message and toasts its own failure text', async () => {
    const kit = toolsKit(PREMIUM_STATUS);
    const vm = kit.factory.studyAdvice(kit.hooks);
    vm.open(kit.email);
    expect(vm.messages[0]!.content).toMatch(/study advisor/);
    kit.aiHost.advice = new AppError('http', 'boom');
    vm.setInput('plan please');
    await vm.send();
    expect(kit.shown).toEqual([{ intent: 'error', title: 'Failed to get study advice. Please try again.' }]);
  });

  it('is not left pending after a reload in the middle of a request', async () => {
    const kit = toolsKit(PREMIUM_STATUS);
    kit.aiHost.advice = () => new Promise<string>(() => undefined);
    const vm = kit.factory.studyAdvice(kit.hooks);
    vm.open(kit.email);
    vm.setInput('plan please');
    void vm.send();
    await Promise.resolve();
    const reloaded = kit.factory.studyAdvice(kit.hooks);
    reloaded.open(kit.email);
    expect(reloaded.pending).toBe(false);
    expect(reloaded.canSend).toBe(false);
    reloaded.setInput('again');
    expect(reloaded.canSend).toBe(true);
  });
});

describe('QuestionMakerViewModel', () => {
  it('validates, generates, scores and restores', async () => {
    const kit = toolsKit(PREMIUM_STATUS);
    const vm = kit.factory.questionMaker(kit.hooks);
    vm.open(kit.email);
    await vm.generateSet();
    expect(vm.error).toBe('Please select a section');
    vm.chooseSection('Legal');
    vm.setTopic('Tort Law');
    await vm.generateSet();
    expect(vm.error).toBe('Please choose a subtopic');
    expect(vm.subtopics).toContain('Negligence');
    vm.setSubtopic('Negligence');
    await vm.generateSet();
    expect(vm.questions).toEqual(PRACTICE_SET.questions);
    expect(kit.calls.used).toBe(1);
    vm.answer(0, 'B');
    vm.reveal();
    expect(vm.score).toBe(1);
    vm.answer(0, 'A');
    expect(vm.answers[0]).toBe('B');

    const reopened = kit.factory.questionMaker(kit.hooks);
    reopened.open(kit.email);
    expect(reopened).toMatchObject({ section: 'Legal', topic: 'Tort Law', subtopic: 'Negligence', showResults: true, score: 1 });
  });

  it('asks for payment on a payment error, toasts others, and reports an empty set', async () => {
    const kit = toolsKit(PREMIUM_STATUS);
    const vm = kit.factory.questionMaker(kit.hooks);
    vm.open(kit.email);
    vm.chooseSection('Quant');
    vm.setTopic('Percentages');
    kit.aiHost.practice = new AppError('http', 'Your trial has ended');
    await vm.generateSet();
    expect(kit.calls.payment).toBe(1);
    // The dashboard shows the server's own words with the dialog (spec §6).
    expect(kit.calls.paymentMessages).toEqual(['Your trial has ended']);
    kit.aiHost.practice = { ...PRACTICE_SET, questions: [] };
    await vm.generateSet();
    expect(kit.shown.at(-1)).toEqual({ intent: 'error', title: 'No questions generated. Backend returned empty response.' });
    expect(vm.generating).toBe(false);
  });
});

describe('DoubtSolverViewModel', () => {
  it('warms the reader when opened, reads, solves and counts the use', async () => {
    const kit = toolsKit();
    const vm = kit.factory.doubtSolver(kit.hooks);
    vm.open(kit.email);
    expect(kit.ocr.warmUps).toBe(1);
    await vm.choose(pngOf(1024), readFake);
    expect(vm.stage).toBe('solved');
    expect(vm.question).toBe('What is 20% of 150?');
    expect(vm.answer).toEqual(SOLVED);
    expect(vm.progress).toBe(1);
    expect(kit.aiHost.doubtRequests[0]!.imageBase64).toBe('iVBORw0KGgo=');
    expect(kit.ledger.read(kit.email).aiDoubtSolver).toBe(1);
    vm.reset();
    expect(vm.stage).toBe('choose');
  });

  it('rejects a 6 MB file before reading it', async () => {
    const kit = toolsKit();
    const vm = kit.factory.doubtSolver(kit.hooks);
    vm.open(kit.email);
    let read = false;
    await vm.choose(pngOf(6 * 1024 * 1024), async () => {
      read = true;
      return '';
    });
    expect(read).toBe(false);
    expect(kit.shown).toEqual([{ intent: 'error', title: 'Image must be smaller than 5MB' }]);
    expect(vm.stage).toBe('choose');
  });

  it('times out after 45 s with the catalogue text in the toast and the answer area', async () => {
    const kit = toolsKit();
    kit.aiHost.doubt = () => new Promise<DoubtResponse>(() => undefined);
    const vm = kit.factory.doubtSolver(kit.hooks);
    vm.open(kit.email);
    const choosing = vm.choose(pngOf(1024), readFake);
    await kit.clock.advance(44_999);
    expect(vm.stage).toBe('reading');
    await kit.clock.advance(1);
    await choosing;
    expect(vm.stage).toBe('failed');
    expect(vm.failure).toBe('Error occurred while processing your question. Please try again.');
    expect(kit.shown).toEqual([{ intent: 'error', title: 'Request timed out. Please try again.' }]);
  });

  it('says no text was found and goes back to choosing', async () => {
    const kit = toolsKit();
    kit.ocr.text = '';
    const vm = kit.factory.doubtSolver(kit.hooks);
    vm.open(kit.email);
    await vm.choose(pngOf(1024), readFake);
    expect(kit.shown).toEqual([
      { intent: 'error', title: 'No text found', description: 'Could not extract text from the image. Please try a clearer photo.' },
    ]);
    expect(vm.stage).toBe('choose');
    expect(vm.image).toBeNull();
  });
});
