/** Where the server serves the built-in cashier (apps/server/src/modules/payments/cashier.mount.ts). */
export const CASHIER_PATH = '/providers/cashier/';

export type PaymentMode = 'deposit' | 'withdraw';

export interface PaymentFrameParams {
  mode: PaymentMode;
  token: string;
  theme: 'dark' | 'light';
  lang: string;
  userId: number;
  accountId: number;
  isMobile: boolean;
  /** The web app's origin: the cashier posts its height to it only. */
  domain: string;
  /** The player's time zone on the site (an IANA name): the cashier tells times in it. */
  timeZone?: string;
  /** The site's colours, so the cashier looks like the site (names as the cashier takes them). */
  colours?: Partial<Record<CashierColour, string>>;
}

/** The colours the cashier takes in its address, each from the site's design token. */
export const CASHIER_COLOUR_TOKENS = {
  accent: '--color-accent',
  accent_text: '--color-on-accent',
  background: '--color-bg',
  surface: '--color-surface',
  border: '--color-border',
  text: '--color-text',
  muted: '--color-text-muted',
  error: '--color-danger',
  focus: '--color-focus',
  field: '--color-surface-raised',
} as const;
export type CashierColour = keyof typeof CASHIER_COLOUR_TOKENS;

/** `source` of the cashier's messages to the page that framed it (docs/api.md "The payment frame"). */
export const CASHIER_MESSAGE_SOURCE = 'meridian-cashier';

/** The site's colours as its style sheet sets them now (hex colours only; others the cashier ignores). */
export function siteColours(element: Element): Partial<Record<CashierColour, string>> {
  const style = getComputedStyle(element);
  const colours: Partial<Record<CashierColour, string>> = {};
  for (const [name, token] of Object.entries(CASHIER_COLOUR_TOKENS) as [CashierColour, string][]) {
    const value = style.getPropertyValue(token).trim();
    if (/^#[0-9a-f]{3}([0-9a-f]{3})?$/i.test(value)) colours[name] = value;
  }
  return colours;
}

/** The payment frame's address (spec 000 §7, docs/api.md "The payment frame"). */
export function paymentFrameAddress(params: PaymentFrameParams): string {
  const query = new URLSearchParams({
    mode: params.mode,
    token: params.token,
    theme: params.theme,
    lang: params.lang,
    user_id: String(params.userId),
    account_id: String(params.accountId),
    is_mobile: params.isMobile ? '1' : '0',
    domain: params.domain,
  });
  if (params.timeZone) query.set('time_zone', params.timeZone);
  for (const [name, value] of Object.entries(params.colours ?? {})) query.set(name, value);
  return `${CASHIER_PATH}?${query.toString()}`;
}

const RESULT_PATH = /^\/payments\/(deposit|withdraw)\/(success|fail|waiting)$/;

/** The result page a frame ended on, if it navigated itself there instead of the whole tab. */
export function paymentResultPath(pathname: string): string | null {
  return RESULT_PATH.test(pathname) ? pathname : null;
}
