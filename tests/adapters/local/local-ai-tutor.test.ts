import { describe, expect, it } from 'vitest';
import { LocalAiHost } from '../../../adapters/local/local-ai-host.adapter';
import { LocalConceptExplainer } from '../../../adapters/local/local-concept-explainer.adapter';
import { FakeAuth } from '../../fakes/fake-auth';
import { FakeClock } from '../../fakes/fake-clock';
import { MemoryStorage } from '../../fakes/memory-storage';
import { RecordingLogger } from '../../fakes/recording-logger';

// Until the offline tutor exists, every AI request fails honestly instead of inventing an answer.
const notYet = { name: 'AppError', code: 'unavailable', message: 'The offline tutor is not available yet.' };

describe('local AI tools before the offline tutor', () => {
  const aiHost = new LocalAiHost(new MemoryStorage(), new FakeClock(), new FakeAuth(), new RecordingLogger());

  it('rejects topic practice, doubt solving and study advice as unavailable', async () => {
    await expect(aiHost.generateTopicPractice({ topic: 'Percentages', section: 'Quant', questionCount: 5 })).rejects.toMatchObject(notYet);
    await expect(aiHost.solveDoubt({ inputType: 'text', content: 'What is 20% of 50?', text: 'What is 20% of 50?' })).rejects.toMatchObject(notYet);
    await expect(aiHost.getStudyAdvice('How should I study GK?')).rejects.toMatchObject(notYet);
  });

  it('rejects concept explanations as unavailable', async () => {
    await expect(new LocalConceptExplainer().explain('What is consideration?')).rejects.toMatchObject(notYet);
  });
});
