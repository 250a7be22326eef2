import { makeStyles, tokens } from '@fluentui/react-components';

/** The operator console's lists: cards one under the other, each with its details as a table of terms and values. */
export const useOperatorConsoleStyles = makeStyles({
  list: { display: 'grid', gap: tokens.spacingVerticalM },
  card: { padding: tokens.spacingHorizontalL, gap: tokens.spacingVerticalS },
  details: {
    display: 'grid',
    gridTemplateColumns: 'max-content 1fr',
    columnGap: tokens.spacingHorizontalL,
    rowGap: tokens.spacingVerticalXS,
    margin: 0,
  },
  term: { fontWeight: tokens.fontWeightSemibold },
});
