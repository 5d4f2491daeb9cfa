import { describe, expect, it } from 'vitest';
import { type BetSlipItem, selectionKey } from './betslip.store';
import { applyBuilderQuote, newSlipBuilder, readSlipBuilder, settleBuilder } from './slip-builder';

const part = (outcomeId: number, odds: number): BetSlipItem => ({
  key: selectionKey(5, outcomeId),
  matchId: 5,
  matchName: 'Rovers - United',
  sportId: 1,
  tournamentId: 3,
  tournamentName: 'League',
  image: '',
  marketId: outcomeId * 10,
  marketName: 'Match Result',
  id: outcomeId,
  name: `Pick ${outcomeId}`,
  partId: 1,
  partName: 'Full time',
  odds,
  isLive: true,
  isBlocked: false,
  isDeleted: false,
});

const builder = newSlipBuilder([part(1, 1850), part(2, 1900)], 3400);
const priced = (odds: number | null, error: string | null = null) => ({ available: true, odds, error });

describe('applyBuilderQuote', () => {
  it('is one selection of the match, live when its parts are', () => {
    expect(builder).toMatchObject({ key: '5_builder', matchId: 5, matchName: 'Rovers - United', isLive: true });
  });

  it('takes a moved price under accept any, and a raise only under raise', () => {
    expect(applyBuilderQuote(builder, priced(3600), 'accept_any')).toMatchObject({ odds: 3600, updatedSlip: null });
    expect(applyBuilderQuote(builder, priced(3600), 'raise')).toMatchObject({ odds: 3600, updatedSlip: null });
    expect(applyBuilderQuote(builder, priced(3200), 'raise')).toMatchObject({ odds: 3400, updatedSlip: 3200 });
    expect(applyBuilderQuote(builder, priced(3600), 'always_ask')).toMatchObject({ odds: 3400, updatedSlip: 3600 });
  });

  it('holds the builder with the reason when it has no price, and frees it when priced again', () => {
    const held = applyBuilderQuote(builder, priced(null, 'A selection is not on offer now'), 'accept_any');
    expect(held).toMatchObject({ odds: 3400, refusal: 'A selection is not on offer now' });
    expect(applyBuilderQuote(held, priced(3400), 'accept_any')).toMatchObject({ refusal: null });
  });

  it('keeps the same object when nothing changed', () => {
    expect(applyBuilderQuote(builder, priced(3400), 'always_ask')).toBe(builder);
  });

  it('settles a waiting price the new preference would not ask about', () => {
    const waiting = applyBuilderQuote(builder, priced(3600), 'always_ask');
    expect(settleBuilder(waiting, 'raise')).toMatchObject({ odds: 3600, updatedSlip: null });
    expect(settleBuilder(waiting, 'always_ask')).toBe(waiting);
  });
});

describe('readSlipBuilder', () => {
  it('reads back a stored builder and drops anything else', () => {
    expect(readSlipBuilder(JSON.parse(JSON.stringify(builder)))).toEqual(builder);
    expect(readSlipBuilder({ ...builder, parts: [part(1, 1850)] })).toBeNull();
    expect(readSlipBuilder({ ...builder, odds: '3.40' })).toBeNull();
    expect(readSlipBuilder('builder')).toBeNull();
  });
});
