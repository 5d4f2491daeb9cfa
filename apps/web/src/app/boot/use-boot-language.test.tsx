import { QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { createQueryClient } from '../../shared/api/query-client';
import { setPageContext } from '../../shared/browser/page-context';
import { applyLanguage, i18n } from '../../shared/i18n/i18n';
import { useBootLanguage } from './use-boot-language';

function renderBoot(countryLanguage: string) {
  const queryClient = createQueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  return renderHook(() => useBootLanguage(countryLanguage), { wrapper });
}

afterEach(() => {
  setPageContext(null);
  document.documentElement.lang = 'en';
});

describe('the language the app boots in', () => {
  it('marks the page English when it draws English over HTML written in another language', async () => {
    // English already shown (the stored choice), the HTML under it the offline copy of a Russian page.
    applyLanguage('en');
    expect(i18n.language).toBe('en');
    setPageContext(null);
    document.documentElement.lang = 'ru';
    const { result } = renderBoot('en');
    expect(result.current).toBe(true);
    await waitFor(() => expect(document.documentElement.lang).toBe('en'));
  });
});
