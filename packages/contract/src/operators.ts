import { z } from 'zod';

/** The operators' roles (docs/backoffice.md): what each may do is `ROLE_PERMISSIONS`. */
export const OPERATOR_ROLES = [
  'admin',
  'trader',
  'risk',
  'payments',
  'identity',
  'support',
  'content',
  'marketing',
  'viewer',
] as const;
export type OperatorRole = (typeof OPERATOR_ROLES)[number];

/**
 * One permission per capability of the back office. Every operator call declares the one it needs
 * (packages/contract/src/endpoints/admin-*.ts); the server checks it on every call.
 */
export const PERMISSIONS = [
  /** Its own account: who am I, sign out. */
  'account.self',
  'operators.read',
  'operators.manage',
  'audit.read',
  'events.read',
  'markets.trade',
  'markets.settle',
  'risk.manage',
  'bets.read',
  'bets.manage',
  'players.read',
  'players.manage',
  'payments.read',
  'payments.manage',
  'identity.read',
  'identity.manage',
  'support.manage',
  'content.manage',
  'bonuses.manage',
  'reports.read',
  /** The site's settings: maintenance, contacts, bet amounts, update periods, licence. */
  'site.manage',
] as const;
export type Permission = (typeof PERMISSIONS)[number];

/** What a role may see of the book and the players, read-only. */
const READ: Permission[] = ['account.self', 'events.read', 'bets.read', 'players.read', 'reports.read'];

/** The role → permissions table: a role may make exactly the calls whose permission it lists. */
export const ROLE_PERMISSIONS: Readonly<Record<OperatorRole, readonly Permission[]>> = {
  admin: [...READ, 'operators.read', 'operators.manage', 'audit.read', 'site.manage'],
  trader: [...READ, 'markets.trade', 'markets.settle', 'risk.manage', 'bets.manage'],
  risk: [...READ, 'risk.manage', 'players.manage'],
  payments: [...READ, 'payments.read', 'payments.manage'],
  identity: [...READ, 'identity.read', 'identity.manage'],
  support: [...READ, 'support.manage'],
  content: ['account.self', 'content.manage'],
  marketing: [...READ, 'bonuses.manage'],
  viewer: READ,
};

export const hasPermission = (role: OperatorRole, permission: Permission): boolean =>
  ROLE_PERMISSIONS[role].includes(permission);

export const OPERATOR_STATUSES = ['active', 'blocked'] as const;
export type OperatorStatus = (typeof OPERATOR_STATUSES)[number];

/** Operators' passwords are staff credentials: longer than players'. */
export const OPERATOR_PASSWORD_MIN_LENGTH = 12;
/** Minutes without a call after which an operator's session ends. */
export const OPERATOR_IDLE_MINUTES = 30;

const email = z
  .email()
  .max(254)
  .transform((v) => v.toLowerCase());
const password = z.string().min(OPERATOR_PASSWORD_MIN_LENGTH).max(128);
/** What the operator typed to explain a change; every change needs one. */
export const reasonSchema = z.string().trim().min(3).max(500);
const code = z.string().regex(/^\d{6}$/, 'six digits');

export const operatorSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  role: z.enum(OPERATOR_ROLES),
  status: z.enum(OPERATOR_STATUSES),
  /** Two-factor enrolment done (at the first sign-in). */
  enrolled: z.boolean(),
  created_at: z.iso.datetime(),
  last_sign_in_at: z.iso.datetime().nullable(),
});
export type OperatorView = z.input<typeof operatorSchema>;

export const meSchema = operatorSchema.extend({ permissions: z.array(z.enum(PERMISSIONS)) });

export const signInSchema = z.object({ email, password: z.string().min(1).max(128) });

/** A password was right: the challenge token opens the second step only, for a few minutes. */
export const challengeSchema = z.object({
  challenge: z.string(),
  expires_in: z.number().int(),
  /** False at the first sign-in: enrol (POST /auth/enrolment) before sending a code. */
  enrolled: z.boolean(),
  /** A one-time password was used: the two-factor step takes the new one. */
  password_change_required: z.boolean(),
});

export const enrolmentSchema = z.object({ secret: z.string(), otpauth_uri: z.string() });

export const twoFactorSchema = z.object({ code, new_password: password.optional() });

export const operatorTokenSchema = z.object({
  token: z.string(),
  expires_in: z.number().int(),
  /** Minutes without a call after which the session ends. */
  idle_minutes: z.number().int(),
});

export const setupSchema = z.object({ token: z.string().min(16).max(128), email });

export const operatorCreatedSchema = z.object({
  operator: operatorSchema,
  /** Shown once: good for one sign-in, where the operator enrols two-factor and sets their own password. */
  one_time_password: z.string(),
});

export const operatorCreateSchema = z.object({ email, role: z.enum(OPERATOR_ROLES), reason: reasonSchema });

export const operatorUpdateSchema = z
  .object({
    role: z.enum(OPERATOR_ROLES).optional(),
    status: z.enum(OPERATOR_STATUSES).optional(),
    reason: reasonSchema,
  })
  .refine((v) => v.role !== undefined || v.status !== undefined, { message: 'Change the role or the status.' });

export const operatorParamsSchema = z.object({ id: z.coerce.number().int().positive() });

export const operatorListSchema = z.object({ list: z.array(operatorSchema) });

export const AUDIT_PAGE_SIZE = 50;

export const auditQuerySchema = z.object({
  operator_id: z.coerce.number().int().positive().optional(),
  action: z.string().max(64).optional(),
  from: z.iso.datetime().optional(),
  to: z.iso.datetime().optional(),
  /** The page below this record (the newest first). */
  before_id: z.coerce.number().int().positive().optional(),
  limit: z.coerce.number().int().min(1).max(200).default(AUDIT_PAGE_SIZE),
});

export const auditRecordSchema = z.object({
  id: z.number().int(),
  operator_id: z.number().int().nullable(),
  operator_role: z.string().nullable(),
  ip: z.string().nullable(),
  action: z.string(),
  target: z.string().nullable(),
  before: z.record(z.string(), z.unknown()).nullable(),
  after: z.record(z.string(), z.unknown()).nullable(),
  reason: z.string().nullable(),
  created_at: z.iso.datetime(),
  prev_hash: z.string(),
  hash: z.string(),
});
export type AuditRecordView = z.input<typeof auditRecordSchema>;

export const auditListSchema = z.object({ list: z.array(auditRecordSchema) });
