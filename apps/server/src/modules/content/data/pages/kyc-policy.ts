import type { PageSeed } from '../pages.js';

const en = `<h2>Why we verify our customers</h2>
<p>"Know Your Customer" (KYC) is the process by which Meridian confirms the identity, age and address of its customers and the ownership of the payment methods they use. Verification protects you against fraud and identity theft, prevents minors from gambling, and allows us to meet our obligations under our gaming licence and the <a href="/terms/aml-policy">Anti-Money Laundering Policy</a>.</p>

<h2>When verification is required</h2>
<ul>
<li>before a <strong>withdrawal of more than EUR 2,000</strong> (or its equivalent in your currency);</li>
<li>before any withdrawal once your deposits reach the equivalent of <strong>EUR 2,000</strong> in total;</li>
<li>when you change important account details, such as your name, e-mail address, phone number or payment method;</li>
<li>at any other time if we have reason to do so, for example because of unusual account activity or doubts about the accuracy of the information you provided.</li>
</ul>
<p>You can start verification at any time from <a href="/profile/verification">Identity verification</a> in your profile. Verifying early means that your withdrawals can be processed without delay.</p>

<h2>How verification works</h2>
<p>Verification is carried out through a secure identity verification service embedded in your profile. You will be asked to take a photo of an identity document and a short selfie or video, which is compared automatically with the document photo. In some cases our compliance team will review the documents manually or ask you to upload additional documents.</p>

<h2>Documents we may ask for</h2>
<h3>Proof of identity</h3>
<p>A valid, government-issued document with your photo, full name and date of birth: a passport, a national identity card or a driving licence. The document must not be expired.</p>
<h3>Proof of address</h3>
<p>A document issued within the last <strong>three months</strong> showing your full name and residential address, such as a utility bill, a bank or credit card statement, a tax notice or an official letter from a government authority. Mobile phone bills and documents showing a post office box are not accepted.</p>
<h3>Proof of payment method</h3>
<ul>
<li>Bank card: a photo of the front of the card showing your name and the first six and last four digits. Please cover the middle digits and never send us the CVV code on the back.</li>
<li>E-wallet: a screenshot of your e-wallet account page showing your name and account identifier.</li>
<li>Bank transfer: a bank statement showing your name and account number.</li>
<li>Cryptocurrency: where necessary, confirmation of the ownership of the wallet used.</li>
</ul>
<h3>Source of funds</h3>
<p>For larger amounts, or as part of enhanced due diligence, we may ask for documents showing where your money comes from, such as payslips, a bank statement, a tax return or proof of the sale of an asset.</p>

<h2>Document requirements</h2>
<ul>
<li>Photos or scans must be in colour, sharp and well lit, with no glare.</li>
<li>All four corners of the document must be visible, and no information may be hidden or edited, except the middle digits of a bank card number.</li>
<li>The name and date of birth on your documents must match the details of your Meridian account.</li>
<li>Accepted file formats are JPG, PNG and PDF.</li>
</ul>

<h2>Processing time</h2>
<p>Most verifications are completed automatically within minutes. If a manual review is needed, we aim to complete it within <strong>24 hours</strong>, and in any case no later than 72 hours after receiving all the required documents. You will be notified of the result by e-mail and in your profile. While verification is pending, withdrawals and some account functions may be unavailable.</p>

<h2>If verification fails</h2>
<p>If a document is rejected, we will tell you why and how to fix the problem. If you do not complete verification within 30 days of our request, or if documents prove to be false or to belong to another person, we may suspend or close your account and withhold winnings, as set out in our <a href="/terms/terms-and-conditions">Terms and Conditions</a>. Deposits of a verified customer are never withheld simply because a withdrawal is waiting for documents.</p>

<h2>Protection of your data</h2>
<p>Documents are transmitted over encrypted connections and stored securely. Access is limited to employees and service providers who need it for verification and compliance purposes. We keep verification data for as long as required by law, and at least five years after the end of our relationship with you. We never sell your personal data or use your documents for any other purpose.</p>

<h2>Questions</h2>
<p>If you have problems with verification or questions about which documents to provide, contact us at <strong>support@meridian.bet</strong>. Please do not send documents by e-mail unless our support team asks you to do so.</p>`;

const ru = `<h2>Зачем мы проверяем клиентов</h2>
<p>«Знай своего клиента» (KYC) — это процедура, с помощью которой Meridian подтверждает личность, возраст и адрес клиентов, а также принадлежность им используемых платёжных средств. Верификация защищает вас от мошенничества и кражи личных данных, не позволяет несовершеннолетним участвовать в азартных играх и даёт нам возможность выполнять обязательства по игровой лицензии и <a href="/terms/aml-policy">Политике противодействия отмыванию денег</a>.</p>

<h2>Когда требуется верификация</h2>
<ul>
<li>перед <strong>выводом больше 2 000 евро</strong> (или эквивалента в вашей валюте);</li>
<li>перед любым выводом, когда сумма ваших депозитов достигает эквивалента <strong>2 000 евро</strong>;</li>
<li>при изменении важных данных аккаунта, например имени, адреса электронной почты, номера телефона или платёжного средства;</li>
<li>в любое другое время при наличии оснований, например из-за необычной активности в аккаунте или сомнений в точности предоставленных вами сведений.</li>
</ul>
<p>Вы можете начать верификацию в любой момент в разделе <a href="/profile/verification">«Проверка личности»</a> профиля. Пройдя её заранее, вы сможете получать выплаты без задержек.</p>

<h2>Как проходит верификация</h2>
<p>Верификация проводится через защищённый сервис проверки личности, встроенный в ваш профиль. Вас попросят сфотографировать документ, удостоверяющий личность, и сделать короткое селфи или видео, которое автоматически сравнивается с фотографией в документе. В отдельных случаях наш отдел комплаенса проверит документы вручную или попросит загрузить дополнительные документы.</p>

<h2>Какие документы мы можем запросить</h2>
<h3>Подтверждение личности</h3>
<p>Действительный документ государственного образца с фотографией, полным именем и датой рождения: паспорт, национальное удостоверение личности или водительское удостоверение. Срок действия документа не должен истечь.</p>
<h3>Подтверждение адреса</h3>
<p>Документ, выданный не ранее чем <strong>три месяца</strong> назад, с вашим полным именем и адресом проживания, например счёт за коммунальные услуги, выписка по банковскому счёту или кредитной карте, налоговое уведомление или официальное письмо государственного органа. Счета за мобильную связь и документы с адресом абонентского почтового ящика не принимаются.</p>
<h3>Подтверждение платёжного средства</h3>
<ul>
<li>Банковская карта: фотография лицевой стороны карты, на которой видны ваше имя, первые шесть и последние четыре цифры номера. Закройте средние цифры и никогда не присылайте нам CVV-код с обратной стороны карты.</li>
<li>Электронный кошелёк: снимок экрана страницы кошелька с вашим именем и идентификатором счёта.</li>
<li>Банковский перевод: выписка по счёту с вашим именем и номером счёта.</li>
<li>Криптовалюта: при необходимости — подтверждение принадлежности использованного кошелька.</li>
</ul>
<h3>Источник средств</h3>
<p>При крупных суммах или в рамках углублённой проверки мы можем запросить документы, подтверждающие происхождение ваших денег, например справки о заработной плате, банковскую выписку, налоговую декларацию или подтверждение продажи имущества.</p>

<h2>Требования к документам</h2>
<ul>
<li>Фотографии или сканы должны быть цветными, чёткими и хорошо освещёнными, без бликов.</li>
<li>Должны быть видны все четыре угла документа; никакая информация не должна быть скрыта или изменена, за исключением средних цифр номера банковской карты.</li>
<li>Имя и дата рождения в документах должны совпадать с данными вашего аккаунта Meridian.</li>
<li>Принимаются файлы в форматах JPG, PNG и PDF.</li>
</ul>

<h2>Сроки рассмотрения</h2>
<p>Большинство проверок завершается автоматически за несколько минут. Если требуется ручная проверка, мы стараемся завершить её в течение <strong>24 часов</strong> и в любом случае не позднее 72 часов после получения всех необходимых документов. О результате мы сообщим по электронной почте и в профиле. Пока верификация не завершена, вывод средств и некоторые функции аккаунта могут быть недоступны.</p>

<h2>Если верификация не пройдена</h2>
<p>Если документ отклонён, мы сообщим причину и подскажем, как исправить проблему. Если вы не пройдёте верификацию в течение 30 дней с момента нашего запроса или если документы окажутся поддельными либо принадлежащими другому лицу, мы можем приостановить или закрыть ваш аккаунт и удержать выигрыши в соответствии с нашими <a href="/terms/terms-and-conditions">Правилами и условиями</a>. Депозиты верифицированного клиента никогда не удерживаются только потому, что выплата ожидает документов.</p>

<h2>Защита ваших данных</h2>
<p>Документы передаются по зашифрованным каналам и надёжно хранятся. Доступ к ним имеют только сотрудники и поставщики услуг, которым он необходим для верификации и соблюдения требований. Мы храним данные верификации столько, сколько требует закон, и не менее пяти лет после прекращения отношений с вами. Мы никогда не продаём ваши персональные данные и не используем ваши документы в других целях.</p>

<h2>Вопросы</h2>
<p>Если у вас возникли трудности с верификацией или вопросы о том, какие документы предоставить, напишите нам на <strong>support@meridian.bet</strong>. Пожалуйста, не присылайте документы по электронной почте, если об этом не попросила служба поддержки.</p>`;

export const kycPolicy: PageSeed = {
  slug: 'kyc-policy',
  title: { en: 'KYC Policy', ru: 'Политика KYC' },
  body: { en, ru },
};
