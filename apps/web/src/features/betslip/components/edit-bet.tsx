import type { Bet } from '@meridian/contract/bets';
import { useState } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { Button } from '../../../shared/ui/button';
import { EditBetDialog } from './edit-bet-dialog';
import { canEditBet } from './edit-bet-list';

/** The "Edit bet" button of an open accumulator that can be edited now, and its dialog. */
export function EditBet({ bet, money }: { bet: Bet; money: (minor: number) => string }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  if (!open && !canEditBet(bet, Math.floor(Date.now() / 1000))) return null;
  return (
    <>
      <Button size="sm" variant="ghost" block onClick={() => setOpen(true)} aria-haspopup="dialog">
        {t('betslip.editBet.open')}
      </Button>
      {open && <EditBetDialog bet={bet} money={money} onClose={() => setOpen(false)} />}
    </>
  );
}
