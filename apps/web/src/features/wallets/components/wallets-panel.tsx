import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { isApiError } from '../../../shared/api/api-error';
import { useDictionaries } from '../../../shared/api/get-dictionaries';
import { useProfileQuery } from '../../../shared/api/get-profile';
import { useSettings } from '../../../shared/api/get-settings';
import { useMoney } from '../../../shared/format/use-money';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { notify } from '../../../shared/notifications/notification.store';
import { Button } from '../../../shared/ui/button';
import { SelectField } from '../../../shared/ui/form/select-field';
import { Skeleton } from '../../../shared/ui/skeleton';
import { TechErrorState } from '../../../shared/ui/states/tech-error-state';
import { activeWalletOf, isBonusWallet, type PlayerWallet, useWallets } from '../../../shared/wallets/get-wallets';
import { useWalletName } from '../../../shared/wallets/wallet-name';
import { addWallet, deleteWallet, useSwitchWallet, useWalletChange } from '../api/wallet-actions';
import { addableCurrencies } from '../lib/addable-currencies';
import styles from './wallets-panel.module.css';

const isEmpty = (wallet: PlayerWallet) => wallet.balance === 0 || wallet.balance === 0n;

function useFailureNotice() {
  const { t } = useTranslation();
  return (failure: unknown) =>
    notify.error(isApiError(failure) && failure.message ? failure.message : t('auth.error.generic'));
}

function WalletRow({ wallet, isActive }: { wallet: PlayerWallet; isActive: boolean }) {
  const { t } = useTranslation();
  const money = useMoney();
  const switchWallet = useSwitchWallet();
  const remove = useWalletChange(deleteWallet);
  const onError = useFailureNotice();
  const walletName = useWalletName();
  const bonus = isBonusWallet(wallet);
  const title = walletName(wallet);
  // A bonus balance is named by its kind: its currency's code says which of the player's currencies it is.
  const name = bonus ? wallet.name : money.currency(wallet.currency_id)?.name;
  return (
    <li className={styles.row} aria-current={isActive || undefined}>
      <div className={styles.details}>
        <p className={styles.code}>
          {title}
          {name && name !== title && <span className={styles.name}>{name}</span>}
          {isActive && <span className={styles.badge}>{t('wallets.default')}</span>}
        </p>
        <p className={styles.amount}>{money.format(wallet.balance, wallet.currency_id, { code: wallet.name })}</p>
        {bonus && <p className={styles.bonusNote}>{t('wallets.bonusNote')}</p>}
        {(wallet.debt ?? 0) > 0 && (
          <p className={styles.debtNote}>
            {t('wallets.debt', { amount: money.format(wallet.debt ?? 0, wallet.currency_id, { code: wallet.name }) })}
          </p>
        )}
      </div>
      <div className={styles.actions}>
        {!isActive && (
          <Button
            size="sm"
            aria-label={t('wallets.makeDefaultLabel', { code: title })}
            disabled={switchWallet.isPending}
            onClick={() => switchWallet.mutate(wallet.id, { onError })}
          >
            {t('wallets.makeDefault')}
          </Button>
        )}
        {!isActive && !bonus && isEmpty(wallet) && (
          <Button
            size="sm"
            variant="ghost"
            iconOnly
            aria-label={t('wallets.delete', { code: wallet.name })}
            title={t('wallets.delete', { code: wallet.name })}
            disabled={remove.isPending}
            onClick={() =>
              remove.mutate(wallet.id, {
                onSuccess: () => notify.success(t('wallets.deleted', { code: wallet.name })),
                onError,
              })
            }
          >
            <Trash2 aria-hidden size={18} />
          </Button>
        )}
      </div>
    </li>
  );
}

function AddWalletForm({ wallets }: { wallets: PlayerWallet[] }) {
  const { t } = useTranslation();
  const dictionaries = useDictionaries().data;
  const settings = useSettings();
  const profile = useProfileQuery().data;
  const add = useWalletChange(addWallet);
  const onError = useFailureNotice();
  const countryId = profile?.country_id ?? settings.country_id;
  const country = dictionaries?.countries.find((item) => item.id === countryId);
  const options = addableCurrencies(
    dictionaries?.currencies ?? [],
    wallets.map((wallet) => wallet.currency_id),
    country,
  );
  const [picked, setPicked] = useState('');
  const value = options.some((option) => String(option.id) === picked) ? picked : String(options[0]?.id ?? '');

  if (options.length === 0) return <p className={styles.note}>{t('wallets.noneToAdd')}</p>;
  return (
    <form
      className={styles.addForm}
      aria-label={t('wallets.add')}
      onSubmit={(event) => {
        event.preventDefault();
        if (!value || add.isPending) return;
        const code = options.find((option) => String(option.id) === value)?.code ?? '';
        add.mutate(Number(value), { onSuccess: () => notify.success(t('wallets.added', { code })), onError });
      }}
    >
      <SelectField
        label={t('wallets.currency')}
        value={value}
        options={options.map((option) => ({ value: String(option.id), label: option.name_and_val || option.code }))}
        onValueChange={setPicked}
      />
      <Button type="submit" variant="primary" disabled={add.isPending}>
        {t('wallets.add')}
      </Button>
    </form>
  );
}

/** The wallets with their balances, the default one marked; others can become default or, when empty, go. */
export function WalletsPanel() {
  const { t } = useTranslation();
  const wallets = useWallets();
  const settings = useSettings();
  if (wallets.isError) return <TechErrorState onRetry={() => void wallets.refetch()} />;
  if (!wallets.data) return <Skeleton height={160} />;
  const active = activeWalletOf(wallets.data);
  return (
    <div className={styles.panel}>
      <ul className={styles.list} aria-label={t('wallets.title')}>
        {wallets.data.map((wallet) => (
          <WalletRow key={wallet.id} wallet={wallet} isActive={wallet.id === active?.id} />
        ))}
      </ul>
      {!settings.geo.is_off_wallets && (
        <section className={styles.addSection} aria-label={t('wallets.add')}>
          <h2 className={styles.subtitle}>{t('wallets.add')}</h2>
          <AddWalletForm wallets={wallets.data} />
        </section>
      )}
    </div>
  );
}
