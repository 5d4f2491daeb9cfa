import { INFINITE_SCROLL_DEBOUNCE_MS, INFINITE_SCROLL_TRIGGER_PX } from '@meridian/contract/events';
import { useEffect, useRef, useState } from 'react';

interface InfiniteScrollOptions {
  hasMore: boolean;
  loading: boolean;
  onLoadMore: () => void;
}

/**
 * Loads the next page when the list's end comes within 500 px of the viewport and stays there for
 * 300 ms (spec 001 §9). Returns the ref for an element placed after the last item.
 */
export function useInfiniteScroll({ hasMore, loading, onLoadMore }: InfiniteScrollOptions) {
  const sentinel = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(false);
  const loadMore = useRef(onLoadMore);
  loadMore.current = onLoadMore;

  useEffect(() => {
    const element = sentinel.current;
    if (!element || !hasMore) return;
    const observer = new IntersectionObserver((entries) => setNear(entries.some((entry) => entry.isIntersecting)), {
      rootMargin: `0px 0px ${INFINITE_SCROLL_TRIGGER_PX}px 0px`,
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [hasMore]);

  // Runs again when a page finished loading, so a short page that leaves the end in view continues.
  useEffect(() => {
    if (!near || !hasMore || loading) return;
    const timer = setTimeout(() => loadMore.current(), INFINITE_SCROLL_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [near, hasMore, loading]);

  return sentinel;
}
