import type { Database } from '../../db/database.js';
import { AppError, forbidden } from '../../platform/errors.js';
import type { AuthService } from '../auth/auth.service.js';
import type { BetsService } from '../bets/bets.service.js';
import type { BonusesService } from '../bonuses/bonuses.service.js';
import type { CasinoService } from '../casino/casino.service.js';
import type { CasinoWalletService } from '../casino/casino-wallet.service.js';
import type { PaymentsService } from '../payments/payments.service.js';
import type { AccountScreenContext, RegistrationService } from '../registration/registration.service.js';
import { isExclusion, type ResponsibleGamingService } from './responsible-gaming.service.js';

/** The modules where money is staked or paid in, or play starts. */
export interface Enforced {
  bets: Pick<BetsService, 'useStakeGuard'>;
  casinoWallet: Pick<CasinoWalletService, 'useStakeGuard'>;
  casino: Pick<CasinoService, 'usePlayGate'>;
  bonuses: Pick<BonusesService, 'useExclusions'>;
  payments: Pick<PaymentsService, 'useDepositCheck'>;
  registration: Pick<RegistrationService, 'useAccountScreen'>;
  auth: Pick<AuthService, 'useAccountScreen'>;
}

/**
 * Hands each module the player's own limits and exclusion: sports stakes and casino stakes
 * (regular and live) are checked in their transaction, real launches and game sessions follow the
 * exclusion and the session limit, bonuses stop while excluded, and deposits are authorised first;
 * every sign-up and sign-in is checked against the exclusion register.
 */
export function enforceResponsibleGaming(rg: ResponsibleGamingService, modules: Enforced): void {
  const screen = async (db: Database, userId: bigint, context: AccountScreenContext) => {
    if (db.isTransaction) await rg.screening.screen(db, userId, context);
    else await db.transaction().execute((trx) => rg.screening.screen(trx, userId, context));
  };
  modules.registration.useAccountScreen(screen);
  modules.auth.useAccountScreen(screen);
  modules.bets.useStakeGuard(async (trx, stake) => {
    const refusal = await rg.stakeRefusal(trx, stake);
    return refusal ? rg.refusalText(refusal, stake.language) : null;
  });
  modules.casinoWallet.useStakeGuard(async (trx, stake) => {
    const refusal = await rg.stakeRefusal(trx, stake);
    return refusal === null ? null : isExclusion(refusal) ? 'excluded' : 'limit';
  });
  modules.casino.usePlayGate({
    refusal: (trx, userId, language) => rg.playRefusal(trx, userId, language),
    sessionEnds: (trx, userId) => rg.sessionEnds(trx, userId),
  });
  modules.bonuses.useExclusions((trx, userId) => rg.excluded(trx, userId));
  // The cashier's calls name its page's language; the page words the refusal itself by the answer's code.
  modules.payments.useDepositCheck(async (trx, deposit) => {
    const refused = await rg.depositRefusal(trx, deposit.userId, deposit.currencyId, deposit.amount, deposit.pending);
    if (!refused) return;
    const message = rg.refusalText(refused.refusal, deposit.language);
    if (isExclusion(refused.refusal)) throw forbidden(message);
    // Past a deposit limit, the answer's `details` say how much room is left and when it grows.
    throw new AppError('ValidationError', message, { amount: [message] }, refused.room);
  });
}
