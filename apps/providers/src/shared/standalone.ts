/**
 * A built-in provider as a service of its own: its own Fastify server, its own database (PostgreSQL,
 * or PGlite in a folder), its scheduled work on its own job table, and the operator reached over
 * the network. The provider mounts on it through the same public entry a host uses.
 */
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { checkSchemaName } from './migrations.js';
import { ProviderJobs } from './provider-jobs.js';
import type { SqlRunner } from './sql.js';
import { openStudioDatabase } from './studio-database.js';

export interface StandaloneOptions {
  /** The provider's own database: PostgreSQL at `databaseUrl`, else PGlite in `dataDir`. */
  databaseUrl?: string;
  dataDir: string;
  /** The schema of its tables in that database. */
  schema: string;
  /** How often due jobs are looked for (milliseconds). */
  pollMs?: number;
  logger?: FastifyServerOptions['logger'];
}

export interface Standalone<T> {
  app: FastifyInstance;
  provider: T;
  /** The provider's scheduled work; it runs once the server listens. */
  jobs: ProviderJobs;
}

/**
 * Builds the server: `mount` registers the provider on it and names its scheduled work. The jobs
 * start once the server is ready and stop before it closes; the database closes with it.
 */
export async function buildStandalone<T>(
  options: StandaloneOptions,
  mount: (app: FastifyInstance, context: { sql: SqlRunner; schema: string; jobs: ProviderJobs }) => Promise<T>,
): Promise<Standalone<T>> {
  const schema = checkSchemaName(options.schema);
  const app = Fastify({ logger: options.logger ?? false, trustProxy: true });
  const database = await openStudioDatabase({
    dataDir: options.dataDir,
    ...(options.databaseUrl ? { url: options.databaseUrl } : {}),
  });
  app.addHook('onClose', async () => database.close());
  const jobs = new ProviderJobs(database.sql, schema, (err, job) => app.log.error({ err }, `job ${job} failed`));
  const provider = await mount(app, { sql: database.sql, schema, jobs });
  app.get('/health', async () => ({ status: 'ok' }));
  app.addHook('onReady', async () => jobs.start(options.pollMs));
  app.addHook('preClose', async () => jobs.stop());
  return { app, provider, jobs };
}

/** What every provider's start-alone entry reads from the environment, under its prefix (`CASHIER`, `KYC`, …). */
export interface StandaloneEnv {
  port: number;
  host: string;
  secret: string;
  operatorUrl: string;
  publicUrl: string;
  operatorSites: string[];
  databaseUrl: string | undefined;
  dataDir: string;
  schema: string | undefined;
  logLevel: string;
}

/** Reads a provider's settings (docs/api.md); a wrong one stops the start with a line saying which. */
export function standaloneEnv(
  prefix: string,
  defaults: { port: number; dataDir: string; secretVar?: string },
  env: NodeJS.ProcessEnv = process.env,
): StandaloneEnv | { error: string } {
  const port = Number(env[`${prefix}_PORT`] ?? defaults.port);
  if (!Number.isInteger(port) || port < 0 || port > 65_535) return { error: `${prefix}_PORT must be a port number.` };
  const secretVar = defaults.secretVar ?? `${prefix}_SECRET`;
  const secret = env[secretVar] ?? '';
  if (secret.length < 32) return { error: `${secretVar} must be set to the operator’s key (at least 32 characters).` };
  const operatorUrl = env.OPERATOR_URL ?? 'http://127.0.0.1:8080';
  const publicUrl = env[`${prefix}_PUBLIC_URL`] ?? `http://localhost:${port}`;
  for (const [name, value] of [
    ['OPERATOR_URL', operatorUrl],
    [`${prefix}_PUBLIC_URL`, publicUrl],
  ] as const) {
    if (!URL.canParse(value)) return { error: `${name} must be an address such as http://127.0.0.1:8080.` };
  }
  const sites = (env.OPERATOR_SITES ?? new URL(operatorUrl).origin)
    .split(',')
    .map((site) => site.trim())
    .filter(Boolean);
  if (sites.some((site) => !URL.canParse(site)))
    return { error: 'OPERATOR_SITES must be addresses separated by commas.' };
  return {
    port,
    host: env.HOST ?? '0.0.0.0',
    secret,
    operatorUrl,
    publicUrl,
    operatorSites: sites.map((site) => new URL(site).origin),
    databaseUrl: env[`${prefix}_DATABASE_URL`],
    dataDir: env[`${prefix}_DATA_DIR`] ?? defaults.dataDir,
    schema: env[`${prefix}_SCHEMA`],
    logLevel: env.LOG_LEVEL ?? 'info',
  };
}

/** Listens, logs where, and closes on SIGINT or SIGTERM (the jobs stop, the database closes). */
export async function serveStandalone(
  app: FastifyInstance,
  settings: Pick<StandaloneEnv, 'host' | 'port' | 'publicUrl' | 'operatorUrl'>,
  what: string,
): Promise<void> {
  const close = async (signal: string) => {
    app.log.info({ signal }, 'shutting down');
    await app.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void close('SIGINT'));
  process.once('SIGTERM', () => void close('SIGTERM'));
  await app.listen({ host: settings.host, port: settings.port });
  app.log.info(`${what} on ${settings.publicUrl}, calling the operator at ${settings.operatorUrl}`);
}
