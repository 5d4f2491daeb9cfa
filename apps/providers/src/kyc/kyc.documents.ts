/** The identity documents the widget takes, and which of them a country's applicants are offered. */

export const DOCUMENT_TYPES = ['passport', 'id_card', 'driving_licence'] as const;
export type DocumentType = (typeof DOCUMENT_TYPES)[number];

/** The sides a document is photographed on: a passport's photo page, a card's front and back. */
export type FileKind = 'front' | 'back' | 'selfie';
export const FILE_KINDS: readonly FileKind[] = ['front', 'back', 'selfie'];

export const needsBack = (type: DocumentType): boolean => type !== 'passport';

/**
 * The EU and EEA countries (ISO 3166-1 alpha-2): their national identity cards are travel and
 * identity documents across the area, so the widget offers the card there and nowhere else.
 */
export const EU_EEA = new Set([
  'AT',
  'BE',
  'BG',
  'HR',
  'CY',
  'CZ',
  'DK',
  'EE',
  'FI',
  'FR',
  'DE',
  'GR',
  'HU',
  'IE',
  'IT',
  'LV',
  'LT',
  'LU',
  'MT',
  'NL',
  'PL',
  'PT',
  'RO',
  'SK',
  'SI',
  'ES',
  'SE',
  'IS',
  'LI',
  'NO',
]);

/** The documents offered for a country of issue: passport and driving licence everywhere, the card in the EU/EEA. */
export function documentsFor(country: string): DocumentType[] {
  return EU_EEA.has(country.toUpperCase())
    ? ['passport', 'id_card', 'driving_licence']
    : ['passport', 'driving_licence'];
}

/** Every officially assigned ISO 3166-1 alpha-2 code: the countries a document may be issued by. */
export const COUNTRY_CODES: readonly string[] = (
  'AD AE AF AG AI AL AM AO AQ AR AS AT AU AW AX AZ BA BB BD BE BF BG BH BI BJ BL BM BN BO BQ BR BS BT BV BW BY BZ ' +
  'CA CC CD CF CG CH CI CK CL CM CN CO CR CU CV CW CX CY CZ DE DJ DK DM DO DZ EC EE EG EH ER ES ET FI FJ FK FM FO ' +
  'FR GA GB GD GE GF GG GH GI GL GM GN GP GQ GR GS GT GU GW GY HK HM HN HR HT HU ID IE IL IM IN IO IQ IR IS IT JE ' +
  'JM JO JP KE KG KH KI KM KN KP KR KW KY KZ LA LB LC LI LK LR LS LT LU LV LY MA MC MD ME MF MG MH MK ML MM MN MO ' +
  'MP MQ MR MS MT MU MV MW MX MY MZ NA NC NE NF NG NI NL NO NP NR NU NZ OM PA PE PF PG PH PK PL PM PN PR PS PT PW ' +
  'PY QA RE RO RS RU RW SA SB SC SD SE SG SH SI SJ SK SL SM SN SO SR SS ST SV SX SY SZ TC TD TF TG TH TJ TK TL TM ' +
  'TN TO TR TT TV TW TZ UA UG UM US UY UZ VA VC VE VG VI VN VU WF WS YE YT ZA ZM ZW'
).split(' ');

const KNOWN = new Set(COUNTRY_CODES);
export const isCountryCode = (value: string): boolean => KNOWN.has(value);
