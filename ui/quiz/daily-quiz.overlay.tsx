import { Button, Title2, makeStyles, tokens } from '@fluentui/react-components';
import { DismissRegular } from '@fluentui/react-icons';
import { observer } from 'mobx-react-lite';
import { useEffect, useRef } from 'react';
import { DailyQuizPanel } from './daily-quiz.panel';
import type { DailyQuizViewModel } from './daily-quiz.view-model';

export const QUIZ_TITLE = 'Daily Current Affairs Quiz';

// The same full-screen frame as the AI tools' overlay.
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
  body: {
    padding: tokens.spacingHorizontalL,
    paddingBottom: tokens.spacingVerticalXXL,
    maxWidth: '760px',
    width: '100%',
    marginInline: 'auto',
    boxSizing: 'border-box',
  },
});

/** The quiz in a full-screen overlay with a close button; Escape closes it too. */
export const DailyQuizOverlay = observer(function DailyQuizOverlay({ vm, onClose }: { vm: DailyQuizViewModel; onClose: () => void }) {
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
    <div className={styles.overlay} role="dialog" aria-modal="true" aria-labelledby="quiz-title">
      <div className={styles.bar}>
        <Title2 as="h2" id="quiz-title">
          {QUIZ_TITLE}
        </Title2>
        <Button ref={closeButton} appearance="subtle" icon={<DismissRegular />} aria-label={`Close ${QUIZ_TITLE}`} onClick={onClose} />
      </div>
      <div className={styles.body}>
        <DailyQuizPanel vm={vm} />
      </div>
    </div>
  );
});
