import type { AnswerOf } from '@meridian/contract/endpoint';
import type { AdminEndpointOf } from '@meridian/contract/endpoints/admin-all';
import { Alert, Box, Button, Chip, Paper, Stack, Tab, Tabs, Typography } from '@mui/material';
import { type ReactNode, useState } from 'react';
import {
  DataTable,
  FunctionField,
  List,
  Loading,
  SearchInput,
  Title,
  useCanAccess,
  useGetOne,
  useLocaleState,
  useNotify,
  useTranslate,
} from 'react-admin';
import { useParams } from 'react-router';
import { callAdmin } from '../api/admin-client';
import { formatTime, Time } from './formatting';
import {
  BetsSection,
  BonusesSection,
  LedgerSection,
  LimitsSection,
  NotesSection,
  PaymentsSection,
  type Player,
  RoundsSection,
  SessionsSection,
  WalletsSection,
} from './player-sections';
import { ReasonDialog } from './reason-dialog';
import { InterventionsSection } from './rg-interventions';
import { StakeFactorDialog } from './stake-factor-dialog';

type PlayerSummary = AnswerOf<AdminEndpointOf<'GET /players'>>['list'][number];

/** The player's name as they gave it, or null when they gave none. */
export function playerName(player: Pick<PlayerSummary, 'first_name' | 'last_name'>): string | null {
  const name = [player.first_name, player.last_name].filter(Boolean).join(' ');
  return name || null;
}

const filters = [<SearchInput key="search" source="search" alwaysOn />];

function KycChip({ kyc }: { kyc: PlayerSummary['kyc'] }) {
  const translate = useTranslate();
  const color = kyc === 'verified' ? 'success' : kyc === 'rejected' ? 'error' : 'default';
  return <Chip size="small" color={color} label={translate(`meridian.players.kyc.${kyc}`)} />;
}

export function PlayerList() {
  const translate = useTranslate();
  return (
    <List filters={filters} exporter={false} sort={{ field: 'created_at', order: 'DESC' }} perPage={50}>
      <DataTable bulkActionButtons={false} rowClick="show">
        <DataTable.Col source="id" disableSort />
        <DataTable.Col source="name" disableSort>
          <FunctionField<PlayerSummary>
            render={(p) => playerName(p) ?? <Typography color="text.secondary">—</Typography>}
          />
        </DataTable.Col>
        <DataTable.Col source="email" disableSort />
        <DataTable.Col source="phone" disableSort />
        <DataTable.Col source="country" disableSort />
        <DataTable.Col source="currency" disableSort />
        <DataTable.Col source="kyc" disableSort>
          <FunctionField<PlayerSummary> render={(p) => <KycChip kyc={p.kyc} />} />
        </DataTable.Col>
        <DataTable.Col source="created_at" disableSort>
          <FunctionField<PlayerSummary> render={(p) => <Time iso={p.created_at} />} />
        </DataTable.Col>
      </DataTable>
      <Typography variant="caption" color="text.secondary" sx={{ p: 2, display: 'block' }}>
        {translate('meridian.players.searchHelp')}
      </Typography>
    </List>
  );
}

/** A label and its value on the profile. */
function Fact({ label, children }: { label: string; children: ReactNode }) {
  const translate = useTranslate();
  return (
    <Box sx={{ minWidth: 200 }}>
      <Typography variant="caption" color="text.secondary" component="div">
        {translate(`meridian.players.columns.${label}`)}
      </Typography>
      <Typography component="div">{children ?? '—'}</Typography>
    </Box>
  );
}

/** The factor on the player's largest stake, and its change for a role that manages risk. */
function StakeFactor({ player, onChanged }: { player: Player; onChanged: () => void }) {
  const translate = useTranslate();
  const { canAccess = false } = useCanAccess({ resource: 'players', action: 'stakeFactor' });
  const [open, setOpen] = useState(false);
  const stopped = player.stake_factor === '0';
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
      <span>×{player.stake_factor}</span>
      {stopped && <Chip size="small" color="error" label={translate('meridian.players.noBets')} />}
      {canAccess && (
        <Button size="small" variant="outlined" onClick={() => setOpen(true)}>
          {translate('meridian.players.change')}
        </Button>
      )}
      {open && (
        <StakeFactorDialog
          playerId={player.id}
          current={player.stake_factor}
          onClose={(changed) => {
            setOpen(false);
            if (changed) onChanged();
          }}
        />
      )}
    </Stack>
  );
}

function ProfileSection({ player, onChanged }: { player: Player; onChanged?: () => void }) {
  const translate = useTranslate();
  const checked = (verified: boolean) =>
    translate(verified ? 'meridian.players.confirmed' : 'meridian.players.unconfirmed');
  return (
    <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 3, py: 1 }}>
      <Fact label="id">{player.id}</Fact>
      <Fact label="name">{playerName(player)}</Fact>
      <Fact label="email">{player.email && `${player.email} (${checked(player.email_verified)})`}</Fact>
      <Fact label="phone">{player.phone && `${player.phone} (${checked(player.phone_verified)})`}</Fact>
      <Fact label="birthday">{player.birthday}</Fact>
      <Fact label="country">{player.country || null}</Fact>
      <Fact label="currency">{player.currency}</Fact>
      <Fact label="kyc">
        <KycChip kyc={player.kyc} />
      </Fact>
      <Fact label="twoFactor">
        {translate(player.two_factor_enabled ? 'meridian.players.on' : 'meridian.players.off')}
      </Fact>
      <Fact label="created">
        <Time iso={player.created_at} />
      </Fact>
      <Fact label="stakeFactor">
        <StakeFactor player={player} onChanged={() => onChanged?.()} />
      </Fact>
    </Stack>
  );
}

const SECTIONS = {
  profile: ProfileSection,
  wallets: WalletsSection,
  ledger: LedgerSection,
  bets: BetsSection,
  rounds: RoundsSection,
  payments: PaymentsSection,
  bonuses: BonusesSection,
  limits: LimitsSection,
  sessions: SessionsSection,
  notes: NotesSection,
  interventions: InterventionsSection,
} as const;
type SectionName = keyof typeof SECTIONS;

/** A player's page as `GET /players/{id}` answers it, not a row of the list. */
function isPlayerPage(record: (Player & { id: number }) | undefined): record is Player & { id: number } {
  return record !== undefined && Array.isArray((record as Partial<Player>).exclusions);
}

type PlayerAction = 'block' | 'unblock' | 'endSessions' | 'close' | 'reopen';

/**
 * Block or unblock the player, sign them out everywhere, close or reopen their account, for a role
 * that manages players. A refusal (a close while the account holds money) stays in the dialog.
 */
function PlayerActions({ player, onChanged }: { player: Player; onChanged: () => void }) {
  const translate = useTranslate();
  const notify = useNotify();
  const { canAccess: canBlock = false } = useCanAccess({ resource: 'players', action: 'block' });
  const { canAccess: canClose = false } = useCanAccess({ resource: 'players', action: 'close' });
  const [open, setOpen] = useState<PlayerAction | null>(null);
  if (!canBlock && !canClose) return null;
  const params = { id: player.id };
  const acts: Record<PlayerAction, (reason: string) => Promise<unknown>> = {
    block: (reason) => callAdmin('POST /players/{id}/block', { params, body: { reason } }),
    unblock: (reason) => callAdmin('POST /players/{id}/unblock', { params, body: { reason } }),
    endSessions: (reason) => callAdmin('POST /players/{id}/sessions/end', { params, body: { reason } }),
    close: (reason) => callAdmin('POST /players/{id}/close', { params, body: { reason } }),
    reopen: (reason) => callAdmin('POST /players/{id}/reopen', { params, body: { reason } }),
  };
  const blockAction: PlayerAction = player.blocked ? 'unblock' : 'block';
  const closeAction: PlayerAction = player.closed ? 'reopen' : 'close';
  return (
    <Stack direction="row" spacing={1}>
      {canBlock && (
        <>
          <Button variant="outlined" color={player.blocked ? 'primary' : 'error'} onClick={() => setOpen(blockAction)}>
            {translate(`meridian.players.actions.${blockAction}`)}
          </Button>
          <Button variant="outlined" onClick={() => setOpen('endSessions')}>
            {translate('meridian.players.actions.endSessions')}
          </Button>
        </>
      )}
      {canClose && (
        <Button variant="outlined" color={player.closed ? 'primary' : 'error'} onClick={() => setOpen(closeAction)}>
          {translate(`meridian.players.actions.${closeAction}`)}
        </Button>
      )}
      {open && (
        <ReasonDialog
          title={translate(`meridian.players.actions.${open}Title`)}
          help={translate(`meridian.players.actions.${open}Help`)}
          confirm={translate(`meridian.players.actions.${open}`)}
          color={open !== 'unblock' && open !== 'reopen' ? 'error' : 'primary'}
          act={acts[open]}
          onClose={(done) => {
            setOpen(null);
            if (!done) return;
            notify(`meridian.players.actions.${open}Done`, { type: 'success' });
            onChanged();
          }}
        />
      )}
    </Stack>
  );
}

/** "Account closed on 1 Dec 2026, 09:10 by risk@…: the player asked to close it". */
function ClosedNotice({ closed }: { closed: NonNullable<Player['closed']> }) {
  const translate = useTranslate();
  const [locale = 'en'] = useLocaleState();
  return (
    <Alert severity="error">
      {translate('meridian.players.closedBy', {
        date: formatTime(closed.closed_at, locale),
        operator: closed.operator_email,
        reason: closed.reason,
      })}
    </Alert>
  );
}

/** A player's page: who they are and the latest of their money, play, limits and sessions, one tab each. */
export function PlayerShow() {
  const { id } = useParams();
  const translate = useTranslate();
  const { data: player, isPending, error, refetch } = useGetOne<Player & { id: number }>('players', { id: Number(id) });
  const [tab, setTab] = useState<SectionName>('profile');
  if (error)
    return (
      <Alert severity="error" sx={{ mt: 2 }}>
        {(error as Error).message}
      </Alert>
    );
  // The list's row of the player stands in react-admin's cache until the page's own answer arrives:
  // it has none of the page's records.
  if (isPending || !isPlayerPage(player)) return <Loading />;
  const Section = SECTIONS[tab];
  const excluded = player.exclusions.find((x) => x.active);
  const name = playerName(player) ?? translate('meridian.players.numbered', { id: player.id });
  return (
    <Stack spacing={2} sx={{ py: 2, display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)' }}>
      <Title title={name} />
      <Stack direction="row" sx={{ alignItems: 'center', flexWrap: 'wrap', gap: 2 }}>
        <Box>
          <Typography component="h1" variant="h5">
            {name}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {[`#${player.id}`, player.email, player.phone].filter(Boolean).join(' · ')}
          </Typography>
        </Box>
        <KycChip kyc={player.kyc} />
        {excluded && (
          <Chip color="warning" label={translate(`meridian.players.exclusionKinds.${excluded.kind}`)} size="small" />
        )}
        {player.blocked && (
          <Chip
            color="error"
            size="small"
            label={translate('meridian.players.blockedBy', { reason: player.blocked.reason })}
          />
        )}
        <Box sx={{ flex: 1 }} />
        <PlayerActions player={player} onChanged={() => void refetch()} />
      </Stack>
      {player.closed && <ClosedNotice closed={player.closed} />}
      <Paper variant="outlined" sx={{ minWidth: 0 }}>
        <Tabs
          value={tab}
          onChange={(_, next: SectionName) => setTab(next)}
          variant="scrollable"
          aria-label={translate('meridian.players.sections')}
          sx={{ borderBottom: 1, borderColor: 'divider' }}
        >
          {(Object.keys(SECTIONS) as SectionName[]).map((name) => (
            <Tab key={name} value={name} label={translate(`meridian.players.tabs.${name}`)} />
          ))}
        </Tabs>
        <Box role="tabpanel" aria-label={translate(`meridian.players.tabs.${tab}`)} sx={{ p: 2 }}>
          <Section player={player} onChanged={() => void refetch()} />
        </Box>
      </Paper>
    </Stack>
  );
}
