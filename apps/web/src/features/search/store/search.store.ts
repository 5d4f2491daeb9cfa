import { create } from 'zustand';

interface SearchState {
  text: string;
  setText: (text: string) => void;
}

/** The search text lives for the tab's session, so coming back to /search shows the same query. */
export const useSearchStore = create<SearchState>()((set) => ({
  text: '',
  setText: (text) => set({ text }),
}));
