import {
  adjustmentCreateSchema,
  adjustmentDecisionSchema,
  adjustmentListSchema,
  adjustmentParamsSchema,
  adjustmentSchema,
  adjustmentsQuerySchema,
} from '../adjustments.js';
import { endpointArea } from '../endpoint.js';
import { playerParamsSchema } from '../players.js';

// A permission the caller's role lacks, or an address off the allow-list: 403.
const endpoint = endpointArea({
  api: 'admin',
  tags: ['backoffice adjustments'],
  security: 'operator',
  errors: ['Forbidden'],
});

export const getAdminAdjustments = endpoint(
  'GET /adjustments',
  'Manual balance adjustments, newest first, by status and player',
  {
    permission: 'payments.read',
    query: adjustmentsQuerySchema,
    answer: adjustmentListSchema,
  },
);

export const postAdminPlayersAdjustments = endpoint(
  'POST /players/{id}/adjustments',
  'Credits or debits a player’s cash wallet against the house, with a reason; above the approval limit it waits for a second operator',
  {
    permission: 'payments.manage',
    params: playerParamsSchema,
    body: adjustmentCreateSchema,
    answer: adjustmentSchema,
    // A debit larger than the wallet's balance: 422.
    errors: ['Forbidden', 'NotFound', 'ValidationError'],
  },
);

export const postAdminAdjustmentsApprove = endpoint(
  'POST /adjustments/{id}/approve',
  'Approves a waiting adjustment, which moves the money; never by the operator who asked for it',
  {
    permission: 'payments.manage',
    params: adjustmentParamsSchema,
    body: adjustmentDecisionSchema,
    answer: adjustmentSchema,
    // Already decided: 409. A debit the wallet no longer covers: 422.
    errors: ['Forbidden', 'NotFound', 'Conflict', 'ValidationError'],
  },
);

export const postAdminAdjustmentsReject = endpoint(
  'POST /adjustments/{id}/reject',
  'Rejects a waiting adjustment: no money moves',
  {
    permission: 'payments.manage',
    params: adjustmentParamsSchema,
    body: adjustmentDecisionSchema,
    answer: adjustmentSchema,
    errors: ['Forbidden', 'NotFound', 'Conflict'],
  },
);
