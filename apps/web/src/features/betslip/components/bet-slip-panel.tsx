import { Download, Settings2, Share2 } from 'lucide-react';
import { useId, useState } from 'react';
import { useBetSlipStore, useSlipCount } from '../../../shared/betslip/betslip.store';
import { BET_SLIP_ID } from '../../../shared/betslip/slip-focus';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { usePopupStore } from '../../../shared/popups/popup.store';
import { useAuthStore } from '../../../shared/session/auth.store';
import { Button } from '../../../shared/ui/button';
import { TabPanel, Tabs } from '../../../shared/ui/form/tabs';
import styles from './bet-slip-panel.module.css';
import { OpenBets } from './open-bets';
import { SlipView } from './slip-view';

type Mode = 'slip' | 'open';

/**
 * The bet slip (spec 001 §2): a switch between the slip and open bets, and the settings, share and
 * load-by-code dialogs. The desktop right column and the mobile /bet-slip page both show it.
 */
export function BetSlipPanel({ headingLevel = 2 }: { headingLevel?: 1 | 2 }) {
  const { t } = useTranslation();
  const [mode, setMode] = useState<Mode>('slip');
  const isAuthorized = useAuthStore((state) => state.isAuthorized);
  const count = useSlipCount();
  // A share code holds selections; a bet builder is not shared.
  const shareable = useBetSlipStore((state) => state.items.length > 0);
  const openPopup = usePopupStore((state) => state.open);
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  const panelId = useId();

  return (
    <section id={BET_SLIP_ID} tabIndex={-1} className={styles.panel} aria-labelledby="bet-slip-title">
      <div className={styles.header}>
        <Heading id="bet-slip-title" className={styles.title}>
          {t('betslip.title')}
        </Heading>
        <div className={styles.tools}>
          {/* Share codes are passed around: a visitor loads one too and is asked to log in only to place it. */}
          <Button
            variant="ghost"
            size="sm"
            iconOnly
            aria-label={t('betslip.load')}
            onClick={() => openPopup('LoadBetSlip')}
          >
            <Download aria-hidden size={18} />
          </Button>
          {isAuthorized && shareable && (
            <Button
              variant="ghost"
              size="sm"
              iconOnly
              aria-label={t('betslip.share')}
              onClick={() => openPopup('ShareBetSlip')}
            >
              <Share2 aria-hidden size={18} />
            </Button>
          )}
          <Button
            variant="ghost"
            size="sm"
            iconOnly
            aria-label={t('betslip.settings')}
            onClick={() => openPopup('BetSlipSettings')}
          >
            <Settings2 aria-hidden size={18} />
          </Button>
        </div>
      </div>
      <Tabs
        label={t('betslip.modeLabel')}
        value={mode}
        onChange={setMode}
        panelId={panelId}
        tabs={[
          { value: 'slip', label: count > 0 ? `${t('betslip.slipTab')} (${count})` : t('betslip.slipTab') },
          { value: 'open', label: t('betslip.openBetsTab') },
        ]}
      />
      <TabPanel id={panelId} value={mode}>
        {mode === 'slip' ? <SlipView /> : <OpenBets />}
      </TabPanel>
    </section>
  );
}
