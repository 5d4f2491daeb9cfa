import { textProblems } from '@meridian/contract/locales/text-check';
import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '../../../shared/i18n/i18n';
import { SUPPORT_TEXTS, useSupportText } from './support-texts';

describe('support chat texts', () => {
  afterEach(async () => {
    await act(() => i18n.changeLanguage('en'));
  });

  it('match English key for key, mark for mark, in every language', () => {
    expect(textProblems(SUPPORT_TEXTS)).toEqual([]);
  });

  it('speak the page’s language, with English for a language that has none', async () => {
    const { result } = renderHook(() => useSupportText());
    expect(result.current('support.composer.send')).toBe('Send');
    await act(() => i18n.changeLanguage('ru'));
    expect(result.current('support.composer.send')).toBe('Отправить');
    expect(result.current('support.composer.counter', { count: 5 })).toBe('Осталось символов: 5');
    await act(() => i18n.changeLanguage('de'));
    expect(result.current('support.retry')).toBe('Retry');
  });
});
