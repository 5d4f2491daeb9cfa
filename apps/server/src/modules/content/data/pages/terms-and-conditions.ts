import type { PageSeed } from '../pages.js';

const en = `<h2>1. Introduction</h2>
<p>These Terms and Conditions (the "Terms") govern your use of the Meridian website, mobile applications and all sports betting and casino products offered under the Meridian brand (together, the "Service"). "Meridian", "we", "us" and "our" refer to the operator of the Service. "You" and "your" refer to the person using the Service.</p>
<p>By registering an account, making a deposit or placing a bet you confirm that you have read, understood and accepted these Terms together with the documents they refer to: the <a href="/terms/terms-and-rules">Betting Rules</a>, the <a href="/terms/responsible-gaming-policy">Responsible Gaming Policy</a>, the <a href="/terms/self-exclusion-policy">Self-Exclusion Policy</a>, the <a href="/terms/underage-policy">Underage Gaming Policy</a>, the <a href="/terms/aml-policy">Anti-Money Laundering Policy</a> and the <a href="/terms/kyc-policy">KYC Policy</a>. If you do not agree with any part of these Terms, you must not use the Service.</p>

<h2>2. Licence</h2>
<p>Meridian is operated under a gaming licence issued in Curaçao that authorises it to offer sports betting and games of chance online. The licence details and the verification badge are shown in the footer of every page. Some products may be unavailable in certain countries because of local legal requirements.</p>

<h2>3. Eligibility</h2>
<ul>
<li>You must be at least <strong>18 years old</strong>, or older if the legal age for gambling in your country is higher.</li>
<li>You must be legally able to enter into a binding agreement and must not be excluded from gambling by any court, authority or self-exclusion scheme.</li>
<li>You must not reside in, or access the Service from, a country where online gambling is prohibited or where Meridian does not accept customers. The Service is not available in the United States, the United Kingdom, France, the Netherlands and Australia, and the list of restricted countries may change at any time.</li>
<li>You must not be an employee, director or agent of Meridian or of any of its suppliers, or a close relative of such a person.</li>
</ul>
<p>It is your responsibility to make sure that using the Service is lawful where you live. We may ask for proof of eligibility at any time.</p>

<h2>4. Your account</h2>
<p>You may hold only <strong>one account</strong>. Accounts may be opened with an e-mail address, a mobile phone number or through one-click registration; in every case the details you provide must be true, complete and your own. Duplicate accounts will be closed and any bets, bonuses and winnings obtained through them may be voided.</p>
<p>You are responsible for keeping your user ID, password and recovery codes confidential. We strongly recommend enabling two-factor authentication. Any activity carried out with your credentials is treated as your own, unless you told us beforehand that your account had been compromised. Contact us immediately at support@meridian.bet if you suspect unauthorised access.</p>
<p>You must keep your personal details up to date. Your country of residence and account currency are selected at registration; additional wallets in other supported currencies can be opened from your profile where permitted.</p>

<h2>5. Deposits and withdrawals</h2>
<ul>
<li>You may only use payment methods registered in your own name. Third-party payments are not accepted.</li>
<li>Deposits are credited once the payment provider confirms them. We do not offer credit, and funds in your account do not earn interest.</li>
<li>Before a withdrawal is processed we may verify your identity, address, payment method and source of funds as described in the <a href="/terms/kyc-policy">KYC Policy</a>.</li>
<li>Deposited funds must be used for betting or gaming before they can be withdrawn. Withdrawals are normally paid to the method used for the deposit.</li>
<li>Minimum and maximum amounts and processing times depend on the payment method and are shown on the payment page. We may split large withdrawals into instalments.</li>
<li>If we reasonably suspect fraud, money laundering or a breach of these Terms, we may delay or withhold a payment while we investigate.</li>
</ul>

<h2>6. Bonuses and promotions</h2>
<p>Bonuses, free bets and free spins are subject to the conditions published with each offer, including wagering requirements, minimum odds, eligible games and expiry dates. Only one welcome bonus is available per person, household, device and payment method. We may withdraw a bonus and any winnings derived from it if we find evidence of bonus abuse, such as multiple accounts, matched or opposing bets, or collusion.</p>

<h2>7. Betting and games</h2>
<p>Sports bets are accepted and settled in accordance with the <a href="/terms/terms-and-rules">Betting Rules</a>. Each casino game has its own rules and return-to-player information, which are available inside the game. A malfunction voids all pays and plays: if a game or our systems fail, the affected round is cancelled and the stake is returned.</p>

<h2>8. Errors</h2>
<p>We make every effort to publish accurate odds and information. If a bet is accepted at an obviously incorrect price, on an event that had already started (other than in live betting) or whose result was already known, or as a result of a technical error, we may void the bet or settle it at the correct price. Funds credited to your account by mistake remain our property and must be returned.</p>

<h2>9. Prohibited conduct</h2>
<p>You must not use the Service for any unlawful or unfair purpose. In particular, you must not:</p>
<ul>
<li>collude with other players or use information about the outcome of an event that is not publicly available;</li>
<li>use software, bots or automated systems to place bets or play games;</li>
<li>deposit funds derived from criminal activity or use the Service to transfer money;</li>
<li>attempt to interfere with, reverse-engineer or exploit faults in the Service;</li>
<li>abuse, threaten or harass our staff.</li>
</ul>
<p>If you breach this section, we may suspend or close your account, void affected bets and report the matter to the relevant authorities.</p>

<h2>10. Inactive and closed accounts</h2>
<p>You may close your account at any time by contacting support. Any remaining withdrawable balance will be paid to you after the usual checks. An account with no logins for 12 consecutive months is considered dormant; we will try to contact you before applying any administrative measures. We may close an account at our discretion, in which case we will return any legitimate balance.</p>

<h2>11. Responsible gaming</h2>
<p>Gambling should be entertainment, not a way to make money. We provide deposit limits, time-outs, reality checks and self-exclusion; see the <a href="/terms/responsible-gaming-policy">Responsible Gaming Policy</a> for details.</p>

<h2>12. Limitation of liability</h2>
<p>The Service is provided "as is". To the extent permitted by law, we are not liable for any indirect or consequential loss, for loss caused by interruptions of the internet or of third-party services, or for losses resulting from your own failure to keep your credentials secure. Nothing in these Terms limits liability that cannot be limited by law.</p>

<h2>13. Intellectual property and privacy</h2>
<p>All content of the Service, including the Meridian name, logos, software and designs, belongs to us or our licensors and may not be copied without permission. We process your personal data only to provide the Service, to meet our legal obligations and as described in our privacy notice.</p>

<h2>14. Complaints</h2>
<p>If you have a complaint, write to <strong>support@meridian.bet</strong> with your user ID and a description of the issue. We will acknowledge it within 48 hours and aim to resolve it within 14 days. If you are not satisfied with our final answer, you may refer the matter to the licensing authority.</p>

<h2>15. Changes and governing law</h2>
<p>We may update these Terms from time to time. Material changes will be announced on the website before they take effect, and continued use of the Service means you accept them. These Terms are governed by the laws of Curaçao. If these Terms are translated, the English version prevails in case of any discrepancy.</p>`;

const ru = `<h2>1. Введение</h2>
<p>Настоящие Правила и условия («Правила») регулируют использование сайта Meridian, мобильных приложений и всех продуктов для ставок на спорт и казино, предлагаемых под брендом Meridian (вместе — «Сервис»). «Meridian», «мы», «нас» и «наш» означают оператора Сервиса. «Вы» и «ваш» означают лицо, пользующееся Сервисом.</p>
<p>Регистрируя аккаунт, пополняя счёт или делая ставку, вы подтверждаете, что прочитали, поняли и приняли настоящие Правила вместе с документами, на которые они ссылаются: <a href="/terms/terms-and-rules">Правилами ставок</a>, <a href="/terms/responsible-gaming-policy">Политикой ответственной игры</a>, <a href="/terms/self-exclusion-policy">Политикой самоисключения</a>, <a href="/terms/underage-policy">Политикой в отношении несовершеннолетних</a>, <a href="/terms/aml-policy">Политикой противодействия отмыванию денег</a> и <a href="/terms/kyc-policy">Политикой KYC</a>. Если вы не согласны с какой-либо частью Правил, вы не должны пользоваться Сервисом.</p>

<h2>2. Лицензия</h2>
<p>Meridian работает на основании игровой лицензии, выданной на Кюрасао, которая разрешает предлагать онлайн-ставки на спорт и азартные игры. Сведения о лицензии и значок проверки размещены в нижней части каждой страницы. Некоторые продукты могут быть недоступны в отдельных странах в связи с требованиями местного законодательства.</p>

<h2>3. Право на участие</h2>
<ul>
<li>Вам должно быть не менее <strong>18 лет</strong> или больше, если в вашей стране установлен более высокий возраст для участия в азартных играх.</li>
<li>Вы должны обладать правом заключать обязывающие договоры и не должны быть отстранены от азартных игр решением суда, государственного органа или программой самоисключения.</li>
<li>Вы не должны проживать в стране, где онлайн-гемблинг запрещён или где Meridian не принимает клиентов, и не должны получать доступ к Сервису из такой страны. Сервис недоступен в США, Великобритании, Франции, Нидерландах и Австралии; перечень стран с ограничениями может меняться в любое время.</li>
<li>Вы не должны быть сотрудником, директором или агентом Meridian либо его поставщиков или близким родственником такого лица.</li>
</ul>
<p>Вы несёте ответственность за то, чтобы использование Сервиса было законным в стране вашего проживания. Мы можем в любой момент запросить подтверждение соответствия этим требованиям.</p>

<h2>4. Ваш аккаунт</h2>
<p>Вы можете иметь только <strong>один аккаунт</strong>. Аккаунт можно открыть по адресу электронной почты, номеру мобильного телефона или через регистрацию в один клик; в любом случае указанные данные должны быть достоверными, полными и принадлежать вам. Дублирующие аккаунты будут закрыты, а ставки, бонусы и выигрыши, полученные с их помощью, могут быть аннулированы.</p>
<p>Вы обязаны хранить в тайне свой ID пользователя, пароль и коды восстановления. Мы настоятельно рекомендуем включить двухфакторную аутентификацию. Любые действия, совершённые с использованием ваших учётных данных, считаются совершёнными вами, если только вы заранее не сообщили нам о компрометации аккаунта. При подозрении на несанкционированный доступ немедленно напишите нам на support@meridian.bet.</p>
<p>Вы должны поддерживать свои персональные данные в актуальном состоянии. Страна проживания и валюта счёта выбираются при регистрации; дополнительные кошельки в других поддерживаемых валютах можно открыть в профиле, если это разрешено.</p>

<h2>5. Пополнение и вывод средств</h2>
<ul>
<li>Вы можете использовать только платёжные средства, оформленные на ваше имя. Платежи третьих лиц не принимаются.</li>
<li>Депозит зачисляется после подтверждения платёжным провайдером. Мы не предоставляем кредит, и на средства на счёте проценты не начисляются.</li>
<li>Перед выплатой мы можем проверить вашу личность, адрес, платёжное средство и источник средств в соответствии с <a href="/terms/kyc-policy">Политикой KYC</a>.</li>
<li>Внесённые средства должны быть использованы для ставок или игры, прежде чем их можно будет вывести. Выплаты, как правило, производятся на то же платёжное средство, с которого был сделан депозит.</li>
<li>Минимальные и максимальные суммы и сроки обработки зависят от платёжного метода и указаны на странице оплаты. Крупные выплаты могут производиться частями.</li>
<li>При обоснованном подозрении в мошенничестве, отмывании денег или нарушении Правил мы можем задержать или приостановить выплату на время проверки.</li>
</ul>

<h2>6. Бонусы и акции</h2>
<p>Бонусы, фрибеты и фриспины предоставляются на условиях, опубликованных вместе с каждым предложением, включая требования по отыгрышу, минимальные коэффициенты, допустимые игры и сроки действия. Приветственный бонус предоставляется только один раз на человека, домохозяйство, устройство и платёжное средство. Мы можем аннулировать бонус и полученные с его помощью выигрыши при выявлении злоупотреблений, например использования нескольких аккаунтов, встречных или согласованных ставок либо сговора.</p>

<h2>7. Ставки и игры</h2>
<p>Ставки на спорт принимаются и рассчитываются в соответствии с <a href="/terms/terms-and-rules">Правилами ставок</a>. У каждой игры казино есть собственные правила и информация о проценте возврата игроку, доступные внутри игры. Сбой аннулирует все выплаты и игры: если игра или наши системы дают сбой, затронутый раунд отменяется, а ставка возвращается.</p>

<h2>8. Ошибки</h2>
<p>Мы прилагаем все усилия для публикации точных коэффициентов и информации. Если ставка принята по явно ошибочному коэффициенту, на событие, которое уже началось (кроме ставок в live) или результат которого уже был известен, либо вследствие технической ошибки, мы можем аннулировать ставку или рассчитать её по правильному коэффициенту. Средства, ошибочно зачисленные на ваш счёт, остаются нашей собственностью и подлежат возврату.</p>

<h2>9. Запрещённые действия</h2>
<p>Вы не должны использовать Сервис в незаконных или недобросовестных целях. В частности, запрещается:</p>
<ul>
<li>вступать в сговор с другими игроками или использовать непубличную информацию об исходе события;</li>
<li>использовать программы, ботов или автоматизированные системы для ставок или игры;</li>
<li>вносить средства, полученные преступным путём, или использовать Сервис для перевода денег;</li>
<li>пытаться вмешиваться в работу Сервиса, проводить его обратную разработку или использовать его ошибки;</li>
<li>оскорблять наших сотрудников, угрожать им или преследовать их.</li>
</ul>
<p>При нарушении этого раздела мы можем приостановить или закрыть ваш аккаунт, аннулировать соответствующие ставки и сообщить о случившемся в компетентные органы.</p>

<h2>10. Неактивные и закрытые аккаунты</h2>
<p>Вы можете закрыть аккаунт в любое время, обратившись в службу поддержки. Оставшийся доступный для вывода баланс будет выплачен вам после обычных проверок. Аккаунт, в который не выполнялся вход в течение 12 месяцев подряд, считается неактивным; прежде чем применять какие-либо административные меры, мы постараемся связаться с вами. Мы можем закрыть аккаунт по своему усмотрению; в этом случае законный остаток средств будет вам возвращён.</p>

<h2>11. Ответственная игра</h2>
<p>Азартные игры должны быть развлечением, а не способом заработка. Мы предоставляем лимиты депозитов, тайм-ауты, напоминания о времени игры и самоисключение; подробнее см. <a href="/terms/responsible-gaming-policy">Политику ответственной игры</a>.</p>

<h2>12. Ограничение ответственности</h2>
<p>Сервис предоставляется «как есть». В пределах, допускаемых законом, мы не несём ответственности за косвенные убытки, за убытки, вызванные перебоями в работе интернета или сервисов третьих лиц, а также за убытки, возникшие из-за того, что вы не обеспечили сохранность своих учётных данных. Ничто в настоящих Правилах не ограничивает ответственность, которая не может быть ограничена по закону.</p>

<h2>13. Интеллектуальная собственность и конфиденциальность</h2>
<p>Всё содержимое Сервиса, включая название Meridian, логотипы, программное обеспечение и дизайн, принадлежит нам или нашим лицензиарам и не может копироваться без разрешения. Мы обрабатываем ваши персональные данные только для предоставления Сервиса, выполнения требований закона и в порядке, описанном в нашем уведомлении о конфиденциальности.</p>

<h2>14. Жалобы</h2>
<p>Если у вас есть жалоба, напишите на <strong>support@meridian.bet</strong>, указав свой ID пользователя и описание проблемы. Мы подтвердим её получение в течение 48 часов и постараемся решить вопрос в течение 14 дней. Если наш окончательный ответ вас не устроит, вы можете обратиться в лицензирующий орган.</p>

<h2>15. Изменения и применимое право</h2>
<p>Мы можем время от времени обновлять настоящие Правила. О существенных изменениях мы сообщим на сайте до их вступления в силу; продолжая пользоваться Сервисом, вы принимаете их. Настоящие Правила регулируются законодательством Кюрасао. В случае расхождений между переводом и английской версией Правил преимущественную силу имеет английская версия.</p>`;

export const termsAndConditions: PageSeed = {
  slug: 'terms-and-conditions',
  title: { en: 'Terms and Conditions', ru: 'Правила и условия' },
  body: { en, ru },
};
