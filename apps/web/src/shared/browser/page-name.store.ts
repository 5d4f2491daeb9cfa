import { useEffect } from 'react';
import { create } from 'zustand';

interface PageNameState {
  /** The name a screen gives itself from its data (a match), over its route's generic title. */
  name: string | null;
}

export const usePageNameStore = create<PageNameState>(() => ({ name: null }));

/** Names the page in the document title while the calling screen shows `name` (null: the route's title). */
export function usePageName(name: string | null): void {
  useEffect(() => {
    usePageNameStore.setState({ name });
    return () => usePageNameStore.setState({ name: null });
  }, [name]);
}
