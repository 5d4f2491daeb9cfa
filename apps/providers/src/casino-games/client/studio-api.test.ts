import { afterEach, describe, expect, it, vi } from 'vitest';
import { StudioApi, StudioCallError } from './studio-api.js';

const answering = (status: number, body: unknown) =>
  vi.fn(async () => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }));

describe('StudioApi conflicts', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('hands over the round as it ended when an action comes after its end', async () => {
    const ended = {
      round: { id: 'r1', status: 'settled', stake: 500, win: 1_030, view: { status: 'cashedOut' }, free: false },
      balance: null,
      fairness: { serverSeedHash: 'h', clientSeed: 'c', nonce: 3 },
      freeRounds: null,
    };
    vi.stubGlobal(
      'fetch',
      answering(409, { error: 'This round is over.', wallet_status: null, code: 'round_over', ...ended }),
    );
    const error = await new StudioApi('/studio', 'launch').act('r1', { cashout: true }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(StudioCallError);
    expect(error).toMatchObject({ status: 409, code: 'round_over', walletStatus: null });
    expect((error as StudioCallError).answer).toMatchObject(ended);
  });

  it('names an action refused while an earlier stake waits, with no round to show', async () => {
    vi.stubGlobal('fetch', answering(409, { error: 'still being settled', wallet_status: null, code: 'in_flight' }));
    const error = await new StudioApi('/studio', 'launch').act('r1', { action: 'double' }).catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 409, code: 'in_flight', answer: null });
  });
});
