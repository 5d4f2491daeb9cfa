/** The public verifier's script: recomputes a round in the browser from revealed seeds and choices. */
import '../styles/studio.css';
import { cardLabel } from '../../../shared/games/cards.js';
import type { VerifiedRound } from '../../engine/verify.js';
import { button, h } from '../dom.js';
import { formatHundredths, formatMultiplier } from '../money.js';
import { revealedSeed } from '../studio-api.js';
import { format, languageOf, type Texts, textsFor } from '../texts/texts.js';
import { fairBytes, sha256Hex, toHex } from './fair-bytes.js';
import { parseChoices, VERIFY_GAMES, type VerifyForm } from './verify-choices.js';
import { verifyInBrowser } from './verify-round.js';

const GAME_NAMES: Record<string, string> = {
  'sunken-treasure': 'Sunken Treasure',
  'jade-temple': 'Jade Temple',
  'lucky-orchard': 'Lucky Orchard',
  'european-roulette': 'European Roulette',
  blackjack: 'Blackjack',
  dice: 'Dice',
  mines: 'Mines',
  crash: 'Crash',
};

const SLOTS = 'sunken-treasure jade-temple lucky-orchard';

const json = (value: unknown) => JSON.stringify(value, (_key, v) => (typeof v === 'bigint' ? v.toString() : v), 2);

/** One line saying what the round came to, per game. */
function headline(result: VerifiedRound): string {
  switch (result.game) {
    case 'slot':
      return `${result.round.base.window.map((column) => column.join(' ')).join(' | ')} → ${result.round.winCoins} coins, payout ${result.round.win}`;
    case 'european-roulette':
      return `Pocket ${result.round.pocket} (${result.round.color}), payout ${result.round.payout}`;
    case 'blackjack':
      return `Dealer ${result.round.dealer.map(cardLabel).join(' ')} · ${result.round.hands
        .map((hand) => hand.cards.map(cardLabel).join(' '))
        .join(' / ')} · payout ${result.round.settlement?.payout ?? 0n}`;
    case 'dice':
      return `Roll ${formatHundredths(result.round.roll)}, ${result.round.won ? 'won' : 'lost'}, payout ${result.round.payout}`;
    case 'mines':
      return `Mines at ${result.round.layout.join(', ')} · ${result.round.status}, payout ${result.round.payout}`;
    case 'crash':
      return `Crash at ${formatMultiplier(result.round.point)}, ${result.round.won ? 'won' : 'lost'}, payout ${result.round.payout}`;
  }
}

function field(id: string, label: string, input: HTMLElement, games?: string): HTMLElement {
  return h('div', { class: 'field', 'data-games': games }, h('label', { for: id, text: label }), input);
}

function start(): void {
  const root = document.getElementById('studio');
  if (!root) return;
  const base = root.dataset.base ?? '';
  const texts: Texts = textsFor(languageOf(root.dataset.lang));
  const t = texts.verify;
  const q = new URLSearchParams(location.search);
  const input = (id: string, value = '', attrs: Record<string, string> = {}) =>
    h('input', { id, name: id, value, autocomplete: 'off', spellcheck: 'false', ...attrs });

  const game = h('select', { id: 'game', name: 'game', class: 'select' });
  for (const code of VERIFY_GAMES)
    game.append(h('option', { value: code, text: GAME_NAMES[code] ?? code, selected: q.get('game') === code }));
  const serverSeed = input('server-seed', q.get('seed') ?? '', { pattern: '[0-9a-f]{64}' });
  const hash = input('server-seed-hash', q.get('hash') ?? '');
  const clientSeed = input('client-seed', q.get('client') ?? '');
  const nonce = input('nonce', q.get('nonce') ?? '0', { inputmode: 'numeric' });
  const stake = input('stake', q.get('stake') ?? '100', { inputmode: 'numeric' });
  const picks = input('picks', q.get('picks') ?? '');
  const bets = h('textarea', {
    id: 'bets',
    name: 'bets',
    rows: 3,
    text: q.get('bets') ?? '[{"type":"red","amount":100}]',
  });
  const actions = input('actions', q.get('actions') ?? '');
  const target = input('target', q.get('target') ?? '5000', { inputmode: 'numeric' });
  const direction = h('select', { id: 'direction', class: 'select' });
  for (const value of ['over', 'under'])
    direction.append(h('option', { value, text: value, selected: q.get('direction') === value }));
  const mines = input('mines', q.get('mines') ?? '3', { inputmode: 'numeric' });
  const tiles = input('tiles', q.get('tiles') ?? '');
  const cashout = h('input', { id: 'cashout', type: 'checkbox', checked: q.get('cashout') === '1' });
  const status = h('p', { class: 'verify-status', role: 'status' });
  const output = h('section', { class: 'verify-output', 'aria-live': 'polite' });

  const find = button(t.findSeed, { class: 'ghost' }, async () => {
    const found = hash.value.trim() ? await revealedSeed(base, hash.value.trim()) : null;
    if (found) {
      serverSeed.value = found;
      status.textContent = '';
    } else status.textContent = t.seedNotRevealed;
  });

  const form = h(
    'form',
    { class: 'verify-form', novalidate: true },
    field('game', t.game, game),
    field('server-seed-hash', t.serverSeedHash, hash),
    h('div', { class: 'field-row' }, find),
    field('server-seed', t.serverSeed, serverSeed),
    field('client-seed', t.clientSeed, clientSeed),
    field('nonce', t.nonce, nonce),
    field('stake', t.stake, stake, `${SLOTS} blackjack dice mines crash`),
    field('picks', t.picks, picks, 'lucky-orchard'),
    field('bets', t.bets, bets, 'european-roulette'),
    field('actions', t.actions, actions, 'blackjack'),
    field('target', t.target, target, 'dice crash'),
    field('direction', t.direction, direction, 'dice'),
    field('mines', t.mines, mines, 'mines'),
    field('tiles', t.tiles, tiles, 'mines'),
    h('div', { class: 'field check', 'data-games': 'mines' }, cashout, h('label', { for: 'cashout', text: t.cashOut })),
    h('button', { type: 'submit', class: 'primary', text: t.submit }),
    status,
  );

  const showFields = () => {
    for (const element of form.querySelectorAll<HTMLElement>('[data-games]')) {
      element.hidden = !(element.dataset.games ?? '').split(' ').includes(game.value);
    }
  };
  game.addEventListener('change', showFields);
  showFields();

  form.addEventListener('submit', async (event) => {
    event.preventDefault();
    output.replaceChildren();
    const values: VerifyForm = {
      game: game.value,
      stake: stake.value,
      picks: picks.value,
      bets: bets.value,
      actions: actions.value,
      target: target.value,
      direction: direction.value,
      mines: mines.value,
      tiles: tiles.value,
      cashout: cashout.checked,
    };
    try {
      const seeds = {
        serverSeed: serverSeed.value.trim(),
        clientSeed: clientSeed.value.trim(),
        nonce: Number(nonce.value),
      };
      const choices = parseChoices(values);
      const actual = await sha256Hex(seeds.serverSeed);
      const given = hash.value.trim().toLowerCase();
      const matches = !given || given === actual;
      const result = await verifyInBrowser(seeds, actual, choices);
      const bytes = await fairBytes(seeds, 8);
      output.replaceChildren(
        h('p', { class: matches ? 'verify-ok' : 'verify-bad', text: given ? (matches ? t.hashOk : t.hashBad) : '' }),
        h('h2', { text: t.outcome }),
        h('p', { class: 'verify-headline', text: headline(result) }),
        h('p', { class: 'muted small', text: format(t.bytes, { bytes: toHex(bytes).replace(/(..)/g, '$1 ').trim() }) }),
        h('pre', { class: 'verify-json', text: json(result.round) }),
      );
    } catch (error) {
      output.replaceChildren(
        h('p', { class: 'verify-bad', role: 'alert', text: format(t.failed, { reason: (error as Error).message }) }),
      );
    }
  });

  root.replaceChildren(
    h(
      'main',
      { class: 'verify' },
      h('h1', { text: texts.page.verifyTitle }),
      h('p', { class: 'muted', text: t.intro }),
      form,
      output,
    ),
  );
  if (hash.value && !serverSeed.value) find.click();
}

start();
