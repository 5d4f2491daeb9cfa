/** The table's moment in words (the header's phase) and its latest results (the header's strip). */
import type {
  AnyView,
  BaccaratOutcome,
  BlackjackView,
  GameCode,
  RouletteOutcome,
  TableView,
  WheelOutcome,
} from './table-types.js';
import { format, type Texts } from './texts/texts.js';

/** A shared table's outcome in words: "17 Red", "Banker wins 7 to 5", "x12". */
export function outcomeText(texts: Texts, game: GameCode, outcome: Record<string, unknown>): string {
  if (game === 'roulette') {
    const { pocket, color } = outcome as unknown as RouletteOutcome;
    const colour = color === 'red' ? 'colourRed' : color === 'black' ? 'colourBlack' : 'colourGreen';
    return format(texts.roulette.result, { n: pocket, colour: texts.roulette[colour] });
  }
  if (game === 'baccarat') {
    const deal = outcome as unknown as BaccaratOutcome;
    const totals = { player: deal.player.total, banker: deal.banker.total };
    const t = texts.baccarat;
    return format(
      deal.winner === 'player' ? t.playerWins : deal.winner === 'banker' ? t.bankerWins : t.tieResult,
      totals,
    );
  }
  if (game === 'money-wheel')
    return format(texts.wheel.result, { value: `×${(outcome as unknown as WheelOutcome).value}` });
  return '';
}

/** What the table is doing now, for the header (and its aria-live announcement). */
export function phaseText(texts: Texts, view: AnyView, yourSeat: number | null): string {
  const round = view.round;
  if (!round) return view.open ? texts.page.waiting : texts.page.closed;
  const t = texts.phase;
  if (view.game === 'blackjack') {
    const phase = (round as NonNullable<BlackjackView['round']>).phase;
    const turn = (round as NonNullable<BlackjackView['round']>).turn;
    if (phase === 'playing')
      return turn !== null && turn === yourSeat ? t.yourTurn : format(t.playing, { seat: (turn ?? 0) + 1 });
    if (phase === 'betting' || phase === 'closing' || phase === 'dealing' || phase === 'dealer') return t[phase];
    return t.result;
  }
  const shared = round as NonNullable<TableView['round']>;
  switch (shared.phase) {
    case 'betting':
      return t.betting;
    case 'closing':
      return t.closing;
    case 'reveal':
      return view.game === 'baccarat' ? t.dealing : t.spinning;
    default:
      return shared.outcome ? outcomeText(texts, view.game, shared.outcome) : t.result;
  }
}

export interface ResultChip {
  /** What the chip shows: "17", "B", "12", "BJ". */
  text: string;
  /** Its colour: red/black/green, player/banker/tie, x2…x24, total/bust/bj. */
  tone: string;
  /** Its accessible name. */
  label: string;
}

const STRIP = 12;

/** The latest results, newest first, as chips for the header's strip. */
export function resultChips(texts: Texts, view: AnyView): ResultChip[] {
  if (view.game === 'blackjack') {
    return (view as BlackjackView).history.slice(0, STRIP).map((total) => {
      const t = texts.blackjack;
      if (total === 'BJ') return { text: 'BJ', tone: 'bj', label: t.dealerBlackjack };
      const bust = Number(total) > 21;
      return {
        text: total,
        tone: bust ? 'bust' : 'total',
        label: format(bust ? t.dealerBust : t.dealerTotal, { total }),
      };
    });
  }
  const game = view.game;
  return (view as TableView).history.slice(0, STRIP).map((outcome) => {
    const label = outcomeText(texts, game, outcome);
    if (game === 'roulette') {
      const { pocket, color } = outcome as unknown as RouletteOutcome;
      return { text: String(pocket), tone: color, label };
    }
    if (game === 'baccarat') {
      const winner = (outcome as unknown as BaccaratOutcome).winner;
      const short = {
        player: texts.baccarat.playerShort,
        banker: texts.baccarat.bankerShort,
        tie: texts.baccarat.tieShort,
      };
      return { text: short[winner], tone: winner, label };
    }
    const value = (outcome as unknown as WheelOutcome).value;
    return { text: String(value), tone: `x${value}`, label };
  });
}
