import type { ReportResult } from '@bookone/domain';
import Box from '@mui/material/Box';
import useMediaQuery from '@mui/material/useMediaQuery';
import { BarChart } from '@mui/x-charts/BarChart';
import { LineChart } from '@mui/x-charts/LineChart';
import { PieChart } from '@mui/x-charts/PieChart';

import { formatCell, type CellFormat } from '../utils/report-cells';

/** Bars and slices beyond this many are not drawn (the table beside the chart has every row). */
const MAX_CATEGORIES = 40;

/**
 * The chart a report asks for (bar, line or pie of its series against its x column), animation off for users who
 * ask for less motion and in tests. The table beside it carries the same figures for screen readers.
 */
export function ReportChart({
  result,
  format,
  labelOf,
}: {
  result: ReportResult;
  format: CellFormat;
  /** A column's header in the interface language. */
  labelOf: (key: string) => string;
}) {
  const reduced = useMediaQuery('(prefers-reduced-motion: reduce)');
  const skipAnimation = reduced || import.meta.env.MODE === 'test';
  const { chart, columns } = result;
  const x = columns.find((c) => c.key === chart?.x);
  if (!chart || !x || result.rows.length === 0) return null;
  const rows = chart.kind === 'line' ? result.rows : result.rows.slice(0, MAX_CATEGORIES);
  const columnOf = (key: string) => columns.find((c) => c.key === key) ?? x;
  const valueFormatter = (key: string) => (v: number | null) => formatCell(columnOf(key), v, format);
  const category = (row: ReportResult['rows'][number]) => formatCell(x, row[x.key], format) || '—';

  if (chart.kind === 'pie') {
    const key = chart.series[0]!;
    return (
      <PieChart
        height={280}
        skipAnimation={skipAnimation}
        series={[
          {
            data: rows.map((row, i) => ({ id: i, value: Number(row[key]) || 0, label: category(row) })),
            valueFormatter: (item) => formatCell(columnOf(key), item.value, format),
          },
        ]}
      />
    );
  }
  const dataset = rows.map((row) => ({
    x: category(row),
    ...Object.fromEntries(chart.series.map((key) => [key, Number(row[key]) || 0])),
  }));
  const series = chart.series.map((key) => ({
    dataKey: key,
    label: labelOf(key),
    valueFormatter: valueFormatter(key),
  }));
  return (
    <Box sx={{ width: '100%' }}>
      {chart.kind === 'line' ? (
        <LineChart
          height={280}
          dataset={dataset}
          skipAnimation={skipAnimation}
          xAxis={[{ scaleType: 'point', dataKey: 'x' }]}
          series={series}
        />
      ) : (
        <BarChart
          height={280}
          dataset={dataset}
          skipAnimation={skipAnimation}
          xAxis={[{ scaleType: 'band', dataKey: 'x', tickLabelStyle: { fontSize: 11 } }]}
          series={series}
        />
      )}
    </Box>
  );
}
