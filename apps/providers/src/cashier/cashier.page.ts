import { formatMoney } from '@meridian/contract/money';
import { escapeHtml } from '../shared/provider-page.js';
import { type ThemeColours, themeQuery } from './cashier.frame.js';
import type { PlayerSession } from './cashier.platform-client.js';
import { MAX_MAJOR, MIN_MAJOR } from './cashier.psp.js';
import type { CashierMode } from './cashier.store.js';
import { type CashierLanguage, type TextKey, text } from './cashier.texts.js';

export interface PageOptions {
  /** Where the cashier is mounted, e.g. `/providers/cashier`. */
  base: string;
  mode: CashierMode;
  lang: CashierLanguage;
  theme: 'dark' | 'light';
  mobile: boolean;
  token: string;
  /** The operator's colours from the launch address (none: the cashier's own). */
  colours: ThemeColours;
  /** The origin of the page that framed the cashier, which is told its height ('' for none). */
  parentOrigin: string;
  /** The player's time zone on the operator's site ('' for none: the browser's is used). */
  timeZone?: string;
}

type ShellOptions = Pick<PageOptions, 'base' | 'lang' | 'theme' | 'mobile' | 'colours' | 'parentOrigin'>;

function shell(o: ShellOptions, title: string, body: string): string {
  const colours = themeQuery(o.colours);
  const parent = o.parentOrigin ? ` data-parent-origin="${escapeHtml(o.parentOrigin)}"` : '';
  return `<!doctype html>
<html lang="${o.lang}" data-theme="${o.theme}"${o.mobile ? ' data-mobile="true"' : ''}${parent}>
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<link rel="icon" href="data:,">
<title>${escapeHtml(title)}</title>
<link rel="stylesheet" href="${o.base}/assets/cashier.css">
${colours ? `<link rel="stylesheet" href="${o.base}/assets/theme.css?${escapeHtml(colours)}">\n` : ''}<script src="${o.base}/assets/cashier.js" defer></script>
</head>
<body>
${body}
</body>
</html>`;
}

function field(lang: CashierLanguage, name: string, label: TextKey, attrs: string, hint?: string): string {
  const hintId = hint ? `${name}-hint` : '';
  return `<div class="field">
  <label for="${name}">${escapeHtml(text(lang, label))}</label>
  <input id="${name}" name="${name}" ${attrs} aria-describedby="${[hintId, `${name}-error`].filter(Boolean).join(' ')}">
  ${hint ? `<p id="${hintId}" class="hint">${escapeHtml(hint)}</p>` : ''}
  <p id="${name}-error" class="error" hidden></p>
</div>`;
}

/** The payment page: methods, amount, card or bank fields, and the challenge step. */
export function renderPaymentPage(o: PageOptions, session: PlayerSession): string {
  const t = (key: TextKey, values?: Record<string, string>) => escapeHtml(text(o.lang, key, values));
  const unit = 10n ** BigInt(session.scale);
  const money = (minor: bigint) =>
    formatMoney(minor, { scale: session.scale, code: session.currencyCode, locale: o.lang });
  const deposit = o.mode === 'deposit';
  // A withdrawal can take out at most what the wallet holds.
  const held = BigInt(session.balance);
  const most = deposit || held > MAX_MAJOR * unit ? MAX_MAJOR * unit : held;
  const least = MIN_MAJOR * unit;
  const limits = { min: money(least), max: money(most) };
  const amountHint = text(o.lang, most < least ? 'amount_hint_below_min' : 'amount_hint', limits);
  // An example to type: the language's decimal mark, no grouping, at most cents.
  const example = formatMoney(10n * unit, { scale: session.scale, locale: o.lang, maxDecimals: 2 });
  const title = text(o.lang, deposit ? 'title_deposit' : 'title_withdraw');
  const balance = money(BigInt(session.balance));
  const bank = deposit
    ? `<p class="note">${t('bank_details')}</p>`
    : `${field(o.lang, 'iban', 'iban', 'autocomplete="off" spellcheck="false" autocapitalize="characters"')}
${field(o.lang, 'account_holder', 'account_holder', 'autocomplete="name"')}`;
  const body = `<main class="cashier" aria-labelledby="title">
<header class="head">
  <h1 id="title">${escapeHtml(title)}</h1>
  <p class="balance">${t('balance')}: <strong>${escapeHtml(balance)}</strong></p>
</header>
<form id="pay" class="panel" novalidate
  data-base="${o.base}" data-token="${escapeHtml(o.token)}" data-mode="${o.mode}" data-lang="${o.lang}"${o.timeZone ? ` data-time-zone="${escapeHtml(o.timeZone)}"` : ''}
  data-processing="${t('processing')}" data-generic="${t('err_generic')}" data-session="${t('err_session')}">
  <fieldset class="methods">
    <legend>${t('method')}</legend>
    <label class="method"><input type="radio" name="method" value="card" checked><span>${t('method_card')}</span></label>
    <label class="method"><input type="radio" name="method" value="bank"><span>${t('method_bank')}</span></label>
  </fieldset>
  ${field(o.lang, 'amount', 'amount', `inputmode="decimal" autocomplete="off" required placeholder="${escapeHtml(example)}"`, amountHint)}
  <div class="group" data-method="card">
    ${field(o.lang, 'card_number', 'card_number', 'inputmode="numeric" autocomplete="cc-number" placeholder="4242 4242 4242 4242" maxlength="23"')}
    <div class="row">
      ${field(o.lang, 'expiry', 'expiry', 'inputmode="numeric" autocomplete="cc-exp" placeholder="12/30" maxlength="5"')}
      ${field(o.lang, 'cvc', 'cvc', 'inputmode="numeric" autocomplete="cc-csc" placeholder="123" maxlength="3"')}
    </div>
    ${field(o.lang, 'holder', 'holder', 'autocomplete="cc-name"')}
    <p class="note">${t(deposit ? 'test_cards' : 'test_cards_withdraw')}</p>
  </div>
  <div class="group" data-method="bank" hidden>
    ${bank}
  </div>
  <p id="form-error" class="form-error" role="alert" hidden></p>
  <button type="submit" class="submit">${t(deposit ? 'submit_deposit' : 'submit_withdraw')}</button>
</form>
<form id="challenge" class="panel" novalidate hidden aria-labelledby="challenge-title">
  <h2 id="challenge-title">${t('challenge_title')}</h2>
  <p class="note">${t('challenge_hint')}</p>
  ${field(o.lang, 'code', 'challenge_code', 'inputmode="numeric" autocomplete="one-time-code" maxlength="6"')}
  <p id="challenge-error" class="form-error" role="alert" hidden></p>
  <button type="submit" class="submit">${t('challenge_submit')}</button>
</form>
<p id="status" class="visually-hidden" role="status" aria-live="polite"></p>
</main>`;
  return shell(o, title, body);
}

/** Shown when the token is missing, expired or not the player's. */
export function renderSessionError(o: ShellOptions): string {
  return shell(
    o,
    text(o.lang, 'err_generic'),
    `<main class="cashier"><p class="panel form-error" role="alert">${escapeHtml(text(o.lang, 'err_session'))}</p></main>`,
  );
}
