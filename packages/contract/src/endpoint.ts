import type { z } from 'zod';
import { ADMIN_API_BASE, API_BASE } from './constants.js';
import type { Permission } from './operators.js';

export const HTTP_METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;
export type HttpMethod = (typeof HTTP_METHODS)[number];

/**
 * Who may call. `none`: anyone. A player's session: `full` (second factor passed when it is on),
 * `partial` (second factor not needed), `recovery` (a recovery session), `optional` (read when a
 * valid bearer comes), `token` (a valid access token, its session checked by the call),
 * `playerOrVisitor` (the support chat: a `full` session's bearer, else a visitor's token in
 * `x-support-visitor`; the call answers 401 with neither). A provider:
 * its signature over the raw body, and the player's payment token where the call is made for one.
 * An operator (the `/api/admin/v1` calls only): `operator` (a live operator session whose role
 * grants the endpoint's `permission`), `operatorChallenge` (the short challenge of a right password,
 * for the two-factor step).
 */
export type EndpointSecurity =
  | 'none'
  | 'full'
  | 'partial'
  | 'recovery'
  | 'optional'
  | 'token'
  | 'playerOrVisitor'
  | 'providerSignature'
  | 'providerSignature+paymentToken'
  | 'casinoSignature'
  | 'kycSignature'
  | 'supportChatSignature'
  | 'operator'
  | 'operatorChallenge';

/**
 * The envelope's error answers an endpoint declares beyond those the document derives (openapi-operations.ts):
 * 401 where its security needs a credential, 404 where its path has a parameter, 422 where it reads params, a
 * query or a body, and 403 on every call of the operators' API (the address allow-list comes first).
 */
export type DeclaredError =
  | 'Unauthorized'
  | 'Forbidden'
  | 'NotFound'
  | 'Conflict'
  | 'ValidationError'
  | 'TooManyRequests'
  | 'ProviderUnavailable';

export interface EndpointShape {
  summary: string;
  tags: readonly [string, ...string[]];
  security: EndpointSecurity;
  /** Path parameters, named as `{name}` in the path. */
  params?: z.ZodType;
  query?: z.ZodType;
  /** A JSON body, validated before the handler runs. */
  body?: z.ZodType;
  /** A body the caller signs: read as raw text, its signature checked, then parsed by the handler. */
  signedBody?: z.ZodType;
  /** The envelope's `payload` of a 200 answer. */
  answer: z.ZodType;
  /**
   * A 200 answer that is a file in one of these media types instead of the envelope (`answer` is then
   * `z.never()`); error answers are still envelopes.
   */
  file?: readonly [string, ...string[]];
  errors?: readonly DeclaredError[];
  /** Error answers whose envelope carries a payload the caller acts on, by HTTP status. */
  errorPayloads?: Readonly<Record<number, { payload: z.ZodType; description: string }>>;
  /** The API the call belongs to: the players' (`/api/v1`, the default) or the operators' (`/api/admin/v1`). */
  api?: 'admin';
  /** An operator call's permission (operators.ts): the server refuses every role whose table lacks it. */
  permission?: Permission;
}

export type EndpointKey = `${HttpMethod} /${string}`;

export type Endpoint<K extends EndpointKey = EndpointKey, S extends EndpointShape = EndpointShape> = S & {
  key: K;
  method: K extends `${infer M extends HttpMethod} ${string}` ? M : HttpMethod;
  /** Below the API base (`/api/v1`, or `/api/admin/v1` for `api: 'admin'`), with `{name}` for each path parameter. */
  path: K extends `${HttpMethod} ${infer P}` ? P : string;
};

/** Declares one API call: the server registers it, the client calls it, the document shows it. */
export function defineEndpoint<const K extends EndpointKey, const S extends EndpointShape>(
  key: K,
  shape: S,
): Endpoint<K, S> {
  const [method, path] = key.split(' ') as [HttpMethod, string];
  return { ...shape, key, method, path } as Endpoint<K, S>;
}

/** The endpoints an API's areas declare, each area a module that exports endpoints only. */
export type EndpointsOfAreas<A> = { [N in keyof A]: A[N][keyof A[N]] }[keyof A];

/** Every endpoint of an API's areas, and each by its key (`GET /settings`). */
export function collectEndpoints(areas: Record<string, Record<string, Endpoint>>) {
  const list: readonly Endpoint[] = Object.values(areas).flatMap((area) => Object.values(area));
  const byKey: ReadonlyMap<EndpointKey, Endpoint> = new Map(list.map((endpoint) => [endpoint.key, endpoint]));
  return { list, byKey };
}

/** What an area's endpoints share: their tags, who may call, the errors they declare, and for a group of them
 * also their parameters, body or answer. */
export type AreaDefaults = Partial<Omit<EndpointShape, 'summary'>>;

/**
 * Declares one endpoint of an area: its summary, then what it adds to the area's defaults or departs from
 * (nothing, where the defaults hold all of it). `with` makes a group of the area whose endpoints share more.
 */
export interface AreaEndpoint<D extends AreaDefaults> {
  <const K extends EndpointKey, const S extends Omit<EndpointShape, keyof D | 'summary'> & AreaDefaults>(
    key: K,
    summary: string,
    shape: S,
  ): Endpoint<K, Omit<D, keyof S> & S & EndpointShape>;
  /** An endpoint the group's defaults describe whole, its answer included. */
  <const K extends EndpointKey>(
    key: K,
    summary: string,
  ): D extends { answer: z.ZodType } ? Endpoint<K, D & EndpointShape> : never;
  with<const E extends AreaDefaults>(more: E): AreaEndpoint<Omit<D, keyof E> & E>;
}

/**
 * Declares an area's endpoints with its defaults: `const endpoint = endpointArea({ tags: ['user'],
 * security: 'full' })`, then `endpoint('GET /user/profile', 'The signed-in player', { answer })`.
 */
export function endpointArea<const D extends AreaDefaults>(defaults: D): AreaEndpoint<D> {
  const declare = (key: EndpointKey, summary: string, shape: AreaDefaults = {}) =>
    defineEndpoint(key, { ...defaults, summary, ...shape } as EndpointShape);
  const more = (extra: AreaDefaults) => endpointArea({ ...defaults, ...extra });
  return Object.assign(declare, { with: more }) as unknown as AreaEndpoint<D>;
}

/**
 * An area of the operators' API (`/api/admin/v1`): an operator's session whose role grants each endpoint's
 * `permission`. A permission the caller's role lacks, or an address off the allow-list: 403.
 */
export const operatorArea = (tag: string) => endpointArea({ api: 'admin', tags: [tag], security: 'operator' });

type Parsed<S> = S extends z.ZodType ? z.output<S> : undefined;
type Sent<S> = S extends z.ZodType ? z.input<S> : undefined;

/** What the server's handler reads: the parsed params, query and body. */
export type ParamsOf<E extends EndpointShape> = Parsed<E['params']>;
export type QueryOf<E extends EndpointShape> = Parsed<E['query']>;
export type BodyOf<E extends EndpointShape> = Parsed<E['body']>;
/** The payload as the server hands it to the serializer, and as the client reads it. */
export type AnswerSentOf<E extends EndpointShape> = z.input<E['answer']>;
export type AnswerOf<E extends EndpointShape> = z.output<E['answer']>;

/** A query a client sends: every field may be left out or null (left out of the URL). */
type LooseQuery<Q> = { [K in keyof Q]?: Q[K] | null };

/** What a client passes to call an endpoint: its path parameters, query and body, each when declared. */
export type InputOf<E extends EndpointShape> = (E['params'] extends z.ZodType
  ? { params: Sent<E['params']> }
  : { params?: undefined }) &
  (E['query'] extends z.ZodType ? { query?: LooseQuery<Sent<E['query']>> } : { query?: undefined }) &
  (E['body'] extends z.ZodType
    ? undefined extends Sent<E['body']>
      ? { body?: Sent<E['body']> }
      : { body: Sent<E['body']> }
    : { body?: undefined });

/** The path with its parameters filled in. */
export function pathOf(path: string, params: unknown): string {
  const values = (params ?? {}) as Record<string, unknown>;
  return path.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(String(values[name] ?? '')));
}

/** The base path of an endpoint's API. */
export const apiBaseOf = (endpoint: Pick<EndpointShape, 'api'>): string =>
  endpoint.api === 'admin' ? ADMIN_API_BASE : API_BASE;
