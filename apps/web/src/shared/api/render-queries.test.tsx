import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { LearnedQueries, type RenderQuery, recordingQueries } from './render-queries';

/** The API calls made, as the app's query functions make them: from their key alone. */
let asked: string[] = [];

/** A league's page: its name first, then its matches, which only its answer says how to ask for. */
function League() {
  const league = useQuery({
    queryKey: ['league', 7],
    queryFn: async () => {
      asked.push('league');
      return { name: 'Premier League', matchesOf: 'PL' };
    },
  });
  return (
    <section>
      <h1>{league.data?.name ?? '…'}</h1>
      {league.data && <Matches code={league.data.matchesOf} />}
    </section>
  );
}

function Matches({ code }: { code: string }) {
  const matches = useQuery({
    queryKey: ['matches', code],
    queryFn: async () => {
      asked.push('matches');
      return ['Arsenal – Chelsea'];
    },
  });
  return (
    <ul>
      {matches.data?.map((name) => (
        <li key={name}>{name}</li>
      ))}
    </ul>
  );
}

/** The server entry's loop: render, fetch what was wanted, until nothing more is. */
async function renderPage(learned: LearnedQueries) {
  asked = [];
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: 60_000 } } });
  const recorder = recordingQueries(client);
  const guessed = learned.get('/league/7');
  await recorder.fetchAll(guessed);
  let html = '';
  let renders = 0;
  do {
    renders += 1;
    html = await recorder.recorded(async () =>
      renderToString(
        <QueryClientProvider client={client}>
          <League />
        </QueryClientProvider>,
      ),
    );
  } while (await recorder.fetchWanted());
  learned.set('/league/7', recorder.used());
  return { html, renders, used: recorder.used().map((query) => query.queryKey) };
}

describe('the queries of a server render', () => {
  it('renders until the page has every answer it reveals it needs, asking for each once', async () => {
    const page = await renderPage(new LearnedQueries());
    expect(page.html).toContain('Premier League');
    expect(page.html).toContain('Arsenal – Chelsea');
    expect(asked).toEqual(['league', 'matches']);
    expect(page.renders).toBe(3);
    expect(page.used).toEqual([
      ['league', 7],
      ['matches', 'PL'],
    ]);
  });

  it('renders a page again at once with the answers its last render used, fetched first', async () => {
    const learned = new LearnedQueries();
    await renderPage(learned);
    const again = await renderPage(learned);
    expect(again.renders).toBe(1);
    expect(again.html).toContain('Arsenal – Chelsea');
    expect(asked).toEqual(['league', 'matches']);
  });

  it('notes nothing asked for outside a render', async () => {
    const client = new QueryClient();
    const recorder = recordingQueries(client);
    await client.prefetchQuery({ queryKey: ['translations', 'ru'], queryFn: async () => ({}) });
    await recorder.recorded(async () => '');
    expect(recorder.used()).toEqual([]);
    expect(await recorder.fetchWanted()).toBe(false);
  });

  it('keeps the most recently rendered variants only', () => {
    const learned = new LearnedQueries(2);
    const query = (key: string) => ({ queryKey: [key], queryFn: async () => key }) as RenderQuery;
    learned.set('/a', [query('a')]);
    learned.set('/b', [query('b')]);
    learned.set('/a', [query('a2')]);
    learned.set('/c', [query('c')]);
    expect(['/a', '/b', '/c'].map((variant) => learned.get(variant).map((q) => q.queryKey[0]))).toEqual([
      ['a2'],
      [],
      ['c'],
    ]);
  });
});
