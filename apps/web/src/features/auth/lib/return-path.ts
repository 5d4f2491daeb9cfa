import { useEffect } from 'react';
import { useLocation } from 'react-router';

let lastPage = '/';

/** Remembers the last page outside the auth screens, where a finished sign-in returns to. */
export function useReturnPathTracker(): void {
  const { pathname, search } = useLocation();
  useEffect(() => {
    if (!pathname.startsWith('/auth/'))
      lastPage = `${pathname}${search.replace(/([?&])popup=[^&]*&?/, '$1').replace(/[?&]$/, '')}`;
  }, [pathname, search]);
}

export function returnPath(): string {
  return lastPage;
}
