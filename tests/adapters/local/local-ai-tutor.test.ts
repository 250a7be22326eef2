import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { LocalAiHost } from '../../../adapters/local/local-ai-host.adapter';
import { LocalConceptExplainer } from '../../../adapters/local/local-concept-explainer.adapter';
import { LocalDatabase } from '../../../adapters/local/local-database.adapter';
import { SolveDoubt } from '../../../core/doubt/solve-doubt.use-case';
import { accessKit } from '../../fakes/access-kit';
import { FakeAuth } from '../../fakes/fake-auth';
import { ScriptedOcr } from '../../fakes/scripted-ocr';
import { FakeClock } from '../../fakes/fake-clock';
import { FakeDatabase } from '../../fakes/fake-database';
import { MemoryStorage } from '../../fakes/memory-storage';
import { RecordingLogger } from '../../fakes/recording-logger';

// In local mode the four AI tools are answered by the offline tutor, behind the same ports as the hosted AI host.
describe('local AI tools served by the offline tutor', () => {
  it('answers topic practice, doubt solving and study advice through the AI host', async () => {
    const aiHost = new LocalAiHost(new MemoryStorage(), new FakeClock(), new FakeAuth(), new RecordingLogger());
    const practice = await aiHost.generateTopicPractice({ topic: 'Percentages', section: 'Quant', questionCount: 5 });
    expect(practice.questions).toHaveLength(5);
    expect(Object.keys(practice.answerKey)).toEqual(['Q1', 'Q2', 'Q3', 'Q4', 'Q5']);

    const doubt = await aiHost.solveDoubt({ inputType: 'text', content: 'What is 20% of 50?', text: 'What is 20% of 50?' });
    expect(doubt.success).toBe(true);
    expect(doubt.questions[0]!.finalAnswerText).toContain('10');

    expect(await aiHost.getStudyAdvice('How should I study GK?')).toMatch(/^## /);
  });

  it('charges a doubt in local mode only when the tutor answered it, not for an approach', async () => {
    const kit = accessKit();
    const aiHost = new LocalAiHost(new MemoryStorage(), kit.clock, new FakeAuth(), new RecordingLogger());
    const solve = new SolveDoubt(kit.gate, new ScriptedOcr(), aiHost, kit.clock, kit.logger);

    const approach = await solve.executeText('Which of the following best describes the tone of the author in the passage above?');
    expect(approach.ok && approach.value.response.answered).toBe(false);
    expect(kit.ledger.read(kit.email).aiDoubtSolver).toBe(0);

    const answer = await solve.executeText('What is 20% of 50? (a) 5 (b) 10 (c) 15 (d) 20');
    expect(answer.ok && answer.value.response.answered).toBe(true);
    expect(kit.ledger.read(kit.email).aiDoubtSolver).toBe(1);
  });

  it('reads the student’s profile from the bound database, or from local mode’s own tables', async () => {
    const storage = new MemoryStorage();
    const clock = new FakeClock();
    const weakQuant = {
      'Legal Reasoning': 2,
      'Logical Reasoning': 2,
      'English Language': 3,
      'General Knowledge': 3,
      'Quantitative Techniques': 0,
    };
    await new LocalDatabase(storage, clock).updateProfile('user-1', { diagnosticCompleted: true, diagnosticScore: weakQuant, predictedRank: 9000, predictedNlu: 'Top-15 NLU' });
    const local = new LocalAiHost(storage, clock, new FakeAuth(), new RecordingLogger());
    expect(await local.getStudyAdvice('make me a study plan')).toContain('Quantitative Techniques (0/2)');

    const bound = new FakeDatabase();
    const withBound = new LocalAiHost(new MemoryStorage(), clock, new FakeAuth(), new RecordingLogger(), bound);
    expect(await withBound.getStudyAdvice('make me a study plan')).toMatch(/not taken the diagnostic test yet/);
    expect(bound.calls).toEqual(['getProfile']);
  });

  it('keeps the same tutor, and its practice record, across requests', async () => {
    const storage = new MemoryStorage();
    const aiHost = new LocalAiHost(storage, new FakeClock(), new FakeAuth(), new RecordingLogger());
    const first = await aiHost.generateTopicPractice({ topic: 'Technology', section: 'English', questionCount: 5 });
    const second = await aiHost.generateTopicPractice({ topic: 'Technology', section: 'English', questionCount: 5 });
    expect(second.passage).not.toBe(first.passage);
    expect(storage.values.has('nyayapath.local.tutor.user-1')).toBe(true);
  });

  it('rejects an unknown topic as not found, naming what exists', async () => {
    const aiHost = new LocalAiHost(new MemoryStorage(), new FakeClock(), new FakeAuth(), new RecordingLogger());
    await expect(aiHost.generateTopicPractice({ topic: 'Algebra', section: 'Quant', questionCount: 5 })).rejects.toMatchObject({
      name: 'AppError',
      code: 'not_found',
      message: expect.stringContaining('Percentages'),
    });
  });

  it('explains concepts through the concept explainer', async () => {
    const explainer = new LocalConceptExplainer();
    const answer = await explainer.explain('What is consideration?');
    expect(answer).toMatch(/^## Consideration/);
    expect(answer).toContain('**CLAT tip:**');
  });

  it('imports the tutor only when an AI method is first used, never with the adapter', () => {
    const lazily: [file: string, module: string][] = [
      ['local-ai-host.adapter.ts', './local-tutor'],
      ['local-concept-explainer.adapter.ts', '../tutor/offline-tutor'],
    ];
    for (const [file, module] of lazily) {
      const source = readFileSync(fileURLToPath(new URL(`../../../adapters/local/${file}`, import.meta.url)), 'utf8');
      const staticImports = source.split('\n').filter((line) => /^import\s(?!type\b).*from '(\.\.\/tutor\/|\.\/local-tutor')/.test(line));
      expect(staticImports, file).toEqual([]);
      expect(source, file).toContain(`import('${module}')`);
    }
  });
});
