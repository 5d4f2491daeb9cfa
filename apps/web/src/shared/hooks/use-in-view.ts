import { type RefObject, useEffect, useState } from 'react';
import { useBrowserValue } from './use-browser-value';

const noObserver = () => typeof IntersectionObserver === 'undefined';

/**
 * Whether an element is on screen, or within `rootMargin` of it. Without IntersectionObserver
 * everything counts as on screen. A page being rendered (the server's, or hydrating) has nothing on
 * screen yet: the observer answers once mounted.
 */
export function useInView(ref: RefObject<Element | null>, rootMargin = '0px'): boolean {
  const unobservable = useBrowserValue(noObserver, false);
  const [inView, setInView] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element || noObserver()) return;
    const observer = new IntersectionObserver(
      (entries) => {
        const entry = entries.at(-1);
        if (entry) setInView(entry.isIntersecting);
      },
      { rootMargin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, rootMargin]);
  return unobservable || inView;
}
