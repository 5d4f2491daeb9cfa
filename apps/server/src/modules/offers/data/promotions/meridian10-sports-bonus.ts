import type { PromotionSeed } from '../promotions.js';
import { closingTerms, LAUNCH } from './common.js';

const en = `<p>Ten euros to build accumulators with, no deposit needed: enter the code MERIDIAN10 while it lasts. It is open to the first 1,000 players only.</p>

<h2>How it works</h2>
<ol>
<li>Enter the promo code <strong>MERIDIAN10</strong> in the <strong>Promo code</strong> field when you sign up, or later under <strong>Profile → Bonuses</strong>.</li>
<li>A €10 sports bonus is credited to your sports bonus balance.</li>
<li>Wager it 3 times within 14 days on bets with at least 2 selections at odds of 1.80 or higher.</li>
<li>When wagering is complete, your bonus balance, winnings included, becomes cash.</li>
</ol>

<h2>An example</h2>
<p>You need €30 of qualifying bets (3 × €10). A €10 double at total odds of 2.10 counts; so does a €10 treble at 4.50. A €10 single at 2.50 does not count: it has only one selection.</p>

<h2>Terms</h2>
<ul>
<li><strong>Who can take part.</strong> Players aged 18 or over. The code can be used once per player, and only by the first 1,000 players who enter it; after that it is refused.</li>
<li><strong>Bonus.</strong> €10, credited to a sports bonus balance kept apart from your cash.</li>
<li><strong>Wagering.</strong> 3 × the bonus on sports bets with at least 2 selections and total odds of 1.80 or higher. Singles and cancelled bets do not count.</li>
<li><strong>Time limit.</strong> 14 days from entering the code.</li>
<li><strong>Turning the bonus into cash.</strong> When wagering is complete, the whole bonus balance becomes cash.</li>
<li><strong>What forfeits the bonus.</strong> Declining it under Profile → Bonuses, or the 14 days running out before wagering is complete. The bonus balance and what it has won are then removed; your cash balance is never touched.</li>
${closingTerms.en}
</ul>`;

const ru = `<p>Десять евро на экспрессы без депозита: введите код MERIDIAN10, пока он действует. Код доступен только первым 1&nbsp;000 игроков.</p>

<h2>Как это работает</h2>
<ol>
<li>Введите промокод <strong>MERIDIAN10</strong> в поле <strong>«Промокод»</strong> при регистрации или позже в разделе <strong>Профиль → Бонусы</strong>.</li>
<li>На спортивный бонусный баланс поступит бонус 10&nbsp;€.</li>
<li>В течение 14 дней отыграйте его 3 раза ставками минимум из 2 событий с коэффициентом от 1,80.</li>
<li>После отыгрыша бонусный баланс вместе с выигрышами становится реальными деньгами.</li>
</ol>

<h2>Пример</h2>
<p>Нужно сделать подходящих ставок на 30&nbsp;€ (3 × 10&nbsp;€). Засчитывается экспресс из двух событий на 10&nbsp;€ с общим коэффициентом 2,10, а также экспресс из трёх событий на 10&nbsp;€ с коэффициентом 4,50. Ординар на 10&nbsp;€ с коэффициентом 2,50 не засчитывается: в нём только одно событие.</p>

<h2>Условия</h2>
<ul>
<li><strong>Кто может участвовать.</strong> Игроки старше 18 лет. Код можно использовать один раз, и только первым 1&nbsp;000 игроков, которые его введут; после этого код не принимается.</li>
<li><strong>Бонус.</strong> 10&nbsp;€ на спортивный бонусный баланс, который ведётся отдельно от реальных денег.</li>
<li><strong>Отыгрыш.</strong> 3 × сумма бонуса ставками на спорт минимум из 2 событий с общим коэффициентом от 1,80. Ординары и отменённые ставки не засчитываются.</li>
<li><strong>Срок.</strong> 14 дней с момента ввода кода.</li>
<li><strong>Перевод в реальные деньги.</strong> После отыгрыша весь бонусный баланс становится реальными деньгами.</li>
<li><strong>Когда бонус сгорает.</strong> Если вы откажетесь от него в разделе «Профиль → Бонусы» или 14 дней истекут до завершения отыгрыша. Бонусный баланс и выигрыши с него при этом списываются; реальные деньги не затрагиваются.</li>
${closingTerms.ru}
</ul>`;

export const meridian10SportsBonus: PromotionSeed = {
  id: 5,
  image: '/static/promotions/sports-bonus-code.svg',
  categories: ['sport'],
  tags: ['promo-code'],
  startsAt: LAUNCH,
  endsAt: null,
  promoCode: 'MERIDIAN10',
  action: { type: 'link', path: '/line', label: { en: 'Bet on sport', ru: 'Сделать ставку' } },
  title: { en: '€10 sports bonus with code MERIDIAN10', ru: 'Спортивный бонус 10\u00a0€ по коду MERIDIAN10' },
  description: {
    en: 'A €10 sports bonus for the first 1,000 players: wager it 3 times on bets of 2+ selections at odds of 1.80 or higher.',
    ru: 'Спортивный бонус 10\u00a0€ для первых 1\u00a0000 игроков: отыграйте его 3 раза ставками из 2+ событий с коэффициентом от 1,80.',
  },
  body: { en, ru },
};
