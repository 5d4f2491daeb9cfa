import type { LanguageCode } from '@meridian/contract/constants';
import {
  KYC_SIGNATURE_HEADER,
  KYC_STATUS,
  KYC_STATUS_OF_PROVIDER,
  KYC_TIMESTAMP_HEADER,
  KYC_VERIFICATION_PAGE,
  type KycAccessToken,
  type KycWebhook,
  type KycWebhookAnswer,
} from '@meridian/contract/kyc';
import { formatMoney } from '@meridian/contract/money';
import type { Database } from '../../db/database.js';
import { AppError, notFound, unauthorized } from '../../platform/errors.js';
import { checkSignature } from '../../platform/signature.js';
import type { DictionariesService } from '../dictionaries/dictionaries.service.js';
import { RateConverter, REFERENCE_CURRENCY } from '../responsible-gaming/responsible-gaming.money.js';
import { findUser, lockUser, updateUser } from '../users/users.service.js';
import { type ApplicantProfile, KycProviderError, type KycProviderLink, requestAccessToken } from './kyc.provider.js';
import * as repo from './kyc.repository.js';
import { kycText, windowText } from './kyc.texts.js';

/**
 * When a withdrawal needs a verified player: amounts in whole units of the reference currency
 * (EUR), every wallet's money converted into it at the reference rates.
 */
export interface KycRules {
  /**
   * Withdrawals that, with the player's others of the window on all their wallets, come to more
   * than this need a verified player (0: every withdrawal does).
   */
  withdrawalLimit: bigint;
  /** The rolling window, in days, whose withdrawals (reserved or paid) count towards the limit. */
  withdrawalWindowDays: number;
  /** Once the player's deposits on all their wallets reach this, every withdrawal needs a verified player. */
  depositThreshold: bigint;
}

/** A withdrawal as the payments module asks about it, in its transaction. */
export interface WithdrawalAsk {
  userId: bigint;
  /** The language the refusal is worded in (the provider's call names its page's). */
  language: LanguageCode;
  currencyId: number;
  /** Minor units. */
  amount: bigint;
}

type Headers = Record<string, string | string[] | undefined>;

/** The person an approval verified, as the exclusion register reads it (null: the provider sent none). */
export interface VerifiedIdentity {
  firstName: string;
  lastName: string;
  birthday: string;
  document: { type: string; country: string; number: string };
}

/** Checks a verified player against the exclusion register, in the webhook's transaction. */
export type IdentityScreen = (trx: Database, userId: bigint, identity: VerifiedIdentity | null) => Promise<void>;

function identityOf(event: KycWebhook): VerifiedIdentity | null {
  const id = event.identity;
  if (!id) return null;
  return {
    firstName: id.first_name,
    lastName: id.last_name,
    birthday: id.birthday,
    document: { type: id.document_type, country: id.document_country, number: id.document_number },
  };
}

/**
 * Identity verification: the widget's access token asked from the provider with the player's
 * profile, the provider's signed webhook turned into the user's `kyc`, and the anti-money-laundering
 * rule that withdrawals past a limit need a verified player.
 */
export class KycService {
  constructor(
    private readonly db: Database,
    private readonly dictionaries: DictionariesService,
    private readonly provider: KycProviderLink,
    private readonly webhookSecret: string,
    private readonly rules: KycRules,
  ) {}

  #identityScreen: IdentityScreen | null = null;

  /** Connects the exclusion register, asked at every approval (the responsible-gaming module). */
  useIdentityScreen(screen: IdentityScreen): void {
    this.#identityScreen = screen;
  }

  /** A token for the identity widget, made by the provider for this player and profile. */
  async accessToken(userId: bigint, language: LanguageCode): Promise<KycAccessToken> {
    const user = await findUser(this.db, userId);
    if (!user) throw notFound();
    const profile: ApplicantProfile = { country: this.dictionaries.countryById(user.country_id)?.code ?? 'XX' };
    const names = user.profile as Record<string, string | undefined>;
    if (names.first_name) profile.first_name = names.first_name;
    if (names.last_name) profile.last_name = names.last_name;
    if (user.birthday) profile.birthday = user.birthday;
    try {
      const answer = await requestAccessToken(this.provider, {
        user: String(userId),
        profile,
        lang: language,
      });
      return { token: answer.token, sdk_url: this.provider.sdkUrl, expires_at: answer.expires_at };
    } catch (error) {
      if (error instanceof KycProviderError) {
        throw new AppError('ProviderUnavailable', kycText('unavailable', language));
      }
      throw error;
    }
  }

  /** Refuses a provider call whose signature, or timestamp window, does not hold (401). */
  checkProviderCall(headers: Headers, body: string): void {
    const one = (name: string) => {
      const value = headers[name];
      return Array.isArray(value) ? value[0] : value;
    };
    const result = checkSignature(
      this.webhookSecret,
      { timestamp: one(KYC_TIMESTAMP_HEADER), signature: one(KYC_SIGNATURE_HEADER) },
      body,
    );
    if (result === 'bad_signature') throw unauthorized('Invalid signature.');
    if (result === 'stale') throw unauthorized('The request timestamp is outside the allowed window.');
  }

  /**
   * Takes one status change of the provider. A replayed event id answers what it answered the
   * first time and changes nothing; an event older than the status applied (a lower revision of the
   * same applicant) is recorded and changes nothing.
   */
  applyWebhook(event: KycWebhook): Promise<KycWebhookAnswer> {
    return this.db.transaction().execute(async (trx) => {
      const userId = BigInt(event.user);
      // The player's lock first: a concurrent delivery of the same event waits here, then finds it taken.
      const user = await lockUser(trx, userId);
      if (!user) throw notFound('Unknown user');
      const known = await repo.answerOf(trx, event.event_id);
      if (known) return known as KycWebhookAnswer;
      const current = await repo.lockVerification(trx, userId);
      const occurredAt = new Date(event.occurred_at * 1000);
      const newer =
        !current ||
        (current.applicant_id === event.applicant_id
          ? event.revision > current.revision
          : occurredAt.getTime() >= current.occurred_at.getTime());
      let kyc = user.kyc;
      if (newer) {
        kyc = KYC_STATUS_OF_PROVIDER[event.status];
        if (kyc === KYC_STATUS.verified) await this.#identityScreen?.(trx, userId, identityOf(event));
        await updateUser(trx, userId, { kyc });
        await repo.saveVerification(trx, {
          userId,
          applicantId: event.applicant_id,
          revision: event.revision,
          reasons: event.reasons,
          occurredAt,
        });
      }
      const answer: KycWebhookAnswer = { event_id: event.event_id, user_id: Number(userId), kyc, applied: newer };
      await repo.rememberEvent(trx, {
        eventId: event.event_id,
        userId,
        applicantId: event.applicant_id,
        status: event.status,
        revision: event.revision,
        reasons: event.reasons,
        applied: newer,
        answer,
      });
      return answer;
    });
  }

  /**
   * The anti-money-laundering rule, asked by a withdrawal in its transaction with the player's row
   * locked (so two withdrawals of one player, on any of their wallets, are decided one after the
   * other): past the limit together with the player's withdrawals of the window, or once the
   * player's deposits reach the threshold, only a verified player may withdraw. Both are amounts in
   * the reference currency (EUR), every wallet's withdrawals and deposits converted at the reference
   * rates, rounded against the player (up). Refused with 403 and an error on `amount`.
   */
  async checkWithdrawal(trx: Database, ask: WithdrawalAsk): Promise<void> {
    const user = await findUser(trx, ask.userId);
    if (!user || user.kyc === KYC_STATUS.verified) return;
    const rates = await RateConverter.load(trx);
    const reference = rates.reference;
    // The rates are seeded with the reference currency: without it the rule cannot be read, and a
    // withdrawal must not slip through because of it.
    if (!reference) throw new Error(`No reference rate for ${REFERENCE_CURRENCY}`);
    const unit = 10n ** BigInt(reference.scale);
    const inReference = (sums: readonly { currencyId: number; amount: bigint }[]) =>
      sums.reduce((total, sum) => total + rates.convert(sum.amount, sum.currencyId, reference.id, 'up'), 0n);
    const money = (major: bigint) =>
      formatMoney(major * unit, { scale: reference.scale, code: REFERENCE_CURRENCY, maxDecimals: 0 });
    const days = this.rules.withdrawalWindowDays;
    const language = ask.language;
    const windowStart = new Date(Date.now() - days * 24 * 60 * 60 * 1000);
    const withdrawn = inReference(await repo.withdrawnSincePerCurrency(trx, ask.userId, windowStart));
    const asked = inReference([{ currencyId: ask.currencyId, amount: ask.amount }]);
    let refusal: string;
    if (withdrawn + asked > this.rules.withdrawalLimit * unit) {
      refusal =
        this.rules.withdrawalLimit === 0n
          ? kycText('anyWithdrawal', language)
          : kycText('pastLimit', language, {
              limit: money(this.rules.withdrawalLimit),
              window: windowText(days, language),
            });
    } else if (inReference(await repo.depositedPerCurrency(trx, ask.userId)) >= this.rules.depositThreshold * unit) {
      refusal = kycText('pastDeposits', language, { threshold: money(this.rules.depositThreshold) });
    } else {
      return;
    }
    const full = kycText('verifyAt', language, { refusal, page: KYC_VERIFICATION_PAGE });
    throw new AppError('Forbidden', full, { amount: [full] });
  }
}
