import type { PageSeed } from '../pages.js';

const en = `<h2>What self-exclusion is</h2>
<p>Self-exclusion is a formal agreement between you and Meridian under which you are prevented from using our sports betting and casino services for a fixed period. It is intended for customers who feel that their gambling is getting out of control and who want to take a serious, longer break. If you only need a short pause, a time-out of 24 hours to 6 weeks may be more appropriate; both options are described in the <a href="/terms/responsible-gaming-policy">Responsible Gaming Policy</a>.</p>

<h2>Exclusion periods</h2>
<p>You can choose one of the following periods:</p>
<ul>
<li><strong>6 months</strong>;</li>
<li><strong>1 year</strong>;</li>
<li><strong>5 years</strong>;</li>
<li><strong>permanent</strong> exclusion.</li>
</ul>
<p>The period starts as soon as your request has been processed, which we do without delay and in any case within 24 hours. During the chosen period the exclusion <strong>cannot be shortened or cancelled</strong>, even at your own request. You may extend a self-exclusion at any time.</p>

<h2>How to self-exclude</h2>
<ol>
<li>Select self-exclusion in the responsible gaming section of your profile, or send an e-mail to <strong>support@meridian.bet</strong> from the address registered to your account, stating your user ID and the period you want.</li>
<li>We will confirm the start date and the end date of the exclusion by e-mail.</li>
<li>From that moment every session of yours ends, on this account and on every other account of yours we identify. You can still sign in to see your account and withdraw your balance, but not to play.</li>
</ol>
<p>If we have reason to believe that a customer is at risk of gambling harm, we may also apply an exclusion on our own initiative after contacting the customer.</p>

<h2>What happens to your account</h2>
<ul>
<li>For the whole exclusion period you cannot deposit, place bets, play casino games or use promo codes, on this account or any other of yours. You can sign in only to see your account and withdraw.</li>
<li>Any open bets at the time of exclusion remain valid and are settled in the normal way.</li>
<li>Your remaining withdrawable balance, including the settlement of open bets, is returned to you using your verified payment method. We may ask you to complete identity verification before paying it out.</li>
<li>Active bonuses, free bets and free spins are cancelled, and any bonus balance is forfeited.</li>
<li>We stop sending you marketing communications of any kind, and remove you from promotional lists as soon as possible and in any case within 48 hours.</li>
</ul>

<h2>Scope of the exclusion</h2>
<p>A self-exclusion applies to all products offered by Meridian, including sports betting, casino and live casino, on the website and in the mobile application, and to every wallet and currency held in your account. It is not possible to exclude yourself from one product only; if you want to restrict just part of your activity, please use the limits described in the <a href="/terms/responsible-gaming-policy">Responsible Gaming Policy</a>. Our partners and affiliates are informed so that they also stop sending you offers on our behalf.</p>

<h2>Your responsibilities</h2>
<p>Self-exclusion works best when you commit to it. While you are excluded you must not try to open a new account or use someone else's account. We use reasonable measures to identify excluded customers, including checks of name, date of birth, e-mail address, phone number, payment details and devices, but we cannot guarantee that every attempt will be detected.</p>
<p>A self-exclusion covers you, not one account: any other account of yours, old or new, is excluded until the same date as soon as it is identified, at sign-up, at sign-in or when your identity is verified. Deposits made during the exclusion period will be returned to you, but any winnings may be voided, and we are not responsible for any losses you incur in the meantime.</p>
<p>We recommend that you also self-exclude from other gambling operators you use, install blocking software on your devices and ask your bank to block gambling transactions.</p>

<h2>When the period ends</h2>
<p>A fixed-term exclusion does not end automatically. Once the period has expired, you may ask us in writing to reopen your account. We will then apply a cooling-off period of <strong>7 days</strong> before the account is reactivated, and we may ask you some questions about your gambling and suggest setting deposit limits. A permanent exclusion cannot be lifted, and we will not open a new account for you in the future.</p>

<h2>Help and support</h2>
<p>Self-exclusion is an important step, and it is often helpful to combine it with professional support. Independent organisations such as Gamblers Anonymous, GamCare and Gambling Therapy provide free and confidential advice, and many countries have national gambling helplines. If you have any questions about self-exclusion, our team is available at <strong>support@meridian.bet</strong>.</p>`;

const ru = `<h2>Что такое самоисключение</h2>
<p>Самоисключение — это официальное соглашение между вами и Meridian, согласно которому вы не можете пользоваться нашими услугами ставок на спорт и казино в течение определённого срока. Оно предназначено для клиентов, которые чувствуют, что теряют контроль над игрой, и хотят сделать серьёзный продолжительный перерыв. Если вам нужна лишь короткая пауза, лучше подойдёт тайм-аут на срок от 24 часов до 6 недель; оба варианта описаны в <a href="/terms/responsible-gaming-policy">Политике ответственной игры</a>.</p>

<h2>Сроки исключения</h2>
<p>Вы можете выбрать один из следующих сроков:</p>
<ul>
<li><strong>6 месяцев</strong>;</li>
<li><strong>1 год</strong>;</li>
<li><strong>5 лет</strong>;</li>
<li><strong>бессрочное</strong> исключение.</li>
</ul>
<p>Срок начинается сразу после обработки вашего запроса, которую мы выполняем незамедлительно и в любом случае в течение 24 часов. В течение выбранного срока исключение <strong>нельзя сократить или отменить</strong>, даже по вашей просьбе. Продлить самоисключение можно в любое время.</p>

<h2>Как оформить самоисключение</h2>
<ol>
<li>Выберите самоисключение в разделе ответственной игры в профиле или отправьте письмо на <strong>support@meridian.bet</strong> с адреса, указанного в аккаунте, указав свой ID пользователя и желаемый срок.</li>
<li>Мы подтвердим дату начала и дату окончания исключения по электронной почте.</li>
<li>С этого момента все ваши сеансы завершаются — в этом аккаунте и в любом другом вашем аккаунте, который мы выявим. Войти можно, чтобы посмотреть аккаунт и вывести баланс, но не чтобы играть.</li>
</ol>
<p>Если у нас есть основания полагать, что клиенту угрожает вред от азартных игр, мы также можем применить исключение по собственной инициативе, предварительно связавшись с клиентом.</p>

<h2>Что происходит с аккаунтом</h2>
<ul>
<li>На весь срок исключения вы не можете пополнять счёт, делать ставки, играть в казино и активировать промокоды — ни в этом аккаунте, ни в других ваших. Войти можно только чтобы посмотреть аккаунт и вывести средства.</li>
<li>Ставки, открытые на момент исключения, остаются действительными и рассчитываются в обычном порядке.</li>
<li>Оставшийся доступный для вывода баланс, включая расчёт открытых ставок, возвращается вам на проверенное платёжное средство. Перед выплатой мы можем попросить вас пройти верификацию личности.</li>
<li>Активные бонусы, фрибеты и фриспины отменяются, бонусный баланс аннулируется.</li>
<li>Мы прекращаем отправлять вам любые маркетинговые сообщения и исключаем вас из рекламных рассылок как можно скорее и в любом случае в течение 48 часов.</li>
</ul>

<h2>Сфера действия исключения</h2>
<p>Самоисключение распространяется на все продукты Meridian, включая ставки на спорт, казино и live-казино, на сайте и в мобильном приложении, а также на все кошельки и валюты вашего аккаунта. Исключить себя только из одного продукта нельзя; если вы хотите ограничить лишь часть своей активности, воспользуйтесь лимитами, описанными в <a href="/terms/responsible-gaming-policy">Политике ответственной игры</a>. Мы уведомляем наших партнёров, чтобы они также прекратили направлять вам предложения от нашего имени.</p>

<h2>Ваши обязанности</h2>
<p>Самоисключение работает лучше всего, если вы твёрдо ему следуете. Во время исключения вы не должны пытаться открыть новый аккаунт или пользоваться чужим. Мы принимаем разумные меры для выявления исключённых клиентов, включая проверку имени, даты рождения, адреса электронной почты, номера телефона, платёжных данных и устройств, но не можем гарантировать, что будет выявлена каждая попытка.</p>
<p>Самоисключение распространяется на вас, а не на один аккаунт: любой другой ваш аккаунт, старый или новый, исключается до той же даты, как только он будет выявлен — при регистрации, при входе или при проверке личности. Депозиты, сделанные в период исключения, будут вам возвращены, однако выигрыши могут быть аннулированы, и мы не несём ответственности за понесённые вами за это время потери.</p>
<p>Мы рекомендуем также оформить самоисключение у других операторов азартных игр, которыми вы пользуетесь, установить программы блокировки на свои устройства и попросить банк заблокировать операции, связанные с азартными играми.</p>

<h2>По окончании срока</h2>
<p>Исключение на определённый срок не заканчивается автоматически. По истечении срока вы можете письменно попросить нас восстановить аккаунт. После этого мы применим период охлаждения продолжительностью <strong>7 дней</strong>, прежде чем аккаунт будет снова активирован, и можем задать вам несколько вопросов о вашей игре и предложить установить лимиты депозитов. Бессрочное исключение не может быть отменено, и в будущем мы не откроем вам новый аккаунт.</p>

<h2>Помощь и поддержка</h2>
<p>Самоисключение — важный шаг, и его часто полезно совместить с профессиональной помощью. Независимые организации, такие как Gamblers Anonymous (Анонимные игроки), GamCare и Gambling Therapy, предоставляют бесплатные и конфиденциальные консультации, а во многих странах работают национальные горячие линии по проблемам азартных игр. Если у вас есть вопросы о самоисключении, наша команда готова помочь по адресу <strong>support@meridian.bet</strong>.</p>`;

export const selfExclusionPolicy: PageSeed = {
  slug: 'self-exclusion-policy',
  title: { en: 'Self-Exclusion Policy', ru: 'Политика самоисключения' },
  body: { en, ru },
};
