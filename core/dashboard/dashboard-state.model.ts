import type { ChatMessage } from '../chat/chat.model';
import type { DoubtResponse } from '../doubt/doubt.model';
import type { PracticeQuestion, Section } from '../practice/practice.model';

/** The tools' state, persisted per user so a reload restores it (spec §3). */
export interface DashboardState {
  readonly conceptExplainer: { readonly messages: readonly ChatMessage[]; readonly input: string };
  readonly aiDoubtSolver: {
    /** A data URL of the chosen image, or null. */
    readonly image: string | null;
    readonly question: string;
    readonly answer: DoubtResponse | null;
    readonly isGenerating: boolean;
  };
  readonly topicPractice: {
    readonly section: Section | '';
    readonly selectedTopic: string;
    readonly subtopic: string;
    readonly passage: string;
    readonly difficulty: 'easy' | 'medium' | 'hard';
    readonly questionCount: number;
    readonly questions: readonly PracticeQuestion[];
    readonly currentQuestionIndex: number;
    /** Question index to the chosen option letter. */
    readonly userAnswers: Readonly<Record<number, string>>;
    readonly showResults: boolean;
    readonly score: number;
    readonly isGenerating: boolean;
  };
  readonly studyAdvice: { readonly messages: readonly ChatMessage[]; readonly input: string; readonly isGenerating: boolean };
}

export const INITIAL_DASHBOARD_STATE: DashboardState = {
  conceptExplainer: { messages: [], input: '' },
  aiDoubtSolver: { image: null, question: '', answer: null, isGenerating: false },
  topicPractice: {
    section: '',
    selectedTopic: '',
    subtopic: '',
    passage: '',
    difficulty: 'medium',
    questionCount: 5,
    questions: [],
    currentQuestionIndex: 0,
    userAnswers: {},
    showResults: false,
    score: 0,
    isGenerating: false,
  },
  studyAdvice: { messages: [], input: '', isGenerating: false },
};
