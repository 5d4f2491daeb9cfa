/**
 * Lucky Orchard: a 10-line fruit slot. Rainbow wilds on the middle reels; Harvest Baskets on reels
 * 1, 3 and 5 together open the pick-me Harvest bonus.
 */

import { PAYLINES_5X3 } from './paylines.js';
import { slotInfo } from './slot-info.js';
import { compileSlot, type SlotDef } from './slot-machine.js';

export const LUCKY_ORCHARD: SlotDef = {
  id: 'lucky-orchard',
  name: 'Lucky Orchard',
  theme: 'A sunny orchard at harvest time, where a golden apple hangs among the plums and pears.',
  rows: 3,
  coins: 10,
  symbols: [
    { id: 'WLD', name: 'Rainbow', kind: 'wild' },
    { id: 'BON', name: 'Harvest Basket', kind: 'bonus' },
    { id: 'GAP', name: 'Golden Apple', kind: 'regular', pays: { 3: 100, 4: 500, 5: 2000 } },
    { id: 'PCH', name: 'Peach', kind: 'regular', pays: { 3: 50, 4: 200, 5: 750 } },
    { id: 'PER', name: 'Pear', kind: 'regular', pays: { 3: 40, 4: 150, 5: 500 } },
    { id: 'PLM', name: 'Plum', kind: 'regular', pays: { 3: 25, 4: 100, 5: 300 } },
    { id: 'GRP', name: 'Grapes', kind: 'regular', pays: { 3: 20, 4: 60, 5: 200 } },
    { id: 'CHR', name: 'Cherries', kind: 'regular', pays: { 2: 2, 3: 10, 4: 40, 5: 150 } },
    { id: 'LEM', name: 'Lemon', kind: 'regular', pays: { 3: 10, 4: 30, 5: 100 } },
    { id: 'ORA', name: 'Orange', kind: 'regular', pays: { 3: 10, 4: 30, 5: 100 } },
  ],
  reels: [
    'CHR PLM GRP PCH LEM ORA PER CHR BON PLM LEM ORA GRP GAP CHR LEM PCH ORA PLM GRP PER LEM CHR ORA GAP PCH BON LEM ORA CHR PLM GRP PER LEM ORA',
    'CHR PLM GRP PCH LEM ORA PER CHR GAP LEM PLM ORA GRP PCH CHR LEM ORA WLD PLM GRP PER LEM ORA CHR GAP PCH LEM CHR ORA PLM GRP PER LEM ORA',
    'GAP ORA CHR PLM GRP LEM PCH ORA PER WLD BON LEM CHR ORA PLM GRP CHR PCH LEM ORA PLM PER GRP CHR LEM ORA GAP WLD PCH BON LEM ORA CHR PLM GRP PER LEM',
    'WLD PLM GRP PER LEM ORA CHR GAP PCH LEM CHR ORA PLM GRP PER LEM ORA CHR PLM GRP PCH LEM ORA PER CHR GAP LEM PLM ORA GRP PCH CHR LEM ORA',
    'ORA PLM GRP LEM ORA CHR PCH PER LEM PLM ORA CHR GRP GAP LEM ORA BON PLM GRP LEM ORA CHR PCH PER LEM GAP ORA CHR PLM GRP LEM ORA PCH CHR PER BON LEM',
  ],
  pays: { kind: 'lines', lines: PAYLINES_5X3.slice(0, 10) },
  bonus: { reels: [0, 2, 4], prizes: [20, 30, 40, 50, 75, 100, 150, 250, 500], collects: 3 },
};

export const luckyOrchard = compileSlot(LUCKY_ORCHARD);
export const luckyOrchardInfo = slotInfo(luckyOrchard);
