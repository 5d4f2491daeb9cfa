import { describe, expect, it } from 'vitest';
import { retryDelay, socketUrl } from './socket.js';

describe('retryDelay', () => {
  it('doubles from half a second up to ten seconds', () => {
    expect([0, 1, 2, 3, 4, 5, 6, 10].map(retryDelay)).toEqual([500, 1000, 2000, 4000, 8000, 10_000, 10_000, 10_000]);
  });
});

describe('socketUrl', () => {
  it('uses wss on an https page and ws otherwise, on the page’s host', () => {
    expect(socketUrl({ protocol: 'https:', host: 'casino.example' }, '/live')).toBe('wss://casino.example/live/ws');
    expect(socketUrl({ protocol: 'http:', host: '127.0.0.1:4620' }, '/providers/live')).toBe(
      'ws://127.0.0.1:4620/providers/live/ws',
    );
  });
});
