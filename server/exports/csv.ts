// CSV as RFC 4180 has it, for spreadsheets: CRLF after every record, a field quoted when it holds
// a comma, a quote (doubled) or a line break, and a UTF-8 byte order mark first so Excel reads
// "Zoë" as UTF-8 rather than its local code page. csv-stringify writes it.
//
// Text people typed (event titles, display names) that begins like a formula (=, +, -, @, a tab
// or a carriage return) is prefixed with an apostrophe (OWASP's advice against CSV injection):
// a spreadsheet shows it as text instead of running "=HYPERLINK(…)" for whoever opens the file.
import { stringify } from 'csv-stringify/sync';

export type CsvCell = string | number;

const FORMULA_START = /^[=+\-@\t\r]/;

/** Text a person typed, safe to open in a spreadsheet (see above). */
export function textCell(text: string): string {
  return FORMULA_START.test(text) ? `'${text}` : text;
}

/** Whole cents as dollars with two decimals ("1234.50"), exact, and a number to a spreadsheet. */
export function moneyCell(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  return `${sign}${Math.trunc(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** The file: a header record, then one record per row. */
export function toCsv(header: readonly string[], rows: readonly (readonly CsvCell[])[]): string {
  return stringify([header, ...rows], {
    bom: true,
    record_delimiter: 'windows',
    eof: true,
    // csv-stringify quotes a field holding the record delimiter (CRLF); a lone CR or LF is a line
    // break to a spreadsheet too, so it is quoted as well.
    quoted_match: /[\r\n]/,
  });
}

/** A download name from what the file is about: "Friday Regulars" → "friday-regulars-results.csv". */
export function csvFilename(...parts: string[]): string {
  const slug = parts
    .join(' ')
    .normalize('NFKD')
    .replace(/[^\w\s-]+/g, '')
    .trim()
    .toLowerCase()
    .replace(/[\s_-]+/g, '-')
    .slice(0, 80)
    .replace(/-+$/, '');
  return `${slug || 'poker-night'}.csv`;
}
