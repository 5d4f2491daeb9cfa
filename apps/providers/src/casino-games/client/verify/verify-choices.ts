/**
 * The verifier's form as the engine's `RoundChoices`: pure parsing of what a person typed (or what a
 * history link filled in), with a reason when something cannot be read.
 */
import type { RoundChoices } from '../../engine/verify.js';

export const VERIFY_GAMES = [
  'sunken-treasure',
  'jade-temple',
  'lucky-orchard',
  'european-roulette',
  'blackjack',
  'dice',
  'mines',
  'crash',
] as const;

export type VerifyGame = (typeof VERIFY_GAMES)[number];

export interface VerifyForm {
  game: string;
  stake: string;
  picks: string;
  bets: string;
  actions: string;
  target: string;
  direction: string;
  mines: string;
  tiles: string;
  cashout: boolean;
}

const ACTIONS = new Set(['hit', 'stand', 'double', 'split', 'insurance', 'noInsurance']);

function whole(value: string, name: string): number {
  const n = Number(value.trim());
  if (!Number.isSafeInteger(n) || n < 0) throw new Error(`${name} must be a whole number`);
  return n;
}

const list = (value: string, name: string) =>
  value
    .split(/[\s,;]+/)
    .filter(Boolean)
    .map((item) => whole(item, name));

/** The engine's choices from the form, or throws with what is wrong. */
export function parseChoices(form: VerifyForm): RoundChoices {
  const stake = () => BigInt(whole(form.stake || '100', 'stake') || 1);
  switch (form.game) {
    case 'sunken-treasure':
    case 'jade-temple':
    case 'lucky-orchard':
      return { game: 'slot', slotId: form.game, stake: stake(), picks: list(form.picks, 'a tile') };
    case 'european-roulette': {
      let raw: unknown;
      try {
        raw = JSON.parse(form.bets || '[]');
      } catch {
        throw new Error('the bets are not valid JSON');
      }
      if (!Array.isArray(raw) || raw.length === 0) throw new Error('give at least one bet');
      const bets = raw.map((item) => {
        const bet = item as { type?: unknown; numbers?: unknown; index?: unknown; amount?: unknown };
        if (typeof bet.type !== 'string') throw new Error('every bet needs a type');
        const amount = BigInt(whole(String(bet.amount ?? ''), 'an amount'));
        if (Array.isArray(bet.numbers)) return { type: bet.type, numbers: bet.numbers.map(Number), amount };
        if (bet.index !== undefined) return { type: bet.type, index: Number(bet.index), amount };
        return { type: bet.type, amount };
      });
      return { game: 'european-roulette', bets: bets as never };
    }
    case 'blackjack': {
      const actions = form.actions.split(/[\s,;]+/).filter(Boolean);
      const unknown = actions.find((action) => !ACTIONS.has(action));
      if (unknown) throw new Error(`unknown action ${unknown}`);
      return { game: 'blackjack', bet: stake(), actions: actions as never };
    }
    case 'dice': {
      const direction = form.direction === 'under' ? 'under' : 'over';
      return { game: 'dice', bet: { target: whole(form.target, 'the target'), direction, amount: stake() } };
    }
    case 'mines':
      return {
        game: 'mines',
        stake: stake(),
        mines: whole(form.mines || '3', 'the mines'),
        tiles: list(form.tiles, 'a tile'),
        cashOut: form.cashout,
      };
    case 'crash':
      return { game: 'crash', bet: { target: whole(form.target, 'the target'), amount: stake() } };
    default:
      throw new Error(`unknown game ${form.game}`);
  }
}
