import { useEffect } from 'react';
import { useSearchParams } from 'react-router-dom';
import { z } from 'zod';
import { SECTIONS } from '../../core/practice/practice.model';
import { ACTIVITY_LIMITS } from '../../core/weekly-report/practice-activity.model';
import { useService } from '../common/services';
import { ToolViewModels } from '../tools/tool-view-models';

/** What a link into the dashboard may ask for (the weekly report's next steps, its plans link). */
const addressSchema = z.discriminatedUnion('open', [
  z.object({ open: z.literal('topicPractice'), section: z.enum(SECTIONS), topic: z.string().trim().min(1).max(ACTIVITY_LIMITS.topic) }),
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
 * Opens what the dashboard's address asks for (/dashboard?open=topicPractice&section=Legal&topic=...),
 * once the plan status is known, then clears the address so a reload does not open it again. An
 * address that does not parse opens nothing.
 */
export function useOpenFromAddress(ready: boolean, actions: AddressActions): void {
  const [params, setParams] = useSearchParams();
  const tools = useService<ToolViewModels>(ToolViewModels);
  useEffect(() => {
    if (!ready || !params.has('open')) return;
    const asked = addressSchema.safeParse(Object.fromEntries(params));
    setParams({}, { replace: true });
    if (!asked.success) return;
    switch (asked.data.open) {
      case 'topicPractice':
        tools.practiseTopic(asked.data.section, asked.data.topic);
        actions.tool('topicPractice');
        return;
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
  }, [ready, params, setParams, tools, actions]);
}
