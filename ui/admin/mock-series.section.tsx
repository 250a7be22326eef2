import { Badge, Body1, Caption1, Card, Field, Input, MessageBar, MessageBarBody, Spinner, Subtitle1, makeStyles, tokens } from '@fluentui/react-components';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { SeriesDesk } from '../../core/mock-series/series-desk.port';
import type { PaperState } from '../../core/mock-series/series.model';
import { useService } from '../common/services';
import { SubmitButton } from '../common/submit-button';
import { useOperatorConsoleStyles } from './operator-console.styles';
import { SERIES_DESK_WORDS, SeriesDeskViewModel } from './series-desk.view-model';

const useStyles = makeStyles({
  form: { display: 'grid', gap: tokens.spacingVerticalM, maxWidth: '420px' },
});

const when = new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Asia/Kolkata' });

const STATE_COLOURS: Readonly<Record<PaperState, 'informative' | 'success' | 'subtle'>> = { upcoming: 'informative', open: 'success', closed: 'subtle' };

/**
 * The operator console's 'All-India Mock papers': the schedule and the form for a new paper; its own
 * chunk, with its view model made here (the composition root holds only the desk, null in local mode).
 */
function MockSeriesSection() {
  const styles = useStyles();
  const shared = useOperatorConsoleStyles();
  const desk = useService<SeriesDesk | null>(SeriesDesk);
  const [vm] = useState(() => new SeriesDeskViewModel(desk));

  useEffect(() => {
    void vm.load();
  }, [vm]);

  return (
    <section className={shared.list} aria-labelledby="series-heading">
      <Subtitle1 as="h2" id="series-heading">
        All-India Mock papers
      </Subtitle1>
      {!vm.available ? <Body1>{SERIES_DESK_WORDS.needsServer}</Body1> : null}
      {vm.available ? (
        <form
          className={styles.form}
          aria-label="Schedule a paper"
          onSubmit={(event) => {
            event.preventDefault();
            void vm.schedule();
          }}
        >
          <Body1>Every taker sits the same 120 questions, put together when you schedule the paper, within its window and two hours of starting.</Body1>
          <Field label="Title">
            <Input value={vm.title} maxLength={120} onChange={(_event, data) => vm.setTitle(data.value)} />
          </Field>
          <Field label="Opens at (India time)">
            <Input type="datetime-local" value={vm.opensAt} onChange={(_event, data) => vm.setOpensAt(data.value)} />
          </Field>
          <Field label="Closes at (India time)">
            <Input type="datetime-local" value={vm.closesAt} onChange={(_event, data) => vm.setClosesAt(data.value)} />
          </Field>
          {vm.formError ? (
            <MessageBar intent="error">
              <MessageBarBody>{vm.formError}</MessageBarBody>
            </MessageBar>
          ) : null}
          <div>
            <SubmitButton busy={vm.scheduling} label="Schedule paper" busyLabel="Scheduling..." />
          </div>
          {vm.scheduled ? <Body1 role="status">Scheduled: {vm.scheduled}.</Body1> : null}
        </form>
      ) : null}
      {vm.error ? (
        <MessageBar intent="error">
          <MessageBarBody>{vm.error}</MessageBarBody>
        </MessageBar>
      ) : null}
      {vm.loading ? <Spinner size="small" label="Loading papers..." /> : null}
      {vm.available && !vm.loading && vm.papers.length === 0 && !vm.error ? <Body1>No papers scheduled yet.</Body1> : null}
      {vm.papers.map((paper) => (
        <Card key={paper.id} className={shared.card} aria-label={`Paper ${paper.title}`}>
          <Caption1>
            <Badge appearance="tint" color={STATE_COLOURS[paper.state]}>
              {paper.state}
            </Badge>{' '}
            {when.format(paper.opensAt)} to {when.format(paper.closesAt)}
          </Caption1>
          <Body1>{paper.title}</Body1>
          <Caption1>
            {paper.takers} submitted, {paper.inProgress} in progress
          </Caption1>
        </Card>
      ))}
    </section>
  );
}

export default observer(MockSeriesSection);
