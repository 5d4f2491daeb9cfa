import { describe, expect, it } from 'vitest';
import { call, emailFields, login, PASSWORD, registerOneClick } from '../../../test/accounts.js';
import { useApp } from '../../../test/helper.js';
import { kycApp, statusEvent, webhook } from '../kyc/kyc.fixtures.js';
import { CASHIER_APP } from '../payments/payments.fixtures.js';
import {
  cyprusMobile,
  entryEnd,
  exclusionOf,
  gmailName,
  LINKED,
  LINKED_RU,
  launchRefusal,
  oneClick,
  selfExclude,
  signUp,
  userIdOf,
} from './responsible-gaming.fixtures.js';

describe('the exclusion register', () => {
  const app = useApp({ ...CASHIER_APP, ...kycApp() });

  it('excludes e-mail sign-ups of the same Gmail mailbox (a +tag, dots, capitals, googlemail) until the entry ends, saying why', async () => {
    const name = gmailName();
    const first = await signUp(app(), { email: `${name}@gmail.com` });
    const firstId = await userIdOf(app(), first.token);
    await selfExclude(app(), first.token);
    const ends = await entryEnd(app(), firstId);

    const variants = [
      `${name}+x@gmail.com`,
      `${name.slice(0, 3)}.${name.slice(3)}@gmail.com`,
      `${name.toUpperCase().slice(0, 4)}.${name.slice(4)}+bets@GMAIL.com`,
      `${name}@googlemail.com`,
    ];
    for (const email of variants) {
      const { token } = await signUp(app(), { email });
      expect(await exclusionOf(app(), token), email).toEqual(
        expect.objectContaining({ kind: 'self_exclusion', ends_at: ends }),
      );
      expect(await launchRefusal(app(), token), email).toBe(LINKED);
    }
    // The reason in every language the site has.
    const { token } = await signUp(app(), { email: `${name}+ru@gmail.com` });
    expect(await launchRefusal(app(), token, 'ru')).toBe(LINKED_RU);
  });

  it('leaves other mailboxes and a time-out out of it: a time-out is a break of one account', async () => {
    const name = gmailName();
    const first = await signUp(app(), { email: `${name}@example.com` });
    const res = await call(app(), 'POST', '/user/responsible-gaming/exclusion', {
      token: first.token,
      body: { kind: 'timeout', days: 7 },
    });
    expect(res.statusCode).toBe(200);
    // Dots count outside Gmail, and the time-out does not follow the person.
    const other = await signUp(app(), { email: `${name.slice(0, 3)}.${name.slice(3)}@example.com` });
    expect(await exclusionOf(app(), other.token)).toBeNull();
    const tagged = await signUp(app(), { email: `${name}+x@example.com` });
    expect(await exclusionOf(app(), tagged.token)).toBeNull();
    expect(await launchRefusal(app(), tagged.token)).toBeNull();
  });

  it('excludes a phone sign-up with the phone of an excluded person', async () => {
    const phone = cyprusMobile();
    const first = await signUp(app(), { phone });
    const firstId = await userIdOf(app(), first.token);
    await selfExclude(app(), first.token, null);
    // The excluded account lets the number go; the register keeps it.
    await app().database.db.updateTable('users').set({ phone: null }).where('id', '=', BigInt(firstId)).execute();

    const { token } = await signUp(app(), { phone });
    expect(await exclusionOf(app(), token)).toEqual(expect.objectContaining({ kind: 'self_exclusion', ends_at: null }));
    expect(await launchRefusal(app(), token)).toBe(LINKED);
  });

  it('excludes a one-click sign-up from the excluded person’s browser, and only from it', async () => {
    const first = await oneClick(app());
    expect(first.device).toBeDefined();
    await selfExclude(app(), first.token);
    const ends = await entryEnd(app(), first.id);

    const again = await oneClick(app(), first.device);
    expect(await exclusionOf(app(), again.token)).toEqual(expect.objectContaining({ ends_at: ends }));
    expect(await launchRefusal(app(), again.token)).toBe(LINKED);
    // The browser keeps its id across the accounts on it: a third one-click is linked too.
    const third = await oneClick(app(), again.device);
    expect(await exclusionOf(app(), third.token)).toEqual(expect.objectContaining({ ends_at: ends }));

    const elsewhere = await oneClick(app());
    expect(await exclusionOf(app(), elsewhere.token)).toBeNull();
  });

  it('grants no bonus for a promo code given at a one-click sign-up from the excluded person’s browser', async () => {
    const first = await oneClick(app());
    await selfExclude(app(), first.token);
    const excluded = await oneClick(app(), first.device, { promo_code: 'MERIDIAN10' });
    expect(await exclusionOf(app(), excluded.token)).toEqual(expect.objectContaining({ kind: 'self_exclusion' }));
    const gifts = await call(app(), 'GET', '/user/gifts', { token: excluded.token });
    expect(gifts.json().payload.list).toEqual([]);
    const wallets = await call(app(), 'GET', '/user/balance', { token: excluded.token });
    expect(wallets.json().payload.list).toEqual([expect.objectContaining({ balance: 0 })]);
    // The same code from another browser is granted with the account.
    const elsewhere = await oneClick(app(), undefined, { promo_code: 'MERIDIAN10' });
    const granted = await call(app(), 'GET', '/user/gifts', { token: elsewhere.token });
    expect(granted.json().payload.list).toEqual([expect.objectContaining({ code: 'MERIDIAN10', status: 'active' })]);
  });

  it('keeps an older account of the same person excluded when it signs in again, its identifiers in the entry', async () => {
    const name = gmailName();
    const older = await signUp(app(), { email: `${name.slice(0, 2)}.${name.slice(2)}@gmail.com` });
    const olderId = await userIdOf(app(), older.token);
    expect(await exclusionOf(app(), older.token)).toBeNull();
    const newer = await signUp(app(), { email: `${name}+new@gmail.com` });
    const newerId = await userIdOf(app(), newer.token);
    await selfExclude(app(), newer.token);
    const ends = await entryEnd(app(), newerId);

    const signedIn = await login(app(), `${name.slice(0, 2)}.${name.slice(2)}@gmail.com`, PASSWORD);
    expect(signedIn.statusCode, signedIn.body).toBe(200);
    const token = signedIn.json().payload.token as string;
    expect(await exclusionOf(app(), token)).toEqual(expect.objectContaining({ kind: 'self_exclusion', ends_at: ends }));
    expect(await launchRefusal(app(), token)).toBe(LINKED);
    expect(await entryEnd(app(), olderId)).toBe(ends);
  });

  it('excludes an account whose identity approval carries an excluded person’s document, or name and date of birth', async () => {
    const identity = {
      first_name: 'Ada',
      last_name: 'Lovelace',
      birthday: '1990-05-01',
      document_type: 'passport',
      document_country: 'CY',
      document_number: `K${Date.now()}`,
    };
    const first = await oneClick(app());
    const approved = await webhook(app(), statusEvent(first.id, { identity }));
    expect(approved.statusCode, approved.body).toBe(200);
    await selfExclude(app(), first.token);
    const ends = await entryEnd(app(), first.id);

    // Another browser, another account: the same passport, written with spaces.
    const second = await oneClick(app());
    const spaced = {
      ...identity,
      first_name: 'Someone',
      document_number: identity.document_number.replace(/(.{3})/g, '$1 '),
    };
    expect((await webhook(app(), statusEvent(second.id, { identity: spaced }))).statusCode).toBe(200);
    expect(await exclusionOf(app(), second.token)).toEqual(expect.objectContaining({ ends_at: ends }));
    expect(await launchRefusal(app(), second.token)).toBe(LINKED);

    // The same person on an identity card: name (in another order and case) and date of birth.
    const third = await oneClick(app());
    const card = {
      ...identity,
      first_name: 'LOVELACE',
      last_name: 'ada',
      document_type: 'id_card',
      document_number: 'X123',
    };
    expect((await webhook(app(), statusEvent(third.id, { identity: card }))).statusCode).toBe(200);
    expect(await exclusionOf(app(), third.token)).toEqual(expect.objectContaining({ ends_at: ends }));

    const stranger = await oneClick(app());
    const other = { ...card, first_name: 'Grace', last_name: 'Hopper', document_number: 'Z999' };
    expect((await webhook(app(), statusEvent(stranger.id, { identity: other }))).statusCode).toBe(200);
    expect(await exclusionOf(app(), stranger.token)).toBeNull();
  });

  it('answers the first step of an e-mail sign-up the same whether or not the address is excluded', async () => {
    const name = gmailName();
    const first = await signUp(app(), { email: `${name}@gmail.com` });
    await selfExclude(app(), first.token);
    const ask = (email: string) =>
      call(app(), 'POST', '/auth/registration', { body: { type_id: 1, group_id: 1, fields: emailFields(email) } });
    const excluded = await ask(`${name}+y@gmail.com`);
    const fresh = await ask(`${gmailName()}@gmail.com`);
    expect(excluded.statusCode).toBe(fresh.statusCode);
    expect(Object.keys(excluded.json().payload.code).sort()).toEqual(Object.keys(fresh.json().payload.code).sort());
    // A one-click account signs in with its id: it is not asked for a contact, so nothing is matched by one.
    const lone = await registerOneClick(app(), { country_id: 58, currency_id: 1 });
    expect(await exclusionOf(app(), lone.token)).toBeNull();
  });
});
