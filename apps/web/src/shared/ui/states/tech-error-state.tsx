import { TriangleAlert } from 'lucide-react';
import { useTranslation } from '../../i18n/use-translation';
import { Button } from '../button';
import { StateScreen } from './state-screen';

/** A section that failed to load, with a retry that only repeats its own request (spec 000 §8). */
export function TechErrorState({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <StateScreen
      icon={<TriangleAlert size={36} />}
      title={t('state.error.title')}
      actions={
        <Button variant="primary" onClick={onRetry}>
          {t('state.techError.retry')}
        </Button>
      }
    />
  );
}
