import { button, h } from '../dom.js';
import type { GameContext } from '../game-context.js';

/**
 * The play button of a game whose round is one call (dice, crash): a press runs `round` (the call and
 * its animation), one at a time, the button and the shared controls locked until it has shown the
 * outcome.
 */
export function oneCallRound(ctx: GameContext, label: string, round: () => Promise<void>) {
  let running = false;
  const play = button(label, { class: 'spin-button' }, () => void start());

  function unlock(): void {
    running = false;
    play.disabled = false;
    ctx.setBusy(false);
  }

  async function start(): Promise<void> {
    if (running) return;
    running = true;
    play.disabled = true;
    ctx.setBusy(true);
    await round();
    unlock();
  }

  return {
    /** Whether a round is under way (its settings wait meanwhile). */
    running: () => running,
    /** The game's control bar: the stake, then the play button. */
    controls: () =>
      h(
        'div',
        { class: 'controls', role: 'group', 'aria-label': ctx.texts.common.gameControls },
        ctx.stakeControl(),
        play,
      ),
    /** Frees the controls, as a reload of the round state does: no round of these games stays open. */
    unlock,
  };
}
