import type { FastifyBaseLogger } from 'fastify';

/** A logger that drops everything, for units that take a logger outside an app. */
export const silentLogger: FastifyBaseLogger = {
  child: () => silentLogger,
  info: () => {},
  warn: () => {},
  error: () => {},
  debug: () => {},
  trace: () => {},
  fatal: () => {},
  level: 'silent',
  silent: () => {},
} as never;
