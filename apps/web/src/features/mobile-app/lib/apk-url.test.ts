import { describe, expect, it } from 'vitest';
import { apkUrl } from './apk-url';

describe('apkUrl', () => {
  it('fills the click id placeholder of the download link', () => {
    expect(apkUrl('/downloads/meridian.apk?click_id={click_id}', 'abc 123')).toBe(
      '/downloads/meridian.apk?click_id=abc%20123',
    );
  });

  it('leaves no literal placeholder when the visitor has no click id', () => {
    expect(apkUrl('/downloads/meridian.apk?click_id={click_id}', '')).toBe('/downloads/meridian.apk?click_id=');
  });
});
