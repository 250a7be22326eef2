import { makeAutoObservable, runInAction } from 'mobx';
import type { DashboardStateStore } from '../../../core/dashboard/dashboard-state.store';
import type { GenerateTopicPractice } from '../../../core/practice/generate-topic-practice.use-case';
import { scorePractice } from '../../../core/practice/practice-score';
import { questionKey } from '../../../core/reports/question-key';
import { practiceMistakes } from '../../../core/review/practice-mistakes';
import type { MistakeSink } from '../../review/mistake-sink';
import type { PracticeSink } from '../../weekly-report/practice-sink';
import {
  ENGLISH_PRESETS,
  GK_PRESETS,
  LEGAL_TOPICS,
  LOGICAL_TOPICS,
  OPTION_LETTERS,
  QUANT_TOPICS,
  type OptionLetter,
  type PracticeQuestion,
  type Section,
  type TopicPracticeResponse,
} from '../../../core/practice/practice.model';
import type { Notifier } from '../../common/notifier';
import { settleRequest, type ToolHooks } from '../tool-hooks';
import { ToolState } from '../tool-state';

/** The preset topics of each section (GK also takes free text). */
export const TOPICS: Readonly<Record<Section, readonly string[]>> = {
  Legal: Object.keys(LEGAL_TOPICS),
  Logical: LOGICAL_TOPICS,
  Quant: QUANT_TOPICS,
  GK: GK_PRESETS,
  English: ENGLISH_PRESETS,
};

/** Question Maker: section, topic, subtopic (Legal), five questions, then 'Show Results'. */
export class QuestionMakerViewModel {
  section: Section | '' = '';
  topic = '';
  subtopic = '';
  passage = '';
  questions: PracticeQuestion[] = [];
  answers: Record<number, OptionLetter> = {};
  showResults = false;
  generating = false;
  error: string | null = null;
  private readonly state: ToolState<'topicPractice'>;
  /** A section and topic to open on (the weekly report's next step), unless a set is half done. */
  private preset: { readonly section: Section; readonly topic: string } | null = null;

  constructor(
    private readonly generate: GenerateTopicPractice,
    store: DashboardStateStore,
    private readonly notifier: Notifier,
    private readonly hooks: ToolHooks,
    /** Mistakes Review, which takes the wrong answers when the results are shown. */
    private readonly mistakes?: MistakeSink,
    /** The weekly report's record, which takes what was answered and how much was right. */
    private readonly practice?: PracticeSink,
  ) {
    this.state = new ToolState(store, 'topicPractice');
    makeAutoObservable<this, 'generate' | 'state' | 'notifier' | 'hooks' | 'mistakes' | 'practice' | 'preset'>(this, {
      generate: false,
      state: false,
      notifier: false,
      hooks: false,
      mistakes: false,
      practice: false,
      preset: false,
    });
  }

  get topics(): readonly string[] {
    return this.section ? TOPICS[this.section] : [];
  }

  get subtopics(): readonly string[] {
    return this.section === 'Legal' ? (LEGAL_TOPICS[this.topic] ?? []) : [];
  }

  get score(): number {
    return scorePractice(this.questions, this.answers);
  }

  get allAnswered(): boolean {
    return this.questions.length > 0 && this.questions.every((_question, index) => this.answers[index] !== undefined);
  }

  open(email: string): () => void {
    const saved = this.state.load(email);
    this.section = saved.section;
    this.topic = saved.selectedTopic;
    this.subtopic = saved.subtopic;
    this.passage = saved.passage;
    this.questions = [...saved.questions];
    this.answers = { ...(saved.userAnswers as Record<number, OptionLetter>) };
    this.showResults = saved.showResults;
    const stop = this.state.follow(() => ({
      section: this.section,
      selectedTopic: this.topic,
      subtopic: this.subtopic,
      passage: this.passage,
      difficulty: 'medium' as const,
      questionCount: 5,
      questions: [...this.questions],
      currentQuestionIndex: 0,
      userAnswers: { ...this.answers },
      showResults: this.showResults,
      score: this.score,
      isGenerating: this.generating,
    }));
    const preset = this.preset;
    // A set the student is still answering is kept; the preset waits for a topic to be chosen.
    if (preset && (this.questions.length === 0 || this.showResults)) {
      this.chooseSection(preset.section);
      this.setTopic(preset.topic);
      this.startOver();
    }
    return stop;
  }

  /** Opens on this section and topic (from the weekly report), for a fresh set. */
  startWith(section: Section, topic: string): void {
    this.preset = { section, topic };
  }

  chooseSection(section: Section): void {
    this.section = section;
    this.topic = '';
    this.subtopic = '';
    this.error = null;
  }

  setTopic(topic: string): void {
    this.topic = topic;
    this.subtopic = '';
    this.error = null;
  }

  setSubtopic(subtopic: string): void {
    this.subtopic = subtopic;
    this.error = null;
  }

  async generateSet(): Promise<void> {
    if (this.generating) return;
    this.generating = true;
    this.error = null;
    const result = await this.generate.execute({ section: this.section, topic: this.topic, subtopic: this.subtopic });
    const generated = (value: TopicPracticeResponse) => {
      this.passage = value.passage;
      this.questions = [...value.questions];
      this.answers = {};
      this.showResults = false;
      this.generating = false;
    };
    const error = await settleRequest(this.hooks, result, generated, () => (this.generating = false));
    if (!error) return;
    if (error.code === 'validation') {
      runInAction(() => (this.error = error.message));
      return;
    }
    this.notifier.error({ title: error.message });
  }

  answer(questionIndex: number, letter: OptionLetter): void {
    if (!this.showResults) this.answers = { ...this.answers, [questionIndex]: letter };
  }

  reveal(): void {
    if (this.showResults) return;
    this.showResults = true;
    if (this.section !== '' && this.mistakes) {
      void this.mistakes.add(practiceMistakes(this.section, this.passage, this.questions, this.answers, (question) => this.questionId(question)));
    }
    if (this.section !== '' && this.practice) {
      const answered = this.questions.filter((_question, index) => this.answers[index] !== undefined).length;
      void this.practice.record({ source: 'question_maker', section: this.section, topic: this.topic, answered, correct: this.score });
    }
  }

  /** Back to choosing a topic, keeping the section. */
  startOver(): void {
    this.passage = '';
    this.questions = [];
    this.answers = {};
    this.showResults = false;
  }

  /** A practice question's stable id (generated sets carry none): its section, topic and text. */
  questionId(question: PracticeQuestion): string {
    return questionKey(`practice ${this.section} ${this.subtopic || this.topic}`, question.question);
  }

  letterOf(optionIndex: number): OptionLetter {
    return OPTION_LETTERS[optionIndex]!;
  }
}
