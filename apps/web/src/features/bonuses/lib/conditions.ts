import { GIFT_TYPE } from '@meridian/contract/bonuses';
import type { PlayerGift } from '../api/get-gifts';
import type { BonusesT } from '../i18n/bonuses-texts';

/**
 * A bonus's wagering conditions in words: what counts (the campaign's game, by `gameName` when the
 * casino knows it), at what odds, with how many selections.
 */
export function conditionTexts(gift: PlayerGift, t: BonusesT, gameName?: string): string[] {
  const texts: string[] = [];
  if (gift.type_id === GIFT_TYPE.sport) texts.push(t('bonuses.condition.sportsOnly'));
  if (gift.type_id === GIFT_TYPE.casino || gift.type_id === GIFT_TYPE.freeSpins) {
    const games = gift.games ?? [];
    if (games.length === 1 && gameName) texts.push(t('bonuses.condition.oneGame', { game: gameName }));
    else if (games.length > 0) texts.push(t('bonuses.condition.someGames', { count: games.length }));
    else texts.push(t('bonuses.condition.casinoOnly'));
  }
  if (gift.min_odds) texts.push(t('bonuses.condition.minOdds', { odds: gift.min_odds }));
  if (gift.min_events !== null && gift.min_events > 1) {
    texts.push(t('bonuses.condition.minEvents', { count: gift.min_events }));
  }
  if (gift.bet_type_id === 1) texts.push(t('bonuses.condition.betType.1'));
  if (gift.bet_type_id === 2) texts.push(t('bonuses.condition.betType.2'));
  return texts;
}
