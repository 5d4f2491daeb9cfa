import { describe, expect, it } from 'vitest';
import { registerSearch, shownIdentifier } from './responsible-gaming.operator-search.js';

describe('registerSearch', () => {
  it('looks an e-mail up as the mailbox the register stores', () => {
    expect(registerSearch(' Ann.Lee+bets@GoogleMail.com ')).toEqual({
      identifiers: [{ kind: 'email', value: 'annlee@gmail.com' }],
      documentNumber: null,
    });
    expect(registerSearch('Ann@Example.com ').identifiers).toEqual([{ kind: 'email', value: 'ann@example.com' }]);
  });

  it('reads digits as a player id or a phone, and a number written with a plus as a phone only', () => {
    expect(registerSearch('0042').identifiers).toEqual([
      { kind: 'phone', value: '+0042' },
      { kind: 'account', value: '42' },
    ]);
    expect(registerSearch('+357 96-123 456').identifiers).toEqual([{ kind: 'phone', value: '+35796123456' }]);
    expect(registerSearch('#17').identifiers).toEqual([{ kind: 'account', value: '17' }]);
  });

  it('looks for an identity document by its number as the register writes it', () => {
    expect(registerSearch('ab-12 345')).toEqual({ identifiers: [], documentNumber: 'AB12345' });
    expect(registerSearch('x1')).toEqual({ identifiers: [], documentNumber: null });
  });
});

describe('shownIdentifier', () => {
  it('shows a document’s type and country and the last four characters of its number', () => {
    expect(shownIdentifier('document', 'passport:GB:123456789')).toEqual({
      kind: 'document',
      value: 'passport:GB:••••6789',
      masked: true,
    });
    expect(shownIdentifier('document', 'id_card:CY:123').value).toBe('id_card:CY:••••');
  });

  it('shows a device’s last four characters, and contacts and accounts as stored', () => {
    expect(shownIdentifier('device', 'f3a9c0d2e1b4')).toEqual({ kind: 'device', value: '••••e1b4', masked: true });
    expect(shownIdentifier('email', 'ann@example.com')).toEqual({
      kind: 'email',
      value: 'ann@example.com',
      masked: false,
    });
    expect(shownIdentifier('account', '42').masked).toBe(false);
  });
});
