import { LANGUAGES } from '@meridian/contract/constants';
import type { FieldErrors } from '@meridian/contract/envelope';
import type { PromotionDraft, PromotionVersion } from '@meridian/contract/operator-offers';
import { pageBodyProblems } from '../content/content.html.js';
import { withText } from '../content/content.rules.js';

/** A promotion's working copy as the version players would see: texts without empty languages, ISO times. */
export function promotionVersion(draft: PromotionDraft): PromotionVersion {
  const link = draft.action === 'link';
  return {
    image: draft.image,
    category_ids: [...new Set(draft.category_ids)],
    tag_ids: [...new Set(draft.tag_ids)],
    starts_at: new Date(draft.starts_at).toISOString(),
    ends_at: draft.ends_at ? new Date(draft.ends_at).toISOString() : null,
    promo_code: draft.promo_code || null,
    action: draft.action,
    // Only a link has a path and a label: the table's check, and what players are answered.
    action_path: link ? draft.action_path : null,
    position: draft.position,
    titles: withText(draft.titles),
    descriptions: withText(draft.descriptions),
    bodies: withText(draft.bodies),
    action_labels: link ? withText(draft.action_labels) : {},
  };
}

/**
 * What a working copy holds that no save may keep: an article outside the restricted HTML the player
 * app shows as it is, or a category or tag that does not exist.
 */
export function promotionDraftErrors(
  version: PromotionVersion,
  known: { categories: ReadonlySet<number>; tags: ReadonlySet<number> },
): FieldErrors {
  const errors: FieldErrors = {};
  for (const [language, body] of Object.entries(version.bodies)) {
    const problems = body ? pageBodyProblems(body) : [];
    if (problems.length > 0) errors[`promotion.bodies.${language}`] = problems;
  }
  const unknownCategories = version.category_ids.filter((id) => !known.categories.has(id));
  if (unknownCategories.length > 0) {
    errors['promotion.category_ids'] = [`No such category: ${unknownCategories.join(', ')}.`];
  }
  const unknownTags = version.tag_ids.filter((id) => !known.tags.has(id));
  if (unknownTags.length > 0) errors['promotion.tag_ids'] = [`No such tag: ${unknownTags.join(', ')}.`];
  return errors;
}

/**
 * What must hold before a promotion is published: a title, a card text and an article in every
 * language of the site, and a link button's label in each.
 */
export function promotionPublishErrors(version: PromotionVersion): FieldErrors {
  const errors: FieldErrors = {};
  for (const language of LANGUAGES) {
    if (!version.titles[language]) {
      errors[`promotion.titles.${language}`] = ['A title in this language is needed to publish.'];
    }
    if (!version.descriptions[language]) {
      errors[`promotion.descriptions.${language}`] = ['A card text in this language is needed to publish.'];
    }
    if (!version.bodies[language]) {
      errors[`promotion.bodies.${language}`] = ['An article in this language is needed to publish.'];
    }
    if (version.action === 'link' && !version.action_labels[language]) {
      errors[`promotion.action_labels.${language}`] = ['A button label in this language is needed to publish.'];
    }
  }
  return errors;
}

/** The promotions (by id) whose working copy or published version carries `id` in `field`. */
export function promotionsCarrying(
  id: number,
  field: 'category_ids' | 'tag_ids',
  versions: ReadonlyArray<{ id: number; ids: Record<'category_ids' | 'tag_ids', readonly number[]> }>,
): number[] {
  return [...new Set(versions.filter((v) => v.ids[field].includes(id)).map((v) => v.id))].sort((a, b) => a - b);
}
