import { describe, expect, it } from 'vitest';
import { ExplainConcept } from '../../../core/chat/explain-concept.use-case';
import { GetStudyAdvice } from '../../../core/chat/get-study-advice.use-case';
import { AppError } from '../../../core/shared/app-error';
import { accessKit } from '../../fakes/access-kit';
import { FakeAiHost } from '../../fakes/fake-ai-host';
import { PREMIUM_STATUS } from '../../fakes/fake-backend';

function setup() {
  const kit = accessKit(PREMIUM_STATUS);
  const aiHost = new FakeAiHost();
  return { kit, aiHost, explain: new ExplainConcept(kit.gate, aiHost), advise: new GetStudyAdvice(kit.gate, aiHost) };
}

describe('ExplainConcept', () => {
  it('answers and counts only the first three messages of a chat', async () => {
    const { kit, explain } = setup();
    for (let sent = 0; sent < 5; sent += 1) {
      expect(await explain.execute({ question: 'What is consideration?', messagesAlreadySent: sent })).toEqual({
        ok: true,
        value: 'Consideration is something in return.',
      });
    }
    expect(kit.ledger.read(kit.email).conceptExplainer).toBe(3);
  });

  it('ignores blank input', async () => {
    const { kit, explain } = setup();
    expect((await explain.execute({ question: '   ', messagesAlreadySent: 0 })).ok).toBe(false);
    expect(kit.backend.statusCalls).toBe(0);
  });

  it('apologises for an empty answer and toasts a failure', async () => {
    const { aiHost, explain } = setup();
    aiHost.explanation = '  ';
    expect(await explain.execute({ question: 'tort', messagesAlreadySent: 0 })).toMatchObject({
      ok: false,
      error: { code: 'empty_response', message: "Sorry, I couldn't generate an explanation right now." },
    });
    aiHost.explanation = new AppError('network', 'offline');
    expect(await explain.execute({ question: 'tort', messagesAlreadySent: 0 })).toMatchObject({
      ok: false,
      error: { code: 'network', message: 'Failed to get explanation. Please try again.' },
    });
  });
});

describe('GetStudyAdvice', () => {
  it('answers and counts the use', async () => {
    const { kit, advise } = setup();
    expect(await advise.execute('How should I plan my week?')).toEqual({ ok: true, value: 'Study two Legal passages a day.' });
    expect(kit.ledger.read(kit.email).studyAdvice).toBe(1);
  });

  it('ignores blank input, apologises for an empty answer and toasts a failure', async () => {
    const { aiHost, advise } = setup();
    expect((await advise.execute(' ')).ok).toBe(false);
    aiHost.advice = '';
    expect(await advise.execute('plan')).toMatchObject({
      ok: false,
      error: { message: "Sorry, I couldn't generate study advice right now." },
    });
    aiHost.advice = new AppError('http', 'boom');
    expect(await advise.execute('plan')).toMatchObject({
      ok: false,
      error: { message: 'Failed to get study advice. Please try again.' },
    });
  });
});
