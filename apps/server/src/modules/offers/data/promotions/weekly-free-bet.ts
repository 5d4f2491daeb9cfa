import type { PromotionSeed } from '../promotions.js';
import { closingTerms, LAUNCH } from './common.js';

const en = `<p>Bet on sport through the week and Monday brings a free bet: stake €25 or more in total and we give you €5 to bet with, on us.</p>

<h2>How it works</h2>
<ol>
<li>Place sports bets with a total stake of €25 or more between Monday 00:00 and Sunday 23:59 UTC. Singles and accumulators, pre-match and live, all count.</li>
<li>On Monday a €5 free bet appears in your account. In the bet slip choose it among your free bets.</li>
<li>Use it within 7 days on any sports bet.</li>
</ol>

<h2>An example</h2>
<p>On Wednesday you bet €10 on a football match and on Saturday €15 on a tennis accumulator: €25 in total. On Monday you receive a €5 free bet. You place it on odds of 3.00; it wins, and €10 (€15 returned less the €5 free stake) is added to your cash balance.</p>

<h2>Terms</h2>
<ul>
<li><strong>Who can take part.</strong> Every player aged 18 or over. One free bet per player per week.</li>
<li><strong>What counts.</strong> Sports bets placed during the week, whatever they turn out to be. Bets placed with a free bet and bets that are cancelled do not count.</li>
<li><strong>The free bet.</strong> A €5 stake for one sports bet, single or accumulator. It cannot be withdrawn or split over several bets.</li>
<li><strong>Winnings.</strong> A winning free bet pays its winnings without the stake, as cash with no wagering. If the bet is cancelled, the free bet comes back to you until it expires.</li>
<li><strong>Time limit.</strong> 7 days from the moment the free bet is credited; an unused free bet then expires.</li>
${closingTerms.en}
</ul>`;

const ru = `<p>Делайте ставки на спорт в течение недели, и в понедельник вас ждёт фрибет: поставьте в сумме от 25&nbsp;€ — и мы дадим 5&nbsp;€ на ставку за наш счёт.</p>

<h2>Как это работает</h2>
<ol>
<li>Сделайте ставки на спорт на общую сумму от 25&nbsp;€ с понедельника 00:00 до воскресенья 23:59 UTC. Засчитываются ординары и экспрессы, в прематче и в live.</li>
<li>В понедельник на вашем счёте появится фрибет 5&nbsp;€. Выберите его в купоне среди своих фрибетов.</li>
<li>Используйте его в течение 7 дней для любой ставки на спорт.</li>
</ol>

<h2>Пример</h2>
<p>В среду вы ставите 10&nbsp;€ на футбольный матч, а в субботу — 15&nbsp;€ на теннисный экспресс: всего 25&nbsp;€. В понедельник вы получаете фрибет 5&nbsp;€. Вы ставите его на коэффициент 3,00; ставка выигрывает, и на баланс реальных денег поступает 10&nbsp;€ (выплата 15&nbsp;€ за вычетом 5&nbsp;€ фрибета).</p>

<h2>Условия</h2>
<ul>
<li><strong>Кто может участвовать.</strong> Все игроки старше 18 лет. Один фрибет на игрока в неделю.</li>
<li><strong>Какие ставки засчитываются.</strong> Ставки на спорт, сделанные за неделю, независимо от их результата. Ставки фрибетом и отменённые ставки не засчитываются.</li>
<li><strong>Фрибет.</strong> Ставка 5&nbsp;€ на одно пари — ординар или экспресс. Фрибет нельзя вывести или разделить на несколько ставок.</li>
<li><strong>Выигрыш.</strong> Выигравший фрибет приносит выигрыш без суммы ставки — реальными деньгами, без отыгрыша. Если ставку отменят, фрибет вернётся к вам до окончания своего срока.</li>
<li><strong>Срок.</strong> 7 дней с момента начисления фрибета; неиспользованный фрибет затем сгорает.</li>
${closingTerms.ru}
</ul>`;

export const weeklyFreeBet: PromotionSeed = {
  id: 3,
  image: '/static/promotions/weekly-free-bet.svg',
  categories: ['sport'],
  tags: ['free-bet', 'weekly'],
  startsAt: LAUNCH,
  endsAt: null,
  promoCode: null,
  action: { type: 'link', path: '/line', label: { en: 'Bet on sport', ru: 'Сделать ставку' } },
  title: { en: 'Weekly free bet: €5 every Monday', ru: 'Еженедельный фрибет: 5\u00a0€ каждый понедельник' },
  description: {
    en: 'Stake €25 or more on sport from Monday to Sunday and get a €5 free bet on Monday, valid for 7 days.',
    ru: 'Поставьте на спорт от 25\u00a0€ с понедельника по воскресенье и получите в понедельник фрибет 5\u00a0€ на 7 дней.',
  },
  body: { en, ru },
};
