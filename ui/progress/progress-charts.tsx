import { LineChart, ResponsiveContainer, type LineChartPoints } from '@fluentui/react-charts';
import { Subtitle2, makeStyles, tokens } from '@fluentui/react-components';
import type { ProgressTrend } from '../../core/progress/progress-trend.rules';
import { formatTrendMarks } from '../../core/progress/progress-trend.rules';
import type { ComponentProps } from 'react';
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
  const ticks = trend.mocks.map((mock) => mock.number);
  const names = trend.mocks.map((mock) => mockLabel(mock.number, mock.submittedAt));
  // Both charts: one tick a mock along the bottom, four up the side from 0.
  const axes = { tickValues: ticks, xAxisTickCount: ticks.length, yMinValue: 0, yAxisTickCount: 4 };

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
      <ChartFigure id="progress-total-title" title="Total marks by mock" height={220}>
        <LineChart
          data={{ chartTitle: 'Total marks by mock, oldest first', lineChartData: total }}
          {...axes}
          hideLegend
        />
      </ChartFigure>
      <ChartFigure id="progress-accuracy-title" title="Accuracy by section (%)" height={280}>
        <LineChart
          data={{ chartTitle: 'Accuracy by section, per cent of attempted questions right, oldest mock first', lineChartData: accuracy }}
          {...axes}
          yMaxValue={100}
          enabledLegendsWrapLines
        />
      </ChartFigure>
    </>
  );
}

/** A chart with its heading, as wide as the card and `height` pixels high. */
function ChartFigure({ id, title, height, children }: { readonly id: string; readonly title: string; readonly height: number; readonly children: ComponentProps<typeof ResponsiveContainer>['children'] }) {
  const styles = useStyles();
  return (
    <figure className={styles.figure} aria-labelledby={id}>
      <Subtitle2 as="h3" id={id}>
        {title}
      </Subtitle2>
      <div className={styles.chart}>
        <ResponsiveContainer height={height}>{children}</ResponsiveContainer>
      </div>
    </figure>
  );
}
