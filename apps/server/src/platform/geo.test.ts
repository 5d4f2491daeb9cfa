import { describe, expect, it } from 'vitest';
import { GeoLocator, isPrivate } from './geo.js';

describe('GeoLocator', () => {
  const geo = new GeoLocator();

  it('finds the country of public IPv4 and IPv6 addresses', () => {
    expect(geo.lookup('81.2.69.142')).toBe('GB');
    expect(geo.lookup('::ffff:77.88.8.8')).toBe('RU');
    expect(geo.lookup('2a00:1450:4001:82a::200e')).toBe('IE');
  });

  it('answers null for loopback, private and malformed addresses', () => {
    for (const ip of ['127.0.0.1', '::1', '10.1.2.3', '192.168.0.10', '172.20.0.1', 'fd00::1', 'not-an-ip']) {
      expect(geo.lookup(ip), ip).toBeNull();
    }
  });

  it('tells private ranges from public ones at their edges', () => {
    expect(isPrivate('172.15.255.255')).toBe(false);
    expect(isPrivate('172.16.0.0')).toBe(true);
    expect(isPrivate('100.64.0.1')).toBe(true);
    expect(isPrivate('8.8.8.8')).toBe(false);
  });
});
