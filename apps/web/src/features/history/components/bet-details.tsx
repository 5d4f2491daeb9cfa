import { useEffect } from 'react';
import { Skeleton } from '../../../shared/ui/skeleton';
import { TechErrorState } from '../../../shared/ui/states/tech-error-state';
import { useBet } from '../api/get-bet-history';
import { BetCoupon } from './bet-coupon';

/** Loads one bet and shows its coupon; `onMissing` runs when the player has no bet with this id. */
export function BetDetails({ id, onMissing }: { id: number; onMissing: () => void }) {
  const bet = useBet(id);
  const missing = bet.isSuccess && bet.data === null;
  useEffect(() => {
    if (missing) onMissing();
  }, [missing, onMissing]);

  if (bet.data) return <BetCoupon bet={bet.data} />;
  if (bet.isError) return <TechErrorState onRetry={() => void bet.refetch()} />;
  if (missing) return null;
  return <Skeleton height={240} />;
}
