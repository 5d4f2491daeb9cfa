/**
 * @module-tag engine
 */
import {
  type BlackjackAction,
  type BlackjackState,
  legalActions,
  startBlackjack,
} from '@meridian/providers/casino-games/engine/blackjack/blackjack';
import { SLOT_MACHINES } from '@meridian/providers/casino-games/engine/catalog';
import { playSlot } from '@meridian/providers/casino-games/engine/slots/slot-engine';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { useApp } from '../../../test/helper.js';
import { providerTable } from '../../platform/provider-mount.js';
import { CASHIER_APP, playerWithDeposit } from '../payments/payments.fixtures.js';
import { expectMoneyAsRoundsSay, launchStudio, steerNextRound, studioCall } from './casino-games.fixtures.js';

type App = ReturnType<ReturnType<typeof useApp>>;
type Player = Awaited<ReturnType<typeof playerWithDeposit>>;

const START = 5_000;
const RACERS = 5;

/** A player on a real launch of a game, its page opened (so its seeds exist). */
async function seated(app: App, code: string): Promise<{ player: Player; launch: string }> {
  const player = await playerWithDeposit(app, String(START / 100));
  const launch = await launchStudio(app, player.token, code);
  expect((await studioCall(app, 'GET', launch)).statusCode).toBe(200);
  return { player, launch };
}

/** The same round's actions sent all at once, as two tabs or a script would. */
async function race(app: App, launch: string, round: string, actions: unknown[]) {
  const answers = await Promise.all(
    actions.map((action) => studioCall(app, 'POST', `${launch}/rounds/${round}/actions`, action)),
  );
  for (const answer of answers) expect([200, 409, 422], answer.body).toContain(answer.statusCode);
  expect(answers.some((answer) => answer.statusCode === 200)).toBe(true);
  return answers;
}

/** Plays the round in play to its end with the least the game allows (stand, no insurance, collect). */
async function finish(app: App, launch: string) {
  for (let i = 0; i < 40; i++) {
    const open = (await studioCall(app, 'GET', launch)).json().open;
    if (!open) return;
    const legal: string[] = open.view.legalActions ?? [];
    const action = open.view.bonus
      ? { tile: (open.view.bonus.tiles as Array<number | null>).indexOf(null) }
      : open.view.opened
        ? open.view.opened.length > 0
          ? { cashout: true }
          : { tile: 0 }
        : { action: legal.includes('noInsurance') ? 'noInsurance' : 'stand' };
    const res = await studioCall(app, 'POST', `${launch}/rounds/${open.id}/actions`, action);
    expect(res.statusCode, res.body).toBe(200);
  }
  throw new Error('the round did not end');
}

/** The tiles of a Mines round without a mine, read from the studio's record of it. */
async function safeTiles(app: App, round: string): Promise<number[]> {
  const { rows } = await sql<{ state: { layout: number[] } }>`
    select state from ${providerTable(app, 'casinoGames', 'studio_rounds')} where id = ${round}`.execute(
    app.database.db,
  );
  return Array.from({ length: 25 }, (_, i) => i).filter((i) => !rows[0]?.state.layout.includes(i));
}

async function blackjackRace(app: App, wanted: BlackjackAction, actions: BlackjackAction[]) {
  const { player, launch } = await seated(app, 'blackjack');
  await steerNextRound(app, player.id, (random) =>
    legalActions(startBlackjack(500n, random) as BlackjackState).includes(wanted),
  );
  const started = (await studioCall(app, 'POST', `${launch}/rounds`, { stake: 500 })).json();
  expect(started.round.view.legalActions).toContain(wanted);
  await race(
    app,
    launch,
    started.round.id,
    actions.map((action) => ({ action })),
  );
  await finish(app, launch);
  return expectMoneyAsRoundsSay(app, player, START);
}

describe('the studio’s rounds under concurrent actions', () => {
  const app = useApp(CASHIER_APP);

  it('takes one of five doubles sent at once on a blackjack hand, and pays the hand once', async () => {
    const [round] = await blackjackRace(app(), 'double', Array(RACERS).fill('double'));
    expect(round?.stake).toBe('1000');
  });

  it('takes one split of several sent at once, and pays the hands once', async () => {
    await blackjackRace(app(), 'split', Array(RACERS).fill('split'));
  });

  it('takes insurance once however often it is sent at once', async () => {
    const [round] = await blackjackRace(app(), 'insurance', ['insurance', 'insurance', 'insurance', 'noInsurance']);
    expect(['500', '750']).toContain(round?.stake);
  });

  it('keeps a hand whole when doubles, hits and stands race', async () => {
    await blackjackRace(app(), 'double', ['double', 'hit', 'stand', 'double', 'hit']);
  });

  it('answers concurrent Mines cash-outs once, and the others 409 with the round’s final state', async () => {
    const { player, launch } = await seated(app(), 'mines');
    const started = (await studioCall(app(), 'POST', `${launch}/rounds`, { stake: 500, mines: 3 })).json();
    const [safe] = await safeTiles(app(), started.round.id);
    const opened = await studioCall(app(), 'POST', `${launch}/rounds/${started.round.id}/actions`, { tile: safe });
    expect(opened.json().round.status).toBe('open');

    const answers = await race(app(), launch, started.round.id, Array(RACERS).fill({ cashout: true }));
    const paid = answers.filter((a) => a.statusCode === 200).map((a) => a.json());
    expect(paid).toHaveLength(1);
    const final = paid[0].round;
    expect(final).toMatchObject({ status: 'settled', view: { status: 'cashedOut' } });
    for (const conflict of answers.filter((a) => a.statusCode !== 200)) {
      expect(conflict.statusCode, conflict.body).toBe(409);
      expect(conflict.json()).toMatchObject({
        code: 'round_over',
        round: { id: final.id, status: 'settled', stake: 500, win: final.win, view: { status: 'cashedOut' } },
      });
    }
    await expectMoneyAsRoundsSay(app(), player, START);
  });

  it('keeps a Mines round whole when tiles and cash-outs race', async () => {
    const { player, launch } = await seated(app(), 'mines');
    const started = (await studioCall(app(), 'POST', `${launch}/rounds`, { stake: 500, mines: 1 })).json();
    const [first, second, third] = await safeTiles(app(), started.round.id);
    await studioCall(app(), 'POST', `${launch}/rounds/${started.round.id}/actions`, { tile: first });
    await race(app(), launch, started.round.id, [
      { cashout: true },
      { tile: second },
      { cashout: true },
      { tile: third },
    ]);
    await finish(app(), launch);
    await expectMoneyAsRoundsSay(app(), player, START);
  });

  it('pays a slot bonus once when its picks race', async () => {
    const machine = SLOT_MACHINES['lucky-orchard'];
    if (!machine) throw new Error('no lucky-orchard');
    const { player, launch } = await seated(app(), 'lucky-orchard');
    await steerNextRound(app(), player.id, (random) => !playSlot(machine, 100n, random).complete);
    const started = (await studioCall(app(), 'POST', `${launch}/rounds`, { stake: 100 })).json();
    expect(started.round.status).toBe('open');
    await race(
      app(),
      launch,
      started.round.id,
      Array.from({ length: 12 }, (_, tile) => ({ tile })),
    );
    await finish(app(), launch);
    await expectMoneyAsRoundsSay(app(), player, START);
  });

  it('plays one round at a time when starts race, on every game', async () => {
    const starts: Record<string, unknown> = {
      dice: { stake: 100, target: 5000, direction: 'over' },
      crash: { stake: 100, target: 200 },
      'european-roulette': { bets: [{ type: 'red', amount: 100 }] },
      'lucky-orchard': { stake: 100 },
      mines: { stake: 100, mines: 3 },
      blackjack: { stake: 100 },
    };
    for (const [code, params] of Object.entries(starts)) {
      const { player, launch } = await seated(app(), code);
      const answers = await Promise.all(
        Array.from({ length: RACERS }, () => studioCall(app(), 'POST', `${launch}/rounds`, params)),
      );
      for (const answer of answers) expect([200, 409], answer.body).toContain(answer.statusCode);
      await finish(app(), launch);
      await expectMoneyAsRoundsSay(app(), player, START);
    }
  });
});
