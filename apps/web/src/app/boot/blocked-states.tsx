import { MapPinOff, Wrench } from 'lucide-react';
import { useTranslation } from '../../shared/i18n/use-translation';
import { StateScreen } from '../../shared/ui/states/state-screen';

export function MaintenanceState() {
  const { t } = useTranslation();
  return (
    <StateScreen
      fullScreen
      icon={<Wrench size={36} />}
      title={t('state.maintenance.title')}
      text={t('state.maintenance.text')}
    />
  );
}

export function GeoBlockedState() {
  const { t } = useTranslation();
  return <StateScreen fullScreen icon={<MapPinOff size={36} />} title={t('state.geoBlocked.title')} />;
}
