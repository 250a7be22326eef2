import { Button, Spinner, Title2, makeStyles, tokens } from '@fluentui/react-components';
import { DismissRegular } from '@fluentui/react-icons';
import { Suspense, lazy, useEffect, useRef } from 'react';
import { ErrorBoundary } from '../../common/error-boundary';
import type { ToolHooks } from '../../tools/tool-hooks';
import type { ToolName } from './main-dashboard.view-model';

const useStyles = makeStyles({
  overlay: {
    position: 'fixed',
    inset: 0,
    zIndex: 100,
    backgroundColor: tokens.colorNeutralBackground1,
    overflowY: 'auto',
    display: 'flex',
    flexDirection: 'column',
  },
  bar: {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: tokens.spacingHorizontalM,
    padding: `${tokens.spacingVerticalM} ${tokens.spacingHorizontalL}`,
    borderBottom: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
  },
  body: { padding: tokens.spacingHorizontalL, maxWidth: '900px', width: '100%', marginInline: 'auto', boxSizing: 'border-box' },
});

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
  const styles = useStyles();
  const closeButton = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    closeButton.current?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [onClose]);

  return (
    <div className={styles.overlay} role="dialog" aria-modal="true" aria-labelledby="tool-title">
      <div className={styles.bar}>
        <Title2 as="h2" id="tool-title">
          {TOOL_TITLES[tool]}
        </Title2>
        <Button ref={closeButton} appearance="subtle" icon={<DismissRegular />} aria-label={`Close ${TOOL_TITLES[tool]}`} onClick={onClose} />
      </div>
      <div className={styles.body}>
        {/* A panel that fails shows Try again here; the bar, its close button and the dashboard stay. */}
        <ErrorBoundary what={`The ${TOOL_TITLES[tool]}`}>
          <Suspense fallback={<Spinner label="Opening..." />}>
            <ToolBody tool={tool} email={email} hooks={hooks} />
          </Suspense>
        </ErrorBoundary>
      </div>
    </div>
  );
}
