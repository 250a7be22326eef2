import { describe, expect, it } from 'vitest';
import { openRequested } from '../../../ui/weekly-report/address-request';
import { ToolViewModels } from '../../../ui/tools/tool-view-models';
import { resolverOf } from '../render-page';
import { toolsKit } from '../tools/tools-kit';
import { PREMIUM_STATUS } from '../../fakes/fake-backend';

function kit() {
  const tools = toolsKit(PREMIUM_STATUS);
  const done: string[] = [];
  const actions = { tool: (tool: string) => void done.push(tool), review: () => void done.push('review'), plans: () => void done.push('plans') };
  const load = () => Promise.resolve(resolverOf([[ToolViewModels, tools.factory]]));
  return { tools, done, actions, load };
}

describe('a dashboard address from the weekly report', () => {
  it('opens the Question Maker on the asked section and topic', async () => {
    const { tools, done, actions, load } = kit();
    await openRequested({ open: 'topicPractice', section: 'Quant', topic: 'Percentages' }, load, actions);
    expect(done).toEqual(['topicPractice']);
    const vm = tools.factory.questionMaker(tools.hooks);
    vm.open(tools.email);
    expect(vm).toMatchObject({ section: 'Quant', topic: 'Percentages' });
  });

  it('opens the Concept Explainer, Mistakes Review or the plans', async () => {
    const { done, actions, load } = kit();
    await openRequested({ open: 'conceptExplainer' }, load, actions);
    await openRequested({ open: 'mistakesReview' }, load, actions);
    await openRequested({ open: 'plans' }, load, actions);
    expect(done).toEqual(['conceptExplainer', 'review', 'plans']);
  });

  it('opens nothing for an address it does not understand', async () => {
    const { done, actions, load } = kit();
    await openRequested({ open: 'topicPractice', section: 'Maths', topic: 'Percentages' }, load, actions);
    await openRequested({ open: 'topicPractice', section: 'Quant', topic: ' ' }, load, actions);
    await openRequested({ open: 'topicPractice', section: 'Quant', topic: 'x'.repeat(500) }, load, actions);
    await openRequested({ open: 'admin' }, load, actions);
    expect(done).toEqual([]);
  });
});
