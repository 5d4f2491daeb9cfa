import type { ReportQuery } from '@meridian/contract/reports';
import DownloadIcon from '@mui/icons-material/Download';
import {
  Alert,
  AlertTitle,
  Box,
  Button,
  LinearProgress,
  Paper,
  Stack,
  TableCell,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { type FormEvent, type ReactNode, useState } from 'react';
import { Loading, Title, useLocaleState, useTranslate } from 'react-admin';
import { useSearchParams } from 'react-router';
import { AdminApiError, callAdmin } from '../api/admin-client';
import { Money } from './formatting';
import { ScrollingTable, Section } from './record-table';
import { isPresetRange, presetRange, REPORT_PRESETS } from './report-range';
import { dayText, PlayersChart, type Report, RevenueChart } from './reports-charts';
import { reportCsv, reportCsvName } from './reports-csv';

type Totals = Report['totals'][number];
type Row = Report['rows'][number];
type Amount = 'sports_ggr' | 'casino_ggr' | 'live_casino_ggr' | 'ggr' | 'bonus_cost' | 'ngr';

/** The money of a row the screen shows, each under its text in `meridian.reports.columns`. */
const AMOUNTS: readonly (readonly [Amount, string])[] = [
  ['sports_ggr', 'sportsGgr'],
  ['casino_ggr', 'casinoGgr'],
  ['live_casino_ggr', 'liveCasinoGgr'],
  ['ggr', 'ggr'],
  ['bonus_cost', 'bonusCost'],
  ['ngr', 'ngr'],
];

/** Hands the browser a file made here, as a download. */
function download(name: string, text: string, type: string): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url));
}

/**
 * The range being typed: two dates, Apply, and the quick ranges, which apply at once. The server judges
 * the range; its refusal of a field shows on the field.
 */
function RangeForm({
  range,
  fieldErrors,
  onApply,
  busy,
}: {
  range: ReportQuery;
  fieldErrors: Partial<Record<keyof ReportQuery, string>>;
  onApply: (range: ReportQuery) => void;
  /** A report is on its way: a bar along the form's foot. */
  busy: boolean;
}) {
  const translate = useTranslate();
  const [draft, setDraft] = useState(range);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onApply(draft);
  };
  const date = (field: keyof ReportQuery) => (
    <TextField
      type="date"
      size="small"
      label={translate(`meridian.reports.${field}`)}
      value={draft[field]}
      onChange={(event) => setDraft({ ...draft, [field]: event.target.value })}
      error={Boolean(fieldErrors[field])}
      helperText={fieldErrors[field]}
      slotProps={{ inputLabel: { shrink: true } }}
      sx={{ width: 180 }}
    />
  );
  return (
    <Paper
      variant="outlined"
      component="form"
      aria-label={translate('meridian.reports.range')}
      onSubmit={submit}
      sx={{ p: 2, position: 'relative', overflow: 'hidden' }}
    >
      <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 2, alignItems: 'flex-start' }}>
        {date('from')}
        {date('to')}
        <Button type="submit" variant="contained" sx={{ mt: '6px' }}>
          {translate('meridian.reports.apply')}
        </Button>
        <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 1, mt: '8px' }}>
          {REPORT_PRESETS.map((preset) => {
            const chosen = isPresetRange(range, preset);
            return (
              <Button
                key={preset}
                size="small"
                variant={chosen ? 'contained' : 'outlined'}
                color={chosen ? 'primary' : 'inherit'}
                aria-pressed={chosen}
                onClick={() => onApply(presetRange(preset))}
              >
                {translate(`meridian.reports.presets.${preset}`)}
              </Button>
            );
          })}
        </Stack>
      </Stack>
      {busy && <LinearProgress sx={{ position: 'absolute', left: 0, right: 0, bottom: 0 }} />}
    </Paper>
  );
}

/** One figure of a card: its name over its value. */
function Figure({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box>
      <Typography component="dt" variant="caption" color="text.secondary">
        {label}
      </Typography>
      <Typography component="dd" sx={{ m: 0, fontVariantNumeric: 'tabular-nums' }}>
        {children}
      </Typography>
    </Box>
  );
}

/** A currency's figures over the whole range. */
function TotalsCard({ totals }: { totals: Totals }) {
  const translate = useTranslate();
  const money = { currency: totals.currency, scale: totals.scale };
  const payments = (amount: number, count: number) => (
    <>
      <Money {...money} amount={amount} />
      <Typography component="span" variant="body2" color="text.secondary">
        {` · ${translate('meridian.reports.count', { smart_count: count })}`}
      </Typography>
    </>
  );
  return (
    <Section title={translate('meridian.reports.totals', { currency: totals.currency })}>
      <Box
        component="dl"
        sx={{
          m: 0,
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', md: 'repeat(4, minmax(0, 1fr))' },
        }}
      >
        {AMOUNTS.map(([field, label]) => (
          <Figure key={field} label={translate(`meridian.reports.columns.${label}`)}>
            <Money {...money} amount={totals[field]} />
          </Figure>
        ))}
        <Figure label={translate('meridian.reports.columns.deposits')}>
          {payments(totals.deposits, totals.deposit_count)}
        </Figure>
        <Figure label={translate('meridian.reports.columns.withdrawals')}>
          {payments(totals.withdrawals, totals.withdrawal_count)}
        </Figure>
      </Box>
    </Section>
  );
}

/**
 * Every day of the range, oldest first: a line per currency that moved money that day, and the day's
 * players beside them (a day's, not a currency's: one cell across its lines). It is also the charts'
 * text alternative.
 */
function DaysTable({ report }: { report: Report }) {
  const translate = useTranslate();
  const [locale = 'en'] = useLocaleState();
  const rowsByDay = new Map<string, Row[]>();
  for (const row of report.rows) rowsByDay.set(row.day, [...(rowsByDay.get(row.day) ?? []), row]);
  const heading = (key: string, align?: 'right') => (
    <TableCell key={key} align={align}>
      {translate(`meridian.reports.columns.${key}`)}
    </TableCell>
  );
  const numeric = { fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' } as const;
  const payments = (amount: number, count: number, row: Row) => (
    <TableCell align="right" sx={numeric}>
      <Money currency={row.currency} scale={row.scale} amount={amount} bare />
      <Typography
        component="span"
        variant="body2"
        color="text.secondary"
        title={translate('meridian.reports.count', { smart_count: count })}
      >
        {` · ${count}`}
      </Typography>
    </TableCell>
  );
  return (
    <Section title={translate('meridian.reports.table')}>
      <ScrollingTable
        maxHeight={640}
        stickyHeader
        sx={{ '& .MuiTableCell-root': { px: 1.25 }, '& .MuiTableCell-head': { verticalAlign: 'bottom' } }}
        head={
          <TableRow>
            {heading('day')}
            {heading('currency')}
            {AMOUNTS.map(([, label]) => heading(label, 'right'))}
            {heading('deposits', 'right')}
            {heading('withdrawals', 'right')}
            {heading('active', 'right')}
            {heading('new', 'right')}
          </TableRow>
        }
      >
        {report.players.map(({ day, active, new: joined }) => {
          const rows = rowsByDay.get(day) ?? [];
          const span = Math.max(rows.length, 1);
          const dayCell = (
            <TableCell component="th" scope="row" rowSpan={span} sx={{ whiteSpace: 'nowrap', verticalAlign: 'top' }}>
              {dayText(day, locale)}
            </TableCell>
          );
          const playerCells = (
            <>
              <TableCell align="right" rowSpan={span} sx={{ ...numeric, verticalAlign: 'top' }}>
                {active}
              </TableCell>
              <TableCell align="right" rowSpan={span} sx={{ ...numeric, verticalAlign: 'top' }}>
                {joined}
              </TableCell>
            </>
          );
          if (rows.length === 0) {
            return (
              <TableRow key={day}>
                {dayCell}
                <TableCell colSpan={AMOUNTS.length + 3} sx={{ color: 'text.secondary' }}>
                  —
                </TableCell>
                {playerCells}
              </TableRow>
            );
          }
          return rows.map((row, index) => (
            <TableRow key={`${day}:${row.currency}`}>
              {index === 0 && dayCell}
              <TableCell>{row.currency}</TableCell>
              {AMOUNTS.map(([field]) => (
                <TableCell key={field} align="right" sx={numeric}>
                  <Money currency={row.currency} scale={row.scale} amount={row[field]} bare />
                </TableCell>
              ))}
              {payments(row.deposits, row.deposit_count, row)}
              {payments(row.withdrawals, row.withdrawal_count, row)}
              {index === 0 && playerCells}
            </TableRow>
          ));
        })}
      </ScrollingTable>
    </Section>
  );
}

/** The server's word on a refused range: its message, and each field's reasons for that field. */
function refusalOf(error: unknown) {
  if (!(error instanceof AdminApiError) || error.status !== 422) return null;
  const reasons = Object.entries(error.fieldErrors ?? {});
  const of = (field: keyof ReportQuery) =>
    reasons
      .filter(([key]) => key === field || key.endsWith(`.${field}`))
      .flatMap(([, messages]) => messages)
      .join(' ') || undefined;
  return { fields: { from: of('from'), to: of('to') }, messages: reasons.flatMap(([, messages]) => messages) };
}

/**
 * Each UTC day's GGR per product, bonus cost, NGR and payments per currency, and the active and new
 * players, over a range in the address (`?from=&to=`, the last 7 days when absent), so a reload or a
 * shared link shows the same report. The CSV is the report as loaded.
 */
export function ReportsPage() {
  const translate = useTranslate();
  const [locale = 'en'] = useLocaleState();
  const [params, setParams] = useSearchParams();
  const fallback = presetRange('last7');
  const range: ReportQuery = { from: params.get('from') ?? fallback.from, to: params.get('to') ?? fallback.to };
  const { data, error, isPending, isFetching, isPlaceholderData, refetch } = useQuery({
    queryKey: ['reports', range.from, range.to],
    queryFn: ({ signal }) => callAdmin('GET /reports', { query: range, signal }),
    placeholderData: keepPreviousData,
    // A refused range stays refused: no retries before its message shows.
    retry: (failures, failure) => failures < 2 && !(failure instanceof AdminApiError && failure.status === 422),
  });
  const refusal = refusalOf(error);
  const apply = (next: ReportQuery) => {
    if (next.from === range.from && next.to === range.to) void refetch();
    else setParams({ from: next.from, to: next.to });
  };
  const report = error ? undefined : data;
  const page = translate('meridian.reports.page');

  let body: ReactNode;
  if (refusal) {
    body = (
      <Alert severity="error">
        <AlertTitle>{translate('meridian.reports.refused')}</AlertTitle>
        {refusal.messages.length > 0 ? refusal.messages.join(' ') : error?.message}
      </Alert>
    );
  } else if (error) {
    body = <Alert severity="error">{error.message}</Alert>;
  } else if (isPending || !report) {
    body = <Loading />;
  } else {
    const anyPlayers = report.players.some((day) => day.active > 0 || day.new > 0);
    body = (
      <Stack spacing={2} aria-busy={isFetching} sx={{ opacity: isPlaceholderData ? 0.6 : 1 }}>
        <Typography variant="body2" color="text.secondary">
          {translate('meridian.reports.days', { from: dayText(report.from, locale), to: dayText(report.to, locale) })}
        </Typography>
        {report.rows.length === 0 && <Alert severity="info">{translate('meridian.reports.empty')}</Alert>}
        {report.totals.map((totals) => (
          <TotalsCard key={totals.currency} totals={totals} />
        ))}
        {(report.rows.length > 0 || anyPlayers) && (
          <>
            <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 2 }}>
              {report.rows.length > 0 && <RevenueChart report={report} />}
              <PlayersChart report={report} />
            </Stack>
            <DaysTable report={report} />
          </>
        )}
      </Stack>
    );
  }

  return (
    <Stack spacing={2} sx={{ py: 2, minWidth: 0 }}>
      <Title title={page} />
      <Stack direction="row" useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap', gap: 2 }}>
        <Typography component="h1" variant="h5" sx={{ mr: 'auto' }}>
          {page}
        </Typography>
        <Button
          variant="outlined"
          startIcon={<DownloadIcon />}
          disabled={!report}
          onClick={() => report && download(reportCsvName(report), reportCsv(report), 'text/csv;charset=utf-8')}
        >
          {translate('meridian.reports.export')}
        </Button>
      </Stack>
      <Typography variant="body2" color="text.secondary">
        {translate('meridian.reports.intro')}
      </Typography>
      <RangeForm
        key={`${range.from}:${range.to}`}
        range={range}
        fieldErrors={refusal?.fields ?? {}}
        onApply={apply}
        busy={isFetching && !isPending}
      />
      {body}
    </Stack>
  );
}
