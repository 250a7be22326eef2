import { Button, Title2, makeStyles, mergeClasses, tokens, useModalAttributes } from '@fluentui/react-components';
import { DismissRegular } from '@fluentui/react-icons';
import { useEffect, useEffectEvent, useId, useRef, type ReactNode } from 'react';

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
    width: '100%',
    marginInline: 'auto',
    boxSizing: 'border-box',
  },
  wide: { maxWidth: '900px' },
  narrow: { maxWidth: '760px' },
});

interface FullScreenOverlayProps {
  readonly title: string;
  /** How wide the content grows on a desktop: 900 px, or 760 px for reading. */
  readonly width: 'wide' | 'narrow';
  readonly onClose: () => void;
  readonly children: ReactNode;
}

/**
 * A full-screen overlay (the AI tools, the daily quiz): a title bar with a close button that takes
 * the focus when it opens, and Escape closes it too. Tab stays within it while it is open (the
 * page behind is covered), and closing gives the focus back to what opened it.
 */
export function FullScreenOverlay({ title, width, onClose, children }: FullScreenOverlayProps) {
  const styles = useStyles();
  const titleId = useId();
  const closeButton = useRef<HTMLButtonElement>(null);
  const { modalAttributes } = useModalAttributes({ trapFocus: true, legacyTrapFocus: true });
  const close = useEffectEvent(onClose);

  // Once per opening: a parent's re-render (a badge after an answer) must not move the focus.
  useEffect(() => {
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    closeButton.current?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') close();
    };
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('keydown', onKey);
      if (opener?.isConnected) opener.focus();
    };
  }, []);

  return (
    <div className={styles.overlay} role="dialog" aria-modal="true" aria-labelledby={titleId} {...modalAttributes}>
      <div className={styles.bar}>
        <Title2 as="h2" id={titleId}>
          {title}
        </Title2>
        <Button ref={closeButton} appearance="subtle" icon={<DismissRegular />} aria-label={`Close ${title}`} onClick={onClose} />
      </div>
      <div className={mergeClasses(styles.body, styles[width])}>
        {children}
      </div>
    </div>
  );
}
