import type { LanguageCode } from '@meridian/contract/constants';
export interface BannerSeed {
  id: number;
  /** Artwork only; title and description are overlaid by the client. */
  image: string;
  title: Record<LanguageCode, string>;
  description: Record<LanguageCode, string>;
  /** An app path; promotions' banners lead to their articles (/promotions/{id}) or a filtered list. */
  path: string;
}

// In carousel order. Ids stay with their banners: the seed leaves rows already stored as they are.
export const banners: BannerSeed[] = [
  {
    id: 5,
    image: '/static/banners/welcome-bonus.svg',
    title: { en: 'Double your first deposit', ru: 'Удвойте первый депозит' },
    description: {
      en: 'Up to €100 for sport or €200 for the casino, chosen when you sign up.',
      ru: 'До 100\u00a0€ на спорт или до 200\u00a0€ в казино — на выбор при регистрации.',
    },
    // The Welcome tag: both welcome offers side by side.
    path: '/promotions?tag=1',
  },
  {
    id: 1,
    image: '/static/banners/live-football.svg',
    title: { en: 'Live football, every minute', ru: 'Футбол в live — каждую минуту' },
    description: {
      en: 'Bet in play on the top leagues with odds that update as the action unfolds.',
      ru: 'Делайте ставки по ходу матчей топ-лиг с коэффициентами, которые меняются вместе с игрой.',
    },
    path: '/live',
  },
  {
    id: 2,
    image: '/static/banners/accumulator-boost.svg',
    title: { en: '€10 for your accumulators', ru: '10\u00a0€ на ваши экспрессы' },
    description: {
      en: 'Enter the code MERIDIAN10 for a €10 sports bonus. Open to the first 1,000 players.',
      ru: 'Введите код MERIDIAN10 и получите спортивный бонус 10\u00a0€. Только для первых 1\u00a0000 игроков.',
    },
    path: '/promotions/5',
  },
  {
    id: 3,
    image: '/static/banners/casino-originals.svg',
    title: { en: '50 free spins on Lucky Orchard', ru: '50 фриспинов в Lucky Orchard' },
    description: {
      en: 'Our own fruit slot, on the house: enter the code SPINS50 and spin at €0.20 a go.',
      ru: 'Наш собственный фруктовый слот за наш счёт: введите код SPINS50 и крутите по 0,20\u00a0€.',
    },
    path: '/promotions/4',
  },
  {
    id: 4,
    image: '/static/banners/responsible-gaming.svg',
    title: { en: 'Play responsibly', ru: 'Играйте ответственно' },
    description: {
      en: 'Set deposit limits, take a time-out or talk to us. Gambling is for adults 18+ only.',
      ru: 'Установите лимиты депозитов, возьмите тайм-аут или напишите нам. Только для лиц старше 18 лет.',
    },
    path: '/terms/responsible-gaming-policy',
  },
];
