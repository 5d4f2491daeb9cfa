import { z } from 'zod';
import { codeObjectSchema, tokenDataSchema } from './auth.js';
import { id } from './request-input.js';

/** The signed-in player (spec 000 §3). Times are unix seconds. */
export const userSchema = z.object({
  id: z.number().int(),
  email: z.string().nullable(),
  email_verified_at: z.number().int().nullable(),
  phone: z.string().nullable(),
  phone_verified_at: z.number().int().nullable(),
  country_id: z.number().int(),
  country_code: z.string(),
  currency_id: z.number().int(),
  two_factor_enabled: z.union([z.literal(0), z.literal(1)]),
  first_bonus: z.union([z.literal(0), z.literal(1), z.literal(2)]),
  kyc: z.number().int(),
  /** Whether a deposit has been credited: the first-deposit bonus choice can no longer change. */
  has_deposit: z.boolean(),
  ext: z.object({ intercom_hash: z.string().nullable() }),
});
export type User = z.infer<typeof userSchema>;
export const userPayloadSchema = z.object({ user: userSchema });

export const sessionSchema = z.object({
  id: z.string(),
  is_current: z.boolean(),
  created_at: z.number().int(),
  last_seen_at: z.number().int(),
  ip: z.string(),
  params: z.object({
    device: z.object({
      type: z.string(),
      os: z.string(),
      os_v: z.string(),
      browser: z
        .string()
        .describe("The browser's name read from the session's user agent, e.g. Chrome; '' when unknown"),
      browser_v: z.string().describe("The browser's major version, e.g. 131; '' when unknown"),
    }),
    city: z.string().nullable(),
    country: z.string().nullable(),
  }),
});
export const sessionListSchema = z.object({ list: z.array(sessionSchema) });
export const sessionParamsSchema = z.object({ id: z.union([z.literal('all'), z.string().regex(/^[0-9a-f-]{36}$/)]) });
export type Session = z.infer<typeof sessionSchema>;

export const profileGroups = ['personal', 'address', 'contacts', 'identification', 'other'] as const;
export const profileFieldSchema = z.object({
  code: z.string(),
  name: z.string(),
  placeholder: z.string(),
  type: z.enum(['string', 'date', 'dict', 'ignored']),
  dict: z
    .array(
      z.object({
        id: z.union([z.number(), z.string()]),
        name: z.string(),
        rules: z.object({ regex: z.string() }).optional(),
      }),
    )
    .optional(),
  group: z.enum(profileGroups),
  rules: z.object({ required_with: z.string().nullable(), is_required: z.boolean() }),
  /** The stored value; a field with a value can no longer be changed by the player. */
  value: z.string().nullable(),
});
export const profileFormSchema = z.object({ fields: z.array(profileFieldSchema), user: userSchema });
export const profileFormQuerySchema = z.object({ group_id: id().default(1) });
export const profileUpdateSchema = z.object({ fields: z.record(z.string(), z.string().max(256)) });
export type ProfileField = z.infer<typeof profileFieldSchema>;

export const userCodeTypes = ['activate_email', 'activate_phone', 'change_phone'] as const;
export const userCodeParamsSchema = z.object({ type: z.enum(userCodeTypes) });
export const userCodeRequestSchema = z.object({
  email: z.string().max(254).optional(),
  phone: z.string().max(32).optional(),
});
export const userCodeResultSchema = z.object({ code: codeObjectSchema });

export const passwordChangeSchema = z.object({
  password: z.string().max(256),
  new_password: z.string().max(256),
  new_password_confirmation: z.string().max(256),
  code: z.string().max(32).optional(),
});

/** `POST /auth/code/check`: sign-up and recovery codes answer a token, contact codes the updated user. */
export const codeCheckResultSchema = z.object({
  token: tokenDataSchema.optional(),
  user: userSchema.optional(),
});
