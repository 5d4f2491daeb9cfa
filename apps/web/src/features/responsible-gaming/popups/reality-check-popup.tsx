import type { MinorAmount } from '@meridian/contract/money';
import { useMutation } from '@tanstack/react-query';
import { useId } from 'react';
import { Link } from 'react-router';
import { useMoney } from '../../../shared/format/use-money';
import { useTranslation } from '../../../shared/i18n/use-translation';
import type { PopupProps } from '../../../shared/popups/popup-props';
import { logout } from '../../../shared/session/auth-session';
import { Button } from '../../../shared/ui/button';
import { Dialog } from '../../../shared/ui/dialog';
import { Skeleton } from '../../../shared/ui/skeleton';
import { useReality } from '../api/get-reality';
import { SectionError } from '../components/section-error';
import { useMinutesText } from '../hooks/use-limit-format';
import { useRgText } from '../i18n/responsible-gaming-texts';
import { signedAmount } from '../lib/signed-amount';
import { useRealityCheckStore } from '../store/reality-check.store';
import styles from './rg-popups.module.css';

/** The figures of the sign-in so far: time played, and per currency what was staked and the net result. */
function RealityFigures() {
  const t = useRgText();
  const money = useMoney();
  const captionId = useId();
  const minutesText = useMinutesText();
  const reality = useReality();
  if (reality.isPending) {
    return (
      <div className={styles.loading} role="status" aria-label={t('rg.check.loading')}>
        <Skeleton height={48} />
        <Skeleton height={72} />
      </div>
    );
  }
  if (reality.isError) return <SectionError text={t('rg.check.error')} onRetry={() => void reality.refetch()} />;
  const { played_seconds: played, results, reality_check_minutes: minutes } = reality.data;
  const playedMinutes = Math.max(0, Math.floor(played / 60));
  return (
    <>
      {minutes !== null && <p className={styles.lead}>{t('rg.check.intro', { count: minutes })}</p>}
      <p className={styles.played}>
        <span className={styles.playedLabel}>{t('rg.check.played')}</span>
        <time dateTime={`PT${playedMinutes}M`} className={styles.playedValue}>
          {minutesText(playedMinutes)}
        </time>
      </p>
      {results.length === 0 ? (
        <p className={styles.muted}>{t('rg.check.noStakes')}</p>
      ) : (
        <table className={styles.results} aria-labelledby={captionId}>
          <caption id={captionId} className={styles.resultsCaption}>
            {t('rg.check.results')}
          </caption>
          <thead>
            <tr>
              <th scope="col">
                <span className="visually-hidden">{t('rg.currency')}</span>
              </th>
              <th scope="col">{t('rg.check.staked')}</th>
              <th scope="col">{t('rg.check.net')}</th>
            </tr>
          </thead>
          <tbody>
            {results.map((result) => {
              const format = (amount: MinorAmount) => money.format(amount, result.currency_id);
              return (
                <tr key={result.currency_id}>
                  <th scope="row">{money.currency(result.currency_id)?.code ?? result.currency_id}</th>
                  <td>{format(result.staked)}</td>
                  <td data-sign={result.net > 0 ? 'won' : result.net < 0 ? 'lost' : undefined}>
                    {signedAmount(result.net, format)}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      )}
    </>
  );
}

/**
 * RealityCheck: opened by the scheduler every so many minutes of the sign-in. Continuing (or closing
 * it any other way) starts the next interval from now; logging out ends the session.
 */
export function RealityCheckPopup({ onClose, isTop }: PopupProps) {
  const t = useRgText();
  const { t: site } = useTranslation();
  const markChecked = useRealityCheckStore((state) => state.markChecked);
  const signOff = useMutation({ mutationFn: logout, onSettled: onClose });
  const handleContinue = () => {
    markChecked(Date.now());
    onClose();
  };
  return (
    <Dialog title={site('popup.RealityCheck')} onClose={handleContinue} isTop={isTop}>
      <RealityFigures />
      <div className={styles.buttons}>
        <Button
          block
          disabled={signOff.isPending}
          aria-busy={signOff.isPending || undefined}
          onClick={() => signOff.mutate()}
        >
          {t('rg.check.logout')}
        </Button>
        <Button variant="primary" block onClick={handleContinue}>
          {t('rg.check.continue')}
        </Button>
      </div>
      <p className={styles.toolsLink}>
        <Link to="/profile/responsible-gaming" onClick={handleContinue}>
          {t('rg.check.tools')}
        </Link>
      </p>
    </Dialog>
  );
}
