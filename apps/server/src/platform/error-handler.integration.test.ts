import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useApp } from '../../test/helper.js';

/** Sends raw bytes to the listening app and answers the status and the parsed envelope. */
function rawRequest(port: number, request: string): Promise<{ status: number; headers: string; body: unknown }> {
  return new Promise((resolve, reject) => {
    const socket = connect({ host: '127.0.0.1', port });
    const chunks: Buffer[] = [];
    socket.on('data', (chunk) => chunks.push(chunk));
    socket.on('error', reject);
    socket.on('close', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      const [head = '', body = ''] = text.split('\r\n\r\n');
      resolve({ status: Number(head.split(' ')[1]), headers: head.toLowerCase(), body: JSON.parse(body) });
    });
    // One write, so the parser sees the request line and the headers in one piece.
    socket.end(request);
  });
}

describe('HTTP limits answer in the envelope', () => {
  const app = useApp();
  let port = 0;
  beforeAll(async () => {
    await app().listen({ host: '127.0.0.1', port: 0 });
    const address = app().server.address();
    port = typeof address === 'object' && address ? address.port : 0;
  });
  afterAll(() => app().server.close());

  it('413 PayloadTooLarge for a body over the 1 MiB limit', async () => {
    const res = await app().inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: { id: 'a@b.cd', password: 'x'.repeat(1_100_000) },
    });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({
      payload: null,
      errors: null,
      message: 'The request body is too large.',
      code: 'PayloadTooLarge',
    });
  });

  it('414 UriTooLong for a path parameter over the router limit', async () => {
    const res = await app().inject({ method: 'GET', url: `/api/v1/content/pages/${'a'.repeat(200)}` });
    expect(res.statusCode).toBe(414);
    expect(res.json()).toMatchObject({ payload: null, errors: null, code: 'UriTooLong' });
  });

  it('422 ValidationError for a path that cannot be decoded, like any other bad input', async () => {
    const res = await app().inject({ method: 'GET', url: '/api/v1/content/pages/%E0%A4%A' });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ payload: null, errors: null, code: 'ValidationError' });
  });

  it('414 UriTooLong for a request line longer than the header limit', async () => {
    const res = await rawRequest(port, `GET /api/v1/ping?pad=${'a'.repeat(20_000)} HTTP/1.1\r\nHost: x\r\n\r\n`);
    expect(res.status).toBe(414);
    expect(res.body).toMatchObject({ payload: null, errors: null, code: 'UriTooLong' });
    expect(res.headers).toContain('content-type: application/json');
  });

  it('431 HeaderFieldsTooLarge for headers over the limit', async () => {
    const res = await rawRequest(port, `GET /api/v1/ping HTTP/1.1\r\nHost: x\r\nX-Pad: ${'a'.repeat(20_000)}\r\n\r\n`);
    expect(res.status).toBe(431);
    expect(res.body).toMatchObject({ payload: null, errors: null, code: 'HeaderFieldsTooLarge' });
  });

  it('400 BadRequest for a request that is not HTTP, such as a NUL in a header', async () => {
    const res = await rawRequest(port, 'GET /api/v1/ping HTTP/1.1\r\nHost: x\r\nX-Name: a\u0000b\r\n\r\n');
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ payload: null, errors: null, code: 'BadRequest' });
  });

  it('a normal request on the same server still answers', async () => {
    const res = await rawRequest(port, 'GET /api/v1/ping HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ code: 'OK', payload: { pong: true } });
  });
});
