import { describe, expect, it } from 'vitest';
import { useApp } from '../../../test/helper.js';
import { adminCall, newSignedInOperator, operatorClock } from '../../../test/operators.js';
import { fundedPlayer, liveMatch, pick, placed, singleBet } from '../bets/bets.fixtures.js';

describe('trading: the live bet delay per sport', () => {
  const app = useApp({ betLiveDelayS: 5 });

  it('holds a live bet for its sport’s delay, decides one at once at 0, and goes back to the default', async () => {
    const clock = operatorClock(app());
    const risk = await newSignedInOperator(app(), clock, 'risk');
    const viewer = await newSignedInOperator(app(), clock, 'viewer');
    const match = await liveMatch(app());
    const sportId = match.sport_id;
    const player = await fundedPlayer(app(), 10_000n);
    const bet = () => placed(app(), player.token, singleBet(player.walletId, pick(match, 1, 11, 2100, true)));

    const before = await adminCall(app(), 'GET', '/sports/live-delays', { token: viewer.token });
    expect(before.statusCode, before.body).toBe(200);
    expect(before.json().payload.default_seconds).toBe(5);
    expect(before.json().payload.list.find((s: { sport_id: number }) => s.sport_id === sportId)).toMatchObject({
      seconds: 5,
      overridden: false,
    });
    expect((await bet()).wait_time).toBe(5);

    const set = (seconds: number | null, token = risk.token) =>
      adminCall(app(), 'PUT', `/sports/${sportId}/live-delay`, {
        token,
        body: { seconds, reason: 'tennis courts lag' },
      });
    expect((await set(12, viewer.token)).statusCode).toBe(403);
    const twelve = await set(12);
    expect(twelve.statusCode, twelve.body).toBe(200);
    expect(twelve.json().payload.list.find((s: { sport_id: number }) => s.sport_id === sportId)).toMatchObject({
      seconds: 12,
      overridden: true,
    });
    expect((await bet()).wait_time).toBe(12);

    await set(0);
    const atOnce = await bet();
    expect(atOnce).toMatchObject({ wait_time: 0, error: null, bet_id: expect.any(Number) });

    await set(null);
    expect((await bet()).wait_time).toBe(5);
    expect((await set(61)).statusCode).toBe(422);
    expect(
      (
        await adminCall(app(), 'PUT', '/sports/999999/live-delay', {
          token: risk.token,
          body: { seconds: 3, reason: 'no such sport' },
        })
      ).statusCode,
    ).toBe(404);

    const audit = await app()
      .database.db.selectFrom('operator_audit_log')
      .select(['action', 'after'])
      .where('target', '=', `sport:${sportId}`)
      .orderBy('id')
      .execute();
    expect(audit.map((a) => [a.action, a.after?.seconds])).toEqual([
      ['trading.live_delay_set', 12],
      ['trading.live_delay_set', 0],
      ['trading.live_delay_set', null],
    ]);
  });
});
