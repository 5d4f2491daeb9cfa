import { Construction } from 'lucide-react';
import { useTranslation } from '../../i18n/use-translation';
import { StateScreen } from './state-screen';

export function UnderConstructionState() {
  const { t } = useTranslation();
  return (
    <StateScreen
      icon={<Construction size={36} />}
      title={t('state.underConstruction.title')}
      text={t('state.underConstruction.text')}
    />
  );
}
