import {
  RG_IDENTIFIER_KINDS,
  type RgInterventionKind,
  type RgInterventionLink,
  type RgRegisterEntry,
} from '@meridian/contract/operator-responsible-gaming';

type Identifier = RgRegisterEntry['identifiers'][number];
type IdentifierKind = Identifier['kind'];

/** An entry's identifiers by kind, in the register's order of kinds, the accounts left out (they have their column). */
export function identifiersByKind(
  identifiers: readonly Identifier[],
): { kind: IdentifierKind; values: Identifier[] }[] {
  return RG_IDENTIFIER_KINDS.filter((kind) => kind !== 'account')
    .map((kind) => ({ kind, values: identifiers.filter((i) => i.kind === kind) }))
    .filter((group) => group.values.length > 0);
}

/** A name with a date of birth as the register keeps it (`ann lee|1990-05-01`), for reading: `ann lee, 1990-05-01`. */
export function identifierText(identifier: Identifier): string {
  return identifier.kind === 'name_dob' ? identifier.value.replace('|', ', ') : identifier.value;
}

/** A page of the register's list, from the address: the search and the page number (from 1). */
export function registerPageOf(params: URLSearchParams): { search: string; page: number } {
  const page = Number(params.get('page'));
  return { search: params.get('search')?.trim() ?? '', page: Number.isInteger(page) && page >= 1 ? page : 1 };
}

/** The intervention dialog's fields as typed. */
export interface InterventionForm {
  kind: RgInterventionKind;
  body: string;
  restriction: string;
  link: RgInterventionLink | '';
}

export const INTERVENTION_BODY_MAX = 2000;

/**
 * The body of `POST /players/{id}/interventions` from the dialog's fields, or the text keys of what is
 * missing by field: a restriction's subject and link are sent only with a restriction.
 */
export function interventionBody(
  form: InterventionForm,
):
  | { ok: true; body: { kind: RgInterventionKind; body: string; restriction?: string; link?: RgInterventionLink } }
  | { ok: false; errors: Partial<Record<'body' | 'restriction', string>> } {
  const body = form.body.trim();
  const restriction = form.restriction.trim();
  const errors: Partial<Record<'body' | 'restriction', string>> = {};
  if (!body) errors.body = 'meridian.rg.interventions.bodyNeeded';
  if (form.kind === 'restriction' && !restriction) errors.restriction = 'meridian.rg.interventions.restrictionNeeded';
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  if (form.kind !== 'restriction') return { ok: true, body: { kind: form.kind, body } };
  return { ok: true, body: { kind: form.kind, body, restriction, ...(form.link ? { link: form.link } : {}) } };
}
