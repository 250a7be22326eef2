import { Badge, Body1, Body1Strong, Button, Caption1, Card, Checkbox, Field, Input, MessageBar, MessageBarBody, ProgressBar, Subtitle1, makeStyles, tokens } from '@fluentui/react-components';
import { TaskListLtrRegular } from '@fluentui/react-icons';
import { observer } from 'mobx-react-lite';
import { useEffect, useId, useRef, type FormEvent } from 'react';
import type { UnmeteredFeatureAccess } from '../../core/access/feature-access.rules';
import type { PlannedTask, StudyLink } from '../../core/study-plan/study-plan.model';
import { useService } from '../common/services';
import { formatMinutes, formatPlanDay, StudyPlanViewModel } from './study-plan.view-model';

export const STUDY_PLAN_TITLE = "Today's study plan";

/** The words of a task's button: where it leads. */
const LINK_LABELS: Readonly<Record<StudyLink, string>> = {
  dailyQuiz: 'Open the quiz',
  mistakesReview: 'Open Mistakes Review',
  fullMock: 'Open the full mock',
  topicPractice: 'Open Question Maker',
  conceptExplainer: 'Open Concept Explainer',
  aiDoubtSolver: 'Open AI Doubt Solver',
  studyAdvice: 'Open Study Advice',
  rankSimulator: 'Open Rank Simulator',
};

const useStyles = makeStyles({
  card: { padding: tokens.spacingHorizontalL, gap: tokens.spacingVerticalS },
  top: { display: 'flex', justifyContent: 'space-between', alignItems: 'flex-start', gap: tokens.spacingHorizontalS },
  icon: { fontSize: '32px', color: tokens.colorBrandForeground1 },
  form: { display: 'grid', gap: tokens.spacingVerticalS, maxWidth: '420px' },
  actions: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalS },
  list: { listStyle: 'none', margin: 0, padding: 0, display: 'grid' },
  task: {
    display: 'grid',
    gap: tokens.spacingVerticalXXS,
    padding: `${tokens.spacingVerticalS} 0`,
    borderBottom: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
  },
  taskBody: { display: 'grid', gap: tokens.spacingVerticalXXS, paddingLeft: '36px', justifyItems: 'start' },
  done: { textDecorationLine: 'line-through', color: tokens.colorNeutralForeground3 },
});

interface StudyPlanCardProps {
  /** Null until the plan status has loaded. */
  readonly access: UnmeteredFeatureAccess | null;
  /** A free student asks for the plan: the payment dialog. */
  readonly onUnlock: () => void;
  /** A task's button: the dashboard opens that tool, card or overlay. */
  readonly onOpenTask: (link: StudyLink) => void;
  /** A tool, the quiz, the review or a mock is open; the plan is read again when it closes. */
  readonly busy: boolean;
}

/**
 * The personalised daily study plan on the main dashboard: the exam date, then today's tasks,
 * each with a tick and a way into its tool. Paid-only, like the rank simulator; a free student
 * sees what it does and the way to unlock it.
 */
function StudyPlanCard({ access, onUnlock, onOpenTask, busy }: StudyPlanCardProps) {
  const styles = useStyles();
  const vm = useService<StudyPlanViewModel>(StudyPlanViewModel);
  const allowed = access?.allowed ?? false;

  useEffect(() => {
    if (allowed) void vm.load();
  }, [vm, allowed]);

  // What a closed tool or mock changed (a new mock, reviews done) shows in the plan.
  const wasBusy = useRef(busy);
  useEffect(() => {
    if (wasBusy.current && !busy && allowed) void vm.load();
    wasBusy.current = busy;
  }, [busy, allowed, vm]);

  return (
    <section aria-labelledby="study-plan-heading">
      <Card className={styles.card}>
        <div className={styles.top}>
          <TaskListLtrRegular className={styles.icon} aria-hidden />
          {access ? <Badge appearance="tint">{access.badge}</Badge> : null}
        </div>
        <Subtitle1 as="h2" id="study-plan-heading">
          {STUDY_PLAN_TITLE}
        </Subtitle1>
        {!allowed ? (
          <>
            <Body1>
              A plan for every day until your exam, built from your diagnostic, your questionnaire, your mocks and your mistakes, with each task one tap from its tool.
            </Body1>
            <div>
              <Button appearance="primary" onClick={onUnlock} disabled={!access}>
                Unlock study plan
              </Button>
            </div>
          </>
        ) : (
          <PlanBody vm={vm} onOpenTask={onOpenTask} />
        )}
      </Card>
    </section>
  );
}

const PlanBody = observer(function PlanBody({ vm, onOpenTask }: { vm: StudyPlanViewModel; onOpenTask: (link: StudyLink) => void }) {
  const styles = useStyles();
  const view = vm.view;
  if (vm.loadError && !view) {
    return (
      <>
        <Caption1 role="status">{vm.loadError}</Caption1>
        <div>
          <Button onClick={() => void vm.load()}>Try again</Button>
        </div>
      </>
    );
  }
  if (!view) return <Body1>Loading your plan…</Body1>;
  if (vm.askingForDate) return <ExamDateForm vm={vm} />;
  const plan = vm.plan!;
  return (
    <>
      <Body1Strong>{vm.headline}</Body1Strong>
      {vm.focusText ? <Caption1>{vm.focusText}</Caption1> : null}
      <ProgressBar value={plan.doneCount} max={Math.max(1, plan.tasks.length)} thickness="large" aria-label="Today's progress" />
      <Caption1 aria-live="polite">{vm.progressText}</Caption1>
      {vm.allDone ? (
        <MessageBar intent="success">
          <MessageBarBody>All done for today. Well done! Tomorrow&apos;s plan is ready in the morning.</MessageBarBody>
        </MessageBar>
      ) : null}
      {vm.tickError ? <Caption1 role="alert">{vm.tickError}</Caption1> : null}
      <ul className={styles.list} aria-label="Today's tasks">
        {plan.tasks.map((task) => (
          <TaskRow key={task.id} task={task} onToggle={(done) => void vm.toggle(task.id, done)} onOpen={onOpenTask} />
        ))}
      </ul>
      {vm.loadError ? <Caption1 role="status">{vm.loadError}</Caption1> : null}
      <div className={styles.actions}>
        <Caption1>Exam date: {formatPlanDay(plan.examDate)}</Caption1>
        <Button size="small" appearance="subtle" onClick={() => vm.startChangingDate()}>
          Change exam date
        </Button>
      </div>
    </>
  );
});

function TaskRow({ task, onToggle, onOpen }: { task: PlannedTask; onToggle: (done: boolean) => void; onOpen: (link: StudyLink) => void }) {
  const styles = useStyles();
  const titleId = useId();
  return (
    <li className={styles.task}>
      <Checkbox
        checked={task.done}
        onChange={(_, data) => onToggle(data.checked === true)}
        label={{ children: task.title, id: titleId, className: task.done ? styles.done : undefined }}
      />
      <div className={styles.taskBody}>
        <Caption1>
          {task.detail} About {formatMinutes(task.minutes)}.
        </Caption1>
        {task.link ? (
          <Button size="small" onClick={() => onOpen(task.link!)} aria-describedby={titleId}>
            {LINK_LABELS[task.link]}
          </Button>
        ) : null}
      </div>
    </li>
  );
}

const ExamDateForm = observer(function ExamDateForm({ vm }: { vm: StudyPlanViewModel }) {
  const styles = useStyles();
  const view = vm.view;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void vm.saveExamDate();
  };
  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      {view?.kind === 'examOver' ? (
        <Body1>Your exam on {formatPlanDay(view.examDate)} has passed. Set the date of your next exam to plan again.</Body1>
      ) : view?.kind === 'noExamDate' ? (
        <Body1>Set your exam date and get a plan for every day until then, built from your results.</Body1>
      ) : null}
      <Field
        label="Your exam date"
        hint="CLAT is usually held on the first Sunday of December. Check the date in the Consortium's notice."
        validationMessage={vm.examDateError ?? undefined}
        validationState={vm.examDateError ? 'error' : 'none'}
      >
        <Input type="date" value={vm.examDateInput} onChange={(_, data) => vm.setExamDateInput(data.value)} />
      </Field>
      <div className={styles.actions}>
        <Button type="submit" appearance="primary" disabled={vm.savingDate}>
          {vm.changingDate ? 'Save exam date' : 'Make my plan'}
        </Button>
        {vm.changingDate ? (
          <Button type="button" onClick={() => vm.cancelChangingDate()}>
            Cancel
          </Button>
        ) : null}
      </div>
    </form>
  );
});

export default observer(StudyPlanCard);
