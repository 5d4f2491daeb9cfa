import { baseballModel, footballModel, iceHockeyModel } from './goal-sports.js';
import { dotaModel } from './map-model.js';
import type { MatchModel } from './match-model.js';
import type { TeamNameStyle } from './names.js';
import { americanFootballModel, basketballModel, handballModel } from './points-sports.js';
import { counterStrikeModel, dartsModel, tableTennisModel, tennisModel, volleyballModel } from './race-sports.js';

/**
 * The sports the simulator runs, with the platform's sport ids. Schedule figures are in match time
 * (they shrink with the speed): one slot of `slotMinutes` holds `perSlot` matches, so about
 * perSlot × (match length / slot) matches of the sport are live at any moment.
 */
export interface SportDefinition {
  id: number;
  name: string;
  model: MatchModel<unknown>;
  slotMinutes: number;
  perSlot: number;
  /** Upper bound of a match from kick-off to the final whistle, breaks included (match minutes). */
  maxMinutes: number;
  nameStyle: TeamNameStyle;
  /** Leagues: ISO country (null: international), top flag, name suffix. */
  leagues: readonly { country: string | null; top: boolean; suffix: string }[];
  rounds: 'league' | 'cup' | 'stage';
}

function erase<C>(model: MatchModel<C>): MatchModel<unknown> {
  return model as unknown as MatchModel<unknown>;
}

export const SPORTS: readonly SportDefinition[] = [
  {
    id: 1,
    name: 'Football',
    model: erase(footballModel),
    slotMinutes: 12,
    perSlot: 1,
    maxMinutes: 125,
    nameStyle: 'club',
    leagues: [
      { country: 'GB', top: true, suffix: 'Premier League' },
      { country: 'ES', top: true, suffix: 'Primera' },
      { country: 'DE', top: true, suffix: 'Bundesliga' },
      { country: 'IT', top: false, suffix: 'Serie A' },
      { country: 'BR', top: false, suffix: 'Série A' },
      { country: 'FR', top: false, suffix: 'Ligue' },
      { country: 'NL', top: false, suffix: 'Eredivisie' },
      { country: null, top: true, suffix: 'Champions Cup' },
    ],
    rounds: 'league',
  },
  {
    id: 2,
    name: 'Tennis',
    model: erase(tennisModel),
    slotMinutes: 20,
    perSlot: 1,
    maxMinutes: 190,
    nameStyle: 'person',
    leagues: [
      { country: 'FR', top: true, suffix: 'Open' },
      { country: 'US', top: true, suffix: 'Masters' },
      { country: 'AU', top: false, suffix: 'International' },
      { country: 'ES', top: false, suffix: 'Challenger' },
      { country: 'CH', top: false, suffix: 'Indoor Open' },
    ],
    rounds: 'cup',
  },
  {
    id: 3,
    name: 'Basketball',
    model: erase(basketballModel),
    slotMinutes: 30,
    perSlot: 1,
    maxMinutes: 190,
    nameStyle: 'nickname',
    leagues: [
      { country: 'US', top: true, suffix: 'Basketball Association' },
      { country: 'ES', top: false, suffix: 'Liga ACB' },
      { country: 'LT', top: false, suffix: 'Krepsinio Lyga' },
      { country: 'GR', top: false, suffix: 'Basket League' },
      { country: null, top: true, suffix: 'Continental League' },
    ],
    rounds: 'league',
  },
  {
    id: 4,
    name: 'Ice Hockey',
    model: erase(iceHockeyModel),
    slotMinutes: 30,
    perSlot: 1,
    maxMinutes: 120,
    nameStyle: 'nickname',
    leagues: [
      { country: 'CA', top: true, suffix: 'Hockey League' },
      { country: 'FI', top: false, suffix: 'Liiga' },
      { country: 'SE', top: false, suffix: 'Hockeyligan' },
      { country: 'CZ', top: false, suffix: 'Extraliga' },
      { country: null, top: true, suffix: 'Champions Trophy' },
    ],
    rounds: 'league',
  },
  {
    id: 5,
    name: 'Volleyball',
    model: erase(volleyballModel),
    slotMinutes: 30,
    perSlot: 1,
    maxMinutes: 260,
    nameStyle: 'club',
    leagues: [
      { country: 'IT', top: true, suffix: 'SuperLega' },
      { country: 'PL', top: true, suffix: 'PlusLiga' },
      { country: 'BR', top: false, suffix: 'Superliga' },
      { country: 'TR', top: false, suffix: 'Efeler Ligi' },
    ],
    rounds: 'league',
  },
  {
    id: 6,
    name: 'Handball',
    model: erase(handballModel),
    slotMinutes: 30,
    perSlot: 1,
    maxMinutes: 150,
    nameStyle: 'club',
    leagues: [
      { country: 'DE', top: true, suffix: 'Handball-Liga' },
      { country: 'DK', top: false, suffix: 'Handboldliga' },
      { country: 'FR', top: false, suffix: 'Starligue' },
      { country: null, top: true, suffix: 'Handball Champions League' },
    ],
    rounds: 'league',
  },
  {
    id: 7,
    name: 'Table Tennis',
    model: erase(tableTennisModel),
    slotMinutes: 8,
    perSlot: 1,
    maxMinutes: 75,
    nameStyle: 'person',
    leagues: [
      { country: 'CN', top: false, suffix: 'Pro Series' },
      { country: 'CZ', top: false, suffix: 'Pro League' },
      { country: 'JP', top: false, suffix: 'Open' },
      { country: null, top: true, suffix: 'World Table Tennis Cup' },
    ],
    rounds: 'cup',
  },
  {
    id: 8,
    name: 'Baseball',
    model: erase(baseballModel),
    slotMinutes: 60,
    perSlot: 1,
    maxMinutes: 270,
    nameStyle: 'nickname',
    leagues: [
      { country: 'US', top: true, suffix: 'Baseball League' },
      { country: 'JP', top: false, suffix: 'Pro League' },
      { country: 'KR', top: false, suffix: 'Baseball Organisation' },
      { country: 'MX', top: false, suffix: 'Liga' },
    ],
    rounds: 'league',
  },
  {
    id: 9,
    name: 'American Football',
    model: erase(americanFootballModel),
    slotMinutes: 60,
    perSlot: 1,
    maxMinutes: 270,
    nameStyle: 'nickname',
    leagues: [
      { country: 'US', top: true, suffix: 'Football League' },
      { country: 'US', top: false, suffix: 'College Conference' },
      { country: 'CA', top: false, suffix: 'Football League' },
      { country: 'DE', top: false, suffix: 'Football Bowl' },
    ],
    rounds: 'league',
  },
  {
    id: 10,
    name: 'Counter-Strike',
    model: erase(counterStrikeModel),
    slotMinutes: 40,
    perSlot: 1,
    maxMinutes: 205,
    nameStyle: 'esports',
    leagues: [
      { country: null, top: true, suffix: 'Major Championship' },
      { country: null, top: false, suffix: 'Pro League' },
      { country: 'DE', top: false, suffix: 'Masters' },
      { country: 'US', top: false, suffix: 'Open Series' },
    ],
    rounds: 'stage',
  },
  {
    id: 11,
    name: 'Dota 2',
    model: erase(dotaModel),
    slotMinutes: 45,
    perSlot: 1,
    maxMinutes: 190,
    nameStyle: 'esports',
    leagues: [
      { country: null, top: true, suffix: 'International Invitational' },
      { country: null, top: false, suffix: 'Pro Circuit' },
      { country: 'SE', top: false, suffix: 'Dota League' },
      { country: 'PE', top: false, suffix: 'Liga Dota' },
    ],
    rounds: 'stage',
  },
  {
    id: 12,
    name: 'Darts',
    model: erase(dartsModel),
    slotMinutes: 20,
    perSlot: 1,
    maxMinutes: 95,
    nameStyle: 'person',
    leagues: [
      { country: 'GB', top: true, suffix: 'Darts Championship' },
      { country: 'NL', top: false, suffix: 'Darts Masters' },
      { country: 'DE', top: false, suffix: 'Darts Open' },
      { country: null, top: true, suffix: 'Premier Darts League' },
    ],
    rounds: 'cup',
  },
];

const sportsById = new Map(SPORTS.map((sport) => [sport.id, sport]));

export function sportById(id: number): SportDefinition {
  const sport = sportsById.get(id);
  if (!sport) throw new Error(`Unknown sport ${id}`);
  return sport;
}
