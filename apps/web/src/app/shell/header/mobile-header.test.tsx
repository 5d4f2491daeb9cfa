import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useAuthStore } from '../../../shared/session/auth.store';
import { stubFetch } from '../../../test/fetch-stub';
import { lazyScreenWait, renderApp } from '../../../test/render-app';

describe('MobileHeader', () => {
  it('opens a fresh search from the search icon', async () => {
    useAuthStore.getState().setTokens(null);
    stubFetch({});
    renderApp('/results', { formFactor: 'mobile' });
    const search = within(screen.getByRole('banner')).getByRole('link', { name: 'Search' });
    expect(search.getAttribute('href')).toBe('/search?clear=true');
    fireEvent.click(search);
    expect(screen.getByTestId('location').textContent).toBe('/search?clear=true');
    // The search screen is imported on first render; the test ends once it is on screen.
    expect(await screen.findByRole('searchbox', {}, lazyScreenWait)).toBeTruthy();
  });
});
