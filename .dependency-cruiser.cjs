/**
 * The import boundaries of the house style, made executable: `npm run lint` runs
 * `depcruise` with this file after biome, so any violation fails the lint step: none is tolerated.
 */

/** One rule per boundary; every rule is an error, so a violation fails `npm run lint`. */
const forbidden = [
  // Web app: shared → features → app, one way.
  {
    name: 'web-shared-imports-no-feature',
    comment: 'apps/web/src/shared is the ground floor of the web app: it imports no feature and not the app.',
    severity: 'error',
    from: { path: '^apps/web/src/shared/' },
    to: { path: '^apps/web/src/(features|app)/' },
  },
  {
    name: 'web-feature-imports-no-other-feature',
    comment:
      'A feature imports only shared/ and itself; what two features need moves to shared/, and only the app ' +
      'puts features together.',
    severity: 'error',
    from: { path: '^apps/web/src/features/([^/]+)/' },
    to: { path: '^apps/web/src/features/', pathNot: '^apps/web/src/features/$1/' },
  },
  {
    name: 'web-feature-imports-no-app',
    comment: 'A feature does not reach up into the app shell (router, layouts, providers).',
    severity: 'error',
    from: { path: '^apps/web/src/features/' },
    to: { path: '^apps/web/src/app/' },
  },
  {
    name: 'no-circular',
    comment: 'Import cycles make the load order fragile and blur which part depends on which.',
    severity: 'error',
    from: {},
    to: { circular: true },
  },
  // Server: platform/ is the ground floor; a module's repository is its own.
  {
    name: 'server-platform-imports-no-module',
    comment: 'apps/server/src/platform is the ground floor of the server: it imports no module.',
    severity: 'error',
    from: { path: '^apps/server/src/platform/' },
    to: { path: '^apps/server/src/modules/' },
  },
  {
    name: 'server-module-imports-no-other-repository',
    comment: "A module's repository is its own: another module asks its service (or imports its types).",
    severity: 'error',
    from: { path: '^apps/server/src/modules/([^/]+)/' },
    to: { path: '^apps/server/src/modules/[^/]+/.+[.]repository[.]ts$', pathNot: '^apps/server/src/modules/$1/' },
  },
  {
    name: 'server-imports-no-web',
    comment: 'The server does not import the web app or the back office.',
    severity: 'error',
    from: { path: '^apps/server/' },
    to: { path: '^apps/(web|backoffice)/' },
  },
  {
    name: 'backoffice-imports-contract-only',
    comment: 'The back office is a client of the operator API: of the project it imports the contract alone.',
    severity: 'error',
    from: { path: '^apps/backoffice/' },
    to: { path: '^(apps|packages)/', pathNot: '^(apps/backoffice|packages/contract)/' },
  },
  // Built-in providers talk to the platform only over their public protocols.
  {
    name: 'providers-import-no-server',
    comment: 'A built-in provider stands in for a third party: it never imports the platform.',
    severity: 'error',
    from: { path: '^apps/providers/' },
    to: { path: '^apps/(server|web)/' },
  },
  {
    name: 'server-imports-provider-entry-only',
    comment:
      'The server mounts a provider through its one public entry (`<provider>.entry.ts`), never its internals, ' +
      'so a real provider can replace it by configuration. Tests and their fixtures may read its internals ' +
      '(a fixture replays a game from its seeds to check what was paid).',
    severity: 'error',
    from: { path: '^apps/server/', pathNot: '[.](test|fixtures)[.]ts$' },
    to: { path: '^apps/providers/src/', pathNot: '^apps/providers/src/([^/]+)/\\1[.]entry[.]ts$' },
  },
  // Packages: the contract depends on zod alone, the feed on the contract alone.
  {
    name: 'contract-imports-only-zod',
    comment: 'packages/contract is the one schema of truth: it depends on zod and itself only.',
    severity: 'error',
    from: { path: '^packages/contract/', pathNot: '[.]test[.]ts$' },
    to: { pathNot: '^(packages/contract/|node_modules/zod/)' },
  },
  {
    name: 'feed-imports-only-contract',
    comment: 'packages/feed is pure and seeded: it depends on the contract and itself only.',
    severity: 'error',
    from: { path: '^packages/feed/', pathNot: '[.]test[.]ts$' },
    to: { pathNot: '^packages/(feed|contract)/' },
  },
  {
    name: 'not-to-unresolvable',
    comment: 'An import the cruiser cannot resolve would slip past every rule above.',
    severity: 'error',
    from: {},
    to: { couldNotResolve: true },
  },
];

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden,
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(dist|dist-server|data|\\.e2e-data|test-results)/' },
    tsPreCompilationDeps: true,
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.d.ts'],
    },
    cache: { folder: 'node_modules/.cache/dependency-cruiser', strategy: 'content' },
    progress: { type: 'none' },
  },
};
