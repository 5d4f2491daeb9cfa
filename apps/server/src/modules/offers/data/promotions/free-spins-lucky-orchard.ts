import type { PromotionSeed } from '../promotions.js';
import { closingTerms, LAUNCH } from './common.js';

const en = `<p>Fifty spins on the house in Lucky Orchard, our classic fruit slot with ten lines, rainbow wilds and the Harvest pick-me bonus.</p>

<h2>How it works</h2>
<ol>
<li>Enter the promo code <strong>SPINS50</strong> in the <strong>Promo code</strong> field when you sign up, or later under <strong>Profile → Bonuses</strong>.</li>
<li>Open Lucky Orchard: 50 free spins at €0.20 each are waiting for you. Their stake is ours; what they win is yours to play.</li>
<li>What the spins win is credited as a casino bonus. Wager it 20 times on slots.</li>
<li>When wagering is complete, the bonus balance becomes cash you can withdraw.</li>
</ol>

<h2>An example</h2>
<p>Your 50 spins win €8 in total. You receive an €8 casino bonus and turn it into cash by playing €160 (20 × €8) on slots within the time limit.</p>

<h2>Terms</h2>
<ul>
<li><strong>Who can take part.</strong> Players aged 18 or over. The code can be used once per player.</li>
<li><strong>The spins.</strong> 50 spins at a stake of €0.20 each, in Lucky Orchard only.</li>
<li><strong>Wagering.</strong> 20 × what the spins won, on slots; stakes on other games do not count. Spins that win nothing leave nothing to wager.</li>
<li><strong>Time limit.</strong> 7 days from entering the code, for the spins and the wagering of what they win. Unused spins and an unfinished bonus then expire.</li>
<li><strong>What forfeits the bonus.</strong> Declining it under Profile → Bonuses, or the 7 days running out. The bonus balance and what it has won are then removed; your cash balance is never touched.</li>
${closingTerms.en}
</ul>`;

const ru = `<p>Пятьдесят спинов за наш счёт в Lucky Orchard — классическом фруктовом слоте с десятью линиями, радужными вайлдами и бонусной игрой «Урожай».</p>

<h2>Как это работает</h2>
<ol>
<li>Введите промокод <strong>SPINS50</strong> в поле <strong>«Промокод»</strong> при регистрации или позже в разделе <strong>Профиль → Бонусы</strong>.</li>
<li>Откройте Lucky Orchard: вас ждут 50 фриспинов по 0,20&nbsp;€. Ставку за них платим мы, а их выигрыш достаётся вам.</li>
<li>Выигрыш фриспинов начисляется бонусом казино. Отыграйте его 20 раз в слотах.</li>
<li>После отыгрыша бонусный баланс становится реальными деньгами, которые можно вывести.</li>
</ol>

<h2>Пример</h2>
<p>Ваши 50 спинов выиграли в сумме 8&nbsp;€. Вы получаете бонус казино 8&nbsp;€ и превращаете его в реальные деньги, сделав в слотах ставок на 160&nbsp;€ (20 × 8&nbsp;€) до конца срока.</p>

<h2>Условия</h2>
<ul>
<li><strong>Кто может участвовать.</strong> Игроки старше 18 лет. Код можно использовать один раз.</li>
<li><strong>Фриспины.</strong> 50 спинов со ставкой 0,20&nbsp;€ каждый, только в Lucky Orchard.</li>
<li><strong>Отыгрыш.</strong> 20 × выигрыш фриспинов ставками в слотах; ставки в других играх не засчитываются. Если спины ничего не выиграли, отыгрывать нечего.</li>
<li><strong>Срок.</strong> 7 дней с момента ввода кода — на фриспины и на отыгрыш их выигрыша. Затем неиспользованные спины и неотыгранный бонус сгорают.</li>
<li><strong>Когда бонус сгорает.</strong> Если вы откажетесь от него в разделе «Профиль → Бонусы» или истекут 7 дней. Бонусный баланс и выигрыши с него при этом списываются; реальные деньги не затрагиваются.</li>
${closingTerms.ru}
</ul>`;

export const freeSpinsLuckyOrchard: PromotionSeed = {
  id: 4,
  image: '/static/promotions/free-spins.svg',
  categories: ['casino'],
  tags: ['free-spins', 'promo-code'],
  startsAt: LAUNCH,
  endsAt: null,
  promoCode: 'SPINS50',
  // Category 1 of the casino's dictionaries is Slots, where Lucky Orchard is.
  action: { type: 'link', path: '/casino/games?category=1', label: { en: 'Go to slots', ru: 'Перейти к слотам' } },
  title: { en: '50 free spins on Lucky Orchard', ru: '50 фриспинов в Lucky Orchard' },
  description: {
    en: 'Enter the code SPINS50 for 50 free spins at €0.20 on Lucky Orchard. Their winnings become a casino bonus with 20× wagering.',
    ru: 'Введите код SPINS50 и получите 50 фриспинов по 0,20\u00a0€ в Lucky Orchard. Их выигрыш станет бонусом казино с отыгрышем 20×.',
  },
  body: { en, ru },
};
