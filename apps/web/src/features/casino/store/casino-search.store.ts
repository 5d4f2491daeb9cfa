import { create } from 'zustand';
import type { CasinoSection } from '../lib/game-paths';

interface CasinoSearchState {
  /** The name as typed in each section's search field; kept while the player opens a game and comes back. */
  texts: Record<CasinoSection, string>;
  setText: (section: CasinoSection, text: string) => void;
}

export const useCasinoSearchStore = create<CasinoSearchState>()((set) => ({
  texts: { regular: '', live: '' },
  setText: (section, text) => set((state) => ({ texts: { ...state.texts, [section]: text } })),
}));
