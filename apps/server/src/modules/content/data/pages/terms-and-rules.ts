import type { PageSeed } from '../pages.js';

const en = `<h2>1. General</h2>
<p>These Betting Rules apply to all sports bets placed with Meridian, both pre-match (line) and in-play (live). They form part of our <a href="/terms/terms-and-conditions">Terms and Conditions</a>. Where a market has its own specific rule shown next to it, that rule takes precedence over these general rules.</p>
<p>A bet is valid only once it has been accepted by our system and appears in your bet history with its own bet number. A bet cannot be cancelled or changed by the customer after it has been accepted. Odds are displayed in decimal format, and the potential return of a bet is its stake multiplied by its odds.</p>

<h2>2. Bet types</h2>
<h3>Single</h3>
<p>A single is a bet on one selection. It wins if the selection wins; the return is the stake multiplied by the odds.</p>
<h3>Accumulator</h3>
<p>An accumulator (also called a combination or parlay) is one bet on two or more selections from different events. The odds of the accumulator are the product of the odds of all its selections, and <strong>every selection must win</strong> for the bet to win. If one selection loses, the whole accumulator loses.</p>
<ul>
<li>Only one selection per event may be included. Adding a second selection from the same event replaces the previous one in the bet slip.</li>
<li>The maximum number of selections is shown in the bet slip.</li>
<li>Related outcomes, whose results depend on each other, may not be combined; if such a bet is accepted in error, it may be settled as separate singles.</li>
</ul>

<h2>3. Stakes</h2>
<p>The minimum and maximum stake depend on the event, the market and your account, and are shown in the bet slip before you confirm the bet. We may accept a bet for a lower amount than requested or decline a bet at our discretion. Stakes are deducted from the selected wallet when the bet is accepted. Bets placed with a free bet do not include the free bet stake in the return.</p>

<h2>4. Odds changes</h2>
<p>Odds may change at any time until a bet is accepted, especially in live betting. You can choose in the bet slip settings how odds changes are handled:</p>
<ul>
<li><strong>Always ask</strong>: if the odds of a selection change, the bet is not placed and the new odds are shown for you to accept;</li>
<li><strong>Accept higher odds</strong>: the bet is placed automatically if the odds rise, but you will be asked to confirm if they fall;</li>
<li><strong>Accept any odds</strong>: the bet is placed at the current odds, whether they have risen or fallen.</li>
</ul>
<p>A bet is always settled at the odds shown in your bet history when it was accepted. If a selection is suspended or removed while it is in your bet slip, it is marked as unavailable and the bet cannot be placed until it is removed.</p>

<h2>5. Live betting and acceptance delay</h2>
<p>To protect the fairness of live markets, live bets are accepted after a short <strong>acceptance delay</strong>, usually between 3 and 10 seconds depending on the sport and the competition. During this time the bet is checked against the current state of the event. A bet may be rejected if, during the delay, the market is suspended, the odds change beyond your odds-change setting, or a significant incident occurs, such as a goal, a penalty, a red card, a break point or a video review. Rejected bets are not charged.</p>
<p>Live scores, statistics and match clocks are provided for information only and may be delayed. Bets are settled on the official result, not on the information displayed. Bets placed after an event has started on a pre-match market, or after the outcome of a live market is already known, are void.</p>

<h2>6. Void selections</h2>
<p>A void selection is treated as if it had odds of <strong>1.00</strong>. In a single, the stake is returned. In an accumulator, the void selection is removed from the calculation and the bet is settled on the remaining selections; if every selection is void, the stake is returned. A selection may be declared void, among other reasons, because the event is cancelled, because of an obvious error, or because a participant did not take part as described below.</p>

<h2>7. Settlement</h2>
<p>Bets are settled on the official result as soon as it is available. Unless stated otherwise in the market name:</p>
<ul>
<li><strong>Football, handball, ice hockey</strong>: markets are settled on the result at the end of regular time, including stoppage time but excluding extra time and penalty shoot-outs. Markets such as "to qualify" or "winner including overtime" include extra time, overtime and shoot-outs.</li>
<li><strong>Basketball, American football and baseball</strong>: markets include overtime and extra innings.</li>
<li><strong>Tennis and table tennis</strong>: if a match is not completed because of retirement or disqualification, bets on the match winner are void; markets whose outcome was already determined are settled.</li>
<li><strong>Volleyball</strong>: markets are settled on the match result; a golden set is not included unless stated.</li>
<li><strong>Esports</strong>: match markets are settled on the official result published by the organiser; a walkover or a forfeit before the start makes bets void; map markets are void if the map is not played.</li>
<li><strong>Darts</strong>: markets are settled on the result of the match as played; if a match is not completed, bets are void unless their outcome was already determined.</li>
</ul>
<p>If two or more participants tie for a position (dead heat), the stake is divided by the number of tied participants and settled at full odds on that part. Changes to results announced more than 72 hours after the end of an event, or following protests and appeals, are not taken into account. If a bet is settled incorrectly, we will resettle it and adjust your balance accordingly.</p>

<h2>8. Cancelled, postponed and abandoned events</h2>
<ul>
<li>If an event is cancelled, or does not start within <strong>48 hours</strong> of its scheduled start time, all bets on it are void.</li>
<li>If an event starts but is abandoned or interrupted and is not completed within 48 hours, bets on markets whose outcome had already been determined are settled, and all other bets are void.</li>
<li>If an event is moved to a different venue, bets stand, unless the home and away teams are swapped, in which case they are void.</li>
<li>If the name of a participant or event is displayed incorrectly but the event can be identified without doubt, bets stand.</li>
</ul>

<h2>9. Maximum payout</h2>
<p>The maximum payout (stake plus winnings) on any single bet is the equivalent of <strong>EUR 100,000</strong> in your account currency, and the maximum total payout to one customer in one day is the equivalent of <strong>EUR 250,000</strong>. Lower limits may apply to particular sports, competitions or markets and are shown in the bet slip. If a bet would exceed the applicable limit, the payout will be reduced to the limit. Customers acting together, or several bets on the same selection, are treated as one customer for the purpose of this limit.</p>

<h2>10. Errors and irregularities</h2>
<p>If a bet is accepted at odds, a handicap or a total that is clearly wrong compared with the market as a whole, or with incorrect information about an event, we may settle it at the correct odds or void it. We may also void bets where we have evidence of match-fixing, collusion, the use of inside information or the abuse of technical faults. Bets on events involving a person connected to the customer are not permitted.</p>

<h2>11. Bet slip codes</h2>
<p>A bet slip can be saved and shared as a code. Loading a code only copies the selections into your bet slip: the odds and availability are those in force when you place the bet, and codes expire after a limited time.</p>

<h2>12. Questions</h2>
<p>If you have questions about the settlement of a bet, please contact <strong>support@meridian.bet</strong> and quote the bet number. Complaints are handled as described in our <a href="/terms/terms-and-conditions">Terms and Conditions</a>.</p>`;

const ru = `<h2>1. Общие положения</h2>
<p>Настоящие Правила ставок распространяются на все ставки на спорт, сделанные в Meridian, как до начала события (линия), так и по ходу игры (live). Они являются частью наших <a href="/terms/terms-and-conditions">Правил и условий</a>. Если для рынка указано собственное правило, оно имеет приоритет над настоящими общими правилами.</p>
<p>Ставка действительна только после того, как она принята нашей системой и появилась в вашей истории ставок под собственным номером. После принятия ставка не может быть отменена или изменена клиентом. Коэффициенты отображаются в десятичном формате; возможный выигрыш по ставке равен её сумме, умноженной на коэффициент.</p>

<h2>2. Типы ставок</h2>
<h3>Ординар</h3>
<p>Ординар — это ставка на один исход. Она выигрывает, если выигрывает исход; выплата равна сумме ставки, умноженной на коэффициент.</p>
<h3>Экспресс</h3>
<p>Экспресс (также называемый комбинацией или парлеем) — это одна ставка на два или более исхода из разных событий. Коэффициент экспресса равен произведению коэффициентов всех его исходов, и для выигрыша ставки <strong>должны сыграть все исходы</strong>. Если проигрывает хотя бы один исход, проигрывает весь экспресс.</p>
<ul>
<li>В экспресс можно включить только один исход из каждого события. При добавлении второго исхода того же события он заменяет предыдущий в купоне.</li>
<li>Максимальное количество исходов указано в купоне.</li>
<li>Зависимые исходы, результаты которых связаны друг с другом, объединять нельзя; если такая ставка была принята по ошибке, она может быть рассчитана как отдельные ординары.</li>
</ul>

<h2>3. Суммы ставок</h2>
<p>Минимальная и максимальная сумма ставки зависят от события, рынка и вашего аккаунта и отображаются в купоне до подтверждения ставки. Мы можем принять ставку на меньшую сумму, чем запрошено, или отклонить ставку по своему усмотрению. Сумма ставки списывается с выбранного кошелька в момент принятия ставки. При ставке фрибетом сумма фрибета не включается в выплату.</p>

<h2>4. Изменение коэффициентов</h2>
<p>Коэффициенты могут измениться в любой момент до принятия ставки, особенно в live. В настройках купона вы можете выбрать, как обрабатывать изменения коэффициентов:</p>
<ul>
<li><strong>Всегда спрашивать</strong>: если коэффициент исхода изменился, ставка не размещается, а новый коэффициент показывается вам для подтверждения;</li>
<li><strong>Принимать повышение коэффициентов</strong>: ставка размещается автоматически, если коэффициент вырос, но при его снижении вас попросят подтвердить ставку;</li>
<li><strong>Принимать любые изменения</strong>: ставка размещается по текущему коэффициенту, независимо от того, вырос он или снизился.</li>
</ul>
<p>Ставка всегда рассчитывается по коэффициенту, указанному в истории ставок на момент её принятия. Если исход в купоне приостановлен или снят, он отмечается как недоступный, и ставку нельзя разместить, пока он не будет удалён.</p>

<h2>5. Ставки live и задержка принятия</h2>
<p>Чтобы обеспечить честность live-рынков, ставки live принимаются после короткой <strong>задержки</strong>, обычно от 3 до 10 секунд в зависимости от вида спорта и соревнования. В это время ставка сверяется с текущим состоянием события. Ставка может быть отклонена, если за время задержки рынок приостановлен, коэффициент изменился сверх выбранной вами настройки или произошёл важный эпизод, например гол, пенальти, удаление, брейк-пойнт или видеопросмотр. Деньги за отклонённые ставки не списываются.</p>
<p>Счёт, статистика и игровое время в live предоставляются только для информации и могут отображаться с задержкой. Ставки рассчитываются по официальному результату, а не по отображаемой информации. Ставки на рынки линии, сделанные после начала события, а также ставки на live-рынки, исход которых уже известен, аннулируются.</p>

<h2>6. Аннулированные исходы</h2>
<p>Аннулированный исход рассчитывается с коэффициентом <strong>1,00</strong>. В ординаре сумма ставки возвращается. В экспрессе аннулированный исход исключается из расчёта, и ставка рассчитывается по оставшимся исходам; если аннулированы все исходы, сумма ставки возвращается. Исход может быть аннулирован, в частности, из-за отмены события, очевидной ошибки или неучастия участника, как описано ниже.</p>

<h2>7. Расчёт ставок</h2>
<p>Ставки рассчитываются по официальному результату, как только он становится известен. Если в названии рынка не указано иное:</p>
<ul>
<li><strong>Футбол, гандбол, хоккей</strong>: рынки рассчитываются по результату основного времени с учётом добавленного времени, но без учёта дополнительного времени и серии пенальти (буллитов). Рынки вида «проход в следующий раунд» или «победитель с учётом овертайма» учитывают дополнительное время, овертаймы и серии пенальти.</li>
<li><strong>Баскетбол, американский футбол и бейсбол</strong>: рынки учитывают овертаймы и дополнительные иннинги.</li>
<li><strong>Теннис и настольный теннис</strong>: если матч не завершён из-за отказа или дисквалификации игрока, ставки на победителя матча аннулируются; рынки, исход которых уже определён, рассчитываются.</li>
<li><strong>Волейбол</strong>: рынки рассчитываются по результату матча; золотой сет не учитывается, если не указано иное.</li>
<li><strong>Киберспорт</strong>: рынки на матч рассчитываются по официальному результату, опубликованному организатором; при техническом поражении или неявке до начала матча ставки аннулируются; рынки на карту аннулируются, если карта не была сыграна.</li>
<li><strong>Дартс</strong>: рынки рассчитываются по результату сыгранного матча; если матч не завершён, ставки аннулируются, за исключением тех, исход которых уже определён.</li>
</ul>
<p>Если два или более участника делят одно место (dead heat), сумма ставки делится на количество таких участников, и эта часть рассчитывается по полному коэффициенту. Изменения результатов, объявленные позднее чем через 72 часа после окончания события или по итогам протестов и апелляций, не учитываются. Если ставка рассчитана неверно, мы пересчитаем её и соответствующим образом скорректируем ваш баланс.</p>

<h2>8. Отменённые, перенесённые и прерванные события</h2>
<ul>
<li>Если событие отменено или не началось в течение <strong>48 часов</strong> после запланированного времени начала, все ставки на него аннулируются.</li>
<li>Если событие началось, но было прервано и не завершено в течение 48 часов, ставки на рынки, исход которых уже определён, рассчитываются, а все остальные ставки аннулируются.</li>
<li>Если событие перенесено на другую площадку, ставки остаются в силе, за исключением случаев, когда хозяева и гости меняются местами, — тогда ставки аннулируются.</li>
<li>Если название участника или события указано неверно, но событие можно однозначно определить, ставки остаются в силе.</li>
</ul>

<h2>9. Максимальная выплата</h2>
<p>Максимальная выплата (сумма ставки плюс выигрыш) по одной ставке составляет эквивалент <strong>100 000 евро</strong> в валюте вашего счёта, а максимальная общая выплата одному клиенту за один день — эквивалент <strong>250 000 евро</strong>. Для отдельных видов спорта, соревнований или рынков могут действовать более низкие лимиты, которые отображаются в купоне. Если выплата по ставке превышает применимый лимит, она уменьшается до размера лимита. Клиенты, действующие совместно, и несколько ставок на один и тот же исход для целей этого лимита рассматриваются как один клиент.</p>

<h2>10. Ошибки и нарушения</h2>
<p>Если ставка принята по коэффициенту, форе или тоталу, явно ошибочным по сравнению с рынком в целом, или с неверной информацией о событии, мы можем рассчитать её по правильному коэффициенту или аннулировать. Мы также можем аннулировать ставки при наличии доказательств договорных матчей, сговора, использования инсайдерской информации или злоупотребления техническими сбоями. Ставки на события с участием лиц, связанных с клиентом, не допускаются.</p>

<h2>11. Коды купонов</h2>
<p>Купон можно сохранить и передать другим в виде кода. При загрузке кода в ваш купон копируются только исходы: коэффициенты и доступность определяются на момент размещения ставки, а срок действия кодов ограничен.</p>

<h2>12. Вопросы</h2>
<p>Если у вас есть вопросы по расчёту ставки, напишите на <strong>support@meridian.bet</strong>, указав номер ставки. Жалобы рассматриваются в порядке, описанном в наших <a href="/terms/terms-and-conditions">Правилах и условиях</a>.</p>`;

export const termsAndRules: PageSeed = {
  slug: 'terms-and-rules',
  title: { en: 'Betting Rules', ru: 'Правила ставок' },
  body: { en, ru },
};
