import { makeStyles, tokens, typographyStyles } from '@fluentui/react-components';

/** The layout the public pages share: the page's rhythm, its lead text, sections, card grids and the closing call to action. */
export const usePublicPageStyles = makeStyles({
  page: {
    display: 'grid',
    gap: tokens.spacingVerticalXXXL,
    padding: `${tokens.spacingVerticalXXL} ${tokens.spacingHorizontalL}`,
    '& :is(h1, h2, h3, p, ul, ol)': { marginBlock: 0 },
  },
  lead: { ...typographyStyles.body2, color: tokens.colorNeutralForeground2 },
  actions: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalM },
  section: { display: 'grid', gap: tokens.spacingVerticalL },
  sectionIntro: { display: 'grid', gap: tokens.spacingVerticalS, maxWidth: '720px' },
  grid: {
    display: 'grid',
    gap: tokens.spacingVerticalL,
    gridTemplateColumns: 'minmax(0, 1fr)',
    listStyleType: 'none',
    padding: 0,
    // Non-overlapping ranges: Griffel orders media queries as strings, so '1024px' would sort before '600px'.
    '@media (min-width: 600px) and (max-width: 1023.98px)': { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
    '@media (min-width: 1024px)': { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' },
  },
  card: { height: '100%', padding: tokens.spacingHorizontalL, gap: tokens.spacingVerticalS, boxSizing: 'border-box' },
  icon: { fontSize: '28px', color: tokens.colorBrandForeground1 },
  cta: {
    display: 'grid',
    gap: tokens.spacingVerticalM,
    justifyItems: 'start',
    padding: tokens.spacingHorizontalXXL,
    borderRadius: tokens.borderRadiusXLarge,
    backgroundColor: tokens.colorBrandBackground2,
  },
});
