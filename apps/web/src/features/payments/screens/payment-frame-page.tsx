import { useQueryClient } from '@tanstack/react-query';
import { CircleX } from 'lucide-react';
import { useMemo, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { useProfileQuery } from '../../../shared/api/get-profile';
import { inBrowser } from '../../../shared/browser/page-context';
import { useFormFactor } from '../../../shared/form-factor/form-factor';
import { useTimezone } from '../../../shared/format/timezone.store';
import { useFrameHeight } from '../../../shared/hooks/use-frame-height';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { useThemeStore } from '../../../shared/theme/theme.store';
import { Button } from '../../../shared/ui/button';
import { PageHeading } from '../../../shared/ui/page-heading';
import { Spinner } from '../../../shared/ui/spinner';
import { StateScreen } from '../../../shared/ui/states/state-screen';
import { cashWalletFor, useActiveWallet, useWallets, walletsQueryKey } from '../../../shared/wallets/get-wallets';
import { usePaymentToken } from '../api/get-payment-token';
import {
  CASHIER_MESSAGE_SOURCE,
  type PaymentMode,
  paymentFrameAddress,
  paymentResultPath,
  siteColours,
} from '../lib/frame-address';
import styles from './payment-frame-page.module.css';

/** Reads where the frame went; a cross-origin page (a bank's 3-D Secure step) cannot be read. */
function framePath(frame: HTMLIFrameElement | null): string | null {
  try {
    return frame?.contentWindow?.location.pathname ?? null;
  } catch {
    return null;
  }
}

/**
 * The payment page in a frame (spec 000 §2): a fresh payment token per visit, the cashier's address
 * built from it, a loading state until the frame has drawn, and "Payment Request was failed" when the
 * token cannot be had. The cashier moves the whole tab to the result page when it is done.
 */
function PaymentFramePage({ mode }: { mode: PaymentMode }) {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const wallets = useWallets();
  // Bonus money is never paid in or out: with a bonus balance in use, the cash wallet of its currency pays.
  const wallet = cashWalletFor(wallets.data, useActiveWallet());
  const profile = useProfileQuery();
  const token = usePaymentToken(mode, wallet?.id ?? null);
  const theme = useThemeStore((state) => state.theme);
  const timeZone = useTimezone((state) => state.timezone);
  const isMobile = useFormFactor() === 'mobile';
  const frameRef = useRef<HTMLIFrameElement>(null);
  const [loadedSrc, setLoadedSrc] = useState<string | null>(null);
  // Read after the theme has switched the page's tokens: the cashier is drawn in the site's colours.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the theme changes what the tokens hold.
  const colours = useMemo(() => (inBrowser ? siteColours(document.documentElement) : {}), [theme]);

  const failed = token.isError || wallets.isError || profile.isError || (wallets.isSuccess && !wallet);
  const src =
    token.data && wallet && profile.data
      ? paymentFrameAddress({
          mode,
          token: token.data.payment_token,
          theme,
          lang: i18n.language,
          userId: profile.data.id,
          accountId: wallet.id,
          isMobile,
          domain: window.location.origin,
          timeZone,
          colours,
        })
      : null;
  // The cashier says how tall it is: the frame is that tall, with no scroll bar of its own.
  const height = useFrameHeight(frameRef, src, CASHIER_MESSAGE_SOURCE);

  const handleLoad = () => {
    setLoadedSrc(src);
    // Should the cashier ever land on the result page inside the frame, show it in the tab instead.
    const result = paymentResultPath(framePath(frameRef.current) ?? '');
    if (!result) return;
    void queryClient.invalidateQueries({ queryKey: walletsQueryKey });
    navigate(result, { replace: true });
  };

  const retry = () => {
    if (wallets.isError) void wallets.refetch();
    if (profile.isError) void profile.refetch();
    void token.refetch();
  };

  const heading = t(mode === 'deposit' ? 'more.deposit' : 'more.withdraw');

  return (
    <div className={styles.page}>
      {failed ? (
        <PageHeading>{heading}</PageHeading>
      ) : (
        // The cashier's page in the frame opens with the same heading: sighted players see it once.
        <h1 className="visually-hidden">{heading}</h1>
      )}
      {failed ? (
        <StateScreen
          icon={<CircleX size={36} />}
          title={t('payments.fail')}
          actions={
            <Button variant="primary" onClick={retry}>
              {t('state.techError.retry')}
            </Button>
          }
        />
      ) : (
        <div
          className={styles.frameBox}
          data-mobile={isMobile || undefined}
          data-sized={height !== null || undefined}
          aria-busy={loadedSrc !== src}
        >
          {loadedSrc !== src && (
            <div className={styles.loading}>
              <Spinner label={t('app.loading')} />
            </div>
          )}
          {src && (
            <iframe
              key={src}
              ref={frameRef}
              src={src}
              title={t(mode === 'deposit' ? 'payments.frameDeposit' : 'payments.frameWithdraw')}
              className={styles.frame}
              style={height === null ? undefined : { height }}
              allow="payment"
              onLoad={handleLoad}
            />
          )}
        </div>
      )}
    </div>
  );
}

export function DepositFramePage() {
  return <PaymentFramePage mode="deposit" />;
}

export function WithdrawFramePage() {
  return <PaymentFramePage mode="withdraw" />;
}
