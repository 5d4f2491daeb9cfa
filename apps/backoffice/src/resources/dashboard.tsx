import type { AnswerOf } from '@meridian/contract/endpoint';
import type { AdminEndpointOf } from '@meridian/contract/endpoints/admin-all';
import { Alert, Box, Stack, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useTheme } from '@mui/material/styles';
import { useQuery } from '@tanstack/react-query';
import { Loading, Title, useCanAccess, useLocaleState, useTranslate } from 'react-admin';
import { Link } from 'react-router';
import { Bar, BarChart, CartesianGrid, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { callAdmin } from '../api/admin-client';
import { Money } from './formatting';
import { Section } from './record-table';

type Dashboard = AnswerOf<AdminEndpointOf<'GET /dashboard'>>;
type Product = Dashboard['products']['sports'];

/** How often the figures are asked for again while the dashboard is open. */
const REFRESH_MS = 15_000;

/** One product's day: a row of figures. */
function ProductRow({
  name,
  product,
  money,
}: {
  name: string;
  product: Product;
  money: { currency: string; scale: number };
}) {
  return (
    <TableRow>
      <TableCell component="th" scope="row">
        {name}
      </TableCell>
      <TableCell align="right">
        <Money {...money} amount={product.stakes} />
      </TableCell>
      <TableCell align="right">
        <Money {...money} amount={product.wins} />
      </TableCell>
      <TableCell align="right">
        <Money {...money} amount={product.ggr} />
      </TableCell>
      <TableCell align="right">{product.bets}</TableCell>
      <TableCell align="right">{product.players}</TableCell>
    </TableRow>
  );
}

/** A minute as the operator's language writes the time of day. */
function minuteLabel(iso: string, locale: string): string {
  return new Date(iso).toLocaleTimeString(locale, { hour: '2-digit', minute: '2-digit' });
}

/**
 * Today's business at a glance: each product's stakes, wins and GGR, the payments, the last hour's
 * bets and feed lag as charts, and the markets that stand to lose most. Asked for again every 15 s.
 */
export function DashboardPage() {
  const translate = useTranslate();
  const theme = useTheme();
  const [locale = 'en'] = useLocaleState();
  const { canAccess = false, isPending: checking } = useCanAccess({ resource: 'dashboard', action: 'show' });
  const { data, error, isPending } = useQuery({
    queryKey: ['dashboard'],
    queryFn: () => callAdmin('GET /dashboard'),
    refetchInterval: REFRESH_MS,
    enabled: canAccess,
  });
  if (checking) return <Loading />;
  if (!canAccess) {
    return (
      <Stack spacing={2} sx={{ py: 2 }}>
        <Title title={translate('meridian.dashboard.title')} />
        <Typography>{translate('meridian.dashboard.welcome')}</Typography>
      </Stack>
    );
  }
  if (error) return <Alert severity="error">{(error as Error).message}</Alert>;
  if (isPending || !data) return <Loading />;
  const money = { currency: data.currency, scale: data.scale };
  const axis = { stroke: theme.palette.text.secondary, fontSize: 12 };
  const tooltip = {
    contentStyle: { background: theme.palette.background.paper, border: `1px solid ${theme.palette.divider}` },
    labelStyle: { color: theme.palette.text.primary },
  };
  const perMinute = data.bets_per_minute.map((m) => ({ minute: minuteLabel(m.minute, locale), bets: m.bets }));
  const lag = data.feed_lag.map((m) => ({ minute: minuteLabel(m.minute, locale), seconds: m.seconds }));
  return (
    <Stack spacing={2} sx={{ py: 2 }}>
      <Title title={translate('meridian.dashboard.title')} />
      <Typography component="h1" variant="h5">
        {translate('meridian.dashboard.today')}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {translate('meridian.dashboard.since', {
          time: new Date(data.day_start).toLocaleString(locale, { dateStyle: 'medium', timeStyle: 'short' }),
          currency: data.currency,
        })}
      </Typography>
      <Section sx={{ flex: 1, minWidth: 280 }} title={translate('meridian.dashboard.products')}>
        <Table size="small">
          <TableHead>
            <TableRow>
              {['product', 'stakes', 'wins', 'ggr', 'bets', 'players'].map((c) => (
                <TableCell key={c} align={c === 'product' ? 'left' : 'right'}>
                  {translate(`meridian.dashboard.columns.${c}`)}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            <ProductRow name={translate('meridian.dashboard.sports')} product={data.products.sports} money={money} />
            <ProductRow name={translate('meridian.dashboard.casino')} product={data.products.casino} money={money} />
            <ProductRow
              name={translate('meridian.dashboard.liveCasino')}
              product={data.products.live_casino}
              money={money}
            />
          </TableBody>
        </Table>
        <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 4, pt: 2 }}>
          {(
            [
              ['activePlayers', data.active_players],
              ['deposits', <Money key="d" {...money} amount={data.payments.deposits} />, data.payments.deposit_count],
              [
                'withdrawals',
                <Money key="w" {...money} amount={data.payments.withdrawals} />,
                data.payments.withdrawal_count,
              ],
            ] as const
          ).map(([label, value, count]) => (
            <Box key={label}>
              <Typography variant="caption" color="text.secondary" component="div">
                {translate(`meridian.dashboard.${label}`)}
              </Typography>
              <Typography component="div">
                {value}
                {count !== undefined && ` · ${translate('meridian.dashboard.count', { smart_count: count })}`}
              </Typography>
            </Box>
          ))}
        </Stack>
      </Section>
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 2 }}>
        <Section sx={{ flex: 1, minWidth: 280 }} title={translate('meridian.dashboard.betsPerMinute')}>
          <Box sx={{ height: 220 }} role="img" aria-label={translate('meridian.dashboard.betsPerMinuteChart')}>
            <ResponsiveContainer width="100%" height="100%">
              <BarChart data={perMinute}>
                <CartesianGrid stroke={theme.palette.divider} vertical={false} />
                <XAxis dataKey="minute" tick={axis} interval={14} />
                <YAxis allowDecimals={false} tick={axis} width={32} />
                <Tooltip {...tooltip} />
                <Bar
                  dataKey="bets"
                  name={translate('meridian.dashboard.columns.bets')}
                  fill={theme.palette.primary.main}
                />
              </BarChart>
            </ResponsiveContainer>
          </Box>
        </Section>
        <Section sx={{ flex: 1, minWidth: 280 }} title={translate('meridian.dashboard.feedLag')}>
          {data.feed_lag.every((m) => m.seconds === null) && (
            <Typography variant="body2" color="text.secondary">
              {translate('meridian.dashboard.noFeed')}
            </Typography>
          )}
          <Box sx={{ height: 220 }} role="img" aria-label={translate('meridian.dashboard.feedLagChart')}>
            <ResponsiveContainer width="100%" height="100%">
              <LineChart data={lag}>
                <CartesianGrid stroke={theme.palette.divider} vertical={false} />
                <XAxis dataKey="minute" tick={axis} interval={14} />
                <YAxis
                  tick={axis}
                  width={44}
                  tickFormatter={(value: number) =>
                    translate('meridian.dashboard.secondsTick', { value: value.toLocaleString(locale) })
                  }
                />
                <Tooltip {...tooltip} />
                <Line
                  dataKey="seconds"
                  name={translate('meridian.dashboard.seconds')}
                  stroke={theme.palette.info.main}
                  dot={{ r: 2 }}
                  connectNulls={false}
                  isAnimationActive={false}
                />
              </LineChart>
            </ResponsiveContainer>
          </Box>
        </Section>
      </Stack>
      <Section sx={{ flex: 1, minWidth: 280 }} title={translate('meridian.dashboard.topMarkets')}>
        {data.top_markets.length === 0 ? (
          <Typography>{translate('meridian.dashboard.noOpenBets')}</Typography>
        ) : (
          <Table size="small">
            <TableHead>
              <TableRow>
                {['event', 'market', 'liability', 'bets'].map((c) => (
                  <TableCell key={c} align={c === 'liability' || c === 'bets' ? 'right' : 'left'}>
                    {translate(`meridian.dashboard.columns.${c}`)}
                  </TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              {data.top_markets.map((m) => (
                <TableRow key={`${m.event_id}:${m.market_id}`}>
                  <TableCell>
                    <Link to={`/events/${m.event_id}/show`}>{m.event}</Link>
                  </TableCell>
                  <TableCell>{m.market}</TableCell>
                  <TableCell align="right">
                    <Money {...money} amount={m.liability} />
                  </TableCell>
                  <TableCell align="right">{m.bets}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </Section>
    </Stack>
  );
}
