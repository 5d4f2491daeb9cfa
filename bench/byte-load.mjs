/**
 * A load generator for large answers: `connections` keep-alive sockets, each sending its request
 * again as soon as the previous answer's last byte is in, for `seconds`. It reads only the status
 * line and Content-Length of each answer and counts the body's bytes without decoding them.
 *
 * autocannon appends every body to a string. A body that is ASCII makes a cheap one-byte string.
 * A page with a few characters outside it (a euro sign, a language's own name) makes two-byte
 * strings, and their garbage collection took most of autocannon's time. The server then sat three
 * quarters idle while the generator, on the same two cores, was the limit. Comparing two large
 * answers (the top page beside matches-best) is fair only with a generator that costs the same for
 * both, whatever their characters.
 */
import { connect } from 'node:net';

const HEADER_END = Buffer.from('\r\n\r\n');

/**
 * Loads `url` and returns { rps, p99, bad }: answers a second, the 99th percentile of their
 * latency in ms, and how many were not 2xx or failed. The server must answer with Content-Length
 * (no chunked bodies), as the pages and the JSON calls do.
 */
export function loadBytes({ url, connections, seconds, method = 'GET', headers = {}, body }) {
  const { hostname, port, pathname, search } = new URL(url);
  const payload = body === undefined ? null : Buffer.from(body);
  const lines = [`${method} ${pathname}${search} HTTP/1.1`, `host: ${hostname}:${port}`, 'connection: keep-alive'];
  for (const [name, value] of Object.entries(headers)) lines.push(`${name}: ${value}`);
  if (payload) lines.push(`content-length: ${payload.length}`);
  const request = Buffer.concat([Buffer.from(`${lines.join('\r\n')}\r\n\r\n`), payload ?? Buffer.alloc(0)]);

  const latencies = [];
  let bad = 0;
  const until = performance.now() + seconds * 1000;

  const lane = () =>
    new Promise((resolve, reject) => {
      const socket = connect(Number(port), hostname);
      socket.setNoDelay(true);
      let pending = Buffer.alloc(0);
      let remaining = -1;
      let status = 0;
      let sentAt = 0;
      const send = () => {
        if (performance.now() >= until) {
          socket.end();
          return;
        }
        pending = Buffer.alloc(0);
        remaining = -1;
        sentAt = performance.now();
        socket.write(request);
      };
      const finish = () => {
        latencies.push(performance.now() - sentAt);
        if (status < 200 || status > 299) bad += 1;
        send();
      };
      socket.on('connect', send);
      socket.on('data', (chunk) => {
        if (remaining >= 0) {
          remaining -= chunk.length;
          if (remaining <= 0) finish();
          return;
        }
        pending = pending.length ? Buffer.concat([pending, chunk]) : chunk;
        const end = pending.indexOf(HEADER_END);
        if (end < 0) return;
        const head = pending.toString('latin1', 0, end);
        status = Number(head.slice(9, 12));
        const length = /\r\ncontent-length:\s*(\d+)/i.exec(head);
        if (!length) {
          socket.destroy(new Error(`${url} answered without Content-Length`));
          return;
        }
        remaining = Number(length[1]) - (pending.length - end - HEADER_END.length);
        if (remaining <= 0) finish();
      });
      let failure = null;
      socket.on('error', (error) => {
        bad += 1;
        failure = error;
      });
      socket.on('close', () => (failure && /Content-Length/.test(failure.message) ? reject(failure) : resolve()));
    });

  return Promise.all(Array.from({ length: connections }, lane)).then(() => {
    latencies.sort((a, b) => a - b);
    return {
      rps: latencies.length / seconds,
      p99: latencies.length ? Math.round(latencies[Math.floor((latencies.length - 1) * 0.99)]) : Infinity,
      bad,
    };
  });
}
