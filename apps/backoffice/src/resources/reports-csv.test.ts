import { noFigures, type Report, type ReportRow } from '@meridian/contract/reports';
import { describe, expect, it } from 'vitest';
import { csvField, decimalOf, REPORT_CSV_HEADER, reportCsv, reportCsvName } from './reports-csv';

const row = (day: string, currency: string, scale: number, figures: Partial<ReportRow> = {}): ReportRow => ({
  day,
  currency,
  scale,
  ...noFigures(),
  ...figures,
});

describe('a report as CSV', () => {
  it('writes minor units as decimals in major units, the sign before the digits', () => {
    expect(decimalOf(1234, 2)).toBe('12.34');
    expect(decimalOf(5, 2)).toBe('0.05');
    expect(decimalOf(0, 2)).toBe('0.00');
    expect(decimalOf(-5, 2)).toBe('-0.05');
    expect(decimalOf(-123_456, 2)).toBe('-1234.56');
    expect(decimalOf(-1, 3)).toBe('-0.001');
    expect(decimalOf(700, 0)).toBe('700');
    expect(decimalOf(-700, 0)).toBe('-700');
    expect(decimalOf(Number.MAX_SAFE_INTEGER, 2)).toBe('90071992547409.91');
  });

  it('quotes a field that holds a comma, a quote or a line break, and doubles its quotes', () => {
    expect(csvField('EUR')).toBe('EUR');
    expect(csvField(-12.5)).toBe('-12.5');
    expect(csvField('a,b')).toBe('"a,b"');
    expect(csvField('say "hi"')).toBe('"say ""hi"""');
    expect(csvField('two\nlines')).toBe('"two\nlines"');
    expect(csvField('cr\r')).toBe('"cr\r"');
    expect(csvField('')).toBe('');
  });

  it('has a line per day and currency, the players on the day’s first line, and a line for a day without money', () => {
    const report: Report = {
      from: '2026-12-01',
      to: '2026-12-03',
      rows: [
        row('2026-12-01', 'EUR', 2, {
          sports_stakes: 3_000,
          sports_ggr: 900,
          casino_stakes: 500,
          casino_ggr: 300,
          live_casino_stakes: 300,
          live_casino_ggr: -60,
          ggr: 1_140,
          bonus_cost: 1_000,
          ngr: 140,
          deposits: 70_000,
          deposit_count: 2,
          withdrawals: 10_000,
          withdrawal_count: 1,
        }),
        row('2026-12-01', 'K"T', 0, { ggr: -7, ngr: -7, sports_ggr: -7 }),
        row('2026-12-03', 'USD', 2, { bonus_cost: 1, ngr: -1 }),
      ],
      totals: [],
      players: [
        { day: '2026-12-01', active: 2, new: 3 },
        { day: '2026-12-02', active: 0, new: 1 },
        { day: '2026-12-03', active: 1, new: 0 },
      ],
    };
    const lines = reportCsv(report).split('\r\n');
    expect(lines).toEqual([
      'day,currency,sports_stakes,sports_ggr,casino_stakes,casino_ggr,live_casino_stakes,live_casino_ggr,ggr,bonus_cost,ngr,deposits,deposit_count,withdrawals,withdrawal_count,active_players,new_players',
      '2026-12-01,EUR,30.00,9.00,5.00,3.00,3.00,-0.60,11.40,10.00,1.40,700.00,2,100.00,1,2,3',
      '2026-12-01,"K""T",0,-7,0,0,0,0,-7,0,-7,0,0,0,0,,',
      '2026-12-02,,,,,,,,,,,,,,,0,1',
      '2026-12-03,USD,0.00,0.00,0.00,0.00,0.00,0.00,0.00,0.01,-0.01,0.00,0,0.00,0,1,0',
      '',
    ]);
    for (const line of lines.slice(0, -1)) {
      expect(line.replace(/"[^"]*(""[^"]*)*"/g, 'q').split(','), line).toHaveLength(REPORT_CSV_HEADER.length);
    }
    expect(reportCsvName(report)).toBe('meridian-report-2026-12-01-2026-12-03.csv');
  });

  it('is the header alone for a range without days', () => {
    expect(reportCsv({ from: '2026-12-01', to: '2026-12-01', rows: [], totals: [], players: [] })).toBe(
      `${REPORT_CSV_HEADER.join(',')}\r\n`,
    );
  });
});
