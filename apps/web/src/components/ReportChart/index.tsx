import type { CSSProperties } from 'react';
import ReactECharts from 'echarts-for-react';
import { formatSignedMoney } from '@canteen/contract';
import { formatDate } from '@/shell/clock';

export interface ChartSeries {
  /** Key of the rows' value. */
  key: string;
  label: string;
  /** Cents: drawn in yuan, read as ￥ with two decimals. */
  money?: boolean;
}

export interface ReportChartProps {
  /** What the chart shows: its accessible name and the summary table's caption. */
  title: string;
  rows: readonly Record<string, unknown>[];
  /** Key of the axis value: a day 'YYYY-MM-DD' or an hour 0–23. */
  x: string;
  series: readonly ChartSeries[];
  kind?: 'line' | 'bar';
  height?: number;
  /** ECharts' built-in dark theme, for the data screen. */
  dark?: boolean;
}

/** The visually hidden box (as SpokenOnly), here around a table. */
const HIDDEN: CSSProperties = { position: 'absolute', width: 1, height: 1, margin: -1, padding: 0, overflow: 'hidden', clipPath: 'inset(50%)', whiteSpace: 'nowrap', border: 0 };

/** An axis value as the console shows it: a day in the language's format, an hour as 08:00. */
export function axisText(value: unknown): string {
  if (typeof value === 'number') return `${String(value).padStart(2, '0')}:00`;
  return typeof value === 'string' ? formatDate(value) : '';
}

const numberOf = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? value : 0);
const valueText = (s: ChartSeries, value: unknown) => (s.money ? formatSignedMoney(numberOf(value)) : String(numberOf(value)));

/** The ECharts option: money on the left axis in yuan, counts on their own axis when both are drawn. */
export function chartOption({ rows, x, series, kind = 'line' }: Pick<ReportChartProps, 'rows' | 'x' | 'series' | 'kind'>) {
  const hasMoney = series.some((s) => s.money);
  const hasCount = series.some((s) => !s.money);
  const yAxis = [
    ...(hasMoney ? [{ type: 'value', axisLabel: { formatter: (v: number) => formatSignedMoney(Math.round(v * 100)) } }] : []),
    ...(hasCount ? [{ type: 'value', minInterval: 1 }] : []),
  ];
  return {
    tooltip: { trigger: 'axis' },
    legend: { data: series.map((s) => s.label) },
    grid: { left: 16, right: 16, bottom: 8, containLabel: true },
    xAxis: { type: 'category', data: rows.map((r) => axisText(r[x])) },
    yAxis,
    series: series.map((s) => ({
      name: s.label,
      type: kind,
      yAxisIndex: s.money || !hasMoney ? 0 : 1,
      data: rows.map((r) => (s.money ? numberOf(r[s.key]) / 100 : numberOf(r[s.key]))),
      tooltip: { valueFormatter: (v: number) => (s.money ? formatSignedMoney(Math.round(v * 100)) : String(v)) },
    })),
  };
}

/**
 * A report's rows along a time axis (days or hours). The canvas says nothing to a screen reader, so the figure is
 * named by the title and carries the same figures as a visually hidden table.
 */
export default function ReportChart({ title, rows, x, series, kind = 'line', height = 300, dark }: ReportChartProps) {
  return (
    <figure aria-label={title} style={{ margin: 0, position: 'relative' }}>
      <div aria-hidden>
        <ReactECharts option={chartOption({ rows, x, series, kind })} theme={dark ? 'dark' : undefined} style={{ height }} notMerge />
      </div>
      <table style={HIDDEN}>
        <caption>{title}</caption>
        <thead>
          <tr>
            <th scope="col" />
            {series.map((s) => (
              <th key={s.key} scope="col">
                {s.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((r, i) => (
            <tr key={i}>
              <th scope="row">{axisText(r[x])}</th>
              {series.map((s) => (
                <td key={s.key}>{valueText(s, r[s.key])}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
