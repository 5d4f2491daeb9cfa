/**
 * Jade Temple: a 243-ways video slot in a mountain temple. Jade Dragon wilds on the middle reels,
 * Temple Gong scatters that pay anywhere and award ten free spins with every win doubled.
 */

import { slotInfo } from './slot-info.js';
import { compileSlot, type SlotDef } from './slot-machine.js';

export const JADE_TEMPLE: SlotDef = {
  id: 'jade-temple',
  name: 'Jade Temple',
  theme: 'Tigers, koi and lanterns in a temple of jade, where the dragon turns every symbol.',
  rows: 3,
  coins: 25,
  symbols: [
    { id: 'WLD', name: 'Jade Dragon', kind: 'wild' },
    { id: 'SCT', name: 'Temple Gong', kind: 'scatter', pays: { 3: 100, 4: 500, 5: 2500 } },
    { id: 'TGR', name: 'Tiger', kind: 'regular', pays: { 3: 30, 4: 100, 5: 500 } },
    { id: 'KOI', name: 'Koi', kind: 'regular', pays: { 3: 25, 4: 75, 5: 300 } },
    { id: 'LOT', name: 'Lotus', kind: 'regular', pays: { 3: 20, 4: 50, 5: 200 } },
    { id: 'LAN', name: 'Lantern', kind: 'regular', pays: { 3: 15, 4: 40, 5: 150 } },
    { id: 'A', name: 'Ace', kind: 'regular', pays: { 3: 10, 4: 25, 5: 100 } },
    { id: 'K', name: 'King', kind: 'regular', pays: { 3: 10, 4: 20, 5: 75 } },
    { id: 'Q', name: 'Queen', kind: 'regular', pays: { 3: 5, 4: 15, 5: 50 } },
    { id: 'J', name: 'Jack', kind: 'regular', pays: { 3: 5, 4: 10, 5: 50 } },
    { id: 'TEN', name: 'Ten', kind: 'regular', pays: { 3: 5, 4: 10, 5: 40 } },
    { id: 'NIN', name: 'Nine', kind: 'regular', pays: { 3: 5, 4: 10, 5: 40 } },
  ],
  reels: [
    'NIN A K Q LOT J TEN LAN NIN TGR A K SCT J TEN Q NIN LOT LAN KOI A J K TEN NIN Q TGR LOT KOI J A TEN NIN K Q LAN SCT TGR J TEN NIN A K Q LOT LAN J TEN KOI',
    'LAN NIN A K Q LOT WLD J TEN NIN LAN TGR A K Q J KOI TEN NIN WLD LOT LAN A K J TEN Q SCT NIN TGR LOT LAN WLD J TEN NIN A K Q TGR KOI J KOI TEN NIN WLD A K Q LOT J TEN',
    'KOI NIN A K Q LOT WLD J TEN NIN LAN TGR A K SCT J Q TEN NIN WLD LOT LAN A TGR J K TEN NIN Q KOI LOT KOI LAN WLD J TEN NIN A K Q TGR SCT J TEN A NIN WLD K Q LOT LAN J TEN',
    'TEN NIN WLD LOT LAN A K J TEN Q SCT NIN TGR LOT LAN WLD J TEN NIN A K Q TGR KOI J KOI TEN NIN WLD A K Q LOT J TEN LAN NIN A K Q LOT WLD J TEN NIN LAN TGR A K Q J KOI',
    'K SCT J TEN Q NIN LOT LAN KOI A J K TEN NIN Q TGR LOT KOI J A TEN NIN K Q LAN SCT TGR J TEN NIN A K Q LOT LAN J TEN KOI NIN A K Q LOT J TEN LAN NIN TGR A',
  ],
  pays: { kind: 'ways' },
  freeSpins: { awards: { 3: 10, 4: 10, 5: 10 }, multiplier: 2, retrigger: false },
};

export const jadeTemple = compileSlot(JADE_TEMPLE);
export const jadeTempleInfo = slotInfo(jadeTemple);
