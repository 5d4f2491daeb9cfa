import { operatorArea } from '../endpoint.js';
import {
  auditListSchema,
  auditQuerySchema,
  meSchema,
  operatorCreatedSchema,
  operatorCreateSchema,
  operatorListSchema,
  operatorParamsSchema,
  operatorSchema,
  operatorUpdateSchema,
} from '../operators.js';

const endpoint = operatorArea('backoffice operators');
/** A change to the operators, by a role that manages them (an e-mail already taken: 409). */
const operatorsChange = endpoint.with({ permission: 'operators.manage', errors: ['Conflict'] });

export const getAdminMe = endpoint('GET /me', 'The signed-in operator and what their role permits', {
  permission: 'account.self',
  answer: meSchema,
});

export const getAdminOperators = endpoint('GET /operators', 'Every operator', {
  permission: 'operators.read',
  answer: operatorListSchema,
});

export const postAdminOperators = operatorsChange(
  'POST /operators',
  'A new operator and their one-time password (two-factor enrolment at their first sign-in)',
  { body: operatorCreateSchema, answer: operatorCreatedSchema },
);

export const patchAdminOperatorsById = operatorsChange(
  'PATCH /operators/{id}',
  'Changes an operator’s role or status; blocking signs them out',
  { params: operatorParamsSchema, body: operatorUpdateSchema, answer: operatorSchema },
);

export const getAdminAudit = endpoint('GET /audit', 'The operators’ audit trail, newest first', {
  tags: ['backoffice audit'],
  permission: 'audit.read',
  query: auditQuerySchema,
  answer: auditListSchema,
});
