import { profileFormSchema } from '@meridian/contract/user';
import { describe, expect, it } from 'vitest';
import { call, lastCode, registerByEmail, registerOneClick, uniqueEmail } from '../../../test/accounts.js';
import { useApp } from '../../../test/helper.js';

describe('profile', () => {
  const app = useApp();

  const form = async (token: string) =>
    profileFormSchema.parse((await call(app(), 'GET', '/user/profile-form?group_id=1', { token })).json().payload);
  const save = (token: string, fields: Record<string, string>) =>
    call(app(), 'POST', '/user/profile-form', { token, body: { fields } });

  it('serves grouped field definitions with their current values', async () => {
    const user = await registerOneClick(app(), { country_id: 58 });
    const { fields, user: profile } = await form(user.token);
    expect(profile.id).toBe(user.id);
    const byCode = Object.fromEntries(fields.map((f) => [f.code, f]));
    expect(byCode.first_name).toMatchObject({ group: 'personal', type: 'string', value: null });
    expect(byCode.birthday).toMatchObject({ group: 'personal', type: 'date' });
    expect(byCode.country_id).toMatchObject({ group: 'address', type: 'dict', value: '58' });
    expect(byCode.document_type?.dict?.[0]).toMatchObject({ id: 'passport', rules: { regex: '^[A-Z0-9]{6,9}$' } });
    expect(byCode.document_number?.rules.required_with).toBe('document_type');
    expect(byCode.email).toMatchObject({ group: 'contacts', type: 'ignored' });
  });

  it('names the fields, documents and countries in the request language', async () => {
    const user = await registerOneClick(app(), { country_id: 58 });
    const formIn = async (language: string) => {
      const res = await call(app(), 'GET', '/user/profile-form?group_id=1', {
        token: user.token,
        headers: { 'accept-language': language },
      });
      expect(res.statusCode).toBe(200);
      return Object.fromEntries(profileFormSchema.parse(res.json().payload).fields.map((f) => [f.code, f]));
    };
    const ru = await formIn('ru-RU,ru;q=0.9');
    const en = await formIn('en');
    expect(ru.first_name).toMatchObject({ name: 'Имя', placeholder: 'Ваше имя', value: null });
    expect(ru.country_id).toMatchObject({ name: 'Страна', placeholder: 'Выберите страну', value: '58' });
    expect(ru.document_type?.dict?.find((d) => d.id === 'passport')).toMatchObject({
      name: 'Паспорт',
      rules: { regex: '^[A-Z0-9]{6,9}$' },
    });
    for (const field of Object.values(ru)) expect(field.name, field.code).toMatch(/[а-яё]/i);
    const germany = (form: typeof ru) =>
      form.country_id?.dict?.find((c) => c.name === 'Germany' || c.name === 'Германия');
    expect(germany(ru)?.name).toBe('Германия');
    expect(germany(en)?.name).toBe('Germany');
    expect(germany(ru)?.id).toBe(germany(en)?.id);
    expect(en.first_name).toMatchObject({ name: 'First name', placeholder: 'Your first name' });
    expect(en.document_type?.dict?.find((d) => d.id === 'passport')?.name).toBe('Passport');
  });

  it('answers a saved form in the request language', async () => {
    const user = await registerOneClick(app());
    const res = await call(app(), 'POST', '/user/profile-form', {
      token: user.token,
      body: { fields: { city: 'Kazan' } },
      headers: { 'accept-language': 'ru' },
    });
    expect(res.statusCode, res.body).toBe(200);
    const city = profileFormSchema.parse(res.json().payload).fields.find((f) => f.code === 'city');
    expect(city).toMatchObject({ name: 'Город', value: 'Kazan' });
  });

  it('fills empty fields, then refuses to change them', async () => {
    const user = await registerOneClick(app());
    const res = await save(user.token, {
      first_name: 'Ada',
      birthday: '1990-05-01',
      document_type: 'passport',
      document_number: 'ab1234567',
    });
    expect(res.statusCode, res.body).toBe(200);
    const values = Object.fromEntries(
      res.json().payload.fields.map((f: { code: string; value: string }) => [f.code, f.value]),
    );
    expect(values).toMatchObject({
      first_name: 'Ada',
      birthday: '1990-05-01',
      document_type: 'passport',
      document_number: 'AB1234567',
    });
    const again = await save(user.token, { first_name: 'Eve' });
    expect(again.statusCode).toBe(422);
    expect(again.json().errors).toEqual({ first_name: ['This field is already filled and cannot be changed.'] });
  });

  it('writes nothing when any field is forbidden', async () => {
    const user = await registerOneClick(app());
    const res = await save(user.token, { last_name: 'Lovelace', country_id: '183', is_admin: 'true', email: 'x@y.zz' });
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors).sort()).toEqual(['country_id', 'email', 'is_admin']);
    const row = await app()
      .database.db.selectFrom('users')
      .select(['profile', 'country_id', 'email'])
      .where('id', '=', BigInt(user.id))
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ profile: {}, country_id: expect.any(Number), email: null });
  });

  it('refuses a document number that does not fit the chosen type', async () => {
    const user = await registerOneClick(app());
    const res = await save(user.token, { document_type: 'passport', document_number: '12' });
    expect(res.json().errors).toEqual({ document_number: ['The document number does not match the chosen document.'] });
  });

  it('shows the birthday given at sign-up and keeps it unchangeable', async () => {
    const { token } = await registerByEmail(app());
    const fields = (await form(token)).fields;
    expect(fields.find((f) => f.code === 'birthday')?.value).toBe('1990-05-01');
    const res = await save(token, { birthday: '1991-01-01' });
    expect(res.json().errors).toEqual({ birthday: ['This field is already filled and cannot be changed.'] });
  });

  it('confirms an e-mail through a code and answers the user', async () => {
    const user = await registerOneClick(app());
    const email = uniqueEmail('confirm');
    const sent = await call(app(), 'POST', '/user/code/send/activate_email', { token: user.token, body: { email } });
    expect(sent.statusCode, sent.body).toBe(200);
    const code = sent.json().payload.code;
    const res = await call(app(), 'POST', '/auth/code/check', {
      body: { id: code.id, token: code.token, code: await lastCode(app(), email) },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().payload.user).toMatchObject({ id: user.id, email });
    expect(res.json().payload.user.email_verified_at).toBeGreaterThan(0);
  });

  it('confirms a phone, then unlinks it through a code', async () => {
    const user = await registerOneClick(app(), { country_id: 58 });
    const sent = await call(app(), 'POST', '/user/code/send/activate_phone', {
      token: user.token,
      body: { phone: '96 777888' },
    });
    expect(sent.statusCode, sent.body).toBe(200);
    let code = sent.json().payload.code;
    let res = await call(app(), 'POST', '/auth/code/check', {
      body: { id: code.id, token: code.token, code: await lastCode(app(), '+35796777888') },
    });
    expect(res.json().payload.user).toMatchObject({ phone: '+35796777888' });

    const unlink = await call(app(), 'POST', '/user/code/send/change_phone', { token: user.token, body: {} });
    expect(unlink.statusCode, unlink.body).toBe(200);
    code = unlink.json().payload.code;
    res = await call(app(), 'POST', '/auth/code/check', {
      body: { id: code.id, token: code.token, code: await lastCode(app(), '+35796777888') },
    });
    expect(res.json().payload.user).toMatchObject({ phone: null, phone_verified_at: null });
  });

  it('refuses an e-mail another player holds and an unlink without a confirmed phone', async () => {
    const owner = await registerOneClick(app());
    const email = uniqueEmail('held');
    const sent = (
      await call(app(), 'POST', '/user/code/send/activate_email', { token: owner.token, body: { email } })
    ).json().payload.code;
    await call(app(), 'POST', '/auth/code/check', {
      body: { id: sent.id, token: sent.token, code: await lastCode(app(), email) },
    });
    const other = await registerOneClick(app());
    const res = await call(app(), 'POST', '/user/code/send/activate_email', { token: other.token, body: { email } });
    expect(res.json().errors).toEqual({ email: ['This e-mail is already in use.'] });
    const unlink = await call(app(), 'POST', '/user/code/send/change_phone', { token: other.token, body: {} });
    expect(unlink.json().errors).toEqual({ phone: ['There is no confirmed phone to unlink.'] });
  });
});
