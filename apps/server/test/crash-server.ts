/**
 * The platform started as src/main.ts starts it, for a test to kill. With KILL_AT_STAKE=n the
 * process sends itself SIGKILL as the wallet's answer to the n-th game stake comes back to the
 * studio: the wallet has taken that stake and the studio never records it, and every other round
 * in flight stops wherever it is. With KILL_AT_ANSWER=n and KILL_PATH (a pattern of POST paths) it
 * does so as the n-th answer to such a call is about to leave (an adjustment's approval, a bet's
 * void): that call is committed and its operator never hears so, and the calls in flight stop
 * wherever they are. It prints `{"port":…}` once it listens.
 */
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';

const config = loadConfig();
const app = await buildApp(config);
const killAt = Number(process.env.KILL_AT_STAKE ?? 0);
if (killAt > 0) {
  // The built-in studio reaches the wallet through the app's injector (platform/provider-mount.ts).
  const inject = app.inject.bind(app) as (options: InjectOptions) => Promise<LightMyRequestResponse>;
  let stakes = 0;
  const killing = async (options: InjectOptions) => {
    const answer = await inject(options);
    if (String(options.url).endsWith('/casino/wallet/transaction/bet') && ++stakes >= killAt) {
      process.kill(process.pid, 'SIGKILL');
    }
    return answer;
  };
  app.inject = killing as unknown as typeof app.inject;
}
const killAtAnswer = Number(process.env.KILL_AT_ANSWER ?? 0);
const killPath = new RegExp(process.env.KILL_PATH ?? '$^');
if (killAtAnswer > 0) {
  let answers = 0;
  // Before any of Fastify's own listeners: the answer's head is written once the handler is done.
  app.server.prependListener('request', (request, response) => {
    if (request.method !== 'POST' || !killPath.test(request.url ?? '')) return;
    const writeHead = response.writeHead.bind(response);
    response.writeHead = ((...args: Parameters<typeof response.writeHead>) => {
      if (++answers >= killAtAnswer) process.kill(process.pid, 'SIGKILL');
      return writeHead(...args);
    }) as typeof response.writeHead;
  });
}
await app.listen({ host: '127.0.0.1', port: 0 });
const address = app.server.address();
process.stdout.write(`${JSON.stringify({ port: typeof address === 'object' && address ? address.port : null })}\n`);
