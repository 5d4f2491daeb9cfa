import { render, screen } from '@testing-library/react';
import { Component as PreactComponent } from 'preact';
import { Component, useId } from 'react';
import { Link, MemoryRouter } from 'react-router';
import { expect, it } from 'vitest';

function Labelled() {
  const id = useId();
  return (
    <>
      <label htmlFor={id}>Stake</label>
      <input id={id} />
      <Link to="/live">Live</Link>
    </>
  );
}

// The tests must exercise the runtime the build ships (vite.config.ts aliases `react` to Preact's
// compatibility layer); a library that reached React itself would fail with "Invalid hook call".
it('runs the app, its libraries and Testing Library on Preact, as the build does', () => {
  expect(Component).toBe(PreactComponent);
  render(
    <MemoryRouter>
      <Labelled />
    </MemoryRouter>,
  );
  expect(screen.getByLabelText('Stake').tagName).toBe('INPUT');
  expect(screen.getByRole('link', { name: 'Live' }).getAttribute('href')).toBe('/live');
});
