import {
  observeWindowOffset,
  observeWindowRect,
  type Rect,
  Virtualizer,
  type VirtualizerOptions,
  windowScroll,
} from '@tanstack/virtual-core';
import { type ReactNode, startTransition, useLayoutEffect, useReducer, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { type FormFactor, useFormFactor } from '../form-factor/form-factor';
import { useDrawnByServer } from '../hooks/use-browser-value';
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

type WindowVirtualizer = Virtualizer<Window, HTMLLIElement>;

/**
 * A page-scrolled list that renders only the items near the viewport, so a long list of rows with
 * prices updating many times a second stays cheap (001 issue: long lists are virtualized).
 *
 * A list the server drew is already laid out with its estimated heights when it hydrates, so it
 * "settles" without asking the page for a layout inside hydration: the rows' and the window's sizes
 * come from the browser's observers after its next layout, and the render they cause runs as a
 * transition, in slices, rather than as one synchronous task in the hydration's commit. A list the
 * browser draws itself measures its rows as they mount, so its first paint is already in place.
 */
export function VirtualList<T>({ items, getKey, estimateSize, renderItem, label }: VirtualListProps<T>) {
  const listRef = useRef<HTMLUListElement>(null);
  const [scrollMargin, setScrollMargin] = useState(0);
  const formFactor = useFormFactor();
  const drawnByServer = useDrawnByServer();
  const settling = useRef(drawnByServer);
  // A server-drawn list lays its first rows out in the page's flow, so they sit right whatever their
  // estimated heights (with JavaScript off too); once measured, each is placed at its measured offset,
  // which is where the flow had put it.
  const [placed, setPlaced] = useState(!drawnByServer);

  useLayoutEffect(() => {
    const element = listRef.current;
    if (!element) return;
    const update = () => {
      const margin = element.getBoundingClientRect().top + window.scrollY;
      if (!settling.current) return setScrollMargin(margin);
      startTransition(() => {
        setScrollMargin(margin);
        setPlaced(true);
      });
      // The observers report in the order they were made: the rows' sizes (reported on mounting) and
      // the window's (read at the frame before) are in by now, so the list has settled.
      settling.current = false;
    };
    // A ResizeObserver reports once the page is laid out, with no layout of its own asked for.
    if (!settling.current) update();
    const observer = new ResizeObserver(update);
    observer.observe(document.body);
    return () => observer.disconnect();
  }, []);

  const virtualizer = useWindowRows({
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
    // The server has no scroll position; a hydrating render draws the rows from the top as it did.
    initialOffset: () => (drawnByServer ? 0 : window.scrollY),
    settling,
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
            className={placed ? styles.item : undefined}
            style={placed ? { transform: `translateY(${row.start - virtualizer.options.scrollMargin}px)` } : undefined}
          >
            {renderItem(item)}
          </li>
        );
      })}
    </ul>
  );
}

type RowsOptions = Pick<
  VirtualizerOptions<Window, HTMLLIElement>,
  'count' | 'estimateSize' | 'getItemKey' | 'overscan' | 'scrollMargin' | 'initialRect' | 'initialOffset'
> & {
  /** True while a server-drawn list settles: no layout is asked for, and its renders are transitions. */
  settling: { current: boolean };
};

/** The size a row has: what its observer reported, else measured now. */
function rowSize(element: HTMLLIElement, entry: ResizeObserverEntry | undefined): number {
  const box = entry?.borderBoxSize?.[0];
  if (box) return Math.round(box.blockSize);
  return Math.round(element.getBoundingClientRect().height);
}

/**
 * TanStack Virtual's window virtualizer, bound to React here rather than through its adapter so that
 * the renders a settling list causes can be transitions (the adapter's are synchronous when caused
 * inside a commit).
 */
function useWindowRows({ settling, ...options }: RowsOptions): WindowVirtualizer {
  const [, rerender] = useReducer((count: number) => count + 1, 0);
  const resolved: VirtualizerOptions<Window, HTMLLIElement> = {
    ...options,
    getScrollElement: () => window,
    observeElementRect: (instance, report: (rect: Rect) => void) => {
      if (!settling.current) return observeWindowRect(instance, report);
      // The window's size is read after the next layout, not inside the hydration's commit.
      let stop: (() => void) | undefined;
      const frame = requestAnimationFrame(() => {
        stop = observeWindowRect(instance, report);
      });
      return () => {
        cancelAnimationFrame(frame);
        stop?.();
      };
    },
    observeElementOffset: observeWindowOffset,
    scrollToFn: windowScroll,
    measureElement: (element, entry, instance) => {
      if (entry === undefined && settling.current) {
        const key = instance.options.getItemKey(instance.indexFromElement(element));
        return instance.itemSizeCache.get(key) ?? instance.options.estimateSize(instance.indexFromElement(element));
      }
      return rowSize(element, entry);
    },
    onChange: (_instance, sync) => {
      if (sync) flushSync(rerender);
      else if (settling.current) startTransition(rerender);
      else rerender();
    },
  };
  const [rows] = useState(() => new Virtualizer(resolved));
  rows.setOptions(resolved);

  useLayoutEffect(() => rows._didMount(), [rows]);
  useLayoutEffect(() => rows._willUpdate());
  return rows;
}
