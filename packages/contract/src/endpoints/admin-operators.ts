import { endpointArea } from '../endpoint.js';
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

// A permission the caller's role lacks, or an address off the allow-list: 403.
const endpoint = endpointArea({
  api: 'admin',
  tags: ['backoffice operators'],
  security: 'operator',
  errors: ['Forbidden'],
});

export const getAdminMe = endpoint('GET /me', 'The signed-in operator and what their role permits', {
  permission: 'account.self',
  answer: meSchema,
});

export const getAdminOperators = endpoint('GET /operators', 'Every operator', {
  permission: 'operators.read',
  answer: operatorListSchema,
});

export const postAdminOperators = endpoint(
  'POST /operators',
  'A new operator and their one-time password (two-factor enrolment at their first sign-in)',
  {
    permission: 'operators.manage',
    body: operatorCreateSchema,
    answer: operatorCreatedSchema,
    errors: ['Forbidden', 'Conflict'],
  },
);

export const patchAdminOperatorsById = endpoint(
  'PATCH /operators/{id}',
  'Changes an operator’s role or status; blocking signs them out',
  {
    permission: 'operators.manage',
    params: operatorParamsSchema,
    body: operatorUpdateSchema,
    answer: operatorSchema,
    errors: ['Forbidden', 'Conflict'],
  },
);

export const getAdminAudit = endpoint('GET /audit', 'The operators’ audit trail, newest first', {
  tags: ['backoffice audit'],
  permission: 'audit.read',
  query: auditQuerySchema,
  answer: auditListSchema,
});
