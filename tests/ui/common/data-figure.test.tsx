import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { DataFigure } from '../../../core/practice/data-figure';
import { DataFigureView } from '../../../ui/common/data-figure';

const indian = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 2 });

const ENROLMENTS: DataFigure = {
  kind: 'table',
  title: 'Students enrolled by programme, National Law Institute Nagpur',
  unit: 'students',
  columns: ['Programme', '2022', '2023', '2024'],
  rows: [
    { label: 'BA LLB', values: [345, 259, 323] },
    { label: 'BBA LLB', values: [207, 116, 1335] },
    { label: 'LLM', values: [120, 131, 96] },
    { label: 'BCom LLB', values: [165, 253, 246.5] },
  ],
};

const CROPS: DataFigure = {
  kind: 'bar',
  title: 'Production of wheat and rice in five states, 2024-25',
  unit: 'lakh tonnes',
  columns: ['State', 'Wheat', 'Rice'],
  rows: [
    { label: 'Punjab', values: [172, 128] },
    { label: 'Haryana', values: [118, 45] },
    { label: 'Uttar Pradesh', values: [3024, 156] },
    { label: 'Madhya Pradesh', values: [210, 62] },
    { label: 'Bihar', values: [64, 81] },
  ],
};

const VISITORS: DataFigure = {
  kind: 'bar',
  title: 'Visitors to the Constitution Museum, Bilaspur, by month',
  unit: 'visitors',
  columns: ['Month', 'Visitors'],
  rows: ['January', 'February', 'March', 'April', 'May', 'June'].map((label, index) => ({ label, values: [1200 + 350 * index] })),
};

const SPENDING: DataFigure = {
  kind: 'pie',
  title: "The Sharma household's monthly spending",
  unit: '%',
  columns: ['Head of expense', 'Share'],
  rows: [
    { label: 'Food', values: [30] },
    { label: 'Rent', values: [25] },
    { label: 'Education', values: [18] },
    { label: 'Transport', values: [12] },
    { label: 'Savings', values: [15] },
  ],
};

function show(figure: DataFigure) {
  return render(
    <FluentProvider theme={webLightTheme}>
      <DataFigureView figure={figure} />
    </FluentProvider>,
  );
}

/** Every number of the figure, as the table prints it, row by row and in order. */
function expectEveryValue(table: HTMLElement, figure: DataFigure) {
  const rows = within(table).getAllByRole('row');
  // A header row, then one row a figure row.
  expect(rows).toHaveLength(figure.rows.length + 1);
  figure.rows.forEach((row, index) => {
    const cells = within(rows[index + 1]!).getAllByRole('cell').map((cell) => cell.textContent);
    expect(cells.slice(0, row.values.length + 1)).toEqual([row.label, ...row.values.map((value) => indian.format(value))]);
  });
}

describe('DataFigureView', () => {
  it('shows a table figure as a table captioned with its title, the unit in the headings and every value in its cell', () => {
    show(ENROLMENTS);
    const table = screen.getByRole('table', { name: ENROLMENTS.title });
    const headings = within(table).getAllByRole('columnheader').map((heading) => heading.textContent);
    expect(headings).toEqual(['Programme', '2022 (students)', '2023 (students)', '2024 (students)']);
    expectEveryValue(table, ENROLMENTS);
    expect(within(table).getByText('1,335')).toBeInTheDocument();
    expect(within(table).getByText('246.5')).toBeInTheDocument();
    // A table needs no chart.
    expect(screen.queryByRole('img')).toBeNull();
  });

  it('draws a two-series bar chart named by its title, with a legend, value labels, and every value in a hidden table', () => {
    const { container } = show(CROPS);
    const chart = screen.getByRole('img', { name: /Production of wheat and rice in five states, 2024-25/ });
    expect(chart.tagName.toLowerCase()).toBe('svg');
    expect(chart.getAttribute('aria-label')).toMatch(/^Bar chart: .*lakh tonnes/);
    // It scales to its container, drawn in a 320-wide space.
    expect(chart.getAttribute('viewBox')).toMatch(/^0 0 320 \d+/);
    expect(chart.getAttribute('width')).toBe('100%');
    const labels = [...chart.querySelectorAll('text')].map((text) => text.textContent);
    expect(labels).toEqual(expect.arrayContaining(['Wheat', 'Rice', 'Punjab', 'Madhya Pradesh', '3,024', '45']));
    // Two bars a state, one colour a series.
    const bars = [...chart.querySelectorAll('rect')].filter((rect) => Number(rect.getAttribute('height')) > 12);
    expect(bars).toHaveLength(10);
    expect(new Set(bars.map((bar) => bar.getAttribute('class'))).size).toBe(2);
    // Longest bar for the largest value.
    const widths = bars.map((bar) => Number(bar.getAttribute('width')));
    expect(Math.max(...widths)).toBe(widths[4]);

    const table = screen.getByRole('table', { name: CROPS.title });
    expect(within(table).getAllByRole('columnheader').map((heading) => heading.textContent)).toEqual(['State', 'Wheat (lakh tonnes)', 'Rice (lakh tonnes)']);
    expectEveryValue(table, CROPS);
    // The table is for screen readers: it sits after the chart, out of sight.
    expect(chart.compareDocumentPosition(table) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(container.querySelectorAll('table')).toHaveLength(1);
  });

  it('draws a one-series bar chart without a legend', () => {
    show(VISITORS);
    const chart = screen.getByRole('img', { name: /Visitors to the Constitution Museum, Bilaspur, by month/ });
    const labels = [...chart.querySelectorAll('text')].map((text) => text.textContent);
    expect(labels).not.toContain('Visitors');
    expect(labels).toEqual(expect.arrayContaining(['January', 'June', '1,200', '2,950']));
    expectEveryValue(screen.getByRole('table', { name: VISITORS.title }), VISITORS);
  });

  it('draws a pie named by its title, one sector a share with a legend of percentages, and every share in a hidden table', () => {
    show(SPENDING);
    const chart = screen.getByRole('img', { name: /The Sharma household's monthly spending/ });
    expect(chart.getAttribute('aria-label')).toMatch(/^Pie chart: /);
    expect(chart.getAttribute('viewBox')).toMatch(/^0 0 320 \d+/);
    const sectors = [...chart.querySelectorAll('path')];
    expect(sectors).toHaveLength(5);
    expect(new Set(sectors.map((sector) => sector.getAttribute('class'))).size).toBe(5);
    // The first sector, 30%, runs clockwise from the top and is not the larger arc.
    expect(sectors[0]!.getAttribute('d')).toMatch(/^M 160 92 L 160 4 A 88 88 0 0 1 /);
    const legend = [...chart.querySelectorAll('text')].map((text) => text.textContent);
    expect(legend).toEqual(['Food: 30%', 'Rent: 25%', 'Education: 18%', 'Transport: 12%', 'Savings: 15%']);

    const table = screen.getByRole('table', { name: SPENDING.title });
    expect(within(table).getAllByRole('columnheader').map((heading) => heading.textContent)).toEqual(['Head of expense', 'Share (%)']);
    expectEveryValue(table, SPENDING);
  });

  it('lists each sector’s share beside its amount when a pie is given in amounts', () => {
    const amounts: DataFigure = { ...SPENDING, unit: '₹', rows: SPENDING.rows.map((row) => ({ label: row.label, values: [row.values[0]! * 800] })) };
    show(amounts);
    const table = screen.getByRole('table', { name: SPENDING.title });
    expect(within(table).getAllByRole('columnheader').map((heading) => heading.textContent)).toEqual(['Head of expense', 'Share (₹)', 'Share (%)']);
    expectEveryValue(table, amounts);
    const food = within(table).getAllByRole('row')[1]!;
    expect(within(food).getAllByRole('cell').map((cell) => cell.textContent)).toEqual(['Food', '24,000', '30']);
    const legend = [...screen.getByRole('img').querySelectorAll('text')].map((text) => text.textContent);
    expect(legend[0]).toBe('Food: 30%');
  });
});
