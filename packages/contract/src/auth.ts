import { z } from 'zod';
import { id, integer } from './request-input.js';

/** Registration tab ids (spec 000 §3, §9). */
export const REG_TYPE = { email: 1, phone: 2, oneClick: 3 } as const;
export const regTypeSchema = z.union([z.literal(1), z.literal(2), z.literal(3)]);
export type RegType = z.infer<typeof regTypeSchema>;

export const regFieldCodes = [
  'first_bonus',
  'country_id',
  'phone',
  'currency_id',
  'promo_code',
  'email',
  'birthday',
  'password',
  'password_confirmation',
] as const;

export const regFieldSchema = z.object({
  code: z.enum(regFieldCodes),
  name: z.string(),
  placeholder: z.string(),
  type: z.enum(['string', 'checkbox', 'ignore']),
  is_hidden: z.boolean(),
  rules: z.object({
    is_required: z.boolean(),
    /** The latest birthday allowed (YYYY-MM-DD): today less the minimum age. */
    'min-age-date': z.string().nullable(),
  }),
});
export const registrationFormSchema = z.object({
  reg_type: regTypeSchema,
  index: z.number().int(),
  fields: z.array(regFieldSchema),
});
export const registrationFormsQuerySchema = z.object({ group_id: id().default(1) });
export const registrationFormsSchema = z.object({ forms: z.array(registrationFormSchema) });

/** The bot-check answer: an ALTCHA payload or a reCAPTCHA token, per `services.captcha.provider`. */
export const captchaSchema = z.string().max(8192).optional();

export const registrationRequestSchema = z.object({
  type_id: integer(regTypeSchema),
  group_id: id(),
  fields: z
    .object({
      country_id: integer(z.number().int()),
      currency_id: integer(z.number().int()),
      email: z.string().max(254),
      phone: z.string().max(32),
      password: z.string().max(256),
      password_confirmation: z.string().max(256),
      birthday: z.string().max(10),
      promo_code: z.string().max(64),
      first_bonus: integer(z.number().int()),
      btag: z.string().max(128),
    })
    .partial(),
  app_v: z.string().max(20).optional(),
  captcha: captchaSchema,
});
export type RegistrationRequest = z.output<typeof registrationRequestSchema>;

/** Token data (spec 000 §3). Lifetimes are seconds from now. */
export const tokenDataSchema = z.object({
  token: z.string(),
  refresh_token: z.string(),
  token_ttl: z.number().int(),
  refresh_ttl: z.number().int(),
  two_factor_authed: z.boolean(),
});
export type TokenData = z.infer<typeof tokenDataSchema>;

/** A confirmation code sent by e-mail or SMS (spec 000 §3). Times are unix seconds and seconds. */
export const codeObjectSchema = z.object({
  id: z.string(),
  token: z.string(),
  sent_at: z.number().int(),
  repeat_after: z.number().int(),
  code_ttl: z.number().int(),
});
export type CodeObject = z.infer<typeof codeObjectSchema>;

export const registrationResultSchema = z.object({
  /** One-click only: the new player's id and generated password, shown once. */
  user: z.object({ id: z.number().int(), password: z.string() }).optional(),
  /** E-mail and phone: the code to confirm the account with. */
  code: codeObjectSchema.optional(),
  /** One-click only: the player is signed in at once. */
  token: tokenDataSchema.optional(),
});

export const codeCheckRequestSchema = z.object({
  id: z.string().max(64),
  token: z.string().max(128),
  code: z.string().trim().min(1, 'The code is required.').max(32),
});
export const codeSendRequestSchema = codeCheckRequestSchema.pick({ id: true, token: true });

export const loginRequestSchema = z.object({
  app_v: z.string().max(20).optional(),
  /** An e-mail or a numeric user id. */
  id: z.string().max(254).optional(),
  phone: z.string().max(32).optional(),
  password: z.string().max(256),
  captcha: captchaSchema,
});
export type LoginRequest = z.infer<typeof loginRequestSchema>;

/**
 * The payload of a sign-in answered 401 `SignInCodeRequired`: the right password from a browser the
 * account does not know, past its limit of wrong passwords. The code went to the player's e-mail or
 * phone; `POST /auth/code/check` with it answers the token data.
 */
export const signInCodeSchema = z.object({
  code: codeObjectSchema,
  channel: z.enum(['email', 'sms']),
});
export type SignInCode = z.infer<typeof signInCodeSchema>;

export const refreshRequestSchema = z.object({ refresh_token: z.string().min(1).max(256) });
export const refreshResultSchema = z.object({ token: tokenDataSchema });

export const recoveryRequestSchema = z.object({
  email: z.string().max(254).optional(),
  phone: z.string().max(32).optional(),
  captcha: captchaSchema,
});
export const newPasswordRequestSchema = z.object({
  password: z.string().max(256),
  password_confirmation: z.string().max(256),
});

export const twoFactorCodeSchema = z.object({ code: z.string().trim().min(1, 'The code is required.').max(32) });
export const twoFactorSetupSchema = z.object({
  codes: z.array(z.string()),
  secret: z.string(),
  svg: z.string(),
  url: z.string(),
});
export const recoveryCodesSchema = z.object({ codes: z.array(z.string()) });
export const recoveryCodesLeftSchema = z.object({ remaining: z.number().int() });

/** The ALTCHA challenge the web app solves before sign-in, sign-up and recovery. */
export const captchaChallengeSchema = z.object({
  algorithm: z.string(),
  challenge: z.string(),
  maxnumber: z.number().int().optional(),
  salt: z.string(),
  signature: z.string(),
});
