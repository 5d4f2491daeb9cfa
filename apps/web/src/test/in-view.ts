import { vi } from 'vitest';

/** The end of every list is reported in view at once, as on a tall screen, so paging starts. */
export function stubEndInView(): void {
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      constructor(private readonly callback: IntersectionObserverCallback) {}
      observe() {
        this.callback([{ isIntersecting: true } as IntersectionObserverEntry], this as never);
      }
      disconnect() {}
    },
  );
}
