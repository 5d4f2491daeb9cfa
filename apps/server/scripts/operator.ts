/**
 * Operators from the command line (`npm run operator -- add <email> --role <role>`): creates one and
 * prints their one-time password, good for the first sign-in, where they enrol two-factor and
 * choose their own. There are no default credentials. Uses the database of the environment, as
 * audit-verify.ts does (the embedded one only while no server holds it).
 */
import { OPERATOR_ROLES, type OperatorRole } from '@meridian/contract/operators';
import { loadConfig } from '../src/config.js';
import { openDatabase } from '../src/db/database.js';
import { migrate } from '../src/db/migrate.js';
import { OperatorsService } from '../src/modules/operators/operators.service.js';
import { AppError } from '../src/platform/errors.js';
import { RateLimiter } from '../src/platform/rate-limit.js';
import { TokenSigner } from '../src/platform/tokens.js';

const USAGE = `usage: npm run operator -- add <email> --role <${OPERATOR_ROLES.join('|')}>`;

function parse(args: string[]): { email: string; role: OperatorRole } | null {
  const [command, email, ...rest] = args;
  const flag = rest.indexOf('--role');
  const role = flag >= 0 ? rest[flag + 1] : undefined;
  if (command !== 'add' || !email || !/^[^@\s]+@[^@\s]+$/.test(email)) return null;
  if (!role || !(OPERATOR_ROLES as readonly string[]).includes(role)) return null;
  return { email: email.toLowerCase(), role: role as OperatorRole };
}

const input = parse(process.argv.slice(2));
if (!input) {
  console.error(USAGE);
  process.exit(2);
}
const config = loadConfig();
const database = await openDatabase(config, { schema: config.databaseSchema });
try {
  await migrate(database.db);
  // Nothing is signed here: the signers only satisfy the service.
  const unused = new TokenSigner('x'.repeat(32));
  const operators = new OperatorsService({
    db: database.db,
    limiter: new RateLimiter(database.db, config.rateLimits),
    tokens: unused,
    challenges: unused,
  });
  const created = await operators.create(null, { ...input, reason: 'added from the command line' }, null);
  console.log(`Operator ${created.operator.email} (${created.operator.role}) created, id ${created.operator.id}.`);
  console.log(`One-time password: ${created.one_time_password}`);
  console.log('It works for one sign-in, where two-factor is enrolled and a password of their own is set.');
} catch (error) {
  if (error instanceof AppError) {
    console.error(error.message);
    process.exitCode = 1;
  } else throw error;
} finally {
  await database.close();
}
