import type { RgExclusionRequest } from '@meridian/contract/responsible-gaming';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { isApiError } from '../../../shared/api/api-error';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { usePopupStore } from '../../../shared/popups/popup.store';
import type { PopupProps } from '../../../shared/popups/popup-props';
import { useAuthStore } from '../../../shared/session/auth.store';
import { signOut } from '../../../shared/session/auth-session';
import { Button } from '../../../shared/ui/button';
import { Dialog } from '../../../shared/ui/dialog';
import { useStartExclusion } from '../api/start-exclusion';
import { useExclusionTexts } from '../hooks/use-exclusion-texts';
import { type RgT, useRgText } from '../i18n/responsible-gaming-texts';
import { exclusionEndsAt, isExclusionRequest } from '../lib/exclusion';
import styles from './rg-popups.module.css';

/** The opening sentence: which break, how long, until when. */
function lead(request: RgExclusionRequest, t: RgT, texts: ReturnType<typeof useExclusionTexts>, now: number) {
  const endsAt = exclusionEndsAt(request, now);
  if (endsAt === null) return t('rg.confirm.permanent');
  const values = { length: texts.length(request), date: texts.end(request.kind, endsAt) };
  return t(request.kind === 'timeout' ? 'rg.confirm.timeout' : 'rg.confirm.selfExclusion', values);
}

/** The notice after the break has started, with its end as the server reckons it. */
function doneText(request: RgExclusionRequest, t: RgT, texts: ReturnType<typeof useExclusionTexts>) {
  const endsAt = exclusionEndsAt(request, Date.now());
  const first =
    endsAt === null
      ? t('rg.done.permanent')
      : t(request.kind === 'timeout' ? 'rg.done.timeout' : 'rg.done.selfExclusion', {
          date: texts.end(request.kind, endsAt),
        });
  return `${first} ${t('rg.done.help')}`;
}

/**
 * ExclusionConfirm: says plainly what a time-out or self-exclusion does before it starts. Confirming
 * starts it; the server ends every session at once, so the player is signed out here and sent to the
 * top page with a notice of when the break ends.
 */
export function ExclusionConfirmPopup({ data, onClose, isTop }: PopupProps) {
  const t = useRgText();
  const { t: site } = useTranslation();
  const texts = useExclusionTexts();
  const navigate = useNavigate();
  const [now] = useState(() => Date.now());
  const start = useStartExclusion();
  const [error, setError] = useState<string | null>(null);
  const valid = isExclusionRequest(data);

  useEffect(() => {
    if (!valid) onClose();
  }, [valid, onClose]);
  if (!valid) return null;

  const permanent = data.kind === 'self_exclusion' && data.months === null;
  const handleConfirm = () => {
    setError(null);
    // The answer is acted on even if this popup has gone meanwhile (mutateAsync, not mutate's callbacks).
    start.mutateAsync(data).then(
      () => {
        const popups = usePopupStore.getState();
        popups.closeAll();
        // The server has ended this session too; a socket may have signed the player out already.
        if (useAuthStore.getState().tokens) signOut();
        navigate('/', { replace: true });
        popups.open('Alert', { title: t('rg.done.title'), text: doneText(data, t, texts) });
      },
      (failure: unknown) => {
        setError(
          isApiError(failure)
            ? (failure.fieldError('kind') ??
                failure.fieldError('days') ??
                failure.fieldError('months') ??
                failure.message)
            : site('auth.error.generic'),
        );
      },
    );
  };

  return (
    <Dialog title={site('popup.ExclusionConfirm')} onClose={onClose} isTop={isTop}>
      <p className={styles.lead}>{lead(data, t, texts, now)}</p>
      <h3 className={styles.subtitle}>{t('rg.confirm.whatHappens')}</h3>
      <ul className={styles.consequences}>
        <li>{t('rg.confirm.signOut')}</li>
        <li>{t(permanent ? 'rg.confirm.noPlayPermanent' : 'rg.confirm.noPlay')}</li>
        {data.kind === 'self_exclusion' && <li>{t('rg.confirm.allAccounts')}</li>}
        <li>{t('rg.confirm.openBets')}</li>
        <li>{t('rg.confirm.withdraw')}</li>
        <li>{t(permanent ? 'rg.confirm.finalPermanent' : 'rg.confirm.final')}</li>
      </ul>
      {error && (
        <p className={styles.error} role="alert">
          {error}
        </p>
      )}
      <div className={styles.buttons}>
        <Button block onClick={onClose}>
          {site('dialog.cancel')}
        </Button>
        <Button
          variant="primary"
          block
          disabled={start.isPending}
          aria-busy={start.isPending || undefined}
          onClick={handleConfirm}
        >
          {t(data.kind === 'timeout' ? 'rg.confirm.startTimeout' : 'rg.confirm.startExclusion')}
        </Button>
      </div>
    </Dialog>
  );
}
