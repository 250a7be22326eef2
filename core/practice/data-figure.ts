/**
 * The data behind a data-interpretation set: a table, a bar chart or a pie chart. A chart is
 * drawn from the same rows, and the rows stay available as a table to a screen reader.
 */
export interface DataFigure {
  readonly kind: 'table' | 'bar' | 'pie';
  /** What the figure shows, e.g. 'Students admitted by programme, 2022-2024'. */
  readonly title: string;
  /** What the numbers count, e.g. 'students' or '₹ lakh'; a pie's values are this unit too (the chart shows their shares). */
  readonly unit: string;
  /** The headings of the table: the first names the rows, the rest the series (one series for a pie). */
  readonly columns: readonly string[];
  readonly rows: readonly DataRow[];
}

export interface DataRow {
  readonly label: string;
  /** One value a series, in the order of `columns` after the first. */
  readonly values: readonly number[];
}

/**
 * The figure as lines of plain text, for where only text is kept (a mistake saved for review):
 * its title and unit, then one line a row, 'label: value, value'.
 */
export function figureAsText(figure: DataFigure): string {
  const series = figure.columns.slice(1);
  const rows = figure.rows.map(
    (row) => `${row.label}: ${row.values.map((value, index) => (series.length > 1 ? `${series[index]} ${value}` : String(value))).join(', ')}`,
  );
  return [`${figure.title} (${figure.unit})`, ...rows].join('\n');
}
