/** How an API call reaches the server: the browser's fetch, or the server's own router during its render. */
export type ApiTransport = (url: string, init: RequestInit) => Promise<Response>;

let transport: ApiTransport | null = null;

/** The transport in use: the one set for a server render, else the global fetch. */
export function apiTransport(): ApiTransport {
  return transport ?? ((url, init) => fetch(url, init));
}

/** Sets the transport the server's render calls its own API through (null: back to fetch). */
export function setApiTransport(next: ApiTransport | null): void {
  transport = next;
}
