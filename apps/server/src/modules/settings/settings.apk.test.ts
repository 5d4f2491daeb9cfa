import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { availableApkLinks } from './settings.apk.js';

function dataDirWith(...files: string[]): string {
  const dir = mkdtempSync(join(tmpdir(), 'meridian-apk-'));
  mkdirSync(join(dir, 'downloads'));
  for (const file of files) writeFileSync(join(dir, 'downloads', file), 'apk');
  return dir;
}

const links = {
  signed: '/downloads/meridian-android.apk?click_id={click_id}',
  unsigned: '/downloads/meridian-android-unsigned.apk?click_id={click_id}',
};

describe('availableApkLinks', () => {
  it('keeps a local link whose package is in DATA_DIR/downloads', () => {
    expect(availableApkLinks(links, dataDirWith('meridian-android.apk'))).toEqual({
      signed: links.signed,
      unsigned: '',
    });
  });

  it('answers no link when no package was placed, rather than one that answers 404', () => {
    expect(availableApkLinks(links, dataDirWith())).toEqual({ signed: '', unsigned: '' });
    expect(availableApkLinks(links, join(tmpdir(), 'meridian-apk-missing'))).toEqual({ signed: '', unsigned: '' });
  });

  it('keeps links to other hosts as the operator set them', () => {
    const remote = { signed: 'https://cdn.example.com/app.apk?c={click_id}', unsigned: '' };
    expect(availableApkLinks(remote, dataDirWith())).toEqual(remote);
  });

  it('never looks outside the downloads folder', () => {
    writeFileSync(join(tmpdir(), 'meridian-outside.apk'), 'x');
    const escaping = { signed: '/downloads/../../meridian-outside.apk', unsigned: '/downloads/%2e%2e/x.apk' };
    expect(availableApkLinks(escaping, dataDirWith())).toEqual({ signed: '', unsigned: '' });
  });
});
