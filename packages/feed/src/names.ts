import type { Rng } from './prng.js';

/**
 * Fictional but plausible names: places, clubs, players and leagues are built from syllables so no
 * real team or person is named. Colours come from a palette that keeps the two colours of a team apart.
 */

const ONSETS = [
  'b',
  'br',
  'c',
  'd',
  'dr',
  'f',
  'g',
  'gr',
  'h',
  'k',
  'l',
  'm',
  'n',
  'p',
  'r',
  's',
  'st',
  't',
  'tr',
  'v',
  'w',
  'z',
];
const VOWELS = ['a', 'e', 'i', 'o', 'u', 'ai', 'ea', 'io', 'ou'];
const CODAS = ['', '', 'n', 'r', 'l', 's', 'th', 'rn', 'nd', 'x', 'm'];
const PLACE_ENDINGS = [
  'ford',
  'ton',
  'burg',
  'vale',
  'mouth',
  'ham',
  'field',
  'bridge',
  'haven',
  'ia',
  'ora',
  'stad',
  'wick',
  'by',
];

const CLUB_SUFFIXES = ['United', 'Rovers', 'FC', 'City', 'Athletic', 'Wanderers', 'Town', 'Albion', 'SC', 'Sporting'];
/** Words that also read well in front of the place ("Sporting Dravenford"). */
const CLUB_PREFIXES = ['FC', 'SC', 'Sporting', 'Athletic', 'Racing', 'Real'];
const NICKNAMES = [
  'Wolves',
  'Hawks',
  'Bears',
  'Falcons',
  'Titans',
  'Storm',
  'Lynx',
  'Comets',
  'Knights',
  'Rams',
  'Sharks',
  'Owls',
  'Pioneers',
  'Stallions',
];
const ESPORTS_SUFFIXES = ['Gaming', 'Esports', 'Five', 'Squad', 'Collective', 'Club'];
const ESPORTS_WORDS = [
  'Nova',
  'Vortex',
  'Apex',
  'Pulse',
  'Onyx',
  'Zenith',
  'Echo',
  'Rift',
  'Cobalt',
  'Helix',
  'Ember',
  'Quasar',
  'Strix',
  'Volt',
];
const FIRST_INITIALS = 'ABCDEFGHJKLMNOPRSTVWZ';

const COLORS = [
  '#c8102e',
  '#0033a0',
  '#ffd100',
  '#00843d',
  '#ffffff',
  '#111111',
  '#6f2da8',
  '#ff6a13',
  '#75b2dd',
  '#8a1538',
  '#a2aaad',
  '#00a3ad',
];

function syllable(rng: Rng): string {
  return rng.pick(ONSETS) + rng.pick(VOWELS) + rng.pick(CODAS);
}

function capitalise(word: string): string {
  return word.charAt(0).toUpperCase() + word.slice(1);
}

/** A place name such as "Dravenford" or "Kolmouth". */
export function placeName(rng: Rng): string {
  const stem = rng.chance(0.5) ? syllable(rng) : syllable(rng) + rng.pick(VOWELS);
  return capitalise(stem + rng.pick(PLACE_ENDINGS));
}

export type TeamNameStyle = 'club' | 'nickname' | 'person' | 'esports';

export function teamName(rng: Rng, style: TeamNameStyle): string {
  switch (style) {
    case 'club':
      return rng.chance(0.25)
        ? `${rng.pick(CLUB_PREFIXES)} ${placeName(rng)}`
        : `${placeName(rng)} ${rng.pick(CLUB_SUFFIXES)}`;
    case 'nickname':
      return `${placeName(rng)} ${rng.pick(NICKNAMES)}`;
    case 'person':
      return `${rng.pick(FIRST_INITIALS.split(''))}. ${capitalise(syllable(rng) + syllable(rng))}`;
    case 'esports':
      return rng.chance(0.5)
        ? `${rng.pick(ESPORTS_WORDS)} ${rng.pick(ESPORTS_SUFFIXES)}`
        : `Team ${capitalise(syllable(rng) + rng.pick(CODAS))}`;
  }
}

/** Two different colours; the first is the main one. */
export function teamColors(rng: Rng): [string, string] {
  const first = rng.int(0, COLORS.length - 1);
  const second = (first + rng.int(1, COLORS.length - 1)) % COLORS.length;
  return [COLORS[first]!, COLORS[second]!];
}
