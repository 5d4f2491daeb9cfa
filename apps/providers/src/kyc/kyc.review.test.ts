import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type ApplicantProfile, ageOn, compareNames, reviewSubmission, type SubmittedData } from './kyc.review.js';

const TODAY = '2026-11-27';
const profile: ApplicantProfile = {
  firstName: 'Zoë',
  lastName: 'Müller-Łukasz',
  birthday: '1990-05-01',
  country: 'DE',
};
const data = (overrides: Partial<SubmittedData> = {}): SubmittedData => ({
  documentType: 'passport',
  country: 'DE',
  firstName: 'ZOE',
  lastName: 'MULLER LUKASZ',
  birthday: '1990-05-01',
  documentNumber: 'C01X00T47',
  documentExpiry: '2031-01-31',
  ...overrides,
});

describe('reviewSubmission', () => {
  it('approves a valid document whose data matches the profile, whatever the letter case and diacritics', () => {
    expect(reviewSubmission(profile, data(), TODAY)).toEqual({ status: 'approved', reasons: [] });
    expect(reviewSubmission(profile, data({ documentType: 'id_card' }), TODAY).status).toBe('approved');
  });

  it('rejects a player under 18 by the document, and takes one who turns 18 today', () => {
    const young = { ...profile, birthday: null };
    expect(reviewSubmission(young, data({ birthday: '2008-11-28' }), TODAY)).toEqual({
      status: 'rejected',
      reasons: ['underage'],
    });
    expect(reviewSubmission(young, data({ birthday: '2008-11-27' }), TODAY).status).toBe('approved');
  });

  it('rejects an expired document, and takes one valid until today', () => {
    expect(reviewSubmission(profile, data({ documentExpiry: '2026-11-26' }), TODAY)).toEqual({
      status: 'rejected',
      reasons: ['document_expired'],
    });
    expect(reviewSubmission(profile, data({ documentExpiry: TODAY }), TODAY).status).toBe('approved');
  });

  it('rejects a date of birth or a name the player can correct, with every reason found', () => {
    expect(reviewSubmission(profile, data({ birthday: '1990-05-02', lastName: 'Schmidt' }), TODAY)).toEqual({
      status: 'rejected',
      reasons: ['birthday_mismatch', 'name_mismatch'],
    });
  });

  it('sends to a person what the checks cannot decide: a partial name, another country, a driving licence', () => {
    expect(reviewSubmission(profile, data({ firstName: 'Zoe Anna' }), TODAY)).toEqual({
      status: 'review',
      reasons: ['name_partial_match'],
    });
    expect(reviewSubmission(profile, data({ country: 'AT' }), TODAY)).toEqual({
      status: 'review',
      reasons: ['country_mismatch'],
    });
    expect(reviewSubmission(profile, data({ documentType: 'driving_licence' }), TODAY)).toEqual({
      status: 'review',
      reasons: ['driving_licence'],
    });
  });

  it('rejects before it reviews: a fixable mistake comes back to the player first', () => {
    const outcome = reviewSubmission(
      profile,
      data({ documentType: 'driving_licence', documentExpiry: '2020-01-01' }),
      TODAY,
    );
    expect(outcome).toEqual({ status: 'rejected', reasons: ['document_expired'] });
  });

  it('takes the document’s data where the profile has none', () => {
    const bare: ApplicantProfile = { firstName: null, lastName: null, birthday: null, country: 'de' };
    expect(reviewSubmission(bare, data({ firstName: 'Anyone', lastName: 'Else' }), TODAY).status).toBe('approved');
  });
});

describe('compareNames', () => {
  it('reads names without case, diacritics, hyphens or apostrophes', () => {
    expect(compareNames('José-Luis', 'JOSE LUIS')).toBe('same');
    expect(compareNames("O'Brien", 'OBRIEN')).toBe('same');
    expect(compareNames('Straße', 'STRASSE')).toBe('same');
  });

  it('calls a slip of a letter, shared words or another alphabet partial, and nothing in common different', () => {
    expect(compareNames('Katherine', 'Katharine')).toBe('partial');
    expect(compareNames('Anna Maria', 'Anna')).toBe('partial');
    expect(compareNames('Иван', 'IVAN')).toBe('partial');
    expect(compareNames('Anna', 'Boris')).toBe('different');
  });

  it('never depends on letter case or on composed versus decomposed letters', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[A-Za-zÀ-ÖØ-öø-ÿ]{1,12}( [A-Za-zÀ-ÖØ-öø-ÿ]{1,12})?$/), (name) => {
        expect(compareNames(name, name.toUpperCase())).toBe('same');
        expect(compareNames(name.normalize('NFC'), name.normalize('NFD').toLowerCase())).toBe('same');
      }),
    );
  });
});

describe('ageOn', () => {
  it('counts full years; one born on 29 February turns a year older on 1 March', () => {
    expect(ageOn('2008-02-29', '2026-02-28')).toBe(17);
    expect(ageOn('2008-02-29', '2026-03-01')).toBe(18);
    expect(ageOn('1990-12-31', '2026-01-01')).toBe(35);
  });
});
