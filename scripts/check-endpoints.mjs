/**
 * Every /api/v1 call is declared once, in packages/contract/src/endpoints: `npm run lint` runs this
 * check, which fails on
 * - a route the server registers by hand (`app.get('/x', …)`, `app.route({ url, … })`) instead of
 *   through `route(app, endpoint, handler)` (apps/server/src/platform/endpoint.ts), unless it is one
 *   of the routes outside the API listed below;
 * - a web call that bypasses the typed client (`apiRequest` outside apps/web/src/shared/api), names
 *   its answer's type (`callApi<T>(…)`) or casts its answer (`callApi(…) as T`, `<T>callApi(…)`).
 * Test files are not checked: they may call the transport with made-up paths. An argument names
 * another root to check (the tests give it a small tree).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

const root = process.argv[2] ? resolve(process.argv[2]) : fileURLToPath(new URL('../', import.meta.url));

/** Routes outside /api/v1 (development helpers, media, SEO files) or not HTTP calls of it, as written, by file. */
const OUTSIDE_THE_API = {
  'apps/server/src/platform/endpoint.ts': ['ROUTE'], // the registration of declared endpoints itself
  'apps/server/src/modules/catalog/crest.routes.ts': ["GET '/media/teams/:file'"],
  'apps/server/src/modules/seo/seo.routes.ts': ["GET '/robots.txt'", "GET '/sitemap.xml'"],
  'apps/server/src/modules/messages/messages.routes.ts': ["GET '/dev/inbox.json'", "GET '/dev/inbox'"],
  // Development routes (`POST /dev/…`, DEV_FEED=true), each registered through devPost().
  'apps/server/src/platform/dev-route.ts': ['ROUTE'],
  // The operators' app (apps/backoffice): its page below /backoffice/.
  'apps/server/src/platform/backoffice-static.ts': ["GET '/backoffice'", 'GET BACKOFFICE_PATH', 'GET BELOW_BACKOFFICE'],
  // The Prometheus figures (METRICS_TOKEN); the listener of METRICS_PORT is not Fastify's.
  'apps/server/src/platform/metrics-exposure.ts': ['GET METRICS_PATH'],
  // The socket's upgrade; its frames are declared in packages/contract/src/realtime.ts.
  'apps/server/src/modules/realtime/realtime.routes.ts': ['GET WS_PATH.slice(API_BASE.length)'],
};

const ROUTE_METHODS = new Set(['get', 'post', 'put', 'delete', 'patch', 'head', 'options', 'all']);
const WEB_CLIENT = ['apps/web/src/shared/api/api-client.ts', 'apps/web/src/shared/api/call-api.ts'];

function sourceFiles(dir) {
  return readdirSync(join(root, dir), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name))
    .map((entry) => relative(root, join(entry.parentPath, entry.name)));
}

function parse(file) {
  const text = readFileSync(join(root, file), 'utf8');
  const kind = file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  return ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, kind);
}

function walk(node, visit) {
  visit(node);
  ts.forEachChild(node, (child) => walk(child, visit));
}

const problems = [];
const report = (source, node, message) => {
  const { line } = source.getLineAndCharacterOfPosition(node.getStart(source));
  problems.push(`${source.fileName}:${line + 1}: ${message}`);
};

/** A route registered by hand: `x.get('/path', …)` or `x.get(path, options, handler)`, or `x.route({ url })`. */
function handRoute(call, source) {
  if (!ts.isPropertyAccessExpression(call.expression)) return null;
  const name = call.expression.name.text;
  const [first, second] = call.arguments;
  if (name === 'route' && first && ts.isObjectLiteralExpression(first)) {
    const keys = first.properties.map((property) => property.name?.getText(source));
    return keys.includes('url') && keys.includes('method') ? 'ROUTE' : null;
  }
  if (!ROUTE_METHODS.has(name) || !first) return null;
  const literal = ts.isStringLiteralLike(first) || ts.isTemplateExpression(first);
  const pathLike = literal && first.getText(source).slice(1).startsWith('/');
  const last = call.arguments.at(-1);
  const handlerLike =
    call.arguments.length >= 2 &&
    second !== undefined &&
    ts.isObjectLiteralExpression(second) &&
    (ts.isArrowFunction(last) || ts.isFunctionExpression(last) || ts.isIdentifier(last));
  if (!pathLike && !(handlerLike && !literal)) return null;
  return `${name.toUpperCase()} ${first.getText(source)}`;
}

for (const file of sourceFiles('apps/server/src')) {
  const source = parse(file);
  const allowed = OUTSIDE_THE_API[file] ?? [];
  walk(source, (node) => {
    if (!ts.isCallExpression(node)) return;
    const found = handRoute(node, source);
    if (found && !allowed.includes(found)) {
      report(
        source,
        node,
        `${found} is registered by hand: declare it in packages/contract/src/endpoints and register it with route()`,
      );
    }
  });
}

const isCallApi = (node) =>
  ts.isCallExpression(node) && ts.isIdentifier(node.expression) && node.expression.text === 'callApi';

/** Whether an expression reads a callApi answer, not looking into nested functions. */
function readsCallApi(node) {
  if (isCallApi(node)) return true;
  if (ts.isFunctionLike(node)) return false;
  return ts.forEachChild(node, readsCallApi) ?? false;
}

for (const file of sourceFiles('apps/web/src')) {
  const source = parse(file);
  walk(source, (node) => {
    if (ts.isImportDeclaration(node) && !WEB_CLIENT.includes(file)) {
      const names = node.importClause?.namedBindings;
      if (names && ts.isNamedImports(names) && names.elements.some((element) => element.name.text === 'apiRequest')) {
        report(
          source,
          node,
          "apiRequest is the client's transport: call a declared endpoint with callApi('METHOD /path', …)",
        );
      }
    }
    if (isCallApi(node) && node.typeArguments?.length) {
      report(source, node, 'callApi takes no type argument: the answer is typed by the endpoint declaration');
    }
    if ((ts.isAsExpression(node) || ts.isTypeAssertionExpression(node)) && readsCallApi(node.expression)) {
      const type = node.type.getText(source);
      if (type !== 'const')
        report(source, node, `the answer of callApi is cast (${type}): fix the declaration instead`);
    }
  });
}

if (problems.length > 0) {
  console.error(problems.join('\n'));
  console.error(`\n${problems.length} endpoint problem(s): see scripts/check-endpoints.mjs`);
  process.exitCode = 1;
} else {
  console.log('Endpoints: every route and web call goes through the contract’s declarations.');
}
