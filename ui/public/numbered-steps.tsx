import { Body1, Subtitle2, makeStyles, tokens } from '@fluentui/react-components';
import { LabelBadge } from './label-badge';
import { Panel } from './panel';

const useStyles = makeStyles({
  list: {
    display: 'grid',
    gap: tokens.spacingVerticalL,
    gridTemplateColumns: 'minmax(0, 1fr)',
    listStyleType: 'none',
    margin: 0,
    padding: 0,
    // Griffel orders media queries as text, so ranges must not overlap for the wider one to win.
    '@media (min-width: 600px) and (max-width: 1023.98px)': { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
    '@media (min-width: 1024px)': { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' },
  },
  card: { height: '100%', padding: tokens.spacingHorizontalL, gap: tokens.spacingVerticalS, boxSizing: 'border-box' },
  number: { alignSelf: 'flex-start' },
});

export interface Step {
  readonly title: string;
  readonly text: string;
}

/** The four steps of the product, numbered, as the home and How It Works pages show them. */
export function NumberedSteps({ steps }: { steps: readonly Step[] }) {
  const styles = useStyles();
  return (
    <ol className={styles.list}>
      {steps.map(({ title, text }, index) => (
        <li key={title}>
          <Panel className={styles.card}>
            <LabelBadge look="number" className={styles.number} aria-hidden>
              {index + 1}
            </LabelBadge>
            <Subtitle2 as="h3">{title}</Subtitle2>
            <Body1 as="p">{text}</Body1>
          </Panel>
        </li>
      ))}
    </ol>
  );
}
