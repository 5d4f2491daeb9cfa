import { operatorArea } from '../endpoint.js';
import { reportQuerySchema, reportSchema } from '../reports.js';

const endpoint = operatorArea('backoffice reports');

export const getAdminReports = endpoint(
  'GET /reports',
  'GGR per product, bonus cost, NGR, deposits and withdrawals per day and currency, and active and new players per day, read from the ledger',
  { permission: 'reports.read', query: reportQuerySchema, answer: reportSchema },
);
