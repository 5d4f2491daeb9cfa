import { isIP } from 'node:net';
import type { FastifyRequest } from 'fastify';

/** Whether an address is this machine's: 127.0.0.0/8, ::1, or IPv4 loopback written as IPv6. */
export function isLoopbackAddress(address: string | undefined): boolean {
  if (!address) return false;
  const plain = address
    .trim()
    .replace(/^\[|\]$/g, '')
    .replace(/^::ffff:/i, '');
  if (isIP(plain) === 4) return plain.startsWith('127.');
  return isIP(plain) === 6 && /^(0{0,4}:){7}0{0,3}1$|^::1$/i.test(plain);
}

/**
 * Whether a request came from this machine. The TCP peer must be loopback, and so must every
 * address a proxy put in the forwarding headers: a proxy on the same host (its own peer address is
 * loopback) forwards outsiders, and names them there. An outsider can add addresses to those
 * headers but not change the TCP peer, so forging them only ever refuses, never admits.
 */
export function isLoopbackRequest(request: FastifyRequest): boolean {
  if (!isLoopbackAddress(request.raw.socket?.remoteAddress)) return false;
  const forwarded = [
    ...headerValues(request.headers['x-forwarded-for']),
    ...headerValues(request.headers['x-real-ip']),
    ...headerValues(request.headers.forwarded).flatMap((part) =>
      [...part.matchAll(/for="?([^";,]+)"?/gi)].map((m) => (m[1] ?? '').replace(/:\d+$/, '')),
    ),
  ];
  return forwarded.every(isLoopbackAddress);
}

function headerValues(value: string | string[] | undefined): string[] {
  if (value === undefined) return [];
  return (Array.isArray(value) ? value : [value]).flatMap((v) => v.split(',')).map((v) => v.trim());
}
