import type { PromotionSeed } from '../promotions.js';
import { closingTerms, LAUNCH, welcomeTerms } from './common.js';

const en = `<p>Double your first deposit for the casino: we match it in full with a casino bonus of up to €200 for slots, table games and the live casino.</p>

<h2>How it works</h2>
<ol>
<li>When you sign up, choose <strong>Casino bonus</strong> as your first deposit bonus. If you skipped the choice, pick the bonus under <strong>Profile → Bonuses</strong> before you deposit.</li>
<li>Make your first deposit. We add 100&nbsp;% of it to your casino bonus balance, up to €200.</li>
<li>Play through 30 times the bonus within 30 days. Slots count in full; table games and live casino games count 10&nbsp;% of each stake.</li>
<li>When wagering is complete, your bonus balance becomes cash, up to 5 times the bonus.</li>
</ol>

<h2>An example</h2>
<p>You deposit €100 and receive a €100 bonus, so the wagering is €3,000 (30 × €100). €3,000 of spins on slots completes it. At roulette or blackjack a €10 stake counts as €1, so table games alone would take €30,000 of stakes. If your bonus balance stands at €740 when wagering completes, €500 (5 × €100) becomes cash and the remaining €240 is removed.</p>

<h2>Terms</h2>
<ul>
<li><strong>Who can take part.</strong> New players aged 18 or over, on their first deposit. One welcome bonus per person, household, device and payment method: the casino or the sports one.</li>
<li><strong>Bonus.</strong> 100&nbsp;% of the first deposit, up to €200, credited to a casino bonus balance kept apart from your cash.</li>
<li><strong>Wagering.</strong> 30 × the bonus. Stakes on slots count 100&nbsp;%; stakes on table games (roulette, blackjack) and live casino tables count 10&nbsp;%. Other games, such as the instant games, do not count.</li>
${welcomeTerms.timeLimit.en}
<li><strong>Turning the bonus into cash.</strong> When wagering is complete, the bonus balance becomes cash up to 5 times the bonus; anything above that is removed.</li>
${welcomeTerms.forfeit.en}
${closingTerms.en}
</ul>`;

const ru = `<p>Удвойте первый депозит для казино: мы добавим к нему столько же бонусом казино, до 200&nbsp;€, для слотов, настольных игр и live-казино.</p>

<h2>Как это работает</h2>
<ol>
<li>При регистрации выберите бонус на первый депозит <strong>«Бонус казино»</strong>. Если вы пропустили этот шаг, выберите бонус в разделе <strong>Профиль → Бонусы</strong> до пополнения счёта.</li>
<li>Сделайте первый депозит. Мы начислим 100&nbsp;% его суммы на бонусный баланс казино, но не более 200&nbsp;€.</li>
<li>В течение 30 дней отыграйте бонус 30 раз. Ставки в слотах засчитываются полностью, в настольных играх и live-казино — 10&nbsp;% каждой ставки.</li>
<li>После отыгрыша бонусный баланс становится реальными деньгами — в пределах пятикратной суммы бонуса.</li>
</ol>

<h2>Пример</h2>
<p>Вы пополняете счёт на 100&nbsp;€ и получаете бонус 100&nbsp;€, значит, отыгрыш составляет 3&nbsp;000 € (30 × 100&nbsp;€). Его закроют спины в слотах на 3&nbsp;000 €. В рулетке или блэкджеке ставка 10&nbsp;€ засчитывается как 1&nbsp;€, поэтому только настольными играми понадобилось бы поставить 30&nbsp;000 €. Если к концу отыгрыша на бонусном балансе 740&nbsp;€, реальными деньгами станут 500&nbsp;€ (5 × 100&nbsp;€), а оставшиеся 240&nbsp;€ спишутся.</p>

<h2>Условия</h2>
<ul>
<li><strong>Кто может участвовать.</strong> Новые игроки старше 18 лет при первом депозите. Один приветственный бонус — казино или спортивный — на человека, домохозяйство, устройство и платёжное средство.</li>
<li><strong>Бонус.</strong> 100&nbsp;% первого депозита, но не более 200&nbsp;€, на бонусный баланс казино, который ведётся отдельно от реальных денег.</li>
<li><strong>Отыгрыш.</strong> 30 × сумма бонуса. Ставки в слотах засчитываются на 100&nbsp;%, в настольных играх (рулетка, блэкджек) и за столами live-казино — на 10&nbsp;%. Другие игры, например моментальные, не засчитываются.</li>
${welcomeTerms.timeLimit.ru}
<li><strong>Перевод в реальные деньги.</strong> После отыгрыша бонусный баланс становится реальными деньгами в пределах пятикратной суммы бонуса; остаток списывается.</li>
${welcomeTerms.forfeit.ru}
${closingTerms.ru}
</ul>`;

export const casinoWelcomeBonus: PromotionSeed = {
  id: 2,
  image: '/static/promotions/casino-welcome.svg',
  categories: ['casino'],
  tags: ['welcome'],
  startsAt: LAUNCH,
  endsAt: null,
  promoCode: null,
  action: { type: 'join' },
  title: {
    en: 'Casino welcome bonus: 100\u00a0% up to €200',
    ru: 'Приветственный бонус казино: 100\u00a0% до 200\u00a0€',
  },
  description: {
    en: 'Your first deposit matched in full with up to €200 for slots, tables and live games. 30× wagering within 30 days.',
    ru: 'Первый депозит удваивается бонусом до 200\u00a0€ для слотов, столов и live-игр. Отыгрыш 30× за 30 дней.',
  },
  body: { en, ru },
};
