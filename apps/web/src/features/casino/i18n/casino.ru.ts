import type { CasinoTextKey } from './casino.en';

/** Russian texts of the casino screens. */
export const casinoRu: Record<CasinoTextKey, string> = {
  'casino.nav.label': 'Разделы казино',
  'casino.nav.games': 'Игры',
  'casino.nav.providers': 'Провайдеры',
  'casino.nav.categories': 'Категории',

  'casino.games.title': 'Казино',
  'casino.type.label': 'Тип игр',
  'casino.type.all': 'Все игры',
  'casino.type.top': 'Топ',
  'casino.type.new': 'Новые',
  'casino.filter.category': 'Категория',
  'casino.filter.categories': 'Категории игр',
  'casino.filter.allCategories': 'Все категории',
  'casino.filter.provider': 'Провайдер',
  'casino.filter.allProviders': 'Все провайдеры',
  'casino.filter.clearProvider': '{{name}}, убрать фильтр по провайдеру',
  'casino.search.label': 'Название игры',
  'casino.search.hint': 'Для поиска введите не менее 3 букв',

  'casino.list.label': 'Игры',
  'casino.list.loading': 'Загрузка игр',
  'casino.list.empty': 'Нет игр',
  'casino.list.emptyHint': 'Попробуйте другой тип, категорию, провайдера или название.',
  'casino.list.error': 'Не удалось загрузить игры.',
  'casino.list.retry': 'Повторить',

  'casino.tile.play': 'Играть',
  'casino.tile.playName': 'Играть {{name}}',
  'casino.tile.demo': 'Демо',
  'casino.tile.demoName': 'Демо {{name}}',
  'casino.badge.new': 'Новая',
  'casino.badge.top': 'Топ',

  'casino.providers.title': 'Провайдеры',
  'casino.providers.list': 'Провайдеры игр',
  'casino.providers.showAll': 'Показать все',
  'casino.providers.showLess': 'Свернуть',
  'casino.providers.empty': 'Нет провайдеров',
  'casino.providers.error': 'Не удалось загрузить провайдеров.',
  'casino.providers.back': 'Все провайдеры',

  'casino.categories.title': 'Категории',
  'casino.categories.all': 'Все игры',

  'casino.game.lobby': 'Лобби',
  'casino.game.backToLobby': 'Назад к играм',
  'casino.game.mode': 'Режим игры',
  'casino.game.real': 'На деньги',
  'casino.game.demo': 'Демо',
  'casino.game.fullscreen': 'Во весь экран',
  'casino.game.loading': 'Загрузка игры',
  'casino.game.signIn': 'Войдите, чтобы играть на деньги',
  'casino.game.frame': 'Игра: {{name}}',

  'casino.launch.failed': 'При запуске игры произошла ошибка',
  'casino.launch.authNeeded': 'Войдите, чтобы играть на деньги',
};
