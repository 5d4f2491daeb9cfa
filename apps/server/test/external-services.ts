import { connect } from 'node:net';

/** The NATS and RabbitMQ servers the multi-node tests use (both run beside PostgreSQL in CI). */
export const NATS_TEST_URL = process.env.NATS_URL ?? 'nats://127.0.0.1:4222';
export const AMQP_TEST_URL = process.env.AMQP_URL ?? 'amqp://guest:guest@127.0.0.1:5672';

/**
 * Whether a server answers at the URL's host and port. Tests of a transport skip on a machine
 * without that server, except in CI, where a missing server is a failure.
 */
export async function reachable(url: string): Promise<boolean> {
  if (process.env.CI) return true;
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const socket = connect({ host: hostname, port: Number(port), timeout: 1_000 });
    const done = (ok: boolean) => {
      socket.destroy();
      resolve(ok);
    };
    socket.once('connect', () => done(true));
    socket.once('error', () => done(false));
    socket.once('timeout', () => done(false));
  });
}
