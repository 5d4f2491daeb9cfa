import { WalletMinimal } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useFormFactor } from '../form-factor/form-factor';
import { useMoney } from '../format/use-money';
import { usePopupStore } from '../popups/popup.store';
import { useActiveWallet } from './get-wallets';
import styles from './wallet-balance.module.css';

/** The mobile header's balance: the active wallet, leading to the wallets page. */
export function HeaderBalance() {
  const { t } = useTranslation();
  const wallet = useActiveWallet();
  const money = useMoney();
  if (!wallet) return null;
  const balance = money.format(wallet.balance, wallet.currency_id, { code: wallet.name });
  return (
    <Link to="/profile/wallets" className={styles.headerLink} aria-label={t('wallets.selectorLabel', { balance })}>
      <span className={styles.headerAmount}>{balance}</span>
    </Link>
  );
}

/** The profile menu head's balance; opens the wallets (a page on mobile, the popup on desktop). */
export function MenuBalance() {
  const { t } = useTranslation();
  const wallet = useActiveWallet();
  const money = useMoney();
  const formFactor = useFormFactor();
  const openPopup = usePopupStore((state) => state.open);
  if (!wallet) return null;
  const content = (
    <>
      <WalletMinimal aria-hidden size={18} className={styles.icon} />
      <span className={styles.label}>{t('wallets.balance')}</span>
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
