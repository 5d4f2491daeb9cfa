import { randomBytes } from 'node:crypto';
import {
  CASINO_SEARCH_MIN_LENGTH,
  type CasinoGame,
  type CasinoGamesQuery,
  type CasinoLaunch,
  type CasinoLaunchRequest,
  type ProviderFreeRoundsRequest,
} from '@meridian/contract/casino';
import type { LanguageCode } from '@meridian/contract/constants';
import type { Database } from '../../db/database.js';
import { AppError, forbidden, notFound, unauthorized, validationFailed } from '../../platform/errors.js';
import type { DictionariesService } from '../dictionaries/dictionaries.service.js';
import { type WalletAccount, type WalletsService, walletServes } from '../wallets/wallets.service.js';
import { presentGame } from './casino.presenter.js';
import {
  type CasinoProviderLink,
  ProviderUnavailableError,
  requestFreeRounds,
  requestGameUrl,
} from './casino.providers.js';
import * as repo from './casino.repository.js';
import { CASINO_SESSION_TTL_MS, hashToken } from './casino-wallet.service.js';

export interface LaunchContext {
  /** The signed-in player, or null for a visitor. */
  userId: bigint | null;
  language: LanguageCode;
  /** Whether the regular casino is open to this client (site settings and the client's country). */
  casinoOpen: boolean;
  mobile: boolean;
}

/** The free rounds (free spins) a player may play at a provider's game now, as the provider is told of them. */
export type FreeRoundsSource = (
  db: Database,
  player: { userId: bigint; currencyId: number; currency: string; providerCode: string; gameCode: string },
) => Promise<ProviderFreeRoundsRequest[]>;

/** The player's own exclusion and session limit, as a launch for real money sees them. */
export interface PlayGate {
  /** Why the player may not play now (a time-out or self-exclusion), or null. */
  refusal(db: Database, userId: bigint, language: LanguageCode): Promise<AppError | null>;
  /** When the player's session limit ends their play (null: none). */
  sessionEnds(db: Database, userId: bigint): Promise<Date | null>;
}

/** The launch failed at the provider: the player sees the general casino error (spec 001 §8). */
export const gameLaunchFailed = () =>
  new AppError('ProviderUnavailable', 'An error occurred during launching the game');

/**
 * The regular casino: the games offered (held in memory, like the sports catalog), and launches,
 * which open a game session bound to one player, wallet, currency and game, and ask the game's
 * provider where the game runs.
 */
export class CasinoService {
  private games: repo.CasinoGameRow[] = [];
  private readonly links = new Map<number, CasinoProviderLink>();
  private freeRounds: FreeRoundsSource | null = null;
  private gate: PlayGate | null = null;
  private warn: (error: unknown, message: string) => void = () => {};

  constructor(
    private readonly db: Database,
    private readonly dictionaries: DictionariesService,
    private readonly wallets: WalletsService,
    private readonly now: () => number = Date.now,
  ) {}

  async refresh(): Promise<void> {
    this.games = await repo.listEnabledGames(this.db);
  }

  /**
   * Where a launch finds the player's free rounds of the game: each is granted at the provider (once
   * per reward: the same grant again changes nothing) before the game opens. A provider that fails
   * to take them is logged and the game opens without them (the player can open it again).
   */
  useFreeRounds(source: FreeRoundsSource, warn: (error: unknown, message: string) => void): void {
    this.freeRounds = source;
    this.warn = warn;
  }

  /** The player's exclusion and session limit: no real launch while excluded, no game session past the limit. */
  usePlayGate(gate: PlayGate): void {
    this.gate = gate;
  }

  /** Connects a provider (by its code in casino_providers); its games launch through it. */
  connect(link: CasinoProviderLink): void {
    const provider = this.dictionaries.casinoProviders().find((p) => p.code === link.code);
    if (!provider) throw new Error(`no casino provider with code ${link.code}`);
    this.links.set(provider.id, link);
  }

  /** The connected provider a signed wallet call names, with its key. */
  link(code: string): { providerId: number; link: CasinoProviderLink } | null {
    for (const [providerId, link] of this.links) if (link.code === code) return { providerId, link };
    return null;
  }

  list(query: CasinoGamesQuery): CasinoGame[] {
    const name = query.name?.trim().toLowerCase() ?? '';
    const search = name.length >= CASINO_SEARCH_MIN_LENGTH ? name : '';
    return this.games
      .filter(
        (g) =>
          (query.provider_id === undefined || g.provider_id === query.provider_id) &&
          (query.category_id === undefined || g.category_ids.includes(query.category_id)) &&
          (query.is_new === undefined || g.is_new === query.is_new) &&
          (query.is_top === undefined || g.is_top === query.is_top) &&
          (query.is_live === undefined || g.is_live === query.is_live) &&
          (search === '' || g.name.toLowerCase().includes(search)),
      )
      .slice(query.offset, query.offset + query.limit)
      .map(presentGame);
  }

  /** Provider ids with at least one game offered. */
  providerIds(): Set<number> {
    return new Set(this.games.map((g) => g.provider_id));
  }

  async launch(request: CasinoLaunchRequest, context: LaunchContext): Promise<CasinoLaunch> {
    if (!context.casinoOpen) throw forbidden('The casino is not available.');
    const game = this.games.find((g) => g.id === request.game_id);
    if (!game) throw notFound('Game not found');
    const provider = this.dictionaries.casinoProviders().find((p) => p.id === game.provider_id);
    const link = this.links.get(game.provider_id);
    if (!provider || !link) throw gameLaunchFailed();
    const demo = request.play_mode === 'demo';
    const common = {
      game_code: game.external_id,
      language: context.language,
      theme: request.theme ?? 'dark',
      platform: context.mobile ? ('mobile' as const) : ('desktop' as const),
      ...(request.lobby_url === undefined ? {} : { lobby_url: request.lobby_url }),
      ...(request.cashier_url === undefined ? {} : { deposit_url: request.cashier_url }),
    };
    let answer: Awaited<ReturnType<typeof requestGameUrl>>;
    let accountId: number | null = null;
    try {
      if (demo) {
        if (!game.has_demo) throw validationFailed({ play_mode: ['This game has no demo play.'] });
        answer = await requestGameUrl(link, { ...common, demo: true });
      } else {
        if (context.userId === null) throw unauthorized('Sign in to play for real money.');
        const refusal = await this.gate?.refusal(this.db, context.userId, context.language);
        if (refusal) throw refusal;
        const wallet = await this.playingWallet(context.userId, request.account_id);
        const currency = this.dictionaries.currency(wallet.currencyId);
        if (!currency) throw gameLaunchFailed();
        accountId = Number(wallet.walletId);
        const token = randomBytes(32).toString('base64url');
        await repo.insertSession(this.db, {
          tokenHash: hashToken(token),
          userId: context.userId,
          walletId: wallet.walletId,
          currencyId: wallet.currencyId,
          gameId: game.id,
          providerId: game.provider_id,
          expiresAt: await this.sessionExpiry(context.userId),
        });
        await this.grantFreeRounds(link, {
          userId: context.userId,
          currencyId: wallet.currencyId,
          currency: currency.code,
          providerCode: provider.code,
          gameCode: game.external_id,
        });
        answer = await requestGameUrl(link, {
          ...common,
          demo: false,
          token,
          user: String(context.userId),
          currency: currency.code,
        });
      }
    } catch (error) {
      if (error instanceof ProviderUnavailableError) throw gameLaunchFailed();
      throw error;
    }
    return {
      url: answer.url,
      name: game.name,
      provider: provider.code,
      launch_options: {},
      script_url: answer.script_url ?? null,
      account_id: accountId,
    };
  }

  /**
   * The wallet a real launch plays on: the one named (or the default one). A sports bonus balance
   * pays for sport only, so a launch from it plays on the player's cash wallet of its currency; with
   * no such wallet the launch is refused (`account_id`, the bonus wallet's currency named).
   */
  private async playingWallet(userId: bigint, accountId: number | undefined): Promise<WalletAccount> {
    const named = await this.wallets.account(this.db, userId, accountId === undefined ? undefined : BigInt(accountId));
    if (walletServes(named.kind, 'casino')) return named;
    const cash = await this.wallets.cashAccount(this.db, userId, named.currencyId);
    if (cash) return cash;
    const code = this.dictionaries.currency(named.currencyId)?.code ?? 'cash';
    throw validationFailed({
      account_id: [`A sports bonus balance cannot play casino games, and there is no ${code} wallet to play from.`],
    });
  }

  private async grantFreeRounds(link: CasinoProviderLink, player: Parameters<FreeRoundsSource>[1]): Promise<void> {
    const path = link.freeRoundsPath;
    if (!this.freeRounds || path === undefined) return;
    for (const reward of await this.freeRounds(this.db, player)) {
      try {
        await requestFreeRounds({ ...link, freeRoundsPath: path }, reward, Math.floor(this.now() / 1000));
      } catch (error) {
        this.warn(error, `free rounds ${reward.reward_uuid} not granted at ${link.code}`);
      }
    }
  }

  /** A game session lasts its usual time, or until the player's session limit, whichever comes first. */
  private async sessionExpiry(userId: bigint): Promise<Date> {
    const usual = new Date(this.now() + CASINO_SESSION_TTL_MS);
    const limit = await this.gate?.sessionEnds(this.db, userId);
    return limit && limit < usual ? limit : usual;
  }
}
