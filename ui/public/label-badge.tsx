import { makeStyles, mergeClasses, shorthands, tokens, typographyStyles } from '@fluentui/react-components';
import type { ReactNode } from 'react';

const useStyles = makeStyles({
  badge: {
    ...typographyStyles.caption1Strong,
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    boxSizing: 'border-box',
    minWidth: '24px',
    height: '24px',
    paddingInline: tokens.spacingHorizontalSNudge,
    borderRadius: tokens.borderRadiusMedium,
    ...shorthands.border(tokens.strokeWidthThin, 'solid', 'transparent'),
  },
  tint: {
    backgroundColor: tokens.colorBrandBackground2,
    color: tokens.colorBrandForeground2,
    ...shorthands.borderColor(tokens.colorBrandStroke2),
  },
  number: {
    paddingInline: 0,
    borderRadius: tokens.borderRadiusCircular,
    backgroundColor: tokens.colorBrandBackground,
    color: tokens.colorNeutralForegroundOnBrand,
  },
});

interface LabelBadgeProps {
  /** tint: a label above a title; number: a step's number in a filled circle. */
  readonly look: 'tint' | 'number';
  readonly className?: string;
  readonly children: ReactNode;
  readonly 'aria-hidden'?: boolean;
}

/** A Fluent badge's look (brand, large) as plain text styling, for the public pages' first load. */
export function LabelBadge({ look, className, children, ...aria }: LabelBadgeProps) {
  const styles = useStyles();
  return (
    <span className={mergeClasses(styles.badge, look === 'tint' ? styles.tint : styles.number, className)} {...aria}>
      {children}
    </span>
  );
}
