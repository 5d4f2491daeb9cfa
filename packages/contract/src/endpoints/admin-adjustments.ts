import {
  adjustmentCreateSchema,
  adjustmentDecisionSchema,
  adjustmentListSchema,
  adjustmentParamsSchema,
  adjustmentSchema,
  adjustmentsQuerySchema,
} from '../adjustments.js';
import { operatorArea } from '../endpoint.js';
import { playerParamsSchema } from '../players.js';

const endpoint = operatorArea('backoffice adjustments');
/** A decision on a waiting adjustment, with a reason; decided already: 409. */
const decision = endpoint.with({
  permission: 'payments.manage',
  params: adjustmentParamsSchema,
  body: adjustmentDecisionSchema,
  answer: adjustmentSchema,
  errors: ['Forbidden', 'NotFound', 'Conflict'],
});

export const getAdminAdjustments = endpoint(
  'GET /adjustments',
  'Manual balance adjustments, newest first, by status and player',
  { permission: 'payments.read', query: adjustmentsQuerySchema, answer: adjustmentListSchema },
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

export const postAdminAdjustmentsApprove = decision(
  'POST /adjustments/{id}/approve',
  'Approves a waiting adjustment, which moves the money; never by the operator who asked for it',
  // A debit the wallet no longer covers: 422.
  { errors: ['Forbidden', 'NotFound', 'Conflict', 'ValidationError'] },
);

export const postAdminAdjustmentsReject = decision(
  'POST /adjustments/{id}/reject',
  'Rejects a waiting adjustment: no money moves',
);
