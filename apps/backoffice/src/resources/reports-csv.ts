import type { Report, ReportRow } from '@meridian/contract/reports';
import { majorUnitsText } from './money-input';

/** Minor units as a decimal number in the currency's major units: -5 at two decimals is "-0.05". */
export function decimalOf(minor: number, scale: number): string {
  return `${minor < 0 ? '-' : ''}${majorUnitsText(Math.abs(minor), scale)}`;
}

type Figure = (row: ReportRow) => string | number;
/** A row's fields that hold money, in minor units. */
type Amount = Exclude<keyof ReportRow, 'day' | 'currency' | 'scale' | 'deposit_count' | 'withdrawal_count'>;
const amount =
  (field: Amount): Figure =>
  (row) =>
    decimalOf(row[field], row.scale);

/**
 * A row's figures in the file's order, named as the API names them, so a spreadsheet or a script reads
 * the same words as the contract (packages/contract/src/reports.ts).
 */
const FIGURES: readonly (readonly [string, Figure])[] = [
  ['sports_stakes', amount('sports_stakes')],
  ['sports_ggr', amount('sports_ggr')],
  ['casino_stakes', amount('casino_stakes')],
  ['casino_ggr', amount('casino_ggr')],
  ['live_casino_stakes', amount('live_casino_stakes')],
  ['live_casino_ggr', amount('live_casino_ggr')],
  ['ggr', amount('ggr')],
  ['bonus_cost', amount('bonus_cost')],
  ['ngr', amount('ngr')],
  ['deposits', amount('deposits')],
  ['deposit_count', (row) => row.deposit_count],
  ['withdrawals', amount('withdrawals')],
  ['withdrawal_count', (row) => row.withdrawal_count],
];

/** The file's header: the day and currency, the row's figures, and the day's players. */
export const REPORT_CSV_HEADER = ['day', 'currency', ...FIGURES.map(([name]) => name), 'active_players', 'new_players'];

/** One field as RFC 4180 writes it: quoted, its quotes doubled, when it holds a separator, a quote or a line break. */
export function csvField(value: string | number): string {
  const text = String(value);
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

const csvLine = (fields: readonly (string | number)[]) => fields.map(csvField).join(',');

/**
 * A report as CSV: a header line, then one line per day and currency with its figures (amounts in
 * major units), oldest day first. The players are the day's, not a currency's: they go on the day's
 * first line only, so a column's sum counts each day once, and a day on which no money moved has a
 * line of its own with the players alone. Lines end in CRLF, as RFC 4180 and spreadsheets expect.
 */
export function reportCsv(report: Report): string {
  const lines = [csvLine(REPORT_CSV_HEADER)];
  const rowsByDay = new Map<string, ReportRow[]>();
  for (const row of report.rows) rowsByDay.set(row.day, [...(rowsByDay.get(row.day) ?? []), row]);
  for (const { day, active, new: joined } of report.players) {
    const rows = rowsByDay.get(day) ?? [];
    if (rows.length === 0) lines.push(csvLine([day, '', ...FIGURES.map(() => ''), active, joined]));
    rows.forEach((row, index) => {
      const players = index === 0 ? [active, joined] : ['', ''];
      lines.push(csvLine([day, row.currency, ...FIGURES.map(([, figure]) => figure(row)), ...players]));
    });
  }
  return `${lines.join('\r\n')}\r\n`;
}

/** The file's name: the report's range. */
export const reportCsvName = (report: Pick<Report, 'from' | 'to'>) => `meridian-report-${report.from}-${report.to}.csv`;
