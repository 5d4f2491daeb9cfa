import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { preferenceCookies, readCookie, writeCookie } from '../browser/cookies';
import { page } from '../browser/page';
import { type PageContext, setPageContext } from '../browser/page-context';
import { FormFactorProvider, initialFormFactor, useFormFactor } from './form-factor';

function Probe() {
  return <p>{useFormFactor()}</p>;
}

function resizeTo(width: number) {
  window.innerWidth = width;
  window.dispatchEvent(new Event('resize'));
}

// The DOM outlives the file (setup.ts): the layout cookie must not.
afterEach(() => writeCookie(preferenceCookies.layout, '', 0));

describe('FormFactorProvider', () => {
  it('uses the mobile layout below 1024 px and the desktop layout from 1024 px', () => {
    window.innerWidth = 1023;
    const { unmount } = render(
      <FormFactorProvider>
        <Probe />
      </FormFactorProvider>,
    );
    expect(screen.getByText('mobile')).toBeTruthy();
    unmount();
    window.innerWidth = 1024;
    render(
      <FormFactorProvider>
        <Probe />
      </FormFactorProvider>,
    );
    expect(screen.getByText('desktop')).toBeTruthy();
  });

  it('reloads the page 300 ms after the window crosses the breakpoint, not before', () => {
    vi.useFakeTimers();
    const reload = vi.spyOn(page, 'reload').mockImplementation(() => undefined);
    window.innerWidth = 1280;
    render(
      <FormFactorProvider>
        <Probe />
      </FormFactorProvider>,
    );
    act(() => resizeTo(1100));
    act(() => vi.advanceTimersByTime(1000));
    expect(reload).not.toHaveBeenCalled();
    act(() => resizeTo(800));
    act(() => vi.advanceTimersByTime(299));
    expect(reload).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(reload).toHaveBeenCalledTimes(1);
    expect(screen.getByText('desktop')).toBeTruthy();
  });

  it('writes the layout it reloads into where the server reads it', () => {
    vi.useFakeTimers();
    vi.spyOn(page, 'reload').mockImplementation(() => undefined);
    window.innerWidth = 1280;
    render(
      <FormFactorProvider>
        <Probe />
      </FormFactorProvider>,
    );
    act(() => resizeTo(800));
    act(() => vi.advanceTimersByTime(300));
    expect(readCookie('meridian.layout')).toBe('mobile');
  });
});

describe('FormFactorProvider on a page the server rendered', () => {
  const renderedFor = (layout: PageContext['layout']) =>
    setPageContext({
      layout,
      theme: 'dark',
      language: 'en',
      timezone: 'UTC',
      renderedAt: Date.now(),
      host: 'localhost',
      appBanner: false,
      path: '/',
    });

  afterEach(() => setPageContext(null));

  it('names the starting layout without asking the window for its width (a layout of the whole page)', () => {
    renderedFor('mobile');
    const width = vi.spyOn(window, 'innerWidth', 'get');
    expect(initialFormFactor()).toBe('mobile');
    expect(width).not.toHaveBeenCalled();
    width.mockRestore();
  });

  it("starts in the server's layout and stays when the window agrees", () => {
    const reload = vi.spyOn(page, 'reload').mockImplementation(() => undefined);
    renderedFor('mobile');
    window.innerWidth = 390;
    render(
      <FormFactorProvider>
        <Probe />
      </FormFactorProvider>,
    );
    expect(screen.getByText('mobile')).toBeTruthy();
    expect(reload).not.toHaveBeenCalled();
  });

  it("reloads into the window's layout when the server guessed the other, once per layout in a tab", () => {
    const reload = vi.spyOn(page, 'reload').mockImplementation(() => undefined);
    renderedFor('mobile');
    window.innerWidth = 1280;
    const first = render(
      <FormFactorProvider>
        <Probe />
      </FormFactorProvider>,
    );
    // Hydration draws the server's layout; the reload brings the window's.
    expect(screen.getByText('mobile')).toBeTruthy();
    expect(reload).toHaveBeenCalledTimes(1);
    expect(readCookie('meridian.layout')).toBe('desktop');
    first.unmount();
    // The server rendered the other layout again: no second reload, the page stays usable.
    render(
      <FormFactorProvider>
        <Probe />
      </FormFactorProvider>,
    );
    expect(reload).toHaveBeenCalledTimes(1);
  });
});
