import { describe, expect, it } from 'vitest';
import {
  amountList,
  amountListText,
  basisPointsOfPercent,
  betsForm,
  contactsForm,
  licenceForm,
  maintenanceForm,
  msOfSeconds,
  percentText,
  periodsForm,
  placeServerErrors,
  secondsText,
} from './site-settings-form';

const periods = {
  basket: { live: 5_000, line: 30_000 },
  lists: { line: { top: 60_000, list: 60_000 }, live: { top: 10_000, list: 2_500 } },
};

describe('update periods, kept in milliseconds and typed in seconds', () => {
  it('are written as seconds, to the millisecond', () => {
    expect(secondsText(5_000)).toBe('5');
    expect(secondsText(2_500)).toBe('2.5');
    expect(secondsText(1_234)).toBe('1.234');
    expect(secondsText(600_000)).toBe('600');
  });

  it('are read back in milliseconds, with a point or a comma, digit by digit', () => {
    expect(msOfSeconds('5')).toBe(5_000);
    expect(msOfSeconds(' 2.5 ')).toBe(2_500);
    expect(msOfSeconds('2,5')).toBe(2_500);
    expect(msOfSeconds('1.234')).toBe(1_234);
    expect(msOfSeconds('0.29')).toBe(290);
    expect(msOfSeconds('600')).toBe(600_000);
    for (const text of ['', 'abc', '-1', '1.2345', '1e3', '.5', '5.', '1 0'])
      expect(msOfSeconds(text), text).toBeNull();
  });

  it('go through the form and back unchanged', () => {
    const form = periodsForm.read(periods);
    expect(form).toEqual({
      'basket.live': '5',
      'basket.line': '30',
      'lists.live.top': '10',
      'lists.live.list': '2.5',
      'lists.line.top': '60',
      'lists.line.list': '60',
    });
    expect(form && periodsForm.write(form)).toEqual({ value: periods });
  });

  it('refuse what the schema does, on the field typed', () => {
    const form = periodsForm.read(periods)!;
    expect(periodsForm.write({ ...form, 'basket.live': '0.5', 'lists.line.top': 'soon' })).toEqual({
      errors: {
        'basket.live': 'meridian.siteSettings.periods.rule',
        'lists.line.top': 'meridian.siteSettings.periods.rule',
      },
    });
    expect(periodsForm.write({ ...form, 'lists.live.list': '601' }).errors).toEqual({
      'lists.live.list': 'meridian.siteSettings.periods.rule',
    });
  });
});

describe('the quick stakes, typed as one list', () => {
  it('are split at commas, semicolons or spaces, and written with commas', () => {
    expect(amountList('5, 10, 25,50')).toEqual(['5', '10', '25', '50']);
    expect(amountList(' 0.5; 1  2.50 ,, ')).toEqual(['0.5', '1', '2.50']);
    expect(amountList('  ')).toEqual([]);
    expect(amountListText(['5', '10', '25', '50'])).toBe('5, 10, 25, 50');
  });

  it('are checked with the rest of the bets, each on its own field', () => {
    const bets = {
      amount_min: '0.5',
      amount_max: '10000',
      coupon_max_size: 20,
      fast_bets: ['5', '10', '25', '50'],
      cash_out_margin_bp: 500,
    };
    const form = betsForm.read(bets)!;
    expect(form).toEqual({
      amount_min: '0.5',
      amount_max: '10000',
      coupon_max_size: '20',
      fast_bets: '5, 10, 25, 50',
      cash_out_margin: '5',
    });
    expect(betsForm.write({ ...form, fast_bets: '1 2 3' })).toEqual({ value: { ...bets, fast_bets: ['1', '2', '3'] } });
    expect(betsForm.write({ ...form, fast_bets: '', coupon_max_size: '51' }).errors).toEqual({
      fast_bets: 'meridian.siteSettings.bets.fastBetsRule',
      coupon_max_size: 'meridian.siteSettings.bets.couponRule',
    });
    expect(betsForm.write({ ...form, fast_bets: '1, 2, 3, 4, 5, 6, 7' }).errors).toEqual({
      fast_bets: 'meridian.siteSettings.bets.fastBetsRule',
    });
    expect(betsForm.write({ ...form, fast_bets: '5, ten' }).errors).toEqual({
      fast_bets: 'meridian.siteSettings.bets.fastBetsRule',
    });
    expect(betsForm.write({ ...form, amount_min: '100', amount_max: '50' }).errors).toEqual({
      amount_max: 'meridian.siteSettings.bets.maxAboveMin',
    });
    expect(betsForm.write({ ...form, amount_min: '0', amount_max: '1.234' }).errors).toEqual({
      amount_min: 'meridian.siteSettings.bets.amountRule',
      amount_max: 'meridian.siteSettings.bets.amountRule',
    });
  });
});

describe('the cash-out margin, typed in per cent', () => {
  it('is kept in basis points, and saving the bets keeps it', () => {
    expect(basisPointsOfPercent('7.5')).toBe(750);
    expect(basisPointsOfPercent(' 0 ')).toBe(0);
    expect(basisPointsOfPercent('99,99')).toBe(9999);
    expect(basisPointsOfPercent('100')).toBeNull();
    expect(basisPointsOfPercent('5.555')).toBeNull();
    expect(percentText(750)).toBe('7.5');
    const bets = {
      amount_min: '0.5',
      amount_max: '10000',
      coupon_max_size: 20,
      fast_bets: ['5'],
      cash_out_margin_bp: 725,
    };
    const form = betsForm.read(bets)!;
    expect(form.cash_out_margin).toBe('7.25');
    expect(betsForm.write(form)).toEqual({ value: bets });
    expect(betsForm.write({ ...form, cash_out_margin: '12.5' }).value?.cash_out_margin_bp).toBe(1250);
    expect(betsForm.write({ ...form, cash_out_margin: 'five' }).errors).toEqual({
      cash_out_margin: 'meridian.siteSettings.bets.cashOutMarginRule',
    });
    // A setting saved before the margin existed reads as the default 5 %.
    const { cash_out_margin_bp: _margin, ...older } = bets;
    expect(betsForm.read(older)?.cash_out_margin).toBe('5');
  });
});

describe('the other settings’ forms', () => {
  it('show the maintenance switch and the contacts as they are, trimmed on the way back', () => {
    expect(maintenanceForm.read(true)).toEqual({ enabled: true });
    expect(maintenanceForm.read('yes')).toBeNull();
    expect(maintenanceForm.write({ enabled: false })).toEqual({ value: false });
    const contacts = contactsForm.read({ email: 'help@example.com', phone: '+357 22 030 777' })!;
    expect(contactsForm.write({ ...contacts, email: ' desk@example.com ' })).toEqual({
      value: { email: 'desk@example.com', phone: '+357 22 030 777' },
    });
    expect(contactsForm.write({ email: 'desk', phone: '12' }).errors).toEqual({
      email: 'meridian.siteSettings.contacts.emailRule',
      phone: 'meridian.siteSettings.contacts.phoneRule',
    });
  });

  it('keep the licence’s other languages and drop an empty Russian text', () => {
    const licence = {
      footer_licence: 'Licensed in Curaçao.',
      footer_licence_translations: { ru: 'Лицензия Кюрасао.', de: 'Lizenz Curaçao.' },
      license: '/terms/terms-and-conditions',
      license_id: 'OGL/2024/118/0290',
    };
    const form = licenceForm.read(licence)!;
    expect(form['footer_licence_translations.ru']).toBe('Лицензия Кюрасао.');
    expect(licenceForm.write(form)).toEqual({ value: licence });
    expect(licenceForm.write({ ...form, 'footer_licence_translations.ru': ' ' }).value).toEqual({
      ...licence,
      footer_licence_translations: { de: 'Lizenz Curaçao.' },
    });
    const alone = licenceForm.read({ ...licence, footer_licence_translations: undefined })!;
    expect(alone['footer_licence_translations.ru']).toBe('');
    expect(licenceForm.write(alone).value).toEqual({ ...licence, footer_licence_translations: undefined });
    expect(licenceForm.write(alone).value).not.toHaveProperty('footer_licence_translations');
    expect(licenceForm.write({ ...form, license: 'terms', license_id: '' }).errors).toEqual({
      license: 'meridian.siteSettings.licence.licenseRule',
      license_id: 'meridian.siteSettings.licence.licenseIdRule',
    });
  });
});

describe('the server’s field errors', () => {
  it('land on the field their path lies in; what names none stays for the dialog', () => {
    const fields = ['amount_min', 'amount_max', 'coupon_max_size', 'fast_bets'];
    expect(
      placeServerErrors(
        {
          'value.amount_max': ['Above the smallest stake.'],
          'value.fast_bets.2': ['An amount such as 0.50 or 10000.'],
          'value.fast_bets.3': ['More than zero.'],
          'value.extra': ['Unrecognized key.'],
          value: ['Expected object.'],
        },
        fields,
      ),
    ).toEqual({
      placed: {
        amount_max: 'Above the smallest stake.',
        fast_bets: 'An amount such as 0.50 or 10000. More than zero.',
      },
      rest: ['extra: Unrecognized key.', 'Expected object.'],
    });
    expect(placeServerErrors({ 'value.basket.live': ['Too small.'] }, periodsForm.fields).placed).toEqual({
      'basket.live': 'Too small.',
    });
  });
});
