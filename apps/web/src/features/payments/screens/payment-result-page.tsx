import type { SiteKey } from '@meridian/contract/locales/en';
import { useQueryClient } from '@tanstack/react-query';
import { CircleCheck, CircleX, Hourglass } from 'lucide-react';
import { type ReactNode, useEffect } from 'react';
import { Navigate, useParams } from 'react-router';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { ButtonLink } from '../../../shared/ui/button';
import { StateScreen } from '../../../shared/ui/states/state-screen';
import { walletsQueryKey } from '../../../shared/wallets/get-wallets';

const RESULTS: Record<string, { icon: ReactNode; title: SiteKey }> = {
  success: { icon: <CircleCheck size={36} />, title: 'payments.success' },
  fail: { icon: <CircleX size={36} />, title: 'payments.fail' },
  waiting: { icon: <Hourglass size={36} />, title: 'payments.waiting' },
};

/** /payments/{deposit|withdraw}/{success|fail|waiting}: where the payment page returns the player. */
export function PaymentResultPage() {
  const { t } = useTranslation();
  const { result = '' } = useParams();
  const view = RESULTS[result];
  const queryClient = useQueryClient();
  // A finished payment has moved money: the balance shown must follow.
  useEffect(() => {
    void queryClient.invalidateQueries({ queryKey: walletsQueryKey });
  }, [queryClient]);
  if (!view) return <Navigate to="/payments/deposit/methods" replace />;
  return (
    <StateScreen
      icon={view.icon}
      title={t(view.title)}
      actions={
        <ButtonLink to="/" variant="primary">
          {t('state.goToMain')}
        </ButtonLink>
      }
    />
  );
}
