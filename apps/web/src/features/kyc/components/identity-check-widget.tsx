import type { KycSdk, KycSdkEvent } from '@meridian/contract/kyc';
import { useQueryClient } from '@tanstack/react-query';
import { Camera, IdCard, TriangleAlert } from 'lucide-react';
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { profileQueryKey } from '../../../shared/api/get-profile';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { useThemeStore } from '../../../shared/theme/theme.store';
import { Button } from '../../../shared/ui/button';
import { Spinner } from '../../../shared/ui/spinner';
import { useKycAccessToken } from '../api/get-kyc-access-token';
import { useKycText } from '../i18n/kyc-texts';
import { type KycCheckError, kycCheckError } from '../lib/kyc-check-error';
import { type KycSdkLoader, loadKycSdk } from '../lib/kyc-sdk-loader';
import styles from './identity-check-widget.module.css';

/** The widget's states (spec 000 §4). */
export type IdentityCheckState = 'not_launched' | 'launching' | 'launched' | 'error';

type View =
  | { state: 'not_launched' }
  | { state: 'launching' }
  | { state: 'launched'; sdk: KycSdk; token: string }
  | { state: 'error'; error: KycCheckError };

interface IdentityCheckWidgetProps {
  /** The start button's text: "Verify my identity" unless the page asks for another. */
  startLabel?: string;
  /** Every event of the provider's widget, after the widget has handled it. */
  onEvent?: (event: KycSdkEvent) => void;
  /** The check failed to start, or stopped: the widget shows the message with a Retry button. */
  onError?: (error: KycCheckError) => void;
  onStateChange?: (state: IdentityCheckState) => void;
  /** Loads the provider's SDK script; tests hand in their own. */
  loadSdk?: KycSdkLoader;
}

/**
 * The identity check widget (spec 000 §4): not launched (what to prepare and a start button), launching
 * (a fresh access token, then the provider's SDK script), launched (the SDK's widget mounted here) or
 * error (a message and Retry). A status the widget reports refreshes the player's profile; the SDK's
 * widget is destroyed when this one leaves the page.
 */
export function IdentityCheckWidget({
  startLabel,
  onEvent,
  onError,
  onStateChange,
  loadSdk = loadKycSdk,
}: IdentityCheckWidgetProps) {
  const t = useKycText();
  const { i18n } = useTranslation();
  const theme = useThemeStore((state) => state.theme);
  const queryClient = useQueryClient();
  const fetchToken = useKycAccessToken();
  const [view, setView] = useState<View>({ state: 'not_launched' });
  const rootRef = useRef<HTMLDivElement>(null);
  const retryRef = useRef<HTMLButtonElement>(null);
  const containerRef = useRef<HTMLDivElement>(null);
  const errorId = useId();
  /** Bumped by every launch and by leaving the page: a late answer of an older launch is dropped. */
  const attempt = useRef(0);
  /** Focus follows the widget only once the player has started it. */
  const started = useRef(false);
  // The SDK takes the language and theme of the moment it starts; the callbacks are always the latest.
  const latest = useRef({ onEvent, onError, language: i18n.language, theme });
  latest.current = { onEvent, onError, language: i18n.language, theme };

  const fail = useCallback((error: KycCheckError) => {
    setView({ state: 'error', error });
    latest.current.onError?.(error);
  }, []);

  const start = useCallback(async () => {
    const id = ++attempt.current;
    started.current = true;
    setView({ state: 'launching' });
    let stage: 'token' | 'script' = 'token';
    try {
      const access = await fetchToken();
      if (id !== attempt.current) return;
      stage = 'script';
      const sdk = await loadSdk(access.sdk_url);
      if (id !== attempt.current) return;
      setView({ state: 'launched', sdk, token: access.token });
    } catch (cause) {
      if (id === attempt.current) fail(kycCheckError(stage, cause));
    }
  }, [fetchToken, loadSdk, fail]);

  useEffect(
    () => () => {
      attempt.current += 1;
    },
    [],
  );

  useEffect(() => {
    onStateChange?.(view.state);
  }, [view.state, onStateChange]);

  // Keyboard and screen-reader users keep their place: the start button they pressed is gone.
  useEffect(() => {
    if (!started.current) return;
    if (view.state === 'error') retryRef.current?.focus();
    else rootRef.current?.focus();
  }, [view.state]);

  useEffect(() => {
    if (view.state !== 'launched' || !containerRef.current) return;
    const { language, theme: currentTheme } = latest.current;
    const handleEvent = (event: KycSdkEvent) => {
      if (event.type === 'status') void queryClient.invalidateQueries({ queryKey: profileQueryKey });
      if (event.type === 'error') fail(kycCheckError('sdk', new Error(event.message)));
      latest.current.onEvent?.(event);
    };
    let widget: { destroy(): void };
    try {
      widget = view.sdk.init({
        token: view.token,
        container: containerRef.current,
        lang: language === 'ru' ? 'ru' : 'en',
        theme: currentTheme,
        onEvent: handleEvent,
        onTokenExpired: () => fetchToken().then((access) => access.token),
      });
    } catch (cause) {
      fail(kycCheckError('sdk', cause));
      return;
    }
    return () => widget.destroy();
  }, [view, fetchToken, fail, queryClient]);

  return (
    <div
      ref={rootRef}
      tabIndex={-1}
      className={styles.widget}
      aria-busy={view.state === 'launching'}
      data-state={view.state}
    >
      {view.state === 'not_launched' && (
        <div className={styles.intro}>
          <p className={styles.text}>{t('kyc.widget.prepare')}</p>
          <ul className={styles.prepare}>
            <li>
              <IdCard aria-hidden size={22} className={styles.icon} />
              {t('kyc.widget.document')}
            </li>
            <li>
              <Camera aria-hidden size={22} className={styles.icon} />
              {t('kyc.widget.selfie')}
            </li>
          </ul>
          <Button variant="primary" size="lg" className={styles.start} onClick={() => void start()}>
            {startLabel ?? t('kyc.widget.start')}
          </Button>
        </div>
      )}
      {view.state === 'launching' && (
        <div className={styles.loading}>
          <Spinner label={t('kyc.widget.launching')} />
          <p className={styles.text} aria-hidden>
            {t('kyc.widget.launching')}
          </p>
        </div>
      )}
      {view.state === 'launched' && <div ref={containerRef} className={styles.sdk} />}
      {view.state === 'error' && (
        <div className={styles.error}>
          <div role="alert" id={errorId} className={styles.errorText}>
            <p className={styles.errorTitle}>
              <TriangleAlert aria-hidden size={20} className={styles.errorIcon} />
              {t('kyc.error.title')}
            </p>
            <p className={styles.text}>{t(view.error.messageKey)}</p>
          </div>
          <Button ref={retryRef} variant="primary" aria-describedby={errorId} onClick={() => void start()}>
            {t('kyc.widget.retry')}
          </Button>
        </div>
      )}
    </div>
  );
}
