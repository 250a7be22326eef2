import { Body1, Button, Card, Field, ProgressBar, Subtitle2, Text, Textarea, makeStyles, tokens } from '@fluentui/react-components';
import { CameraRegular, ImageRegular } from '@fluentui/react-icons';
import { observer } from 'mobx-react-lite';
import { useRef, type ChangeEvent } from 'react';
import { DOUBT_MESSAGES } from '../../../core/shared/messages';
import { SafeMarkdown } from '../../common/safe-markdown';
import type { DoubtSolverViewModel } from './doubt-solver.view-model';

const useStyles = makeStyles({
  panel: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  pickers: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalM },
  hidden: { display: 'none' },
  preview: { maxWidth: '100%', maxHeight: '320px', objectFit: 'contain', borderRadius: tokens.borderRadiusMedium, alignSelf: 'flex-start' },
  card: { padding: tokens.spacingHorizontalL, gap: tokens.spacingVerticalS },
  pre: { whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' },
  list: { margin: 0, paddingInlineStart: tokens.spacingHorizontalXL },
  typed: { display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: tokens.spacingVerticalS, '& > *:first-child': { alignSelf: 'stretch' } },
});

function readAsDataUrl(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read'));
    reader.readAsDataURL(file);
  });
}

/** AI Doubt Solver: take or choose a photo (or type the question); a photo is read on the phone, then solved. */
export const DoubtSolverPanel = observer(function DoubtSolverPanel({ vm }: { vm: DoubtSolverViewModel }) {
  const styles = useStyles();
  const camera = useRef<HTMLInputElement>(null);
  const gallery = useRef<HTMLInputElement>(null);

  const onFile = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (file) void vm.choose(file, readAsDataUrl);
  };

  const pickers = (
    <div className={styles.pickers}>
      <Button appearance="primary" icon={<CameraRegular />} onClick={() => camera.current?.click()} disabled={vm.generating}>
        Take a photo
      </Button>
      <Button icon={<ImageRegular />} onClick={() => gallery.current?.click()} disabled={vm.generating}>
        Choose an image
      </Button>
      <input ref={camera} className={styles.hidden} type="file" accept="image/*" capture="environment" onChange={onFile} aria-label="Take a photo of a question" />
      <input ref={gallery} className={styles.hidden} type="file" accept="image/*" onChange={onFile} aria-label="Choose an image of a question" />
    </div>
  );

  return (
    <div className={styles.panel}>
      {vm.stage === 'choose' ? (
        <>
          <Body1>Photograph one question, with its options if it has them, in good light. Images up to 5 MB.</Body1>
          {pickers}
          <TypedQuestion vm={vm} />
        </>
      ) : null}
      {vm.image ? <img className={styles.preview} src={vm.image} alt="The question you uploaded" /> : null}
      {vm.stage === 'reading' ? (
        <Field label={vm.progress < 1 ? 'Reading the question...' : 'Solving...'} validationState="none">
          <ProgressBar value={vm.progress < 1 ? vm.progress : undefined} aria-label="Progress" />
        </Field>
      ) : null}
      {vm.stage === 'failed' ? (
        <>
          <Card className={styles.card} role="alert">
            <Body1>{vm.failure}</Body1>
          </Card>
          <Button onClick={() => vm.reset()}>Upload Different Question</Button>
        </>
      ) : null}
      {vm.stage === 'solved' && vm.answer ? (
        <>
          {vm.question ? (
            <Card className={styles.card}>
              <Subtitle2 as="h3">Question as read</Subtitle2>
              <Text className={styles.pre}>{vm.question}</Text>
            </Card>
          ) : null}
          <Solution vm={vm} />
          {vm.free ? <Body1>This reply did not use up one of your doubts.</Body1> : null}
          <div className={styles.pickers}>
            <Button appearance="primary" onClick={() => vm.reset()}>
              Upload New Question
            </Button>
            {vm.question ? <Button onClick={() => vm.correctText()}>Correct the text and solve again</Button> : null}
          </div>
        </>
      ) : null}
    </div>
  );
});

/** The question typed instead of photographed: the box keeps its text through any failure. */
const TypedQuestion = observer(function TypedQuestion({ vm }: { vm: DoubtSolverViewModel }) {
  const styles = useStyles();
  return (
    <form
      className={styles.typed}
      onSubmit={(event) => {
        event.preventDefault();
        void vm.solveTyped();
      }}
    >
      <Field label="Or type the question, with its options" validationState={vm.typedError ? 'error' : 'none'} validationMessage={vm.typedError ?? undefined}>
        <Textarea value={vm.typed} onChange={(_event, data) => vm.setTyped(data.value)} rows={5} resize="vertical" />
      </Field>
      <Button type="submit" disabled={vm.generating}>
        Solve typed question
      </Button>
    </form>
  );
});

const Solution = observer(function Solution({ vm }: { vm: DoubtSolverViewModel }) {
  const styles = useStyles();
  const answer = vm.answer!;
  if (!answer.questions.length) {
    return (
      <Card className={styles.card}>
        <SafeMarkdown>{answer.explanation?.trim() || DOUBT_MESSAGES.noSolution}</SafeMarkdown>
      </Card>
    );
  }
  return (
    <>
      {answer.questions.map((solution) => (
        <Card key={solution.id} className={styles.card}>
          <Subtitle2 as="h3">Answer</Subtitle2>
          <SafeMarkdown>{solution.finalAnswerText || DOUBT_MESSAGES.noSolution}</SafeMarkdown>
          {solution.steps.map((step, index) => (
            <section key={index} aria-label={step.title}>
              <Text weight="semibold">{step.title}</Text>
              <ul className={styles.list}>
                {step.bullets.map((bullet, bulletIndex) => (
                  <li key={bulletIndex}>
                    <SafeMarkdown>{bullet}</SafeMarkdown>
                  </li>
                ))}
              </ul>
            </section>
          ))}
          {/* The steps are the worked solution; its text form is shown only by a host that gives no steps. */}
          {solution.workedSolution && solution.steps.length === 0 ? (
            <>
              <Subtitle2 as="h3">Worked solution</Subtitle2>
              <SafeMarkdown>{solution.workedSolution}</SafeMarkdown>
            </>
          ) : null}
          {Object.keys(solution.optionExplanations).length ? (
            <>
              <Subtitle2 as="h3">The options</Subtitle2>
              <ul className={styles.list}>
                {Object.entries(solution.optionExplanations).map(([letter, text]) => (
                  <li key={letter}>
                    <strong>{letter}.</strong> <SafeMarkdown>{text}</SafeMarkdown>
                  </li>
                ))}
              </ul>
            </>
          ) : null}
        </Card>
      ))}
    </>
  );
});
