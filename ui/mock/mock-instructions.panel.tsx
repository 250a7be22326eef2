import { Body1, Button, Subtitle2, makeStyles, tokens } from '@fluentui/react-components';
import { observer } from 'mobx-react-lite';
import { PALETTE_LABELS } from '../../core/mock/mock-progress.rules';
import type { FullMockViewModel } from './full-mock.view-model';
import { MARKS_PER_CORRECT, MARKS_PER_WRONG, CLAT_DURATION_MS, CLAT_QUESTIONS, questionRange, CLAT_SECTIONS, SECTION_TITLES } from '../../core/exam/clat-pattern';

const useStyles = makeStyles({
  panel: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, alignItems: 'flex-start', maxWidth: '44rem' },
  list: { margin: 0, paddingInlineStart: tokens.spacingHorizontalXL, display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS },
});

const marks = (value: number) => (value > 0 ? `+${value}` : `${value}`.replace('-', '−'));

/** Before the clock starts: the pattern, the marking, the sections, the palette and the clock's rule. */
export const MockInstructionsPanel = observer(function MockInstructionsPanel({ vm }: { vm: FullMockViewModel }) {
  const styles = useStyles();
  return (
    <section className={styles.panel} aria-labelledby="mock-instructions-heading">
      <Subtitle2 as="h2" id="mock-instructions-heading">
        Before you start
      </Subtitle2>
      <Body1>
        {CLAT_QUESTIONS} questions in {CLAT_DURATION_MS / 60_000} minutes, in the current CLAT pattern. Marking: {marks(MARKS_PER_CORRECT)} for a right answer,{' '}
        {marks(MARKS_PER_WRONG)} for a wrong one, 0 for a question left.
      </Body1>
      <ul className={styles.list} aria-label="Sections">
        {CLAT_SECTIONS.map((section) => (
          <li key={section}>
            {SECTION_TITLES[section]}: {questionRange(section)} questions
          </li>
        ))}
      </ul>
      <Body1>
        The palette shows each question as {Object.values(PALETTE_LABELS).join(', ')}. A marked question you answered is still marked; move between
        sections with the tabs.
      </Body1>
      <Body1>
        The clock starts when you press Start and keeps running if you close this screen or the tab; your answers are saved as you go. Nothing is used
        from your allowance until you press Start.
      </Body1>
      <Button appearance="primary" onClick={() => void vm.start()}>
        Start
      </Button>
    </section>
  );
});
