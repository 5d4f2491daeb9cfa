import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { envelope, stubFetch } from '../../../test/fetch-stub';
import { renderApp } from '../../../test/render-app';

describe('TextPage', () => {
  it('shows the page title and its body', async () => {
    stubFetch({
      '/content/pages/aml-policy': {
        list: [
          {
            id: 'aml-policy',
            title: 'AML Policy',
            body: '<h2>Scope</h2><p>We check every <strong>deposit</strong>.</p>',
          },
        ],
      },
    });
    renderApp('/terms/aml-policy');
    expect(await screen.findByRole('heading', { level: 1, name: 'AML Policy' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Scope' })).toBeTruthy();
    expect(screen.getByText('deposit').tagName).toBe('STRONG');
  });

  it('shows a loading skeleton while the page loads', async () => {
    stubFetch({ '/content/pages/kyc-policy': () => new Promise<Response>(() => undefined) });
    renderApp('/terms/kyc-policy');
    expect(await screen.findByRole('status', { name: 'Loading page' })).toBeTruthy();
  });

  it('shows the not-found state for an unknown page', async () => {
    stubFetch({ '/content/pages/nope': () => envelope(null, 404, 'NotFound', 'Page not found') });
    renderApp('/terms/nope');
    expect(await screen.findByRole('heading', { name: 'Oops, Page Not Found' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to Main Page' }).getAttribute('href')).toBe('/');
  });

  it('has a back link on mobile only', async () => {
    stubFetch({ '/content/pages/aml-policy': { list: [{ id: 'aml-policy', title: 'AML Policy', body: '' }] } });
    const desktop = renderApp('/terms/aml-policy');
    await screen.findByRole('heading', { name: 'AML Policy' });
    expect(screen.queryByRole('button', { name: 'Back' })).toBeNull();
    desktop.unmount();
    renderApp('/terms/aml-policy', { formFactor: 'mobile' });
    await screen.findByRole('heading', { name: 'AML Policy' });
    expect(screen.getByRole('button', { name: 'Back' })).toBeTruthy();
  });
});
