import { GIFT_TYPE, type Gift } from '@meridian/contract/bonuses';
import type { LanguageCode } from '@meridian/contract/constants';

/**
 * A campaign as a player reads it, for the back office's preview: the lines of the player app's bonus
 * card (apps/web/src/features/bonuses: `bonuses.en.ts`, `bonuses.ru.ts`, `lib/conditions.ts`), with the
 * same words, and what the campaign gives and how a player gets it.
 */

type Plural = Partial<Record<Intl.LDMLPluralRule, string>> & { other: string };
interface PreviewTexts {
  type: Record<1 | 2 | 3 | 4, string>;
  minOdds: string;
  minEvents: Plural;
  betType: Record<1 | 2, string>;
  sportsOnly: string;
  casinoOnly: string;
  oneGame: string;
  someGames: Plural;
  bonus: string;
  share: string;
  freeBet: string;
  spins: Plural;
  wagering: string;
  noWagering: string;
  capped: string;
  validity: Plural;
  how: { first_deposit: Record<1 | 2, string>; promo_code: string; weekly_stakes: string; manual: string };
}

const TEXTS: Record<LanguageCode, PreviewTexts> = {
  en: {
    type: { 1: 'Sports bonus', 2: 'Casino bonus', 3: 'Free bet', 4: 'Free spins' },
    minOdds: 'Bets at odds of {odds} or higher count',
    minEvents: { one: 'At least {count} selection per bet', other: 'At least {count} selections per bet' },
    betType: { 1: 'Singles only', 2: 'Accumulators only' },
    sportsOnly: 'Counts on sports bets',
    casinoOnly: 'Counts on casino games',
    oneGame: 'Counts on {game} only',
    someGames: { one: 'Counts on {count} game of the offer only', other: 'Counts on {count} games of the offer only' },
    bonus: 'Bonus {amount}',
    share: '{percent}% of the first deposit, up to {amount}',
    freeBet: 'Free bet {amount}',
    spins: { one: '{count} spin at {amount} each', other: '{count} spins at {amount} each' },
    wagering: 'Wagering: {multiplier}× the bonus',
    noWagering: 'No wagering required',
    capped: 'Converted to cash up to {multiplier}× the bonus',
    validity: { one: 'Valid for {count} day from the grant', other: 'Valid for {count} days from the grant' },
    how: {
      first_deposit: {
        1: 'Choose the sports bonus before your first deposit',
        2: 'Choose the casino bonus before your first deposit',
      },
      promo_code: 'Promo code {code}',
      weekly_stakes: 'Each week with {amount} of sports stakes',
      manual: 'Granted by the operator',
    },
  },
  ru: {
    type: { 1: 'Спортивный бонус', 2: 'Бонус казино', 3: 'Фрибет', 4: 'Фриспины' },
    minOdds: 'Засчитываются ставки с коэффициентом от {odds}',
    minEvents: {
      one: 'Не меньше {count} события в ставке',
      few: 'Не меньше {count} событий в ставке',
      many: 'Не меньше {count} событий в ставке',
      other: 'Не меньше {count} события в ставке',
    },
    betType: { 1: 'Только одиночные ставки', 2: 'Только экспрессы' },
    sportsOnly: 'Засчитываются ставки на спорт',
    casinoOnly: 'Засчитываются игры казино',
    oneGame: 'Засчитывается только в игре {game}',
    someGames: {
      one: 'Засчитывается только в {count} игре акции',
      few: 'Засчитывается только в {count} играх акции',
      many: 'Засчитывается только в {count} играх акции',
      other: 'Засчитывается только в {count} игры акции',
    },
    bonus: 'Бонус {amount}',
    share: '{percent}% первого депозита, до {amount}',
    freeBet: 'Фрибет {amount}',
    spins: {
      one: '{count} фриспин по {amount}',
      few: '{count} фриспина по {amount}',
      many: '{count} фриспинов по {amount}',
      other: '{count} фриспина по {amount}',
    },
    wagering: 'Отыгрыш: вейджер ×{multiplier}',
    noWagering: 'Без отыгрыша',
    capped: 'В деньги переводится до {multiplier}× бонуса',
    validity: {
      one: 'Действует {count} день с начисления',
      few: 'Действует {count} дня с начисления',
      many: 'Действует {count} дней с начисления',
      other: 'Действует {count} дня с начисления',
    },
    how: {
      first_deposit: {
        1: 'Выберите спортивный бонус до первого депозита',
        2: 'Выберите бонус казино до первого депозита',
      },
      promo_code: 'Промокод {code}',
      weekly_stakes: 'Каждую неделю за ставки на спорт на {amount}',
      manual: 'Начисляет оператор',
    },
  },
};

const fill = (text: string, values: Record<string, string | number>) =>
  text.replace(/\{(\w+)\}/g, (_, key: string) => String(values[key] ?? ''));

function plural(language: LanguageCode, forms: Plural, count: number, values: Record<string, string | number> = {}) {
  const rule = new Intl.PluralRules(language).select(count);
  return fill(forms[rule] ?? forms.other, { count, ...values });
}

/** Money as the player app shows it: the currency's sign and the amount in the language's digits. */
export function moneyText(
  language: LanguageCode,
  minor: number,
  currency: { code: string; scale: number; symbol: string },
): string {
  const value = minor / 10 ** currency.scale;
  try {
    return new Intl.NumberFormat(language, {
      style: 'currency',
      currency: currency.code,
      minimumFractionDigits: currency.scale,
      maximumFractionDigits: currency.scale,
    }).format(value);
  } catch {
    // A code Intl does not know (USDT): the amount and the currency's sign.
    const amount = new Intl.NumberFormat(language, {
      minimumFractionDigits: currency.scale,
      maximumFractionDigits: currency.scale,
    }).format(value);
    return `${amount} ${currency.symbol}`;
  }
}

export interface PreviewCampaign {
  type_id: number;
  trigger: 'first_deposit' | 'promo_code' | 'weekly_stakes' | 'manual';
  percent: number | null;
  wagering_multiplier: number;
  conversion_cap_multiplier: number | null;
  valid_days: number;
  promo_code: string | null;
  min_stakes: Record<string, number> | null;
}

/** The bonus card's lines of a gift of the campaign in one language. */
export function previewCard(
  language: LanguageCode,
  campaign: PreviewCampaign,
  gift: Gift,
  currency: { code: string; scale: number; symbol: string },
  gameName: string | undefined,
) {
  const t = TEXTS[language];
  const money = (minor: number) => moneyText(language, minor, currency);
  const type = gift.type_id as 1 | 2 | 3 | 4;
  const conditions: string[] = [];
  if (type === GIFT_TYPE.sport) conditions.push(t.sportsOnly);
  if (type === GIFT_TYPE.casino || type === GIFT_TYPE.freeSpins) {
    const games = gift.games ?? [];
    if (games.length === 1 && gameName) conditions.push(fill(t.oneGame, { game: gameName }));
    else if (games.length > 0) conditions.push(plural(language, t.someGames, games.length));
    else conditions.push(t.casinoOnly);
  }
  if (gift.min_odds) conditions.push(fill(t.minOdds, { odds: gift.min_odds }));
  if (gift.min_events !== null && gift.min_events > 1) conditions.push(plural(language, t.minEvents, gift.min_events));
  if (gift.bet_type_id === 1 || gift.bet_type_id === 2) conditions.push(t.betType[gift.bet_type_id]);

  const offer =
    type === GIFT_TYPE.freeSpins
      ? plural(language, t.spins, gift.spins_total ?? 0, { amount: money(gift.bet ?? 0) })
      : type === GIFT_TYPE.freeBet
        ? fill(t.freeBet, { amount: money(gift.bonus_amount) })
        : campaign.percent !== null
          ? fill(t.share, { percent: campaign.percent, amount: money(gift.bonus_amount) })
          : fill(t.bonus, { amount: money(gift.bonus_amount) });
  const wagering =
    campaign.wagering_multiplier > 0
      ? [
          fill(t.wagering, { multiplier: campaign.wagering_multiplier }),
          ...(campaign.conversion_cap_multiplier !== null
            ? [fill(t.capped, { multiplier: campaign.conversion_cap_multiplier })]
            : []),
        ].join('. ')
      : t.noWagering;
  const how =
    campaign.trigger === 'first_deposit'
      ? t.how.first_deposit[type === GIFT_TYPE.casino ? 2 : 1]
      : campaign.trigger === 'promo_code'
        ? fill(t.how.promo_code, { code: campaign.promo_code ?? '' })
        : campaign.trigger === 'weekly_stakes'
          ? fill(t.how.weekly_stakes, { amount: money(campaign.min_stakes?.[currency.code] ?? 0) })
          : t.how.manual;
  return {
    name: gift.name,
    kind: t.type[type],
    offer,
    how,
    wagering,
    conditions,
    validity: plural(language, t.validity, campaign.valid_days),
  };
}
