/** One HTTP exchange with a provider's operator API (a game studio, the verification provider). */
export interface ProviderRequest {
  method: 'POST';
  /** A path for an in-process provider, or a full address for a remote one. */
  path: string;
  headers: Record<string, string>;
  body: string;
}
export type ProviderTransport = (request: ProviderRequest) => Promise<{ status: number; body: string }>;

/** A transport over the network, for a provider running elsewhere. */
export function fetchProviderTransport(timeoutMs = 10_000): ProviderTransport {
  return async (request) => {
    const res = await fetch(request.path, {
      method: request.method,
      headers: request.headers,
      body: request.body,
      signal: AbortSignal.timeout(timeoutMs),
    });
    return { status: res.status, body: await res.text() };
  };
}
