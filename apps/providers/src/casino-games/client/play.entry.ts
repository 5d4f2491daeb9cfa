/** The game page's script: reads the launch from the page, loads its overview and mounts the game's view. */
import './styles/studio.css';
import { StudioApp } from './app.js';
import { h } from './dom.js';
import type { GameModule } from './game-context.js';
import { blackjackGame } from './games/blackjack/blackjack-view.js';
import { crashGame } from './games/crash-view.js';
import { diceGame } from './games/dice-view.js';
import { minesGame } from './games/mines-view.js';
import { rouletteGame } from './games/roulette/roulette-view.js';
import { slotGame } from './games/slots/slot-view.js';
import { StudioApi } from './studio-api.js';
import type { Overview } from './studio-types.js';
import { languageOf, textsFor } from './texts/texts.js';

function moduleFor(overview: Overview): GameModule | null {
  switch (overview.game.kind) {
    case 'slot':
      return slotGame;
    case 'roulette':
      return rouletteGame;
    case 'blackjack':
      return blackjackGame;
    case 'instant':
      return overview.game.code === 'dice'
        ? diceGame
        : overview.game.code === 'mines'
          ? minesGame
          : overview.game.code === 'crash'
            ? crashGame
            : null;
  }
  return null;
}

async function start(): Promise<void> {
  const root = document.getElementById('studio');
  if (!root?.dataset.launch) return;
  const settings = {
    base: root.dataset.base ?? '',
    launch: root.dataset.launch,
    lang: languageOf(root.dataset.lang),
    theme: root.dataset.theme === 'light' ? ('light' as const) : ('dark' as const),
    embedded: new URLSearchParams(location.search).get('embedded') === '1',
  };
  const texts = textsFor(settings.lang);
  const api = new StudioApi(settings.base, settings.launch);
  let overview: Overview;
  try {
    overview = await api.overview();
  } catch {
    root.replaceChildren(h('p', { class: 'boot boot-error', role: 'alert', text: texts.errors.network }));
    return;
  }
  const game = moduleFor(overview);
  if (!game) {
    root.replaceChildren(h('p', { class: 'boot boot-error', role: 'alert', text: texts.page.notFoundText }));
    return;
  }
  new StudioApp(root, api, settings, overview, game, texts).mount();
}

void start();
