import { act, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { page } from '../browser/page';
import { FormFactorProvider, useFormFactor } from './form-factor';

function Probe() {
  return <p>{useFormFactor()}</p>;
}

function resizeTo(width: number) {
  window.innerWidth = width;
  window.dispatchEvent(new Event('resize'));
}

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
});
