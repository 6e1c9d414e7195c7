// How the bench prints: one line per row, throughput and latency, and throughput as a percentage
// of `{__typename}` measured in the same run (the machine is shared and noisy: only ratios within
// one run compare).
import type { LoadResult } from './load';
import type { Target } from './target';

export interface Row {
  what: string;
  result: LoadResult | null;
  /** Printed after the figures (what a row measures, or why it has none). */
  note?: string;
}

const fmt = (n: number, digits = 0) =>
  Number.isFinite(n)
    ? n.toLocaleString('en-US', { maximumFractionDigits: digits, minimumFractionDigits: digits })
    : '—';

export function header(title: string) {
  console.log(`\n${title}`);
  console.log(
    `  ${'what'.padEnd(46)} ${'req/s'.padStart(8)} ${'% of {__typename}'.padStart(18)} ${'p50 ms'.padStart(8)} ${'p99 ms'.padStart(8)}  errors`,
  );
}

export function printRow(row: Row, baseline: LoadResult | null) {
  const r = row.result;
  if (!r) {
    console.log(`  ${row.what.padEnd(46)} ${'—'.padStart(8)}  ${row.note ?? ''}`);
    return;
  }
  const ratio = baseline ? `${fmt((r.perSecond / baseline.perSecond) * 100, 1)} %` : '';
  console.log(
    `  ${row.what.padEnd(46)} ${fmt(r.perSecond).padStart(8)} ${ratio.padStart(18)} ${fmt(r.p50, 1).padStart(8)} ${fmt(r.p99, 1).padStart(8)}  ${String(r.errors).padStart(6)}${row.note ? `  ${row.note}` : ''}`,
  );
}

/**
 * A group of rows measured on one target (requests.ts: the request path; others add their own):
 * it reports each row as soon as it is measured, and run.ts prints it against the baseline.
 */
export type Suite = (target: Target, report: (row: Row) => void) => Promise<void>;
