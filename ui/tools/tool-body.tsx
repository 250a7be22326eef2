import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import type { ToolName } from '../dashboard/main/main-dashboard.view-model';
import { useService } from '../common/services';
import { ChatPanel } from './chat/chat.panel';
import type { ToolHooks } from './tool-hooks';
import { DoubtSolverPanel } from './doubt-solver/doubt-solver.panel';
import { QuestionMakerPanel } from './question-maker/question-maker.panel';
import { ToolViewModels } from './tool-view-models';

export interface ToolBodyProps {
  readonly tool: ToolName;
  readonly email: string;
  readonly hooks: ToolHooks;
}

/** The open tool's panel with its view model, restored from this student's saved state. */
function ToolBody({ tool, email, hooks }: ToolBodyProps) {
  const factory = useService<ToolViewModels>(ToolViewModels);
  const [vm] = useState(() => {
    switch (tool) {
      case 'aiDoubtSolver':
        return { tool, model: factory.doubtSolver(hooks) } as const;
      case 'topicPractice':
        return { tool, model: factory.questionMaker(hooks) } as const;
      case 'conceptExplainer':
        return { tool, model: factory.conceptExplainer(hooks) } as const;
      case 'studyAdvice':
        return { tool, model: factory.studyAdvice(hooks) } as const;
    }
  });

  useEffect(() => vm.model.open(email), [vm, email]);

  switch (vm.tool) {
    case 'aiDoubtSolver':
      return <DoubtSolverPanel vm={vm.model} />;
    case 'topicPractice':
      return <QuestionMakerPanel vm={vm.model} />;
    case 'conceptExplainer':
      return <ChatPanel vm={vm.model} label="Concept Explainer" placeholder="Ask about a concept, e.g. What is consideration?" />;
    case 'studyAdvice':
      return <ChatPanel vm={vm.model} label="Study Advice" placeholder="Ask for advice, e.g. Make me a 3-month plan" />;
  }
}

export default observer(ToolBody);
