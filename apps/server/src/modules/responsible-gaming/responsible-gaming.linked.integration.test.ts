import { sql } from 'kysely';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { call, login, PASSWORD } from '../../../test/accounts.js';
import { useApp } from '../../../test/helper.js';
import { SUBJECTS } from '../../platform/bus.js';
import type { UserEventMessage } from '../../platform/user-events.js';
import { fund, lineMatch, makeBet, pick } from '../bets/bets.fixtures.js';
import { kycApp, statusEvent, webhook } from '../kyc/kyc.fixtures.js';
import { balances, CASHIER_APP } from '../payments/payments.fixtures.js';
import {
  entryEnd,
  exclusionOf,
  gmailName,
  LINKED,
  launchRefusal,
  oneClick,
  selfExclude,
  signUp,
  userIdOf,
} from './responsible-gaming.fixtures.js';
import { DOTS_AND_TAGS, normalizeEmail, TAGS } from './responsible-gaming.identifiers.js';
import { RG_SESSIONS_ENDED_QUEUE } from './responsible-gaming.jobs.js';

type App = ReturnType<ReturnType<typeof useApp>>;

/** The sessions the sockets were told had ended, per player id. */
function watchEndedSessions(app: App) {
  const ended = new Map<number, string[]>();
  const stop = app.bus.subscribe(SUBJECTS.user, (payload) => {
    const message = payload as UserEventMessage;
    if (message.event.kind !== 'session_terminated' || !message.session_id) return;
    ended.set(message.user_id, [...(ended.get(message.user_id) ?? []), message.session_id]);
  });
  return { ended, stop };
}

const sessionIdsOf = async (app: App, userId: number) =>
  (await app.database.db.selectFrom('sessions').select('id').where('user_id', '=', BigInt(userId)).execute()).map(
    (row) => row.id,
  );

describe('a self-exclusion reaches the person’s existing accounts at once', () => {
  const app = useApp({ ...CASHIER_APP, ...kycApp() });
  let watch: ReturnType<typeof watchEndedSessions> | null = null;
  afterEach(() => watch?.stop());

  it('ends the open session of another account of the same mailbox, and that account cannot stake', async () => {
    const name = gmailName();
    const other = `${name.slice(0, 3)}.${name.slice(3)}+x@gmail.com`;
    const older = await signUp(app(), { email: other });
    const olderId = await userIdOf(app(), older.token);
    const walletId = (await balances(app(), older.token))[0]?.id as number;
    await fund(app(), olderId, walletId, 10_000n);
    const sessions = await sessionIdsOf(app(), olderId);
    watch = watchEndedSessions(app());

    const excluding = await signUp(app(), { email: `${name}@gmail.com` });
    const excludingId = await userIdOf(app(), excluding.token);
    await selfExclude(app(), excluding.token);
    const ends = await entryEnd(app(), excludingId);

    // The other account's session is refused at once, and its sockets were told.
    expect((await call(app(), 'GET', '/user/profile', { token: older.token })).statusCode).toBe(401);
    expect(watch.ended.get(olderId)).toEqual(sessions);
    // Signed in again, it is excluded until the entry ends: no stake, no game.
    const again = await login(app(), other, PASSWORD);
    expect(again.statusCode, again.body).toBe(200);
    const token = again.json().payload.token as string;
    expect(await exclusionOf(app(), token)).toEqual(expect.objectContaining({ kind: 'self_exclusion', ends_at: ends }));
    const match = await lineMatch(app());
    const bet = await makeBet(app(), token, {
      account_id: walletId,
      amount: 500,
      bet_type: 1,
      events: [pick(match, 1, 11, 2100)],
    });
    expect(bet.statusCode).toBe(422);
    expect(bet.json().errors.amount).toEqual([LINKED]);
    expect(await launchRefusal(app(), token)).toBe(LINKED);
  });

  it('reaches a one-click account on the person’s browser, not an account with a contact of its own there', async () => {
    const household = await signUp(app(), { email: `${gmailName()}@example.com` });
    const lone = await oneClick(app(), household.device);
    const excluding = await signUp(app(), { email: `${gmailName()}@example.com` }, lone.device);
    await selfExclude(app(), excluding.token);

    expect((await call(app(), 'GET', '/user/profile', { token: lone.token })).statusCode).toBe(401);
    const again = await login(app(), lone.id, lone.password);
    expect(await exclusionOf(app(), again.json().payload.token as string)).toEqual(
      expect.objectContaining({ kind: 'self_exclusion' }),
    );
    expect(await exclusionOf(app(), household.token)).toBeNull();
  });

  it('reaches an account named by what the entry gains later (a verified document), telling its sockets after the commit', async () => {
    const document = {
      first_name: 'Mary',
      last_name: 'Somerville',
      birthday: '1991-12-26',
      document_type: 'passport',
      document_country: 'CY',
      document_number: `S${Date.now()}`,
    };
    // An account of the person with a verified passport and nothing else in common.
    const passport = await oneClick(app());
    expect((await webhook(app(), statusEvent(passport.id, { identity: document }))).statusCode).toBe(200);
    const sessions = await sessionIdsOf(app(), passport.id);

    const name = gmailName();
    const excluding = await signUp(app(), { email: `${name}@gmail.com` });
    const excludingId = await userIdOf(app(), excluding.token);
    await selfExclude(app(), excluding.token);
    const ends = await entryEnd(app(), excludingId);
    expect(await exclusionOf(app(), passport.token)).toBeNull();

    // A later account of the mailbox is excluded at sign-up; its identity approval brings the passport.
    const later = await signUp(app(), { email: `${name}+later@gmail.com` });
    watch = watchEndedSessions(app());
    const approved = await webhook(app(), statusEvent(await userIdOf(app(), later.token), { identity: document }));
    expect(approved.statusCode, approved.body).toBe(200);

    expect((await call(app(), 'GET', '/user/profile', { token: passport.token })).statusCode).toBe(401);
    const again = await login(app(), passport.id, passport.password);
    expect(await exclusionOf(app(), again.json().payload.token as string)).toEqual(
      expect.objectContaining({ ends_at: ends }),
    );
    const told = watch;
    await vi.waitFor(async () => {
      await app().jobs.runDue(RG_SESSIONS_ENDED_QUEUE);
      expect(told.ended.get(passport.id)).toEqual(sessions);
    });
  });

  it('finds mailboxes in the database as the register writes them', async () => {
    const domains = [...Object.keys(DOTS_AND_TAGS), ...TAGS, 'example.com', 'gmail.co'];
    const locals = ['Ada.Love+Bets', 'ada', '.a.b.', '+tag', 'a+b+c', 'x.y'];
    const addresses = [
      ...domains.flatMap((domain) => locals.map((local) => `${local}@${domain.toUpperCase()}`)),
      'no-at-sign',
      '@gmail.com',
      'two@signs@gmail.com',
      '  Spaced@Example.com ',
    ];
    for (const address of addresses) {
      const { rows } = await sql<{ mailbox: string }>`select rg_mailbox(${address}) as mailbox`.execute(
        app().database.db,
      );
      expect(rows[0]?.mailbox, address).toBe(normalizeEmail(address));
    }
  });
});
