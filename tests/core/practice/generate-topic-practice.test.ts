import { describe, expect, it } from 'vitest';
import { GenerateTopicPractice } from '../../../core/practice/generate-topic-practice.use-case';
import { AppError } from '../../../core/shared/app-error';
import { accessKit } from '../../fakes/access-kit';
import { FakeAiHost, PRACTICE_SET } from '../../fakes/fake-ai-host';
import { PREMIUM_STATUS } from '../../fakes/fake-backend';

function setup(status = PREMIUM_STATUS) {
  const kit = accessKit(status);
  const aiHost = new FakeAiHost();
  return { kit, aiHost, generate: new GenerateTopicPractice(kit.gate, aiHost) };
}

describe('GenerateTopicPractice', () => {
  it('asks for five questions, sends the subtopic only for Legal, and counts the use', async () => {
    const { kit, aiHost, generate } = setup();
    expect(await generate.execute({ section: 'Quant', topic: 'Percentages', subtopic: 'ignored' })).toEqual({
      ok: true,
      value: PRACTICE_SET,
    });
    await generate.execute({ section: 'Legal', topic: 'Tort Law', subtopic: ' Negligence ' });
    expect(aiHost.practiceRequests).toEqual([
      { section: 'Quant', topic: 'Percentages', questionCount: 5 },
      { section: 'Legal', topic: 'Tort Law', subtopic: 'Negligence', questionCount: 5 },
    ]);
    expect(kit.ledger.read(kit.email).topicPractice).toBe(2);
  });

  it.each([
    [{ section: '' as const, topic: 'x', subtopic: '' }, 'Please select a section'],
    [{ section: 'GK' as const, topic: '  ', subtopic: '' }, 'Please enter a topic'],
    [{ section: 'Legal' as const, topic: 'Tort Law', subtopic: '' }, 'Please choose a subtopic'],
  ])('validates %j', async (input, message) => {
    const { aiHost, generate } = setup();
    expect(await generate.execute(input)).toMatchObject({ ok: false, error: { code: 'validation', message } });
    expect(aiHost.practiceRequests).toEqual([]);
  });

  it('treats an empty set as a failure that is not counted', async () => {
    const { kit, aiHost, generate } = setup();
    aiHost.practice = { ...PRACTICE_SET, questions: [] };
    expect(await generate.execute({ section: 'Quant', topic: 'Percentages', subtopic: '' })).toMatchObject({
      ok: false,
      error: { message: 'No questions generated. Backend returned empty response.' },
    });
    expect(kit.ledger.read(kit.email).topicPractice).toBe(0);
  });

  it('turns an error about payment, upgrade or trial into a payment request', async () => {
    const { aiHost, generate } = setup();
    aiHost.practice = new AppError('http', 'Topic practice API error: 403 {"error":"Upgrade your plan"}');
    expect(await generate.execute({ section: 'Quant', topic: 'Percentages', subtopic: '' })).toMatchObject({
      ok: false,
      error: { code: 'payment_required' },
    });
  });

  it('does not mistake a topic the student typed for a payment matter', async () => {
    const { aiHost, generate } = setup();
    aiHost.practice = new AppError('not_found', 'No practice set on "criminal trial" yet.');
    expect(await generate.execute({ section: 'GK', topic: 'criminal trial', subtopic: '' })).toMatchObject({
      ok: false,
      error: { code: 'not_found', message: 'No practice set on "criminal trial" yet.' },
    });
  });

  it('passes other errors on with their message, or the fallback', async () => {
    const { aiHost, generate } = setup();
    aiHost.practice = new AppError('http', 'Topic practice API error: 500 boom');
    expect(await generate.execute({ section: 'Quant', topic: 'Percentages', subtopic: '' })).toMatchObject({
      ok: false,
      error: { code: 'http', message: 'Topic practice API error: 500 boom' },
    });
    aiHost.practice = new AppError('unknown', '');
    expect(await generate.execute({ section: 'Quant', topic: 'Percentages', subtopic: '' })).toMatchObject({
      ok: false,
      error: { message: 'Failed to generate questions' },
    });
  });

  it('asks a free user to pay before generating', async () => {
    const { aiHost, generate } = setup({ hasActivePlan: false, accountStatus: 'free' });
    expect(await generate.execute({ section: 'Quant', topic: 'Percentages', subtopic: '' })).toMatchObject({
      ok: false,
      error: { code: 'payment_required' },
    });
    expect(aiHost.practiceRequests).toEqual([]);
  });
});
