import { inboxSchema } from '@meridian/contract/dev';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { call, emailFields, registerOneClick, uniqueEmail } from '../../../test/accounts.js';
import { startApp, useApp } from '../../../test/helper.js';
import { loadConfig } from '../../config.js';

describe('dev inbox', () => {
  const app = useApp();

  it('lists outbox messages newest first, as JSON and as a page', async () => {
    const first = uniqueEmail('first');
    const second = uniqueEmail('second');
    for (const email of [first, second]) {
      await call(app(), 'POST', '/auth/registration', {
        body: { type_id: 1, group_id: 1, fields: emailFields(email) },
      });
    }
    const json = await app().inject({ method: 'GET', url: '/dev/inbox.json' });
    const { list } = inboxSchema.parse(json.json().payload);
    expect(list.slice(0, 2).map((m) => m.to)).toEqual([second, first]);
    expect(list[0]).toMatchObject({ channel: 'email', subject: 'Confirm your Meridian account', delivered_at: null });
    expect(list[0]?.body).toMatch(/^Your Meridian code is \d{6}\./);

    const page = await app().inject({ method: 'GET', url: '/dev/inbox' });
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.body.indexOf(second)).toBeLessThan(page.body.indexOf(first));
  });

  it('refuses every address but loopback, whatever the forwarding headers say', async () => {
    const get = (url: string, remoteAddress: string, headers: Record<string, string> = {}) =>
      app().inject({ method: 'GET', url, remoteAddress, headers });
    expect((await get('/dev/inbox.json', '127.0.0.1')).statusCode).toBe(200);
    expect((await get('/dev/inbox', '::1')).statusCode).toBe(200);
    expect((await get('/dev/inbox', '::ffff:127.0.0.1')).statusCode).toBe(200);
    const remote = await get('/dev/inbox.json', '203.0.113.7');
    expect(remote.statusCode).toBe(403);
    expect(remote.json()).toMatchObject({ code: 'Forbidden', payload: null });
    expect(remote.body).not.toMatch(/Your Meridian code/);
    expect((await get('/dev/inbox', '192.168.1.20')).statusCode).toBe(403);
    // A forged header cannot make a remote peer local ...
    expect((await get('/dev/inbox.json', '203.0.113.7', { 'x-forwarded-for': '127.0.0.1' })).statusCode).toBe(403);
    // ... and a proxy on the same machine that names an outsider does not let the outsider in.
    expect((await get('/dev/inbox.json', '127.0.0.1', { 'x-forwarded-for': '203.0.113.7' })).statusCode).toBe(403);
    expect((await get('/dev/inbox.json', '127.0.0.1', { forwarded: 'for=203.0.113.7;proto=https' })).statusCode).toBe(
      403,
    );
    expect((await get('/dev/inbox.json', '127.0.0.1', { 'x-forwarded-for': '127.0.0.1' })).statusCode).toBe(200);
  });
});

describe('dev inbox switches', () => {
  it('is off unless DEV_INBOX=true, and opens to other addresses only with DEV_INBOX_ALLOW_REMOTE=true', async () => {
    const plain = await startApp({ devInbox: loadConfig({}).devInbox });
    const remote = await startApp({ devInbox: true, devInboxAllowRemote: true });
    try {
      expect((await plain.inject({ method: 'GET', url: '/dev/inbox.json' })).statusCode).toBe(404);
      expect((await plain.inject({ method: 'GET', url: '/dev/inbox' })).statusCode).toBe(404);
      const far = { method: 'GET', url: '/dev/inbox.json', remoteAddress: '203.0.113.7' } as const;
      expect((await remote.inject(far)).statusCode).toBe(200);
    } finally {
      await plain.close();
      await remote.close();
    }
  });
});

describe('audit log', () => {
  const app = useApp();

  it('records sign-in events and refuses updates and deletes', async () => {
    const user = await registerOneClick(app());
    await call(app(), 'POST', '/auth/login', { body: { id: String(user.id), password: 'Wrong1234' } });
    await call(app(), 'POST', '/auth/login', { body: { id: String(user.id), password: user.password } });
    const db = app().database.db;
    const events = await db
      .selectFrom('audit_log')
      .select('event')
      .where('user_id', '=', BigInt(user.id))
      .orderBy('id')
      .execute();
    expect(events.map((e) => e.event)).toEqual(['registered', 'login_failed', 'login_ok']);
    await expect(sql`update audit_log set event = 'x'`.execute(db)).rejects.toThrow(/append-only/);
    await expect(sql`delete from audit_log`.execute(db)).rejects.toThrow(/append-only/);
  });
});
