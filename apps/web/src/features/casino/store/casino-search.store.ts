import { create } from 'zustand';

interface CasinoSearchState {
  /** The name as typed in the lobby's search field; kept while the player opens a game and comes back. */
  text: string;
  setText: (text: string) => void;
}

export const useCasinoSearchStore = create<CasinoSearchState>()((set) => ({
  text: '',
  setText: (text) => set({ text }),
}));
