import { makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import type { HTMLAttributes } from 'react';

const useStyles = makeStyles({
  // Fluent's filled Card (medium) as it draws a card that nothing focuses or selects. Card sets up
  // Fluent's focus manager (Tabster, about 14 kB gzip), which the dashboard's views do not need to
  // paint: it comes with the first overlay, which gives the page back as it closes
  // (tests/e2e/a11y.e2e.test.ts, 'given back whole').
  tile: {
    position: 'relative',
    display: 'flex',
    flexDirection: 'column',
    boxSizing: 'border-box',
    overflow: 'hidden',
    padding: tokens.spacingHorizontalM,
    gap: tokens.spacingVerticalM,
    color: tokens.colorNeutralForeground1,
    backgroundColor: tokens.colorNeutralBackground1,
    borderRadius: tokens.borderRadiusMedium,
    boxShadow: tokens.shadow4,
    // Card's border, drawn over the tile: transparent, shown by forced-colours modes.
    '::after': {
      content: '""',
      position: 'absolute',
      inset: 0,
      pointerEvents: 'none',
      border: `${tokens.strokeWidthThin} solid ${tokens.colorTransparentStroke}`,
      borderRadius: tokens.borderRadiusMedium,
    },
  },
});

/** A card of the dashboard's views: a Fluent card's look, its content in a column. */
export function Tile({ className, ...props }: HTMLAttributes<HTMLDivElement>) {
  const styles = useStyles();
  return <div {...props} className={mergeClasses(styles.tile, className)} />;
}
