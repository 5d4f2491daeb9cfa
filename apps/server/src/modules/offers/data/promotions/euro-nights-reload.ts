import type { PromotionSeed } from '../promotions.js';
import { closingTerms } from './common.js';

const en = `<p><strong>This promotion has ended.</strong> It ran from 1 to 30 September 2026, for the European club football nights. Its terms stay here for reference: bonuses taken in September followed them to the end.</p>

<h2>How it worked</h2>
<ol>
<li>Players entered the promo code <strong>EURONIGHTS</strong> under <strong>Profile → Bonuses</strong> and then made a deposit.</li>
<li>We added 50&nbsp;% of that deposit to their sports bonus balance, up to €50.</li>
<li>The bonus was wagered 5 times on sports bets at odds of 1.50 or higher within 14 days, and then became cash.</li>
</ol>

<h2>An example</h2>
<p>A €80 deposit brought a €40 bonus; a deposit of €100 or more brought the €50 maximum. A €40 bonus needed €200 of bets (5 × €40) at odds of 1.50 or higher.</p>

<h2>Terms</h2>
<ul>
<li><strong>Who could take part.</strong> Players aged 18 or over who had already made their first deposit. Once per player.</li>
<li><strong>Period.</strong> Codes entered from 1 September 2026, 00:00 UTC, to 30 September 2026, 23:59 UTC. The code is no longer accepted.</li>
<li><strong>Bonus.</strong> 50&nbsp;% of the deposit made after entering the code, up to €50.</li>
<li><strong>Wagering.</strong> 5 × the bonus on sports bets at odds of 1.50 or higher; an accumulator counted at its total odds.</li>
<li><strong>Time limit.</strong> 14 days from the moment the bonus was credited.</li>
${closingTerms.en}
</ul>
<p>Looking for something running now? See the sports welcome bonus and the weekly free bet on the <a href="/promotions">promotions page</a>.</p>`;

const ru = `<p><strong>Акция завершена.</strong> Она проходила с 1 по 30 сентября 2026 года, в вечера европейских клубных турниров по футболу. Условия сохранены для справки: бонусы, полученные в сентябре, действовали по ним до конца.</p>

<h2>Как это работало</h2>
<ol>
<li>Игрок вводил промокод <strong>EURONIGHTS</strong> в разделе <strong>Профиль → Бонусы</strong> и пополнял счёт.</li>
<li>Мы начисляли 50&nbsp;% этого депозита на спортивный бонусный баланс, но не более 50&nbsp;€.</li>
<li>Бонус нужно было отыграть 5 раз ставками на спорт с коэффициентом от 1,50 за 14 дней, после чего он становился реальными деньгами.</li>
</ol>

<h2>Пример</h2>
<p>Депозит 80&nbsp;€ приносил бонус 40&nbsp;€, депозит от 100&nbsp;€ — максимальные 50&nbsp;€. Для бонуса 40&nbsp;€ требовалось поставить 200&nbsp;€ (5 × 40&nbsp;€) с коэффициентом от 1,50.</p>

<h2>Условия</h2>
<ul>
<li><strong>Кто мог участвовать.</strong> Игроки старше 18 лет, уже сделавшие первый депозит. Один раз на игрока.</li>
<li><strong>Период.</strong> Код можно было ввести с 1 сентября 2026 года, 00:00 UTC, до 30 сентября 2026 года, 23:59 UTC. Сейчас код не принимается.</li>
<li><strong>Бонус.</strong> 50&nbsp;% депозита, сделанного после ввода кода, но не более 50&nbsp;€.</li>
<li><strong>Отыгрыш.</strong> 5 × сумма бонуса ставками на спорт с коэффициентом от 1,50; экспресс засчитывался по общему коэффициенту.</li>
<li><strong>Срок.</strong> 14 дней с момента начисления бонуса.</li>
${closingTerms.ru}
</ul>
<p>Ищете действующие предложения? Приветственный бонус на спорт и еженедельный фрибет ждут вас на <a href="/promotions">странице акций</a>.</p>`;

export const euroNightsReload: PromotionSeed = {
  id: 7,
  image: '/static/promotions/euro-nights.svg',
  categories: ['sport'],
  tags: ['reload', 'promo-code'],
  startsAt: '2026-09-01T00:00:00Z',
  endsAt: '2026-10-01T00:00:00Z',
  promoCode: 'EURONIGHTS',
  action: null,
  title: { en: 'Euro Nights reload: 50\u00a0% up to €50', ru: 'Релоад «Евровечера»: 50\u00a0% до 50\u00a0€' },
  description: {
    en: 'A 50\u00a0% sports bonus of up to €50 on a deposit, for the European football nights of September 2026. This promotion has ended.',
    ru: 'Спортивный бонус 50\u00a0% до 50\u00a0€ на депозит в вечера еврокубков сентября 2026 года. Акция завершена.',
  },
  body: { en, ru },
};
