import { render, screen } from '@testing-library/react';
import { useId, version } from 'react';
import { version as domVersion } from 'react-dom';
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

// The app, its libraries and the tests run React 19 itself: a compatibility runtime put in place of
// `react` or `react-dom` (an alias in the build or the test config) fails here.
it('runs the app, its libraries and Testing Library on React 19', () => {
  expect(version).toMatch(/^19\./);
  expect(domVersion).toBe(version);
  render(
    <MemoryRouter>
      <Labelled />
    </MemoryRouter>,
  );
  const input = screen.getByLabelText('Stake');
  expect(input.tagName).toBe('INPUT');
  // react-dom keeps each element's fiber on the element itself; no other runtime writes it.
  expect(Object.keys(input).some((key) => key.startsWith('__reactFiber$'))).toBe(true);
  expect(screen.getByRole('link', { name: 'Live' }).getAttribute('href')).toBe('/live');
});
