import { readFileSync } from 'node:fs';
import { type CityResponse, Reader } from 'maxmind';
import { UAParser } from 'ua-parser-js';
import type { GeoLocator } from './geo.js';

export interface ClientInfo {
  ip: string;
  userAgent: string;
}

export interface DeviceDetails {
  device_type: string;
  os: string;
  os_version: string;
  city: string | null;
  country: string | null;
}

/** Reads device type, OS and version from the user agent, and the place from the address. */
export class DeviceDescriber {
  private readonly cities: Reader<CityResponse> | null;

  constructor(
    private readonly geo: GeoLocator,
    cityDb?: string,
  ) {
    // The city database is large, so it is read only when an operator provides one (GEO_CITY_DB).
    this.cities = cityDb ? new Reader<CityResponse>(readFileSync(cityDb)) : null;
  }

  describe(client: ClientInfo): DeviceDetails {
    const ua = new UAParser(client.userAgent).getResult();
    return {
      device_type: ua.device.type ?? 'desktop',
      os: ua.os.name ?? '',
      os_version: ua.os.version ?? '',
      city: this.city(client.ip),
      country: this.geo.lookup(client.ip),
    };
  }

  private city(ip: string): string | null {
    if (!this.cities) return null;
    try {
      return this.cities.get(ip.startsWith('::ffff:') ? ip.slice(7) : ip)?.city?.names?.en ?? null;
    } catch {
      return null;
    }
  }
}

/** The address and user agent of a request. */
export function clientOf(request: { ip: string; headers: Record<string, string | string[] | undefined> }): ClientInfo {
  const ua = request.headers['user-agent'];
  return { ip: request.ip, userAgent: (Array.isArray(ua) ? ua[0] : ua) ?? '' };
}
