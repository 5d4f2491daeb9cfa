import { SEARCH_DEBOUNCE_MS } from '@meridian/contract/events';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SearchField } from './search-field';

function renderField(onApply = vi.fn(), value = '') {
  render(<SearchField label="Name" value={value} onApply={onApply} minLength={3} shortHint="Type 3 letters" />);
  return { onApply, box: screen.getByRole('searchbox', { name: 'Name' }) };
}

describe('SearchField', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('starts from the applied text', () => {
    const { box } = renderField(vi.fn(), 'ajax');
    expect((box as HTMLInputElement).value).toBe('ajax');
  });

  it('describes the field with the hint while fewer than minLength trimmed characters are typed', async () => {
    const { box } = renderField();
    expect(screen.queryByText('Type 3 letters')).toBeNull();

    fireEvent.input(box, { target: { value: ' ab ' } });
    const hint = await screen.findByText('Type 3 letters');
    expect(box.getAttribute('aria-describedby')).toBe(hint.id);

    fireEvent.input(box, { target: { value: ' abc ' } });
    await act(async () => undefined);
    expect(screen.queryByText('Type 3 letters')).toBeNull();
    expect(box.getAttribute('aria-describedby')).toBeNull();
  });

  it('applies what is typed once it has rested for the debounce', async () => {
    vi.useFakeTimers();
    const { onApply, box } = renderField();

    fireEvent.input(box, { target: { value: 'ab' } });
    await act(async () => vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS - 100));
    fireEvent.input(box, { target: { value: 'abc' } });
    await act(async () => vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS - 1));
    expect(onApply).not.toHaveBeenCalled();

    await act(async () => vi.advanceTimersByTime(1));
    expect(onApply).toHaveBeenCalledTimes(1);
    expect(onApply).toHaveBeenCalledWith('abc');
  });
});
