import { LANGUAGES, type LanguageCode } from '@meridian/contract/constants';
import type { FieldErrors } from '@meridian/contract/envelope';
import {
  PROMOTION_SLUG_MAX,
  type PromotionDraft,
  promotionDraftSchema,
  promotionLabelCreateSchema,
} from '@meridian/contract/operator-offers';
import { AdminApiError } from '../api/admin-client';
import { type FormErrors, fromLocalInput, missingLanguages, toLocalInput } from './content-form';

/**
 * The promotions desk's forms (content-promotions.tsx, content-categories.tsx) without React: a
 * promotion, category or tag as the fields the operator types, and back, checked by the contract's
 * schemas (the server's own); the server's answer still decides.
 */

type Texts = Record<LanguageCode, string>;

export type PromotionButton = 'none' | 'join' | 'link';

export interface PromotionForm {
  image: string;
  category_ids: number[];
  tag_ids: number[];
  /** `datetime-local` values in the browser's time zone; `ends_at` empty for no end. */
  starts_at: string;
  ends_at: string;
  promo_code: string;
  action: PromotionButton;
  action_path: string;
  position: string;
  titles: Texts;
  descriptions: Texts;
  bodies: Texts;
  action_labels: Texts;
}

const textsOf = (from: Partial<Record<string, string>> = {}): Texts =>
  Object.fromEntries(LANGUAGES.map((language) => [language, from[language] ?? ''])) as Texts;

/** A promotion's fields, or a new one's: starting now, with no button. */
export function promotionFormOf(promotion: PromotionDraft | null, now = new Date()): PromotionForm {
  return {
    image: promotion?.image ?? '',
    category_ids: promotion?.category_ids ?? [],
    tag_ids: promotion?.tag_ids ?? [],
    starts_at: toLocalInput(promotion?.starts_at ?? now.toISOString()),
    ends_at: toLocalInput(promotion?.ends_at ?? null),
    promo_code: promotion?.promo_code ?? '',
    action: promotion?.action ?? 'none',
    action_path: promotion?.action_path ?? '',
    position: String(promotion?.position ?? 0),
    titles: textsOf(promotion?.titles),
    descriptions: textsOf(promotion?.descriptions),
    bodies: textsOf(promotion?.bodies),
    action_labels: textsOf(promotion?.action_labels),
  };
}

/** Issues of a zod parse as the form's errors, by the field's dotted path. */
function issuesByField(issues: readonly { path: readonly PropertyKey[]; message: string }[]): FormErrors {
  const byField = new Map<string, string[]>();
  for (const { path, message } of issues)
    byField.set(path.join('.'), [...(byField.get(path.join('.')) ?? []), message]);
  return Object.fromEntries([...byField].map(([field, messages]) => [field, messages.join(' ')]));
}

/** The form as the working copy to send, or what is wrong with it by field. */
export function promotionDraftOf(form: PromotionForm): { draft: PromotionDraft } | { errors: FormErrors } {
  const position = /^\d{1,3}$/.test(form.position.trim()) ? Number(form.position) : Number.NaN;
  const link = form.action === 'link';
  const parsed = promotionDraftSchema.safeParse({
    image: form.image,
    category_ids: form.category_ids,
    tag_ids: form.tag_ids,
    // An unreadable start is sent as typed, for the schema to name the field.
    starts_at: fromLocalInput(form.starts_at) ?? form.starts_at,
    ends_at: fromLocalInput(form.ends_at),
    promo_code: form.promo_code.trim() ? form.promo_code.trim().toUpperCase() : null,
    action: form.action === 'none' ? null : form.action,
    action_path: link ? form.action_path.trim() || null : null,
    position,
    titles: form.titles,
    descriptions: form.descriptions,
    bodies: form.bodies,
    action_labels: link ? form.action_labels : {},
  });
  return parsed.success ? { draft: parsed.data } : { errors: issuesByField(parsed.error.issues) };
}

/** The languages a promotion still lacks to be published. */
export function missingPromotionLanguages(form: PromotionForm): LanguageCode[] {
  const texts = [form.titles, form.descriptions, form.bodies];
  return missingLanguages(...(form.action === 'link' ? [...texts, form.action_labels] : texts));
}

/** A slug suggested from an English name: `Live casino!` → `live-casino`. */
export function slugOf(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, PROMOTION_SLUG_MAX)
    .replace(/-+$/, '');
}

export interface LabelForm {
  slug: string;
  names: Texts;
}

export const labelFormOf = (label: { slug: string; names: Partial<Record<string, string>> } | null): LabelForm => ({
  slug: label?.slug ?? '',
  names: textsOf(label?.names),
});

/** A new category's or tag's fields as the call's `label`, or what is wrong by field (`slug`, `names.ru`). */
export function labelDraftOf(form: LabelForm): { label: LabelForm } | { errors: FormErrors } {
  const parsed = promotionLabelCreateSchema.shape.label.safeParse(form);
  return parsed.success
    ? { label: { slug: parsed.data.slug, names: textsOf(parsed.data.names) } }
    : { errors: issuesByField(parsed.error.issues) };
}

/**
 * A refusal that names fields (`promotion.titles.ru`, `label.slug`) as the form's errors (`titles.ru`,
 * `slug`); null for any other failure, which the dialog shows as it is.
 */
export function refusedFields(caught: unknown, prefix: 'promotion' | 'label'): FormErrors | null {
  if (!(caught instanceof AdminApiError) || !caught.fieldErrors) return null;
  return placeFieldErrors(caught.fieldErrors, prefix);
}

export function placeFieldErrors(errors: FieldErrors, prefix: string): FormErrors {
  return Object.fromEntries(
    Object.entries(errors).map(([key, messages]) => [
      key.startsWith(`${prefix}.`) ? key.slice(prefix.length + 1) : key,
      messages.join(' '),
    ]),
  );
}

/** Toggles one id in a list of chosen ones, keeping the list's order. */
export const toggled = (ids: readonly number[], id: number): number[] =>
  ids.includes(id) ? ids.filter((other) => other !== id) : [...ids, id];
