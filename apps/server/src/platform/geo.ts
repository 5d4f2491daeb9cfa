import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { isIP } from 'node:net';
import { type CountryResponse, Reader } from 'maxmind';

type GeoRecord = CountryResponse & { country_code?: string };

// Enough for the addresses active at once on one node; the cache starts over when full.
const CACHE_LIMIT = 50_000;

/** IP to country from the bundled open database; loopback, private and unknown addresses answer null. */
export class GeoLocator {
  private reader: Reader<GeoRecord> | null = null;
  private readonly cache = new Map<string, string | null>();

  lookup(ip: string): string | null {
    const cached = this.cache.get(ip);
    if (cached !== undefined) return cached;
    const code = this.resolve(ip);
    if (this.cache.size >= CACHE_LIMIT) this.cache.clear();
    this.cache.set(ip, code);
    return code;
  }

  private resolve(ip: string): string | null {
    const addr = ip.startsWith('::ffff:') ? ip.slice(7) : ip;
    if (!isIP(addr) || isPrivate(addr)) return null;
    this.reader ??= openReader();
    const hit = this.reader.get(addr);
    const code = hit?.country_code ?? hit?.country?.iso_code;
    return code ? code.toUpperCase() : null;
  }
}

function openReader(): Reader<GeoRecord> {
  const require = createRequire(import.meta.url);
  const file = require.resolve('@ip-location-db/geo-whois-asn-country-mmdb/geo-whois-asn-country.mmdb');
  return new Reader<GeoRecord>(readFileSync(file));
}

export function isPrivate(ip: string): boolean {
  if (isIP(ip) === 4) {
    const [a = 0, b = 0] = ip.split('.').map(Number);
    return (
      a === 10 ||
      a === 127 ||
      a === 0 ||
      (a === 172 && b >= 16 && b <= 31) ||
      (a === 192 && b === 168) ||
      (a === 169 && b === 254) ||
      (a === 100 && b >= 64 && b <= 127)
    );
  }
  const lower = ip.toLowerCase();
  return (
    lower === '::1' || lower === '::' || lower.startsWith('fc') || lower.startsWith('fd') || lower.startsWith('fe80')
  );
}
