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
/** A change of a player's money by hand, answered with the adjustment. */
const moneyChange = endpoint.with({ permission: 'payments.manage', answer: adjustmentSchema });
/** A decision on a waiting adjustment, with a reason; decided already: 409. */
const decision = moneyChange.with({
  params: adjustmentParamsSchema,
  body: adjustmentDecisionSchema,
  errors: ['Conflict'],
});

export const getAdminAdjustments = endpoint(
  'GET /adjustments',
  'Manual balance adjustments, newest first, by status and player',
  { permission: 'payments.read', query: adjustmentsQuerySchema, answer: adjustmentListSchema },
);

// A debit larger than the wallet's balance: 422.
export const postAdminPlayersAdjustments = moneyChange(
  'POST /players/{id}/adjustments',
  'Credits or debits a player’s cash wallet against the house, with a reason; above the approval limit it waits for a second operator',
  { params: playerParamsSchema, body: adjustmentCreateSchema },
);

// A debit the wallet no longer covers: 422.
export const postAdminAdjustmentsApprove = decision(
  'POST /adjustments/{id}/approve',
  'Approves a waiting adjustment, which moves the money; never by the operator who asked for it',
);

export const postAdminAdjustmentsReject = decision(
  'POST /adjustments/{id}/reject',
  'Rejects a waiting adjustment: no money moves',
);
