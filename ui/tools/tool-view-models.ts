import type { ExplainConcept } from '../../core/chat/explain-concept.use-case';
import type { GetStudyAdvice } from '../../core/chat/get-study-advice.use-case';
import type { DashboardStateStore } from '../../core/dashboard/dashboard-state.store';
import type { PrepareTextReader } from '../../core/doubt/prepare-text-reader.use-case';
import type { SolveDoubt } from '../../core/doubt/solve-doubt.use-case';
import type { Clock } from '../../core/ports/clock.port';
import type { GenerateTopicPractice } from '../../core/practice/generate-topic-practice.use-case';
import type { Section } from '../../core/practice/practice.model';
import type { Notifier } from '../common/notifier';
import { ChatViewModel } from './chat/chat.view-model';
import type { MistakeSink } from '../review/mistake-sink';
import type { PracticeSink } from '../weekly-report/practice-sink';
import type { ToolHooks } from './tool-hooks';
import { DoubtSolverViewModel } from './doubt-solver/doubt-solver.view-model';
import { QuestionMakerViewModel } from './question-maker/question-maker.view-model';

/** Builds each tool's view model with the dashboard's hooks (badges, payment, session). */
export class ToolViewModels {
  /** The topic the next Question Maker opens on, once. */
  private nextPractice: { readonly section: Section; readonly topic: string } | null = null;

  constructor(
    private readonly explainConcept: ExplainConcept,
    private readonly getStudyAdvice: GetStudyAdvice,
    private readonly generateTopicPractice: GenerateTopicPractice,
    private readonly solveDoubt: SolveDoubt,
    private readonly prepareTextReader: PrepareTextReader,
    private readonly store: DashboardStateStore,
    private readonly clock: Clock,
    private readonly notifier: Notifier,
    private readonly mistakes?: MistakeSink,
    private readonly practice?: PracticeSink,
  ) {}

  conceptExplainer(hooks: ToolHooks): ChatViewModel {
    const ask = (question: string, messagesAlreadySent: number) => this.explainConcept.execute({ question, messagesAlreadySent });
    return new ChatViewModel('conceptExplainer', ask, this.store, this.clock, this.notifier, hooks);
  }

  studyAdvice(hooks: ToolHooks): ChatViewModel {
    const ask = (question: string) => this.getStudyAdvice.execute(question);
    return new ChatViewModel('studyAdvice', ask, this.store, this.clock, this.notifier, hooks);
  }

  questionMaker(hooks: ToolHooks): QuestionMakerViewModel {
    const vm = new QuestionMakerViewModel(this.generateTopicPractice, this.store, this.notifier, hooks, this.mistakes, this.practice);
    if (this.nextPractice) vm.startWith(this.nextPractice.section, this.nextPractice.topic);
    this.nextPractice = null;
    return vm;
  }

  /** The next Question Maker opens on this section and topic (a step from the weekly report). */
  practiseTopic(section: Section, topic: string): void {
    this.nextPractice = { section, topic };
  }

  doubtSolver(hooks: ToolHooks): DoubtSolverViewModel {
    return new DoubtSolverViewModel(this.solveDoubt, this.prepareTextReader, this.store, this.notifier, hooks);
  }
}
