import { useEffect, useRef, useState } from 'react';

export interface FrameBatch<T> {
  /** Queues an item; the batch is handed over at the next frame. */
  push(items: readonly T[]): void;
  /** Hands the queued items over now (before a snapshot that must follow them, or on teardown). */
  flush(): void;
  /** Forgets the queued items and the pending frame. */
  cancel(): void;
}

interface FrameScheduler {
  request(run: () => void): () => void;
}

/** The next animation frame while the page is shown; a hidden page gets no frames, so a timer then. */
const nextFrame: FrameScheduler = {
  request(run) {
    if (typeof requestAnimationFrame === 'function' && document.visibilityState !== 'hidden') {
      const id = requestAnimationFrame(run);
      return () => cancelAnimationFrame(id);
    }
    const id = setTimeout(run, 100);
    return () => clearTimeout(id);
  },
};

/**
 * Collects items that arrive between two frames and hands them over together: socket frames that
 * arrive while the page is busy become one cache update and one render instead of one each.
 */
export function createFrameBatch<T>(
  handle: (items: T[]) => void,
  scheduler: FrameScheduler = nextFrame,
): FrameBatch<T> {
  let queued: T[] = [];
  let cancelFrame: (() => void) | null = null;

  const flush = () => {
    cancelFrame?.();
    cancelFrame = null;
    if (queued.length === 0) return;
    const items = queued;
    queued = [];
    handle(items);
  };

  return {
    push(items) {
      if (items.length === 0) return;
      queued.push(...items);
      cancelFrame ??= scheduler.request(flush);
    },
    flush,
    cancel() {
      cancelFrame?.();
      cancelFrame = null;
      queued = [];
    },
  };
}

/** A frame batch for a component's lifetime: `handle` may change between renders; unmounting hands over what is queued. */
export function useFrameBatch<T>(handle: (items: T[]) => void): FrameBatch<T> {
  const latest = useRef(handle);
  latest.current = handle;
  const [batch] = useState(() => createFrameBatch<T>((items) => latest.current(items)));
  useEffect(() => () => batch.flush(), [batch]);
  return batch;
}
