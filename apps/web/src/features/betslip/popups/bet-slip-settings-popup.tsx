import { useState } from 'react';
import { useSettings } from '../../../shared/api/get-settings';
import { useBetSlipStore } from '../../../shared/betslip/betslip.store';
import { ACCEPT_ODD_SETTINGS, type AcceptOddSetting } from '../../../shared/betslip/odds-change';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { notify } from '../../../shared/notifications/notification.store';
import type { PopupProps } from '../../../shared/popups/popup-props';
import { Button } from '../../../shared/ui/button';
import { Dialog } from '../../../shared/ui/dialog';
import { Form } from '../../../shared/ui/form/form';
import { RadioGroup } from '../../../shared/ui/form/radio-group';
import { TextField } from '../../../shared/ui/form/text-field';
import { useActiveWalletState } from '../../../shared/wallets/get-wallets';
import { useStakeCurrency } from '../hooks/use-stake-currency';
import { fromMinorUnits, sanitizeAmount, stakeDecimals, toMinorUnits } from '../lib/amount';
import styles from './bet-slip-popups.module.css';

/** BetSlipSettings (001 §2): what to do when odds change, and the quick stake amounts (001 §5). */
export function BetSlipSettingsPopup({ onClose, isTop }: PopupProps) {
  const { t } = useTranslation();
  const { bets, currency_id } = useSettings();
  const { wallet } = useActiveWalletState();
  const currency = useStakeCurrency(wallet?.currency_id ?? currency_id);
  const stored = useBetSlipStore();
  const [setting, setSetting] = useState<AcceptOddSetting>(stored.acceptOddSetting);
  const [fastBets, setFastBets] = useState<string[]>(() =>
    (stored.fastBets ?? bets.fast_bets).map((amount) => fromMinorUnits(amount, currency.scale)),
  );
  const minor = fastBets.map((value) => toMinorUnits(value, currency.scale));
  const canSave = minor.every((value) => value !== null && value > 0);

  const handleSave = () => {
    stored.savePreferences({ acceptOddSetting: setting, fastBets: minor.map((value) => value ?? 0) });
    notify.success(t('betslip.saved'));
    onClose();
  };

  return (
    <Dialog title={t('popup.BetSlipSettings')} onClose={onClose} isTop={isTop}>
      <Form canSubmit={canSave} onValidSubmit={handleSave}>
        <RadioGroup
          legend={t('betslip.oddsSettingLabel')}
          options={ACCEPT_ODD_SETTINGS.map((value) => ({ value, label: t(`betslip.oddsSetting.${value}`) }))}
          value={setting}
          onChange={setSetting}
          classNames={{ group: styles.fieldset, legend: styles.legend, option: styles.radio }}
        />
        <fieldset className={styles.fieldset}>
          <legend className={styles.legend}>{t('betslip.fastBetsLabel')}</legend>
          <div className={styles.fastBets}>
            {fastBets.map((value, index) => (
              <TextField
                // The list never reorders; the position is the field's identity.
                // biome-ignore lint/suspicious/noArrayIndexKey: fixed-length list edited in place
                key={index}
                label={t('betslip.fastBetN', { n: index + 1 })}
                inputMode="decimal"
                value={value}
                error={minor[index] === null || minor[index] === 0 ? t('betslip.fastBetsHint') : null}
                onValueChange={(next) =>
                  setFastBets((current) =>
                    current.map((item, position) =>
                      position === index ? sanitizeAmount(next, stakeDecimals(currency.scale)) : item,
                    ),
                  )
                }
              />
            ))}
          </div>
        </fieldset>
        <Button type="submit" variant="primary" block disabled={!canSave}>
          {t('betslip.save')}
        </Button>
      </Form>
    </Dialog>
  );
}
