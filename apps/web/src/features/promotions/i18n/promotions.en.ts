/**
 * English texts of the promotions screens (namespace "promotions"): the source of truth for
 * their keys and the fallback of every other language.
 */
export const promotionsEn = {
  'promotions.title': 'Promotions',
  'promotions.filter.categories': 'Promotion categories',
  'promotions.filter.tags': 'Promotion tags',
  'promotions.filter.all': 'All',

  'promotions.list.label': 'Promotions',
  'promotions.list.loading': 'Loading promotions',
  'promotions.list.empty': 'No promotions here',
  'promotions.list.emptyHint': 'Try another category or tag, or see them all.',
  'promotions.list.showAll': 'Show all promotions',

  'promotions.badge.ended': 'Ended',

  'promotions.period.from': 'Runs from {{start}} until further notice',

  'promotions.article.back': 'All promotions',
  'promotions.article.loading': 'Loading the promotion',
  'promotions.article.ended': 'This promotion has ended. Its terms stay here for reference.',
  'promotions.article.takePart': 'How to take part',

  'promotions.code.label': 'Promo code',
  'promotions.code.copy': 'Copy',
  'promotions.code.copyName': 'Copy the promo code {{code}}',
  'promotions.code.copied': 'Promo code {{code}} copied',
  'promotions.code.hint': 'Enter it in the Promo code field when you sign up, or later in your profile under Bonuses.',

  'promotions.action.signup': 'Sign up',
  'promotions.action.deposit': 'Make a deposit',
} as const;

export type PromotionsTextKey = keyof typeof promotionsEn;
