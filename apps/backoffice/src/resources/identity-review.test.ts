import { describe, expect, it } from 'vitest';
import { compareDetails, expired, imageFrame } from './identity-review';

const submission = {
  document_type: 'passport',
  country: 'CY',
  first_name: 'ADA',
  last_name: 'Lovelace-King',
  birthday: '1990-05-01',
  document_number: 'K1',
  document_expiry: '2035-01-01',
  reasons: [],
  submitted_at: '2026-12-01T10:00:00.000Z',
};

describe('the account beside the document', () => {
  it('marks only the details that differ, names without case or accents', () => {
    const lines = compareDetails({
      profile: { first_name: 'Adá', last_name: 'Lovelace', birthday: null, country: 'GB' },
      submission,
    });
    expect(lines).toEqual([
      { field: 'first_name', account: 'Adá', document: 'ADA', differs: false },
      { field: 'last_name', account: 'Lovelace', document: 'Lovelace-King', differs: true },
      { field: 'birthday', account: null, document: '1990-05-01', differs: false },
      { field: 'country', account: 'GB', document: 'CY', differs: true },
    ]);
  });

  it('calls a document expired from the day after its expiry', () => {
    expect(expired('2026-12-01', '2026-12-01')).toBe(false);
    expect(expired('2026-11-30', '2026-12-01')).toBe(true);
  });
});

describe('the sandboxed image frame', () => {
  it('holds the image alone under a policy that loads nothing else', () => {
    const html = imageFrame('data:image/png;base64,iVBORw0KGgo=', 'Front "of" <the> document');
    expect(html).toContain(`content="default-src 'none'; img-src data:; style-src 'unsafe-inline'"`);
    expect(html).toContain('alt="Front &quot;of&quot; &lt;the&gt; document"');
    expect(html).not.toMatch(/<script/i);
  });

  it('refuses anything but an image of the kinds the provider keeps', () => {
    expect(() => imageFrame('data:image/svg+xml;base64,PHN2Zz4=', 'x')).toThrow();
    expect(() => imageFrame('data:text/html;base64,PHNjcmlwdD4=', 'x')).toThrow();
    expect(() => imageFrame('data:image/png;base64,AA"><script>', 'x')).toThrow();
  });
});
