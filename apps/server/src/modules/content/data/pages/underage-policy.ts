import type { PageSeed } from '../pages.js';

const en = `<h2>Gambling is for adults only</h2>
<p>It is illegal for anyone under the age of 18 to open an account or to gamble with Meridian. Where the legal gambling age in a customer's country is higher than 18, that higher age applies. Meridian takes its obligation to prevent underage gambling very seriously and applies the measures described in this policy to every account.</p>

<h2>Age verification</h2>
<ul>
<li>Every customer must confirm during registration that they are of legal age and must enter their date of birth. Registration is not possible if the date of birth shows that the applicant is under age.</li>
<li>We verify the age and identity of our customers using official identity documents and, where available, electronic verification services, as described in the <a href="/terms/kyc-policy">KYC Policy</a>.</li>
<li>We may request proof of age at any time, including before the first deposit, before a withdrawal, or when we have any doubt about a customer's age. Until verification is complete, we may restrict the account.</li>
<li>We carry out additional checks when the information we hold suggests that a minor may be using an account, for example based on the content of communications with our support team or on payment details.</li>
</ul>

<h2>If a minor is found to be using an account</h2>
<p>If we discover or have reasonable grounds to believe that an account has been opened or used by a person under the legal age:</p>
<ol>
<li>the account will be suspended immediately and then closed;</li>
<li>all bets and games played will be voided and any winnings will be forfeited;</li>
<li>deposits will be returned to the payment method from which they were made, after deduction of any winnings that had already been withdrawn;</li>
<li>we may report the matter to the relevant authorities and, where appropriate, inform the holder of the payment method.</li>
</ol>
<p>An adult who allows a minor to use their account, or who opens an account on behalf of a minor, is in breach of our <a href="/terms/terms-and-conditions">Terms and Conditions</a>. Such accounts will be closed and winnings may be voided.</p>

<h2>Staff training and internal controls</h2>
<p>Our customer support, payments and compliance teams are trained to recognise indications that an account may be used by a minor, such as the style and content of messages, requests for help from parents, or payment details that belong to another person. Any such indication is escalated to the compliance team, which decides on further checks. We review our age verification procedures regularly and improve them when new methods become available.</p>

<h2>Our marketing</h2>
<p>We do not design, target or place advertising in a way that is likely to appeal particularly to people under 18. We do not use images of minors or characters that are popular mainly with children in our promotions, and we do not sponsor events aimed primarily at minors.</p>

<h2>Advice for parents and guardians</h2>
<p>Even with strict checks in place, parents and guardians play a key role in preventing underage gambling. We recommend that you:</p>
<ul>
<li>do not leave your computer, phone or tablet unattended while you are logged in to a gambling website;</li>
<li>do not save your password or allow your browser to remember it, and enable two-factor authentication on your account;</li>
<li>keep your bank cards and payment details out of reach of children;</li>
<li>create separate user profiles for children on shared devices;</li>
<li>use parental control and content filtering software, which can block access to gambling websites and applications;</li>
<li>talk to your children about the risks of gambling and explain that it is not a way to make money.</li>
</ul>
<p>Widely available parental control tools, including those built into modern operating systems, browsers and home routers, allow you to restrict access to websites by category and to set time limits for children.</p>

<h2>Reporting</h2>
<p>If you know or suspect that a person under the legal age is using a Meridian account, please tell us at <strong>support@meridian.bet</strong>. Include as much detail as possible, such as the user ID or e-mail address of the account. Every report is handled confidentially and investigated promptly.</p>
<p>Information about keeping gambling safe for everyone is available in our <a href="/terms/responsible-gaming-policy">Responsible Gaming Policy</a>.</p>`;

const ru = `<h2>Азартные игры — только для взрослых</h2>
<p>Лицам младше 18 лет запрещено открывать аккаунт и участвовать в азартных играх в Meridian. Если в стране клиента установлен более высокий возраст для участия в азартных играх, применяется этот более высокий возраст. Meridian очень серьёзно относится к своей обязанности не допускать игры несовершеннолетних и применяет меры, описанные в настоящей политике, к каждому аккаунту.</p>

<h2>Проверка возраста</h2>
<ul>
<li>При регистрации каждый клиент должен подтвердить, что достиг установленного законом возраста, и указать дату рождения. Регистрация невозможна, если из даты рождения следует, что заявитель несовершеннолетний.</li>
<li>Мы проверяем возраст и личность клиентов по официальным документам, удостоверяющим личность, и, если возможно, с помощью сервисов электронной проверки в порядке, описанном в <a href="/terms/kyc-policy">Политике KYC</a>.</li>
<li>Мы можем запросить подтверждение возраста в любое время, в том числе перед первым депозитом, перед выводом средств или при любых сомнениях в возрасте клиента. До завершения проверки мы можем ограничить аккаунт.</li>
<li>Мы проводим дополнительные проверки, если имеющаяся у нас информация указывает на то, что аккаунтом может пользоваться несовершеннолетний, например на основании переписки со службой поддержки или платёжных данных.</li>
</ul>

<h2>Если выяснится, что аккаунтом пользуется несовершеннолетний</h2>
<p>Если мы обнаружим или будем иметь обоснованные основания полагать, что аккаунт открыт или используется лицом, не достигшим установленного законом возраста:</p>
<ol>
<li>аккаунт будет немедленно заблокирован, а затем закрыт;</li>
<li>все ставки и сыгранные игры будут аннулированы, а выигрыши — удержаны;</li>
<li>депозиты будут возвращены на платёжное средство, с которого они были внесены, за вычетом уже выведенных выигрышей;</li>
<li>мы можем сообщить о случившемся в компетентные органы и, при необходимости, уведомить владельца платёжного средства.</li>
</ol>
<p>Взрослый, который позволяет несовершеннолетнему пользоваться своим аккаунтом или открывает аккаунт от имени несовершеннолетнего, нарушает наши <a href="/terms/terms-and-conditions">Правила и условия</a>. Такие аккаунты будут закрыты, а выигрыши могут быть аннулированы.</p>

<h2>Обучение сотрудников и внутренний контроль</h2>
<p>Сотрудники службы поддержки, платёжного отдела и отдела комплаенса обучены распознавать признаки того, что аккаунтом может пользоваться несовершеннолетний, например по стилю и содержанию сообщений, обращениям родителей за помощью или платёжным данным, принадлежащим другому лицу. О любом таком признаке сообщается в отдел комплаенса, который принимает решение о дополнительных проверках. Мы регулярно пересматриваем процедуры проверки возраста и совершенствуем их по мере появления новых методов.</p>

<h2>Наш маркетинг</h2>
<p>Мы не создаём, не направляем и не размещаем рекламу так, чтобы она была особенно привлекательна для лиц младше 18 лет. Мы не используем в рекламе изображения несовершеннолетних или персонажей, популярных преимущественно среди детей, и не спонсируем мероприятия, ориентированные в первую очередь на несовершеннолетних.</p>

<h2>Советы родителям и опекунам</h2>
<p>Даже при строгих проверках родители и опекуны играют ключевую роль в предотвращении игры несовершеннолетних. Мы рекомендуем:</p>
<ul>
<li>не оставлять компьютер, телефон или планшет без присмотра, когда вы вошли на сайт азартных игр;</li>
<li>не сохранять пароль и не разрешать браузеру запоминать его, а также включить двухфакторную аутентификацию в аккаунте;</li>
<li>хранить банковские карты и платёжные данные в недоступном для детей месте;</li>
<li>создавать для детей отдельные профили пользователей на общих устройствах;</li>
<li>использовать программы родительского контроля и фильтрации контента, которые могут блокировать доступ к сайтам и приложениям азартных игр;</li>
<li>говорить с детьми о рисках азартных игр и объяснять, что это не способ заработать деньги.</li>
</ul>
<p>Широко доступные средства родительского контроля, в том числе встроенные в современные операционные системы, браузеры и домашние роутеры, позволяют ограничивать доступ к сайтам по категориям и устанавливать лимиты времени для детей.</p>

<h2>Как сообщить о нарушении</h2>
<p>Если вы знаете или подозреваете, что аккаунтом Meridian пользуется лицо, не достигшее установленного законом возраста, сообщите нам по адресу <strong>support@meridian.bet</strong>. Укажите как можно больше подробностей, например ID пользователя или адрес электронной почты аккаунта. Каждое сообщение рассматривается конфиденциально и проверяется незамедлительно.</p>
<p>Информация о том, как сделать игру безопасной для всех, приведена в нашей <a href="/terms/responsible-gaming-policy">Политике ответственной игры</a>.</p>`;

export const underagePolicy: PageSeed = {
  slug: 'underage-policy',
  title: { en: 'Underage Gaming Policy', ru: 'Политика в отношении несовершеннолетних' },
  body: { en, ru },
};
