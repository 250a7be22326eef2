import { makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import type { ReactNode } from 'react';

const useStyles = makeStyles({
  panel: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalM,
    padding: tokens.spacingHorizontalM,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground1,
    boxShadow: tokens.shadow4,
    color: tokens.colorNeutralForeground1,
  },
});

/**
 * A Fluent card's look for content that is only read: the public pages' feature and step tiles.
 * Fluent's Card brings focus management (tabster) for interactive cards, which a first page
 * need not load.
 */
export function Panel({ className, children }: { readonly className?: string; readonly children: ReactNode }) {
  const styles = useStyles();
  return <div className={mergeClasses(styles.panel, className)}>{children}</div>;
}
