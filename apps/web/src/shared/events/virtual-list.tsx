import { useWindowVirtualizer } from '@tanstack/react-virtual';
import { type ReactNode, useLayoutEffect, useRef, useState } from 'react';
import { type FormFactor, useFormFactor } from '../form-factor/form-factor';
import { useBrowserRender } from '../hooks/use-browser-value';
import styles from './virtual-list.module.css';

/**
 * The window a list is first drawn for, before the browser measures its own: a common screen of each
 * layout. The server draws that many rows, and the hydrating render must draw the same.
 */
const FIRST_WINDOW: Record<FormFactor, { width: number; height: number }> = {
  desktop: { width: 1280, height: 900 },
  mobile: { width: 390, height: 844 },
};

interface VirtualListProps<T> {
  items: T[];
  getKey: (item: T) => string | number;
  /** A first guess of an item's height; real heights are measured once rendered. */
  estimateSize: (item: T) => number;
  renderItem: (item: T) => ReactNode;
  label?: string;
}

/**
 * A page-scrolled list that renders only the items near the viewport, so a long list of rows with
 * prices updating many times a second stays cheap (001 issue: long lists are virtualized).
 */
export function VirtualList<T>({ items, getKey, estimateSize, renderItem, label }: VirtualListProps<T>) {
  const listRef = useRef<HTMLUListElement>(null);
  const [scrollMargin, setScrollMargin] = useState(0);
  const formFactor = useFormFactor();
  // The server has no scroll position; a hydrating render draws the rows from the top as it did.
  const measuresScroll = useBrowserRender();

  useLayoutEffect(() => {
    const element = listRef.current;
    if (!element) return;
    const update = () => setScrollMargin(element.getBoundingClientRect().top + window.scrollY);
    update();
    const observer = new ResizeObserver(update);
    observer.observe(document.body);
    return () => observer.disconnect();
  }, []);

  const virtualizer = useWindowVirtualizer({
    count: items.length,
    estimateSize: (index) => {
      const item = items[index];
      return item === undefined ? 80 : estimateSize(item);
    },
    getItemKey: (index) => {
      const item = items[index];
      return item === undefined ? index : getKey(item);
    },
    overscan: 6,
    scrollMargin,
    initialRect: FIRST_WINDOW[formFactor],
    initialOffset: () => (measuresScroll ? window.scrollY : 0),
  });

  return (
    <ul ref={listRef} aria-label={label} className={styles.list} style={{ height: virtualizer.getTotalSize() }}>
      {virtualizer.getVirtualItems().map((row) => {
        const item = items[row.index];
        if (item === undefined) return null;
        return (
          <li
            key={row.key}
            data-index={row.index}
            ref={virtualizer.measureElement}
            className={styles.item}
            style={{ transform: `translateY(${row.start - virtualizer.options.scrollMargin}px)` }}
          >
            {renderItem(item)}
          </li>
        );
      })}
    </ul>
  );
}
