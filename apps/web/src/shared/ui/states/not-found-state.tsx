import { SearchX } from 'lucide-react';
import { useTranslation } from '../../i18n/use-translation';
import { ButtonLink } from '../button';
import { StateScreen } from './state-screen';

export function NotFoundState() {
  const { t } = useTranslation();
  return (
    <StateScreen
      icon={<SearchX size={36} />}
      title={t('state.notFound.title')}
      actions={
        <ButtonLink to="/" variant="primary">
          {t('state.goToMain')}
        </ButtonLink>
      }
    />
  );
}
