import { join } from 'node:path';
import compress from '@fastify/compress';
import { ADMIN_API_BASE, API_BASE, DEFAULT_LANGUAGE, LANGUAGES } from '@meridian/contract/constants';
import { dictionariesFile } from '@meridian/contract/page-render';
import { BOOT_BANNERS_ELEMENT_ID, BOOT_SETTINGS_ELEMENT_ID } from '@meridian/contract/settings';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler } from 'fastify-type-provider-zod';
import type { AppConfig } from './config.js';
import { disposeDatabase, openDatabase } from './db/database.js';
import { migrate } from './db/migrate.js';
import { seed } from './db/seed.js';
import { authRoutes } from './modules/auth/auth.routes.js';
import { AuthService } from './modules/auth/auth.service.js';
import { KnownDevices } from './modules/auth/known-device.js';
import { runAutoCashOutOnLeader, scheduleAutoCashOut } from './modules/bets/auto-cash-out.jobs.js';
import { AutoCashOutService } from './modules/bets/auto-cash-out.service.js';
import { betsAdminRoutes } from './modules/bets/bets.admin-routes.js';
import { scheduleBetsHousekeeping } from './modules/bets/bets.jobs.js';
import { OperatorBets } from './modules/bets/bets.operator.js';
import { betsRoutes } from './modules/bets/bets.routes.js';
import { BetsService, hasOpenBets } from './modules/bets/bets.service.js';
import { LiveCashOutOffers } from './modules/bets/cash-out.live.js';
import { CashOutService } from './modules/bets/cash-out.service.js';
import { EditBetService } from './modules/bets/edit-bet.service.js';
import { bonusesAdminRoutes } from './modules/bonuses/bonuses.admin-routes.js';
import { scheduleBonuses } from './modules/bonuses/bonuses.jobs.js';
import { bonusesRoutes } from './modules/bonuses/bonuses.routes.js';
import { BonusesService, CASINO_WAGERING_WALLETS } from './modules/bonuses/bonuses.service.js';
import { builderRoutes } from './modules/builder/builder.routes.js';
import { BuilderService } from './modules/builder/builder.service.js';
import { casinoRoutes } from './modules/casino/casino.routes.js';
import { CasinoService } from './modules/casino/casino.service.js';
import { scheduleCasinoGames } from './modules/casino/casino-games.jobs.js';
import { connectCasinoGames, mountCasinoGames } from './modules/casino/casino-games.mount.js';
import { casinoWalletRoutes } from './modules/casino/casino-wallet.routes.js';
import { CasinoWalletService } from './modules/casino/casino-wallet.service.js';
import {
  connectLiveStudio,
  mountLiveCasino,
  runLiveTablesOnLeader,
  scheduleLiveCasino,
} from './modules/casino/live-casino.mount.js';
import { CatalogService } from './modules/catalog/catalog.service.js';
import { crestRoutes } from './modules/catalog/crest.routes.js';
import { CodesService } from './modules/codes/codes.service.js';
import { contentAdminRoutes } from './modules/content/content.admin-routes.js';
import { contentRoutes } from './modules/content/content.routes.js';
import { ContentService } from './modules/content/content.service.js';
import { dashboardRoutes } from './modules/dashboard/dashboard.routes.js';
import { DashboardService } from './modules/dashboard/dashboard.service.js';
import { dictionariesFileRoutes, dictionariesRoutes } from './modules/dictionaries/dictionaries.routes.js';
import { DictionariesService } from './modules/dictionaries/dictionaries.service.js';
import { eventsRoutes } from './modules/events/events.routes.js';
import { EventsService } from './modules/events/events.service.js';
import { favoritesRoutes } from './modules/favorites/favorites.routes.js';
import { FavoritesService } from './modules/favorites/favorites.service.js';
import { freeBetsDevRoutes } from './modules/free-bets/free-bets.routes.js';
import { FreeBetsService } from './modules/free-bets/free-bets.service.js';
import { runAmqpFeedOnLeader } from './modules/ingestion/amqp-source.js';
import { devFeedRoutes } from './modules/ingestion/dev-feed.routes.js';
import { runFeedOnLeader } from './modules/ingestion/feed-runner.js';
import { scheduleStaleSweep } from './modules/ingestion/feed-sweep.js';
import { IngestionService } from './modules/ingestion/ingestion.service.js';
import { identityAdminRoutes } from './modules/kyc/kyc.admin-routes.js';
import { builtInKycProvider, mountKyc, remoteKycProvider } from './modules/kyc/kyc.mount.js';
import { IdentityReviews } from './modules/kyc/kyc.reviews.js';
import { kycRoutes } from './modules/kyc/kyc.routes.js';
import { KycService } from './modules/kyc/kyc.service.js';
import { LedgerService } from './modules/ledger/ledger.service.js';
import { devInboxRoutes } from './modules/messages/messages.routes.js';
import { MessagesService } from './modules/messages/messages.service.js';
import { offersAdminRoutes } from './modules/offers/offers.admin-routes.js';
import { offersRoutes } from './modules/offers/offers.routes.js';
import { guardAllowList, operatorGuards } from './modules/operators/operators.guards.js';
import { operatorsRoutes } from './modules/operators/operators.routes.js';
import {
  CHALLENGE_AUDIENCE,
  CHALLENGE_TTL_S,
  OPERATOR_AUDIENCE,
  OperatorsService,
  SESSION_MAX_S,
} from './modules/operators/operators.service.js';
import { CASHIER_BASE, mountCashier } from './modules/payments/cashier.mount.js';
import { PaymentTokenSigner } from './modules/payments/payment-token.js';
import { paymentsAdminRoutes } from './modules/payments/payments.admin-routes.js';
import { WithdrawalReviews } from './modules/payments/payments.review.js';
import { paymentsRoutes } from './modules/payments/payments.routes.js';
import { PaymentsService } from './modules/payments/payments.service.js';
import { pingRoutes } from './modules/ping/ping.routes.js';
import { BalanceAdjustments } from './modules/players/players.adjustments.js';
import { playersRoutes } from './modules/players/players.routes.js';
import { PlayersService } from './modules/players/players.service.js';
import { ProfileService } from './modules/profile/profile.service.js';
import { realtimeRoutes, registerWebSocket } from './modules/realtime/realtime.routes.js';
import { RealtimeUserBackend } from './modules/realtime/realtime.user.js';
import { RegistrationService } from './modules/registration/registration.service.js';
import { reportsRoutes } from './modules/reports/reports.routes.js';
import { ReportsService } from './modules/reports/reports.service.js';
import { enforceResponsibleGaming } from './modules/responsible-gaming/responsible-gaming.enforce.js';
import { scheduleResponsibleGaming } from './modules/responsible-gaming/responsible-gaming.jobs.js';
import { responsibleGamingOperatorRoutes } from './modules/responsible-gaming/responsible-gaming.operator-routes.js';
import { responsibleGamingRoutes } from './modules/responsible-gaming/responsible-gaming.routes.js';
import { ResponsibleGamingService } from './modules/responsible-gaming/responsible-gaming.service.js';
import { seoRoutes } from './modules/seo/seo.routes.js';
import { SessionsService, sessionStoreOf } from './modules/sessions/sessions.service.js';
import { siteSettingsAdminRoutes } from './modules/settings/settings.admin-routes.js';
import { registerAccessGate } from './modules/settings/settings.gate.js';
import { SiteSettingsDesk } from './modules/settings/settings.operator.js';
import { settingsRoutes } from './modules/settings/settings.routes.js';
import { SettingsService } from './modules/settings/settings.service.js';
import { manualSettlementRoutes } from './modules/settlement/manual-settlement.routes.js';
import { ManualSettlementService } from './modules/settlement/manual-settlement.service.js';
import {
  defineManualSettlement,
  runSettlementOnLeader,
  scheduleSettlementSweep,
} from './modules/settlement/settlement.runner.js';
import { SettlementService } from './modules/settlement/settlement.service.js';
import { supportAdminRoutes } from './modules/support/support.admin-routes.js';
import { createSupport, startSupport } from './modules/support/support.module.js';
import { supportRoutes } from './modules/support/support.routes.js';
import { LiveDelays } from './modules/trading/trading.live-delays.js';
import { PayoutLimits } from './modules/trading/trading.payout-limits.js';
import { tradingRoutes } from './modules/trading/trading.routes.js';
import { TradingService } from './modules/trading/trading.service.js';
import { translationsRoutes } from './modules/translations/translations.routes.js';
import { TranslationsService } from './modules/translations/translations.service.js';
import { TwoFactorService } from './modules/two-factor/two-factor.service.js';
import { userRoutes } from './modules/user/user.routes.js';
import { walletsRoutes } from './modules/wallets/wallets.routes.js';
import { WalletsService } from './modules/wallets/wallets.service.js';
import { fullSessionConditionOf, makeGuards, registerAuth } from './platform/auth.js';
import { registerBackofficeStatic } from './platform/backoffice-static.js';
import { createBus } from './platform/bus.js';
import { CaptchaService } from './platform/captcha.js';
import { DeviceDescriber } from './platform/device.js';
import { ok } from './platform/envelope.js';
import { httpErrorOptions, registerErrorHandler } from './platform/error-handler.js';
import { GeoLocator } from './platform/geo.js';
import { JobQueue } from './platform/jobs.js';
import { LeaderElection } from './platform/leader.js';
import { Metrics } from './platform/metrics.js';
import { listenMetrics, registerMetricsRoute, registerRequestTiming } from './platform/metrics-exposure.js';
import { registerOpenApi } from './platform/openapi.js';
import { injectTransport } from './platform/provider-mount.js';
import { fetchProviderTransport } from './platform/provider-transport.js';
import { RateLimiter } from './platform/rate-limit.js';
import { registerRequestContext } from './platform/request-context.js';
import { sharedSecret } from './platform/secrets.js';
import { registerSecurityHeaders } from './platform/security-headers.js';
import { TokenSigner } from './platform/tokens.js';
import { contractValidatorCompiler } from './platform/validator.js';
import { PageRenderer, rendersOnServer } from './platform/web-render.js';
import { registerWebStatic } from './platform/web-static.js';
import type { Services } from './services.js';

export interface BuildOptions {
  /** Where the JSON log lines go instead of standard output (tests read them). */
  logStream?: { write(line: string): void };
  /** The wall clock of the feed simulator and the bet builder (tests pass their own). */
  now?: () => number;
}

/** Builds the whole platform on one Fastify instance; tests drive it with `inject`, main.ts listens. */
export async function buildApp(config: AppConfig, options: BuildOptions = {}): Promise<FastifyInstance> {
  const database = await openDatabase(config, { schema: config.databaseSchema });
  try {
    await migrate(database.db);
    await seed(database.db);
  } catch (error) {
    await database.close();
    throw error;
  }

  const app = Fastify({
    logger:
      config.logLevel === 'silent'
        ? false
        : { level: config.logLevel, ...(options.logStream ? { stream: options.logStream } : {}) },
    trustProxy: config.trustProxy,
    bodyLimit: 1_048_576,
    ...httpErrorOptions,
  });
  app.setValidatorCompiler(contractValidatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  // The bus, the leader election and the job queue come first: services subscribe to the one, run
  // on the second and define their scheduled work on the third.
  const bus = await createBus(config, app.log);
  const leader = new LeaderElection(database, 'feed', app.log);
  // Settlement elects its own leader: it may run on another node than the feed.
  const settlementLeader = new LeaderElection(database, 'settlement', app.log);
  // The live tables elect theirs: one node deals every table.
  const liveLeader = new LeaderElection(database, 'live-casino', app.log);
  // Auto cash-out elects its own: one node sends the checks of the bets a feed batch repriced.
  const autoCashOutLeader = new LeaderElection(database, 'auto-cash-out', app.log);
  // The figures are counted always (an increment each); they are timed and served only when configured.
  const metrics = new Metrics();
  const metricsServed = config.metrics.token !== undefined || config.metrics.port !== undefined;
  metrics.watchPool(() => database.pool);
  const jobs = new JobQueue(database, app.log, { work: config.backgroundJobs, metrics });
  metrics.watchJobDepths(() => jobs.depths());

  const db = database.db;
  const geo = new GeoLocator();
  const dictionaries = new DictionariesService(db);
  const settings = new SettingsService(db, config, dictionaries, geo);
  const jwtSecret = config.jwtSecret ?? (await sharedSecret(db, 'jwt'));
  const signer = new TokenSigner(jwtSecret);
  const limiter = new RateLimiter(db, config.rateLimits);
  const captcha = new CaptchaService(db, config, await sharedSecret(db, 'altcha'));
  const knownDevices = new KnownDevices(await sharedSecret(db, 'device_cookie'));
  // Mail is sent after the answer; a failure is logged (the message stays undelivered in the outbox).
  const messages = new MessagesService(db, config, (err) => app.log.error({ err }, 'mail delivery failed'));
  const sessions = new SessionsService(db, signer, new DeviceDescriber(geo, config.geoCityDb), bus);
  const codes = new CodesService(db, messages, await sharedSecret(db, 'code_pepper'));
  const registration = new RegistrationService(db, dictionaries, settings, codes, sessions, captcha, limiter);
  const profile = new ProfileService(db, dictionaries, codes, limiter, config);
  const twoFactor = new TwoFactorService(db, sessions, limiter);
  const ledger = new LedgerService(db);
  const wallets = new WalletsService(db, dictionaries, hasOpenBets);
  const cashierSecret = config.cashier.webhookSecret ?? (await sharedSecret(db, 'cashier_webhook'));
  const paymentTokens = new PaymentTokenSigner(await sharedSecret(db, 'payment_token'));
  const catalog = new CatalogService(db, bus, dictionaries, (err) => app.log.error({ err }, 'catalog update failed'));
  const freeBets = new FreeBetsService(db);
  const casino = new CasinoService(db, dictionaries, wallets);
  const bonuses = new BonusesService(db, ledger, freeBets);
  const responsibleGaming = new ResponsibleGamingService(db, sessions);
  registration.usePromoCodes(bonuses);
  casino.useFreeRounds(bonuses.freeRoundsFor, (err, message) => app.log.warn({ err }, message));
  const trading = new TradingService(db, bus, catalog.store, (err) =>
    app.log.error({ err }, 'liability limit check failed'),
  );
  const settlement = new SettlementService(db, ledger, bus, freeBets, (trx, bet) => bonuses.onBetSettled(trx, bet));
  /** A bet as the player's history shows it (cash-out, auto cash-out and edit answer with it). */
  const betOf = async (userId: bigint, betId: bigint, language: string) => {
    const [bet] = await services.bets.history(
      userId,
      { feed_type: 'all', coupon_id: Number(betId), limit: 1 },
      language,
    );
    if (!bet) throw new Error(`bet ${betId} not found`);
    return bet;
  };
  const services: Services = {
    dictionaries,
    settings,
    content: new ContentService(db, config.referenceRefreshMs),
    translations: new TranslationsService(),
    limiter,
    captcha,
    messages,
    sessions,
    codes,
    registration,
    profile,
    twoFactor,
    auth: new AuthService(db, sessions, codes, registration, profile, twoFactor, captcha, limiter, knownDevices),
    ingestion: new IngestionService(db, bus, metrics),
    catalog,
    events: new EventsService(db, catalog),
    favorites: new FavoritesService(db, catalog),
    builder: new BuilderService(catalog, config.feed, options.now),
    ledger,
    wallets,
    payments: new PaymentsService(db, ledger, wallets, paymentTokens, cashierSecret, bus, (trx, deposit) =>
      bonuses.onDepositCredited(trx, deposit),
    ),
    settlement,
    manualSettlement: new ManualSettlementService(db, ledger, settlement, bus, jobs, trading),
    bets: new BetsService(
      db,
      ledger,
      wallets,
      catalog,
      settings,
      dictionaries,
      bus,
      config.betLiveDelayS,
      freeBets,
      metrics,
    ),
    // Its bets are read as the history shows them; in play it waits the live delay bets wait.
    cashOut: new CashOutService(db, ledger, catalog, settings, bus, {
      liveDelayOf: (sportIds) => services.liveDelays.delayFor(sportIds),
      legFacts: (trx, betId) => settlement.legFacts(trx, betId),
      betOf,
    }),
    // An edit cashes the bet out and places the new one through those services, in one transaction.
    editBet: new EditBetService(
      db,
      catalog,
      {
        plan: (...args) => services.bets.plan(...args),
        placeWithin: (...args) => services.bets.placeWithin(...args),
        accepted: (...args) => services.bets.accepted(...args),
        events: (selections) => services.bets.events(selections),
      },
      {
        payWithin: (...args) => services.cashOut.payWithin(...args),
        announce: (...args) => services.cashOut.announce(...args),
      },
      {
        betOf,
        now: options.now,
      },
    ),
    // Rules paid through the cash-out path; the bet is answered as the history shows it.
    autoCashOut: new AutoCashOutService(
      db,
      catalog,
      { margin: () => services.cashOut.margin(), payRule: (rule, nowMs) => services.cashOut.payRule(rule, nowMs) },
      jobs,
      {
        betOf,
        now: options.now,
      },
    ),
    freeBets,
    casino,
    casinoWallet: new CasinoWalletService(
      db,
      ledger,
      Date.now,
      (trx, event) => bonuses.onCasinoMoney(trx, event),
      (trx, event) => bonuses.onFreeRound(trx, event),
      CASINO_WAGERING_WALLETS,
    ),
    bonuses,
    responsibleGaming,
    // Operators' tokens carry their own audience: the players' signer refuses them, and theirs players'.
    operators: new OperatorsService({
      db,
      limiter,
      tokens: new TokenSigner(jwtSecret, { audience: OPERATOR_AUDIENCE, ttlS: SESSION_MAX_S }),
      challenges: new TokenSigner(jwtSecret, { audience: CHALLENGE_AUDIENCE, ttlS: CHALLENGE_TTL_S }),
    }),
    trading,
    // The owners of a player's records are the services beside it, read when a page is asked for.
    players: new PlayersService(db, () => services),
    dashboard: new DashboardService(db, { catalog, metrics }),
    reports: new ReportsService(db, dictionaries),
    liveDelays: new LiveDelays(db, catalog, config.betLiveDelayS),
    payoutLimits: new PayoutLimits(db),
    operatorBets: new OperatorBets(db, {
      bets: () => services.bets,
      catalog,
      currencyOf: (id) => dictionaries.currency(id),
    }),
    siteSettings: new SiteSettingsDesk(db, config, settings, dictionaries),
    withdrawalReviews: new WithdrawalReviews(db, config.withdrawalReview, jobs, {
      // The cashier's payout calls: in this process, or where a cashier of its own runs (CASHIER_URL).
      base: config.cashier.url ? `${config.cashier.url}${CASHIER_BASE}` : CASHIER_BASE,
      secret: cashierSecret,
      transport: config.cashier.url ? fetchProviderTransport() : injectTransport(app),
    }),
    adjustments: new BalanceAdjustments(db, {
      ledger,
      wallets,
      currencyOf: (id) => dictionaries.currency(id),
      bus,
      approvalAbove: config.adjustmentApprovalAbove,
    }),
  };
  services.payments.useWithdrawalReview(services.withdrawalReviews);
  // The player's own limits and exclusions, checked where money is staked or paid in and play starts.
  enforceResponsibleGaming(responsibleGaming, { ...services, casino, bonuses });
  const refresh = () =>
    Promise.all([services.dictionaries.refresh(), services.settings.refresh(), services.content.refresh()]).then(() =>
      casino.refresh(),
    );
  await refresh();
  await catalog.start();
  // Bets on a market with a liability limit are checked against it once placed.
  await services.trading.limits.start();
  services.bets.useBetPlaced((legs) => services.trading.limits.onBetPlaced(legs));
  // The history shows each open bet's cash-out offer and the cash-outs done.
  services.bets.useCashOut(services.cashOut);
  // A bet builder is placed at the builder's price at that moment.
  services.bets.useBuilder(services.builder);
  // An operator's block stops play and deposits as an exclusion does; so does a closure, for a stake
  // or a deposit that raced the close and finds it under the wallet's lock.
  services.responsibleGaming.useBlocks(
    async (db, userId) =>
      (await services.players.blocks.active(db, userId)) || (await services.players.closures.active(db, userId)),
  );
  // A closed account signs in by no path (password, code, recovery).
  services.auth.useClosedAccounts((db, userId) => services.players.closures.refusesSignIn(db, userId));
  // A live bet waits the live delay of its sports, the trading desk's per sport or the default.
  services.bets.useLiveDelays((sportIds) => services.liveDelays.delayFor(sportIds));
  // The trading desk's largest payout of a bet lowers the slip's maximum and refuses a larger bet.
  services.bets.usePayoutLimit((currencyId) => services.payoutLimits.of(currencyId));
  // An operator's factor on a player's largest stake applies to the slip's maximum and to placement.
  services.bets.useStakeFactor((userId) => services.players.stakeFactors.of(userId));
  // Identity verification; withdrawals past the anti-money-laundering limits need a verified player.
  const kycSecret = config.kyc.secret ?? (await sharedSecret(db, 'kyc'));
  const kycLink = config.kyc.url ? remoteKycProvider(config.kyc.url, kycSecret) : builtInKycProvider(app, kycSecret);
  const kyc = new KycService(db, dictionaries, kycLink, kycSecret, config.kyc);
  services.payments.useWithdrawalCheck((trx, withdrawal) => kyc.checkWithdrawal(trx, withdrawal));
  // An approval is checked against the exclusion register of self-excluded persons.
  kyc.useIdentityScreen((trx, userId, identity) => responsibleGaming.screening.identityVerified(trx, userId, identity));
  const identityReviews = new IdentityReviews(db, kycLink, app.log);
  // The support chat: players and visitors write, operators answer, through the chat provider.
  const support = config.supportChat.enabled
    ? await createSupport(app, {
        config,
        db,
        captcha,
        limiter,
        bus,
        jobs,
        operators: services.operators,
        players: () => services.players,
      })
    : null;

  app.decorate('config', config);
  app.decorate('database', database);
  app.decorate('bus', bus);
  app.decorate('leader', leader);
  app.decorate('jobs', jobs);
  app.decorate('metrics', metrics);
  app.decorate('metricsListener', null);
  app.decorate('services', services);
  app.decorate('support', support);
  // platform/ imports no module: the guards read sessions through the store the sessions module gives.
  const sessionStore = sessionStoreOf(db);
  app.decorate('guards', makeGuards(sessionStore, signer));
  app.decorate('fullSessionCondition', fullSessionConditionOf(sessionStore));
  app.decorate('operatorGuards', operatorGuards(services.operators));
  app.decorateRequest('operator', null);
  app.decorateRequest('operatorChallenge', null);

  // External plugins, then platform plugins, then modules.
  registerSecurityHeaders(app, config);
  // Answers only: no client of ours sends a compressed body, and inflating one costs a hook on every
  // request of every route.
  await app.register(compress, { threshold: 1024, globalDecompression: false });
  await registerWebSocket(app);
  await registerOpenApi(app);
  registerRequestContext(app);
  if (metricsServed) {
    metrics.collectRuntime();
    registerRequestTiming(app, metrics);
  }
  if (config.metrics.token) registerMetricsRoute(app, metrics, config.metrics.token);
  registerErrorHandler(app);
  registerAuth(app);
  registerAccessGate(app);

  await app.register(
    async (api) => {
      await api.register(pingRoutes);
      await api.register(settingsRoutes);
      await api.register(dictionariesRoutes);
      await api.register(translationsRoutes);
      await api.register(contentRoutes);
      await api.register(offersRoutes);
      await api.register(authRoutes);
      await api.register(userRoutes);
      await api.register(walletsRoutes);
      await api.register(bonusesRoutes);
      await api.register(responsibleGamingRoutes);
      await api.register(paymentsRoutes);
      await api.register(kycRoutes, { kyc });
      if (support) await api.register(supportRoutes, { support: support.service });
      await api.register(betsRoutes);
      await api.register(builderRoutes);
      await api.register(eventsRoutes);
      await api.register(favoritesRoutes);
      await api.register(casinoRoutes);
      await api.register(casinoWalletRoutes);
      await api.register(realtimeRoutes, {
        catalog,
        bus,
        user: new RealtimeUserBackend(sessionStore, signer, wallets),
        ...(support ? { support: support.sockets } : {}),
        hub: {
          maxBufferedBytes: config.realtime.maxBufferedBytes,
          maxBufferedTotalBytes: config.realtime.maxBufferedTotalBytes,
          frameLimits: config.realtime.frameLimits,
        },
        maxPerAddress: config.realtime.maxPerAddress,
        allowedOrigins: config.realtime.allowedOrigins,
        metrics,
      });
    },
    { prefix: API_BASE },
  );
  // The back office's API: operators only, outside the players' maintenance and geo gate.
  await app.register(
    async (admin) => {
      guardAllowList(admin);
      await admin.register(operatorsRoutes);
      await admin.register(tradingRoutes);
      await admin.register(playersRoutes);
      await admin.register(paymentsAdminRoutes);
      await admin.register(siteSettingsAdminRoutes);
      await admin.register(contentAdminRoutes);
      await admin.register(bonusesAdminRoutes);
      await admin.register(offersAdminRoutes);
      await admin.register(manualSettlementRoutes);
      await admin.register(betsAdminRoutes);
      await admin.register(dashboardRoutes);
      await admin.register(reportsRoutes);
      await admin.register(responsibleGamingOperatorRoutes);
      await admin.register(identityAdminRoutes, { reviews: identityReviews });
      if (support) await admin.register(supportAdminRoutes, { inbox: support.inbox });
    },
    { prefix: ADMIN_API_BASE },
  );
  await app.register(devInboxRoutes);
  await app.register(devFeedRoutes);
  await app.register(freeBetsDevRoutes);
  app.decorate('providers', {
    // A cashier of its own (CASHIER_URL) runs its scheduled work there; this site's proxy routes its path to it.
    cashier: config.cashier.url
      ? null
      : await mountCashier(app, {
          webhookSecret: cashierSecret,
          bankDelayS: config.cashier.bankTransferDelayS,
          jobs,
        }),
    // A game studio of its own (CASINO_GAMES_URL) is shared by every node; else each node mounts the built-in one.
    casinoGames:
      config.casinoGames.url && config.casinoGames.secret
        ? connectCasinoGames(app, { origin: config.casinoGames.url, secret: config.casinoGames.secret })
        : await mountCasinoGames(app, {
            secret: config.casinoGames.secret ?? (await sharedSecret(db, 'casino_games_wallet')),
          }),
    // A studio of its own (LIVE_CASINO_URL) is shared by every node; else each node mounts the built-in one.
    liveCasino:
      config.liveCasino.url && config.liveCasino.secret
        ? connectLiveStudio(app, { origin: config.liveCasino.url, secret: config.liveCasino.secret })
        : await mountLiveCasino(app, {
            secret: config.liveCasino.secret ?? (await sharedSecret(db, 'live_casino_wallet')),
            speed: config.liveCasino.speed,
          }),
  });
  // A verification provider of its own (KYC_URL) sends its webhooks here; else each node mounts the built-in one.
  if (!config.kyc.url) {
    await mountKyc(app, {
      secret: kycSecret,
      operatorSites: config.kyc.operatorSites,
      autoApprove: config.kyc.autoApprove,
      jobs,
    });
  }
  // A chat provider of its own (SUPPORT_CHAT_URL) sends its webhooks here; else each node mounts the built-in one.
  if (support) await startSupport(app, support, { config, db, jobs, messages });
  await app.register(crestRoutes);
  // robots.txt and sitemap.xml: the web build ships no files of those names (two routes would clash at start).
  await app.register(seoRoutes);
  await app.register(dictionariesFileRoutes);
  // The web app's server entry is built beside its browser build; without it, or with SERVER_RENDER
  // off, the browser draws every page.
  const renderer = config.serverRender
    ? await PageRenderer.load(
        join(config.webDist, '../dist-server/entry-server.js'),
        app,
        {
          cacheMs: config.pageCacheMs,
          onError: (url, errors) => app.log.warn({ url, errors }, 'part of a page was left for the browser to render'),
        },
        join(config.webDist, '.vite/manifest.json'),
      )
    : null;
  if (config.serverRender && !renderer) app.log.warn('SERVER_RENDER is on but the web app has no server build');
  await registerBackofficeStatic(app, config.backofficeDist);
  await registerWebStatic(app, config.webDist, config.dataDir, {
    languages: LANGUAGES,
    // A public first screen arrives as HTML, rendered with the visitor's gate and language.
    render: async (request, path) => {
      if (!renderer || !rendersOnServer(path)) return null;
      const ip = request.ip;
      const forClient = services.settings.forClient({ ip });
      // The HTML is shared by the visitors of one country (the renderer's cache): the address in the
      // settings it is drawn with is left out (each page's own settings block carries the visitor's).
      const settings = () => ({
        ...(JSON.parse(services.settings.serialized({ ip }).toString()) as { payload: object }).payload,
        ip: '',
      });
      return renderer.page(
        request,
        {
          settings: forClient,
          languages: LANGUAGES,
          defaultLanguage: DEFAULT_LANGUAGE,
          dictionaries: (language) => dictionariesFile(language, services.dictionaries.digest(language)),
        },
        settings,
      );
    },
    // The top page's first banner is its largest paint; its artwork is the same in every language.
    firstImages: (path) =>
      path === '/'
        ? services.content
            .listBanners('en')
            .slice(0, 1)
            .map((b) => b.image)
        : [],
    // What the app asks for first, answered in the page itself: round trips less before anything
    // is drawn. The settings as the call without a chosen country gets them; on the top page its
    // banners too, in the language the app takes when the player has chosen none.
    bootData: (request, path) => {
      const blocks = [
        { id: BOOT_SETTINGS_ELEMENT_ID, json: services.settings.serialized({ ip: request.ip }).toString() },
      ];
      // Under maintenance or from a blocked country the banners call is closed (settings.gate.ts).
      const { settings } = services;
      const open = !settings.isMaintenance() && !settings.isBlocked(settings.countryOf(request.ip));
      if (path === '/' && open) {
        const countryLanguage = settings.forClient({ ip: request.ip }).country_language.toLowerCase();
        const language = LANGUAGES.find((code) => code === countryLanguage) ?? DEFAULT_LANGUAGE;
        const answer = ok({ list: services.content.listBanners(language) });
        blocks.push({ id: BOOT_BANNERS_ELEMENT_ID, json: JSON.stringify({ language, answer }) });
      }
      return blocks;
    },
  });

  // A timer on every node, not a job: each node refreshes its own memory, so the work is per node
  // and a job (run by one node of all) would leave the others stale.
  const timer = setInterval(() => {
    refresh().catch((err) => app.log.error({ err }, 'reference refresh failed'));
  }, config.referenceRefreshMs);
  timer.unref();
  // The feed sources are long-running streams, not jobs: they stay on the elected leader.
  runFeedOnLeader(config, leader, services.ingestion, app.log, options.now);
  runAmqpFeedOnLeader(config, leader, services.ingestion, app.log);
  runSettlementOnLeader(settlementLeader, bus, services.settlement, app.log, db);
  // Its pass also pushes the open bets' new cash-out offers, priced as the history prices them.
  const liveOffers = new LiveCashOutOffers(db, catalog, () => services.cashOut.margin(), bus, options.now);
  runAutoCashOutOnLeader(autoCashOutLeader, bus, services.autoCashOut, liveOffers, app.log);
  // Work that runs once across nodes, on the job queue.
  scheduleSettlementSweep(jobs, services.settlement, app.log);
  defineManualSettlement(jobs, services.manualSettlement, app.log);
  services.withdrawalReviews.define(app.log);
  scheduleBetsHousekeeping(jobs, services.bets);
  scheduleAutoCashOut(jobs, services.autoCashOut, app.log);
  scheduleStaleSweep(config, jobs, services.ingestion, app.log);
  if (app.providers.casinoGames) {
    scheduleCasinoGames(jobs, app.providers.casinoGames, app.log, {
      stuckAfterS: config.casinoGames.recoveryS,
      abandonedAfterS: config.casinoGames.abandonS,
    });
  }
  scheduleBonuses(jobs, services.bonuses);
  scheduleResponsibleGaming(jobs, responsibleGaming, sessions);
  const liveStudio = app.providers.liveCasino;
  if (liveStudio) {
    scheduleLiveCasino(jobs, liveStudio, app.log);
    if (config.liveCasino.tables) runLiveTablesOnLeader(liveLeader, liveStudio);
  }

  app.addHook('onClose', async () => {
    clearInterval(timer);
    await new Promise((resolve) => (app.metricsListener ? app.metricsListener.close(resolve) : resolve(null)));
    // Before the bus and the database: jobs in progress finish with both still open.
    await jobs.stop();
    await leader.stop();
    await settlementLeader.stop();
    await autoCashOutLeader.stop();
    await liveLeader.stop();
    catalog.stop();
    services.trading.limits.stop();
    await bus.close();
    if (config.disposableDatabase) await disposeDatabase(database, config.dataDir);
    else await database.close();
  });
  try {
    await jobs.start();
    if (config.metrics.port !== undefined) app.metricsListener = await listenMetrics(metrics, config.metrics.port);
  } catch (error) {
    await app.close();
    throw error;
  }
  return app;
}
