import { z } from 'zod';

export interface ChatMessage {
  readonly role: 'system' | 'user';
  readonly content: string;
}

/** An OpenAI-compatible chat model: the text of its first choice, or a rejection. */
export interface ChatModel {
  complete(messages: readonly ChatMessage[], options?: { readonly json?: boolean; readonly maxTokens?: number }): Promise<string>;
}

export interface ChatModelSettings {
  readonly baseUrl: string;
  readonly apiKey: string | null;
  readonly model: string;
  readonly timeoutMs?: number;
}

const MODEL_TIMEOUT_MS = 30_000;

const completion = z.object({
  choices: z.array(z.object({ message: z.object({ content: z.string().trim().min(1) }) })).min(1),
});

/**
 * `POST {baseUrl}/chat/completions` of any OpenAI-compatible service (a hosted API or a local
 * model server). Failures, timeouts and replies without text reject; the caller falls back.
 */
export function openAiCompatibleModel(settings: ChatModelSettings, fetchImpl: typeof fetch = fetch): ChatModel {
  return {
    async complete(messages, options = {}) {
      const response = await fetchImpl(`${settings.baseUrl}/chat/completions`, {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          ...(settings.apiKey ? { Authorization: `Bearer ${settings.apiKey}` } : {}),
        },
        body: JSON.stringify({
          model: settings.model,
          temperature: 0.2,
          max_tokens: options.maxTokens ?? 900,
          messages,
          ...(options.json ? { response_format: { type: 'json_object' } } : {}),
        }),
        signal: AbortSignal.timeout(settings.timeoutMs ?? MODEL_TIMEOUT_MS),
      });
      if (!response.ok) throw new Error(`The model answered ${response.status}`);
      const parsed = completion.safeParse(await response.json().catch(() => null));
      if (!parsed.success) throw new Error('The model sent no answer');
      return parsed.data.choices[0]!.message.content;
    },
  };
}
