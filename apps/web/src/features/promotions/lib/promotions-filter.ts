/** What the promotions list shows: one category and one tag at most, none meaning all. */
export interface PromotionsFilter {
  categoryId: number | null;
  tagId: number | null;
}

function positiveId(value: string | null): number | null {
  if (value === null || !/^\d{1,9}$/.test(value)) return null;
  const id = Number(value);
  return id > 0 ? id : null;
}

/** The filter named by the list's query (`category`, `tag`); anything else reads as none. */
export function filterFromParams(params: URLSearchParams): PromotionsFilter {
  return { categoryId: positiveId(params.get('category')), tagId: positiveId(params.get('tag')) };
}

/** The list's query with one filter changed; none leaves the parameter out. */
export function withFilter(params: URLSearchParams, change: Partial<PromotionsFilter>): URLSearchParams {
  const next = new URLSearchParams(params);
  const set = (name: string, value: number | null | undefined) => {
    if (value === undefined) return;
    if (value === null) next.delete(name);
    else next.set(name, String(value));
  };
  set('category', change.categoryId);
  set('tag', change.tagId);
  return next;
}

/** The id of `/promotions/{id}`, or null when the address cannot name a promotion. */
export function promotionIdOf(param: string | undefined): number | null {
  return positiveId(param ?? null);
}
