/** One measured figure of a benchmark or a stress suite, with its target. */
export interface Figure {
  /** e.g. 'consumption, 64 clients over 10 000 accounts (PostgreSQL)' */
  name: string;
  value: number;
  unit: string;
  /** e.g. '≥ 1500/s'; empty when the figure is informative only. */
  target: string;
  /** undefined when the figure has no target. */
  pass?: boolean;
  note?: string;
}

export const atLeast = (value: number, min: number) => value >= min;
export const atMost = (value: number, max: number) => value <= max;

/** Percentile (0–100) of a list of numbers, nearest-rank. */
export function percentile(values: number[], p: number): number {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[rank]!;
}

const fmt = (v: number) => (Number.isInteger(v) ? String(v) : v >= 100 ? v.toFixed(0) : v.toFixed(2));

/** Prints figures as a table: name, value, target, PASS/FAIL. */
export function printFigures(title: string, figures: Figure[]): void {
  console.log(`\n## ${title}\n`);
  console.log('| measure | figure | target | result |');
  console.log('|---|---|---|---|');
  for (const f of figures) {
    const result = f.pass === undefined ? '' : f.pass ? 'PASS' : 'FAIL';
    console.log(`| ${f.name} | ${fmt(f.value)} ${f.unit} | ${f.target} | ${result}${f.note ? ` (${f.note})` : ''} |`);
  }
}

export const allPass = (figures: Figure[]) => figures.every((f) => f.pass !== false);
