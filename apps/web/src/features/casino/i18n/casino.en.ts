/**
 * English texts of the casino screens (i18next namespace "casino"): the source of truth for their keys
 * and the fallback of every other language.
 */
export const casinoEn = {
  'casino.nav.label': 'Casino sections',
  'casino.nav.games': 'Games',
  'casino.nav.providers': 'Providers',
  'casino.nav.categories': 'Categories',

  'casino.games.title': 'Casino',
  'casino.type.label': 'Game type',
  'casino.type.all': 'All games',
  'casino.type.top': 'Top',
  'casino.type.new': 'New',
  'casino.filter.category': 'Category',
  'casino.filter.categories': 'Game categories',
  'casino.filter.allCategories': 'All categories',
  'casino.filter.provider': 'Provider',
  'casino.filter.allProviders': 'All providers',
  'casino.filter.clearProvider': '{{name}}, remove the provider filter',
  'casino.search.label': 'Game name',
  'casino.search.hint': 'Enter at least 3 letters to search',

  'casino.list.label': 'Games',
  'casino.list.loading': 'Loading games',
  'casino.list.empty': 'No games',
  'casino.list.emptyHint': 'Try another type, category, provider or name.',
  'casino.list.error': 'The games could not be loaded.',
  'casino.list.retry': 'Try again',

  'casino.tile.play': 'Play',
  'casino.tile.playName': 'Play {{name}}',
  'casino.tile.demo': 'Demo',
  'casino.tile.demoName': 'Demo {{name}}',
  'casino.badge.new': 'New',
  'casino.badge.top': 'Top',

  'casino.providers.title': 'Providers',
  'casino.providers.list': 'Game providers',
  'casino.providers.showAll': 'Show all',
  'casino.providers.showLess': 'Show less',
  'casino.providers.empty': 'No providers',
  'casino.providers.error': 'The providers could not be loaded.',
  'casino.providers.back': 'All providers',

  'casino.categories.title': 'Categories',
  'casino.categories.all': 'All games',

  'casino.game.lobby': 'Lobby',
  'casino.game.backToLobby': 'Back to the games',
  'casino.game.mode': 'Play mode',
  'casino.game.real': 'Real money',
  'casino.game.demo': 'Demo',
  'casino.game.fullscreen': 'Full screen',
  'casino.game.loading': 'Loading the game',
  'casino.game.signIn': 'Log in to play for real money',
  'casino.game.frame': 'Game: {{name}}',

  'casino.launch.failed': 'An error occurred during launching the game',
  'casino.launch.authNeeded': 'Log in to play for real money',
} as const;

export type CasinoTextKey = keyof typeof casinoEn;
