import { Check, ChevronDown, Gift, Plus, WalletMinimal } from 'lucide-react';
import { type KeyboardEvent, useEffect, useId, useRef } from 'react';
import { isApiError } from '../../../shared/api/api-error';
import { useSettings } from '../../../shared/api/get-settings';
import { useMoney } from '../../../shared/format/use-money';
import { useOpenUntilNavigation } from '../../../shared/hooks/use-open-until-navigation';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { notify } from '../../../shared/notifications/notification.store';
import { usePopupStore } from '../../../shared/popups/popup.store';
import { Button } from '../../../shared/ui/button';
import { activeWalletOf, isBonusWallet, useWallets } from '../../../shared/wallets/get-wallets';
import { useWalletName } from '../../../shared/wallets/wallet-name';
import { useSwitchWallet } from '../api/wallet-actions';
import styles from './wallet-selector.module.css';

/**
 * The desktop header's wallet selector (spec 000 §2): the active wallet's balance on a menu button;
 * the menu lists every wallet to switch to, and opens the Wallets popup to add one.
 */
export function WalletSelector() {
  const { t } = useTranslation();
  const wallets = useWallets().data;
  const money = useMoney();
  const settings = useSettings();
  const openPopup = usePopupStore((state) => state.open);
  const switchWallet = useSwitchWallet();
  const walletName = useWalletName();
  const [open, setOpen] = useOpenUntilNavigation();
  const menuId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    const items = menuItems(menuRef.current);
    (items.find((item) => item.getAttribute('aria-checked') === 'true') ?? items[0])?.focus();
    const handlePointer = (event: MouseEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('mousedown', handlePointer);
    return () => document.removeEventListener('mousedown', handlePointer);
  }, [open, setOpen]);

  const active = activeWalletOf(wallets);
  if (!wallets || !active) return null;

  const close = (refocus: boolean) => {
    setOpen(false);
    if (refocus) buttonRef.current?.focus();
  };

  const handleMenuKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const items = menuItems(menuRef.current);
    const index = items.indexOf(document.activeElement as HTMLElement);
    const focusAt = (next: number) => items[(next + items.length) % items.length]?.focus();
    if (event.key === 'ArrowDown') focusAt(index + 1);
    else if (event.key === 'ArrowUp') focusAt(index - 1);
    else if (event.key === 'Home') focusAt(0);
    else if (event.key === 'End') focusAt(items.length - 1);
    else if (event.key === 'Escape') close(true);
    else if (event.key === 'Tab') close(false);
    else return;
    if (event.key !== 'Tab') event.preventDefault();
  };

  const handleSelect = (id: number) => {
    close(true);
    if (id === active.id) return;
    switchWallet.mutate(id, {
      onError: (failure) => notify.error(isApiError(failure) ? failure.message : t('auth.error.generic')),
    });
  };

  const balance = money.format(active.balance, active.currency_id, { code: active.name });
  // A large balance is written short on the button, leaving the header room for its menu;
  // the full amount is its name, its tooltip and in the menu.
  const shortBalance = money.format(active.balance, active.currency_id, { code: active.name, compact: true });
  // With a bonus balance in use the button says so: its amount is bonus money.
  const activeBonus = isBonusWallet(active);
  const TriggerIcon = activeBonus ? Gift : WalletMinimal;
  const canAdd = !settings.geo.is_off_wallets;
  return (
    <div ref={rootRef} className={styles.root}>
      <Button
        ref={buttonRef}
        className={styles.trigger}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        aria-label={t('wallets.selectorLabel', { balance: activeBonus ? `${walletName(active)} ${balance}` : balance })}
        aria-busy={switchWallet.isPending || undefined}
        onClick={() => setOpen((value) => !value)}
        onKeyDown={(event) => {
          if (event.key === 'ArrowDown' && !open) {
            event.preventDefault();
            setOpen(true);
          }
        }}
      >
        <TriggerIcon aria-hidden size={18} className={activeBonus ? undefined : styles.icon} />
        <span className={styles.balance} title={shortBalance === balance ? undefined : balance}>
          {shortBalance}
        </span>
        <ChevronDown aria-hidden size={16} />
      </Button>
      {open && (
        <div
          ref={menuRef}
          id={menuId}
          role="menu"
          aria-label={t('wallets.title')}
          className={styles.menu}
          onKeyDown={handleMenuKeyDown}
        >
          {wallets.map((wallet) => (
            <button
              key={wallet.id}
              type="button"
              role="menuitemradio"
              aria-checked={wallet.id === active.id}
              tabIndex={-1}
              className={styles.item}
              onClick={() => handleSelect(wallet.id)}
            >
              <span className={styles.check} aria-hidden>
                {wallet.id === active.id && <Check size={16} />}
              </span>
              <span className={styles.code}>{walletName(wallet)}</span>
              <span className={styles.amount}>
                {money.format(wallet.balance, wallet.currency_id, { code: wallet.name })}
              </span>
            </button>
          ))}
          <hr className={styles.separator} />
          <button
            type="button"
            role="menuitem"
            tabIndex={-1}
            className={styles.item}
            onClick={() => {
              close(false);
              openPopup('Wallets');
            }}
          >
            <span className={styles.check} aria-hidden>
              {canAdd && <Plus size={16} />}
            </span>
            <span className={styles.code}>{t(canAdd ? 'wallets.add' : 'wallets.manage')}</span>
          </button>
        </div>
      )}
    </div>
  );
}

function menuItems(menu: HTMLElement | null): HTMLElement[] {
  return menu ? [...menu.querySelectorAll<HTMLElement>('[role^="menuitem"]')] : [];
}
