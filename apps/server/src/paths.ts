import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The server package folder, found from this module whether it runs from src/ or the dist/ bundle. */
function findServerRoot(): string {
  let dir = dirname(fileURLToPath(import.meta.url));
  while (!existsSync(join(dir, 'public')) || !existsSync(join(dir, 'package.json'))) {
    const parent = dirname(dir);
    if (parent === dir) throw new Error('cannot find the server package folder');
    dir = parent;
  }
  return dir;
}

const root = findServerRoot();

export const serverPaths = {
  root,
  migrations: join(root, 'src/db/migrations'),
  public: join(root, 'public'),
  pgliteInit: join(root, 'src/db/pglite-init.mjs'),
  webDist: join(root, '../web/dist'),
  backofficeDist: join(root, '../backoffice/dist'),
};
