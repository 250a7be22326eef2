import { makeStyles, tokens } from '@fluentui/react-components';

/** A message bar that floats at the foot of the screen over the page (offline, update available). */
export const useFloatingBarStyles = makeStyles({
  bar: {
    position: 'fixed',
    insetInline: tokens.spacingHorizontalM,
    bottom: tokens.spacingVerticalM,
    zIndex: 1000,
    maxWidth: '560px',
    marginInline: 'auto',
    boxShadow: tokens.shadow16,
  },
});
