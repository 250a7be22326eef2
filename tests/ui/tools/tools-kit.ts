import { ExplainConcept } from '../../../core/chat/explain-concept.use-case';
import { GetStudyAdvice } from '../../../core/chat/get-study-advice.use-case';
import { DashboardStateStore } from '../../../core/dashboard/dashboard-state.store';
import type { DoubtResponse } from '../../../core/doubt/doubt.model';
import { PrepareTextReader } from '../../../core/doubt/prepare-text-reader.use-case';
import { SolveDoubt } from '../../../core/doubt/solve-doubt.use-case';
import { GenerateTopicPractice } from '../../../core/practice/generate-topic-practice.use-case';
import type { AppError } from '../../../core/shared/app-error';
import { ToolViewModels } from '../../../ui/tools/tool-view-models';
import { accessKit } from '../../fakes/access-kit';
import { FakeAiHost } from '../../fakes/fake-ai-host';
import type { BackendUserStatus } from '../../../core/access/access.model';
import { recordingNotifier } from '../../fakes/recording-notifier';
import { ScriptedOcr } from '../../fakes/scripted-ocr';


export const SOLVED: DoubtResponse = {
  success: true,
  questions: [
    {
      id: 'q1',
      questionText: 'What is 20% of 150?',
      finalAnswerText: '**30**',
      steps: [{ title: 'Convert the percent', bullets: ['20% = 0.2'] }],
      workedSolution: '0.2 × 150 = 30',
      optionExplanations: {},
    },
  ],
};

/** The tool view models over fakes, with hooks that record what the dashboard would do. */
export function toolsKit(status?: BackendUserStatus) {
  const kit = accessKit(status);
  const aiHost = new FakeAiHost();
  aiHost.doubt = SOLVED;
  const ocr = new ScriptedOcr();
  const { notifier, shown } = recordingNotifier();
  const store = new DashboardStateStore(kit.storage, kit.logger);
  const calls = { used: 0, payment: 0, paymentMessages: [] as string[], errors: [] as AppError[] };
  const hooks = {
    onUsed: () => void (calls.used += 1),
    onPaymentRequired: (message: string) => {
      calls.payment += 1;
      calls.paymentMessages.push(message);
    },
    onError: async (error: AppError) => {
      calls.errors.push(error);
      return error.code === 'session_expired';
    },
  };
  const factory = new ToolViewModels(
    new ExplainConcept(kit.gate, aiHost),
    new GetStudyAdvice(kit.gate, aiHost),
    new GenerateTopicPractice(kit.gate, aiHost),
    new SolveDoubt(kit.gate, ocr, aiHost, kit.clock, kit.logger),
    new PrepareTextReader(ocr, kit.logger),
    store,
    kit.clock,
    notifier,
  );
  return { ...kit, aiHost, ocr, shown, calls, hooks, factory, store };
}

export const PNG_HEADER = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
export function pngOf(size: number): Blob {
  return new Blob([new Uint8Array(PNG_HEADER), new Uint8Array(Math.max(0, size - PNG_HEADER.length))], { type: 'image/png' });
}
export const readFake = async () => 'data:image/png;base64,iVBORw0KGgo=';
