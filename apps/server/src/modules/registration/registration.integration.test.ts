import { registrationFormsSchema } from '@meridian/contract/auth';
import { minAgeDate } from '@meridian/contract/validation';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { call, emailFields, lastCode, PASSWORD, registerOneClick, uniqueEmail } from '../../../test/accounts.js';
import { useApp } from '../../../test/helper.js';
import { readMigrations } from '../../db/migrate.js';

describe('registration', () => {
  const app = useApp();

  const register = (type_id: number, fields: Record<string, unknown>) =>
    call(app(), 'POST', '/auth/registration', { body: { type_id, group_id: 1, fields } });

  it('serves the three forms of the partner group with today’s birthday bound', async () => {
    const res = await call(app(), 'GET', '/auth/registration?group_id=1');
    expect(res.statusCode).toBe(200);
    const { forms } = registrationFormsSchema.parse(res.json().payload);
    expect(forms.map((f) => f.reg_type).sort()).toEqual([1, 2, 3]);
    const email = forms.find((f) => f.reg_type === 1);
    expect(email?.fields.map((f) => f.code)).toEqual([
      'email',
      'password',
      'password_confirmation',
      'country_id',
      'currency_id',
      'birthday',
      'promo_code',
      'first_bonus',
    ]);
    expect(email?.fields.find((f) => f.code === 'birthday')?.rules['min-age-date']).toBe(minAgeDate());
    expect(forms.find((f) => f.reg_type === 3)?.fields.map((f) => f.code)).toEqual([
      'country_id',
      'currency_id',
      'promo_code',
      'first_bonus',
    ]);
  });

  it('names the fields in the request language and keeps English as the fallback', async () => {
    const formsIn = async (language: string) => {
      const res = await call(app(), 'GET', '/auth/registration?group_id=1', {
        headers: { 'accept-language': language },
      });
      expect(res.statusCode).toBe(200);
      const { forms } = registrationFormsSchema.parse(res.json().payload);
      return forms.find((f) => f.reg_type === 1)?.fields ?? [];
    };
    const ru = await formsIn('ru-RU,ru;q=0.9');
    const en = await formsIn('en');
    expect(ru.find((f) => f.code === 'email')).toMatchObject({ name: 'Эл. почта', placeholder: 'Введите эл. почту' });
    expect(ru.find((f) => f.code === 'password')).toMatchObject({ name: 'Пароль', placeholder: 'Не менее 6 символов' });
    expect(ru.find((f) => f.code === 'country_id')?.name).toBe('Страна');
    expect(ru.find((f) => f.code === 'birthday')?.rules['min-age-date']).toBe(minAgeDate());
    expect(en.find((f) => f.code === 'email')).toMatchObject({ name: 'E-mail', placeholder: 'Enter your e-mail' });
    expect(en.find((f) => f.code === 'country_id')?.name).toBe('Country');
    for (const field of ru) expect(field.name, field.code).toMatch(/[а-яё]/i);
  });

  it('shows English for a field of a partner group that has no translation', async () => {
    const fields = [
      {
        code: 'country_id',
        name: 'Country',
        placeholder: 'Pick one',
        type: 'string',
        is_hidden: false,
        is_required: true,
      },
      {
        code: 'promo_code',
        name: 'Voucher',
        placeholder: 'Voucher',
        type: 'string',
        is_hidden: false,
        is_required: false,
      },
    ];
    await app()
      .database.db.insertInto('registration_forms')
      .values({ group_id: 71, reg_type: 3, position: 0, fields: JSON.stringify(fields) })
      .execute();
    const res = await call(app(), 'GET', '/auth/registration?group_id=71', { headers: { 'accept-language': 'ru' } });
    const { forms } = registrationFormsSchema.parse(res.json().payload);
    expect(forms[0]?.fields.map((f) => [f.name, f.placeholder])).toEqual([
      ['Country', 'Pick one'],
      ['Voucher', 'Voucher'],
    ]);
  });

  it('gives forms seeded before translations the Russian texts where the English ones are the defaults', async () => {
    const field = (code: string, name: string, placeholder: string) => ({
      code,
      name,
      placeholder,
      type: 'string',
      is_hidden: false,
      is_required: true,
    });
    const db = app().database.db;
    await db
      .insertInto('registration_forms')
      .values({
        group_id: 72,
        reg_type: 1,
        position: 0,
        fields: JSON.stringify([
          field('email', 'E-mail', 'Enter your e-mail'),
          field('password', 'Secret word', 'At least 6 characters'),
          field('promo_code', 'Voucher', 'Your voucher'),
          { ...field('first_bonus', 'First deposit bonus', 'Choose a bonus'), translations: { ru: { name: 'Бонус' } } },
        ]),
      })
      .execute();
    const migration = readMigrations().find((m) => m.name === '20261121150000_registration_form_translations.sql');
    await sql.raw(migration?.sql ?? 'missing migration').execute(db);
    const res = await call(app(), 'GET', '/auth/registration?group_id=72', { headers: { 'accept-language': 'ru' } });
    expect(res.statusCode, res.body).toBe(200);
    const { forms } = registrationFormsSchema.parse(res.json().payload);
    expect(forms[0]?.fields.map((f) => [f.code, f.name, f.placeholder])).toEqual([
      ['email', 'Эл. почта', 'Введите эл. почту'],
      ['password', 'Secret word', 'Не менее 6 символов'],
      ['promo_code', 'Voucher', 'Your voucher'],
      ['first_bonus', 'Бонус', 'Choose a bonus'],
    ]);
  });

  it('one-click creates a player with a high numeric id, a strong password, a default wallet and a session', async () => {
    const user = await registerOneClick(app(), { country_id: 183, currency_id: 3 });
    expect(user.id).toBeGreaterThanOrEqual(1_000_000_000);
    expect(user.password).toMatch(/^(?=.*[A-Z])(?=.*[a-z])(?=.*\d).{12}$/);
    const wallets = await app()
      .database.db.selectFrom('wallets')
      .selectAll()
      .where('user_id', '=', BigInt(user.id))
      .execute();
    expect(wallets).toMatchObject([{ currency_id: 3, is_default: true, balance: 0n }]);
    const profile = await call(app(), 'GET', '/user/profile', { token: user.token });
    expect(profile.json().payload.user).toMatchObject({
      id: user.id,
      country_id: 183,
      country_code: 'RU',
      currency_id: 3,
    });
    const login = await call(app(), 'POST', '/auth/login', { body: { id: String(user.id), password: user.password } });
    expect(login.statusCode).toBe(200);
  });

  it('gives one-click players random ten-digit ids, never the next number', async () => {
    const ids: number[] = [];
    for (let i = 0; i < 5; i++) ids.push((await registerOneClick(app())).id);
    for (const id of ids) expect(String(id)).toMatch(/^[1-9]\d{9}$/);
    for (let i = 1; i < ids.length; i++) expect(Math.abs((ids[i] as number) - (ids[i - 1] as number))).not.toBe(1);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('draws another id when the one drawn is taken', async () => {
    const taken = await registerOneClick(app());
    const fresh = 1_234_567_890n + BigInt(Math.floor(Math.random() * 1000));
    const draws = [BigInt(taken.id), BigInt(taken.id), fresh];
    // The service's id source, replaced for this test only: taken twice, then a free one.
    const registration = app().services.registration as unknown as { nextUserId: () => bigint };
    const original = registration.nextUserId;
    registration.nextUserId = () => draws.shift() ?? original();
    try {
      const user = await registerOneClick(app());
      expect(BigInt(user.id)).toBe(fresh);
      expect(draws).toEqual([]);
      expect(
        (await call(app(), 'POST', '/auth/login', { body: { id: String(taken.id), password: taken.password } }))
          .statusCode,
      ).toBe(200);
    } finally {
      registration.nextUserId = original;
    }
  });

  it('one-click without a currency takes the country’s currency', async () => {
    const user = await registerOneClick(app(), { country_id: 58 });
    const profile = await call(app(), 'GET', '/user/profile', { token: user.token });
    expect(profile.json().payload.user.currency_id).toBe(1);
  });

  it('e-mail sign-up answers a code object and creates the account only when the code is checked', async () => {
    const email = uniqueEmail();
    const res = await register(1, emailFields(email));
    expect(res.statusCode).toBe(200);
    const code = res.json().payload.code;
    expect(code).toMatchObject({ repeat_after: 60, code_ttl: 600 });
    expect(Math.abs(code.sent_at - Date.now() / 1000)).toBeLessThan(5);
    expect(await app().database.db.selectFrom('users').select('id').where('email', '=', email).execute()).toEqual([]);

    const check = await call(app(), 'POST', '/auth/code/check', {
      body: { id: code.id, token: code.token, code: await lastCode(app(), email) },
    });
    expect(check.statusCode, check.body).toBe(200);
    const token = check.json().payload.token.token;
    const profile = (await call(app(), 'GET', '/user/profile', { token })).json().payload.user;
    expect(profile).toMatchObject({ email, country_id: 58, currency_id: 1, two_factor_enabled: 0, kyc: 0 });
    expect(profile.email_verified_at).toBeGreaterThan(0);
    const login = await call(app(), 'POST', '/auth/login', { body: { id: email.toUpperCase(), password: PASSWORD } });
    expect(login.statusCode).toBe(200);
  });

  it('phone sign-up validates the number for the chosen country and confirms it by SMS', async () => {
    const bad = await register(2, { ...emailFields(''), email: undefined, phone: '+44 7400 123456' });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors['fields.phone']).toEqual(['Enter a valid phone number for the chosen country.']);

    const res = await register(2, { ...emailFields(''), email: undefined, phone: '96 555123' });
    expect(res.statusCode, res.body).toBe(200);
    const code = res.json().payload.code;
    const check = await call(app(), 'POST', '/auth/code/check', {
      body: { id: code.id, token: code.token, code: await lastCode(app(), '+35796555123') },
    });
    expect(check.statusCode, check.body).toBe(200);
    const profile = (await call(app(), 'GET', '/user/profile', { token: check.json().payload.token.token })).json()
      .payload.user;
    expect(profile.phone).toBe('+35796555123');
    const login = await call(app(), 'POST', '/auth/login', { body: { phone: '+357 96 555123', password: PASSWORD } });
    expect(login.statusCode).toBe(200);
  });

  it('answers every wrong field under fields.<name> in clear English', async () => {
    const res = await register(1, {
      email: 'not-an-email',
      password: 'short',
      password_confirmation: 'other',
      country_id: 14,
      currency_id: 22,
      birthday: minAgeDate(new Date(Date.now() + 86_400_000 * 2)),
    });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ code: 'ValidationError', payload: null });
    expect(res.json().errors).toEqual({
      'fields.email': ['Enter a valid e-mail address.'],
      'fields.password': [
        'The password must have at least 6 characters with upper-case letters, lower-case letters and digits.',
      ],
      'fields.password_confirmation': ['The password confirmation does not match.'],
      'fields.country_id': ['Registration is not available for this country.'],
      'fields.birthday': [expect.stringMatching(/^The date of birth must be between 1900-01-01 and /)],
    });
  });

  it('refuses a currency the country does not offer and a missing required field', async () => {
    const res = await register(1, { ...emailFields(uniqueEmail()), currency_id: 3, birthday: undefined });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({
      'fields.birthday': ['The Date of birth field is required.'],
      'fields.currency_id': ['This currency is not available for your country.'],
    });
  });

  it('does not reveal a taken e-mail: same answer, and the owner gets a notice instead of a code', async () => {
    const email = uniqueEmail('taken');
    await register(1, emailFields(email)).then(async (res) => {
      const code = res.json().payload.code;
      await call(app(), 'POST', '/auth/code/check', {
        body: { id: code.id, token: code.token, code: await lastCode(app(), email) },
      });
    });
    const again = await register(1, emailFields(email.toUpperCase()));
    expect(again.statusCode).toBe(200);
    expect(Object.keys(again.json().payload.code).sort()).toEqual([
      'code_ttl',
      'id',
      'repeat_after',
      'sent_at',
      'token',
    ]);
    const inbox = (await app().inject({ method: 'GET', url: '/dev/inbox.json' })).json().payload.list;
    expect(inbox[0]).toMatchObject({ to: email, subject: 'Someone tried to sign up with your address' });
    expect(inbox[0].body).not.toMatch(/\d{6}/);
    const code = again.json().payload.code;
    const check = await call(app(), 'POST', '/auth/code/check', {
      body: { id: code.id, token: code.token, code: '000000' },
    });
    expect(check.statusCode).toBe(422);
    expect(check.json().errors).toEqual({ code: ['The code is invalid.'] });
  });

  it('writes codes in the request language', async () => {
    const email = uniqueEmail('ru');
    await call(app(), 'POST', '/auth/registration', {
      body: { type_id: 1, group_id: 1, fields: emailFields(email) },
      headers: { 'accept-language': 'ru' },
    });
    const inbox = (await app().inject({ method: 'GET', url: '/dev/inbox.json' })).json().payload.list;
    expect(inbox[0].body).toMatch(/^Ваш код Meridian: \d{6}/);
  });

  it('audits the sign-up', async () => {
    const user = await registerOneClick(app());
    const rows = await sql<{ event: string }>`select event from audit_log where user_id = ${BigInt(user.id)}`.execute(
      app().database.db,
    );
    expect(rows.rows.map((r) => r.event)).toEqual(['registered']);
  });
});
