import type { Session } from '@meridian/contract/user';
import { UAParser } from 'ua-parser-js';
import type { SessionRow } from './sessions.repository.js';

const unix = (d: Date) => Math.floor(d.getTime() / 1000);

/** Sessions for `GET /user/tokens`: the current one first, then the newest. */
export function presentSessions(rows: SessionRow[], currentId: string): Session[] {
  const list = rows.map((r): Session => {
    // The browser is read from the stored user agent when listed, so sessions opened before it was
    // named get it as well.
    const browser = new UAParser(r.user_agent).getBrowser();
    return {
      id: r.id,
      is_current: r.id === currentId,
      created_at: unix(r.created_at),
      last_seen_at: unix(r.last_seen_at),
      ip: r.ip,
      params: {
        device: {
          type: r.device_type,
          os: r.os,
          os_v: r.os_version,
          browser: browser.name ?? '',
          browser_v: browser.major ?? '',
        },
        city: r.city,
        country: r.country,
      },
    };
  });
  return list.sort((a, b) => Number(b.is_current) - Number(a.is_current));
}
