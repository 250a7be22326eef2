import { Spinner } from '@fluentui/react-components';
import { Suspense, lazy } from 'react';
import { ErrorBoundary } from '../../common/error-boundary';
import { FullScreenOverlay } from '../../common/full-screen-overlay';
import type { ToolHooks } from '../../tools/tool-hooks';
import type { ToolName } from './main-dashboard.view-model';

// Tool code, the Markdown renderer and the OCR engine load only when a tool opens.
const ToolBody = lazy(() => import('../../tools/tool-body'));

export const TOOL_TITLES: Record<ToolName, string> = {
  aiDoubtSolver: 'AI Doubt Solver',
  conceptExplainer: 'Concept Explainer',
  topicPractice: 'Question Maker',
  studyAdvice: 'Study Advice',
};

interface ToolOverlayProps {
  readonly tool: ToolName;
  readonly email: string;
  readonly hooks: ToolHooks;
  readonly onClose: () => void;
}

/** A tool in a full-screen overlay with a close button; Escape closes it too. */
export function ToolOverlay({ tool, email, hooks, onClose }: ToolOverlayProps) {
  return (
    <FullScreenOverlay title={TOOL_TITLES[tool]} width="wide" onClose={onClose}>
      {/* A panel that fails shows Try again here; the bar, its close button and the dashboard stay. */}
      <ErrorBoundary what={`The ${TOOL_TITLES[tool]}`}>
        <Suspense fallback={<Spinner label="Opening..." />}>
          <ToolBody tool={tool} email={email} hooks={hooks} />
        </Suspense>
      </ErrorBoundary>
    </FullScreenOverlay>
  );
}
