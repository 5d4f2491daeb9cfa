import { afterEach, describe, expect, it } from 'vitest';
import { attributionClickId, forgetAttribution, readCookie, rememberAttribution } from './attribution';

describe('rememberAttribution', () => {
  afterEach(forgetAttribution);

  it('keeps btag and click_id of the arrival address in cookies', () => {
    rememberAttribution('?btag=partner-7&click_id=c%2042&sport=1');
    expect(readCookie('btag')).toBe('partner-7');
    expect(readCookie('click_id')).toBe('c 42');
  });

  it('keeps an earlier tag when the next address has none, and lets a newer click replace it', () => {
    rememberAttribution('?btag=first');
    rememberAttribution('?page=2');
    expect(readCookie('btag')).toBe('first');
    rememberAttribution('?btag=second');
    expect(readCookie('btag')).toBe('second');
  });

  it('ignores empty and oversized values', () => {
    rememberAttribution(`?btag=&click_id=${'x'.repeat(129)}`);
    expect(readCookie('btag')).toBeNull();
    expect(readCookie('click_id')).toBeNull();
  });
});

describe('attributionClickId', () => {
  afterEach(forgetAttribution);

  it('prefers the click id, falls back to the tag, and is empty for a direct visitor', () => {
    expect(attributionClickId()).toBe('');
    rememberAttribution('?btag=partner-7');
    expect(attributionClickId()).toBe('partner-7');
    rememberAttribution('?click_id=abc');
    expect(attributionClickId()).toBe('abc');
  });
});
