import { BET_TYPE, combinedOdds } from '@meridian/contract/bets';
import { systemPotentialWin } from '@meridian/contract/system-bets';
import { Blocks, Pause, Ticket, Trash2 } from 'lucide-react';
import { useId } from 'react';
import { useSettings } from '../../../shared/api/get-settings';
import { useLivePaused } from '../../../shared/api/network.store';
import { useBetSlipStore } from '../../../shared/betslip/betslip.store';
import { systemChoice, systemChoices } from '../../../shared/betslip/system';
import { useFormFactor } from '../../../shared/form-factor/form-factor';
import { useFormatOdds } from '../../../shared/format/format-odds';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { usePopupStore } from '../../../shared/popups/popup.store';
import { useAuthStore } from '../../../shared/session/auth.store';
import { Button, ButtonLink } from '../../../shared/ui/button';
import { TabPanel, Tabs } from '../../../shared/ui/form/tabs';
import { usePlaceBet } from '../hooks/use-place-bet';
import { useSlipBuilderPrice } from '../hooks/use-slip-builder';
import { useSlipRefresh } from '../hooks/use-slip-refresh';
import { useStakeCurrency } from '../hooks/use-stake-currency';
import { fromMinorUnits, groupThousands, sanitizeAmount, stakeDecimals, toMinorUnits } from '../lib/amount';
import { possibleWin } from '../lib/possible-win';
import styles from './bet-slip-panel.module.css';
import { FreeBetEntry } from './free-bet-entry';
import { SelectionList } from './selection-list';
import { StakeField } from './stake-field';
import { SystemPicker } from './system-picker';

/** The slip itself: type tabs, selections, stake, possible win and the place (or log-in) button. */
export function SlipView() {
  const { t } = useTranslation();
  const formatOdds = useFormatOdds();
  const panelId = useId();
  const pausedId = useId();
  const aloneId = useId();
  const { bets } = useSettings();
  const formFactor = useFormFactor();
  const isAuthorized = useAuthStore((state) => state.isAuthorized);
  const openPopup = usePopupStore((state) => state.open);
  const items = useBetSlipStore((state) => state.items);
  const builder = useBetSlipStore((state) => state.builder);
  const amount = useBetSlipStore((state) => state.amount);
  const setAmount = useBetSlipStore((state) => state.setAmount);
  const systemKey = useBetSlipStore((state) => state.system);
  const setSystem = useBetSlipStore((state) => state.setSystem);
  const clear = useBetSlipStore((state) => state.clear);
  const acceptChanges = useBetSlipStore((state) => state.acceptChanges);
  const acceptOddSetting = useBetSlipStore((state) => state.acceptOddSetting);
  const ownFastBets = useBetSlipStore((state) => state.fastBets);
  const freeBet = useBetSlipStore((state) => state.freeBet);
  const freeBetsOf = useBetSlipStore((state) => state.freeBets.accountId);
  const { amountMax, currencyId, accountId } = useSlipRefresh();
  useSlipBuilderPrice();
  const currency = useStakeCurrency(currencyId);
  const { place, phase, fieldError, stakeOffer, clearFieldError } = usePlaceBet();
  const livePaused = useLivePaused();

  if (items.length === 0 && builder === null) {
    return (
      <div className={styles.empty}>
        <Ticket aria-hidden size={32} className={styles.emptyIcon} />
        <p className={styles.emptyTitle}>{t('betslip.empty')}</p>
        <p className={styles.emptyHint}>{t('betslip.emptyHint')}</p>
        {!isAuthorized && <LoginButton mobile={formFactor === 'mobile'} onOpen={() => openPopup('Login')} />}
      </div>
    );
  }

  // Three selections or more (each from its own match) can also be a system: a line on every
  // combination of the chosen sizes, the typed stake on each line.
  // A bet builder is placed on its own (bet_type 4 from the single tab): no accumulator or system
  // holds it with other selections.
  const builderAlone = builder !== null && items.length === 0;
  const builderWithOthers = builder !== null && items.length > 0;
  const choices = builder ? [] : systemChoices(items.length);
  const system = builder || systemKey === null ? null : systemChoice(systemKey, items.length);
  const betType = system
    ? BET_TYPE.system
    : items.length + (builder ? 1 : 0) > 1
      ? BET_TYPE.accumulator
      : BET_TYPE.single;
  const totalOdds = builderAlone ? builder.odds : combinedOdds(items.map((item) => item.odds));
  // A picked free bet fixes the stake to its amount (001 §4).
  const stake = freeBet
    ? freeBet.bet
    : (toMinorUnits(sanitizeAmount(amount, stakeDecimals(currency.scale)), currency.scale) ?? 0);
  const lines = system?.lines ?? 1;
  const wholeStake = stake * lines;
  // The limits and the balance bound the whole stake: a line takes its share.
  const max = Math.floor((amountMax ?? bets.amount_max) / lines);
  const win = system
    ? Number(
        systemPotentialWin(
          system.shape,
          items.map((item) => item.odds),
          BigInt(stake),
        ),
      )
    : possibleWin(stake, totalOdds, freeBet !== null);
  const pending =
    items.filter((item) => item.updatedSlip != null && !item.isDeleted && !item.isBlocked).length +
    (builder?.updatedSlip != null && builder.refusal === null ? 1 : 0);
  const unavailable = items.some((item) => item.isBlocked || item.isDeleted) || builder?.refusal != null;
  // A live price is not kept current while the connection is down: it may be stale, so it waits.
  const paused = livePaused && (items.some((item) => item.isLive) || builder?.isLive === true);
  const busy = phase !== 'idle';
  // A free bet offered to another wallet waits for the answer about this one, which keeps or drops it.
  const freeBetReady = freeBet === null || freeBetsOf === accountId;
  const canPlace =
    !busy &&
    stake > 0 &&
    !unavailable &&
    !paused &&
    !builderWithOthers &&
    (pending === 0 || acceptOddSetting === 'accept_any') &&
    accountId !== null &&
    freeBetReady;

  const handlePlace = () => {
    if (!canPlace || accountId === null) return;
    void place(
      system
        ? { accountId, amount: wholeStake, systemSizes: system.shape.sizes }
        : { accountId, amount: stake, freeBetId: freeBet?.id ?? null },
    );
  };

  return (
    <div className={styles.slip}>
      <Tabs
        label={t('betslip.typeLabel')}
        value={betType}
        onChange={(next) => setSystem(next === BET_TYPE.system ? (system?.key ?? choices[0]?.key ?? null) : null)}
        panelId={panelId}
        tabs={[
          { value: BET_TYPE.single, label: t('betslip.single'), disabled: betType !== BET_TYPE.single },
          {
            value: BET_TYPE.accumulator,
            label: t('betslip.accumulator'),
            disabled: items.length < 2 || builderWithOthers,
          },
          ...(choices.length > 0 ? [{ value: BET_TYPE.system, label: t('betslip.systemTab') }] : []),
        ]}
      />
      <TabPanel id={panelId} value={betType} className={styles.slip}>
        <SelectionList />
        {builderWithOthers && (
          <p id={aloneId} className={styles.builderAlone}>
            <Blocks aria-hidden size={14} />
            {t('betslip.builder.alone')}
          </p>
        )}
        <div className={styles.row}>
          {pending > 1 && (
            <Button size="sm" onClick={() => acceptChanges()}>
              {t('betslip.acceptAll')}
            </Button>
          )}
          <Button size="sm" variant="ghost" className={styles.clear} onClick={clear}>
            <Trash2 aria-hidden size={14} />
            {t('betslip.clearAll')}
          </Button>
        </div>
        <p role="status" className={pending > 0 ? styles.pending : 'visually-hidden'}>
          {pending > 0 ? t('betslip.changesPending', { count: pending }) : ''}
        </p>
        {betType === BET_TYPE.accumulator && !builderWithOthers && (
          <dl className={styles.summary}>
            <dt>{t('betslip.totalOdds')}</dt>
            <dd data-testid="total-odds">{formatOdds(totalOdds)}</dd>
          </dl>
        )}
        {system && (
          <>
            <SystemPicker choices={choices} value={system.key} onChange={setSystem} disabled={busy} />
            <dl className={styles.summary}>
              <dt>{t('betslip.system.lines')}</dt>
              <dd data-testid="system-lines">{system.lines}</dd>
            </dl>
          </>
        )}
        {!system && <FreeBetEntry accountId={accountId} busy={busy} />}
        <StakeField
          label={system ? t('betslip.system.stakePerLine') : undefined}
          value={freeBet ? groupThousands(fromMinorUnits(freeBet.bet, currency.scale), currency.separator) : amount}
          onChange={(next) => {
            clearFieldError();
            setAmount(next);
          }}
          currency={currency}
          min={bets.amount_min}
          // The limits and the balance do not bind a free bet: its amount is the stake.
          max={freeBet ? null : max}
          fastBets={ownFastBets ?? bets.fast_bets}
          error={fieldError}
          // The largest stake the server takes is a whole stake: a system's is shared by its lines.
          offer={freeBet || stakeOffer === null ? null : Math.floor(stakeOffer / lines)}
          onTakeOffer={(offer) => {
            clearFieldError();
            setAmount(groupThousands(fromMinorUnits(offer, currency.scale), currency.separator));
          }}
          disabled={busy || freeBet !== null}
        />
        {system && (
          <dl className={styles.summary}>
            <dt>{t('betslip.system.totalStake')}</dt>
            <dd data-testid="total-stake">{currency.money(wholeStake)}</dd>
          </dl>
        )}
        <dl className={styles.summary}>
          <dt>{t('betslip.possibleWin')}</dt>
          <dd data-testid="possible-win">{currency.money(win)}</dd>
        </dl>
        {isAuthorized ? (
          <Button
            variant="primary"
            block
            size="lg"
            disabled={!canPlace}
            aria-busy={busy || undefined}
            aria-describedby={builderWithOthers ? aloneId : paused ? pausedId : undefined}
            onClick={handlePlace}
          >
            {phase === 'waiting'
              ? t('betslip.waiting')
              : phase === 'placing'
                ? t('betslip.placing')
                : t('betslip.place')}
          </Button>
        ) : (
          <LoginButton mobile={formFactor === 'mobile'} onOpen={() => openPopup('Login')} />
        )}
        {paused && (
          <p id={pausedId} className={styles.paused}>
            <Pause aria-hidden size={14} />
            {t('betslip.livePaused')}
          </p>
        )}
        <p role="status" className="visually-hidden">
          {phase === 'waiting' ? t('betslip.waiting') : ''}
        </p>
      </TabPanel>
    </div>
  );
}

/** Visitors log in instead of placing (001 §6): the Login popup on desktop, the login page on mobile. */
function LoginButton({ mobile, onOpen }: { mobile: boolean; onOpen: () => void }) {
  const { t } = useTranslation();
  return mobile ? (
    <ButtonLink to="/auth/login" variant="primary" block>
      {t('betslip.loginToBet')}
    </ButtonLink>
  ) : (
    <Button variant="primary" block onClick={onOpen}>
      {t('betslip.loginToBet')}
    </Button>
  );
}
