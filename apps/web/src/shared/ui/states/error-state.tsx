import { TriangleAlert } from 'lucide-react';
import { page } from '../../browser/page';
import { useTranslation } from '../../i18n/use-translation';
import { Button } from '../button';
import { StateScreen } from './state-screen';

/** The generic failure page; both actions reload, because the app's state can no longer be trusted. */
export function ErrorState({ fullScreen = true }: { fullScreen?: boolean }) {
  const { t } = useTranslation();
  return (
    <StateScreen
      fullScreen={fullScreen}
      icon={<TriangleAlert size={36} />}
      title={t('state.error.title')}
      actions={
        <>
          <Button variant="primary" onClick={() => page.reload()}>
            {t('state.error.refresh')}
          </Button>
          <Button onClick={() => page.assign('/')}>{t('state.goToMain')}</Button>
        </>
      }
    />
  );
}
