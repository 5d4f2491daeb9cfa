import { operatorArea } from '../endpoint.js';
import {
  operatorPaymentListSchema,
  operatorPaymentParamsSchema,
  operatorPaymentSchema,
  operatorPaymentsQuerySchema,
  paymentDecisionSchema,
} from '../operator-payments.js';

const endpoint = operatorArea('backoffice payments');
/** A call on one payment, answered with the payment and its review. */
const onPayment = endpoint.with({ params: operatorPaymentParamsSchema, answer: operatorPaymentSchema });
/** A decision on a withdrawal waiting for review, with a reason; decided the other way already, or not waiting: 409. */
const decision = onPayment.with({ permission: 'payments.manage', body: paymentDecisionSchema, errors: ['Conflict'] });

export const getAdminPayments = endpoint(
  'GET /payments',
  'Deposits and withdrawals, newest first, by player, type, status, review, currency, amount and time',
  { permission: 'payments.read', query: operatorPaymentsQuerySchema, answer: operatorPaymentListSchema },
);

export const getAdminPaymentsById = onPayment('GET /payments/{id}', 'One deposit or withdrawal with its review', {
  permission: 'payments.read',
});

export const postAdminPaymentsApprove = decision(
  'POST /payments/{id}/approve',
  'Approves a withdrawal waiting for review: the cashier is told to pay it (asking twice is answered the same)',
);

export const postAdminPaymentsReject = decision(
  'POST /payments/{id}/reject',
  'Rejects a withdrawal waiting for review with a reason the player sees: the cashier cancels it and the reserved money returns',
);
