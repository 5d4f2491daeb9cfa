import { PAGE_CONTEXT_ELEMENT_ID, type PageContext } from '@meridian/contract/page-render';

export type { PageContext };
export { PAGE_CONTEXT_ELEMENT_ID };

let context: PageContext | null | undefined;

/**
 * The server's page context: set by the server entry for its render, read once from the page in a
 * browser; null for a page the server did not render (the offline shell, the dev server).
 */
export function pageContext(): PageContext | null {
  if (context !== undefined) return context;
  context = null;
  if (typeof document === 'undefined') return context;
  const element = document.getElementById(PAGE_CONTEXT_ELEMENT_ID);
  if (!element) return context;
  try {
    context = JSON.parse(element.textContent ?? '') as PageContext;
  } catch {
    context = null;
  }
  return context;
}

/** The server entry's context for the render under way (renders run one at a time). */
export function setPageContext(next: PageContext | null): void {
  context = next;
}

/** Whether this code runs in a browser, not in the server's render. */
export const inBrowser = typeof window !== 'undefined' && typeof document !== 'undefined';
