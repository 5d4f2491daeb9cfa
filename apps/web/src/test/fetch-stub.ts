import { vi } from 'vitest';

export type Route = (url: URL, init: RequestInit) => Response | Promise<Response> | undefined;
/** A payload answered with 200 inside an envelope. */
type Payload = Record<string, unknown> | unknown[];

export function envelope(payload: unknown, status = 200, code = 'OK', message = '', errors: unknown = null): Response {
  return new Response(JSON.stringify({ payload, errors, message, code }), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

/**
 * Replaces fetch with a router over /api/v1 paths; unmatched calls answer 404 NotFound.
 * Returns the mock so tests can read the calls made.
 */
export function stubFetch(routes: Record<string, Route | Payload>) {
  const mock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), 'http://localhost');
    const path = url.pathname.replace(/^\/api\/v1/, '');
    const route = routes[path];
    if (typeof route === 'function') {
      const answer = await (route as Route)(url, init);
      if (answer) return answer;
    } else if (route !== undefined) {
      return envelope(route);
    }
    return envelope(null, 404, 'NotFound', 'Not found');
  });
  vi.stubGlobal('fetch', mock);
  return mock;
}

/** The query of each call made to an /api/v1 path, in call order. */
export function queryCalls(fetchMock: ReturnType<typeof stubFetch>, path: string): Record<string, string>[] {
  return fetchMock.mock.calls
    .map(([input]) => new URL(String(input), 'http://localhost'))
    .filter((url) => url.pathname === `/api/v1${path}`)
    .map((url) => Object.fromEntries(url.searchParams));
}
