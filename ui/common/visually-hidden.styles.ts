import type { GriffelStyle } from '@fluentui/react-components';

/** Read by screen readers, not drawn: for the numbers behind a chart, as a table. */
export const VISUALLY_HIDDEN: GriffelStyle = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  margin: '-1px',
  padding: 0,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
};
