/**
 * The table client: reads the launch from the page's #live element, joins the table over the
 * studio's socket and draws it. The header is the page's own; the table itself is the game's view
 * (roulette, baccarat, the money wheel, blackjack), made when the first state names the game.
 */

import type { StudioFrame } from '../protocol.js';
import { h, prefersReducedMotion } from './dom.js';
import type { GameView, TableContext } from './game-view.js';
import { createBaccaratView } from './games/baccarat-view.js';
import { createBlackjackView } from './games/blackjack-view.js';
import { createRouletteView } from './games/roulette-view.js';
import { createWheelView } from './games/wheel-view.js';
import { TableHeader } from './header.js';
import { formatChip, formatMoney } from './money.js';
import { phaseText, resultChips } from './phase.js';
import { type SeatFrame, seatNotice, seatShown, withSeat } from './seat.js';
import { ServerClock, secondsLeft } from './server-clock.js';
import { type Command, type CommandResult, type SocketState, socketUrl, TableSocket } from './socket.js';
import { type AnyView, type GameCode, isBlackjack, type YouFrame } from './table-types.js';
import { format, type Language, languageOf, refusalText, type Texts, textsFor } from './texts/texts.js';

const TICK_MS = 200;
const TOAST_MS = 4_500;

/** A lobby address the page may link to: a path on this site or an http(s) address. */
export function safeLink(url: string | null | undefined): string | null {
  if (!url) return null;
  if (url.startsWith('/') && !url.startsWith('//')) return url;
  return /^https?:\/\//i.test(url) ? url : null;
}

/** Tells the operator's page (the frame's parent) that the balance changed, so it refreshes its own. */
function notifyBalance(): void {
  if (window.parent !== window) window.parent.postMessage({ type: 'meridian:balance' }, '*');
}

/** What the operator's page posts when the player's balance moved outside the table (docs/api.md). */
export const BALANCE_CHANGED_MESSAGE = 'meridian:balance-changed';

/** Whether a message is the operator's page (the frame's parent) saying the balance moved. */
export function isBalanceChanged(event: Pick<MessageEvent, 'data' | 'source'>, parent: unknown): boolean {
  const data = event.data as { type?: unknown } | null;
  return event.source === parent && typeof data === 'object' && data?.type === BALANCE_CHANGED_MESSAGE;
}

const VIEWS: Readonly<Record<GameCode, (ctx: TableContext) => GameView>> = {
  roulette: createRouletteView,
  baccarat: createBaccaratView,
  'money-wheel': createWheelView,
  blackjack: createBlackjackView,
};

class TableApp {
  readonly #texts: Texts;
  readonly #clock = new ServerClock();
  readonly #header: TableHeader;
  readonly #stage = h('main', { class: 'stage' });
  readonly #connection = h('p', { class: 'connection', role: 'status', hidden: true });
  readonly #toast = h('p', { class: 'toast', role: 'alert', hidden: true });
  readonly #live = h('p', { class: 'visually-hidden', 'aria-live': 'polite' });
  readonly #socket: TableSocket;
  #game: GameView | null = null;
  #view: AnyView | null = null;
  #you: YouFrame | null = null;
  #balance: number | null = null;
  #phaseKey = '';
  #phaseTotal = 1;
  #toastTimer: ReturnType<typeof setTimeout> | undefined;
  #everOpen = false;

  constructor(
    private readonly root: HTMLElement,
    private readonly settings: {
      base: string;
      launch: string;
      language: Language;
      /**
       * The operator's page frames the table under its own header (`embedded=1` on the table's
       * address): that header has the way back to the lobby and the table's name, so this one leaves
       * them out and gives the table the height.
       */
      embedded?: boolean;
    },
  ) {
    this.#texts = textsFor(settings.language);
    this.#header = new TableHeader(this.#texts);
    this.#header.setTable(document.title, '');
    this.#socket = new TableSocket(
      socketUrl(window.location, settings.base),
      settings.launch,
      (frame) => this.#frame(frame),
      (state) => this.#connected(state),
    );
  }

  start(): void {
    this.#stage.append(h('p', { class: 'boot', role: 'status', text: this.#texts.page.connecting }));
    this.root.replaceChildren(this.#header.element, this.#connection, this.#stage, this.#toast, this.#live);
    this.root.classList.add('ready');
    if (this.settings.embedded) this.root.dataset.embedded = '';
    this.#socket.start();
    setInterval(() => this.#tick(), TICK_MS);
    // The balance follows the player's: money moved elsewhere (a bet on another page, a deposit) is
    // read again when the operator's page says so, and when the player comes back to the tab.
    window.addEventListener('message', (event) => {
      if (window.parent !== window && isBalanceChanged(event, window.parent)) this.#socket.refreshBalance();
    });
    document.addEventListener('visibilitychange', () => {
      if (document.visibilityState === 'visible') this.#socket.refreshBalance();
    });
  }

  #context(tableId: string): TableContext {
    return {
      texts: this.#texts,
      language: this.settings.language,
      tableId,
      clock: this.#clock,
      money: (minor) => this.#money(minor),
      chip: (minor) => formatChip(minor, this.#you?.currency ?? 'EUR'),
      command: (command) => this.#command(command),
      refuse: (reason) => this.#refuse(reason),
      announce: (text) => {
        this.#live.textContent = text;
      },
      motion: () => !prefersReducedMotion(),
    };
  }

  #money(minor: number, compact = false): string {
    return formatMoney(minor, this.#you?.currency ?? 'EUR', this.settings.language, compact);
  }

  async #command(command: Command): Promise<CommandResult> {
    const answer = await this.#socket.send(command);
    if (!answer.ok) this.#refuse(answer.reason);
    return answer;
  }

  #refuse(reason: string | undefined): void {
    const limits = this.#you?.limits;
    this.#showToast(
      refusalText(this.#texts, reason, {
        min: limits ? this.#money(limits.minBet, true) : '',
        max: limits ? this.#money(limits.maxBet, true) : '',
      }),
    );
  }

  #showToast(text: string): void {
    this.#toast.textContent = text;
    this.#toast.hidden = false;
    clearTimeout(this.#toastTimer);
    this.#toastTimer = setTimeout(() => {
      this.#toast.hidden = true;
    }, TOAST_MS);
  }

  #connected(state: SocketState): void {
    const t = this.#texts.page;
    if (state === 'open') {
      if (this.#everOpen && !this.#connection.hidden) this.#live.textContent = t.reconnected;
      this.#everOpen = true;
      this.#connection.hidden = true;
      return;
    }
    // The first connection shows its own "Connecting…" in the stage; a lost one says so over the table.
    this.#connection.hidden = !this.#everOpen;
    this.#connection.textContent = t.reconnecting;
    this.root.classList.toggle('offline', this.#everOpen);
  }

  #frame(frame: StudioFrame): void {
    switch (frame.type) {
      case 'hello':
        this.#clock.sync(frame.serverTime);
        return;
      case 'state':
        this.#clock.sync(frame.serverTime);
        this.#state(frame.tableId, frame.view as AnyView);
        return;
      case 'you':
        this.#youFrame(frame);
        return;
      case 'seat':
        this.#seatFrame(frame);
        return;
      case 'error':
        // Before any state, an error is the join refused: the launch is gone.
        if (!this.#view) {
          this.#stage.replaceChildren(h('p', { class: 'boot boot-error', role: 'alert', text: this.#texts.page.gone }));
          this.#socket.close();
        } else this.#showToast(this.#texts.errors.generic);
        return;
      default:
        return;
    }
  }

  #state(tableId: string, view: AnyView): void {
    this.root.classList.remove('offline');
    this.#view = view;
    if (!this.#game) {
      const create = VIEWS[view.game];
      if (!create) return;
      this.#game = create(this.#context(tableId));
      this.root.dataset.game = view.game;
      this.#stage.replaceChildren(this.#game.element);
      if (this.#you) this.#game.you(this.#you);
    }
    this.#game.update(view);
    const round = view.round;
    this.#header.setFair(round?.number ?? null, round?.seedHash ?? null, round?.serverSeed ?? null);
    this.#header.setResults(resultChips(this.#texts, view));
    this.#header.setPlayers(isBlackjack(view) ? view.totalSeatedPlayers : view.players);
    this.#tick();
  }

  #youFrame(you: YouFrame): void {
    this.#you = you;
    const limits = `${this.#money(you.limits.minBet, true)} – ${this.#money(you.limits.maxBet, true)}`;
    this.#header.setTable(you.tableName, limits);
    this.#header.setLobby(this.settings.embedded ? null : safeLink(you.lobbyUrl));
    document.title = you.tableName;
    if (you.balance !== null) {
      if (this.#balance !== null && this.#balance !== you.balance) notifyBalance();
      this.#balance = you.balance;
      this.#header.setBalance(this.#money(you.balance));
    }
    this.#game?.you(you);
  }

  /** The studio moved the player's seat: the table redraws from it, and says why when the table freed it. */
  #seatFrame(frame: SeatFrame): void {
    // Before the player's own frame, that frame (made after this change) carries the seat.
    if (this.#you) {
      this.#you = withSeat(this.#you, frame);
      this.#game?.you(this.#you);
    }
    const notice = seatNotice(this.#texts, frame.reason);
    // A view with a place for it keeps the notice until the player sits again; otherwise it is a toast.
    if (notice && this.#game?.seatFreed) this.#game.seatFreed(notice);
    else if (notice) this.#showToast(notice);
    this.#tick();
  }

  #tick(): void {
    const view = this.#view;
    if (!view) return;
    const round = view.round;
    this.#header.setPhase(phaseText(this.#texts, view, seatShown(this.#you, view)));
    const endsAt = round?.phaseEndsAt ?? null;
    if (!round || endsAt === null) {
      this.#header.setCountdown(null, 0);
    } else {
      const remaining = this.#clock.remaining(endsAt);
      const key = `${round.id}|${round.phase}|${endsAt}`;
      if (key !== this.#phaseKey) {
        this.#phaseKey = key;
        this.#phaseTotal = Math.max(remaining, 1);
      }
      this.#header.setCountdown(secondsLeft(remaining), remaining / this.#phaseTotal);
    }
    if (!view.open && view.opensAt) {
      const time = new Date(view.opensAt).toLocaleTimeString(this.settings.language === 'ru' ? 'ru-RU' : 'en-GB', {
        hour: '2-digit',
        minute: '2-digit',
      });
      this.#header.setPhase(`${this.#texts.page.closed} ${format(this.#texts.page.opensAt, { time })}`);
    }
    this.#game?.tick?.();
  }
}

/** The table client: connects to the studio with the page's launch and draws the table. */
export function startTable(): void {
  const root = document.getElementById('live');
  const launch = root?.dataset.launch;
  if (!root || !launch) return;
  new TableApp(root, {
    base: root.dataset.base ?? '',
    launch,
    language: languageOf(root.dataset.lang),
    embedded: new URLSearchParams(window.location.search).get('embedded') === '1',
  }).start();
}
