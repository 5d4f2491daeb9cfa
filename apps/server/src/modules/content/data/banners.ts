export interface BannerSeed {
  id: number;
  /** Artwork only; title and description are overlaid by the client. */
  image: string;
  title: Record<'en' | 'ru', string>;
  description: Record<'en' | 'ru', string>;
  path: string;
}

export const banners: BannerSeed[] = [
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
    title: { en: 'Accumulator boost', ru: 'Бонус к экспрессу' },
    description: {
      en: 'Combine selections from different matches and multiply your odds in a single bet.',
      ru: 'Объединяйте исходы разных матчей и перемножайте коэффициенты в одной ставке.',
    },
    path: '/line',
  },
  {
    id: 3,
    image: '/static/banners/casino-originals.svg',
    title: { en: 'Meridian Originals', ru: 'Meridian Originals' },
    description: {
      en: 'Roulette, slots and instant games made in-house. Try them in demo mode first.',
      ru: 'Рулетка, слоты и моментальные игры нашей разработки. Попробуйте сначала в демо-режиме.',
    },
    path: '/casino/games',
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
