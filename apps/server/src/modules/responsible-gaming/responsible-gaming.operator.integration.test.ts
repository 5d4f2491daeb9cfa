import { describe, expect, it } from 'vitest';
import { useApp } from '../../../test/helper.js';
import { adminCall, newSignedInOperator, operatorClock } from '../../../test/operators.js';
import { kycApp, statusEvent, webhook } from '../kyc/kyc.fixtures.js';
import { gmailName, oneClick, selfExclude, signUp, userIdOf } from './responsible-gaming.fixtures.js';

type App = ReturnType<ReturnType<typeof useApp>>;

const DAY_MS = 24 * 3_600_000;

const registerOf = async (app: App, token: string, query: Record<string, string | number> = {}) => {
  const search = new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]));
  const res = await adminCall(app, 'GET', `/rg-register?${search}`, { token });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().payload as {
    list: { id: number; active: boolean; ends_at: string | null; player_ids: number[]; identifiers: unknown[] }[];
    total: number;
  };
};

describe('responsible gaming in the back office', () => {
  const app = useApp(kycApp());

  it('lists a self-excluded person’s entry with every account it covers and documents and devices masked, found by a normalised e-mail only', async () => {
    const clock = operatorClock(app());
    const name = gmailName();
    const first = await signUp(app(), { email: `${name}@gmail.com` });
    const firstId = await userIdOf(app(), first.token);
    const passport = `K${Date.now()}`;
    const approved = await webhook(
      app(),
      statusEvent(firstId, {
        identity: {
          first_name: 'Ann',
          last_name: 'Lee',
          birthday: '1990-05-01',
          document_type: 'passport',
          document_country: 'CY',
          document_number: passport,
        },
      }),
    );
    expect(approved.statusCode, approved.body).toBe(200);
    await selfExclude(app(), first.token, 6);
    // The same mailbox signs up again with a +tag: the register matches it and the entry covers it.
    const second = await signUp(app(), { email: `${name}+casino@gmail.com` });
    const secondId = await userIdOf(app(), second.token);
    // Somebody else, excluded too, stays out of the search.
    const stranger = await oneClick(app());
    await selfExclude(app(), stranger.token, null);

    const viewer = await newSignedInOperator(app(), clock, 'viewer');
    const searched = ` ${name.slice(0, 2).toUpperCase()}.${name.slice(2)}+Other@GoogleMail.com `;
    const found = await adminCall(app(), 'GET', `/rg-register?search=${encodeURIComponent(searched)}`, {
      token: viewer.token,
    });
    expect(found.statusCode, found.body).toBe(200);
    const { list, total } = found.json().payload;
    expect(total).toBe(1);
    expect(list).toHaveLength(1);
    const [entry] = list;
    expect(entry).toMatchObject({ active: true, player_ids: [firstId, secondId].sort((a, b) => a - b) });
    expect(new Date(entry.ends_at).getTime() - new Date(entry.starts_at).getTime()).toBeGreaterThan(180 * DAY_MS);
    expect(entry.identifiers).toEqual(
      expect.arrayContaining([
        { kind: 'account', value: String(firstId), masked: false },
        { kind: 'account', value: String(secondId), masked: false },
        { kind: 'email', value: `${name}@gmail.com`, masked: false },
        { kind: 'name_dob', value: 'ann lee|1990-05-01', masked: false },
        { kind: 'document', value: `passport:CY:••••${passport.slice(-4)}`, masked: true },
      ]),
    );
    // The browser the person signed up from, by its last four characters; the whole id and the
    // passport's number are nowhere in the answer.
    const devices = entry.identifiers.filter((i: { kind: string }) => i.kind === 'device');
    expect(devices.length).toBeGreaterThan(0);
    for (const device of devices)
      expect(device).toEqual({ kind: 'device', value: expect.stringMatching(/^••••.{4}$/), masked: true });
    expect(found.body).not.toContain(passport);
    expect(found.body).not.toContain(first.device);

    // By a player id, by the passport's number as written on it; not by another mailbox.
    expect((await registerOf(app(), viewer.token, { search: String(secondId) })).list.map((e) => e.id)).toEqual([
      entry.id,
    ]);
    expect(
      (await registerOf(app(), viewer.token, { search: passport.replace(/(.{3})/g, '$1 ') })).list.map((e) => e.id),
    ).toEqual([entry.id]);
    expect(await registerOf(app(), viewer.token, { search: `${name}@example.com` })).toEqual({ list: [], total: 0 });

    // Newest first and paged: the stranger's entry came last.
    const all = await registerOf(app(), viewer.token, { per_page: 1 });
    expect(all.total).toBeGreaterThanOrEqual(2);
    expect(all.list).toHaveLength(1);
    expect(all.list[0]?.ends_at).toBeNull();
    expect((await registerOf(app(), viewer.token, { per_page: 1, page: 2 })).list[0]?.id).toBe(entry.id);

    // Seven months on, the entry shows ended; the one for good is still in force.
    clock.advance(214 * DAY_MS);
    const later = await newSignedInOperator(app(), clock, 'risk');
    const ended = await registerOf(app(), later.token, { search: `${name}@gmail.com` });
    expect(ended.list.map((e) => e.active)).toEqual([false]);
    expect((await registerOf(app(), later.token, { per_page: 1 })).list[0]?.active).toBe(true);
  });

  it('refuses the register to a role that does not read players, and a page size out of range', async () => {
    const clock = operatorClock(app());
    const content = await newSignedInOperator(app(), clock, 'content');
    expect((await adminCall(app(), 'GET', '/rg-register', { token: content.token })).statusCode).toBe(403);
    const viewer = await newSignedInOperator(app(), clock, 'viewer');
    expect((await adminCall(app(), 'GET', '/rg-register?per_page=0', { token: viewer.token })).statusCode).toBe(422);
  });

  it('logs a risk operator’s call and restriction, lists them newest first with the operator, and audits each', async () => {
    const clock = operatorClock(app());
    const player = await oneClick(app());
    const risk = await newSignedInOperator(app(), clock, 'risk');
    const url = `/players/${player.id}/interventions`;

    const call = await adminCall(app(), 'POST', url, {
      token: risk.token,
      body: { kind: 'call', body: '  Called about late-night play; they agreed to a deposit limit.  ' },
    });
    expect(call.statusCode, call.body).toBe(200);
    expect(call.json().payload).toMatchObject({
      player_id: player.id,
      kind: 'call',
      body: 'Called about late-night play; they agreed to a deposit limit.',
      restriction: null,
      link: null,
      operator_id: risk.id,
      operator_email: risk.email,
      created_at: new Date(clock.now).toISOString(),
    });

    // A restriction made with the stake factor points to that change's audit record.
    clock.advance(60_000);
    const factor = await adminCall(app(), 'PUT', `/players/${player.id}/stake-factor`, {
      token: risk.token,
      body: { factor: '0.5', reason: 'stakes rising night after night' },
    });
    expect(factor.statusCode, factor.body).toBe(200);
    const factorRecord = await app()
      .database.db.selectFrom('operator_audit_log')
      .select(['id', 'created_at'])
      .where('action', '=', 'players.stake_factor_set')
      .where('target', '=', `player:${player.id}`)
      .executeTakeFirstOrThrow();
    const restriction = await adminCall(app(), 'POST', url, {
      token: risk.token,
      body: {
        kind: 'restriction',
        body: 'Halved the largest stake.',
        restriction: 'stake factor 0.5',
        link: 'stake_factor',
      },
    });
    expect(restriction.statusCode, restriction.body).toBe(200);
    expect(restriction.json().payload).toMatchObject({
      kind: 'restriction',
      restriction: 'stake factor 0.5',
      link: { kind: 'stake_factor', audit_id: Number(factorRecord.id), at: factorRecord.created_at.toISOString() },
    });

    // No block was made: nothing to link to, nothing written.
    const unlinked = await adminCall(app(), 'POST', url, {
      token: risk.token,
      body: { kind: 'restriction', body: 'Blocked the account.', restriction: 'account blocked', link: 'block' },
    });
    expect(unlinked.statusCode).toBe(422);
    expect(unlinked.json().errors).toEqual({ link: ['No block of this player is on record.'] });

    const viewer = await newSignedInOperator(app(), clock, 'viewer');
    const listed = await adminCall(app(), 'GET', url, { token: viewer.token });
    expect(listed.statusCode, listed.body).toBe(200);
    expect(listed.json().payload.total).toBe(2);
    expect(
      listed.json().payload.list.map((v: { kind: string; operator_email: string }) => [v.kind, v.operator_email]),
    ).toEqual([
      ['restriction', risk.email],
      ['call', risk.email],
    ]);

    const trail = await app()
      .database.db.selectFrom('operator_audit_log')
      .select(['operator_id', 'after', 'reason'])
      .where('action', '=', 'players.intervention_logged')
      .where('target', '=', `player:${player.id}`)
      .orderBy('id')
      .execute();
    expect(trail).toEqual([
      {
        operator_id: BigInt(risk.id),
        after: { intervention_id: String(call.json().payload.id), kind: 'call' },
        reason: 'Called about late-night play; they agreed to a deposit limit.',
      },
      {
        operator_id: BigInt(risk.id),
        after: {
          intervention_id: String(restriction.json().payload.id),
          kind: 'restriction',
          restriction: 'stake factor 0.5',
          link: 'stake_factor',
          link_audit_id: String(factorRecord.id),
        },
        reason: 'Halved the largest stake.',
      },
    ]);

    // Append-only: the database refuses a change of what was logged.
    await expect(
      app()
        .database.db.updateTable('rg_interventions')
        .set({ body: 'rewritten' })
        .where('user_id', '=', BigInt(player.id))
        .execute(),
    ).rejects.toThrow(/append-only/);
  });

  it('refuses a role without players.manage, bad input and an unknown player, writing nothing', async () => {
    const clock = operatorClock(app());
    const player = await oneClick(app());
    const url = `/players/${player.id}/interventions`;
    const support = await newSignedInOperator(app(), clock, 'support');
    const refused = await adminCall(app(), 'POST', url, {
      token: support.token,
      body: { kind: 'call', body: 'Called.' },
    });
    expect(refused.statusCode).toBe(403);
    // Support reads players, so it reads the log.
    expect((await adminCall(app(), 'GET', url, { token: support.token })).statusCode).toBe(200);
    const content = await newSignedInOperator(app(), clock, 'content');
    expect((await adminCall(app(), 'GET', url, { token: content.token })).statusCode).toBe(403);

    const risk = await newSignedInOperator(app(), clock, 'risk');
    const bad = async (body: unknown) => {
      const res = await adminCall(app(), 'POST', url, { token: risk.token, body });
      expect(res.statusCode, JSON.stringify(body)).toBe(422);
      return res.json().errors;
    };
    expect(await bad({ kind: 'email', body: 'Sent an e-mail.' })).toHaveProperty('kind');
    expect(await bad({ kind: 'note', body: '   ' })).toHaveProperty('body');
    expect(await bad({ kind: 'note', body: 'x'.repeat(2001) })).toHaveProperty('body');
    expect(await bad({ kind: 'restriction', body: 'Restricted.' })).toEqual({
      restriction: ['Say what was restricted.'],
    });
    expect(await bad({ kind: 'call', body: 'Called.', link: 'block' })).toHaveProperty('link');

    const unknown = '/players/999999999/interventions';
    expect(
      (await adminCall(app(), 'POST', unknown, { token: risk.token, body: { kind: 'note', body: 'Nobody.' } }))
        .statusCode,
    ).toBe(404);
    expect((await adminCall(app(), 'GET', unknown, { token: risk.token })).statusCode).toBe(404);

    const listed = await adminCall(app(), 'GET', url, { token: risk.token });
    expect(listed.json().payload).toEqual({ list: [], total: 0 });
  });
});
