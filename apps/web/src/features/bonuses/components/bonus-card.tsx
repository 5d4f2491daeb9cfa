import { useMoney } from '../../../shared/format/use-money';
import { usePopupStore } from '../../../shared/popups/popup.store';
import { Button } from '../../../shared/ui/button';
import { useWalletName } from '../../../shared/wallets/wallet-name';
import { useSpinGame } from '../api/get-spin-game';
import { useBonusesText } from '../i18n/bonuses-texts';
import { conditionTexts } from '../lib/conditions';
import type { PlayingBonus } from '../lib/gifts';
import type { DeclineBonusData } from '../popups/decline-bonus-data';
import styles from './bonus-card.module.css';
import page from './bonuses-page.module.css';
import { Countdown } from './countdown';
import { WageringProgress } from './wagering-progress';

/** What cancelling a playing bonus takes: its bonus wallet when it has one, else the gift itself. */
function cancelData(bonus: PlayingBonus, name: string, balance: string): DeclineBonusData | null {
  const { gift, wallet } = bonus;
  if (!gift?.is_cancellable) return null;
  if (wallet) return { action: 'cancel-bonus', walletId: wallet.id, name, balance };
  return { action: 'cancel-gift', giftId: gift.id, name, playing: true, balance };
}

/** One bonus in play: its balance, wagering, conditions and time left, and a way to give it up. */
export function BonusCard({ bonus }: { bonus: PlayingBonus }) {
  const t = useBonusesText();
  const money = useMoney();
  const walletName = useWalletName();
  const openPopup = usePopupStore((state) => state.open);
  const { gift, wallet } = bonus;
  const kind = gift ? t(`bonuses.type.${gift.type_id as 1 | 2 | 3 | 4}`) : wallet ? walletName(wallet) : '';
  const name = gift?.name ?? kind;
  const balance = money.format(bonus.balance, bonus.currencyId, { code: wallet?.name });
  const cancel = cancelData(bonus, name, balance);
  const game = useSpinGame(gift?.provider ?? null, gift?.games?.length === 1 ? gift.games[0] : undefined);
  const conditions = gift ? conditionTexts(gift, t, game?.name) : [];
  return (
    <li className={page.panel}>
      <div className={styles.head}>
        <div className={page.cardTitles}>
          <h3 className={styles.name}>{name}</h3>
          {kind !== name && <p className={page.panelText}>{kind}</p>}
        </div>
        {gift && <Countdown expiresAt={gift.expired_at} />}
      </div>
      <p className={page.figure}>
        <span className={page.figureLabel}>{t('bonuses.card.balance')}</span>
        <span className={styles.amount}>{balance}</span>
      </p>
      {gift && <WageringProgress done={gift.bet_amount} total={gift.wagering_amount} currencyId={gift.currency_id} />}
      {conditions.length > 0 && (
        <div className={styles.conditions}>
          <h4 className={styles.conditionsTitle}>{t('bonuses.card.conditions')}</h4>
          <ul className={styles.conditionList}>
            {conditions.map((text) => (
              <li key={text}>{text}</li>
            ))}
          </ul>
        </div>
      )}
      {cancel && (
        <div className={styles.actions}>
          <Button
            size="sm"
            aria-label={t('bonuses.card.cancelName', { name })}
            onClick={() => openPopup('DeclineBonusConfirm', cancel)}
          >
            {t('bonuses.card.cancel')}
          </Button>
        </div>
      )}
    </li>
  );
}
