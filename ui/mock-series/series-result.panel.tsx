import {
  Body1,
  Button,
  Caption1,
  Card,
  Checkbox,
  Field,
  Input,
  Subtitle1,
  Subtitle2,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { observer } from 'mobx-react-lite';
import type { FormEvent } from 'react';
import { mockRank } from '../../core/mock/mock-analysis';
import { formatRank, rankRange } from '../../core/rank/rank-wording';
import { formatMarks, formatSpent } from '../mock/mock-format';
import { ResultNotice, SectionMarksTable, StatGrid } from '../mock/mock-analysis.panel';
import type { LeaderboardChoiceViewModel } from './leaderboard-choice.view-model';
import type { SeriesExamViewModel } from './series-exam.view-model';
import { standingBasis } from './series-format';

const useStyles = makeStyles({
  panel: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  ranks: { display: 'grid', gap: tokens.spacingHorizontalM, gridTemplateColumns: '1fr', '@media (min-width: 700px)': { gridTemplateColumns: '1fr 1fr' } },
  rankCard: { padding: tokens.spacingHorizontalM, gap: tokens.spacingVerticalXS },
  scroll: { overflowX: 'auto' },
  mine: { backgroundColor: tokens.colorBrandBackground2, fontWeight: tokens.fontWeightSemibold },
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, alignItems: 'flex-start', maxWidth: '420px' },
  list: { listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: tokens.spacingVerticalS },
  solution: {
    display: 'grid',
    gap: tokens.spacingVerticalXXS,
    paddingBlock: tokens.spacingVerticalS,
    borderBottom: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
  },
  text: { overflowWrap: 'anywhere' },
});

/** Rank among NyayaPath's takers, and beside it the estimated CLAT rank from the published results' model. */
const Ranks = observer(function Ranks({ vm }: { vm: SeriesExamViewModel }) {
  const styles = useStyles();
  const result = vm.result;
  if (!result) return null;
  // The published results' model reads her score alone, as it reads a full mock's marks.
  const clat = mockRank(result.score);
  return (
    <div className={styles.ranks}>
      <Card className={styles.rankCard} role="group" aria-labelledby="series-standing-heading">
        <Subtitle2 as="h4" id="series-standing-heading">
          Rank among NyayaPath takers
        </Subtitle2>
        <Body1>
          Rank {formatRank(result.rank)} of {formatRank(result.takers)}, percentile {formatMarks(result.percentile)}
        </Body1>
        <Body1>
          Topper: {formatMarks(result.topScore)}, median: {formatMarks(result.medianScore)}
        </Body1>
        <Caption1>{standingBasis(result.takers, result.final)}</Caption1>
      </Card>
      <Card className={styles.rankCard} role="group" aria-labelledby="series-clat-rank-heading">
        <Subtitle2 as="h4" id="series-clat-rank-heading">
          Estimated CLAT rank
        </Subtitle2>
        <Body1>
          {rankRange(clat.estimate)} of about {formatRank(clat.estimate.candidates)}
        </Body1>
        <Caption1>
          From your score alone, read against CLAT 2024 and 2025 results (about {formatRank(clat.estimate.candidates)} candidates): an estimate, not a promise.
        </Caption1>
      </Card>
    </div>
  );
});

/** The top of the board, and her own row marked (in the top or below it). */
const LeaderboardTable = observer(function LeaderboardTable({ vm }: { vm: SeriesExamViewModel }) {
  const styles = useStyles();
  const board = vm.leaderboard;
  if (vm.leaderboardError) return <Caption1 role="status">{vm.leaderboardError}</Caption1>;
  if (!board) return <Caption1>Loading the leaderboard...</Caption1>;
  const me = board.me;
  const mineInTop = me !== null && me.optIn && board.top.some((row) => row.rank === me.rank && row.displayName === me.displayName);
  return (
    <div className={styles.scroll} tabIndex={0} role="region" aria-label="Leaderboard">
      <Table aria-label="Leaderboard" size="small">
        <TableHeader>
          <TableRow>
            <TableHeaderCell>Rank</TableHeaderCell>
            <TableHeaderCell>Name</TableHeaderCell>
            <TableHeaderCell>Score</TableHeaderCell>
          </TableRow>
        </TableHeader>
        <TableBody>
          {board.top.map((row) => {
            const mine = mineInTop && row.rank === me.rank && row.displayName === me.displayName;
            return (
              <TableRow key={`${row.rank}-${row.displayName}`} className={mine ? styles.mine : undefined} aria-current={mine ? 'true' : undefined}>
                <TableCell>{formatRank(row.rank)}</TableCell>
                <TableCell>{mine ? `${row.displayName} (you)` : row.displayName}</TableCell>
                <TableCell>{formatMarks(row.score)}</TableCell>
              </TableRow>
            );
          })}
          {me && !mineInTop ? (
            <TableRow className={styles.mine} aria-current="true">
              <TableCell>{formatRank(me.rank)}</TableCell>
              <TableCell>{me.optIn && me.displayName ? `${me.displayName} (you)` : 'You (not shown to others)'}</TableCell>
              <TableCell>{formatMarks(me.score)}</TableCell>
            </TableRow>
          ) : null}
        </TableBody>
      </Table>
      {board.top.length === 0 ? <Caption1>No one has chosen to be shown on this paper's leaderboard yet.</Caption1> : null}
    </div>
  );
});

/** 'Show me on leaderboards' with a display name; the server's refusal under the field, the values kept. */
const ChoiceForm = observer(function ChoiceForm({ form }: { form: LeaderboardChoiceViewModel }) {
  const styles = useStyles();
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void form.save();
  };
  return (
    <form className={styles.form} onSubmit={onSubmit} aria-label="Leaderboard choice">
      <Checkbox label="Show me on leaderboards" checked={form.optIn} onChange={(_, data) => form.setOptIn(data.checked === true)} />
      <Field
        label="Display name"
        hint="Shown to other students instead of your e-mail address."
        validationState={form.error ? 'error' : 'none'}
        validationMessage={form.error ?? undefined}
      >
        <Input value={form.displayName} maxLength={40} onChange={(_, data) => form.setDisplayName(data.value)} />
      </Field>
      <Button type="submit" appearance="primary" disabled={form.saving}>
        {form.saving ? 'Saving...' : 'Save'}
      </Button>
      {form.saved && !form.error ? <Caption1 role="status">{form.optIn ? 'You are shown on leaderboards.' : 'You are not shown on leaderboards.'}</Caption1> : null}
    </form>
  );
});

/** Her answer and the key of every question, with its explanation. */
const Solutions = observer(function Solutions({ vm }: { vm: SeriesExamViewModel }) {
  const styles = useStyles();
  const result = vm.result;
  if (!result) return null;
  return (
    <ol className={styles.list} aria-label="Solutions">
      {result.solutions.map((solution) => {
        const mine = result.answers[String(solution.number)];
        const verdict = mine === undefined ? 'not answered' : mine === solution.answer ? 'correct' : 'wrong';
        return (
          <li key={solution.number} className={styles.solution}>
            <Subtitle2 as="h4">Question {solution.number}</Subtitle2>
            <Body1>
              Your answer: {mine ?? 'none'} ({verdict}). Key: {solution.answer}
            </Body1>
            <Body1 className={styles.text}>{solution.explanation}</Body1>
          </li>
        );
      })}
    </ol>
  );
});

/** After submission: her marks, both ranks, the leaderboard and her choice about it, and the solutions. */
export const SeriesResultPanel = observer(function SeriesResultPanel({ vm }: { vm: SeriesExamViewModel }) {
  const styles = useStyles();
  const result = vm.result;
  if (!result) return null;
  const questions = result.correct + result.wrong + result.unanswered;
  return (
    <div className={styles.panel}>
      <ResultNotice notice={vm.notice} />
      <Subtitle1 as="h3">Your result</Subtitle1>
      <Caption1>{result.title}</Caption1>
      <StatGrid
        stats={[
          ['Score', `${formatMarks(result.score)}/${questions}`],
          ['Correct', String(result.correct)],
          ['Wrong', String(result.wrong)],
          ['Unanswered', String(result.unanswered)],
          ['Time taken', formatSpent(result.timeTakenMs)],
        ]}
      />
      <Ranks vm={vm} />
      <Subtitle2 as="h3">By section</Subtitle2>
      <SectionMarksTable sections={result.sections} />
      <Subtitle2 as="h3">Leaderboard</Subtitle2>
      <LeaderboardTable vm={vm} />
      <ChoiceForm form={vm.choice} />
      <Subtitle2 as="h3">Solutions</Subtitle2>
      <Solutions vm={vm} />
    </div>
  );
});
