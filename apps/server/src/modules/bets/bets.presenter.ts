import type { Bet, BetSelection, BetUpdateEvent, CouponEvent, LoadedSelection } from '@meridian/contract/bets';
import { BET_STATUS, winningsOf } from '@meridian/contract/bets';
import { lineCount, type SystemLeg, type SystemShape, settleSystem } from '@meridian/contract/system-bets';
import { type CatalogNames, marketName, outcomeName, partName, roundName } from '../catalog/catalog.names.js';
import { type RenderLookups, teamLogo, tournamentImage } from '../catalog/catalog.presenter.js';
import {
  type CatalogMarket,
  type CatalogMatch,
  type Fixture,
  isDisplayable,
  isEnded,
  isOutcomeOpen,
  sourceOf,
} from '../catalog/catalog.state.js';
import { amountToJson } from '../ledger/ledger.amounts.js';
import type { BetRow, LegRow, StoredMarketRow } from './bets.repository.js';

/** Where a selection stands in the catalog now. */
export type SelectionState =
  | { kind: 'deleted' }
  | {
      kind: 'open' | 'closed';
      match: CatalogMatch;
      market: CatalogMarket;
      index: number;
      event: BetUpdateEvent;
    };

const isLiveStatus = (status: Fixture['status']) => status === 'live' || status === 'paused';

/**
 * A selection against the live catalog: deleted when its match, market or outcome is gone (or the
 * market is settled or cancelled while the match goes on); closed when the market or outcome is
 * suspended or the match is not open for betting (started but not live); closed and ended, with
 * its last price, when the match has ended or was cancelled (its markets settled or not).
 */
export function selectionState(
  match: CatalogMatch | undefined,
  selection: Pick<BetSelection, 'id' | 'market_id' | 'outcome_id'>,
  nowSeconds: number,
  suspended = false,
): SelectionState {
  const market = match?.markets.get(selection.market_id);
  if (!match || !market) return { kind: 'deleted' };
  const ended = isEnded(match.fixture.status);
  if (!ended && !isDisplayable(market.status)) return { kind: 'deleted' };
  const index = market.outcomes.findIndex((o) => o.id === selection.outcome_id);
  const outcome = market.outcomes[index];
  if (!outcome) return { kind: 'deleted' };
  const blocked = suspended || !isOutcomeOpen(match, market, outcome) || ended || sourceOf(match, nowSeconds) === null;
  return {
    kind: blocked ? 'closed' : 'open',
    match,
    market,
    index,
    event: {
      id: match.id,
      market_id: market.id,
      outcome_id: outcome.id,
      odds: outcome.odds,
      is_live: isLiveStatus(match.fixture.status),
      is_blocked: blocked,
      ...(ended ? { is_ended: true } : {}),
    },
  };
}

/** A shared slip's selection with its current names and odds. */
export function presentLoaded(
  state: Extract<SelectionState, { kind: 'open' | 'closed' }>,
  names: CatalogNames,
  lookups: RenderLookups,
): LoadedSelection {
  const { match, market, index, event } = state;
  const f = match.fixture;
  const part = f.parts.find((p) => p.id === market.part_id) ?? { id: market.part_id, name: '' };
  return {
    id: match.id,
    outcome_id: event.outcome_id,
    outcome_name: outcomeName(market, index, f, names),
    sport_id: f.sport_id,
    odds: event.odds,
    name: `${f.home.name} - ${f.away.name}`,
    tournament: { id: f.tournament.id, name: f.tournament.name, image: tournamentImage(f.tournament, lookups) },
    event_part_id: part.id,
    event_part_name: partName(part, names),
    is_live: event.is_live,
    is_blocked: event.is_blocked,
    ...(event.is_ended ? { is_ended: true } : {}),
    market_id: market.id,
    market_name: marketName(market, f, names),
  };
}

export function storedMarket(row: StoredMarketRow): CatalogMarket {
  return {
    id: row.id,
    type_id: row.type_id,
    part_id: row.part_id,
    line: row.line,
    name: row.name,
    status: row.status,
    outcomes: row.outcomes,
  };
}

/** One leg as the coupon shows it; `fixture` and `market` come from the catalog or the stored tables. */
export function presentLeg(
  leg: LegRow,
  fixture: Fixture | undefined,
  market: CatalogMarket | undefined,
  names: CatalogNames,
  lookups: RenderLookups,
): CouponEvent {
  const index = market ? market.outcomes.findIndex((o) => o.id === leg.outcome_id) : -1;
  const part =
    fixture && market ? (fixture.parts.find((p) => p.id === market.part_id) ?? { id: market.part_id, name: '' }) : null;
  // A match not started yet has no score to show, whatever the feed sent (it sends 0:0).
  const root =
    fixture?.status === 'not_started' ? undefined : fixture?.scores.find((s) => s.part_id === fixture.root_part_id);
  return {
    id: leg.match_id,
    market_id: leg.market_id,
    outcome_id: leg.outcome_id,
    odds: leg.odds,
    outcome_name: fixture && market && index >= 0 ? outcomeName(market, index, fixture, names) : '',
    market_name: fixture && market ? marketName(market, fixture, names) : '',
    name: fixture ? `${fixture.home.name} - ${fixture.away.name}` : '',
    is_live: leg.is_live,
    event_part_name: part ? partName(part, names) : '',
    tournament: fixture
      ? { name: fixture.tournament.name, image: tournamentImage(fixture.tournament, lookups) }
      : { name: '', image: '' },
    sport_id: fixture?.sport_id ?? 0,
    status_id: leg.status,
    team_home: fixture ? { name: fixture.home.name, logo: teamLogo(fixture.home.id) } : { name: '', logo: '' },
    team_away: fixture ? { name: fixture.away.name, logo: teamLogo(fixture.away.id) } : { name: '', logo: '' },
    round: fixture ? roundName(fixture.round, names) : null,
    start_time: fixture?.start_time ?? 0,
    state: {
      score: root ? { home: root.home, away: root.away } : null,
      is_live: fixture ? isLiveStatus(fixture.status) : false,
    },
  };
}

/** A bet without a cash-out offer or any cash-out done. */
export const NO_CASH_OUT: Pick<Bet, 'cash_out' | 'cashed_out' | 'auto_cash_out'> = {
  cash_out: { available: false, amount: null, reason: 'not_offered' },
  cashed_out: [],
  auto_cash_out: null,
};

/**
 * A coupon. A bet staked with a free bet returns its winnings without the stake: `possible_win` and
 * `amount_win` (as paid out) leave the stake out.
 */
export function presentBet(
  row: BetRow,
  events: CouponEvent[],
  cashOut: Pick<Bet, 'cash_out' | 'cashed_out' | 'auto_cash_out'> = NO_CASH_OUT,
  edits: BetEdits = NO_EDITS,
): Bet {
  const isFreeBet = row.free_bet_id !== null;
  const system = row.system_sizes ? { selections: events.length, sizes: row.system_sizes } : null;
  const winnings = system
    ? systemWinnings(system, row.amount, events)
    : BigInt(winningsOf(Number(row.amount), row.odds));
  return {
    id: Number(row.id),
    created_at: Math.floor(row.created_at.getTime() / 1000),
    status: row.status,
    type: row.type,
    account_id: Number(row.wallet_id),
    currency_id: row.currency_id,
    amount: amountToJson(row.amount),
    amount_win: amountToJson(row.amount_win),
    possible_win: amountToJson(isFreeBet ? winnings - row.amount : winnings),
    odds: row.odds,
    is_free_bet: isFreeBet,
    events,
    system: system ? { sizes: [...system.sizes], lines: lineCount(system) } : null,
    cash_out: cashOut.cash_out,
    cashed_out: cashOut.cashed_out,
    auto_cash_out: cashOut.auto_cash_out,
    edited_from: edits.edited_from,
    edited_to: edits.edited_to,
  };
}

/** The bets a bet was edited from and into (`POST /bets/edit`). */
export type BetEdits = Pick<Bet, 'edited_from' | 'edited_to'>;
const NO_EDITS: BetEdits = { edited_from: null, edited_to: null };

/** What a system's lines pay if every open selection wins at its odds: won ones at theirs, void at 1.00. */
function systemWinnings(system: SystemShape, amount: bigint, events: readonly CouponEvent[]): bigint {
  const legs = events.map((leg): SystemLeg => {
    if (leg.status_id === BET_STATUS.lost) return { state: 'lost' };
    if (leg.status_id === BET_STATUS.canceled) return { state: 'paid', odds: 1000 };
    return { state: 'paid', odds: leg.odds };
  });
  const settled = settleSystem(system, legs, amount / BigInt(lineCount(system)));
  return settled.decided ? settled.amountWin : 0n;
}
