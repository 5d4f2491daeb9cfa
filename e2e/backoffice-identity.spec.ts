import { jpegPhoto, pdf, pngPhoto } from '@meridian/providers/kyc/kyc.fixtures';
import { type APIRequestContext, expect } from '@playwright/test';
import { adminOverApi, openDesk, operatorOverApi } from './support/operators.ts';
import { test } from './support/test.ts';

// The operators' app at /backoffice/ (desktop only: the mobile project ignores this file).
test.describe.configure({ timeout: 60_000 });

/** A player whose driving licence waits for a person at the verification provider; answers their bearer. */
async function playerInReview(request: APIRequestContext, lastName: string): Promise<string> {
  const registered = await request.post('/api/v1/auth/registration', {
    data: { type_id: 3, group_id: 1, fields: { country_id: 58, currency_id: 1 } },
  });
  expect(registered.status(), await registered.text()).toBe(200);
  const bearer = `Bearer ${((await registered.json()) as { payload: { token: { token: string } } }).payload.token.token}`;
  const profile = await request.post('/api/v1/user/profile-form', {
    headers: { authorization: bearer },
    data: { fields: { first_name: 'Ada', last_name: lastName, birthday: '1990-05-01' } },
  });
  expect(profile.status(), await profile.text()).toBe(200);
  const access = await request.get('/api/v1/user/sumsub/access-token', { headers: { authorization: bearer } });
  const widget = `Bearer ${((await access.json()) as { payload: { token: string } }).payload.token}`;
  const files = { front: jpegPhoto(1600, 1100), back: pdf(), selfie: pngPhoto(720, 960) };
  for (const [kind, bytes] of Object.entries(files)) {
    const sent = await request.post(`/providers/kyc/api/widget/files/${kind}`, {
      headers: { authorization: widget, 'content-type': 'application/octet-stream' },
      data: bytes,
    });
    expect(sent.status(), await sent.text()).toBe(200);
  }
  const submitted = await request.post('/providers/kyc/api/widget/submit', {
    headers: { authorization: widget },
    data: {
      document_type: 'driving_licence',
      country: 'CY',
      first_name: 'Ada',
      last_name: lastName,
      birthday: '1990-05-01',
      document_number: 'K0012345',
      document_expiry: '2035-12-31',
    },
  });
  expect(await submitted.json()).toEqual({ status: 'review', reasons: ['driving_licence'] });
  return bearer;
}

test('an identity operator compares a driving licence with the account, sees its photos and approves it', async ({
  request,
  browser,
}) => {
  const lastName = `Quill${Date.now().toString(36).replace(/\d/g, '')}`;
  const bearer = await playerInReview(request, lastName);
  const admin = await adminOverApi(request);
  const identity = await operatorOverApi(request, admin, 'identity');

  const desk = await openDesk(browser, identity, 'identity-reviews');
  await expect(desk.getByRole('heading', { name: 'Identity review', level: 1 })).toBeVisible();
  await desk.getByRole('button', { name: new RegExp(`Ada ${lastName}`) }).click();
  await expect(desk.getByRole('heading', { name: `Ada ${lastName}`, level: 2 })).toBeVisible();
  await expect(desk.getByText('Driving licence', { exact: true }).first()).toBeVisible();
  const comparison = desk.getByRole('table', { name: 'The account beside the document' });
  await expect(comparison.getByRole('row', { name: /Last name/ })).toContainText(lastName);
  // Each photo in a frame with no allowances, the image inside it; the PDF only to be saved.
  const front = desk.frameLocator('iframe[title="Front of the document"]');
  await expect(desk.locator('iframe[title="Front of the document"]')).toHaveAttribute('sandbox', '');
  await expect(front.getByRole('img', { name: 'Front of the document' })).toBeVisible();
  await expect(desk.getByRole('link', { name: 'Save the PDF' })).toBeVisible();

  await desk.getByRole('button', { name: 'Approve', exact: true }).click();
  const dialog = desk.getByRole('dialog', { name: 'Approve this identity' });
  await dialog.getByRole('textbox', { name: /Reason/ }).fill('Licence matches the selfie and the account');
  await dialog.getByRole('button', { name: 'Approve' }).click();
  await expect(desk.getByText('Approved: the player is verified.')).toBeVisible();
  await expect(desk.getByRole('button', { name: new RegExp(`Ada ${lastName}`) })).toHaveCount(0);

  const profile = await request.get('/api/v1/user/profile', { headers: { authorization: bearer } });
  expect(((await profile.json()) as { payload: { user: { kyc: number } } }).payload.user.kyc).toBe(2);
});
