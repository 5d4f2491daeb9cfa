import type { SupportPlayerContext as Context } from '@meridian/contract/support';
import { Box, Chip, Divider, Link as MuiLink, Paper, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router';
import { Money, Time } from './formatting';
import { playerName } from './players';

function Part({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box component="section">
      <Typography component="h3" variant="overline" sx={{ color: 'text.secondary' }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

function Line({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack direction="row" spacing={1} sx={{ justifyContent: 'space-between' }}>
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        {label}
      </Typography>
      <Typography variant="body2" component="span" sx={{ textAlign: 'right', overflowWrap: 'anywhere' }}>
        {children}
      </Typography>
    </Stack>
  );
}

/**
 * Who the operator is answering: a player's e-mail, country, identity check, balances, their own
 * limits and exclusions, and the last bets, with a link to their page; a visitor has none of it.
 */
export function SupportPlayerContext({ player, linkToPlayer }: { player: Context | null; linkToPlayer: boolean }) {
  const translate = useTranslate();
  const frame = { width: { xs: '100%', lg: 260 }, flexShrink: 0, p: 2, alignSelf: 'flex-start' } as const;
  if (!player)
    return (
      <Paper variant="outlined" component="aside" aria-label={translate('meridian.support.context')} sx={frame}>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {translate('meridian.support.visitorContext')}
        </Typography>
      </Paper>
    );
  const activeExclusions = player.exclusions.filter((exclusion) => exclusion.active);
  return (
    <Paper variant="outlined" component="aside" aria-label={translate('meridian.support.context')} sx={frame}>
      <Stack spacing={1.5} divider={<Divider flexItem />}>
        <Part title={translate('meridian.support.context')}>
          <Typography variant="subtitle1" sx={{ overflowWrap: 'anywhere' }}>
            {playerName(player) ?? player.email ?? `#${player.id}`}
          </Typography>
          {linkToPlayer && (
            <MuiLink component={Link} to={`/players/${player.id}/show`} variant="body2">
              {translate('meridian.support.playerPage', { id: player.id })}
            </MuiLink>
          )}
          <Line label={translate('resources.players.fields.email')}>{player.email ?? '—'}</Line>
          <Line label={translate('resources.players.fields.country')}>{player.country || '—'}</Line>
          <Line label={translate('resources.players.fields.kyc')}>
            {translate(`meridian.players.kyc.${player.kyc}`)}
          </Line>
          {player.blocked && <Chip size="small" color="error" label={translate('meridian.support.blocked')} />}
          {player.closed && <Chip size="small" color="error" label={translate('meridian.support.closedAccount')} />}
        </Part>
        <Part title={translate('meridian.players.tabs.wallets')}>
          {player.wallets.length === 0 && <Typography variant="body2">—</Typography>}
          {player.wallets.map((wallet) => (
            <Line key={wallet.id} label={translate(`meridian.players.walletKinds.${wallet.kind}`, { _: wallet.kind })}>
              <Money amount={wallet.balance} currency={wallet.currency} scale={wallet.scale} />
            </Line>
          ))}
        </Part>
        <Part title={translate('meridian.support.safety')}>
          {activeExclusions.length === 0 && player.limits.length === 0 && (
            <Typography variant="body2">{translate('meridian.support.noLimits')}</Typography>
          )}
          {activeExclusions.map((exclusion) => (
            <Line key={exclusion.id} label={translate(`meridian.players.exclusionKinds.${exclusion.kind}`)}>
              {exclusion.ends_at ? <Time iso={exclusion.ends_at} /> : translate('meridian.players.indefinite')}
            </Line>
          ))}
          {player.limits.map((limit) => (
            <Line
              key={`${limit.kind}-${limit.period}-${limit.currency}`}
              label={`${translate(`meridian.players.limitKinds.${limit.kind}`, { _: limit.kind })}${limit.period ? ` · ${translate(`meridian.players.periods.${limit.period}`, { _: limit.period })}` : ''}`}
            >
              {limit.currency && limit.scale !== null ? (
                <Money amount={limit.amount} currency={limit.currency} scale={limit.scale} />
              ) : (
                translate('meridian.players.minutes', { smart_count: limit.amount })
              )}
            </Line>
          ))}
        </Part>
        <Part title={translate('meridian.support.lastBets')}>
          {player.bets.length === 0 && <Typography variant="body2">{translate('meridian.players.noBets')}</Typography>}
          {player.bets.map((bet) => (
            <Line key={bet.id} label={`#${bet.id} · ${translate(`meridian.players.betStatuses.${bet.status}`)}`}>
              <Money amount={bet.stake} currency={bet.currency} scale={bet.scale} />
            </Line>
          ))}
        </Part>
      </Stack>
    </Paper>
  );
}
