import { MOBILE_BREAKPOINT_PX, RESIZE_DEBOUNCE_MS } from '@meridian/contract/constants';
import { createContext, type ReactNode, useContext, useEffect, useState } from 'react';
import { page } from '../browser/page';

export type FormFactor = 'mobile' | 'desktop';

export function detectFormFactor(width: number = window.innerWidth): FormFactor {
  return width < MOBILE_BREAKPOINT_PX ? 'mobile' : 'desktop';
}

const FormFactorContext = createContext<FormFactor | null>(null);

/**
 * Decides the layout once for the page's life. Crossing the breakpoint later reloads the page
 * (spec 000 §1), because the two layouts hold different routes and state.
 */
export function FormFactorProvider({ children }: { children: ReactNode }) {
  const [formFactor] = useState(detectFormFactor);

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const handleResize = () => {
      clearTimeout(timer);
      timer = setTimeout(() => {
        if (detectFormFactor() !== formFactor) page.reload();
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
