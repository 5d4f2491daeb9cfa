import type { PromotionSeed } from '../promotions.js';
import { closingTerms, LAUNCH, welcomeTerms } from './common.js';

const en = `<p>Start with twice the stake. Your first deposit is matched in full with a sports bonus of up to €100, and everything the bonus wins becomes cash once you have wagered it.</p>

<h2>How it works</h2>
<ol>
<li>When you sign up, choose <strong>Sports bonus</strong> as your first deposit bonus. If you skipped the choice, pick the bonus under <strong>Profile → Bonuses</strong> before you deposit.</li>
<li>Make your first deposit. We add 100&nbsp;% of it to your sports bonus balance, up to €100.</li>
<li>Wager the bonus 5 times on sports bets at odds of 1.50 or higher within 30 days.</li>
<li>As soon as wagering is complete, your bonus balance, winnings included, turns into cash you can withdraw.</li>
</ol>

<h2>An example</h2>
<p>You deposit €60 and receive a €60 bonus. To turn it into cash you place €300 of bets (5 × €60) at odds of 1.50 or higher. A €20 accumulator at total odds of 2.40 counts in full, even if one of its selections is priced at 1.25. A €20 single at 1.45 does not count.</p>

<h2>Terms</h2>
<ul>
<li><strong>Who can take part.</strong> New players aged 18 or over, on their first deposit. One welcome bonus per person, household, device and payment method: the sports or the casino one.</li>
<li><strong>Bonus.</strong> 100&nbsp;% of the first deposit, up to €100, credited to a sports bonus balance kept apart from your cash.</li>
<li><strong>Wagering.</strong> 5 × the bonus on sports bets at odds of 1.50 or higher. An accumulator counts at its total odds. Cancelled bets do not count.</li>
${welcomeTerms.timeLimit.en}
<li><strong>Turning the bonus into cash.</strong> When wagering is complete, the whole bonus balance becomes cash.</li>
${welcomeTerms.forfeit.en}
${closingTerms.en}
</ul>`;

const ru = `<p>Начните с удвоенной суммой. Первый депозит удваивается спортивным бонусом до 100&nbsp;€, а всё, что бонус выиграет, становится реальными деньгами после отыгрыша.</p>

<h2>Как это работает</h2>
<ol>
<li>При регистрации выберите бонус на первый депозит <strong>«Спортивный бонус»</strong>. Если вы пропустили этот шаг, выберите бонус в разделе <strong>Профиль → Бонусы</strong> до пополнения счёта.</li>
<li>Сделайте первый депозит. Мы начислим 100&nbsp;% его суммы на спортивный бонусный баланс, но не более 100&nbsp;€.</li>
<li>В течение 30 дней отыграйте бонус 5 раз ставками на спорт с коэффициентом от 1,50.</li>
<li>Как только отыгрыш завершён, бонусный баланс вместе с выигрышами становится реальными деньгами, которые можно вывести.</li>
</ol>

<h2>Пример</h2>
<p>Вы пополняете счёт на 60&nbsp;€ и получаете бонус 60&nbsp;€. Чтобы превратить его в реальные деньги, нужно сделать ставок на 300&nbsp;€ (5 × 60&nbsp;€) с коэффициентом от 1,50. Экспресс на 20&nbsp;€ с общим коэффициентом 2,40 засчитывается полностью, даже если в нём есть исход с коэффициентом 1,25. Ординар на 20&nbsp;€ с коэффициентом 1,45 не засчитывается.</p>

<h2>Условия</h2>
<ul>
<li><strong>Кто может участвовать.</strong> Новые игроки старше 18 лет при первом депозите. Один приветственный бонус — спортивный или казино — на человека, домохозяйство, устройство и платёжное средство.</li>
<li><strong>Бонус.</strong> 100&nbsp;% первого депозита, но не более 100&nbsp;€, на спортивный бонусный баланс, который ведётся отдельно от реальных денег.</li>
<li><strong>Отыгрыш.</strong> 5 × сумма бонуса ставками на спорт с коэффициентом от 1,50. Экспресс засчитывается по общему коэффициенту. Отменённые ставки не засчитываются.</li>
${welcomeTerms.timeLimit.ru}
<li><strong>Перевод в реальные деньги.</strong> После отыгрыша весь бонусный баланс становится реальными деньгами.</li>
${welcomeTerms.forfeit.ru}
${closingTerms.ru}
</ul>`;

export const sportsWelcomeBonus: PromotionSeed = {
  id: 1,
  image: '/static/promotions/sports-welcome.svg',
  categories: ['sport'],
  tags: ['welcome'],
  startsAt: LAUNCH,
  endsAt: null,
  promoCode: null,
  action: { type: 'join' },
  title: {
    en: 'Sports welcome bonus: 100\u00a0% up to €100',
    ru: 'Приветственный бонус на спорт: 100\u00a0% до 100\u00a0€',
  },
  description: {
    en: 'Your first deposit matched in full with a sports bonus of up to €100. Wager it 5 times at odds of 1.50 or higher within 30 days.',
    ru: 'Первый депозит удваивается спортивным бонусом до 100\u00a0€. Отыграйте его 5 раз с коэффициентом от 1,50 за 30 дней.',
  },
  body: { en, ru },
};
