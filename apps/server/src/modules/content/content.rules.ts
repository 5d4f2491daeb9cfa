import { LANGUAGES } from '@meridian/contract/constants';
import type { FieldErrors } from '@meridian/contract/envelope';
import type { BannerDraft, PageDraft } from '@meridian/contract/operator-content';
import type { PublishedBanner } from '../../db/schema.js';
import { pageBodyProblems } from './content.html.js';

/** A banner's working copy as the version players would see, times as ISO text. */
export function bannerVersion(draft: BannerDraft): PublishedBanner {
  return {
    image: draft.image,
    path: draft.path,
    titles: withText(draft.titles),
    descriptions: withText(draft.descriptions),
    position: draft.position,
    starts_at: draft.starts_at ? new Date(draft.starts_at).toISOString() : null,
    ends_at: draft.ends_at ? new Date(draft.ends_at).toISOString() : null,
  };
}

/** The languages given a non-empty text, without the empty ones. */
export function withText(texts: Partial<Record<string, string>>): Record<string, string> {
  return Object.fromEntries(Object.entries(texts).filter((entry): entry is [string, string] => Boolean(entry[1])));
}

/** Whether a published banner is on the site at this moment (its dates, when it has them). */
export function isShownAt(banner: Pick<PublishedBanner, 'starts_at' | 'ends_at'>, now: number): boolean {
  return (
    (!banner.starts_at || Date.parse(banner.starts_at) <= now) && (!banner.ends_at || Date.parse(banner.ends_at) > now)
  );
}

/** What must hold before a banner is published: a title in every language of the site. */
export function bannerPublishErrors(version: PublishedBanner): FieldErrors {
  const errors: FieldErrors = {};
  for (const language of LANGUAGES) {
    if (!version.titles[language])
      errors[`banner.titles.${language}`] = ['A title in this language is needed to publish.'];
  }
  return errors;
}

/** The page's bodies that are not in the restricted HTML the player app shows as it is. */
export function pageDraftErrors(draft: PageDraft): FieldErrors {
  const errors: FieldErrors = {};
  for (const [language, body] of Object.entries(draft.bodies)) {
    const problems = body ? pageBodyProblems(body) : [];
    if (problems.length > 0) errors[`page.bodies.${language}`] = problems;
  }
  return errors;
}

/** What must hold before a page is published: a title and a body in every language of the site. */
export function pagePublishErrors(titles: Record<string, string>, bodies: Record<string, string>): FieldErrors {
  const errors: FieldErrors = {};
  for (const language of LANGUAGES) {
    if (!titles[language]) errors[`page.titles.${language}`] = ['A title in this language is needed to publish.'];
    if (!bodies[language]) errors[`page.bodies.${language}`] = ['A text in this language is needed to publish.'];
  }
  return errors;
}

/**
 * The fields that differ between two flat records (nested ones compared per key, named `titles.en`),
 * as the before and after the audit keeps: only what changed.
 */
export function changedFields(
  before: Record<string, unknown>,
  after: Record<string, unknown>,
): { before: Record<string, unknown>; after: Record<string, unknown> } {
  const was: Record<string, unknown> = {};
  const now: Record<string, unknown> = {};
  const flat = (record: Record<string, unknown>) => {
    const out = new Map<string, unknown>();
    for (const [key, value] of Object.entries(record)) {
      if (value && typeof value === 'object' && !Array.isArray(value)) {
        for (const [inner, innerValue] of Object.entries(value)) out.set(`${key}.${inner}`, innerValue);
      } else out.set(key, value);
    }
    return out;
  };
  const a = flat(before);
  const b = flat(after);
  for (const key of new Set([...a.keys(), ...b.keys()])) {
    const x = a.get(key) ?? null;
    const y = b.get(key) ?? null;
    if (JSON.stringify(x) !== JSON.stringify(y)) {
      was[key] = x;
      now[key] = y;
    }
  }
  return { before: was, after: now };
}

/** Whether two versions hold the same fields. */
export const sameVersion = (a: object, b: object): boolean =>
  Object.keys(changedFields(a as Record<string, unknown>, b as Record<string, unknown>).after).length === 0;
