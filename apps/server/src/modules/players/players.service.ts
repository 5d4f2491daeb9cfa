import { PLAYER_PAGE_LATEST, type playerListSchema, type playerSchema } from '@meridian/contract/players';
import type { z } from 'zod';
import type { Database } from '../../db/database.js';
import { notFound } from '../../platform/errors.js';
import type { BetsService } from '../bets/bets.service.js';
import type { BonusesService } from '../bonuses/bonuses.service.js';
import type { CasinoWalletService } from '../casino/casino-wallet.service.js';
import type { DictionariesService } from '../dictionaries/dictionaries.service.js';
import type { LedgerService } from '../ledger/ledger.service.js';
import type { PaymentsService } from '../payments/payments.service.js';
import type { ResponsibleGamingService } from '../responsible-gaming/responsible-gaming.service.js';
import type { SessionsService } from '../sessions/sessions.service.js';
import { findUser, searchUsers } from '../users/users.service.js';
import type { WalletsService } from '../wallets/wallets.service.js';
import { PlayerBlocks } from './players.blocks.js';
import { PlayerClosures } from './players.closures.js';
import { PlayerNotes } from './players.notes.js';
import { type CurrencyOf, presentPlayer, presentSummary } from './players.presenter.js';
import { StakeFactors } from './players.stake-factor.js';

export interface PlayersQuery {
  search?: string | undefined;
  page: number;
  per_page: number;
}

/** The modules that own a player's records: the player's page reads each through its owner. */
export interface PlayerRecordOwners {
  dictionaries: DictionariesService;
  wallets: WalletsService;
  ledger: LedgerService;
  bets: BetsService;
  payments: PaymentsService;
  bonuses: BonusesService;
  responsibleGaming: ResponsibleGamingService;
  sessions: SessionsService;
  casinoWallet: CasinoWalletService;
}

/**
 * The players as operators see them: a search over the accounts and one player's page, each record
 * read through the service of the module that owns it. Reading only: nothing here changes a player.
 */
export class PlayersService {
  /** The clock, in epoch milliseconds (tests pass their own). */
  now: () => number = Date.now;

  /** The operator's factor on each player's largest stake. */
  readonly stakeFactors: StakeFactors;
  /** Operators' blocks of players, and their signing players out. */
  readonly blocks: PlayerBlocks;
  /** Operators' closures of players' accounts. */
  readonly closures: PlayerClosures;
  /** Operators' notes on players. */
  readonly notes: PlayerNotes;

  constructor(
    private readonly db: Database,
    private readonly owners: () => PlayerRecordOwners,
  ) {
    this.stakeFactors = new StakeFactors(db);
    this.blocks = new PlayerBlocks(db, () => this.owners().sessions);
    this.closures = new PlayerClosures(db, () => this.owners().sessions);
    this.notes = new PlayerNotes(db);
  }

  readonly #currencyOf: CurrencyOf = (id) => this.owners().dictionaries.currency(id);

  #countryOf(id: number): string {
    return this.owners().dictionaries.countryById(id)?.code ?? '';
  }

  async list(query: PlayersQuery): Promise<z.input<typeof playerListSchema>> {
    const { rows, total } = await searchUsers(this.db, query.search, {
      offset: (query.page - 1) * query.per_page,
      limit: query.per_page,
    });
    return { list: rows.map((row) => presentSummary(row, this.#countryOf(row.country_id), this.#currencyOf)), total };
  }

  async player(id: number): Promise<z.input<typeof playerSchema>> {
    const userId = BigInt(id);
    const row = await findUser(this.db, userId);
    if (!row) throw notFound('No such player.');
    const now = new Date(this.now());
    const latest = PLAYER_PAGE_LATEST;
    const o = this.owners();
    const [factorBp, blocked, closed, notes, rounds, wallets, entries, bets, payments, gifts, rg, sessions] =
      await Promise.all([
        this.stakeFactors.of(userId),
        this.blocks.of(userId),
        this.closures.of(userId),
        this.notes.latest(userId, latest),
        o.casinoWallet.latestRounds(userId, latest),
        o.wallets.openWalletRows(userId),
        o.ledger.latestPlayerEntries(userId, latest),
        o.bets.latestBets(userId, latest),
        o.payments.latestPayments(userId, latest, now),
        o.bonuses.latestGifts(userId, latest),
        o.responsibleGaming.limitsAndExclusions(userId, latest),
        o.sessions.liveSessionRows(userId),
      ]);
    const records = { wallets, entries, bets, payments, gifts, ...rg, sessions };
    return {
      ...presentPlayer(row, this.#countryOf(row.country_id), factorBp, records, this.#currencyOf, now),
      blocked,
      closed,
      notes,
      rounds: rounds.map((r) => {
        const currency = r.currency_id === null ? undefined : this.#currencyOf(r.currency_id);
        return {
          provider: r.provider,
          live: r.is_live,
          game: r.game ?? null,
          round: r.round,
          started_at: new Date(r.started_at as Date).toISOString(),
          currency_id: r.currency_id ?? 0,
          currency: currency?.code ?? '',
          scale: currency?.scale ?? 2,
          stake: Number(r.stake),
          win: Number(r.win),
          closed: r.closed,
        };
      }),
    };
  }
}
