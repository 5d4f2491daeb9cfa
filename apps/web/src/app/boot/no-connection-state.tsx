import { WifiOff } from 'lucide-react';
import { useEffect, useState } from 'react';
import { isApiError } from '../../shared/api/api-error';
import { getPing } from '../../shared/api/get-ping';
import { page } from '../../shared/browser/page';
import { useTranslation } from '../../shared/i18n/use-translation';
import { Button } from '../../shared/ui/button';
import { StateScreen } from '../../shared/ui/states/state-screen';

type Check = 'idle' | 'checking' | 'failed';

/**
 * Shown while the server cannot be reached and the screen has nothing to show. Try Again pings it;
 * once it answers, the page reloads so everything starts fresh (spec 000 §4). The browser coming
 * back online reloads too. It needs no query client: the error boundary outside the app's
 * providers shows it when a screen's code could not load for want of a network.
 */
export function NoConnectionState() {
  const { t } = useTranslation();
  const [check, setCheck] = useState<Check>('idle');

  useEffect(() => {
    const handleOnline = () => page.reload();
    window.addEventListener('online', handleOnline);
    return () => window.removeEventListener('online', handleOnline);
  }, []);

  const handleTryAgain = () => {
    setCheck('checking');
    getPing().then(
      () => page.reload(),
      (error: unknown) => {
        // Any answer at all means the connection is back, even an error one.
        if (!isApiError(error) || !error.isNetworkError) page.reload();
        else setCheck('failed');
      },
    );
  };

  return (
    <StateScreen
      fullScreen
      icon={<WifiOff size={36} />}
      title={t('state.noConnection.title')}
      text={check === 'failed' ? t('state.noConnection.stillOffline') : undefined}
      actions={
        <Button variant="primary" size="lg" onClick={handleTryAgain} disabled={check === 'checking'}>
          {t('state.noConnection.tryAgain')}
        </Button>
      }
    />
  );
}
