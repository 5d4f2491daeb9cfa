import { describe, expect, it } from 'vitest';
import { apkUrl, randomClickId } from './apk-url';

describe('apkUrl', () => {
  it('fills the click id placeholder of the download link', () => {
    expect(apkUrl('/static/app/meridian.apk?click_id={click_id}', 'abc123')).toBe(
      '/static/app/meridian.apk?click_id=abc123',
    );
  });

  it('uses a fresh random id for each download', () => {
    expect(randomClickId()).toMatch(/^[0-9a-f]{16}$/);
    expect(randomClickId()).not.toBe(randomClickId());
  });
});
