import type { PluralCategory } from '@meridian/contract/locales/locale.types';
import type { NamespaceKey, NamespaceTexts } from '../../../shared/i18n/namespace-keys';

/**
 * English texts of the bonus screens (namespace "bonuses"): the source of truth for their keys
 * and the fallback of every other language. Plural keys carry the suffixes of their plural categories.
 */
export const bonusesEn = {
  'bonuses.type.1': 'Sports bonus',
  'bonuses.type.2': 'Casino bonus',
  'bonuses.type.3': 'Free bet',
  'bonuses.type.4': 'Free spins',

  'bonuses.balances.title': 'Bonus balances',
  'bonuses.balances.list': 'Playing bonuses',
  'bonuses.balances.empty': 'No bonus is in play right now.',
  'bonuses.balances.emptyHint': 'Activate a promo code, or start one of your available bonuses below.',
  'bonuses.card.balance': 'Bonus balance',
  'bonuses.card.conditions': 'Conditions',
  'bonuses.card.cancel': 'Cancel bonus',
  'bonuses.card.cancelName': 'Cancel bonus: {{name}}',

  'bonuses.wagering.label': 'Wagering',
  'bonuses.wagering.text': '{{done}} of {{total}}',
  'bonuses.wagering.valueText': '{{done}} of {{total}} wagered',
  'bonuses.wagering.none': 'No wagering required',

  'bonuses.condition.minOdds': 'Bets at odds of {{odds}} or higher count',
  'bonuses.condition.minEvents_one': 'At least {{count}} selection per bet',
  'bonuses.condition.minEvents_other': 'At least {{count}} selections per bet',
  'bonuses.condition.betType.1': 'Singles only',
  'bonuses.condition.betType.2': 'Accumulators only',
  'bonuses.condition.sportsOnly': 'Counts on sports bets',
  'bonuses.condition.casinoOnly': 'Counts on casino games',
  'bonuses.condition.oneGame': 'Counts on {{game}} only',
  'bonuses.condition.someGames_one': 'Counts on {{count}} game of the offer only',
  'bonuses.condition.someGames_other': 'Counts on {{count}} games of the offer only',
  'bonuses.gift.spinsPlayed': 'All {{total}} spins played',

  'bonuses.countdown.label': 'Ends in',
  'bonuses.countdown.days_one': '{{count}} day {{time}}',
  'bonuses.countdown.days_other': '{{count}} days {{time}}',
  'bonuses.countdown.expired': 'Expired',

  'bonuses.promo.title': 'Promo code',
  'bonuses.promo.label': 'Your code',
  'bonuses.promo.placeholder': 'Enter your code',
  'bonuses.promo.hint': 'Capital letters and spaces do not matter.',
  'bonuses.promo.submit': 'Activate',
  'bonuses.promo.activated': 'Promo code accepted: {{name}}',

  'bonuses.first.title': 'First deposit bonus',
  'bonuses.first.choice': 'Your choice',
  'bonuses.first.option.0': 'No bonus',
  'bonuses.first.option.1': 'Sports bonus',
  'bonuses.first.option.2': 'Casino bonus',
  'bonuses.first.about.0': 'Your first deposit stays cash only.',
  'bonuses.first.about.1': 'Your first deposit is matched with bonus money for sports bets.',
  'bonuses.first.about.2': 'Your first deposit is matched with bonus money for casino games.',
  'bonuses.first.locked': 'Your first deposit is made: the welcome bonus can no longer be changed.',
  'bonuses.first.change': 'Change',
  'bonuses.first.changeName': 'Change the first deposit bonus',
  'bonuses.first.changed': 'Bonus changed',
  'bonuses.first.legend': 'Bonus on your first deposit',
  'bonuses.first.save': 'Save',

  'bonuses.decline.first':
    'Your first deposit will come without bonus money. You can choose a bonus again until the deposit is made.',
  'bonuses.decline.firstConfirm': 'Play without a bonus',
  'bonuses.decline.playing':
    'If you cancel {{name}}, its bonus balance of {{balance}} is forfeited and cannot be returned. Bets already placed from it still settle, but their winnings are forfeited too.',
  'bonuses.decline.playingNoBalance':
    'If you cancel {{name}}, its progress is lost and cannot be returned. Bets already placed from it still settle, but their winnings are forfeited.',
  'bonuses.decline.available': 'If you decline {{name}}, it leaves your bonuses and cannot be started later.',
  'bonuses.decline.keep': 'Keep the bonus',
  'bonuses.decline.cancel': 'Cancel bonus',
  'bonuses.decline.decline': 'Decline bonus',
  'bonuses.decline.cancelled': '{{name}} is cancelled',
  'bonuses.decline.declined': '{{name}} is declined',

  'bonuses.list.title': 'Your bonuses',
  'bonuses.list.label': 'Your bonuses',
  'bonuses.list.empty': 'No bonuses yet',
  'bonuses.list.emptyHint': 'Bonuses from promo codes, deposits and promotions appear here.',
  'bonuses.list.noMatching': 'No bonuses with the chosen statuses',
  'bonuses.list.noMatchingHint': 'Choose other statuses, or All.',
  'bonuses.list.loadingMore': 'Loading more bonuses',
  'bonuses.list.loadMoreError': 'More bonuses could not be loaded.',
  'bonuses.filter.label': 'Show bonuses by status',
  'bonuses.filter.all': 'All',

  'bonuses.gift.code': 'Code {{code}}',
  'bonuses.gift.amount': 'Bonus',
  'bonuses.gift.freeBet': 'Free bet',
  'bonuses.gift.spins': '{{left}} of {{total}} spins left',
  'bonuses.gift.spinBet': '{{amount}} a spin',
  'bonuses.gift.game': 'Game',
  'bonuses.gift.spinWins': 'Won so far: {{amount}}, a casino bonus once every spin is played',
  'bonuses.gift.play': 'Play',
  'bonuses.gift.playName': 'Play {{name}} in {{game}}',
  'bonuses.gift.activate': 'Activate',
  'bonuses.gift.activateName': 'Activate {{name}}',
  'bonuses.gift.activated': '{{name}} is active',
  'bonuses.gift.cancel': 'Cancel',
  'bonuses.gift.decline': 'Decline',
  'bonuses.gift.cancelName': 'Cancel {{name}}',
  'bonuses.gift.declineName': 'Decline {{name}}',

  'bonuses.dropdown.label': 'Bonus balance {{balance}}',
  'bonuses.dropdown.title': 'Bonus balances',
  'bonuses.dropdown.all': 'All bonuses',
} as const;

/** A key as passed to t(): plural keys lose their suffix. */
export type BonusesKey = NamespaceKey<keyof typeof bonusesEn>;
/** The texts of one language: every singular key of English plus each plural key in that language's categories. */
export type BonusesTexts<C extends PluralCategory> = NamespaceTexts<keyof typeof bonusesEn, C>;
