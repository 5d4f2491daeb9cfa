import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { registerErrorHandler } from './error-handler.js';

/** A Fastify app with the platform's error handler whose log lines are kept. */
function appWithLog() {
  const lines: { level: number; msg: string }[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      for (const line of String(chunk).split('\n').filter(Boolean)) lines.push(JSON.parse(line));
      done();
    },
  });
  const app = Fastify({ logger: { level: 'info', stream } });
  registerErrorHandler(app);
  return { app, lines };
}

const failing = (code: string) =>
  Object.assign(new Error(code === 'ERR_STREAM_PREMATURE_CLOSE' ? 'Premature close' : code), { code });

describe('the error handler', () => {
  it('notes a client that went away at info level, not as an error of the server', async () => {
    const { app, lines } = appWithLog();
    app.get('/gone', async () => {
      throw failing('ERR_STREAM_PREMATURE_CLOSE');
    });
    await app.inject({ method: 'GET', url: '/gone' });
    expect(lines.filter((line) => line.level >= 50)).toEqual([]);
    expect(lines).toContainEqual(
      expect.objectContaining({ level: 30, msg: 'the client closed the connection before the answer' }),
    );
  });

  it('logs a reset of a connection the server opened as an error while the client is still there', async () => {
    const { app, lines } = appWithLog();
    app.get('/provider', async () => {
      throw failing('ECONNRESET');
    });
    const res = await app.inject({ method: 'GET', url: '/provider' });
    expect(res.statusCode).toBe(500);
    expect(lines).toContainEqual(expect.objectContaining({ level: 50, msg: 'request failed' }));
  });

  it('still logs a real failure as an error, and answers 500 in the envelope', async () => {
    const { app, lines } = appWithLog();
    app.get('/broken', async () => {
      throw new Error('database is down');
    });
    const res = await app.inject({ method: 'GET', url: '/broken' });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toMatchObject({ code: 'InternalError' });
    expect(lines).toContainEqual(expect.objectContaining({ level: 50, msg: 'request failed' }));
  });
});
