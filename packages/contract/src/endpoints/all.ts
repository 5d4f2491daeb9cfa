import { collectEndpoints, type EndpointsOfAreas } from '../endpoint.js';
import * as auth from './auth.js';
import * as betBuilder from './bet-builder.js';
import * as bets from './bets.js';
import * as bonuses from './bonuses.js';
import * as casino from './casino.js';
import * as casinoWallet from './casino-wallet.js';
import * as content from './content.js';
import * as dictionaries from './dictionaries.js';
import * as events from './events.js';
import * as favorites from './favorites.js';
import * as kyc from './kyc.js';
import * as offers from './offers.js';
import * as payments from './payments.js';
import * as ping from './ping.js';
import * as responsibleGaming from './responsible-gaming.js';
import * as settings from './settings.js';
import * as support from './support.js';
import * as translations from './translations.js';
import * as user from './user.js';
import * as wallets from './wallets.js';

/** Every declared `/api/v1` call; each area's file exports endpoints only. */
const areas = {
  auth,
  betBuilder,
  bets,
  bonuses,
  casino,
  casinoWallet,
  content,
  dictionaries,
  events,
  favorites,
  kyc,
  offers,
  payments,
  ping,
  responsibleGaming,
  settings,
  support,
  translations,
  user,
  wallets,
};

export type AnyEndpoint = EndpointsOfAreas<typeof areas>;
export type DeclaredKey = AnyEndpoint['key'];
export type EndpointOf<K extends DeclaredKey> = Extract<AnyEndpoint, { key: K }>;

const declared = collectEndpoints(areas);
export const endpoints = declared.list;
/** The declared endpoints by key (`GET /settings`). */
export const endpointByKey = declared.byKey;
