import { describe, expect, it } from 'vitest';
import { identifiersByKind, identifierText, interventionBody, registerPageOf } from './rg-view';

describe('identifiersByKind', () => {
  it('groups an entry’s identifiers in the register’s order of kinds, leaving the accounts to their column', () => {
    const groups = identifiersByKind([
      { kind: 'device', value: '••••e1b4', masked: true },
      { kind: 'account', value: '12', masked: false },
      { kind: 'email', value: 'ann@example.com', masked: false },
      { kind: 'email', value: 'ann@gmail.com', masked: false },
    ]);
    expect(groups.map((g) => [g.kind, g.values.map((v) => v.value)])).toEqual([
      ['email', ['ann@example.com', 'ann@gmail.com']],
      ['device', ['••••e1b4']],
    ]);
  });

  it('writes a name with its date of birth for reading', () => {
    expect(identifierText({ kind: 'name_dob', value: 'ann lee|1990-05-01', masked: false })).toBe(
      'ann lee, 1990-05-01',
    );
    expect(identifierText({ kind: 'phone', value: '+35796123456', masked: false })).toBe('+35796123456');
  });
});

describe('registerPageOf', () => {
  it('reads the search and the page from the address, page 1 for anything but a whole number from 1', () => {
    expect(registerPageOf(new URLSearchParams('search=%20ann%40example.com%20&page=3'))).toEqual({
      search: 'ann@example.com',
      page: 3,
    });
    expect(registerPageOf(new URLSearchParams('page=0'))).toEqual({ search: '', page: 1 });
    expect(registerPageOf(new URLSearchParams('page=x'))).toEqual({ search: '', page: 1 });
  });
});

describe('interventionBody', () => {
  it('sends a note or a call with its text only, trimmed', () => {
    expect(interventionBody({ kind: 'call', body: ' Called. ', restriction: 'left over', link: 'block' })).toEqual({
      ok: true,
      body: { kind: 'call', body: 'Called.' },
    });
  });

  it('sends a restriction with what was restricted and, when chosen, the change it was made with', () => {
    expect(
      interventionBody({
        kind: 'restriction',
        body: 'Halved.',
        restriction: ' stake factor 0.5 ',
        link: 'stake_factor',
      }),
    ).toEqual({
      ok: true,
      body: { kind: 'restriction', body: 'Halved.', restriction: 'stake factor 0.5', link: 'stake_factor' },
    });
    expect(interventionBody({ kind: 'restriction', body: 'Closed.', restriction: 'casino', link: '' })).toEqual({
      ok: true,
      body: { kind: 'restriction', body: 'Closed.', restriction: 'casino' },
    });
  });

  it('names what is missing', () => {
    expect(interventionBody({ kind: 'restriction', body: '  ', restriction: '', link: '' })).toEqual({
      ok: false,
      errors: {
        body: 'meridian.rg.interventions.bodyNeeded',
        restriction: 'meridian.rg.interventions.restrictionNeeded',
      },
    });
  });
});
