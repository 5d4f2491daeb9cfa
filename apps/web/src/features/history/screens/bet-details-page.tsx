import { useCallback } from 'react';
import { Navigate, useNavigate, useParams } from 'react-router';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { BackLink } from '../../../shared/ui/back-link';
import { PageHeading } from '../../../shared/ui/page-heading';
import { BetDetails } from '../components/bet-details';
import styles from '../components/history.module.css';

const HISTORY_PATH = '/profile/history';

/** /profile/history/{id} and /profile/history-info/{id} (mobile): the bet's coupon. */
export function BetDetailsPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { id: param } = useParams();
  const id = Number(param);
  const backToHistory = useCallback(() => navigate(HISTORY_PATH, { replace: true }), [navigate]);

  if (!Number.isSafeInteger(id) || id <= 0) return <Navigate to={HISTORY_PATH} replace />;
  return (
    <div className={styles.details}>
      <BackLink to={HISTORY_PATH} label={t('history.bet.back')} />
      <PageHeading>{t('history.bet.title', { id })}</PageHeading>
      <BetDetails id={id} onMissing={backToHistory} />
    </div>
  );
}
