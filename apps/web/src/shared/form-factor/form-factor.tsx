import { MOBILE_BREAKPOINT_PX, RESIZE_DEBOUNCE_MS } from '@meridian/contract/constants';
import { createContext, type ReactNode, useContext, useEffect, useState } from 'react';
import { preferenceCookies, writePreferenceCookie } from '../browser/cookies';
import { page } from '../browser/page';
import { inBrowser, pageContext } from '../browser/page-context';
import { readStorage, storageKeys, writeStorage } from '../browser/storage';

export type FormFactor = 'mobile' | 'desktop';

/** The window's width; none in the server's render. */
function windowWidth(): number | undefined {
  return inBrowser ? window.innerWidth : undefined;
}

/** The layout for a width; without one (the server), the layout the page is rendered for. */
export function detectFormFactor(width: number | undefined = windowWidth()): FormFactor {
  if (width === undefined) return pageContext()?.layout ?? 'desktop';
  return width < MOBILE_BREAKPOINT_PX ? 'mobile' : 'desktop';
}

/**
 * The layout a page starts in: the one the server rendered its HTML for, else the window's. Read
 * at module load, it does not ask a server-rendered page's window for its width (which would lay
 * the whole page out in the middle of the script).
 */
export function initialFormFactor(): FormFactor {
  return pageContext()?.layout ?? detectFormFactor();
}

/** Reloads the page into the window's layout; the cookie asks the server to render it in that one. */
function reloadInto(layout: FormFactor): void {
  writePreferenceCookie(preferenceCookies.layout, layout);
  page.reload();
}

/**
 * A page the server rendered for the other layout (it could only guess the window) reloads into the
 * window's, as crossing the breakpoint does. Once per layout in a tab: a server that keeps rendering
 * the other one must not keep the page reloading.
 */
function useReloadIntoWindowLayout(formFactor: FormFactor): void {
  useEffect(() => {
    if (!pageContext()) return;
    const actual = detectFormFactor();
    if (actual === formFactor) {
      writeStorage('session', storageKeys.layoutReload, null);
      return;
    }
    if (readStorage('session', storageKeys.layoutReload) === actual) return;
    writeStorage('session', storageKeys.layoutReload, actual);
    reloadInto(actual);
  }, [formFactor]);
}

const FormFactorContext = createContext<FormFactor | null>(null);

/**
 * Decides the layout once for the page's life. Crossing the breakpoint later reloads the page
 * (spec 000 §1), because the two layouts hold different routes and state.
 */
export function FormFactorProvider({ children }: { children: ReactNode }) {
  const [formFactor] = useState(initialFormFactor);
  useReloadIntoWindowLayout(formFactor);

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const handleResize = () => {
      clearTimeout(timer);
      timer = setTimeout(() => {
        const actual = detectFormFactor();
        if (actual !== formFactor) reloadInto(actual);
      }, RESIZE_DEBOUNCE_MS);
    };
    window.addEventListener('resize', handleResize);
    return () => {
      clearTimeout(timer);
      window.removeEventListener('resize', handleResize);
    };
  }, [formFactor]);

  return <FormFactorContext.Provider value={formFactor}>{children}</FormFactorContext.Provider>;
}

export function useFormFactor(): FormFactor {
  const formFactor = useContext(FormFactorContext);
  if (!formFactor) throw new Error('useFormFactor() needs a FormFactorProvider above it');
  return formFactor;
}
