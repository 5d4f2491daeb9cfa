import type { PageContext } from '@meridian/contract/page-render';
import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { seedDictionaries } from './server-state';

const context: PageContext = {
  layout: 'desktop',
  theme: 'dark',
  language: 'ru',
  timezone: 'UTC',
  renderedAt: Date.UTC(2026, 10, 29, 12),
  host: 'meridian.test',
  appBanner: false,
  path: '/',
  dictionaries: '/boot/dictionaries/ru.abc.json',
};

const payload = { sports: [{ id: 1, name: 'Футбол' }], countries: [], currencies: [], timezones: [], languages: [] };

describe('seedDictionaries', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('puts the file the page names in the cache as the dictionaries of its language, as old as the page', async () => {
    const fetch = vi.fn(async () => new Response(JSON.stringify({ code: 'OK', payload })));
    vi.stubGlobal('fetch', fetch);
    const client = new QueryClient();
    await seedDictionaries(client, context);
    expect(fetch).toHaveBeenCalledWith('/boot/dictionaries/ru.abc.json');
    expect(client.getQueryData(['dictionaries', 'ru'])).toEqual(payload);
    expect(client.getQueryState(['dictionaries', 'ru'])?.dataUpdatedAt).toBe(context.renderedAt);
  });

  it('leaves the cache alone when the file cannot be had, so the app asks for the dictionaries itself', async () => {
    const client = new QueryClient();
    vi.stubGlobal('fetch', async () => new Response('gone', { status: 503 }));
    await seedDictionaries(client, context);
    vi.stubGlobal('fetch', async () => {
      throw new TypeError('offline');
    });
    await seedDictionaries(client, context);
    expect(client.getQueryData(['dictionaries', 'ru'])).toBeUndefined();
  });

  it('asks for nothing when the page carries its dictionaries itself', async () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    const { dictionaries: _, ...withoutFile } = context;
    await seedDictionaries(new QueryClient(), withoutFile);
    expect(fetch).not.toHaveBeenCalled();
  });
});
