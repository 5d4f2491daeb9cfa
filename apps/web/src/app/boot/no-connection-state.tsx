import { WifiOff } from 'lucide-react';
import { useEffect } from 'react';
import { isApiError } from '../../shared/api/api-error';
import { usePingCheck } from '../../shared/api/get-ping';
import { page } from '../../shared/browser/page';
import { useTranslation } from '../../shared/i18n/use-translation';
import { Button } from '../../shared/ui/button';
import { StateScreen } from '../../shared/ui/states/state-screen';

/**
 * Shown while the server cannot be reached. Try Again pings it; once it answers, the page reloads
 * so everything starts fresh (spec 000 §4). The browser coming back online reloads too.
 */
export function NoConnectionState() {
  const { t } = useTranslation();
  const ping = usePingCheck();

  useEffect(() => {
    const handleOnline = () => page.reload();
    window.addEventListener('online', handleOnline);
    return () => window.removeEventListener('online', handleOnline);
  }, []);

  // The promise, not mutate's callbacks: the answer clears the offline flag and unmounts this page
  // before callbacks would run, and the reload must still happen.
  const handleTryAgain = () => {
    ping.mutateAsync().then(
      () => page.reload(),
      (error: unknown) => {
        // Any answer at all means the connection is back, even an error one.
        if (!isApiError(error) || !error.isNetworkError) page.reload();
      },
    );
  };

  return (
    <StateScreen
      fullScreen
      icon={<WifiOff size={36} />}
      title={t('state.noConnection.title')}
      text={ping.isError ? t('state.noConnection.stillOffline') : undefined}
      actions={
        <Button variant="primary" size="lg" onClick={handleTryAgain} disabled={ping.isPending}>
          {t('state.noConnection.tryAgain')}
        </Button>
      }
    />
  );
}
