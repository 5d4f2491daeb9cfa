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
  /** The web app's origin; the cashier returns the player to it. */
  domain: string;
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
  return `${CASHIER_PATH}?${query.toString()}`;
}

const RESULT_PATH = /^\/payments\/(deposit|withdraw)\/(success|fail|waiting)$/;

/** The result page a frame ended on, if it navigated itself there instead of the whole tab. */
export function paymentResultPath(pathname: string): string | null {
  return RESULT_PATH.test(pathname) ? pathname : null;
}
