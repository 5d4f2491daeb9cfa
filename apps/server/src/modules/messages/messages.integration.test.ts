import { inboxSchema } from '@meridian/contract/dev';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { call, emailFields, registerOneClick, uniqueEmail } from '../../../test/accounts.js';
import { startApp, useApp } from '../../../test/helper.js';

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

  it('is off in production unless DEV_INBOX=true', async () => {
    const production = await startApp({ env: 'production', devInbox: false });
    const opened = await startApp({ env: 'production', devInbox: true });
    try {
      expect((await production.inject({ method: 'GET', url: '/dev/inbox.json' })).statusCode).toBe(404);
      expect((await production.inject({ method: 'GET', url: '/dev/inbox' })).statusCode).toBe(404);
      expect((await opened.inject({ method: 'GET', url: '/dev/inbox.json' })).statusCode).toBe(200);
    } finally {
      await production.close();
      await opened.close();
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
