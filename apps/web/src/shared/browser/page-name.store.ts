import { useEffect } from 'react';
import { create } from 'zustand';
import { inBrowser } from './page-context';

interface PageNameState {
  /** The name a screen gives itself from its data (a match), over its route's generic title. */
  name: string | null;
  /** The description a screen gives itself from its data, over its route's. */
  description: string | null;
}

export const usePageNameStore = create<PageNameState>(() => ({ name: null, description: null }));

/** What a screen says of itself in the page's head: its name, a description, schema.org data. */
export interface ScreenHead {
  name: string | null;
  description?: string | null;
  /** A schema.org object written into the server's HTML as JSON-LD, for search engines. */
  structuredData?: Record<string, unknown> | null;
}

let renderedScreen: Required<ScreenHead> | null = null;

/**
 * Names the page in the document title (and describes it) while the calling screen shows it; null
 * leaves the route's own. On the server, where effects do not run, the render notes it for the head
 * of the HTML (takeRenderedScreenHead).
 */
export function usePageHead({ name, description = null, structuredData = null }: ScreenHead): void {
  if (!inBrowser) renderedScreen = { name, description, structuredData };
  useEffect(() => {
    usePageNameStore.setState({ name, description });
    return () => usePageNameStore.setState({ name: null, description: null });
  }, [name, description]);
}

/** Names the page in the document title while the calling screen shows `name` (null: the route's title). */
export function usePageName(name: string | null): void {
  usePageHead({ name });
}

/** What the server's last render was told by its screen, and forgets it. */
export function takeRenderedScreenHead(): Required<ScreenHead> | null {
  const head = renderedScreen;
  renderedScreen = null;
  return head;
}
