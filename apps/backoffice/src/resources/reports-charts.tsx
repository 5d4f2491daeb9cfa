import type { AnswerOf } from '@meridian/contract/endpoint';
import type { AdminEndpointOf } from '@meridian/contract/endpoints/admin-all';
import { formatMoney } from '@meridian/contract/money';
import { Box, MenuItem, TextField } from '@mui/material';
import { useTheme } from '@mui/material/styles';
import { useState } from 'react';
import { useLocaleState, useTranslate } from 'react-admin';
import {
  Bar,
  BarChart,
  CartesianGrid,
  Legend,
  Line,
  LineChart,
  ReferenceLine,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { Section } from './record-table';

/** The answer the Reports screen draws: totals by currency, and money and players by day. */
export type Report = AnswerOf<AdminEndpointOf<'GET /reports'>>;

/** Past this many days a line's dots would crowd into a smear: the line alone. */
const DOTS_UP_TO_DAYS = 31;

/** A report's day (a UTC date) as the operator's language writes it. */
export function dayText(day: string, locale: string, style: 'short' | 'medium' = 'medium'): string {
  const date = new Date(`${day}T00:00:00Z`);
  return style === 'short'
    ? date.toLocaleDateString(locale, { timeZone: 'UTC', day: 'numeric', month: 'short' })
    : date.toLocaleDateString(locale, { timeZone: 'UTC', dateStyle: 'medium' });
}

/** What both charts share: the theme's axes, grid and tooltip, and the days written short. */
function useChartStyle() {
  const theme = useTheme();
  const [locale = 'en'] = useLocaleState();
  return {
    theme,
    locale,
    axis: { fill: theme.palette.text.secondary, fontSize: 12 },
    grid: theme.palette.divider,
    tooltip: {
      contentStyle: { background: theme.palette.background.paper, border: `1px solid ${theme.palette.divider}` },
      labelStyle: { color: theme.palette.text.primary },
    },
    legend: { wrapperStyle: { color: theme.palette.text.primary, fontSize: 13 } },
    day: (day: string) => dayText(day, locale, 'short'),
  };
}

/** NGR and GGR of each day in one currency (a day without money is 0); the currency is chosen when there are several. */
export function RevenueChart({ report }: { report: Report }) {
  const translate = useTranslate();
  const style = useChartStyle();
  const [chosen, setChosen] = useState<string | null>(null);
  const totals = report.totals.find((t) => t.currency === chosen) ?? report.totals[0];
  if (!totals) return null;
  const { currency, scale } = totals;
  const byDay = new Map(report.rows.filter((row) => row.currency === currency).map((row) => [row.day, row]));
  const data = report.players.map(({ day }) => ({
    day,
    ngr: byDay.get(day)?.ngr ?? 0,
    ggr: byDay.get(day)?.ggr ?? 0,
  }));
  const dots = data.length <= DOTS_UP_TO_DAYS ? { r: 3 } : false;
  const flat = data.every((day) => day.ngr === 0 && day.ggr === 0);
  const tick = (value: number) => formatMoney(value, { scale, locale: style.locale, compact: true });
  return (
    <Section sx={{ flex: 2, minWidth: 320 }} title={translate('meridian.reports.revenue')}>
      {report.totals.length > 1 && (
        <TextField
          select
          size="small"
          label={translate('meridian.reports.currency')}
          value={currency}
          onChange={(event) => setChosen(event.target.value)}
          sx={{ minWidth: 120, mb: 1 }}
        >
          {report.totals.map((t) => (
            <MenuItem key={t.currency} value={t.currency}>
              {t.currency}
            </MenuItem>
          ))}
        </TextField>
      )}
      <Box
        sx={{ height: 260 }}
        role="img"
        aria-label={translate('meridian.reports.revenueChart', {
          currency,
          from: dayText(report.from, style.locale),
          to: dayText(report.to, style.locale),
        })}
      >
        <ResponsiveContainer width="100%" height="100%">
          <LineChart data={data} margin={{ top: 8, right: 16, bottom: 0, left: 8 }}>
            <CartesianGrid stroke={style.grid} vertical={false} />
            <XAxis dataKey="day" tick={style.axis} tickFormatter={style.day} minTickGap={16} />
            <YAxis
              allowDecimals={false}
              tick={style.axis}
              width={72}
              tickFormatter={tick}
              // A range of zeros gets a scale of one whole unit, not of a few cents.
              domain={flat ? [0, 10 ** scale] : undefined}
            />
            <ReferenceLine y={0} stroke={style.theme.palette.text.secondary} />
            <Tooltip
              {...style.tooltip}
              labelFormatter={(day) => dayText(String(day), style.locale)}
              formatter={(value) => formatMoney(Number(value), { scale, code: currency, locale: style.locale })}
            />
            <Legend {...style.legend} />
            <Line
              dataKey="ngr"
              name={translate('meridian.reports.columns.ngr')}
              stroke={style.theme.palette.primary.main}
              strokeWidth={2}
              dot={dots}
              isAnimationActive={false}
            />
            <Line
              dataKey="ggr"
              name={translate('meridian.reports.columns.ggr')}
              stroke={style.theme.palette.info.main}
              strokeWidth={2}
              strokeDasharray="6 3"
              dot={dots}
              isAnimationActive={false}
            />
          </LineChart>
        </ResponsiveContainer>
      </Box>
    </Section>
  );
}

/** The active and new players of each day. */
export function PlayersChart({ report }: { report: Report }) {
  const translate = useTranslate();
  const style = useChartStyle();
  return (
    <Section sx={{ flex: 1, minWidth: 280 }} title={translate('meridian.reports.players')}>
      <Box
        sx={{ height: 260 }}
        role="img"
        aria-label={translate('meridian.reports.playersChart', {
          from: dayText(report.from, style.locale),
          to: dayText(report.to, style.locale),
        })}
      >
        <ResponsiveContainer width="100%" height="100%">
          <BarChart data={report.players} margin={{ top: 8, right: 8, bottom: 0, left: 0 }}>
            <CartesianGrid stroke={style.grid} vertical={false} />
            <XAxis dataKey="day" tick={style.axis} tickFormatter={style.day} minTickGap={16} />
            <YAxis allowDecimals={false} tick={style.axis} width={40} />
            <Tooltip {...style.tooltip} labelFormatter={(day) => dayText(String(day), style.locale)} />
            <Legend {...style.legend} />
            <Bar
              dataKey="active"
              name={translate('meridian.reports.columns.active')}
              fill={style.theme.palette.primary.main}
              isAnimationActive={false}
            />
            <Bar
              dataKey="new"
              name={translate('meridian.reports.columns.new')}
              fill={style.theme.palette.warning.main}
              isAnimationActive={false}
            />
          </BarChart>
        </ResponsiveContainer>
      </Box>
    </Section>
  );
}
