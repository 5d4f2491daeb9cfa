import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { RadioGroup } from './radio-group';

const classNames = { group: 'group', legend: 'legend', option: 'option' };
const options = [
  { value: 6, label: '6 months' },
  { value: 12, label: '1 year' },
];

describe('RadioGroup', () => {
  it('names the radios as one group by its legend and checks the value', () => {
    render(<RadioGroup legend="Length" options={options} value={12} onChange={vi.fn()} classNames={classNames} />);
    const group = screen.getByRole('group', { name: 'Length' });
    const [six, year] = screen.getAllByRole<HTMLInputElement>('radio');
    expect(group.className).toBe('group');
    expect(six?.name).toBe(year?.name);
    expect(six?.checked).toBe(false);
    expect(screen.getByRole<HTMLInputElement>('radio', { name: '1 year' }).checked).toBe(true);
  });

  it('checks none while the value is null, and answers a click with the option', () => {
    const onChange = vi.fn();
    render(<RadioGroup legend="Length" options={options} value={null} onChange={onChange} classNames={classNames} />);
    expect(screen.getAllByRole<HTMLInputElement>('radio').some((radio) => radio.checked)).toBe(false);
    fireEvent.click(screen.getByRole('radio', { name: '6 months' }));
    expect(onChange).toHaveBeenCalledWith(6);
  });
});
