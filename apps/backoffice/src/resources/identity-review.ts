import type { IdentityReview } from '@meridian/contract/operator-identity';

export type ComparedField = 'first_name' | 'last_name' | 'birthday' | 'country';

/** One line of the comparison: what the account says, what the document says, and whether they differ. */
export interface Comparison {
  field: ComparedField;
  account: string | null;
  document: string;
  differs: boolean;
}

const same = (a: string, b: string) => a.trim().localeCompare(b.trim(), undefined, { sensitivity: 'base' }) === 0;

/**
 * The account's details beside the document's: names compared without case or accents, a detail
 * the account does not have is not a difference (the provider checks only what it was given).
 */
export function compareDetails(review: Pick<IdentityReview, 'profile' | 'submission'>): Comparison[] {
  const fields: ComparedField[] = ['first_name', 'last_name', 'birthday', 'country'];
  return fields.map((field) => {
    const account = review.profile[field];
    const document = review.submission[field];
    return { field, account, document, differs: account !== null && !same(account, document) };
  });
}

/** Whether a document's expiry (YYYY-MM-DD) is before the day `today` (YYYY-MM-DD). */
export const expired = (expiry: string, today: string) => expiry < today;

const escapeAttribute = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * The document of the sandboxed frame an image is shown in: the image alone, as a data address,
 * under a policy that loads nothing else and runs nothing (the frame's own `sandbox` has no allowances).
 */
export function imageFrame(dataUrl: string, alt: string): string {
  if (!/^data:image\/(jpeg|png|webp);base64,[A-Za-z0-9+/=]+$/.test(dataUrl)) {
    throw new Error('not an image of the kinds the provider keeps');
  }
  return [
    '<!doctype html><html><head>',
    `<meta http-equiv="Content-Security-Policy" content="default-src 'none'; img-src data:; style-src 'unsafe-inline'">`,
    '<style>html,body{margin:0;height:100%;background:#111}img{display:block;width:100%;height:100%;object-fit:contain}</style>',
    `</head><body><img src="${dataUrl}" alt="${escapeAttribute(alt)}"></body></html>`,
  ].join('');
}
