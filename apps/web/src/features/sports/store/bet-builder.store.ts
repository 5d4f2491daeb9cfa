import { create } from 'zustand';
import type { BetSlipItem } from '../../../shared/betslip/betslip.store';

/** A selection in the bet builder: its ids, its names as the match showed them, and it as a slip selection. */
export interface BuilderPick {
  marketId: number;
  outcomeId: number;
  marketName: string;
  outcomeName: string;
  /** The outcome as the slip holds it: the builder's part once it goes into the slip. */
  item: BetSlipItem;
}

interface BetBuilderState {
  /** The match the builder is open on; null when it is closed. */
  matchId: number | null;
  picks: BuilderPick[];
  /** Opens the builder on a match (empty), or closes it. */
  setOpen: (matchId: number | null) => void;
  /** Adds a selection, or takes it out again when it is in. */
  toggle: (pick: BuilderPick) => void;
  remove: (outcome: Pick<BuilderPick, 'marketId' | 'outcomeId'>) => void;
  clear: () => void;
}

const same = (a: Pick<BuilderPick, 'marketId' | 'outcomeId'>, b: Pick<BuilderPick, 'marketId' | 'outcomeId'>) =>
  a.marketId === b.marketId && a.outcomeId === b.outcomeId;

/** The bet builder of the event page: one match at a time, kept while the player moves between its parts. */
export const useBetBuilderStore = create<BetBuilderState>()((set, get) => ({
  matchId: null,
  picks: [],
  setOpen: (matchId) => set({ matchId, picks: [] }),
  toggle: (pick) => {
    const { picks } = get();
    set({ picks: picks.some((p) => same(p, pick)) ? picks.filter((p) => !same(p, pick)) : [...picks, pick] });
  },
  remove: (outcome) => set({ picks: get().picks.filter((p) => !same(p, outcome)) }),
  clear: () => set({ picks: [] }),
}));
