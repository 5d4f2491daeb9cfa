import type { AnswerOf } from '@meridian/contract/endpoint';
import type { AdminEndpointOf } from '@meridian/contract/endpoints/admin-all';
import { Alert, Box, Button, Chip, Stack, TextField, Typography } from '@mui/material';
import { type FormEvent, useState } from 'react';
import { useCanAccess, useNotify, useTranslate } from 'react-admin';
import { Link } from 'react-router';
import { callAdmin } from '../api/admin-client';
import { AdjustmentDialog } from './adjustments';
import { BetKind } from './bets';
import { PlayerGiftsSection } from './bonus-gifts';
import { oddsText } from './events';
import { Money, Time } from './formatting';
import { RecordTable } from './record-table';

export type Player = AnswerOf<AdminEndpointOf<'GET /players/{id}'>>;

const id = (row: { id: number | string }) => String(row.id);

/** A cash wallet's manual adjustment, for a role that may make one. */
function AdjustButton({
  playerId,
  wallet,
  onChanged,
}: {
  playerId: number;
  wallet: Player['wallets'][number];
  onChanged: () => void;
}) {
  const translate = useTranslate();
  const { canAccess = false } = useCanAccess({ resource: 'players', action: 'adjust' });
  const [open, setOpen] = useState(false);
  if (!canAccess || wallet.kind !== 'cash') return null;
  return (
    <>
      <Button
        size="small"
        variant="outlined"
        onClick={() => setOpen(true)}
        aria-label={translate('meridian.adjustments.adjustWallet', { wallet: wallet.id })}
      >
        {translate('meridian.adjustments.adjust')}
      </Button>
      {open && (
        <AdjustmentDialog
          playerId={playerId}
          wallet={wallet}
          onClose={(changed) => {
            setOpen(false);
            if (changed) onChanged();
          }}
        />
      )}
    </>
  );
}

export function WalletsSection({ player, onChanged }: { player: Player; onChanged?: () => void }) {
  const translate = useTranslate();
  return (
    <RecordTable
      rows={player.wallets}
      rowKey={id}
      columns={[
        { label: 'id', render: (w) => w.id },
        {
          label: 'kind',
          render: (w) => (
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
              <span>{translate(`meridian.players.walletKinds.${w.kind}`, { _: w.kind })}</span>
              {w.is_default && <Chip size="small" label={translate('meridian.players.default')} />}
            </Stack>
          ),
        },
        { label: 'currency', render: (w) => w.currency },
        { label: 'balance', align: 'right', render: (w) => <Money {...w} amount={w.balance} /> },
        {
          label: 'actions',
          align: 'right',
          render: (w) => <AdjustButton playerId={player.id} wallet={w} onChanged={() => onChanged?.()} />,
        },
      ]}
    />
  );
}

export function LedgerSection({ player }: { player: Player }) {
  return (
    <RecordTable
      rows={player.ledger}
      rowKey={id}
      columns={[
        { label: 'time', render: (e) => <Time iso={e.created_at} /> },
        { label: 'transaction', render: (e) => e.transaction_id },
        { label: 'wallet', render: (e) => e.wallet_id },
        { label: 'kind', render: (e) => <code>{e.kind}</code> },
        { label: 'amount', align: 'right', render: (e) => <Money {...e} /> },
      ]}
    />
  );
}

export function BetsSection({ player }: { player: Player }) {
  const translate = useTranslate();
  return (
    <RecordTable
      rows={player.bets}
      rowKey={id}
      columns={[
        { label: 'id', render: (b) => <Link to={`/bets/${b.id}/show`}>{b.id}</Link> },
        { label: 'placed', render: (b) => <Time iso={b.placed_at} /> },
        { label: 'type', render: (b) => <BetKind bet={b} /> },
        { label: 'stake', align: 'right', render: (b) => <Money {...b} amount={b.stake} /> },
        { label: 'odds', align: 'right', render: (b) => oddsText(b.odds) },
        { label: 'status', render: (b) => translate(`meridian.players.betStatuses.${b.status}`) },
        { label: 'payout', align: 'right', render: (b) => <Money {...b} amount={b.payout} /> },
      ]}
    />
  );
}

export function PaymentsSection({ player }: { player: Player }) {
  const translate = useTranslate();
  return (
    <RecordTable
      rows={player.payments}
      rowKey={id}
      columns={[
        { label: 'id', render: (p) => p.id },
        { label: 'time', render: (p) => <Time iso={p.created_at} /> },
        { label: 'kind', render: (p) => translate(`meridian.players.paymentTypes.${p.type}`) },
        { label: 'status', render: (p) => translate(`meridian.players.paymentStatuses.${p.status}`) },
        { label: 'provider', render: (p) => p.provider },
        { label: 'amount', align: 'right', render: (p) => <Money {...p} /> },
      ]}
    />
  );
}

/** The player's bonus gifts, with grants and cancels for marketing (bonus-gifts.tsx). */
export function BonusesSection({ player }: { player: Player }) {
  return <PlayerGiftsSection playerId={player.id} currency={player.currency} />;
}

type Limit = Player['limits'][number];

function LimitAmount({ limit, amount }: { limit: Limit; amount: number }) {
  const translate = useTranslate();
  if (limit.currency === null || limit.scale === null)
    return <>{translate('meridian.players.minutes', { smart_count: amount })}</>;
  return <Money amount={amount} currency={limit.currency} scale={limit.scale} />;
}

/** The player's own limits and exclusions, read only: an exclusion is never lifted from here. */
export function LimitsSection({ player }: { player: Player }) {
  const translate = useTranslate();
  return (
    <Stack spacing={2}>
      <RecordTable
        rows={player.limits}
        rowKey={(l) => `${l.kind}-${l.period}-${l.currency}`}
        columns={[
          { label: 'kind', render: (l) => translate(`meridian.players.limitKinds.${l.kind}`, { _: l.kind }) },
          {
            label: 'period',
            render: (l) => (l.period ? translate(`meridian.players.periods.${l.period}`, { _: l.period }) : '—'),
          },
          { label: 'amount', align: 'right', render: (l) => <LimitAmount limit={l} amount={l.amount} /> },
          {
            label: 'pending',
            render: (l) =>
              l.pending_remove ? (
                translate('meridian.players.pendingRemove')
              ) : l.pending_amount !== null ? (
                <LimitAmount limit={l} amount={l.pending_amount} />
              ) : (
                '—'
              ),
          },
          { label: 'pendingAt', render: (l) => <Time iso={l.pending_at} /> },
        ]}
      />
      <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
        {translate('meridian.players.exclusions')}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {translate('meridian.players.exclusionsHelp')}
      </Typography>
      <RecordTable
        rows={player.exclusions}
        rowKey={id}
        columns={[
          {
            label: 'kind',
            render: (x) => (
              <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                <span>{translate(`meridian.players.exclusionKinds.${x.kind}`)}</span>
                {x.active && <Chip size="small" color="warning" label={translate('meridian.players.inForce')} />}
              </Stack>
            ),
          },
          { label: 'from', render: (x) => <Time iso={x.starts_at} /> },
          {
            label: 'until',
            render: (x) => (x.ends_at ? <Time iso={x.ends_at} /> : translate('meridian.players.indefinite')),
          },
        ]}
      />
    </Stack>
  );
}

/**
 * A session's second factor: passed or not, or "Off" for a player without two-factor, whose sessions
 * have none to pass (the server marks them passed).
 */
export function secondFactorText(enabled: boolean, passed: boolean): string {
  if (!enabled) return 'meridian.players.off';
  return passed ? 'meridian.trading.yes' : 'meridian.trading.no';
}

export function SessionsSection({ player }: { player: Player }) {
  const translate = useTranslate();
  return (
    <RecordTable
      rows={player.sessions}
      rowKey={id}
      columns={[
        { label: 'started', render: (s) => <Time iso={s.created_at} /> },
        { label: 'lastSeen', render: (s) => <Time iso={s.last_seen_at} /> },
        { label: 'address', render: (s) => s.ip },
        { label: 'device', render: (s) => [s.device_type, s.os].filter(Boolean).join(' · ') },
        { label: 'place', render: (s) => [s.city, s.country].filter(Boolean).join(', ') || '—' },
        {
          label: 'twoFactor',
          render: (s) => translate(secondFactorText(player.two_factor_enabled, s.two_factor_passed)),
        },
      ]}
    />
  );
}

/** Operators' notes on the player, newest first, and a new one for a role that writes them. */
export function NotesSection({ player, onChanged }: { player: Player; onChanged?: () => void }) {
  const translate = useTranslate();
  const notify = useNotify();
  const { canAccess = false } = useCanAccess({ resource: 'players', action: 'note' });
  const [body, setBody] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!body.trim()) return setError(translate('meridian.players.noteNeeded'));
    setBusy(true);
    callAdmin('POST /players/{id}/notes', { params: { id: player.id }, body: { body: body.trim() } })
      .then(() => {
        setBody('');
        setError(null);
        notify('meridian.players.noteAdded', { type: 'success' });
        onChanged?.();
      })
      .catch((caught: Error) => setError(caught.message))
      .finally(() => setBusy(false));
  };
  return (
    <Stack spacing={2}>
      {canAccess && (
        <Stack
          component="form"
          spacing={1}
          onSubmit={submit}
          noValidate
          aria-label={translate('meridian.players.newNote')}
        >
          {error && <Alert severity="error">{error}</Alert>}
          <TextField
            label={translate('meridian.players.newNote')}
            value={body}
            onChange={(e) => setBody(e.target.value)}
            multiline
            minRows={2}
            slotProps={{ htmlInput: { maxLength: 2000 } }}
          />
          <Box>
            <Button type="submit" variant="contained" disabled={busy}>
              {translate('meridian.players.addNote')}
            </Button>
          </Box>
        </Stack>
      )}
      <RecordTable
        rows={player.notes}
        rowKey={id}
        columns={[
          { label: 'time', render: (n) => <Time iso={n.created_at} /> },
          { label: 'operator', render: (n) => n.operator_email },
          { label: 'note', render: (n) => <Box sx={{ whiteSpace: 'pre-wrap' }}>{n.body}</Box> },
        ]}
      />
    </Stack>
  );
}

/** The player's casino and live casino rounds, from the wallet's record. */
export function RoundsSection({ player }: { player: Player }) {
  const translate = useTranslate();
  return (
    <RecordTable
      rows={player.rounds}
      rowKey={(r) => `${r.provider}:${r.round}`}
      columns={[
        { label: 'started', render: (r) => <Time iso={r.started_at} /> },
        {
          label: 'game',
          render: (r) =>
            [r.game ?? r.provider, r.live ? translate('meridian.players.live') : null].filter(Boolean).join(' · '),
        },
        { label: 'round', render: (r) => <code>{r.round}</code> },
        { label: 'stake', align: 'right', render: (r) => <Money {...r} amount={r.stake} /> },
        { label: 'win', align: 'right', render: (r) => <Money {...r} amount={r.win} /> },
        {
          label: 'status',
          render: (r) => translate(r.closed ? 'meridian.players.roundClosed' : 'meridian.players.roundOpen'),
        },
      ]}
    />
  );
}
