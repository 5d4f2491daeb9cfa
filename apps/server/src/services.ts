import type { Server } from 'node:http';
import type { CashierService } from '@meridian/providers/cashier/cashier.entry';
import type { StudioService } from '@meridian/providers/casino-games/casino-games.entry';
import type { LiveStudio } from '@meridian/providers/live-casino/live-casino.entry';
import type { AppConfig } from './config.js';
import type { DatabaseHandle } from './db/database.js';
import type { AuthService } from './modules/auth/auth.service.js';
import type { AutoCashOutService } from './modules/bets/auto-cash-out.service.js';
import type { OperatorBets } from './modules/bets/bets.operator.js';
import type { BetsService } from './modules/bets/bets.service.js';
import type { CashOutService } from './modules/bets/cash-out.service.js';
import type { EditBetService } from './modules/bets/edit-bet.service.js';
import type { BonusesService } from './modules/bonuses/bonuses.service.js';
import type { BuilderService } from './modules/builder/builder.service.js';
import type { CasinoService } from './modules/casino/casino.service.js';
import type { CasinoWalletService } from './modules/casino/casino-wallet.service.js';
import type { CatalogService } from './modules/catalog/catalog.service.js';
import type { CodesService } from './modules/codes/codes.service.js';
import type { ContentService } from './modules/content/content.service.js';
import type { DashboardService } from './modules/dashboard/dashboard.service.js';
import type { DictionariesService } from './modules/dictionaries/dictionaries.service.js';
import type { EventsService } from './modules/events/events.service.js';
import type { FavoritesService } from './modules/favorites/favorites.service.js';
import type { FreeBetsService } from './modules/free-bets/free-bets.service.js';
import type { IngestionService } from './modules/ingestion/ingestion.service.js';
import type { LedgerService } from './modules/ledger/ledger.service.js';
import type { MessagesService } from './modules/messages/messages.service.js';
import type { OperatorsService } from './modules/operators/operators.service.js';
import type { WithdrawalReviews } from './modules/payments/payments.review.js';
import type { PaymentsService } from './modules/payments/payments.service.js';
import type { BalanceAdjustments } from './modules/players/players.adjustments.js';
import type { PlayersService } from './modules/players/players.service.js';
import type { ProfileService } from './modules/profile/profile.service.js';
import type { RegistrationService } from './modules/registration/registration.service.js';
import type { ReportsService } from './modules/reports/reports.service.js';
import type { ResponsibleGamingService } from './modules/responsible-gaming/responsible-gaming.service.js';
import type { SessionsService } from './modules/sessions/sessions.service.js';
import type { SiteSettingsDesk } from './modules/settings/settings.operator.js';
import type { SettingsService } from './modules/settings/settings.service.js';
import type { ManualSettlementService } from './modules/settlement/manual-settlement.service.js';
import type { SettlementService } from './modules/settlement/settlement.service.js';
import type { LiveDelays } from './modules/trading/trading.live-delays.js';
import type { PayoutLimits } from './modules/trading/trading.payout-limits.js';
import type { TradingService } from './modules/trading/trading.service.js';
import type { TranslationsService } from './modules/translations/translations.service.js';
import type { TwoFactorService } from './modules/two-factor/two-factor.service.js';
import type { WalletsService } from './modules/wallets/wallets.service.js';
import type { Bus } from './platform/bus.js';
import type { CaptchaService } from './platform/captcha.js';
import type { JobQueue } from './platform/jobs.js';
import type { LeaderElection } from './platform/leader.js';
import type { Metrics } from './platform/metrics.js';
import type { RateLimiter } from './platform/rate-limit.js';

/**
 * Every module's service as app.ts builds them. It names every module, so it lives beside app.ts
 * (the composition root) rather than in platform/, which imports no module.
 */
export interface Services {
  dictionaries: DictionariesService;
  settings: SettingsService;
  /** The site's settings as operators change them. */
  siteSettings: SiteSettingsDesk;
  content: ContentService;
  translations: TranslationsService;
  limiter: RateLimiter;
  captcha: CaptchaService;
  messages: MessagesService;
  sessions: SessionsService;
  codes: CodesService;
  registration: RegistrationService;
  profile: ProfileService;
  twoFactor: TwoFactorService;
  auth: AuthService;
  /** The only writer of sports data: stores feed batches and publishes them on the bus. */
  ingestion: IngestionService;
  /** The node's in-memory sports catalog (also the realtime gateway's CatalogView). */
  catalog: CatalogService;
  events: EventsService;
  favorites: FavoritesService;
  /** The bet builder's prices, from the feed's custom-bet service (the simulator's; none on other feeds). */
  builder: BuilderService;
  /** The double-entry ledger: the only writer of wallet balances. */
  ledger: LedgerService;
  wallets: WalletsService;
  /** Deposits and withdrawals reported by the payment provider; transaction history. */
  payments: PaymentsService;
  /** Withdrawals an operator reviews before the cashier pays them. */
  withdrawalReviews: WithdrawalReviews;
  /** Bet settlement from the feed's results (passes on the elected leader, the sweep on the job queue). */
  settlement: SettlementService;
  /** Markets settled, voided and resettled by operators, paid by jobs of the queue. */
  manualSettlement: ManualSettlementService;
  /** Bet placement (stakes through the ledger), shared slips and bet history. */
  bets: BetsService;
  /** Cash-out offers of open bets and their cash-out, paid through the ledger under the bet's lock. */
  cashOut: CashOutService;
  /** Editing an open accumulator: cash-out and a new bet in one transaction. */
  editBet: EditBetService;
  /** Auto cash-out rules of open bets, paid by jobs through the cash-out path when the offer reaches them. */
  autoCashOut: AutoCashOutService;
  /** Free bets: those a player can use, taken and given back by bets, granted by the dev route. */
  freeBets: FreeBetsService;
  /** The regular casino: games in memory, launches and their provider links. */
  casino: CasinoService;
  /** The seamless wallet game providers call. */
  casinoWallet: CasinoWalletService;
  bonuses: BonusesService;
  responsibleGaming: ResponsibleGamingService;
  /** The back office's operators: sign-in with two-factor, sessions, roles and their audit trail. */
  operators: OperatorsService;
  /** The trading desk: events, liability, and the operators' suspensions over the feed. */
  trading: TradingService;
  /** The back office's players: search and a player's page. */
  players: PlayersService;
  /** The back office's figures of today. */
  dashboard: DashboardService;
  reports: ReportsService;
  /** The live bet delay per sport. */
  liveDelays: LiveDelays;
  payoutLimits: PayoutLimits;
  /** Every player's bets as the back office reads them. */
  operatorBets: OperatorBets;
  /** Operators' manual balance adjustments, with four eyes above the approval limit. */
  adjustments: BalanceAdjustments;
}

declare module 'fastify' {
  interface FastifyInstance {
    config: AppConfig;
    database: DatabaseHandle;
    services: Services;
    /** Feed batches and other changes between nodes: in-process, or NATS when NATS_URL is set. */
    bus: Bus;
    /** Decides which node runs the feed source (a long-running stream). */
    leader: LeaderElection;
    /** Background and scheduled work that runs once across nodes (expiry, retries, sweeps). */
    jobs: JobQueue;
    /** The Prometheus figures, reported by the modules where their events happen. */
    metrics: Metrics;
    /** The loopback listener serving them (METRICS_PORT), once started; null without it. */
    metricsListener: Server | null;
    /** The built-in third parties, mounted beside the platform (they reach it over HTTP only). */
    /** The providers this node mounted; null where one runs as a service of its own. */
    providers: { cashier: CashierService | null; casinoGames: StudioService | null; liveCasino: LiveStudio | null };
  }
}
