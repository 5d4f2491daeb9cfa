import { z } from 'zod';
import { playerParamsSchema } from './players.js';

/**
 * Responsible gaming in the back office (docs/backoffice.md, "Responsible gaming"): the exclusion
 * register of self-excluded persons, read only, and the operators' log of what they did for a
 * player's safety.
 */

export const RG_REGISTER_PAGE_SIZE = 50;
export const RG_INTERVENTIONS_PAGE_SIZE = 50;

/** What identifies a person in the register (docs/responsible-gaming.md, "The exclusion register"). */
export const RG_IDENTIFIER_KINDS = ['account', 'email', 'phone', 'name_dob', 'document', 'device'] as const;
/** Identifiers shown masked to operators: the last characters only. */
export const RG_MASKED_KINDS = ['document', 'device'] as const;
/** How many of a masked identifier's last characters an operator sees. */
export const RG_MASK_VISIBLE = 4;

export const rgRegisterQuerySchema = z.object({
  /**
   * An e-mail, a phone or a player id (or an identity document's number), normalised as the register
   * stores it: `Ann@Example.com ` finds `ann@example.com`, `+357 96-123 456` finds `+35796123456`.
   */
  search: z.string().trim().min(1).max(254).optional(),
  page: z.coerce.number().int().min(1).default(1),
  per_page: z.coerce.number().int().min(1).max(200).default(RG_REGISTER_PAGE_SIZE),
});

export const rgRegisterIdentifierSchema = z.object({
  kind: z.enum(RG_IDENTIFIER_KINDS),
  /** As stored, except a document's number and a device's id: their last four characters after `••••`. */
  value: z.string(),
  masked: z.boolean(),
});

export const rgRegisterEntrySchema = z.object({
  id: z.number().int(),
  starts_at: z.iso.datetime(),
  /** Null: for good. */
  ends_at: z.iso.datetime().nullable(),
  /** In force now (started and not ended). */
  active: z.boolean(),
  /** The accounts it covers: the one that self-excluded and every account matched to it. */
  player_ids: z.array(z.number().int()),
  /** Every identifier of the person, by kind then value (accounts too). */
  identifiers: z.array(rgRegisterIdentifierSchema),
});
export type RgRegisterEntry = z.input<typeof rgRegisterEntrySchema>;

export const rgRegisterListSchema = z.object({ list: z.array(rgRegisterEntrySchema), total: z.number().int() });

export const RG_INTERVENTION_KINDS = ['note', 'call', 'restriction'] as const;
export type RgInterventionKind = (typeof RG_INTERVENTION_KINDS)[number];
/** An operator's change a restriction may point to: the stake factor set, or the block. */
export const RG_INTERVENTION_LINKS = ['stake_factor', 'block'] as const;
export type RgInterventionLink = (typeof RG_INTERVENTION_LINKS)[number];

export const rgInterventionCreateSchema = z
  .object({
    kind: z.enum(RG_INTERVENTION_KINDS),
    /** What was done or said. */
    body: z.string().trim().min(1).max(2000),
    /** A restriction's subject, in the operator's words ("stake factor 0.5", "casino closed"). */
    restriction: z.string().trim().min(1).max(200).optional(),
    /** A restriction made with the stake factor or the block: the latest such change of the player is linked. */
    link: z.enum(RG_INTERVENTION_LINKS).optional(),
  })
  .superRefine((value, ctx) => {
    if (value.kind === 'restriction' && value.restriction === undefined) {
      ctx.addIssue({ code: 'custom', path: ['restriction'], message: 'Say what was restricted.' });
    }
    if (value.kind !== 'restriction' && value.restriction !== undefined) {
      ctx.addIssue({ code: 'custom', path: ['restriction'], message: 'Only a restriction names one.' });
    }
    if (value.kind !== 'restriction' && value.link !== undefined) {
      ctx.addIssue({ code: 'custom', path: ['link'], message: 'Only a restriction links to a change.' });
    }
  });

export const rgInterventionSchema = z.object({
  id: z.number().int(),
  player_id: z.number().int(),
  kind: z.enum(RG_INTERVENTION_KINDS),
  body: z.string(),
  /** A restriction's subject; null for a note or a call. */
  restriction: z.string().nullable(),
  /** The operator's change of the player the restriction was made with (its audit record), or null. */
  link: z
    .object({
      kind: z.enum(RG_INTERVENTION_LINKS),
      audit_id: z.number().int(),
      at: z.iso.datetime(),
    })
    .nullable(),
  operator_id: z.number().int(),
  operator_email: z.string(),
  created_at: z.iso.datetime(),
});
export type RgIntervention = z.input<typeof rgInterventionSchema>;

export const rgInterventionsQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  per_page: z.coerce.number().int().min(1).max(200).default(RG_INTERVENTIONS_PAGE_SIZE),
});

export const rgInterventionListSchema = z.object({ list: z.array(rgInterventionSchema), total: z.number().int() });

export const rgInterventionParamsSchema = playerParamsSchema;
