import type { LanguageCode } from '@meridian/contract/constants';

/** The cashier page's own texts: it is a provider page and ships its languages with it. */
const en = {
  title_deposit: 'Deposit',
  title_withdraw: 'Withdraw',
  balance: 'Balance',
  method: 'Payment method',
  method_card: 'Card',
  method_bank: 'Bank transfer',
  amount: 'Amount',
  amount_hint: 'From {min} to {max}',
  amount_hint_below_min: 'The balance is below the least that can be withdrawn, {min}.',
  card_number: 'Card number',
  expiry: 'Expiry (MM/YY)',
  cvc: 'CVC',
  holder: 'Name on card',
  iban: 'IBAN',
  account_holder: 'Account holder',
  bank_details:
    'Transfer the amount to IBAN CY17 0020 0128 0000 0012 0052 7600 (Meridian Payments Ltd). The deposit is credited when the transfer arrives.',
  test_cards:
    'Test cards: 4242 4242 4242 4242 succeeds, 4000 0000 0000 0002 is declined, 4000 0000 0000 3220 asks for a confirmation code.',
  test_cards_withdraw:
    'Test cards: 4242 4242 4242 4242 is paid out, 4000 0000 0000 0002 is rejected by the bank and refunded.',
  submit_deposit: 'Deposit',
  submit_withdraw: 'Withdraw',
  processing: 'Processing…',
  challenge_title: 'Confirm the payment',
  challenge_hint: 'Enter the code your bank sent you (test code: 123456).',
  challenge_code: 'Confirmation code',
  challenge_submit: 'Confirm',
  err_required: 'This field is required.',
  err_amount_invalid: 'Enter an amount like 10 or 10.50.',
  err_amount_min: 'The minimum is {min}.',
  err_amount_max: 'The maximum is {max}.',
  err_card_invalid: 'This card number is not valid.',
  err_card_unknown: 'Use one of the test cards listed below.',
  err_expiry_invalid: 'Enter the expiry as MM/YY.',
  err_expiry_past: 'This card has expired.',
  err_cvc_invalid: 'The CVC has 3 digits.',
  err_iban_invalid: 'This IBAN is not valid.',
  err_insufficient_funds: 'Insufficient funds.',
  err_verification_required: 'This withdrawal needs a verified identity.',
  err_deposit_limit: 'This deposit would take you past the deposit limit you set.',
  err_deposit_limit_room: 'You can deposit up to {amount} more until {time}.',
  err_deposit_limit_room_open: 'You can deposit up to {amount} more.',
  err_deposit_limit_full: 'You can deposit again from {time}.',
  err_play_excluded: 'Deposits are not available on your account now: a break or a block is in force.',
  verify_identity: 'Verify your identity',
  err_session: 'The payment session has expired. Close the cashier and open it again.',
  err_code_invalid: 'Enter the 6-digit code.',
  err_generic: 'Payment Request was failed',
  reason_declined: 'Card declined',
  reason_challenge_failed: 'The confirmation code was wrong',
  reason_payout_rejected: 'Payout rejected by the bank',
} as const;

export type TextKey = keyof typeof en;
export type Texts = Record<TextKey, string>;

const ru: Texts = {
  title_deposit: 'Пополнение',
  title_withdraw: 'Вывод средств',
  balance: 'Баланс',
  method: 'Способ оплаты',
  method_card: 'Карта',
  method_bank: 'Банковский перевод',
  amount: 'Сумма',
  amount_hint: 'От {min} до {max}',
  amount_hint_below_min: 'На балансе меньше минимальной суммы вывода — {min}.',
  card_number: 'Номер карты',
  expiry: 'Срок действия (ММ/ГГ)',
  cvc: 'CVC',
  holder: 'Имя на карте',
  iban: 'IBAN',
  account_holder: 'Владелец счёта',
  bank_details:
    'Переведите сумму на IBAN CY17 0020 0128 0000 0012 0052 7600 (Meridian Payments Ltd). Сумма будет зачислена, когда перевод поступит.',
  test_cards:
    'Тестовые карты: 4242 4242 4242 4242 — успешно, 4000 0000 0000 0002 — отказ, 4000 0000 0000 3220 — запрос кода подтверждения.',
  test_cards_withdraw:
    'Тестовые карты: 4242 4242 4242 4242 — выплата проходит, 4000 0000 0000 0002 — банк отклоняет выплату, сумма возвращается.',
  submit_deposit: 'Пополнить',
  submit_withdraw: 'Вывести',
  processing: 'Обработка…',
  challenge_title: 'Подтвердите платёж',
  challenge_hint: 'Введите код, присланный банком (тестовый код: 123456).',
  challenge_code: 'Код подтверждения',
  challenge_submit: 'Подтвердить',
  err_required: 'Заполните это поле.',
  err_amount_invalid: 'Введите сумму, например 10 или 10,50.',
  err_amount_min: 'Минимум — {min}.',
  err_amount_max: 'Максимум — {max}.',
  err_card_invalid: 'Неверный номер карты.',
  err_card_unknown: 'Используйте одну из тестовых карт ниже.',
  err_expiry_invalid: 'Укажите срок в формате ММ/ГГ.',
  err_expiry_past: 'Срок действия карты истёк.',
  err_cvc_invalid: 'CVC состоит из 3 цифр.',
  err_iban_invalid: 'Неверный IBAN.',
  err_insufficient_funds: 'Недостаточно средств.',
  err_verification_required: 'Для этого вывода нужно подтвердить личность.',
  err_deposit_limit: 'Это пополнение превысит установленный вами лимит депозитов.',
  err_deposit_limit_room: 'До {time} можно внести ещё не больше {amount}.',
  err_deposit_limit_room_open: 'Можно внести ещё не больше {amount}.',
  err_deposit_limit_full: 'Пополнить счёт снова можно с {time}.',
  err_play_excluded: 'Пополнения на вашем аккаунте сейчас недоступны: действует перерыв или блокировка.',
  verify_identity: 'Подтвердить личность',
  err_session: 'Сессия оплаты истекла. Закройте кассу и откройте её снова.',
  err_code_invalid: 'Введите 6-значный код.',
  err_generic: 'Не удалось выполнить платёж',
  reason_declined: 'Карта отклонена',
  reason_challenge_failed: 'Неверный код подтверждения',
  reason_payout_rejected: 'Банк отклонил выплату',
};

export type CashierLanguage = LanguageCode;

/** The page's texts in every language of LANGUAGES. */
export const CASHIER_TEXTS: Readonly<Record<CashierLanguage, Texts>> = { en, ru };

export { languageOf } from '../shared/client/texts.js';

/** A text with `{name}` placeholders filled. */
export function text(lang: CashierLanguage, key: TextKey, values: Record<string, string> = {}): string {
  return CASHIER_TEXTS[lang][key].replace(/\{(\w+)\}/g, (_, name: string) => values[name] ?? '');
}
