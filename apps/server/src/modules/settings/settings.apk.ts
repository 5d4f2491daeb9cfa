import { existsSync } from 'node:fs';
import { join } from 'node:path';

export interface ApkLinks {
  signed: string;
  unsigned: string;
}

const LOCAL_PREFIX = '/downloads/';

/**
 * The Android download links worth offering: a link to this server's `/downloads/` whose file is not
 * in `DATA_DIR/downloads` would answer 404, so it is answered empty and the web app offers the
 * installable web app instead. Links elsewhere (a CDN, a store) are the operator's to keep alive.
 */
export function availableApkLinks(links: ApkLinks, dataDir: string): ApkLinks {
  const check = (link: string): string => {
    if (!link.startsWith(LOCAL_PREFIX)) return link;
    const name = decodeURIComponent(link.slice(LOCAL_PREFIX.length).split(/[?#]/, 1)[0] ?? '');
    if (!name || name.split('/').includes('..')) return '';
    return existsSync(join(dataDir, 'downloads', name)) ? link : '';
  };
  return { signed: check(links.signed), unsigned: check(links.unsigned) };
}
