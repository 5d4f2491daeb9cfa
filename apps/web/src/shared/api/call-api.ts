import { type AnswerOf, type HttpMethod, type InputOf, pathOf } from '@meridian/contract/endpoint';
import type { DeclaredKey, EndpointOf } from '@meridian/contract/endpoints/all';
import { type ApiRequest, apiRequest } from './api-client';

/** How to send a call, beside what the contract declares (its params, query and body). */
export type CallOptions = Omit<ApiRequest, 'method' | 'query' | 'body'>;
type CallInput<K extends DeclaredKey> = InputOf<EndpointOf<K>> & CallOptions;
/** The input may be left out when the endpoint needs none. */
type CallArgs<K extends DeclaredKey> = object extends CallInput<K> ? [input?: CallInput<K>] : [input: CallInput<K>];

/**
 * Calls a declared `/api/v1` endpoint by its key (`GET /settings`) and answers its payload, typed by
 * the contract's declaration. Only types are read from the contract, so no schema reaches the bundle.
 */
export function callApi<K extends DeclaredKey>(key: K, ...[input]: CallArgs<K>): Promise<AnswerOf<EndpointOf<K>>> {
  const space = key.indexOf(' ');
  const method = key.slice(0, space) as HttpMethod;
  const { params, query, body, ...options } = (input ?? {}) as CallInput<K>;
  return apiRequest<AnswerOf<EndpointOf<K>>>(pathOf(key.slice(space + 1), params), {
    ...options,
    method,
    query: query as ApiRequest['query'],
    body,
  });
}
