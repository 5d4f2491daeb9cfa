import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { SourceSwitch } from './source-switch';

function renderSwitch(node: React.ReactNode) {
  return render(<MemoryRouter>{node}</MemoryRouter>);
}

describe('SourceSwitch', () => {
  it('marks the page of the open source as the current page', () => {
    renderSwitch(<SourceSwitch source="live" />);
    expect(screen.getByRole('link', { name: 'Live' }).getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('link', { name: 'Upcoming' }).getAttribute('aria-current')).toBeNull();
  });

  it('off the list pages marks the source whose sports the sidebar lists, not as the page', () => {
    renderSwitch(<SourceSwitch source={null} shown="line" />);
    const upcoming = screen.getByRole('link', { name: 'Upcoming' });
    expect(upcoming.getAttribute('aria-current')).toBe('true');
    expect(upcoming.className).toMatch(/current/);
    expect(screen.getByRole('link', { name: 'Live' }).getAttribute('aria-current')).toBeNull();
  });
});
