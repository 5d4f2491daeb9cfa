import { describe, expect, it } from 'vitest';
import source from './service-worker.js?raw';

/**
 * The service worker across a deploy: the worker of the new build takes over the open tabs, keeps
 * only its own shell, and still fetches what an open tab of the old build asks for.
 */

const ORIGIN = 'https://meridian.test';

type Listener = (event: {
  request?: Request;
  waitUntil(p: Promise<unknown>): void;
  respondWith(r: Promise<Response>): void;
}) => void;

/** Cache storage shared by the workers of one browser, keyed by request URL. */
class FakeCaches {
  stores = new Map<string, Map<string, Response>>();
  async open(name: string) {
    let store = this.stores.get(name);
    if (!store) {
      store = new Map();
      this.stores.set(name, store);
    }
    const entries = store;
    return {
      addAll: async (urls: string[]) => {
        for (const url of urls)
          entries.set(new URL(url, ORIGIN).href, await network.fetch(new Request(new URL(url, ORIGIN))));
      },
      put: async (request: Request | string, response: Response) => {
        entries.set(new URL(typeof request === 'string' ? request : request.url, ORIGIN).href, response);
      },
    };
  }
  async keys() {
    return [...this.stores.keys()];
  }
  async delete(name: string) {
    return this.stores.delete(name);
  }
  async match(request: Request | string) {
    const url = new URL(typeof request === 'string' ? request : request.url, ORIGIN).href;
    for (const store of this.stores.values()) {
      const hit = store.get(url);
      if (hit) return hit.clone();
    }
    return undefined;
  }
}

/** The server: the build it serves now, and whether the device reaches it. */
const network = {
  online: true,
  files: new Map<string, string>(),
  asked: [] as string[],
  async fetch(request: Request): Promise<Response> {
    const { pathname } = new URL(request.url);
    this.asked.push(pathname);
    if (!this.online) throw new TypeError('Failed to fetch');
    const body = this.files.get(pathname);
    if (body === undefined) return new Response('not found', { status: 404 });
    const type = pathname.endsWith('.js') ? 'text/javascript' : 'text/html';
    return new Response(body, { headers: { 'content-type': type } });
  },
};

/** Starts a build's worker as the browser would: evaluates it, installs it, activates it. */
async function startWorker(caches: FakeCaches, shell: { version: string; files: string[] }) {
  const listeners = new Map<string, Listener>();
  let skippedWaiting = false;
  const self = {
    __MERIDIAN_SHELL__: shell,
    location: { origin: ORIGIN },
    addEventListener: (type: string, listener: Listener) => listeners.set(type, listener),
    skipWaiting: async () => {
      skippedWaiting = true;
    },
  };
  new Function('self', 'caches', 'fetch', source)(self, caches, (request: Request) => network.fetch(request));
  const run = async (type: string) => {
    const waits: Promise<unknown>[] = [];
    listeners.get(type)?.({ waitUntil: (p) => waits.push(p), respondWith: () => {} });
    await Promise.all(waits);
  };
  await run('install');
  await run('activate');
  return {
    skippedWaiting: () => skippedWaiting,
    /** What the worker answers for a request; undefined when it leaves the request to the browser. */
    async handle(path: string, mode: RequestMode = 'no-cors'): Promise<Response | undefined> {
      let answer: Promise<Response> | undefined;
      const request = { method: 'GET', url: new URL(path, ORIGIN).href, mode } as unknown as Request;
      listeners.get('fetch')?.({ request, waitUntil: () => {}, respondWith: (r) => (answer = r) });
      return answer;
    },
  };
}

function deploy(build: Record<string, string>) {
  network.files = new Map(Object.entries(build));
}

const oldBuild = {
  '/index.html': '<script src="/assets/index-Old1.js"></script>',
  '/assets/index-Old1.js': 'old entry',
  '/assets/policy-Old1.js': 'old policy screen',
};
const newBuild = {
  '/index.html': '<script src="/assets/index-New2.js"></script>',
  '/assets/index-New2.js': 'new entry',
  '/assets/policy-New2.js': 'new policy screen',
  // The previous build's assets stay served for a while after a deploy.
  '/assets/policy-Old1.js': 'old policy screen',
};

describe('the service worker across a deploy', () => {
  it('lets the new build’s worker take over, keeps only its shell, and still serves the old tab’s screens', async () => {
    network.online = true;
    const caches = new FakeCaches();
    deploy(oldBuild);
    await startWorker(caches, { version: 'old1', files: ['/index.html', '/assets/index-Old1.js'] });
    expect(await caches.keys()).toEqual(['meridian-shell-old1']);

    deploy(newBuild);
    const second = await startWorker(caches, { version: 'new2', files: ['/index.html', '/assets/index-New2.js'] });
    expect(second.skippedWaiting()).toBe(true);
    expect(await caches.keys()).toEqual(['meridian-shell-new2']);

    // The tab opened on the old build moves to a screen it had not loaded: fetched, then kept.
    const policy = await second.handle('/assets/policy-Old1.js');
    expect(await policy?.text()).toBe('old policy screen');
    network.online = false;
    expect(await (await second.handle('/assets/policy-Old1.js'))?.text()).toBe('old policy screen');
  });

  it('loads pages from the server while it answers, and offline opens the shell of the build it last saw', async () => {
    network.online = true;
    const caches = new FakeCaches();
    deploy(oldBuild);
    await startWorker(caches, { version: 'old1', files: ['/index.html', '/assets/index-Old1.js'] });
    deploy(newBuild);
    const worker = await startWorker(caches, { version: 'new2', files: ['/index.html', '/assets/index-New2.js'] });

    network.files.set('/line', `<main>the line, rendered</main>${newBuild['/index.html']}`);
    expect(await (await worker.handle('/line', 'navigate'))?.text()).toContain('the line, rendered');

    network.online = false;
    const offline = await worker.handle('/terms/aml-policy', 'navigate');
    expect(await offline?.text()).toContain('index-New2.js');
    expect(await (await worker.handle('/assets/index-New2.js'))?.text()).toBe('new entry');
  });

  it('leaves calls to the server alone', async () => {
    network.online = true;
    deploy(newBuild);
    const worker = await startWorker(new FakeCaches(), { version: 'new2', files: ['/index.html'] });
    expect(await worker.handle('/api/v1/settings')).toBeUndefined();
    expect(await worker.handle('/providers/cashier/pay', 'navigate')).toBeUndefined();
  });
});
