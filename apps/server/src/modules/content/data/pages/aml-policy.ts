import type { PageSeed } from '../pages.js';

const en = `<h2>Purpose</h2>
<p>Meridian is committed to preventing its services from being used for money laundering, terrorist financing or any other financial crime. This Anti-Money Laundering Policy (the "AML Policy") explains the principles we follow and what we expect from our customers. It applies to all accounts, products and payment methods.</p>
<p>Money laundering is the process of concealing the origin of money obtained from criminal activity so that it appears legitimate. Terrorist financing is the provision of funds, from legitimate or illegitimate sources, to support terrorist activity. Both are criminal offences.</p>

<h2>Legal framework</h2>
<p>We comply with the anti-money laundering and counter-terrorist financing legislation that applies to holders of a Curaçao gaming licence, the requirements of our licensing authority and the international standards of the Financial Action Task Force (FATF). Where the law of a customer's country imposes additional obligations, we take them into account.</p>

<h2>Our approach</h2>
<h3>Compliance officer</h3>
<p>We have appointed a Money Laundering Reporting Officer who is responsible for this AML Policy, for reviewing unusual activity and for reporting suspicious transactions to the competent authorities.</p>
<h3>Risk-based approach</h3>
<p>We assess the risk presented by each customer, taking into account factors such as country of residence, payment methods, the size and frequency of transactions and betting behaviour. The level of checks we carry out is proportionate to that risk.</p>
<h3>Customer due diligence</h3>
<p>We identify and verify our customers as described in the <a href="/terms/kyc-policy">KYC Policy</a>. Verification is required before a withdrawal of more than the equivalent of <strong>EUR 2,000</strong>, and before any withdrawal once deposits reach that amount in total; it may be requested at any earlier stage.</p>
<h3>Enhanced due diligence</h3>
<p>We apply additional measures to higher-risk customers, including politically exposed persons, their family members and close associates, customers from high-risk jurisdictions and customers whose activity is unusually large. These measures may include documents proving the source of funds and source of wealth, such as payslips, tax returns, bank statements or proof of the sale of property.</p>
<h3>Sanctions screening</h3>
<p>Customers are screened against international sanctions lists and lists of politically exposed persons at registration and on a regular basis afterwards. We do not do business with sanctioned persons or with residents of sanctioned jurisdictions.</p>

<h2>Monitoring</h2>
<p>We monitor transactions and betting activity on an ongoing basis. Examples of activity that may be considered unusual include:</p>
<ul>
<li>large deposits followed by a withdrawal with little or no betting activity;</li>
<li>frequent use of several different payment methods, or of payment methods that do not belong to the customer;</li>
<li>deposits that do not match the customer's known financial situation;</li>
<li>bets placed on both sides of the same market in a way that minimises risk;</li>
<li>attempts to avoid verification, to split transactions to stay below thresholds, or to transfer value between customers.</li>
</ul>

<h2>Rules for deposits and withdrawals</h2>
<ul>
<li>All payments must be made through payment methods held in the customer's own name.</li>
<li>Deposited funds must be wagered at least once before they can be withdrawn. We may refuse a withdrawal of funds that have not been used for betting or gaming.</li>
<li>Withdrawals are made, where possible, to the same payment method that was used for the deposit and in the same currency.</li>
<li>We do not accept cash and do not transfer funds between customer accounts.</li>
</ul>

<h2>Reporting and cooperation</h2>
<p>If we know or suspect that a transaction involves the proceeds of crime or is linked to terrorist financing, we will report it to the Financial Intelligence Unit or another competent authority. We are legally prohibited from informing the customer that a report has been made. We cooperate fully with law enforcement and regulatory authorities.</p>

<h2>Record keeping</h2>
<p>We keep identification documents, transaction records and records of our checks for at least <strong>five years</strong> after the end of the business relationship, or longer where required by law. These records are stored securely and are processed in accordance with data protection rules.</p>

<h2>Training</h2>
<p>Employees whose work involves customer accounts or payments receive AML training when they join and at regular intervals, so that they can recognise and escalate suspicious activity.</p>

<h2>Consequences</h2>
<p>If a customer refuses to provide the information we request, provides false information, or if we suspect money laundering or terrorist financing, we may suspend the account, withhold funds pending investigation, close the account and report the matter to the authorities. These measures are in addition to the rights set out in our <a href="/terms/terms-and-conditions">Terms and Conditions</a>.</p>
<p>Questions about this policy can be sent to <strong>support@meridian.bet</strong>.</p>`;

const ru = `<h2>Цель</h2>
<p>Meridian стремится не допустить использования своих услуг для отмывания денег, финансирования терроризма и других финансовых преступлений. Настоящая Политика противодействия отмыванию денег («Политика ПОД») описывает принципы, которым мы следуем, и то, чего мы ожидаем от клиентов. Она распространяется на все аккаунты, продукты и платёжные методы.</p>
<p>Отмывание денег — это сокрытие происхождения денег, полученных преступным путём, с тем чтобы они выглядели законными. Финансирование терроризма — это предоставление средств из законных или незаконных источников для поддержки террористической деятельности. И то и другое является уголовным преступлением.</p>

<h2>Правовая основа</h2>
<p>Мы соблюдаем законодательство о противодействии отмыванию денег и финансированию терроризма, действующее для держателей игровой лицензии Кюрасао, требования нашего лицензирующего органа и международные стандарты Группы разработки финансовых мер борьбы с отмыванием денег (FATF). Если законодательство страны клиента устанавливает дополнительные обязанности, мы их учитываем.</p>

<h2>Наш подход</h2>
<h3>Ответственный сотрудник</h3>
<p>Мы назначили ответственного сотрудника по противодействию отмыванию денег, который отвечает за настоящую Политику, анализ необычной активности и передачу сведений о подозрительных операциях в компетентные органы.</p>
<h3>Риск-ориентированный подход</h3>
<p>Мы оцениваем риск, который представляет каждый клиент, с учётом таких факторов, как страна проживания, платёжные методы, размер и частота операций и характер ставок. Объём проводимых проверок соразмерен этому риску.</p>
<h3>Надлежащая проверка клиентов</h3>
<p>Мы идентифицируем и проверяем клиентов в порядке, описанном в <a href="/terms/kyc-policy">Политике KYC</a>. Проверка обязательна перед выводом больше эквивалента <strong>2 000 евро</strong>, а также перед любым выводом, когда сумма депозитов достигает этого эквивалента; она может быть запрошена и на более раннем этапе.</p>
<h3>Углублённая проверка</h3>
<p>К клиентам повышенного риска, включая публичных должностных лиц, членов их семей и близких к ним лиц, клиентов из юрисдикций высокого риска и клиентов с необычно крупной активностью, мы применяем дополнительные меры. Они могут включать документы, подтверждающие источник средств и источник благосостояния, например справки о заработной плате, налоговые декларации, банковские выписки или подтверждение продажи имущества.</p>
<h3>Проверка по санкционным спискам</h3>
<p>Клиенты проверяются по международным санкционным спискам и спискам публичных должностных лиц при регистрации и затем на регулярной основе. Мы не сотрудничаем с лицами, находящимися под санкциями, и с резидентами юрисдикций, в отношении которых действуют санкции.</p>

<h2>Мониторинг</h2>
<p>Мы постоянно отслеживаем операции и активность по ставкам. Необычной может считаться, например, следующая активность:</p>
<ul>
<li>крупные депозиты с последующим выводом при незначительной активности по ставкам или при её отсутствии;</li>
<li>частое использование нескольких разных платёжных методов или методов, не принадлежащих клиенту;</li>
<li>депозиты, не соответствующие известному финансовому положению клиента;</li>
<li>ставки на противоположные исходы одного рынка, сводящие риск к минимуму;</li>
<li>попытки избежать проверки, дробить операции, чтобы оставаться ниже пороговых значений, или переводить ценности между клиентами.</li>
</ul>

<h2>Правила пополнения и вывода средств</h2>
<ul>
<li>Все платежи должны совершаться с использованием платёжных методов, оформленных на имя самого клиента.</li>
<li>Внесённые средства должны быть поставлены хотя бы один раз, прежде чем их можно будет вывести. Мы можем отказать в выводе средств, которые не использовались для ставок или игры.</li>
<li>Выплаты по возможности производятся на тот же платёжный метод, с которого был сделан депозит, и в той же валюте.</li>
<li>Мы не принимаем наличные и не переводим средства между аккаунтами клиентов.</li>
</ul>

<h2>Сообщения и сотрудничество</h2>
<p>Если нам известно или мы подозреваем, что операция связана с доходами от преступной деятельности или с финансированием терроризма, мы сообщаем об этом в Подразделение финансовой разведки или иной компетентный орган. Закон запрещает нам уведомлять клиента о том, что такое сообщение было направлено. Мы в полной мере сотрудничаем с правоохранительными и надзорными органами.</p>

<h2>Хранение данных</h2>
<p>Мы храним документы, удостоверяющие личность, записи об операциях и о проведённых проверках не менее <strong>пяти лет</strong> после прекращения деловых отношений или дольше, если этого требует закон. Эти записи надёжно защищены и обрабатываются в соответствии с правилами защиты данных.</p>

<h2>Обучение</h2>
<p>Сотрудники, работа которых связана с аккаунтами клиентов или платежами, проходят обучение по противодействию отмыванию денег при приёме на работу и затем регулярно, чтобы уметь распознавать подозрительную активность и сообщать о ней.</p>

<h2>Последствия</h2>
<p>Если клиент отказывается предоставить запрошенную информацию, предоставляет ложные сведения или если мы подозреваем отмывание денег или финансирование терроризма, мы можем приостановить аккаунт, удержать средства на время проверки, закрыть аккаунт и сообщить о случившемся в компетентные органы. Эти меры применяются в дополнение к правам, указанным в наших <a href="/terms/terms-and-conditions">Правилах и условиях</a>.</p>
<p>Вопросы по настоящей политике можно направлять на <strong>support@meridian.bet</strong>.</p>`;

export const amlPolicy: PageSeed = {
  slug: 'aml-policy',
  title: { en: 'Anti-Money Laundering Policy', ru: 'Политика противодействия отмыванию денег' },
  body: { en, ru },
};
