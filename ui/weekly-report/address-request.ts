import { z } from 'zod/mini';
import { SECTIONS } from '../../core/practice/practice.model';
import { ACTIVITY_LIMITS } from '../../core/weekly-report/practice-activity.model';
import type { LoadServices } from '../common/services';
import { ToolViewModels } from '../tools/tool-view-models';

/** What a link into the dashboard may ask for (the weekly report's next steps, its plans link). */
const addressSchema = z.discriminatedUnion('open', [
  z.object({ open: z.literal('topicPractice'), section: z.enum(SECTIONS), topic: z.string().check(z.trim(), z.minLength(1), z.maxLength(ACTIVITY_LIMITS.topic)) }),
  z.object({ open: z.literal('conceptExplainer') }),
  z.object({ open: z.literal('mistakesReview') }),
  z.object({ open: z.literal('plans') }),
]);

export interface AddressActions {
  /** Opens a tool as its card would (or asks for payment). */
  readonly tool: (tool: 'topicPractice' | 'conceptExplainer') => void;
  readonly review: () => void;
  readonly plans: () => void;
}

/**
 * Does what the address asked for; an address that does not parse opens nothing. Loaded only
 * when a dashboard address asks for something, so the dashboard's first load does not carry zod.
 */
export async function openRequested(query: Readonly<Record<string, string>>, loadServices: LoadServices, actions: AddressActions): Promise<void> {
  const asked = addressSchema.safeParse(query);
  if (!asked.success) return;
  switch (asked.data.open) {
    case 'topicPractice': {
      const tools = (await loadServices()).get<ToolViewModels>(ToolViewModels);
      tools.practiseTopic(asked.data.section, asked.data.topic);
      actions.tool('topicPractice');
      return;
    }
    case 'conceptExplainer':
      actions.tool('conceptExplainer');
      return;
    case 'mistakesReview':
      actions.review();
      return;
    case 'plans':
      actions.plans();
      return;
  }
}
