import { MARKET_TYPES, renderTemplate } from '@meridian/feed/market-types';
import type { FeedPart } from '@meridian/feed/messages';
import type { CatalogMarket, Fixture } from './catalog.state.js';

/**
 * Names of parts, markets, outcomes and statistics per language. English comes from the feed (its
 * registries name everything in English); Russian is kept here, keyed by the registries' ids.
 * A language without an entry falls back to English.
 */
export interface CatalogNames {
  language: string;
}

const PARTS_RU: Record<number, string> = {
  1: 'Матч',
  2: '1-й тайм',
  3: '2-й тайм',
  4: '1-я четверть',
  5: '2-я четверть',
  6: '3-я четверть',
  7: '4-я четверть',
  8: '1-й период',
  9: '2-й период',
  10: '3-й период',
  11: '1-й сет',
  12: '2-й сет',
  13: '3-й сет',
  14: '4-й сет',
  15: '5-й сет',
  16: '1-я карта',
  17: '2-я карта',
  18: '3-я карта',
  19: '4-я карта',
  20: '5-я карта',
  21: '1-й иннинг',
  22: '2-й иннинг',
  23: '3-й иннинг',
  24: '4-й иннинг',
  25: '5-й иннинг',
  26: '6-й иннинг',
  27: '7-й иннинг',
  28: '8-й иннинг',
  29: '9-й иннинг',
  30: 'Овертайм',
  31: 'Дополнительные иннинги',
};

const STATISTICS_RU: Record<number, string> = {
  1: 'Удары',
  2: 'Удары в створ',
  3: 'Угловые',
  4: 'Фолы',
  5: 'Жёлтые карточки',
  6: 'Красные карточки',
  7: 'Владение мячом, %',
  8: 'Эйсы',
  9: 'Двойные ошибки',
  10: 'Подборы',
  11: 'Передачи',
  12: 'Трёхочковые',
  13: 'Штрафные минуты',
  14: 'Голы в большинстве',
  15: 'Блоки',
  16: 'Очки в атаке',
  17: 'Двухминутные удаления',
  18: '7-метровые',
  19: 'Хиты',
  20: 'Ошибки',
  21: 'Тачдауны',
  22: 'Филд-голы',
  23: 'Убийства',
  24: 'Хедшоты',
  25: '180 очков',
  26: 'Закрытия',
  27: 'Реализованные брейк-пойнты',
  28: 'Выигранные очки на подаче',
  29: 'Штрафные броски',
  30: 'Хоум-раны',
  40: 'Первый гол',
  41: 'Последний гол',
  42: 'Наибольший отрыв',
  43: 'Победитель',
  44: 'Первым забил',
};

/** Russian name templates of the feed's market types (MARKET_TYPES), with the same placeholders. */
const MARKET_TYPES_RU: Record<number, { name: string; outcomes: readonly string[] }> = {
  1: { name: '1X2', outcomes: ['1', 'X', '2'] },
  2: { name: 'Двойной шанс', outcomes: ['1X', '12', 'X2'] },
  3: { name: 'Ничья — возврат', outcomes: ['1', '2'] },
  4: { name: 'Победитель', outcomes: ['1', '2'] },
  5: { name: 'Тотал {line}', outcomes: ['Больше', 'Меньше'] },
  6: { name: 'Фора {line}', outcomes: ['{home} ({line})', '{away} ({-line})'] },
  7: { name: 'Обе забьют', outcomes: ['Да', 'Нет'] },
  8: { name: 'Точный счёт', outcomes: [] },
  9: { name: '{home} индивидуальный тотал {line}', outcomes: ['Больше', 'Меньше'] },
  10: { name: '{away} индивидуальный тотал {line}', outcomes: ['Больше', 'Меньше'] },
  11: { name: 'Тотал чёт/нечет', outcomes: ['Нечет', 'Чёт'] },
  12: { name: 'Тотал сетов {line}', outcomes: ['Больше', 'Меньше'] },
  13: { name: 'Фора по сетам {line}', outcomes: ['{home} ({line})', '{away} ({-line})'] },
  14: { name: 'Тотал карт {line}', outcomes: ['Больше', 'Меньше'] },
  15: { name: 'Фора по картам {line}', outcomes: ['{home} ({line})', '{away} ({-line})'] },
  16: { name: 'Тотал геймов {line}', outcomes: ['Больше', 'Меньше'] },
  17: { name: 'Тотал легов {line}', outcomes: ['Больше', 'Меньше'] },
  18: { name: 'Тотал раундов {line}', outcomes: ['Больше', 'Меньше'] },
};

/** Outcomes listed per market (correct score): scores pass unchanged, the catch-all is translated. */
const LISTED_OUTCOMES_RU: Record<string, string> = { Other: 'Другой' };

export const namesFor = (language: string): CatalogNames => ({ language });

/** The feed's round and stage names (packages/feed schedule), numbered league rounds included. */
const ROUNDS_RU: Record<string, string> = {
  'Round of 64': '1/32 финала',
  'Round of 32': '1/16 финала',
  'Round of 16': '1/8 финала',
  'Quarter-final': '1/4 финала',
  'Semi-final': '1/2 финала',
  Final: 'Финал',
  'Group stage': 'Групповой этап',
  Playoffs: 'Плей-офф',
};

export function roundName(round: string | null, names: CatalogNames): string | null {
  if (round === null || names.language !== 'ru') return round;
  const numbered = /^Round (\d+)$/.exec(round);
  if (numbered) return `${numbered[1]}-й тур`;
  return ROUNDS_RU[round] ?? round;
}

export function partName(part: FeedPart, names: CatalogNames): string {
  if (names.language === 'ru') return PARTS_RU[part.id] ?? part.name;
  return part.name;
}

export function statisticName(id: number, english: string, names: CatalogNames): string {
  if (names.language === 'ru') return STATISTICS_RU[id] ?? english;
  return english;
}

function template(typeId: number, names: CatalogNames): { name: string; outcomes: readonly string[] } | null {
  if (names.language === 'ru') return MARKET_TYPES_RU[typeId] ?? null;
  return MARKET_TYPES.find((t) => t.id === typeId) ?? null;
}

const contextOf = (market: CatalogMarket, fixture: Fixture) => ({
  home: fixture.home.name,
  away: fixture.away.name,
  line: market.line,
});

function withPart(name: string, market: CatalogMarket, fixture: Fixture, names: CatalogNames): string {
  if (market.part_id === fixture.root_part_id) return name;
  const part = fixture.parts.find((p) => p.id === market.part_id) ?? { id: market.part_id, name: '' };
  return `${partName(part, names)}. ${name}`;
}

export function marketName(market: CatalogMarket, fixture: Fixture, names: CatalogNames): string {
  const type = template(market.type_id, names);
  if (!type) return market.name;
  return withPart(renderTemplate(type.name, market.type_id, contextOf(market, fixture)), market, fixture, names);
}

/** Markets of one type at several lines share a group: the type's name without its line. */
export function marketGroup(market: CatalogMarket, fixture: Fixture, names: CatalogNames): string {
  const type = template(market.type_id, names);
  if (!type) return market.name;
  const name = renderTemplate(type.name.replace('{line}', ''), market.type_id, contextOf(market, fixture));
  return withPart(name.replace(/\s+/g, ' ').trim(), market, fixture, names);
}

export function outcomeName(market: CatalogMarket, index: number, fixture: Fixture, names: CatalogNames): string {
  const english = market.outcomes[index]?.name ?? '';
  const type = template(market.type_id, names);
  const own = type?.outcomes[index];
  if (type && type.outcomes.length === market.outcomes.length && own !== undefined) {
    return renderTemplate(own, market.type_id, contextOf(market, fixture));
  }
  return names.language === 'ru' ? (LISTED_OUTCOMES_RU[english] ?? english) : english;
}
