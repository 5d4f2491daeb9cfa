import { LANGUAGES, type LanguageCode } from '@meridian/contract/constants';
import type { FieldErrors } from '@meridian/contract/envelope';
import {
  type BannerDraft,
  bannerDraftSchema,
  type PageDraft,
  pageDraftSchema,
} from '@meridian/contract/operator-content';

/**
 * The content desk's forms (content-banners.tsx, content-pages.tsx) without React: a banner or page as
 * the fields the operator types, and back, checked by the contract's schemas (the server's own); the
 * server's answer still decides.
 */

/** What a form's fields hold wrong, by field (`titles.en`, `path`). */
export type FormErrors = Record<string, string>;

type Texts = Record<LanguageCode, string>;

export interface BannerForm {
  image: string;
  path: string;
  position: string;
  /** `datetime-local` values, in the browser's time zone; empty for no bound. */
  starts_at: string;
  ends_at: string;
  titles: Texts;
  descriptions: Texts;
}

const texts = (from: Partial<Record<string, string>> = {}): Texts =>
  Object.fromEntries(LANGUAGES.map((language) => [language, from[language] ?? ''])) as Texts;

const pad = (n: number) => String(n).padStart(2, '0');

/** An ISO time as a `datetime-local` value in the browser's time zone. */
export function toLocalInput(iso: string | null): string {
  if (!iso) return '';
  const d = new Date(iso);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/** A `datetime-local` value as an ISO time, or null when empty or not a time. */
export function fromLocalInput(local: string): string | null {
  if (!local) return null;
  const time = new Date(local);
  return Number.isNaN(time.getTime()) ? null : time.toISOString();
}

export function bannerFormOf(
  banner: Pick<BannerDraft, 'image' | 'path' | 'position' | 'titles' | 'descriptions' | 'starts_at' | 'ends_at'> | null,
): BannerForm {
  return {
    image: banner?.image ?? '',
    path: banner?.path ?? '/',
    position: String(banner?.position ?? 0),
    starts_at: toLocalInput(banner?.starts_at ?? null),
    ends_at: toLocalInput(banner?.ends_at ?? null),
    titles: texts(banner?.titles),
    descriptions: texts(banner?.descriptions),
  };
}

/** Issues of a zod parse as the form's errors, by the field's path. */
function errorsOf(issues: readonly { path: readonly PropertyKey[]; message: string }[]): FormErrors {
  const errors: FormErrors = {};
  for (const issue of issues) {
    const field = issue.path.join('.');
    errors[field] = errors[field] ? `${errors[field]} ${issue.message}` : issue.message;
  }
  return errors;
}

/** The form as the draft to send, or what is wrong with it by field. */
export function bannerDraftOf(form: BannerForm): { draft: BannerDraft } | { errors: FormErrors } {
  const position = /^\d{1,3}$/.test(form.position.trim()) ? Number(form.position) : Number.NaN;
  const parsed = bannerDraftSchema.safeParse({
    image: form.image,
    path: form.path,
    titles: form.titles,
    descriptions: form.descriptions,
    position,
    starts_at: fromLocalInput(form.starts_at),
    ends_at: fromLocalInput(form.ends_at),
  });
  return parsed.success ? { draft: parsed.data } : { errors: errorsOf(parsed.error.issues) };
}

export interface PageForm {
  titles: Texts;
  bodies: Texts;
}

export const pageFormOf = (page: {
  titles: Partial<Record<string, string>>;
  bodies: Partial<Record<string, string>>;
}) => ({
  titles: texts(page.titles),
  bodies: texts(page.bodies),
});

export function pageDraftOf(form: PageForm): { draft: PageDraft } | { errors: FormErrors } {
  const parsed = pageDraftSchema.safeParse(form);
  return parsed.success ? { draft: parsed.data } : { errors: errorsOf(parsed.error.issues) };
}

/** The languages a banner or page still lacks to be published. */
export function missingLanguages(...fields: Array<Partial<Record<string, string>>>): LanguageCode[] {
  return LANGUAGES.filter((language) => fields.some((field) => !field[language]?.trim()));
}

/** The server's field errors (`banner.titles.ru`) on the form's fields (`titles.ru`). */
export function formErrorsOf(errors: FieldErrors, prefix: 'banner' | 'page'): FormErrors {
  const placed: FormErrors = {};
  for (const [key, messages] of Object.entries(errors)) {
    const field = key.startsWith(`${prefix}.`) ? key.slice(prefix.length + 1) : key;
    placed[field] = messages.join(' ');
  }
  return placed;
}

/** The language whose tab holds the first error, to show it. */
export function languageOfFirstError(errors: FormErrors): LanguageCode | null {
  for (const field of Object.keys(errors)) {
    const language = LANGUAGES.find((code) => field.endsWith(`.${code}`));
    if (language) return language;
  }
  return null;
}
