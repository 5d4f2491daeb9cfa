import type { LoadedSelection } from '@meridian/contract/bets';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { type BetSlipItem, selectionKey, useBetSlipStore } from '../../../shared/betslip/betslip.store';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { notify } from '../../../shared/notifications/notification.store';
import type { PopupProps } from '../../../shared/popups/popup-props';
import { Button } from '../../../shared/ui/button';
import { Dialog } from '../../../shared/ui/dialog';
import { Form } from '../../../shared/ui/form/form';
import { TextField } from '../../../shared/ui/form/text-field';
import { loadBetSlip } from '../api/share-bet-slip';

/** A shared selection as a slip item. */
export function fromLoadedSelection(selection: LoadedSelection): BetSlipItem {
  return {
    key: selectionKey(selection.id, selection.outcome_id),
    matchId: selection.id,
    matchName: selection.name,
    sportId: selection.sport_id,
    tournamentId: selection.tournament.id,
    tournamentName: selection.tournament.name,
    image: selection.tournament.image,
    marketId: selection.market_id,
    marketName: selection.market_name,
    id: selection.outcome_id,
    name: selection.outcome_name,
    partId: selection.event_part_id,
    partName: selection.event_part_name,
    odds: selection.odds,
    isLive: selection.is_live,
    isBlocked: selection.is_blocked,
    isDeleted: false,
    updatedSlip: null,
  };
}

/** LoadBetSlip (001 §2): a code replaces the slip with the selections shared under it. */
export function LoadBetSlipPopup({ onClose, isTop }: PopupProps) {
  const { t } = useTranslation();
  const [code, setCode] = useState('');
  const load = useMutation({
    mutationFn: (value: string) => loadBetSlip(value),
    onSuccess: (result) => {
      if (result.error !== null) {
        notify.error(result.error);
        return;
      }
      if (result.events.length === 0) {
        notify.error(t('betslip.loadEmpty'));
        return;
      }
      useBetSlipStore.getState().replace(result.events.map(fromLoadedSelection));
      notify.success(t('betslip.loaded', { count: result.events.length }));
      onClose();
    },
    onError: (error) => notify.error(error.message),
  });
  const canSubmit = code.trim() !== '' && !load.isPending;

  return (
    <Dialog title={t('popup.LoadBetSlip')} onClose={onClose} isTop={isTop}>
      <Form canSubmit={canSubmit} onValidSubmit={() => load.mutate(code)}>
        <TextField
          label={t('betslip.codeLabel')}
          value={code}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          onValueChange={setCode}
        />
        <Button type="submit" variant="primary" block disabled={!canSubmit} aria-busy={load.isPending || undefined}>
          {t('betslip.loadButton')}
        </Button>
      </Form>
    </Dialog>
  );
}
