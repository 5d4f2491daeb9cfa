import { BET_TYPE, type Bet } from '@meridian/contract/bets';
import { useQuery } from '@tanstack/react-query';
import { useSettings } from '../../../shared/api/get-settings';
import { useLiveCashOut } from '../../../shared/betslip/live-cash-out';
import { useBetSystemLabel } from '../../../shared/betslip/system-label';
import { useFormFactor } from '../../../shared/form-factor/form-factor';
import { useFormatOdds } from '../../../shared/format/format-odds';
import { useMoney } from '../../../shared/format/use-money';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { usePopupStore } from '../../../shared/popups/popup.store';
import { useRealtimeConnected } from '../../../shared/realtime/realtime';
import { useAuthStore } from '../../../shared/session/auth.store';
import { Button, ButtonLink } from '../../../shared/ui/button';
import coupon from '../../../shared/ui/coupon.module.css';
import { Spinner } from '../../../shared/ui/spinner';
import { activeWalletOf, isBonusWallet, useActiveWalletState, useWallets } from '../../../shared/wallets/get-wallets';
import { openBetsQueryOptions } from '../api/get-open-bets';
import { useBetEvents } from '../hooks/use-bet-events';
import { CashOut } from './cash-out';
import { EditBet } from './edit-bet';
import styles from './open-bets.module.css';

/**
 * Open bets (001 §4): signed-in only, at most 8. Their cash-out offers follow the player's channel;
 * with the socket down they are polled, faster while a bet has a live leg.
 */
export function OpenBets() {
  const { t } = useTranslation();
  const isAuthorized = useAuthStore((state) => state.isAuthorized);
  const formFactor = useFormFactor();
  const openPopup = usePopupStore((state) => state.open);
  if (!isAuthorized) {
    return (
      <div className={styles.state}>
        <p>{t('betslip.openBetsLogin')}</p>
        {formFactor === 'mobile' ? (
          <ButtonLink to="/auth/login" variant="primary" block>
            {t('auth.login')}
          </ButtonLink>
        ) : (
          <Button variant="primary" block onClick={() => openPopup('Login')}>
            {t('auth.login')}
          </Button>
        )}
      </div>
    );
  }
  return <OpenBetsList />;
}

/**
 * The wallet whose open bets the tab lists: bonus wallets are not shown there (001 §4), so with one
 * in use the tab lists the player's default real-money wallet; null when the player has none.
 */
function useOpenBetsWallet() {
  const { wallet, ready } = useActiveWalletState();
  const wallets = useWallets().data;
  if (!wallet || !isBonusWallet(wallet)) return { wallet, ready, none: false };
  const real = activeWalletOf(wallets?.filter((w) => !isBonusWallet(w)));
  return { wallet: real, ready, none: real === null };
}

function OpenBetsList() {
  const { t } = useTranslation();
  const { update_periods } = useSettings();
  const { wallet, ready, none } = useOpenBetsWallet();
  useBetEvents(true);
  // Offers are pushed on the player's channel; the spec's periods apply only while the socket is down.
  useLiveCashOut(true);
  const connected = useRealtimeConnected();
  const query = useQuery({
    ...openBetsQueryOptions(wallet?.id ?? null, update_periods.basket, connected),
    enabled: ready && !none,
  });

  if (none) return <p className={styles.state}>{t('betslip.noOpenBets')}</p>;
  if (query.isPending) {
    return (
      <div className={styles.state}>
        <Spinner />
      </div>
    );
  }
  if (query.isError) {
    return (
      <div className={styles.state}>
        <p role="alert">{query.error.message || t('betslip.openBetsError')}</p>
        <Button onClick={() => void query.refetch()}>{t('betslip.retry')}</Button>
      </div>
    );
  }
  if (query.data.length === 0) {
    return <p className={styles.state}>{t('betslip.noOpenBets')}</p>;
  }
  return (
    <ul className={coupon.list} aria-label={t('betslip.openBetsTab')}>
      {query.data.map((bet) => (
        <OpenBetCard key={bet.id} bet={bet} />
      ))}
    </ul>
  );
}

function OpenBetCard({ bet }: { bet: Bet }) {
  const { t } = useTranslation();
  const formatOdds = useFormatOdds();
  const { format } = useMoney();
  const systemLabel = useBetSystemLabel();
  // A bet amount: at most 2 decimals (spec 000 §9), in the bet's own currency.
  const money = (minor: number) => format(minor, bet.currency_id, { maxDecimals: 2 });
  return (
    <li className={`${coupon.card} ${styles.card}`} data-testid="open-bet">
      <div className={styles.cardHeader}>
        <span className={styles.cardTitle}>{t('betslip.betTitle', { id: bet.id })}</span>
        <span className={styles.type}>
          {bet.is_free_bet && `${t('history.bet.freeBet')} · `}
          {bet.system
            ? systemLabel(bet.system, bet.events.length)
            : bet.type === BET_TYPE.accumulator
              ? t('betslip.accumulator')
              : bet.type === BET_TYPE.builder
                ? t('betslip.builder.label')
                : t('betslip.single')}
        </span>
      </div>
      <ul className={styles.legs}>
        {bet.events.map((leg) => (
          <li key={`${leg.id}_${leg.outcome_id}`} className={styles.leg}>
            <span className={`${coupon.truncate} ${styles.legMatch}`}>
              {leg.state.is_live && <span className={coupon.live}>{t('betslip.live')}</span>}
              {leg.name}
            </span>
            <span className={styles.legMarket}>
              {leg.market_name}: <strong>{leg.outcome_name}</strong>
            </span>
            <span className={`${coupon.odds} ${styles.legOdds}`}>{formatOdds(leg.odds)}</span>
          </li>
        ))}
      </ul>
      <dl className={styles.totals}>
        <div>
          <dt>{t('betslip.betStake')}</dt>
          <dd>{money(bet.amount)}</dd>
        </div>
        {bet.system ? (
          <div>
            <dt>{t('betslip.system.lines')}</dt>
            <dd>{bet.system.lines}</dd>
          </div>
        ) : (
          <div>
            <dt>{t('betslip.betOdds')}</dt>
            <dd>{formatOdds(bet.odds)}</dd>
          </div>
        )}
        <div>
          <dt>{t('betslip.possibleWin')}</dt>
          <dd>{money(bet.possible_win)}</dd>
        </div>
      </dl>
      <CashOut bet={bet} money={money} />
      <EditBet bet={bet} money={money} />
    </li>
  );
}
