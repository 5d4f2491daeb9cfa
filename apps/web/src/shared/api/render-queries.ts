/**
 * What a server render asks of the query cache. The app's screens say what they need by using
 * queries; the server renders a page, fetches what the render wanted, and renders again until
 * nothing new is wanted (apps/web/src/entry-server.tsx).
 */
import type { FetchInfiniteQueryOptions, FetchQueryOptions, QueryClient } from '@tanstack/react-query';

export type RenderQuery = FetchQueryOptions | FetchInfiniteQueryOptions;

/**
 * Notes every query a render uses (enabled, with a function), through the client's defaulting of
 * options, which every `useQuery` goes through. Only a render's queries are noted, not those the
 * server asks for around it or the defaulting that fetching them does again.
 */
export function recordingQueries(client: QueryClient) {
  const used = new Map<string, RenderQuery>();
  let recording = false;
  const defaults = client.defaultQueryOptions.bind(client);
  client.defaultQueryOptions = ((options: Parameters<typeof defaults>[0]) => {
    const defaulted = defaults(options);
    const { enabled, queryFn, queryHash } = defaulted;
    if (recording && enabled !== false && typeof enabled !== 'function' && queryFn && queryHash) {
      used.set(queryHash, defaulted as RenderQuery);
    }
    return defaulted;
  }) as QueryClient['defaultQueryOptions'];

  const fetchAll = async (queries: readonly RenderQuery[]): Promise<void> => {
    await Promise.all(
      queries.map((options) =>
        'initialPageParam' in options
          ? client.prefetchInfiniteQuery(options as FetchInfiniteQueryOptions)
          : client.prefetchQuery(options as FetchQueryOptions),
      ),
    );
  };

  return {
    fetchAll,
    /** Runs a render with the queries it uses noted (the previous render's forgotten). */
    async recorded<T>(render: () => Promise<T>): Promise<T> {
      used.clear();
      recording = true;
      try {
        return await render();
      } finally {
        recording = false;
      }
    },
    /** The queries the last render used. */
    used: (): RenderQuery[] => [...used.values()],
    /** Fetches what the last render used and the cache had no answer for; whether there was any. */
    async fetchWanted(): Promise<boolean> {
      const wanted = [...used.values()].filter((options) => {
        const status = client.getQueryState(options.queryKey)?.status;
        return status !== 'success' && status !== 'error';
      });
      await fetchAll(wanted);
      return wanted.length > 0;
    },
  };
}

/**
 * The queries the last render of each page variant used, to fetch before its next render begins:
 * a page renewed every second then renders once, with its data, instead of first rendering to find
 * out what it needs. A guess that no longer holds costs what it did before (another render) and is
 * replaced. The most recently rendered variants are kept. It relies on what every query of the
 * app holds to: its function asks for what its key names, through the API context of the render
 * under way, and nothing else.
 */
export class LearnedQueries {
  readonly #kept = new Map<string, readonly RenderQuery[]>();
  readonly #most: number;

  constructor(most = 500) {
    this.#most = most;
  }

  get(variant: string): readonly RenderQuery[] {
    return this.#kept.get(variant) ?? [];
  }

  set(variant: string, queries: readonly RenderQuery[]): void {
    this.#kept.delete(variant);
    if (this.#kept.size >= this.#most) {
      const oldest = this.#kept.keys().next();
      if (!oldest.done) this.#kept.delete(oldest.value);
    }
    this.#kept.set(variant, queries);
  }
}
