import { ChevronDown, Gift } from 'lucide-react';
import { Link } from 'react-router';
import { useMoney } from '../../../shared/format/use-money';
import { useDropdown } from '../../../shared/hooks/use-dropdown';
import { Button } from '../../../shared/ui/button';
import { isBonusWallet, useActiveWallet, useWallets } from '../../../shared/wallets/get-wallets';
import { useWalletName } from '../../../shared/wallets/wallet-name';
import { usePlayingGifts } from '../api/get-gifts';
import { useBonusesText } from '../i18n/bonuses-texts';
import { type PlayingBonus, playingBonuses } from '../lib/gifts';
import styles from './bonus-dropdown.module.css';
import { WageringProgress } from './wagering-progress';

/** The bonus money shown on the button: the sum in the active wallet's currency, else the first bonus's. */
function headlineOf(bonuses: PlayingBonus[], currencyId: number | null) {
  const first = bonuses.find((bonus) => bonus.currencyId === currencyId) ?? bonuses[0];
  if (!first) return null;
  const sum = bonuses
    .filter((bonus) => bonus.currencyId === first.currencyId)
    .reduce((total, bonus) => total + BigInt(bonus.balance), 0n);
  return { sum, currencyId: first.currencyId, code: first.wallet?.name };
}

/**
 * The desktop header's bonus dropdown (spec 000 §2), beside the wallet selector while the player has
 * bonus money in play: each bonus balance with its wagering, and the way to the bonuses page. It
 * behaves as the profile menu does: Escape, a press outside or a new page closes it.
 */
export function BonusDropdown() {
  const t = useBonusesText();
  const money = useMoney();
  const walletName = useWalletName();
  const { open, setOpen, panelId, rootRef, buttonRef } = useDropdown();
  const wallets = useWallets().data;
  const active = useActiveWallet();
  // Gifts are asked for only once a bonus wallet exists: most players never have one.
  const gifts = usePlayingGifts(wallets?.some(isBonusWallet) ?? false);
  const bonuses = playingBonuses(gifts.data, wallets);
  const headline = headlineOf(bonuses, active?.currency_id ?? null);
  if (!headline) return null;

  const amount = money.format(headline.sum, headline.currencyId, { code: headline.code });
  return (
    <div ref={rootRef} className={styles.root}>
      <Button
        ref={buttonRef}
        className={styles.trigger}
        aria-label={t('bonuses.dropdown.label', { balance: amount })}
        title={t('bonuses.dropdown.label', { balance: amount })}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((value) => !value)}
      >
        <Gift aria-hidden size={18} className={styles.icon} />
        <span className={styles.amount}>{amount}</span>
        <ChevronDown aria-hidden size={16} />
      </Button>
      {open && (
        <div id={panelId} className={styles.panel}>
          <h2 className={styles.title}>{t('bonuses.dropdown.title')}</h2>
          <ul className={styles.list}>
            {bonuses.map((bonus) => {
              const name = bonus.gift?.name ?? (bonus.wallet ? walletName(bonus.wallet) : t('bonuses.dropdown.title'));
              return (
                <li key={bonus.key} className={styles.item}>
                  <div className={styles.itemHead}>
                    <span className={styles.name}>{name}</span>
                    <span className={styles.balance}>
                      {money.format(bonus.balance, bonus.currencyId, { code: bonus.wallet?.name })}
                    </span>
                  </div>
                  {bonus.gift && (
                    <WageringProgress
                      done={bonus.gift.bet_amount}
                      total={bonus.gift.wagering_amount}
                      currencyId={bonus.gift.currency_id}
                      compact
                    />
                  )}
                </li>
              );
            })}
          </ul>
          <Link to="/profile/bonuses" className={styles.all}>
            {t('bonuses.dropdown.all')}
          </Link>
        </div>
      )}
    </div>
  );
}
