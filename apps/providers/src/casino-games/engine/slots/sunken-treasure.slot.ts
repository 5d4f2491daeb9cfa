/**
 * Sunken Treasure: a 20-line video slot on the sea bed. Trident wilds, Treasure Chest scatters that
 * pay anywhere and award free spins with every win tripled; free spins can be retriggered.
 */

import { PAYLINES_5X3 } from './paylines.js';
import { slotInfo } from './slot-info.js';
import { compileSlot, type SlotDef } from './slot-machine.js';

export const SUNKEN_TREASURE: SlotDef = {
  id: 'sunken-treasure',
  name: 'Sunken Treasure',
  theme: 'A galleon’s hoard on the sea bed: mermaids, anchors and chests of gold.',
  rows: 3,
  coins: 20,
  symbols: [
    { id: 'WLD', name: 'Trident', kind: 'wild', pays: { 3: 100, 4: 500, 5: 2500 } },
    { id: 'SCT', name: 'Treasure Chest', kind: 'scatter', pays: { 3: 40, 4: 200, 5: 1000 } },
    { id: 'MER', name: 'Mermaid', kind: 'regular', pays: { 2: 5, 3: 50, 4: 200, 5: 1000 } },
    { id: 'SHP', name: 'Galleon', kind: 'regular', pays: { 3: 40, 4: 150, 5: 500 } },
    { id: 'ANC', name: 'Anchor', kind: 'regular', pays: { 3: 30, 4: 100, 5: 300 } },
    { id: 'CMP', name: 'Compass', kind: 'regular', pays: { 3: 25, 4: 75, 5: 200 } },
    { id: 'A', name: 'Ace', kind: 'regular', pays: { 3: 15, 4: 50, 5: 150 } },
    { id: 'K', name: 'King', kind: 'regular', pays: { 3: 10, 4: 40, 5: 125 } },
    { id: 'Q', name: 'Queen', kind: 'regular', pays: { 3: 5, 4: 25, 5: 100 } },
    { id: 'J', name: 'Jack', kind: 'regular', pays: { 3: 5, 4: 20, 5: 100 } },
    { id: 'TEN', name: 'Ten', kind: 'regular', pays: { 3: 5, 4: 15, 5: 75 } },
  ],
  reels: [
    'Q TEN A K ANC J CMP Q MER TEN SHP A J K SHP Q TEN ANC J CMP A K WLD SCT Q J TEN ANC CMP A Q J TEN K MER MER SHP Q J TEN A K ANC CMP J',
    'J TEN A K ANC CMP Q WLD J TEN MER A K SCT Q J ANC TEN CMP SHP A MER Q WLD J TEN K ANC CMP SHP Q J TEN A K MER SCT Q ANC WLD J TEN A K CMP Q SHP',
    'J TEN A K ANC CMP Q WLD J TEN MER A K SHP Q J TEN ANC CMP MER A Q K WLD SCT J TEN ANC CMP Q J A TEN K SHP MER SHP Q WLD J TEN A K ANC Q CMP',
    'TEN CMP SHP A MER Q WLD J TEN K ANC CMP SHP Q J TEN A K MER SCT Q ANC WLD J TEN A K CMP Q SHP J TEN A K ANC CMP Q WLD J TEN MER A K SCT Q J ANC',
    'WLD A Q K J TEN ANC CMP MER A Q J SCT TEN K ANC CMP Q A J TEN K WLD MER SHP Q J A TEN K ANC CMP Q SHP J TEN A K ANC CMP Q J MER TEN SHP',
  ],
  pays: { kind: 'lines', lines: PAYLINES_5X3 },
  freeSpins: { awards: { 3: 10, 4: 15, 5: 20 }, multiplier: 3, retrigger: true },
};

export const sunkenTreasure = compileSlot(SUNKEN_TREASURE);
export const sunkenTreasureInfo = slotInfo(sunkenTreasure);
