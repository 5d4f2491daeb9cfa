import { ADMIN_API_BASE, API_BASE } from '@meridian/contract/constants';
import { apiBaseOf } from '@meridian/contract/endpoint';
import { adminEndpoints } from '@meridian/contract/endpoints/admin-all';
import { endpoints } from '@meridian/contract/endpoints/all';
import { errorCodes, errorEnvelopeSchema, statusOfCode } from '@meridian/contract/envelope';
import { z } from 'zod';

type Security = Array<Record<string, string[]>>;

interface Operation {
  operationId?: string;
  summary?: string;
  tags?: string[];
  security?: Security;
  parameters?: Array<{ in: string; name: string }>;
  requestBody?: unknown;
  responses?: Record<string, unknown>;
}

export interface OpenApiDocument {
  paths?: Record<string, Record<string, Operation>>;
  components?: Record<string, Record<string, unknown> | undefined>;
  tags?: Array<{ name: string; description: string }>;
  [key: string]: unknown;
}

/** The error answers of the envelope, each a reusable response of the document. */
export const ERROR_ANSWERS = {
  401: {
    name: 'Unauthorized',
    description:
      'No valid access token (code Unauthorized), or a player with two-factor on whose session has not passed it (code TwoFactorRequired). Checked before the body is read.',
  },
  403: { name: 'Forbidden', description: 'The caller may not do this (code Forbidden).' },
  404: {
    name: 'NotFound',
    description: 'The resource named in the request does not exist or is not the caller’s (code NotFound).',
  },
  409: { name: 'Conflict', description: 'The state changed under the request (code Conflict).' },
  422: {
    name: 'ValidationError',
    description:
      'Bad input (code ValidationError): `errors` maps each refused field to its messages; a refusal the caller can act on may add `details` (a deposit past a deposit limit: the room left and when it grows).',
  },
  429: {
    name: 'TooManyRequests',
    description:
      'Rate-limited (code TooManyRequests): the `retry-after` header and the message say how many seconds to wait.',
  },
  502: {
    name: 'ProviderUnavailable',
    description: 'A third party (a game provider) could not do what was asked (code ProviderUnavailable).',
  },
} as const;
type ErrorStatus = keyof typeof ERROR_ANSWERS;

/**
 * Answers an operation gives that its shape does not show: 429 of the rate-limited credential and
 * code calls, 409 where the contract says the state can change under the call, 403 and 404 where a
 * rule refuses. Keyed `METHOD path` as the document spells it; a test keeps every key a real operation.
 * A declared endpoint names them in its `errors` (packages/contract/src/endpoints); the rest are listed here.
 */
export const DECLARED_ANSWERS: Record<string, ErrorStatus[]> = {
  ...Object.fromEntries(
    [...endpoints, ...adminEndpoints]
      .filter((endpoint) => endpoint.errors?.length)
      .map((endpoint) => [
        `${endpoint.method} ${apiBaseOf(endpoint)}${endpoint.path}`,
        (endpoint.errors ?? []).map((code) => statusOfCode[code] as ErrorStatus),
      ]),
  ),
  // Off loopback the inbox refuses (it holds sign-in codes).
  'GET /dev/inbox.json': [403],
};

/** The operations whose 200 answer is a file, with its media types, keyed like DECLARED_ANSWERS. */
const FILE_ANSWERS: ReadonlyMap<string, readonly string[]> = new Map(
  [...endpoints, ...adminEndpoints].flatMap((endpoint) =>
    endpoint.file ? [[`${endpoint.method} ${apiBaseOf(endpoint)}${endpoint.path}`, endpoint.file] as const] : [],
  ),
);

/** What each tag groups, listed at the top of the document. */
export const TAG_DESCRIPTIONS: Record<string, string> = {
  ping: 'Connectivity and server time.',
  settings: 'Site settings for the client: geo flags, currency, language, limits.',
  dictionaries: 'Reference data: sports, countries, currencies, timezones.',
  translations: 'Site texts per language.',
  content: 'Text pages and banners.',
  offers: 'Promotions: the list, each article, their categories and tags.',
  auth: 'Sign-up, sign-in, codes, recovery, tokens and the second factor.',
  user: 'The signed-in player: profile, sessions, password, two-factor.',
  wallets: 'The player’s wallets (balance accounts).',
  bonuses: 'The player’s bonus gifts, promo codes and the first-deposit choice.',
  payments: 'The player’s payment token and payment history.',
  'payments (provider)': 'Calls of the payment provider: signed, replay-protected.',
  kyc: 'Identity verification: the widget’s applicant token.',
  'kyc (provider)': 'Calls of the verification provider: signed, idempotent by event id.',
  support: 'The support chat of a player (their session) or a visitor (a token after the bot check).',
  'support (provider)': 'Events of the chat provider: signed, each event id taken once.',
  casino: 'The regular casino: games, providers, categories and launches.',
  'casino wallet (provider)':
    'The seamless wallet game providers call: signed, idempotent by the provider’s transaction uuid.',
  bets: 'The bet slip: odds refresh, placing, sharing, history.',
  events: 'The sports catalog: sports, tournaments, matches, search, results.',
  favorites: 'The player’s favorite matches.',
  dev: 'Development helpers, off in production.',
  'backoffice auth':
    'Operators’ sign-in (/api/admin/v1): password, then a TOTP code (enrolled at the first sign-in); the first admin’s setup.',
  'backoffice operators': 'The back office’s operators and their roles; every call declares the permission it needs.',
  'backoffice audit': 'The operators’ append-only, hash-chained audit trail.',
  'backoffice trading':
    'The trading desk: events and markets with bets, stakes and liability; suspending and resuming over the feed.',
  'backoffice identity':
    'Identity review: the verification provider’s review queue, its applicants’ files and decisions, through its operator API.',
  'backoffice players':
    'The players as operators see them: search, and a player’s profile, money, bets, limits and sessions.',
  'backoffice support':
    'The support inbox: the chat provider’s conversations, replies, assignment and canned answers, with the player’s context.',
};

const METHODS = ['get', 'put', 'post', 'delete', 'patch'];

/** A stable camelCase id from the method and the path: `POST /api/v1/user/account/{id}` → `postUserAccountById`. */
export function operationIdOf(method: string, path: string): string {
  const words = path
    .replace(new RegExp(`^${API_BASE}/`), '/')
    .split('/')
    .filter(Boolean)
    // A parameter is named whole before the words are split, so `{market_id}` reads `ByMarketId`.
    .map((part) => {
      const param = /^\{(\w+)\}$/.exec(part);
      return param ? `by-${param[1]}` : part;
    })
    .flatMap((part) => part.split(/[.\-_]+/))
    .filter(Boolean);
  return [method.toLowerCase(), ...words.map((w) => w.charAt(0).toUpperCase() + w.slice(1))].join('');
}

const requiresCredentials = (security: Security | undefined) =>
  security !== undefined && security.length > 0 && security.every((requirement) => Object.keys(requirement).length > 0);

/**
 * Completes the generated document with what a client needs beyond the shapes: an operationId and
 * explicit security on every operation (none for public calls), the envelope's error answers each
 * operation can give, and the tags with their descriptions.
 */
export function completeDocument(document: OpenApiDocument): OpenApiDocument {
  document.components ??= {};
  const components = document.components;
  components.schemas = { ...components.schemas, ErrorEnvelope: errorEnvelopeJsonSchema() };
  components.responses = { ...components.responses };
  for (const { name, description } of Object.values(ERROR_ANSWERS)) {
    components.responses[name] = {
      description,
      ...(name === 'TooManyRequests'
        ? { headers: { 'retry-after': { description: 'Seconds to wait.', schema: { type: 'integer' } } } }
        : {}),
      content: { 'application/json': { schema: { $ref: '#/components/schemas/ErrorEnvelope' } } },
    };
  }

  const usedTags = new Set<string>();
  for (const [path, methods] of Object.entries(document.paths ?? {})) {
    for (const [method, operation] of Object.entries(methods)) {
      if (!METHODS.includes(method)) continue;
      operation.operationId ??= operationIdOf(method, path);
      operation.security ??= [];
      for (const tag of operation.tags ?? []) usedTags.add(tag);
      const statuses = new Set<ErrorStatus>(DECLARED_ANSWERS[`${method.toUpperCase()} ${path}`]);
      if (requiresCredentials(operation.security)) statuses.add(401);
      if (operation.requestBody || operation.parameters?.length) statuses.add(422);
      if (operation.parameters?.some((parameter) => parameter.in === 'path')) statuses.add(404);
      // The operators' address allow-list refuses before any guard, on every call of their API.
      if (path.startsWith(`${ADMIN_API_BASE}/`)) statuses.add(403);
      operation.responses ??= {};
      const responses = operation.responses;
      const fileTypes = FILE_ANSWERS.get(`${method.toUpperCase()} ${path}`);
      if (fileTypes) {
        responses[200] = {
          description: 'The file’s bytes, in the media type of its `content-type`.',
          content: Object.fromEntries(
            fileTypes.map((type) => [type, { schema: { type: 'string', format: 'binary' } }]),
          ),
        };
      }
      for (const status of [...statuses].sort()) {
        responses[status] ??= { $ref: `#/components/responses/${ERROR_ANSWERS[status].name}` };
      }
    }
  }
  document.tags = [...usedTags].sort().map((name) => ({ name, description: TAG_DESCRIPTIONS[name] ?? name }));
  return document;
}

/** The envelope of an error answer: no payload, and one of the error codes. */
function errorEnvelopeJsonSchema(): Record<string, unknown> {
  const schema = errorEnvelopeSchema.extend({ code: z.enum(errorCodes.filter((code) => code !== 'OK')) });
  const { $schema: _, ...json } = z.toJSONSchema(schema, { target: 'openapi-3.0' }) as Record<string, unknown>;
  return json;
}
