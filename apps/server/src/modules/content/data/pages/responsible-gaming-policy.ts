import type { PageSeed } from '../pages.js';

const en = `<h2>Our commitment</h2>
<p>At Meridian we want betting and casino games to remain what they are meant to be: a form of entertainment. For most people gambling is an enjoyable pastime, but for some it can become a problem that affects their finances, relationships, work and health. We take that risk seriously and provide tools, information and support to help every customer stay in control.</p>
<p>Gambling is strictly for adults. Nobody under the age of 18 may open an account or play; see our <a href="/terms/underage-policy">Underage Gaming Policy</a>.</p>

<h2>Play safely</h2>
<ul>
<li>Treat gambling as paid entertainment, not as a way to earn money or solve financial problems.</li>
<li>Only bet with money you can afford to lose. Set a budget before you start and stick to it.</li>
<li>Decide in advance how much time you will spend and take regular breaks.</li>
<li>Never chase losses. Trying to win back money you have lost usually leads to bigger losses.</li>
<li>Do not gamble when you are upset, stressed, tired or under the influence of alcohol or drugs.</li>
<li>Balance gambling with other activities and keep it separate from your responsibilities.</li>
</ul>

<h2>Recognising the warning signs</h2>
<p>Ask yourself the following questions. If you answer "yes" to several of them, your gambling may be becoming a problem:</p>
<ol>
<li>Do you spend more money or time gambling than you intended?</li>
<li>Do you need to bet larger amounts to feel the same excitement?</li>
<li>Have you tried to cut down or stop and found that you could not?</li>
<li>Do you feel restless or irritable when you are not gambling?</li>
<li>Do you gamble to escape worries, boredom or loneliness?</li>
<li>Have you borrowed money, sold possessions or missed payments because of gambling?</li>
<li>Have you hidden your gambling from family or friends, or lied about it?</li>
<li>Has gambling caused arguments or affected your work or studies?</li>
</ol>

<h2>Tools available in your account</h2>
<p>You can use the following tools at any time. To set them up, go to your profile or contact our support team at support@meridian.bet.</p>
<h3>Deposit limits</h3>
<p>Set the maximum amount you can deposit per day, week or month. A reduction of a limit applies immediately. A request to increase or remove a limit takes effect only after a cooling-off period of 24 hours, and you will be asked to confirm it once that period has passed.</p>
<h3>Loss and wager limits</h3>
<p>Limit the total amount you can lose or stake over a chosen period. When a limit is reached, you will not be able to place further bets until the period ends.</p>
<h3>Session reminders</h3>
<p>Reality checks show you how long you have been logged in and how much you have won or lost during the session. You can choose the reminder interval, from 15 minutes to 2 hours.</p>
<h3>Time-out</h3>
<p>If you need a short break, you can suspend your account for a period from 24 hours up to 6 weeks. During a time-out you cannot deposit, bet or play (you can still sign in to see your account and withdraw), and you will not receive marketing messages. A time-out cannot be cancelled before it ends.</p>
<h3>Self-exclusion</h3>
<p>If you feel you need a longer break, you can exclude yourself for 6 months, 1 year, 5 years or permanently. Self-exclusion cannot be reversed during the chosen period. The full rules are set out in our <a href="/terms/self-exclusion-policy">Self-Exclusion Policy</a>.</p>
<h3>Account history</h3>
<p>Your bet and transaction history is always available in your profile, so you can review how much you have deposited, staked, won and withdrawn.</p>

<h2>What we do</h2>
<ul>
<li>We train our staff to recognise signs of problem gambling and to respond appropriately.</li>
<li>We monitor account activity for patterns that may indicate harm, such as rapidly increasing deposits, repeated cancelled withdrawals or very long sessions, and we may contact you, suggest limits or restrict your account.</li>
<li>We do not target marketing at self-excluded customers or at minors, and you can unsubscribe from promotional messages at any time.</li>
<li>We verify the age and identity of our customers as described in our <a href="/terms/kyc-policy">KYC Policy</a>.</li>
<li>We never offer credit and do not accept payments from third parties.</li>
</ul>

<h2>Getting help</h2>
<p>If you are worried about your own gambling or that of someone close to you, talking to someone is an important first step. Independent organisations offer free and confidential support, including Gamblers Anonymous, GamCare, Gambling Therapy and BeGambleAware. Many countries also have national helplines for gambling problems; your doctor can direct you to local services.</p>
<p>You can also use blocking software to prevent access to gambling websites on your devices, and ask your bank to block gambling transactions on your cards.</p>
<p>Our support team is available around the clock at <strong>support@meridian.bet</strong> and through the chat on the website. We will treat your request with discretion and respect.</p>`;

const ru = `<h2>Наши обязательства</h2>
<p>Мы в Meridian хотим, чтобы ставки и игры казино оставались тем, чем они должны быть, — развлечением. Для большинства людей азартные игры — приятный досуг, но для некоторых они могут стать проблемой, которая сказывается на финансах, отношениях, работе и здоровье. Мы серьёзно относимся к этому риску и предоставляем инструменты, информацию и поддержку, чтобы каждый клиент сохранял контроль над игрой.</p>
<p>Азартные игры предназначены только для взрослых. Лица младше 18 лет не могут открывать аккаунт и играть; см. нашу <a href="/terms/underage-policy">Политику в отношении несовершеннолетних</a>.</p>

<h2>Играйте безопасно</h2>
<ul>
<li>Относитесь к азартным играм как к платному развлечению, а не как к способу заработать или решить финансовые проблемы.</li>
<li>Делайте ставки только теми деньгами, которые готовы потерять. Определите бюджет до начала игры и придерживайтесь его.</li>
<li>Заранее решите, сколько времени будете играть, и регулярно делайте перерывы.</li>
<li>Никогда не пытайтесь отыграться. Попытки вернуть проигранное обычно приводят к ещё большим потерям.</li>
<li>Не играйте, если вы расстроены, испытываете стресс, устали или находитесь под воздействием алкоголя или наркотиков.</li>
<li>Совмещайте азартные игры с другими занятиями и не позволяйте им мешать вашим обязанностям.</li>
</ul>

<h2>Тревожные признаки</h2>
<p>Задайте себе следующие вопросы. Если на несколько из них вы отвечаете «да», возможно, азартные игры становятся для вас проблемой:</p>
<ol>
<li>Тратите ли вы на игру больше денег или времени, чем собирались?</li>
<li>Нужно ли вам ставить всё большие суммы, чтобы испытывать прежний азарт?</li>
<li>Пытались ли вы сократить игру или прекратить её, но у вас не получилось?</li>
<li>Чувствуете ли вы беспокойство или раздражение, когда не играете?</li>
<li>Играете ли вы, чтобы уйти от забот, скуки или одиночества?</li>
<li>Приходилось ли вам занимать деньги, продавать вещи или пропускать платежи из-за игры?</li>
<li>Скрывали ли вы свою игру от родных или друзей, лгали ли о ней?</li>
<li>Становились ли азартные игры причиной ссор или сказывались ли на вашей работе или учёбе?</li>
</ol>

<h2>Инструменты в вашем аккаунте</h2>
<p>Вы можете воспользоваться следующими инструментами в любое время. Чтобы настроить их, перейдите в профиль или обратитесь в службу поддержки по адресу support@meridian.bet.</p>
<h3>Лимиты депозитов</h3>
<p>Установите максимальную сумму пополнения в день, неделю или месяц. Уменьшение лимита вступает в силу сразу. Запрос на увеличение или отмену лимита вступает в силу только по истечении 24-часового периода охлаждения, после чего вас попросят подтвердить его.</p>
<h3>Лимиты проигрыша и ставок</h3>
<p>Ограничьте общую сумму, которую вы можете проиграть или поставить за выбранный период. При достижении лимита вы не сможете делать ставки до окончания периода.</p>
<h3>Напоминания о сеансе</h3>
<p>Напоминания показывают, сколько времени вы находитесь на сайте и сколько выиграли или проиграли за сеанс. Интервал напоминаний можно выбрать — от 15 минут до 2 часов.</p>
<h3>Тайм-аут</h3>
<p>Если вам нужен короткий перерыв, вы можете приостановить аккаунт на срок от 24 часов до 6 недель. Во время тайм-аута вы не сможете пополнять счёт, делать ставки и играть (войти, чтобы посмотреть аккаунт и вывести средства, можно), а также не будете получать рекламные сообщения. Тайм-аут нельзя отменить до его окончания.</p>
<h3>Самоисключение</h3>
<p>Если вам нужен более длительный перерыв, вы можете исключить себя на 6 месяцев, 1 год, 5 лет или навсегда. Самоисключение нельзя отменить в течение выбранного срока. Полные правила изложены в нашей <a href="/terms/self-exclusion-policy">Политике самоисключения</a>.</p>
<h3>История аккаунта</h3>
<p>История ставок и транзакций всегда доступна в вашем профиле, поэтому вы можете проверить, сколько внесли, поставили, выиграли и вывели.</p>

<h2>Что делаем мы</h2>
<ul>
<li>Мы обучаем сотрудников распознавать признаки игровой зависимости и правильно на них реагировать.</li>
<li>Мы отслеживаем активность в аккаунтах на предмет признаков возможного вреда, таких как быстрый рост депозитов, многократная отмена выводов или очень долгие сеансы, и можем связаться с вами, предложить установить лимиты или ограничить аккаунт.</li>
<li>Мы не направляем рекламу самоисключённым клиентам и несовершеннолетним, а от рекламных рассылок можно отписаться в любой момент.</li>
<li>Мы проверяем возраст и личность клиентов в порядке, описанном в <a href="/terms/kyc-policy">Политике KYC</a>.</li>
<li>Мы никогда не предоставляем кредит и не принимаем платежи от третьих лиц.</li>
</ul>

<h2>Где получить помощь</h2>
<p>Если вас беспокоит ваша игра или игра близкого человека, важный первый шаг — поговорить об этом. Независимые организации оказывают бесплатную и конфиденциальную помощь, в том числе Gamblers Anonymous (Анонимные игроки), GamCare, Gambling Therapy и BeGambleAware. Во многих странах также работают национальные горячие линии по проблемам азартных игр; ваш врач может направить вас к местным специалистам.</p>
<p>Вы также можете установить программы, блокирующие доступ к сайтам азартных игр на ваших устройствах, и попросить банк заблокировать операции, связанные с азартными играми, по вашим картам.</p>
<p>Наша служба поддержки работает круглосуточно: пишите на <strong>support@meridian.bet</strong> или в чат на сайте. Мы рассмотрим ваше обращение деликатно и с уважением.</p>`;

export const responsibleGamingPolicy: PageSeed = {
  slug: 'responsible-gaming-policy',
  title: { en: 'Responsible Gaming Policy', ru: 'Политика ответственной игры' },
  body: { en, ru },
};
