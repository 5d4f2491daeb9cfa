import { Gift, WalletMinimal } from 'lucide-react';
import { Link } from 'react-router';
import { useFormFactor } from '../form-factor/form-factor';
import { useMoney } from '../format/use-money';
import { useTranslation } from '../i18n/use-translation';
import { usePopupStore } from '../popups/popup.store';
import { bonusBalancesOf, isBonusWallet, useActiveWallet, useWallets } from './get-wallets';
import styles from './wallet-balance.module.css';
import { useWalletName } from './wallet-name';

/** The mobile header's balance: the active wallet, leading to the wallets page. */
export function HeaderBalance() {
  const { t } = useTranslation();
  const wallet = useActiveWallet();
  const walletName = useWalletName();
  const money = useMoney();
  if (!wallet) return null;
  const balance = money.format(wallet.balance, wallet.currency_id, { code: wallet.name });
  // A large balance is written short in the narrow header; the wallets page has it in full.
  const shortBalance = money.format(wallet.balance, wallet.currency_id, { code: wallet.name, compact: true });
  const bonus = isBonusWallet(wallet);
  return (
    <Link
      to="/profile/wallets"
      className={styles.headerLink}
      aria-label={t('wallets.selectorLabel', { balance: bonus ? `${walletName(wallet)} ${balance}` : balance })}
    >
      {bonus && <Gift aria-hidden size={16} className={styles.icon} />}
      <span className={styles.headerAmount}>{shortBalance}</span>
    </Link>
  );
}

/** The profile menu head's balance; opens the wallets (a page on mobile, the popup on desktop). */
export function MenuBalance() {
  const { t } = useTranslation();
  const wallet = useActiveWallet();
  const walletName = useWalletName();
  const money = useMoney();
  const formFactor = useFormFactor();
  const openPopup = usePopupStore((state) => state.open);
  if (!wallet) return null;
  const content = (
    <>
      <WalletMinimal aria-hidden size={18} className={styles.icon} />
      <span className={styles.label}>{isBonusWallet(wallet) ? walletName(wallet) : t('wallets.balance')}</span>
      <span className={styles.amount}>{money.format(wallet.balance, wallet.currency_id, { code: wallet.name })}</span>
    </>
  );
  return formFactor === 'mobile' ? (
    <Link to="/profile/wallets" className={styles.menuRow}>
      {content}
    </Link>
  ) : (
    <button type="button" className={styles.menuRow} onClick={() => openPopup('Wallets')}>
      {content}
    </button>
  );
}

/**
 * The profile menu head's bonus money (spec 000 §2), under the balance: a row per currency that holds
 * some (the active wallet's first), leading to the bonuses page. Nothing while no bonus money is held.
 */
export function MenuBonusBalance() {
  const { t } = useTranslation();
  const wallets = useWallets().data;
  const active = useActiveWallet();
  const money = useMoney();
  const balances = bonusBalancesOf(wallets, active?.currency_id ?? null);
  if (balances.length === 0) return null;
  return (
    <>
      {balances.map((item) => (
        <Link key={item.currencyId} to="/profile/bonuses" className={styles.menuRow}>
          <Gift aria-hidden size={18} className={styles.icon} />
          <span className={styles.label}>{t('wallets.bonusBalance')}</span>
          <span className={styles.amount}>{money.format(item.balance, item.currencyId, { code: item.code })}</span>
        </Link>
      ))}
    </>
  );
}
