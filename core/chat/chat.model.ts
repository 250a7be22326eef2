export interface ChatMessage {
  readonly id: string;
  readonly type: 'user' | 'assistant';
  readonly content: string;
  /** ISO timestamp. */
  readonly timestamp: string;
}
