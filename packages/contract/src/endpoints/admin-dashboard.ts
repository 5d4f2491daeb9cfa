import { dashboardSchema } from '../dashboard.js';
import { operatorArea } from '../endpoint.js';

const endpoint = operatorArea('backoffice dashboard');

export const getAdminDashboard = endpoint(
  'GET /dashboard',
  'Today by product (stakes, wins, GGR, bets, players), payments, the last hour’s bets per minute and feed lag, and the ten markets with the largest open liability',
  { permission: 'reports.read', answer: dashboardSchema },
);
