import { act, render } from '@testing-library/react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FormFactorProvider } from '../form-factor/form-factor';
import { VirtualList } from './virtual-list';

/** A ResizeObserver the test reports through, as the browser does after laying the page out. */
class ReportingObserver {
  static all: ReportingObserver[] = [];
  readonly observed = new Set<Element>();
  constructor(readonly report: ResizeObserverCallback) {
    ReportingObserver.all.push(this);
  }
  observe(element: Element) {
    this.observed.add(element);
  }
  unobserve(element: Element) {
    this.observed.delete(element);
  }
  disconnect() {
    this.observed.clear();
  }
}

/** Every observer reports every element it watches, each `height` pixels tall. */
function layOut(height: number) {
  for (const observer of ReportingObserver.all) {
    const entries = [...observer.observed].map(
      (target) =>
        ({ target, borderBoxSize: [{ blockSize: height, inlineSize: 600 }] }) as unknown as ResizeObserverEntry,
    );
    observer.report(entries, observer as unknown as ResizeObserver);
  }
}

const matches = Array.from({ length: 40 }, (_, index) => ({ id: index + 1 }));

function Matches() {
  return (
    <FormFactorProvider>
      <VirtualList
        items={matches}
        getKey={(match) => match.id}
        estimateSize={() => 80}
        renderItem={(match) => <span>Match {match.id}</span>}
        label="Matches"
      />
    </FormFactorProvider>
  );
}

const offsets = (container: HTMLElement) =>
  [...container.querySelectorAll('li')].slice(0, 3).map((row) => row.style.transform);

let root: Root | undefined;

describe('VirtualList', () => {
  beforeEach(() => {
    ReportingObserver.all = [];
    vi.stubGlobal('ResizeObserver', ReportingObserver);
    // The frame a hydrated list waits for before reading the window's size.
    vi.stubGlobal('requestAnimationFrame', (run: FrameRequestCallback) => setTimeout(() => run(0), 0));
    vi.stubGlobal('cancelAnimationFrame', (frame: number) => clearTimeout(frame));
  });
  afterEach(() => {
    act(() => root?.unmount());
    root = undefined;
    document.body.replaceChildren();
    vi.unstubAllGlobals();
  });

  it('hydrates the rows the server drew in the flow without asking the page for a layout, then places them at their measured offsets', async () => {
    const container = document.createElement('div');
    document.body.append(container);
    container.innerHTML = renderToString(<Matches />);
    // In the page's flow, each row where the one before it ends, whatever the estimate.
    expect(offsets(container)).toEqual(['', '', '']);

    const measured = vi.spyOn(Element.prototype, 'getBoundingClientRect');
    const mismatches = vi.fn();
    await act(async () => {
      root = hydrateRoot(container, <Matches />, { onRecoverableError: mismatches });
    });
    expect(mismatches).not.toHaveBeenCalled();
    expect(measured).not.toHaveBeenCalled();
    expect(offsets(container)).toEqual(['', '', '']);

    // The browser lays the page out and its observers report the rows' real heights.
    await act(async () => layOut(100));
    expect(offsets(container)).toEqual(['translateY(0px)', 'translateY(100px)', 'translateY(200px)']);
  });

  it('places the rows of a list the browser draws itself by their measured heights from its first paint', () => {
    vi.spyOn(Element.prototype, 'getBoundingClientRect').mockReturnValue({ height: 100, top: 0 } as DOMRect);
    const { container } = render(<Matches />);
    expect(offsets(container)).toEqual(['translateY(0px)', 'translateY(100px)', 'translateY(200px)']);
  });
});
