import { dashboardSchema } from '../dashboard.js';
import { endpointArea } from '../endpoint.js';

// A permission the caller's role lacks, or an address off the allow-list: 403.
const endpoint = endpointArea({
  api: 'admin',
  tags: ['backoffice dashboard'],
  security: 'operator',
  errors: ['Forbidden'],
});

export const getAdminDashboard = endpoint(
  'GET /dashboard',
  'Today by product (stakes, wins, GGR, bets, players), payments, the last hour’s bets per minute and feed lag, and the ten markets with the largest open liability',
  { permission: 'reports.read', answer: dashboardSchema },
);
