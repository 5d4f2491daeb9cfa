import { ru } from '@meridian/contract/locales/ru';
import { act, render, renderHook, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { applyLanguage, i18n } from './i18n';
import { useNamespaceText, useTranslation } from './use-translation';

function SlipSummary({ count }: { count: number }) {
  const { t } = useTranslation();
  return (
    <p>
      {t('betslip.title')}: {t('betslip.selections', { count })}
    </p>
  );
}

/** A server render, as the server entry makes it: the page's language applied, then the tree drawn. */
function renderOnServer(language: string, texts?: Record<string, string>): string {
  applyLanguage(language, texts);
  return renderToString(<SlipSummary count={2} />);
}

afterEach(() => {
  act(() => applyLanguage('en'));
});

describe('useTranslation', () => {
  it('draws the texts of the language applied, and draws them again when the language changes', () => {
    render(<SlipSummary count={5} />);
    expect(screen.getByText('Bet Slip: 5 selections')).toBeTruthy();
    act(() => applyLanguage('ru', ru));
    expect(screen.getByText('Купон: 5 ставок')).toBeTruthy();
    act(() => applyLanguage('en'));
    expect(screen.getByText('Bet Slip: 5 selections')).toBeTruthy();
  });

  it('shows English for a language whose texts could not be fetched', () => {
    render(<SlipSummary count={1} />);
    act(() => applyLanguage('ru'));
    expect(i18n.language).toBe('en');
    expect(screen.getByText('Bet Slip: 1 selection')).toBeTruthy();
  });

  it('gives a new t after a language change, so memos and effects that depend on it run again', () => {
    const { result } = renderHook(() => useTranslation().t);
    const english = result.current;
    act(() => applyLanguage('ru', ru));
    expect(result.current).not.toBe(english);
    expect(result.current('betslip.title')).toBe('Купон');
  });

  it("follows the language in a feature's own namespace", () => {
    i18n.addTexts('en', 'probe', { 'probe.title': 'Probe' });
    i18n.addTexts('ru', 'probe', { 'probe.title': 'Проба' });
    const { result } = renderHook(() => useNamespaceText<'probe.title'>('probe'));
    expect(result.current('probe.title')).toBe('Probe');
    act(() => applyLanguage('ru', ru));
    expect(result.current('probe.title')).toBe('Проба');
  });
});

describe('the server render and the hydration', () => {
  it('writes each page wholly in its own language, one render after another', () => {
    const russian = renderOnServer('ru', ru);
    const english = renderOnServer('en');
    expect(russian).toBe('<p>Купон<!-- -->: <!-- -->2 ставки</p>');
    expect(english).toBe('<p>Bet Slip<!-- -->: <!-- -->2 selections</p>');
  });

  /**
   * A Russian page from the server, hydrated in a browser that started in English (as the app's
   * module does); `beforeHydrating` runs between the two, where main.tsx applies the page's language.
   */
  async function hydrateRussianPage(beforeHydrating: () => void) {
    const html = renderOnServer('ru', ru);
    applyLanguage('en');
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const onRecoverableError = vi.fn();
    beforeHydrating();
    const root = await act(async () => hydrateRoot(container, <SlipSummary count={2} />, { onRecoverableError }));
    const close = () => {
      act(() => root.unmount());
      container.remove();
    };
    return { container, onRecoverableError, close };
  }

  it("hydrates a Russian page in a browser that was in English with the server's words, then follows a change", async () => {
    const page = await hydrateRussianPage(() => applyLanguage('ru', ru));
    expect(page.onRecoverableError).not.toHaveBeenCalled();
    expect(page.container.textContent).toBe('Купон: 2 ставки');
    act(() => applyLanguage('en'));
    expect(page.container.textContent).toBe('Bet Slip: 2 selections');
    page.close();
  });

  it('would not match the HTML if the language were applied after the hydrating render', async () => {
    const page = await hydrateRussianPage(() => {});
    expect(page.onRecoverableError).toHaveBeenCalled();
    expect(page.container.textContent).toBe('Bet Slip: 2 selections');
    page.close();
  });
});
