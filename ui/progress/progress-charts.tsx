import { LineChart, ResponsiveContainer, type LineChartPoints } from '@fluentui/react-charts';
import { Subtitle2, makeStyles, tokens } from '@fluentui/react-components';
import type { ProgressTrend } from '../../core/progress/progress-trend.rules';
import { formatTrendMarks } from '../../core/progress/progress-trend.rules';
import { mockLabel } from './progress.view-model';

const useStyles = makeStyles({
  figure: { margin: 0, display: 'grid', gap: tokens.spacingVerticalXS, minWidth: 0 },
  // The charts take the card's width (ResizeObserver inside ResponsiveContainer), never more.
  chart: { width: '100%', minWidth: 0, overflow: 'hidden' },
});

// Fluent's data-visualisation palette, so that the five sections stay apart for colour-blind readers too.
const SECTION_COLOURS = [
  tokens.colorPaletteBlueForeground2,
  tokens.colorPaletteDarkOrangeForeground2,
  tokens.colorPaletteGreenForeground2,
  tokens.colorPaletteBerryForeground2,
  tokens.colorPaletteMarigoldForeground2,
];

interface ProgressChartsProps {
  readonly trend: ProgressTrend;
}

/** The two trend charts: total marks per mock, and each section's accuracy per mock. */
export default function ProgressCharts({ trend }: ProgressChartsProps) {
  const styles = useStyles();
  const ticks = trend.mocks.map((mock) => mock.number);
  const names = trend.mocks.map((mock) => mockLabel(mock.number, mock.submittedAt));

  const total: LineChartPoints[] = [
    {
      legend: 'Total marks',
      color: tokens.colorBrandForeground1,
      data: trend.mocks.map((mock, index) => ({
        x: mock.number,
        y: mock.marks,
        xAxisCalloutData: names[index],
        yAxisCalloutData: `${formatTrendMarks(mock.marks)}/${mock.questions}`,
        callOutAccessibilityData: { ariaLabel: `${names[index]}: ${formatTrendMarks(mock.marks)} of ${mock.questions} marks` },
      })),
    },
  ];

  const accuracy: LineChartPoints[] = trend.sections.map((row, sectionIndex) => ({
    legend: row.section,
    color: SECTION_COLOURS[sectionIndex % SECTION_COLOURS.length],
    data: row.accuracy.map((value, index) => ({
      x: trend.mocks[index]!.number,
      y: value,
      xAxisCalloutData: names[index],
      yAxisCalloutData: `${value} %`,
      callOutAccessibilityData: { ariaLabel: `${names[index]}, ${row.section}: ${value} % accuracy` },
    })),
  }));

  return (
    <>
      <figure className={styles.figure} aria-labelledby="progress-total-title">
        <Subtitle2 as="h3" id="progress-total-title">
          Total marks by mock
        </Subtitle2>
        <div className={styles.chart}>
          <ResponsiveContainer height={220}>
            <LineChart
              data={{ chartTitle: 'Total marks by mock, oldest first', lineChartData: total }}
              tickValues={ticks}
              xAxisTickCount={ticks.length}
              yMinValue={0}
              yAxisTickCount={4}
              hideLegend
            />
          </ResponsiveContainer>
        </div>
      </figure>
      <figure className={styles.figure} aria-labelledby="progress-accuracy-title">
        <Subtitle2 as="h3" id="progress-accuracy-title">
          Accuracy by section (%)
        </Subtitle2>
        <div className={styles.chart}>
          <ResponsiveContainer height={280}>
            <LineChart
              data={{ chartTitle: 'Accuracy by section, per cent of attempted questions right, oldest mock first', lineChartData: accuracy }}
              tickValues={ticks}
              xAxisTickCount={ticks.length}
              yMinValue={0}
              yMaxValue={100}
              yAxisTickCount={4}
              enabledLegendsWrapLines
            />
          </ResponsiveContainer>
        </div>
      </figure>
    </>
  );
}
