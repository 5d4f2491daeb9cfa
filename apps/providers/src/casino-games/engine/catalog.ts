/** Every game of the studio, for the lobby, the help screens and the RTP report. */
import { blackjackInfo } from './blackjack/blackjack-info.js';
import type { GameInfo } from './game.js';
import { crashInfo } from './instant/crash.js';
import { diceInfo } from './instant/dice.js';
import { minesInfo } from './instant/mines.js';
import { rouletteInfo } from './roulette/roulette.js';
import { jadeTemple, jadeTempleInfo } from './slots/jade-temple.slot.js';
import { luckyOrchard, luckyOrchardInfo } from './slots/lucky-orchard.slot.js';
import type { SlotMachine } from './slots/slot-machine.js';
import { sunkenTreasure, sunkenTreasureInfo } from './slots/sunken-treasure.slot.js';

export const SLOT_MACHINES: Readonly<Record<string, SlotMachine>> = {
  [sunkenTreasure.def.id]: sunkenTreasure,
  [jadeTemple.def.id]: jadeTemple,
  [luckyOrchard.def.id]: luckyOrchard,
};

export const GAMES: readonly GameInfo[] = [
  sunkenTreasureInfo,
  jadeTempleInfo,
  luckyOrchardInfo,
  rouletteInfo,
  blackjackInfo,
  diceInfo,
  minesInfo,
  crashInfo,
];

export function gameById(id: string): GameInfo | undefined {
  return GAMES.find((game) => game.id === id);
}
