import { button, h, setText } from './dom.js';
import { FreeRoundsTracker, freeRoundsLines, withFreeRound } from './free-rounds.js';
import type { GameContext, GameModule, GameView } from './game-context.js';
import { formatMoney, STAKE_STEPS, stepStake } from './money.js';
import { type FairPanel, renderFairness, renderHelp, sheet } from './panels.js';
import { type StudioApi, StudioCallError } from './studio-api.js';
import {
  type Fairness,
  type FreeRounds,
  type HistoryItem,
  type Overview,
  type RoundAnswer,
  safeLink,
} from './studio-types.js';
import { format, type Language, type Texts } from './texts/texts.js';

export interface PageSettings {
  base: string;
  launch: string;
  lang: Language;
  theme: 'dark' | 'light';
  /**
   * The operator's page frames the game under its own header (`embedded=1` on the game's address):
   * that header has the way back to the lobby and the game's name, so the bar leaves them out.
   */
  embedded?: boolean;
}

const HISTORY_SIZE = 20;
/** The wallet's refusal of a free round the operator no longer offers (cancelled, expired, none left). */
const FREE_ROUNDS_GONE = 'RS_ERROR_FREEBET_UNAVAILABLE';

/** Tells the operator's page (the frame's parent) that the balance may have changed. */
function notifyBalance(): void {
  if (window.parent !== window) window.parent.postMessage({ type: 'meridian:balance' }, '*');
}

/** The page around a game: balance, stake, last win, history, help, provably fair, free rounds, errors. */
export class StudioApp {
  private overview: Overview;
  private readonly texts: Texts;
  private view!: GameView;
  private stakeValue: number;
  private busy = false;
  private readonly stakeOutputs = new Set<HTMLOutputElement>();
  private readonly stakeButtons = new Set<HTMLButtonElement>();
  private readonly stakeGroups = new Set<{ group: HTMLElement; label: HTMLElement }>();
  /** The operator's free rounds as the studio last told them (the next round's params follow it). */
  private readonly free: FreeRoundsTracker;
  /** The free rounds the stake control shows (it catches up with `free` once a round's outcome is on screen). */
  private freeShown: FreeRounds | null = null;
  private readonly freeTitle = h('h2', { id: 'free-rounds-title', class: 'free-rounds-title' });
  private readonly freeLine = h('p', { class: 'free-rounds-line' });
  private readonly freeWon = h('p', { class: 'free-rounds-won', hidden: true });
  private readonly freeDismiss = button('', { class: 'ghost free-rounds-dismiss', hidden: true });
  private readonly freePanel = h(
    'section',
    { class: 'free-rounds', 'aria-labelledby': 'free-rounds-title', hidden: true },
    this.freeTitle,
    h(
      'div',
      { class: 'free-rounds-status', role: 'status', 'aria-live': 'polite', 'aria-atomic': 'true' },
      this.freeLine,
      this.freeWon,
    ),
    this.freeDismiss,
  );
  private readonly balance = h('output', { class: 'stat-value', 'aria-live': 'off' });
  private readonly lastWin = h('output', { class: 'stat-value' });
  private readonly history = h('ol', { class: 'history' });
  private readonly alert = h('div', { class: 'alert', role: 'alert', hidden: true });
  private readonly live = h('div', { class: 'visually-hidden', 'aria-live': 'polite' });
  private fair!: FairPanel;

  constructor(
    private readonly root: HTMLElement,
    private readonly api: StudioApi,
    private readonly settings: PageSettings,
    overview: Overview,
    private readonly game: GameModule,
    texts: Texts,
  ) {
    this.overview = overview;
    this.texts = texts;
    this.free = new FreeRoundsTracker(overview.freeRounds);
    // The stake of the last paid round: a free round's was the operator's bet.
    const last = overview.history.find((item) => item.status !== 'void' && !item.free);
    this.stakeValue = last && STAKE_STEPS.includes(last.stake) ? last.stake : 100;
  }

  mount(): void {
    const { texts, overview } = this;
    const t = texts.common;
    this.root.dataset.game = overview.game.code;
    this.root.dataset.kind = overview.game.kind;
    const help = sheet(texts, 'help', `${overview.game.name}: ${t.helpTitle}`);
    renderHelp(help.body, overview, texts);
    const fair = sheet(texts, 'fair', t.fairness);
    this.fair = renderFairness(fair.body, texts, this.api, overview.fairness, {
      verifyHref: (hash) => this.verifyHref({ hash }),
      onRotated: (fairness) => this.setFairness(fairness),
      onError: (error) => this.fail(error, false),
    });
    const embedded = this.settings.embedded === true;
    if (embedded) this.root.dataset.embedded = '';
    const lobby = embedded ? null : safeLink(overview.lobbyUrl);
    const header = h(
      'header',
      { class: 'bar' },
      lobby
        ? h('a', { class: 'icon-button lobby', href: lobby, target: '_top', 'aria-label': t.lobby, text: '‹' })
        : null,
      h('h1', { class: embedded ? 'title visually-hidden' : 'title', text: overview.game.name }),
      overview.demo ? h('span', { class: 'badge', title: t.demoHint, text: t.demo }) : null,
      h(
        'dl',
        { class: 'stats' },
        h('div', { class: 'stat' }, h('dt', { text: t.balance }), h('dd', {}, this.balance)),
        h('div', { class: 'stat' }, h('dt', { text: t.lastWin }), h('dd', {}, this.lastWin)),
      ),
      h(
        'div',
        { class: 'bar-actions' },
        button('?', { class: 'icon-button', 'aria-label': t.help, title: t.help }, () => help.dialog.showModal()),
        button('✓', { class: 'icon-button', 'aria-label': t.fairness, title: t.fairness }, () =>
          fair.dialog.showModal(),
        ),
      ),
    );
    this.setupFreePanel();
    this.view = this.game.create(this.context());
    const side = h(
      'aside',
      { class: 'side', 'aria-labelledby': 'history-title' },
      h('h2', { id: 'history-title', text: t.history }),
      this.history,
    );
    this.root.replaceChildren(
      header,
      this.alert,
      this.freePanel,
      h(
        'main',
        { class: 'layout' },
        h('section', { class: 'stage', 'aria-label': overview.game.name }, this.view.element),
        side,
      ),
      help.dialog,
      fair.dialog,
      this.live,
    );
    this.showBalance(overview.balance);
    this.lastWin.textContent = this.money(0);
    this.renderHistory();
    this.renderFree();
    this.view.restore(overview.open);
  }

  private money = (minor: number) => formatMoney(minor, this.overview.currency, this.settings.lang);

  private context(): GameContext {
    return {
      texts: this.texts,
      lang: this.settings.lang,
      overview: this.overview,
      money: this.money,
      stake: () => this.free.next()?.bet ?? this.stakeValue,
      stakeControl: () => this.stakeControl(),
      freeRoundsLeft: () => this.free.next()?.left ?? 0,
      play: (params) => this.call(() => this.api.play(withFreeRound(params, this.free.next()))),
      act: (round, action) => this.call(() => this.api.act(round, action)),
      reveal: (answer) => this.reveal(answer),
      setBusy: (busy) => this.setBusy(busy),
      announce: (text) => {
        this.live.textContent = '';
        requestAnimationFrame(() => {
          this.live.textContent = text;
        });
      },
    };
  }

  private stakeControl(): HTMLElement {
    const t = this.texts.common;
    const output = h('output', { class: 'stake-value', 'aria-live': 'polite' });
    const down = button('−', { class: 'icon-button', 'aria-label': t.stakeDown }, () =>
      this.setStake(stepStake(this.stakeValue, -1)),
    );
    const up = button('+', { class: 'icon-button', 'aria-label': t.stakeUp }, () =>
      this.setStake(stepStake(this.stakeValue, 1)),
    );
    const label = h('span', { class: 'stake-label' });
    const group = h(
      'div',
      { class: 'stake', role: 'group' },
      label,
      h('div', { class: 'stake-row' }, down, output, up),
    );
    this.stakeOutputs.add(output);
    this.stakeButtons.add(down);
    this.stakeButtons.add(up);
    this.stakeGroups.add({ group, label });
    this.renderStake();
    return group;
  }

  private setStake(value: number): void {
    this.stakeValue = value;
    this.renderStake();
  }

  /** The stake chosen, or during free rounds their bet, locked. */
  private renderStake(): void {
    const name = this.freeShown ? this.texts.freeRounds.stake : this.texts.common.stake;
    for (const { group, label } of this.stakeGroups) {
      group.setAttribute('aria-label', name);
      group.classList.toggle('free', this.freeShown !== null);
      setText(label, name);
    }
    for (const output of this.stakeOutputs) setText(output, this.money(this.freeShown?.bet ?? this.stakeValue));
    this.updateStakeButtons();
  }

  private updateStakeButtons(): void {
    for (const b of this.stakeButtons) {
      const down = b.getAttribute('aria-label') === this.texts.common.stakeDown;
      b.disabled =
        this.busy ||
        this.freeShown !== null ||
        (down ? this.stakeValue <= (STAKE_STEPS[0] ?? 0) : this.stakeValue >= (STAKE_STEPS.at(-1) ?? 0));
    }
  }

  private setBusy(busy: boolean): void {
    this.busy = busy;
    this.root.toggleAttribute('data-busy', busy);
    this.updateStakeButtons();
  }

  private showBalance(minor: number | null): void {
    this.balance.textContent = minor === null ? '—' : this.money(minor);
  }

  private setFairness(fairness: Fairness): void {
    this.overview.fairness = fairness;
    this.fair.update(fairness);
  }

  private async call(run: () => Promise<RoundAnswer>): Promise<RoundAnswer | null> {
    this.hideAlert();
    try {
      const answer = await run();
      if (answer.freeRounds !== undefined) this.free.update(answer.freeRounds);
      this.setFairness({
        ...answer.fairness,
        nonce: Math.max(this.overview.fairness.nonce, answer.fairness.nonce + 1),
      });
      if (answer.round.status === 'open') {
        // The stake (or a double, a split, insurance) has moved: the operator's header may update now.
        if (answer.balance !== null) this.showBalance(answer.balance);
        notifyBalance();
      } else if (answer.balance !== null) {
        // Until the outcome is shown the balance reads as after the stake, before the win (a free
        // round's win goes to the casino bonus balance: this one is already as it stays).
        this.showBalance(answer.round.free ? answer.balance : answer.balance - answer.round.win);
      }
      return answer;
    } catch (error) {
      if (error instanceof StudioCallError && error.answer && error.answer.round.status !== 'open') {
        // The round ended meanwhile (another tab, a second click): its outcome is shown as it ended.
        this.showAlert(this.errorText(error));
        return error.answer;
      }
      await this.fail(error, true);
      return null;
    }
  }

  private reveal(answer: RoundAnswer): void {
    if (answer.round.status === 'open') return;
    this.lastWin.textContent = this.money(answer.round.win);
    const item: HistoryItem = {
      id: answer.round.id,
      stake: answer.round.stake,
      win: answer.round.win,
      at: Math.floor(Date.now() / 1000),
      status: answer.round.status,
      free: answer.round.free === true,
      fairness: answer.fairness,
      view: answer.round.view,
    };
    this.overview.history = [item, ...this.overview.history.filter((h) => h.id !== item.id)].slice(0, HISTORY_SIZE);
    this.renderHistory();
    this.renderFree();
    if (answer.balance !== null) this.showBalance(answer.balance);
    else void this.refreshBalance();
    notifyBalance();
  }

  private async refreshBalance(): Promise<void> {
    try {
      const overview = await this.api.overview();
      this.showBalance(overview.balance);
    } catch {
      this.showBalance(null);
    }
  }

  private errorText(error: unknown): string {
    const e = this.texts.errors;
    if (!(error instanceof StudioCallError)) return e.failed;
    if (error.status === 0) return e.network;
    if (error.status === 402) return e.notEnough;
    if (error.status === 503) return e.notConfirmed;
    if (error.status === 409) {
      if (error.code === 'round_over') return e.roundOver;
      if (error.code === 'in_flight') return e.inFlight;
      if (error.walletStatus === 'RS_ERROR_TOKEN_EXPIRED') return e.sessionExpired;
      if (error.walletStatus === 'RS_ERROR_INVALID_TOKEN') return e.sessionInvalid;
      if (error.walletStatus === 'RS_ERROR_USER_DISABLED') return e.disabled;
      if (error.walletStatus === 'RS_ERROR_LIMIT_REACHED') return e.limitReached;
      if (error.walletStatus === FREE_ROUNDS_GONE) return e.freeRoundsUnavailable;
      return error.walletStatus ? e.refused : e.finishRound;
    }
    if (error.status === 422) return this.settings.lang === 'en' ? error.message : e.invalid;
    return e.failed;
  }

  private showAlert(text: string, action: HTMLElement | null = null): void {
    this.alert.replaceChildren(
      h(
        'div',
        { class: 'alert-body' },
        h('p', { text }),
        action,
        button(this.texts.common.dismiss, { class: 'ghost' }, () => this.hideAlert()),
      ),
    );
    this.alert.hidden = false;
  }

  /** Shows what went wrong and reloads the round state, so nothing on screen is out of date. */
  private async fail(error: unknown, reload: boolean): Promise<void> {
    const t = this.texts.common;
    const deposit = safeLink(this.overview.depositUrl);
    const notEnough = error instanceof StudioCallError && error.status === 402;
    this.showAlert(
      this.errorText(error),
      notEnough && deposit ? h('a', { class: 'button primary', href: deposit, target: '_top', text: t.deposit }) : null,
    );
    if (error instanceof StudioCallError && error.walletStatus === FREE_ROUNDS_GONE) {
      // Paid play again, even should the reload below fail.
      this.free.cancel();
      this.renderFree();
    }
    if (!reload) return;
    try {
      const fresh = await this.api.overview();
      Object.assign(this.overview, fresh);
      this.showBalance(fresh.balance);
      this.setFairness(fresh.fairness);
      this.renderHistory();
      this.free.update(fresh.freeRounds);
      this.renderFree();
      this.view.restore(fresh.open);
    } catch {
      // The message above already says the studio cannot be reached; the page keeps what it shows.
    }
    this.setBusy(false);
  }

  private setupFreePanel(): void {
    const t = this.texts;
    setText(this.freeTitle, t.freeRounds.title);
    setText(this.freeDismiss, t.common.dismiss);
    this.freeDismiss.addEventListener('click', () => {
      const focused = document.activeElement === this.freeDismiss;
      this.free.dismiss();
      this.renderFree();
      // The button is gone: the game's controls take the focus rather than the page's top.
      if (focused) this.root.querySelector<HTMLElement>('.stage button:not(:disabled)')?.focus();
    });
  }

  /** The free rounds panel and the stake control, as the free rounds stand once a round's outcome is shown. */
  private renderFree(): void {
    const panel = this.free.panel();
    this.freeShown = panel?.kind === 'playing' ? panel.free : null;
    this.renderStake();
    if (!panel) {
      this.freePanel.hidden = true;
      setText(this.freeLine, '');
      setText(this.freeWon, '');
      return;
    }
    const [line = '', won = ''] = freeRoundsLines(panel, this.texts, this.money);
    setText(this.freeLine, line);
    setText(this.freeWon, won);
    this.freeWon.hidden = won === '';
    this.freeDismiss.hidden = panel.kind !== 'over';
    this.freePanel.dataset.state = panel.kind;
    this.freePanel.hidden = false;
  }

  private hideAlert(): void {
    this.alert.hidden = true;
    this.alert.replaceChildren();
  }

  private verifyHref(query: Record<string, string>): string {
    const params = new URLSearchParams({
      lang: this.settings.lang,
      theme: this.settings.theme,
      game: this.overview.game.code,
      ...query,
    });
    return `${this.settings.base}/verify?${params}`;
  }

  private renderHistory(): void {
    const t = this.texts.common;
    const f = this.texts.fair;
    const items = this.overview.history;
    if (items.length === 0) {
      this.history.replaceChildren(h('li', { class: 'history-empty', text: t.historyEmpty }));
      return;
    }
    const time = new Intl.DateTimeFormat(this.settings.lang === 'ru' ? 'ru-RU' : 'en-GB', {
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    this.history.replaceChildren(
      ...items.map((item) => {
        const outcome =
          item.status === 'void'
            ? t.historyVoid
            : item.status === 'open' && item.view === null
              ? t.historyOpen
              : item.win > 0
                ? format(t.historyWin, { amount: this.money(item.win) })
                : t.historyLoss;
        const summary = item.view ? this.game.summary(item.view, this.texts) : '';
        const seeds = format(f.roundSeeds, {
          hash: `${item.fairness.serverSeedHash.slice(0, 10)}…`,
          client: item.fairness.clientSeed,
          nonce: item.fairness.nonce,
        });
        const choices = item.view ? this.game.choices(item.view, item.stake) : {};
        return h(
          'li',
          { class: `history-item${item.win > 0 ? ' won' : ''}` },
          h(
            'details',
            {},
            h(
              'summary',
              {},
              h('time', { datetime: new Date(item.at * 1000).toISOString(), text: time.format(item.at * 1000) }),
              item.free
                ? h('span', { class: 'history-stake history-free', text: this.texts.freeRounds.history })
                : h('span', { class: 'history-stake', text: this.money(item.stake) }),
              h('span', { class: 'history-outcome', text: outcome }),
              summary ? h('span', { class: 'history-summary', text: summary }) : null,
            ),
            h(
              'p',
              { class: 'history-seeds' },
              h('span', { title: item.fairness.serverSeedHash, text: seeds }),
              ' ',
              h('a', {
                href: this.verifyHref({
                  hash: item.fairness.serverSeedHash,
                  client: item.fairness.clientSeed,
                  nonce: String(item.fairness.nonce),
                  ...choices,
                }),
                target: '_blank',
                rel: 'noopener',
                text: f.verify,
              }),
            ),
          ),
        );
      }),
    );
  }
}
