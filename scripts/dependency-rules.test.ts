import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { cruise, type IForbiddenRuleType, type IViolation } from 'dependency-cruiser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const config = createRequire(import.meta.url)('../.dependency-cruiser.cjs') as {
  forbidden: IForbiddenRuleType[];
  options: Record<string, unknown>;
};

/** A small tree laid out like the repository, one import per case. */
const files: Record<string, string> = {
  'node_modules/zod/package.json': '{ "name": "zod", "main": "index.js" }',
  'node_modules/zod/index.js': 'export const z = {};',
  'node_modules/react/package.json': '{ "name": "react", "main": "index.js" }',
  'node_modules/react/index.js': 'export const useState = () => {};',

  'apps/web/src/shared/session/auth.store.ts': 'export const store = 1;',
  'apps/web/src/shared/bad-shared.ts': "import { page } from '../features/sports/sports-page';\nexport const x = page;",
  'apps/web/src/features/sports/sports-page.ts':
    "import { store } from '../../shared/session/auth.store';\nimport { own } from './sports-own';\nexport const page = store + own;",
  'apps/web/src/features/sports/sports-own.ts': 'export const own = 1;',
  'apps/web/src/features/betslip/slip.ts': "import { page } from '../sports/sports-page';\nexport const slip = page;",
  'apps/web/src/features/betslip/uses-app.ts': "import { shell } from '../../app/shell';\nexport const y = shell;",
  'apps/web/src/app/shell.ts': "import { page } from '../features/sports/sports-page';\nexport const shell = page;",
  'apps/web/src/features/top/cycle-a.ts': "import { b } from './cycle-b';\nexport const a = () => b;",
  'apps/web/src/features/top/cycle-b.ts': "import { a } from './cycle-a';\nexport const b = () => a;",

  'apps/server/src/modules/users/users.repository.ts': 'export class UsersRepository {}',
  'apps/server/src/modules/users/users.service.ts':
    "import { UsersRepository } from './users.repository.js';\nexport class UsersService { r = UsersRepository; }",
  'apps/server/src/modules/profile/profile.service.ts':
    "import { UsersService } from '../users/users.service.js';\nexport const s = UsersService;",
  'apps/server/src/modules/profile/profile.reach.ts':
    "import { UsersRepository } from '../users/users.repository.js';\nexport const r = UsersRepository;",
  'apps/server/src/db/stored-matches.query.ts': 'export const storedMatches = 1;',
  'apps/server/src/modules/bets/bets.repository.ts':
    "import { storedMatches } from '../../db/stored-matches.query.js';\nexport const b = storedMatches;",
  'apps/server/src/platform/auth.ts':
    "import { UsersService } from '../modules/users/users.service.js';\nexport const a = UsersService;",
  'apps/server/src/platform/web.ts': "import { shell } from '../../../web/src/app/shell';\nexport const w = shell;",
  'apps/server/src/modules/payments/cashier.mount.ts':
    "import { mount } from '../../../../providers/src/cashier/cashier.entry.js';\nexport const m = mount;",
  'apps/server/src/modules/payments/cashier.reach.ts':
    "import { Store } from '../../../../providers/src/cashier/cashier.store.js';\nexport const s = Store;",
  'apps/providers/src/cashier/cashier.store.ts': 'export class Store {}',
  'apps/providers/src/cashier/cashier.entry.ts':
    "import { Store } from './cashier.store.js';\nexport const mount = Store;",
  'apps/providers/src/cashier/cashier.reach.ts':
    "import { UsersService } from '../../../server/src/modules/users/users.service.js';\nexport const u = UsersService;",

  'packages/contract/src/money.ts': "import { z } from 'zod';\nexport const money = z;",
  'packages/contract/src/bets.ts': "import { money } from './money.js';\nexport const bets = money;",
  'packages/contract/src/react.ts': "import { useState } from 'react';\nexport const r = useState;",
  'packages/feed/src/odds.ts': "import { money } from '../../contract/src/money.js';\nexport const odds = money;",
  'packages/feed/src/zod.ts': "import { z } from 'zod';\nexport const feedZ = z;",
};

let root = '';
let violations: IViolation[] = [];

/** The rules broken by imports from `from`, by rule name. */
function brokenFrom(from: string): string[] {
  return violations.filter((violation) => violation.from === from).map((violation) => violation.rule.name);
}

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'dependency-rules-'));
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  }
  const { cache: _cache, ...options } = config.options;
  const result = await cruise(['apps', 'packages'], {
    ...options,
    baseDir: root,
    validate: true,
    ruleSet: { forbidden: config.forbidden },
  });
  if (typeof result.output === 'string') throw new Error('expected a cruise result');
  violations = result.output.summary.violations;
});

afterAll(() => {
  if (root) rmSync(root, { recursive: true, force: true });
});

describe('import boundaries (npm run lint)', () => {
  it('lets a feature import shared/ and itself, and the app import features', () => {
    expect(brokenFrom('apps/web/src/features/sports/sports-page.ts')).toEqual([]);
    expect(brokenFrom('apps/web/src/app/shell.ts')).toEqual([]);
  });

  it('refuses a feature importing another feature or the app', () => {
    expect(brokenFrom('apps/web/src/features/betslip/slip.ts')).toEqual(['web-feature-imports-no-other-feature']);
    expect(brokenFrom('apps/web/src/features/betslip/uses-app.ts')).toEqual(['web-feature-imports-no-app']);
  });

  it('refuses shared/ importing a feature', () => {
    expect(brokenFrom('apps/web/src/shared/bad-shared.ts')).toEqual(['web-shared-imports-no-feature']);
  });

  it('refuses import cycles', () => {
    expect(brokenFrom('apps/web/src/features/top/cycle-a.ts')).toContain('no-circular');
  });

  it("lets a server module ask another module's service but not its repository", () => {
    expect(brokenFrom('apps/server/src/modules/profile/profile.service.ts')).toEqual([]);
    expect(brokenFrom('apps/server/src/modules/users/users.service.ts')).toEqual([]);
    expect(brokenFrom('apps/server/src/modules/profile/profile.reach.ts')).toEqual([
      'server-module-imports-no-other-repository',
    ]);
  });

  it('lets a repository build on a query fragment shared in db/', () => {
    expect(brokenFrom('apps/server/src/modules/bets/bets.repository.ts')).toEqual([]);
  });

  it('refuses platform/ importing a module and the server importing the web app', () => {
    expect(brokenFrom('apps/server/src/platform/auth.ts')).toEqual(['server-platform-imports-no-module']);
    expect(brokenFrom('apps/server/src/platform/web.ts')).toEqual(['server-imports-no-web']);
  });

  it("keeps providers apart: the server uses a provider's entry only, a provider never the server", () => {
    expect(brokenFrom('apps/server/src/modules/payments/cashier.mount.ts')).toEqual([]);
    expect(brokenFrom('apps/server/src/modules/payments/cashier.reach.ts')).toEqual([
      'server-imports-provider-entry-only',
    ]);
    expect(brokenFrom('apps/providers/src/cashier/cashier.reach.ts')).toEqual(['providers-import-no-server']);
  });

  it('keeps the contract on zod alone and the feed on the contract alone', () => {
    expect(brokenFrom('packages/contract/src/money.ts')).toEqual([]);
    expect(brokenFrom('packages/contract/src/bets.ts')).toEqual([]);
    expect(brokenFrom('packages/contract/src/react.ts')).toEqual(['contract-imports-only-zod']);
    expect(brokenFrom('packages/feed/src/odds.ts')).toEqual([]);
    expect(brokenFrom('packages/feed/src/zod.ts')).toEqual(['feed-imports-only-contract']);
  });
});

describe('no tolerated violations', () => {
  it('keeps no baseline of known violations: npm run lint fails on every one', () => {
    const root = fileURLToPath(new URL('..', import.meta.url));
    expect(existsSync(join(root, '.dependency-cruiser-known-violations.json'))).toBe(false);
    const scripts = (
      JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { scripts: Record<string, string> }
    ).scripts;
    expect(scripts['lint:deps']).not.toContain('--ignore-known');
  });
});
