import type { Overview, RotatedSeeds, RoundAnswer } from './studio-types.js';

/** A refused or failed call: `status` 0 when the studio could not be reached at all. */
export class StudioCallError extends Error {
  override name = 'StudioCallError';
  constructor(
    readonly status: number,
    message: string,
    readonly walletStatus: string | null = null,
    /** Which conflict a 409 is: `round_over` (then `answer` holds the round as it ended) or `in_flight`. */
    readonly code: string | null = null,
    readonly answer: RoundAnswer | null = null,
  ) {
    super(message);
  }
}

/** The game page's calls to the studio, same origin, JSON both ways. */
export class StudioApi {
  constructor(
    private readonly base: string,
    private readonly launch: string,
  ) {}

  private async call<T>(method: 'GET' | 'POST' | 'PUT', path: string, body?: unknown): Promise<T> {
    let response: Response;
    try {
      response = await fetch(`${this.base}${path}`, {
        method,
        credentials: 'same-origin',
        headers: body === undefined ? { accept: 'application/json' } : { 'content-type': 'application/json' },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
    } catch {
      throw new StudioCallError(0, 'network');
    }
    let answer: unknown = null;
    try {
      answer = await response.json();
    } catch {
      if (response.ok) throw new StudioCallError(0, 'network');
    }
    if (!response.ok) {
      const error = (answer ?? {}) as { error?: string; wallet_status?: string | null; code?: string; round?: unknown };
      throw new StudioCallError(
        response.status,
        error.error ?? response.statusText,
        error.wallet_status ?? null,
        error.code ?? null,
        error.round ? (answer as RoundAnswer) : null,
      );
    }
    return answer as T;
  }

  private get launchPath(): string {
    return `/api/launches/${encodeURIComponent(this.launch)}`;
  }

  overview(): Promise<Overview> {
    return this.call('GET', this.launchPath);
  }

  play(params: unknown): Promise<RoundAnswer> {
    return this.call('POST', `${this.launchPath}/rounds`, params);
  }

  act(round: string, action: unknown): Promise<RoundAnswer> {
    return this.call('POST', `${this.launchPath}/rounds/${encodeURIComponent(round)}/actions`, action);
  }

  rotateSeeds(clientSeed?: string): Promise<RotatedSeeds> {
    return this.call('PUT', `${this.launchPath}/seeds`, clientSeed ? { client_seed: clientSeed } : {});
  }
}

/** A revealed server seed by its hash, or null while it is secret. */
export async function revealedSeed(base: string, hash: string): Promise<string | null> {
  try {
    const response = await fetch(`${base}/api/seeds/${encodeURIComponent(hash)}`);
    if (!response.ok) return null;
    return ((await response.json()) as { server_seed?: string }).server_seed ?? null;
  } catch {
    return null;
  }
}
