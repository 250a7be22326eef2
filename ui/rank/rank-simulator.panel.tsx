import {
  Body1,
  Button,
  Caption1,
  Card,
  Field,
  MessageBar,
  MessageBarBody,
  Slider,
  SpinButton,
  Subtitle1,
  Subtitle2,
  makeStyles,
  tokens,
  typographyStyles,
} from '@fluentui/react-components';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import type { ScoreBreakdown } from '../../core/diagnostic/diagnostic.model';
import { SECTION_LABELS } from '../../core/rank/rank-simulator.model';
import { SimulateRank } from '../../core/rank/simulate-rank.use-case';
import type { MockSectionResult } from '../../core/rank/starting-point.rules';
import { RankSimulatorViewModel } from './rank-simulator.view-model';
import { SECTION_QUESTIONS, CLAT_SECTIONS } from '../../core/exam/clat-pattern';

const useStyles = makeStyles({
  panel: { display: 'grid', gap: tokens.spacingVerticalL },
  summary: {
    position: 'sticky',
    top: 0,
    zIndex: 1,
    display: 'grid',
    gap: tokens.spacingVerticalXS,
    padding: tokens.spacingHorizontalM,
    backgroundColor: tokens.colorBrandBackground2,
    borderRadius: tokens.borderRadiusMedium,
    boxShadow: tokens.shadow4,
  },
  headline: { color: tokens.colorBrandForeground1 },
  group: { display: 'grid', gap: tokens.spacingVerticalM, padding: tokens.spacingHorizontalL, margin: 0, border: 'none' },
  fields: {
    display: 'grid',
    gap: tokens.spacingVerticalM,
    gridTemplateColumns: 'minmax(0, 1fr)',
    '@media (min-width: 640px)': { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', columnGap: tokens.spacingHorizontalL },
  },
  legend: { ...typographyStyles.subtitle2, padding: 0, marginBottom: tokens.spacingVerticalS },
  slider: { width: '100%', minWidth: 0 },
  actions: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS },
  details: { display: 'grid', gap: tokens.spacingVerticalS, padding: tokens.spacingHorizontalL },
});

export interface RankSimulatorPanelProps {
  readonly diagnostic?: ScoreBreakdown | null;
  readonly mock?: MockSectionResult | null;
}

const signed = (value: number) => (value > 0 ? `+${value}` : String(value));

/** "If I raise Legal by 5 and cut negatives by half, where do I land": live, with the range and NLUs. */
function RankSimulatorPanel({ diagnostic, mock }: RankSimulatorPanelProps) {
  const styles = useStyles();
  // The simulator reads no port: its one use case is plain rules, built here so the model's
  // figures load with this panel instead of with the dashboard.
  const [vm] = useState(() => new RankSimulatorViewModel(new SimulateRank(), { diagnostic, mock }));
  const simulation = vm.outcome.simulation;

  return (
    <div className={styles.panel}>
      <div className={styles.summary} role="status" aria-live="polite" aria-atomic="true" aria-label="Where you land">
        {vm.headline ? (
          <>
            <Subtitle1 as="p" className={styles.headline}>
              {vm.headline}
            </Subtitle1>
            <Body1>{vm.range}</Body1>
            <Caption1>{vm.change}</Caption1>
          </>
        ) : (
          <MessageBar intent="error">
            <MessageBarBody>{vm.error}</MessageBarBody>
          </MessageBar>
        )}
      </div>

      <Body1>{vm.sourceNote}</Body1>

      <Card>
        <fieldset className={styles.group}>
          <legend className={styles.legend}>Your marks now</legend>
          <div className={styles.fields}>
            {CLAT_SECTIONS.map((section) => (
              <Field key={section} label={`${SECTION_LABELS[section]} (right answers, out of ${SECTION_QUESTIONS[section]})`}>
                <SpinButton
                  value={vm.start.sections[section]}
                  min={0}
                  max={SECTION_QUESTIONS[section]}
                  step={1}
                  onChange={(_, data) => vm.setStartMarks(section, data.value ?? data.displayValue)}
                />
              </Field>
            ))}
            <Field label="Negative marks lost (0.25 for each wrong answer)">
              <SpinButton
                value={vm.start.negatives}
                min={0}
                max={30}
                step={0.25}
                precision={2}
                onChange={(_, data) => vm.setNegatives(data.value ?? data.displayValue)}
              />
            </Field>
          </div>
          <div className={styles.actions}>
            <Button appearance="subtle" onClick={() => vm.resetStart()} disabled={!vm.edited && !vm.inputError}>
              Back to my starting marks
            </Button>
          </div>
        </fieldset>
      </Card>

      <Card>
        <fieldset className={styles.group}>
          <legend className={styles.legend}>Try a change</legend>
          <div className={styles.fields}>
            {CLAT_SECTIONS.map((section) => {
              const change = vm.adjustments.sections[section];
              return (
                <Field key={section} label={`${SECTION_LABELS[section]}: ${signed(change)} marks`}>
                  <Slider
                    className={styles.slider}
                    min={-SECTION_QUESTIONS[section]}
                    max={SECTION_QUESTIONS[section]}
                    step={1}
                    value={change}
                    aria-valuetext={`${signed(change)} marks`}
                    onChange={(_, data) => vm.setChange(section, data.value)}
                  />
                </Field>
              );
            })}
            <Field label={`Negatives won back: ${Math.round(vm.adjustments.negativesRecovered * 100)} %`}>
              <Slider
                className={styles.slider}
                min={0}
                max={100}
                step={5}
                value={Math.round(vm.adjustments.negativesRecovered * 100)}
                aria-valuetext={`${Math.round(vm.adjustments.negativesRecovered * 100)} percent of negative marks won back`}
                onChange={(_, data) => vm.setRecoveredPercent(data.value)}
              />
            </Field>
          </div>
          <div className={styles.actions}>
            <Button appearance="secondary" onClick={() => vm.resetChanges()}>
              Reset changes
            </Button>
          </div>
        </fieldset>
      </Card>

      {simulation && !vm.inputError ? (
        <Card className={styles.details}>
          <Subtitle2 as="h3">Law universities at this rank</Subtitle2>
          <Body1>{simulation.nlus.summary}</Body1>
          <Caption1>General-category closing ranks of CLAT 2024 and 2025, all-India seats.</Caption1>
          <Subtitle2 as="h3">How sure is this?</Subtitle2>
          <Body1>{vm.uncertainty}</Body1>
        </Card>
      ) : null}
    </div>
  );
}

export default observer(RankSimulatorPanel);
