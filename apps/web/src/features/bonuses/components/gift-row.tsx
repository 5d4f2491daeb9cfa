import { GIFT_TYPE, type GiftStatusItem } from '@meridian/contract/bonuses';
import { Link } from 'react-router';
import { useMoney } from '../../../shared/format/use-money';
import { notify } from '../../../shared/notifications/notification.store';
import { usePopupStore } from '../../../shared/popups/popup.store';
import { Button, ButtonLink } from '../../../shared/ui/button';
import { activateGift, useBonusChange } from '../api/bonus-actions';
import type { PlayerGift } from '../api/get-gifts';
import { useSpinGame } from '../api/get-spin-game';
import { useFailureNotice } from '../hooks/use-failure-notice';
import { useBonusesText } from '../i18n/bonuses-texts';
import { canActivate, isOpen, isPlaying, isSpinning } from '../lib/gifts';
import page from './bonuses-page.module.css';
import { Countdown } from './countdown';
import styles from './gift-list.module.css';
import { StatusChip } from './status-filter';

/** A free-spins gift's spins and the game they are played on (linked when the casino knows it). */
function SpinsDetails({ gift }: { gift: PlayerGift }) {
  const t = useBonusesText();
  const money = useMoney();
  const game = useSpinGame(gift.provider, gift.games?.[0]);
  const gameCode = gift.games?.[0];
  return (
    <>
      {isOpen(gift) && gift.spins !== null && gift.spins_total !== null && (
        <p className={styles.amount}>
          {gift.spins > 0
            ? t('bonuses.gift.spins', { left: gift.spins, total: gift.spins_total })
            : t('bonuses.gift.spinsPlayed', { total: gift.spins_total })}
        </p>
      )}
      {isSpinning(gift) && gift.bonus_amount > 0 && (
        <p className={styles.meta}>
          {t('bonuses.gift.spinWins', { amount: money.format(gift.bonus_amount, gift.currency_id) })}
        </p>
      )}
      <p className={styles.meta}>
        {gameCode && (
          <>
            <span className={styles.metaLabel}>{t('bonuses.gift.game')}</span>{' '}
            {game ? (
              <Link to={`/casino/games/${game.id}`} className={styles.gameLink}>
                {game.name}
              </Link>
            ) : (
              gameCode
            )}
          </>
        )}
        {gift.bet !== null && (
          <span> · {t('bonuses.gift.spinBet', { amount: money.format(gift.bet, gift.currency_id) })}</span>
        )}
      </p>
    </>
  );
}

/** One gift of the list: what it is and gives, its status, time left when open, and what can be done with it. */
export function GiftRow({ gift, status }: { gift: PlayerGift; status: GiftStatusItem | undefined }) {
  const t = useBonusesText();
  const money = useMoney();
  const openPopup = usePopupStore((state) => state.open);
  const activate = useBonusChange(activateGift);
  const onFailure = useFailureNotice();
  const playing = isPlaying(gift);
  const kind = t(`bonuses.type.${gift.type_id as 1 | 2 | 3 | 4}`);
  // Free spins still to play open their game from here.
  const spinGame = useSpinGame(gift.provider, isSpinning(gift) ? gift.games?.[0] : undefined);

  return (
    <li className={styles.row}>
      <div className={styles.rowHead}>
        <div className={page.cardTitles}>
          <h3 className={styles.name}>{gift.name}</h3>
          <p className={styles.meta}>
            {kind}
            {gift.code && <span> · {t('bonuses.gift.code', { code: gift.code })}</span>}
          </p>
        </div>
        <StatusChip status={status} fallback={gift.status} />
      </div>
      {gift.type_id === GIFT_TYPE.freeSpins ? (
        <SpinsDetails gift={gift} />
      ) : (
        <p className={styles.amount}>
          <span className={styles.metaLabel}>
            {t(gift.type_id === GIFT_TYPE.freeBet ? 'bonuses.gift.freeBet' : 'bonuses.gift.amount')}
          </span>{' '}
          {money.format(
            gift.type_id === GIFT_TYPE.freeBet ? (gift.bet ?? gift.bonus_amount) : gift.bonus_amount,
            gift.currency_id,
          )}
        </p>
      )}
      {(isOpen(gift) || canActivate(gift) || gift.is_cancellable || spinGame) && (
        <div className={styles.rowFoot}>
          {isOpen(gift) ? <Countdown expiresAt={gift.expired_at} /> : <span />}
          <div className={styles.actions}>
            {spinGame && (
              <ButtonLink
                to={`/casino/games/${spinGame.id}`}
                size="sm"
                variant="primary"
                aria-label={t('bonuses.gift.playName', { name: gift.name, game: spinGame.name })}
              >
                {t('bonuses.gift.play')}
              </ButtonLink>
            )}
            {gift.is_cancellable && (
              <Button
                size="sm"
                variant="ghost"
                aria-label={t(playing ? 'bonuses.gift.cancelName' : 'bonuses.gift.declineName', { name: gift.name })}
                onClick={() =>
                  openPopup('DeclineBonusConfirm', {
                    action: 'cancel-gift',
                    giftId: gift.id,
                    name: gift.name,
                    playing,
                    balance: playing ? money.format(gift.balance, gift.currency_id) : undefined,
                  })
                }
              >
                {t(playing ? 'bonuses.gift.cancel' : 'bonuses.gift.decline')}
              </Button>
            )}
            {canActivate(gift) && (
              <Button
                size="sm"
                variant="primary"
                aria-label={t('bonuses.gift.activateName', { name: gift.name })}
                disabled={activate.isPending}
                aria-busy={activate.isPending || undefined}
                onClick={() =>
                  activate.mutate(gift.id, {
                    onSuccess: () => notify.success(t('bonuses.gift.activated', { name: gift.name })),
                    onError: onFailure,
                  })
                }
              >
                {t('bonuses.gift.activate')}
              </Button>
            )}
          </div>
        </div>
      )}
    </li>
  );
}
