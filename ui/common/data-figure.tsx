import {
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  makeStyles,
  mergeClasses,
  tokens,
} from '@fluentui/react-components';
import type { DataFigure } from '../../core/practice/data-figure';
import { VISUALLY_HIDDEN } from './visually-hidden.styles';

/** The chart's coordinate space: 320 wide, drawn at the width of its container. */
const WIDTH = 320;
const FONT = 12;

const NUMBER = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 2 });

/** A figure's number as the tables and charts print it: Indian grouping, at most two decimals. */
function formatFigureValue(value: number): string {
  return NUMBER.format(value);
}

const useStyles = makeStyles({
  figure: { position: 'relative', display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, minWidth: 0 },
  title: { fontSize: tokens.fontSizeBase300, fontWeight: tokens.fontWeightSemibold, color: tokens.colorNeutralForeground1 },
  chart: { width: '100%', maxWidth: '480px', height: 'auto', display: 'block', overflow: 'visible' },
  caption: {
    captionSide: 'top',
    textAlign: 'start',
    fontSize: tokens.fontSizeBase300,
    fontWeight: tokens.fontWeightSemibold,
    color: tokens.colorNeutralForeground1,
    paddingBlockEnd: tokens.spacingVerticalXS,
  },
  number: { fontVariantNumeric: 'tabular-nums', textAlign: 'end' },
  scroll: { overflowX: 'auto', maxWidth: '100%' },
  text: { fill: tokens.colorNeutralForeground1, fontSize: `${FONT}px`, fontFamily: tokens.fontFamilyBase },
  muted: { fill: tokens.colorNeutralForeground2, fontSize: `${FONT}px`, fontFamily: tokens.fontFamilyBase },
  axis: { stroke: tokens.colorNeutralStrokeAccessible, strokeWidth: 1 },
  grid: { stroke: tokens.colorNeutralStroke2, strokeWidth: 1 },
  sectorEdge: { stroke: tokens.colorNeutralBackground1, strokeWidth: 1.5 },
  // One colour a series or a sector, each at least 3:1 against the page.
  colour0: { fill: tokens.colorBrandBackground },
  colour1: { fill: tokens.colorPaletteDarkOrangeBorderActive },
  colour2: { fill: tokens.colorPaletteGreenBackground3 },
  colour3: { fill: tokens.colorPaletteGrapeBorderActive },
  colour4: { fill: tokens.colorPaletteBerryBorderActive },
  colour5: { fill: tokens.colorPaletteTealBorderActive },
  colour6: { fill: tokens.colorPaletteSteelBorderActive },
  colour7: { fill: tokens.colorPalettePumpkinBorderActive },
  // Read by screen readers, not drawn: the chart's numbers as a table.
  visuallyHidden: VISUALLY_HIDDEN,
});

type Styles = ReturnType<typeof useStyles>;

function colour(styles: Styles, index: number): string {
  const classes = [styles.colour0, styles.colour1, styles.colour2, styles.colour3, styles.colour4, styles.colour5, styles.colour6, styles.colour7];
  return classes[index % classes.length]!;
}

/**
 * A data-interpretation figure: a table as a table; a bar or pie chart drawn in SVG, named for a screen reader
 * and followed by the same numbers as a table only a screen reader reads.
 */
export function DataFigureView({ figure }: { figure: DataFigure }) {
  const styles = useStyles();
  if (figure.kind === 'table') return <FigureTable figure={figure} styles={styles} />;
  return (
    <div className={styles.figure}>
      {/* Seen, not read: the chart's name and the table's caption both carry the title. */}
      <div className={styles.title} aria-hidden>
        {figure.title}
      </div>
      {figure.kind === 'bar' ? <BarChart figure={figure} styles={styles} /> : <PieChart figure={figure} styles={styles} />}
      <FigureTable figure={figure} styles={styles} className={styles.visuallyHidden} />
    </div>
  );
}

/** The unit in a heading: 'Wheat (lakh tonnes)', 'Share (%)'. */
function heading(column: string, unit: string): string {
  return `${column} (${unit})`;
}

function FigureTable({ figure, styles, className }: { figure: DataFigure; styles: Styles; className?: string }) {
  // A pie given in amounts also lists each sector's share, which is what its chart shows.
  const shares = figure.kind === 'pie' && figure.unit !== '%' ? pieShares(figure) : null;
  return (
    <div className={mergeClasses(styles.scroll, className)}>
      <Table size="small">
        <caption className={styles.caption}>{figure.title}</caption>
        <TableHeader>
          <TableRow>
            <TableHeaderCell>{figure.columns[0]}</TableHeaderCell>
            {figure.columns.slice(1).map((column) => (
              <TableHeaderCell key={column}>{heading(column, figure.unit)}</TableHeaderCell>
            ))}
            {shares ? <TableHeaderCell>Share (%)</TableHeaderCell> : null}
          </TableRow>
        </TableHeader>
        <TableBody>
          {figure.rows.map((row, index) => (
            <TableRow key={row.label}>
              <TableCell>{row.label}</TableCell>
              {row.values.map((value, column) => (
                <TableCell key={figure.columns[column + 1] ?? column} className={styles.number}>
                  {formatFigureValue(value)}
                </TableCell>
              ))}
              {shares ? <TableCell className={styles.number}>{formatFigureValue(shares[index]!)}</TableCell> : null}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </div>
  );
}

/** The top of the value axis and its step: a round number at or above the largest value, in four or five steps. */
function valueScale(largest: number): { top: number; step: number } {
  if (!(largest > 0)) return { top: 1, step: 0.25 };
  const rough = largest / 4;
  const magnitude = 10 ** Math.floor(Math.log10(rough));
  const step = [1, 2, 2.5, 5, 10].map((factor) => factor * magnitude).find((candidate) => candidate * 4 >= largest)!;
  return { top: step * Math.ceil(largest / step), step };
}

/**
 * Horizontal bars, one group a row and one bar a series, so that the rows' labels read across even at 320 px:
 * labels on the left, the value at the end of each bar, a value axis with gridlines below, a legend above.
 */
function BarChart({ figure, styles }: { figure: DataFigure; styles: Styles }) {
  const series = figure.columns.slice(1);
  const legendHeight = series.length > 1 ? 24 : 0;
  const barHeight = 16;
  const groupGap = 10;
  const groupHeight = series.length * barHeight + groupGap;
  const left = 104;
  const right = WIDTH - 48;
  const top = legendHeight + 6;
  const plotHeight = figure.rows.length * groupHeight;
  const height = top + plotHeight + 24;
  const values = figure.rows.flatMap((row) => row.values);
  const { top: scaleTop, step } = valueScale(Math.max(0, ...values));
  const x = (value: number) => left + (Math.max(0, value) / scaleTop) * (right - left);
  const ticks = Array.from({ length: Math.round(scaleTop / step) + 1 }, (_, index) => index * step);
  const name = `Bar chart: ${figure.title}, in ${figure.unit}`;

  return (
    <svg role="img" aria-label={name} viewBox={`0 0 ${WIDTH} ${height}`} width="100%" className={styles.chart} preserveAspectRatio="xMinYMin meet">
      {series.length > 1 ? (
        <g aria-hidden>
          {series.map((label, index) => (
            <g key={label} transform={`translate(${left + index * 110}, 4)`}>
              <rect width={12} height={12} className={colour(styles, index)} />
              <text x={18} y={11} className={styles.text}>
                {label}
              </text>
            </g>
          ))}
        </g>
      ) : null}
      <g aria-hidden>
        {ticks.map((tick) => (
          <g key={tick}>
            <line x1={x(tick)} x2={x(tick)} y1={top} y2={top + plotHeight} className={styles.grid} />
            <text x={x(tick)} y={top + plotHeight + 16} textAnchor="middle" className={styles.muted}>
              {formatFigureValue(tick)}
            </text>
          </g>
        ))}
        <line x1={left} x2={left} y1={top} y2={top + plotHeight} className={styles.axis} />
        <line x1={left} x2={right} y1={top + plotHeight} y2={top + plotHeight} className={styles.axis} />
        {figure.rows.map((row, rowIndex) => {
          const groupTop = top + rowIndex * groupHeight + groupGap / 2;
          return (
            <g key={row.label}>
              <text x={left - 6} y={groupTop + (series.length * barHeight) / 2} textAnchor="end" dominantBaseline="middle" className={styles.text}>
                {row.label}
              </text>
              {row.values.map((value, seriesIndex) => {
                const y = groupTop + seriesIndex * barHeight;
                return (
                  <g key={series[seriesIndex] ?? seriesIndex}>
                    <rect x={left} y={y + 1} width={x(value) - left} height={barHeight - 2} className={colour(styles, seriesIndex)} />
                    <text x={x(value) + 4} y={y + barHeight / 2} dominantBaseline="middle" className={styles.text}>
                      {formatFigureValue(value)}
                    </text>
                  </g>
                );
              })}
            </g>
          );
        })}
      </g>
    </svg>
  );
}

/** Each row's share of the whole pie, in per cent. */
function pieShares(figure: DataFigure): number[] {
  const total = figure.rows.reduce((sum, row) => sum + (row.values[0] ?? 0), 0);
  return figure.rows.map((row) => (total > 0 ? ((row.values[0] ?? 0) / total) * 100 : 0));
}

/** A pie from the top, clockwise, with a legend of each sector's share below it. */
function PieChart({ figure, styles }: { figure: DataFigure; styles: Styles }) {
  const shares = pieShares(figure);
  const radius = 88;
  const cx = WIDTH / 2;
  const cy = radius + 4;
  const legendTop = 2 * radius + 20;
  const rowHeight = 20;
  const height = legendTop + figure.rows.length * rowHeight;
  const point = (fraction: number) => {
    const angle = 2 * Math.PI * fraction - Math.PI / 2;
    return `${cx + radius * Math.cos(angle)} ${cy + radius * Math.sin(angle)}`;
  };
  let start = 0;
  const sectors = shares.map((share) => {
    const fraction = share / 100;
    const from = start;
    start += fraction;
    if (fraction >= 0.9999) return `M ${cx} ${cy - radius} A ${radius} ${radius} 0 1 1 ${cx - 0.01} ${cy - radius} Z`;
    return `M ${cx} ${cy} L ${point(from)} A ${radius} ${radius} 0 ${fraction > 0.5 ? 1 : 0} 1 ${point(start)} Z`;
  });
  const name = `Pie chart: ${figure.title}`;

  return (
    <svg role="img" aria-label={name} viewBox={`0 0 ${WIDTH} ${height}`} width="100%" className={styles.chart} preserveAspectRatio="xMinYMin meet">
      <g aria-hidden>
        {sectors.map((path, index) => (
          <path key={figure.rows[index]!.label} d={path} className={mergeClasses(colour(styles, index), styles.sectorEdge)} />
        ))}
        {figure.rows.map((row, index) => (
          <g key={row.label} transform={`translate(16, ${legendTop + index * rowHeight})`}>
            <rect width={12} height={12} className={colour(styles, index)} />
            <text x={20} y={11} className={styles.text}>
              {`${row.label}: ${formatFigureValue(shares[index]!)}%`}
            </text>
          </g>
        ))}
      </g>
    </svg>
  );
}
