import {
  Body1,
  Button,
  Caption1,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  MessageBar,
  MessageBarBody,
  Radio,
  RadioGroup,
  Subtitle2,
  Tab,
  TabList,
  Text,
  makeStyles,
  mergeClasses,
  tokens,
} from '@fluentui/react-components';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { PALETTE_LABELS } from '../../core/mock/mock-progress.rules';
import type { PaletteStatus } from '../../core/mock/mock.model';
import type { ExamSheet } from './exam-sheet';
import type { MockExamModel } from './mock-exam.model';
import { DataFigureView } from '../common/data-figure';
import { ReportQuestionButton } from '../common/report-question.button';
import type { ClatSection } from '../../core/exam/clat-pattern';
import { OPTION_LETTERS } from '../../core/practice/practice.model';

const STATUSES: readonly PaletteStatus[] = ['notVisited', 'notAnswered', 'answered', 'markedForReview', 'answeredAndMarked'];

const useStyles = makeStyles({
  panel: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  top: {
    display: 'flex',
    flexWrap: 'wrap',
    justifyContent: 'space-between',
    alignItems: 'center',
    gap: tokens.spacingHorizontalM,
    position: 'sticky',
    top: 0,
    zIndex: 1,
    backgroundColor: tokens.colorNeutralBackground1,
    paddingBlock: tokens.spacingVerticalXS,
  },
  timer: { fontVariantNumeric: 'tabular-nums', fontWeight: tokens.fontWeightSemibold, fontSize: tokens.fontSizeBase500 },
  low: { color: tokens.colorPaletteRedForeground1 },
  tabs: { overflowX: 'auto', maxWidth: '100%' },
  layout: {
    display: 'grid',
    gap: tokens.spacingVerticalL,
    gridTemplateColumns: '1fr',
    '@media (min-width: 900px)': { gridTemplateColumns: '1fr 260px', alignItems: 'start' },
  },
  passage: {
    margin: 0,
    padding: tokens.spacingHorizontalM,
    backgroundColor: tokens.colorNeutralBackground2,
    borderRadius: tokens.borderRadiusMedium,
    whiteSpace: 'pre-line',
    lineHeight: tokens.lineHeightBase400,
    // On a phone the passage takes the height it needs and the question follows it; beside the
    // palette on a wide screen it scrolls in its own box.
    '@media (min-width: 900px)': { maxHeight: '60vh', overflowY: 'auto' },
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalM,
  },
  passageText: { margin: 0 },
  passageBar: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: tokens.spacingHorizontalS },
  question: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  option: { overflowWrap: 'anywhere' },
  actions: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS },
  palette: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  grid: { display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(40px, 1fr))', gap: tokens.spacingHorizontalXS },
  cell: { minWidth: '40px', height: '40px', padding: 0 },
  current: { outline: `${tokens.strokeWidthThick} solid ${tokens.colorBrandStroke1}`, outlineOffset: '2px' },
  notVisited: {},
  notAnswered: { backgroundColor: tokens.colorPaletteRedBackground2, color: tokens.colorPaletteRedForeground2 },
  answered: { backgroundColor: tokens.colorPaletteGreenBackground2, color: tokens.colorPaletteGreenForeground2 },
  markedForReview: { backgroundColor: tokens.colorPalettePurpleBackground2, color: tokens.colorPalettePurpleForeground2 },
  answeredAndMarked: {
    backgroundColor: tokens.colorPalettePurpleBackground2,
    color: tokens.colorPalettePurpleForeground2,
    boxShadow: `inset 0 -4px 0 ${tokens.colorPaletteGreenBorderActive}`,
  },
  legend: { listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: tokens.spacingVerticalXXS },
  legendRow: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS },
  swatch: { width: '16px', height: '16px', borderRadius: tokens.borderRadiusSmall, border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke1}` },
});

/** 'Submit mock' asks first, with what is answered, marked and left, and the time still on the clock. */
const ConfirmSubmit = observer(function ConfirmSubmit({ sheet, vm }: { sheet: ExamSheet; vm: MockExamModel }) {
  return (
    <Dialog modalType="alert" open={sheet.confirmingSubmit} onOpenChange={(_event, data) => (data.open ? undefined : sheet.cancelSubmit())}>
      <DialogSurface>
        <DialogBody>
          <DialogTitle>Submit your mock?</DialogTitle>
          <DialogContent>
            <PaperNow sheet={sheet} />
            <Body1>Once submitted, the paper is marked and cannot be changed.</Body1>
          </DialogContent>
          <DialogActions>
            <Button onClick={() => sheet.cancelSubmit()}>Back to the paper</Button>
            <Button appearance="primary" onClick={() => void vm.submit()}>
              Submit mock
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
});

/** The counts in the submit confirmation: drawn only while it is open, so the clock's tick leaves the closed dialog alone. */
const PaperNow = observer(function PaperNow({ sheet }: { sheet: ExamSheet }) {
  const { answered, marked, unanswered, timeLeft } = sheet.submitSummary;
  return (
    <ul aria-label="Your paper now">
      <li>Answered: {answered}</li>
      <li>Marked for review: {marked}</li>
      <li>Unanswered: {unanswered}</li>
      <li>Time left: {timeLeft}</li>
    </ul>
  );
});

/** The countdown and 'Submit mock': the only part of the screen the clock's tick draws again. */
const ExamClock = observer(function ExamClock({ sheet, vm }: { sheet: ExamSheet; vm: MockExamModel }) {
  const styles = useStyles();
  return (
    <div className={styles.top}>
      <Text role="timer" aria-label={`Time left ${sheet.timeLeftText}`} className={mergeClasses(styles.timer, sheet.timeLeftMs < 5 * 60_000 && styles.low)}>
        {sheet.timeLeftText}
      </Text>
      <Button appearance="primary" onClick={() => sheet.askToSubmit()} disabled={vm.submitting}>
        {vm.submitting ? 'Submitting...' : 'Submit mock'}
      </Button>
    </div>
  );
});

const SectionTabs = observer(function SectionTabs({ sheet }: { sheet: ExamSheet }) {
  const styles = useStyles();
  return (
    <div className={styles.tabs}>
      <TabList selectedValue={sheet.currentSection} onTabSelect={(_, data) => sheet.openSection(data.value as ClatSection)} aria-label="Sections" size="small">
        {sheet.tabs.map((tab) => (
          <Tab key={tab.section} value={tab.section} aria-label={`${tab.title}: ${tab.answered} of ${tab.count} answered`}>
            {tab.section} ({tab.answered}/{tab.count})
          </Tab>
        ))}
      </TabList>
    </div>
  );
});

/** The question on screen: its passage (folded away or not), its options and the moves. */
const QuestionArea = observer(function QuestionArea({ sheet, vm }: { sheet: ExamSheet; vm: MockExamModel }) {
  const styles = useStyles();
  const question = sheet.current;
  if (!question) return null;
  const submitting = vm.submitting;
  const lastQuestion = sheet.currentIndex === sheet.questions.length - 1;
  return (
    <section className={styles.question} aria-labelledby="mock-question-heading">
      <Subtitle2 as="h3" id="mock-question-heading">
        Question {question.number} of {sheet.questions.length}
      </Subtitle2>
      <div className={styles.passageBar}>
        <Caption1>{question.passageTitle}</Caption1>
        <Button size="small" appearance="subtle" aria-expanded={!sheet.passageHidden} aria-controls="mock-passage" onClick={() => sheet.togglePassage()}>
          {sheet.passageHidden ? 'Show passage' : 'Hide passage'}
        </Button>
      </div>
      {sheet.passageHidden ? null : (
        <div id="mock-passage" className={styles.passage} tabIndex={0} role="region" aria-label="Passage">
          <p className={styles.passageText}>{question.passage}</p>
          {question.figure ? <DataFigureView figure={question.figure} /> : null}
        </div>
      )}
      <Body1 id="mock-question-text">{question.question}</Body1>
      <RadioGroup
        aria-labelledby="mock-question-text"
        value={sheet.currentAnswer === null ? '' : String(sheet.currentAnswer)}
        onChange={(_, data) => sheet.choose(Number(data.value))}
        disabled={submitting}
      >
        {question.options.map((option, index) => (
          <Radio key={index} value={String(index)} label={<span className={styles.option}>{`${OPTION_LETTERS[index]}) ${option}`}</span>} />
        ))}
      </RadioGroup>
      <div className={styles.actions}>
        <Button onClick={() => sheet.previous()} disabled={sheet.currentIndex === 0 || submitting}>
          Previous
        </Button>
        <Button onClick={() => sheet.toggleMark()} aria-pressed={sheet.currentMarked} disabled={submitting}>
          {sheet.currentMarked ? 'Unmark review' : 'Mark for review'}
        </Button>
        <Button onClick={() => sheet.clearResponse()} disabled={sheet.currentAnswer === null || submitting}>
          Clear response
        </Button>
        <Button appearance="primary" onClick={() => sheet.next()} disabled={lastQuestion || submitting}>
          Next
        </Button>
      </div>
      {vm.canReport ? (
        <ReportQuestionButton key={question.id} questionId={question.id} source="mock" questionText={question.question} questionLabel={`question ${question.number}`} />
      ) : null}
    </section>
  );
});

/** The palette of the section on screen, and the legend's counts over the whole paper. */
const Palette = observer(function Palette({ sheet, vm }: { sheet: ExamSheet; vm: MockExamModel }) {
  const styles = useStyles();
  const counts = sheet.statusCounts;
  return (
    <nav className={styles.palette} aria-label="Question palette">
      <Subtitle2 as="h3">{sheet.tabs.find((tab) => tab.section === sheet.currentSection)?.title}</Subtitle2>
      <div className={styles.grid}>
        {sheet.palette.map((entry) => (
          <Button
            key={entry.index}
            className={mergeClasses(styles.cell, styles[entry.status], entry.index === sheet.currentIndex && styles.current)}
            aria-label={entry.label}
            aria-current={entry.index === sheet.currentIndex ? 'step' : undefined}
            onClick={() => sheet.goTo(entry.index)}
            disabled={vm.submitting}
          >
            {entry.number}
          </Button>
        ))}
      </div>
      <ul className={styles.legend} aria-label="Palette legend">
        {STATUSES.map((status) => (
          <li key={status} className={styles.legendRow}>
            <span className={mergeClasses(styles.swatch, styles[status])} aria-hidden />
            <Caption1>
              {PALETTE_LABELS[status]}: {counts[status]}
            </Caption1>
          </li>
        ))}
      </ul>
    </nav>
  );
});

/**
 * The exam, the full mock's and the All-India Mock's: countdown, section tabs, the passage and
 * question, the actions and the palette, all from the paper's sheet; handing in and errors from
 * its view model. Each part observes only what it shows, so a move or the clock's tick draws
 * again the parts it changes and no others.
 */
export const MockExamPanel = observer(function MockExamPanel({ sheet, vm }: { sheet: ExamSheet; vm: MockExamModel }) {
  const styles = useStyles();

  // Leaving the page (closing the tab, switching apps) saves the time on the question on screen.
  useEffect(() => {
    const save = () => sheet.checkpoint();
    const onVisibility = () => {
      if (document.visibilityState === 'hidden') save();
    };
    window.addEventListener('pagehide', save);
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      window.removeEventListener('pagehide', save);
      document.removeEventListener('visibilitychange', onVisibility);
    };
  }, [sheet]);

  if (sheet.questions.length === 0) return null;

  return (
    <div className={styles.panel}>
      <ExamClock sheet={sheet} vm={vm} />
      <Caption1>Your time keeps running if you close this screen; your answers are saved as you go.</Caption1>
      <ConfirmSubmit sheet={sheet} vm={vm} />
      {vm.error ? (
        <MessageBar intent="error">
          <MessageBarBody>{vm.error}</MessageBarBody>
        </MessageBar>
      ) : null}
      {vm.saveError ? (
        <MessageBar intent="warning">
          <MessageBarBody>{vm.saveError}</MessageBarBody>
        </MessageBar>
      ) : null}
      <SectionTabs sheet={sheet} />
      <div className={styles.layout}>
        <QuestionArea sheet={sheet} vm={vm} />
        <Palette sheet={sheet} vm={vm} />
      </div>
    </div>
  );
});
