// @vitest-environment happy-dom
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

/** The provider as the widget sees it: its calls answered from memory, each one kept. */
function fakeProvider() {
  const calls: Array<{ method: string; url: string; auth: string | null; type: string | null }> = [];
  const refuse = new Set<string>();
  let status = 'init';
  const json = (body: unknown, init: number = 200) =>
    new Response(JSON.stringify(body), { status: init, headers: { 'content-type': 'application/json' } });
  const fetch = vi.fn(async (input: string | URL, init: RequestInit = {}) => {
    const url = String(input);
    const headers = new Headers(init.headers);
    calls.push({
      method: init.method ?? 'GET',
      url,
      auth: headers.get('authorization'),
      type: headers.get('content-type'),
    });
    if (url.startsWith('/kyc/api/widget/applicant')) {
      return json({
        applicant_id: 'app_1',
        status,
        reasons: [],
        profile: { first_name: 'Ada', last_name: 'Lovelace', birthday: '1990-05-01', country: 'CY' },
        files: [],
      });
    }
    const file = /\/kyc\/api\/widget\/files\/(\w+)/.exec(url);
    if (file) {
      if (refuse.has(file[1] as string)) {
        return json(
          { error: 'The photo is too small: it must be at least 600 × 400 pixels.', code: 'image_too_small' },
          422,
        );
      }
      return json({
        file: { id: `f_${file[1]}`, kind: file[1], mime: 'image/jpeg', size: 10, width: 800, height: 600 },
      });
    }
    if (url.startsWith('/kyc/api/widget/submit')) {
      status = 'approved';
      return json({ status: 'approved', reasons: [] });
    }
    return json({ error: 'Not found', code: 'not_found' }, 404);
  });
  return { fetch, calls, refuse };
}

const provider = fakeProvider();
const heading = () => document.querySelector('h2')?.textContent;
const buttonNamed = (name: string) =>
  [...document.querySelectorAll('button')].find((b) => b.textContent === name) as HTMLButtonElement;
const choose = async (input: HTMLInputElement, file: File) => {
  Object.defineProperty(input, 'files', { value: [file], configurable: true });
  input.dispatchEvent(new Event('change'));
  await vi.waitFor(() => expect(input.disabled).toBe(false));
  await new Promise((resolve) => setTimeout(resolve, 0));
};
const photo = (name: string) => new File([new Uint8Array([0xff, 0xd8, 0xff])], name, { type: 'image/jpeg' });

describe('the widget', () => {
  beforeAll(async () => {
    vi.stubGlobal('fetch', provider.fetch);
    document.body.innerHTML =
      '<main id="kyc" data-base="/kyc" data-token="kyc_token" data-lang="en" data-theme="dark" data-parent="">' +
      '<h1 id="kyc-title">Identity verification</h1>' +
      '<p class="demo-notice" role="note">Demo: this check approves every submission by itself.</p>' +
      '<p class="boot">Loading…</p></main>';
    await import('./widget.entry.js');
    await vi.waitFor(() => expect(heading()).toBe('Choose your document'));
  });
  afterAll(() => {
    vi.unstubAllGlobals();
  });

  it('opens on the document step, offering the documents of the profile’s country, under a demo’s notice', () => {
    expect(document.querySelector('.boot')).toBeNull();
    expect(document.querySelector('[role="note"]')?.textContent).toBe(
      'Demo: this check approves every submission by itself.',
    );
    expect(document.querySelector('.progress')?.textContent).toBe('Step 1 of 4');
    const select = document.querySelector('select') as HTMLSelectElement;
    expect(select.value).toBe('CY');
    expect(document.querySelector(`label[for="${select.id}"]`)?.textContent).toBe('Country of issue');
    const offered = () => [...document.querySelectorAll('.choice span')].map((s) => s.textContent);
    expect(offered()).toEqual(['Passport', 'Identity card', 'Driving licence']);
    select.value = 'US';
    select.dispatchEvent(new Event('change'));
    expect(offered()).toEqual(['Passport', 'Driving licence']);
    select.value = 'CY';
    select.dispatchEvent(new Event('change'));
  });

  it('walks a passport through its steps with the heading focused at each, uploading with the token', async () => {
    buttonNamed('Continue').click();
    expect(heading()).toBe('Passport photo page');
    expect(document.activeElement).toBe(document.querySelector('h2'));
    expect(document.querySelector('.progress')?.textContent).toBe('Step 2 of 4');

    buttonNamed('Continue').click();
    expect(document.querySelector('.error:not([hidden])')?.textContent).toBe('Upload the front of the document.');

    provider.refuse.add('front');
    const input = () => document.querySelector('input[type="file"]') as HTMLInputElement;
    await choose(input(), photo('small.jpg'));
    const error = document.querySelector('.error:not([hidden])');
    expect(error?.getAttribute('role')).toBe('alert');
    expect(error?.textContent).toBe('The photo is too small: it must be at least 600 × 400 pixels.');
    expect(input().getAttribute('aria-describedby')).toContain(error?.id);

    provider.refuse.delete('front');
    await choose(input(), photo('passport.jpg'));
    expect(document.querySelector('.status')?.textContent).toBe('Uploaded: passport.jpg');
    const upload = provider.calls.at(-1);
    expect(upload).toMatchObject({
      method: 'POST',
      url: '/kyc/api/widget/files/front?lang=en',
      auth: 'Bearer kyc_token',
      type: 'application/octet-stream',
    });

    buttonNamed('Continue').click();
    expect(heading()).toBe('Take a selfie');
    await choose(input(), photo('me.jpg'));
    buttonNamed('Continue').click();
    expect(heading()).toBe('Your details');
    expect((document.querySelector('input[name="first_name"]') as HTMLInputElement).value).toBe('Ada');
    expect((document.querySelector('input[name="birthday"]') as HTMLInputElement).value).toBe('1990-05-01');
  });

  it('submits the details with the chosen document and shows the outcome', async () => {
    const field = (name: string) => document.querySelector(`input[name="${name}"]`) as HTMLInputElement;
    for (const [name, value] of [
      ['document_number', 'K0012345'],
      ['document_expiry', '2035-12-31'],
    ]) {
      field(name as string).value = value as string;
      field(name as string).dispatchEvent(new Event('input'));
    }
    (document.querySelector('form') as HTMLFormElement).requestSubmit();
    await vi.waitFor(() => expect(heading()).toBe('Verification'));
    expect(document.querySelector('.outcome')?.textContent).toBe('You are verified. Thank you!');
    const submit = provider.calls.find((c) => c.url.startsWith('/kyc/api/widget/submit'));
    expect(submit).toMatchObject({ method: 'POST', auth: 'Bearer kyc_token', type: 'application/json' });
  });
});
