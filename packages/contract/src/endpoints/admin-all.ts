import { collectEndpoints, type EndpointsOfAreas } from '../endpoint.js';
import * as adminAdjustments from './admin-adjustments.js';
import * as adminAuth from './admin-auth.js';
import * as adminBets from './admin-bets.js';
import * as adminBonuses from './admin-bonuses.js';
import * as adminContent from './admin-content.js';
import * as adminDashboard from './admin-dashboard.js';
import * as adminIdentity from './admin-identity.js';
import * as adminOffers from './admin-offers.js';
import * as adminOperators from './admin-operators.js';
import * as adminPayments from './admin-payments.js';
import * as adminPlayers from './admin-players.js';
import * as adminReports from './admin-reports.js';
import * as adminResponsibleGaming from './admin-responsible-gaming.js';
import * as adminSettlement from './admin-settlement.js';
import * as adminSite from './admin-site.js';
import * as adminSupport from './admin-support.js';
import * as adminTrading from './admin-trading.js';

/** Every declared `/api/admin/v1` call (the back office's); each area's file exports endpoints only. */
const areas = {
  adminAuth,
  adminOperators,
  adminPlayers,
  adminAdjustments,
  adminPayments,
  adminIdentity,
  adminBets,
  adminDashboard,
  adminReports,
  adminResponsibleGaming,
  adminTrading,
  adminSettlement,
  adminSite,
  adminContent,
  adminOffers,
  adminBonuses,
  adminSupport,
};

export type AnyAdminEndpoint = EndpointsOfAreas<typeof areas>;
export type AdminKey = AnyAdminEndpoint['key'];
/** The declaration of one operator call, by its key. */
export type AdminEndpointOf<K extends AdminKey> = Extract<AnyAdminEndpoint, { key: K }>;

const declared = collectEndpoints(areas);
export const adminEndpoints = declared.list;
/** The declared operator calls by key (`GET /operators`). */
export const adminEndpointByKey = declared.byKey;
