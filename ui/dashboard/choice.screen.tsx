import { Body1, Button, Caption1, Title1, makeStyles, tokens } from '@fluentui/react-components';
import { ClipboardTaskListLtrRegular, RocketRegular } from '@fluentui/react-icons';
import { Tile } from './tile';

const useStyles = makeStyles({
  page: {
    display: 'grid',
    gap: tokens.spacingVerticalXL,
    justifyItems: 'center',
    padding: `${tokens.spacingVerticalXXXL} ${tokens.spacingHorizontalL}`,
    textAlign: 'center',
  },
  options: {
    display: 'grid',
    gap: tokens.spacingVerticalL,
    gridTemplateColumns: '1fr',
    width: '100%',
    maxWidth: '760px',
    '@media (min-width: 720px)': { gridTemplateColumns: '1fr 1fr' },
  },
  card: { padding: tokens.spacingHorizontalXL, gap: tokens.spacingVerticalM, alignItems: 'center' },
  icon: { fontSize: '40px', color: tokens.colorBrandForeground1 },
});

/** 'Ready to get started?': the diagnostic now, or the tools first. */
export function ChoiceScreen({ onTake, onSkip }: { onTake: () => void; onSkip: () => void }) {
  const styles = useStyles();
  return (
    <section className={styles.page}>
      <Title1 as="h1">Ready to get started?</Title1>
      <div className={styles.options}>
        <Tile className={styles.card}>
          <ClipboardTaskListLtrRegular className={styles.icon} aria-hidden />
          <Body1>13 questions across all five sections, about 15 minutes. You get your predicted rank and personalised recommendations.</Body1>
          <Button appearance="primary" onClick={onTake}>
            Take Diagnostic Test
          </Button>
        </Tile>
        <Tile className={styles.card}>
          <RocketRegular className={styles.icon} aria-hidden />
          <Body1>Go straight to the AI tools and look around first.</Body1>
          <Button onClick={onSkip}>Skip & See Features</Button>
        </Tile>
      </div>
      <Caption1>You can take the test later: we will offer it again the next time you open your dashboard.</Caption1>
    </section>
  );
}
