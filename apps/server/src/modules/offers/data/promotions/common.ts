import type { Texts } from '../promotions.js';

/** When the campaigns behind the running promotions opened. */
export const LAUNCH = '2026-01-01T00:00:00Z';

/** The terms every running promotion's list ends with. */
export const closingTerms: Texts = {
  en: `<li><strong>One bonus of each kind at a time.</strong> You can have one sports bonus and one casino bonus running at once. A new bonus of a kind you already have running starts only when the running one has finished.</li>
<li><strong>Currencies.</strong> Amounts are given in euros. An account in another currency gets the amount set for that currency, rounded to an easy figure.</li>
<li><strong>Fair play.</strong> One account per person. Bonuses taken through several accounts, shared payment methods or players acting together are cancelled with their winnings, and we may close the accounts involved.</li>
<li>The <a href="/terms/terms-and-conditions">Terms and Conditions</a> apply as well. Gambling is for adults aged 18 and over: set a deposit limit, take a time-out or talk to us as soon as play stops being fun. Our <a href="/terms/responsible-gaming-policy">Responsible Gaming Policy</a> explains how.</li>`,
  ru: `<li><strong>Один бонус каждого вида одновременно.</strong> Одновременно могут действовать один спортивный бонус и один бонус казино. Новый бонус того же вида, что уже действует, начнёт работать только после завершения текущего.</li>
<li><strong>Валюты.</strong> Суммы указаны в евро. Для счёта в другой валюте действует сумма, установленная для этой валюты и округлённая до удобного значения.</li>
<li><strong>Честная игра.</strong> Один аккаунт на человека. Бонусы, полученные через несколько аккаунтов, общие платёжные средства или по сговору игроков, аннулируются вместе с выигрышами, а причастные аккаунты могут быть закрыты.</li>
<li>Также действуют <a href="/terms/terms-and-conditions">Правила и условия</a>. Азартные игры — только для лиц старше 18 лет: установите лимит депозитов, возьмите перерыв или напишите нам, как только игра перестанет приносить удовольствие. Как это сделать, рассказывает наша <a href="/terms/responsible-gaming-policy">Политика ответственной игры</a>.</li>`,
};

/** The terms the two welcome bonuses share: how long the wagering may take, and what forfeits the bonus. */
export const welcomeTerms: { timeLimit: Texts; forfeit: Texts } = {
  timeLimit: {
    en: `<li><strong>Time limit.</strong> 30 days from the moment the bonus is credited.</li>`,
    ru: `<li><strong>Срок.</strong> 30 дней с момента начисления бонуса.</li>`,
  },
  forfeit: {
    en: `<li><strong>What forfeits the bonus.</strong> Declining it under Profile → Bonuses, or the 30 days running out before wagering is complete. The bonus balance and what it has won are then removed; your own deposit and cash balance are never touched.</li>`,
    ru: `<li><strong>Когда бонус сгорает.</strong> Если вы откажетесь от него в разделе «Профиль → Бонусы» или 30 дней истекут до завершения отыгрыша. Бонусный баланс и выигрыши с него при этом списываются; ваш депозит и реальные деньги не затрагиваются.</li>`,
  },
};
