import type { PromotionSeed } from '../promotions.js';
import { closingTerms, LAUNCH } from './common.js';

const en = `<p>Fridays at the live tables come with a safety net: if the evening does not go your way, 10&nbsp;% of what you lost comes back as a casino bonus, up to €50.</p>

<h2>How it works</h2>
<ol>
<li>Play at the live casino tables on Friday, between 00:00 and 23:59 UTC. There is nothing to sign up for.</li>
<li>If your stakes at the live tables that day were higher than your winnings there, the difference is your net loss.</li>
<li>On Saturday we credit 10&nbsp;% of that net loss as a casino bonus, up to €50.</li>
<li>Wager the bonus once within 7 days, and it becomes cash.</li>
</ol>

<h2>An example</h2>
<p>On Friday you stake €400 at blackjack and roulette tables and win back €250: your net loss is €150, so on Saturday you receive €15. Had your net loss been €700, you would receive the €50 maximum. A Friday that ends in profit brings no cashback, and nothing is taken away either.</p>

<h2>Terms</h2>
<ul>
<li><strong>Who can take part.</strong> Every player aged 18 or over; the cashback is counted for you automatically.</li>
<li><strong>What counts.</strong> Real-money stakes and winnings at live casino tables on Friday (UTC). Play with bonus money, slots and other casino games are not part of the count.</li>
<li><strong>Cashback.</strong> 10&nbsp;% of the Friday net loss, up to €50, credited on Saturday as a casino bonus.</li>
<li><strong>Wagering.</strong> 1 × the cashback, on any casino game.</li>
<li><strong>Time limit.</strong> 7 days from the moment the cashback is credited; after that an unwagered cashback is removed.</li>
<li><strong>Play within your means.</strong> The cashback softens a losing evening, it does not make losing worth it. Never chase losses to get a larger refund.</li>
${closingTerms.en}
</ul>`;

const ru = `<p>Пятничные вечера за live-столами — со страховкой: если игра не задалась, 10&nbsp;% проигрыша вернутся бонусом казино, до 50&nbsp;€.</p>

<h2>Как это работает</h2>
<ol>
<li>Играйте за столами live-казино в пятницу с 00:00 до 23:59 UTC. Регистрироваться в акции не нужно.</li>
<li>Если ваши ставки за live-столами в этот день превысили выигрыши там же, разница и есть ваш чистый проигрыш.</li>
<li>В субботу мы начислим 10&nbsp;% чистого проигрыша бонусом казино, но не более 50&nbsp;€.</li>
<li>Отыграйте бонус один раз в течение 7 дней, и он станет реальными деньгами.</li>
</ol>

<h2>Пример</h2>
<p>В пятницу вы поставили 400&nbsp;€ за столами блэкджека и рулетки и выиграли 250&nbsp;€: чистый проигрыш — 150&nbsp;€, поэтому в субботу вы получите 15&nbsp;€. При чистом проигрыше 700&nbsp;€ вы получили бы максимальные 50&nbsp;€. Пятница в плюсе кешбэка не приносит, но и ничего не отнимает.</p>

<h2>Условия</h2>
<ul>
<li><strong>Кто может участвовать.</strong> Все игроки старше 18 лет; кешбэк рассчитывается автоматически.</li>
<li><strong>Что учитывается.</strong> Ставки и выигрыши реальными деньгами за столами live-казино в пятницу (UTC). Игра на бонусные деньги, слоты и другие игры казино в расчёт не входят.</li>
<li><strong>Кешбэк.</strong> 10&nbsp;% чистого проигрыша за пятницу, но не более 50&nbsp;€, начисляется в субботу бонусом казино.</li>
<li><strong>Отыгрыш.</strong> 1 × сумма кешбэка в любых играх казино.</li>
<li><strong>Срок.</strong> 7 дней с момента начисления кешбэка; затем неотыгранный кешбэк списывается.</li>
<li><strong>Играйте по средствам.</strong> Кешбэк смягчает неудачный вечер, но не делает проигрыш выгодным. Никогда не отыгрывайтесь ради большего возврата.</li>
${closingTerms.ru}
</ul>`;

export const liveCashbackFriday: PromotionSeed = {
  id: 6,
  image: '/static/promotions/live-cashback.svg',
  categories: ['live-casino'],
  tags: ['cashback', 'weekly'],
  startsAt: LAUNCH,
  endsAt: null,
  promoCode: null,
  action: {
    type: 'link',
    path: '/live-casino/games',
    label: { en: 'Open the live casino', ru: 'Открыть live-казино' },
  },
  title: { en: 'Live casino cashback Friday: 10\u00a0% back', ru: 'Кешбэк-пятница в live-казино: 10\u00a0% назад' },
  description: {
    en: 'Lose at the live tables on a Friday and get 10\u00a0% of the net loss back on Saturday as a casino bonus, up to €50.',
    ru: 'Проиграли в пятницу за live-столами? В субботу вернём 10\u00a0% чистого проигрыша бонусом казино, до 50\u00a0€.',
  },
  body: { en, ru },
};
