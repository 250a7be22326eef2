import { makeAutoObservable, runInAction } from 'mobx';
import type { ChatMessage } from '../../../core/chat/chat.model';
import type { DashboardStateStore } from '../../../core/dashboard/dashboard-state.store';
import type { Clock } from '../../../core/ports/clock.port';
import { CHAT_MESSAGES } from '../../../core/shared/messages';
import type { Result } from '../../../core/shared/result';
import type { Notifier } from '../../common/notifier';
import { handledByDashboard, type ToolHooks } from '../tool-hooks';
import { ToolState } from '../tool-state';

export type ChatKind = 'conceptExplainer' | 'studyAdvice';

export const GREETINGS: Record<ChatKind, string> = {
  conceptExplainer:
    "Hi! I'm your Concept Explainer. Ask me about any CLAT concept (consideration, Article 21, compound interest, syllogisms...) and I'll explain it with an example and a CLAT tip.",
  studyAdvice:
    "Hello! I'm your study advisor. Ask me for a study plan, how to lift a weak section, a GK routine or how to manage time in the exam. I use your diagnostic and questionnaire answers to make the advice yours.",
};

/** How the chat reaches its use case: the question and how many the student sent before it. */
export type Ask = (question: string, messagesAlreadySent: number) => Promise<Result<string>>;

/** A tool chat (concept explainer or study advice): greeting, input, one reply at a time. */
export class ChatViewModel {
  messages: ChatMessage[] = [];
  input = '';
  pending = false;
  private readonly state: ToolState<ChatKind>;
  private sequence = 0;

  constructor(
    readonly kind: ChatKind,
    private readonly ask: Ask,
    store: DashboardStateStore,
    private readonly clock: Clock,
    private readonly notifier: Notifier,
    private readonly hooks: ToolHooks,
  ) {
    this.state = new ToolState(store, kind);
    makeAutoObservable<this, 'ask' | 'state' | 'clock' | 'notifier' | 'hooks' | 'sequence'>(this, {
      kind: false,
      ask: false,
      state: false,
      clock: false,
      notifier: false,
      hooks: false,
      sequence: false,
    });
  }

  get canSend(): boolean {
    return !this.pending && this.input.trim().length > 0;
  }

  /** Restores this student's chat and keeps it saved; returns the function that stops saving. */
  open(email: string): () => void {
    const saved = this.state.load(email);
    this.messages = saved.messages.length ? [...saved.messages] : [this.message('assistant', GREETINGS[this.kind])];
    this.input = saved.input;
    return this.state.follow(() => this.snapshot());
  }

  setInput(value: string): void {
    this.input = value;
  }

  /** Sends the input; blank input and a second send while a reply is pending are ignored. */
  async send(): Promise<void> {
    if (!this.canSend) return;
    const question = this.input.trim();
    const alreadySent = this.messages.filter((message) => message.type === 'user').length;
    this.messages.push(this.message('user', question));
    this.input = '';
    this.pending = true;

    const result = await this.ask(question, alreadySent);
    if (result.ok) {
      this.reply(result.value);
      this.hooks.onUsed();
      return;
    }
    const { error } = result;
    if (await handledByDashboard(this.hooks, error)) return this.settle();
    if (error.code === 'empty_response') return this.reply(error.message);
    this.notifier.error({ title: error.message });
    this.reply(CHAT_MESSAGES.chatError);
  }

  clear(): void {
    if (this.pending) return;
    this.messages = [this.message('assistant', GREETINGS[this.kind])];
  }

  private reply(content: string): void {
    runInAction(() => {
      this.messages.push(this.message('assistant', content));
      this.pending = false;
    });
  }

  private settle(): void {
    runInAction(() => (this.pending = false));
  }

  private message(type: ChatMessage['type'], content: string): ChatMessage {
    this.sequence += 1;
    const now = this.clock.now();
    return { id: `${now}-${this.sequence}`, type, content, timestamp: new Date(now).toISOString() };
  }

  private snapshot() {
    const base = { messages: [...this.messages], input: this.input };
    return this.kind === 'studyAdvice' ? { ...base, isGenerating: this.pending } : base;
  }
}
