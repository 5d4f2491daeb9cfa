/**
 * The bet placement bench's rows for bench/run.mjs's table (figure, Meridian, reference, ratio, goal,
 * result) and its notes, from what bench/bets.mjs measured.
 */
import { number } from './lib.mjs';

const verdict = (ok) => (ok ? 'pass' : 'miss');
const rate = (load) => `${number(load.betsPerSecond)} bets/s, p99 ${load.p99} ms`;

/** Table rows in bench/run.mjs's columns: figure, Meridian, reference, ratio, goal, result. */
export function betRows(bets) {
  const { goals } = bets;
  const c = bets.connections;
  const rows = [];
  // A run where bets failed (an error answer, not a refusal) misses whatever its rate.
  const ratioRow = (figure, load, reference, referenceRate, goal) => {
    const ratio = referenceRate > 0 ? load.betsPerSecond / referenceRate : 0;
    const ok = ratio >= goal && load.failedCount === 0;
    rows.push([figure, rate(load), reference, number(ratio, 2), `≥ ${number(goal, 2)}`, verdict(ok)]);
  };
  const notMeasured = (figure, why, goal) =>
    rows.push([figure, `not measured: ${why}`, '-', '-', `≥ ${number(goal, 2)}`, '-']);

  const postgres = bets.postgres?.uncontended;
  if (postgres && bets.pgbench) {
    ratioRow(
      `bet placement (PostgreSQL), ${c} connections`,
      postgres,
      `pgbench tpcb-like ${number(bets.pgbench.tps)} tps`,
      bets.pgbench.tps,
      goals.postgres,
    );
    ratioRow(
      `bet placement, one wallet, ${c} connections`,
      bets.postgres.contended,
      `${number(postgres.betsPerSecond)} bets/s on ${c} wallets`,
      postgres.betsPerSecond,
      goals.oneWallet,
    );
  } else {
    const why = bets.missing ?? 'skipped';
    notMeasured('bet placement (PostgreSQL)', why, goals.postgres);
    notMeasured('bet placement, one wallet', why, goals.oneWallet);
  }
  // Cash-out beside bet placement on the same server: each bet just placed is cashed out once, whole.
  for (const [name, measured] of [
    ['PostgreSQL', bets.postgres],
    ['PGlite', bets.pglite],
  ]) {
    const cashOut = measured?.cashOut;
    if (!cashOut) continue;
    const placing = measured.uncontended.betsPerSecond;
    rows.push([
      `cash-out (${name}), ${c} connections`,
      `${number(cashOut.perSecond)} cash-outs/s, p99 ${cashOut.p99} ms`,
      `bet placement ${number(placing)} bets/s`,
      placing > 0 ? number(cashOut.perSecond / placing, 2) : '-',
      '-',
      cashOut.failedCount === 0 && cashOut.balancesMatch ? 'measured' : 'miss',
    ]);
  }
  const pglite = bets.pglite?.uncontended;
  if (pglite && postgres) {
    ratioRow(
      `bet placement (PGlite), ${c} connections`,
      pglite,
      `${number(postgres.betsPerSecond)} bets/s on PostgreSQL`,
      postgres.betsPerSecond,
      goals.pglite,
    );
  } else if (pglite) {
    rows.push([
      `bet placement (PGlite), ${c} connections`,
      rate(pglite),
      'PostgreSQL not measured',
      '-',
      `≥ ${number(goals.pglite, 2)}`,
      '-',
    ]);
  } else {
    notMeasured('bet placement (PGlite)', 'skipped', goals.pglite);
  }
  return rows;
}

/** One line per run: what was refused or failed, and whether the balances matched the stakes. */
export function betNotes(bets) {
  const notes = [];
  const tally = (record) =>
    Object.entries(record)
      .map(([reason, n]) => `${number(n)} × ${reason}`)
      .join(', ');
  const runs = [
    ['PostgreSQL', bets.postgres?.uncontended],
    ['PostgreSQL, one wallet', bets.postgres?.contended],
    ['PGlite', bets.pglite?.uncontended],
  ];
  for (const [name, load] of runs) {
    if (!load) continue;
    const parts = [
      `${number(load.accepted)} accepted in ${number(load.seconds, 1)} s (p50 ${load.p50} ms)`,
      `server CPU ${number(load.cpuMsPerBet, 1)} ms per accepted bet (${number(load.serverCpuShare * 100)} % of a core ` +
        `over its idle ${number(load.idleShare * 100)} %)`,
      `the machine's CPU per accepted bet ${number(load.cpuSplit.machine, 2)} ms (server ${number(load.cpuSplit.server, 2)}, ` +
        `PostgreSQL ${number(load.cpuSplit.postgres, 2)}, load generator ${number(load.cpuSplit.load, 2)})`,
    ];
    if (load.refusedCount) parts.push(`refused: ${tally(load.refused)}`);
    if (load.failedCount) parts.push(`failed: ${tally(load.failed)}`);
    if (load.held) parts.push(`${number(load.held)} held for a live delay`);
    parts.push(
      load.balancesMatch
        ? 'balances moved by exactly the accepted stakes'
        : `BALANCES MOVED BY ${number(load.moved)} FOR ${number(load.staked)} OF ACCEPTED STAKES`,
    );
    notes.push(`bets, ${name}: ${parts.join('; ')}.`);
  }
  for (const [name, measured] of [
    ['PostgreSQL', bets.postgres],
    ['PGlite', bets.pglite],
  ]) {
    const cashOut = measured?.cashOut;
    if (!cashOut) continue;
    const parts = [
      `${number(cashOut.done)} paid in ${number(cashOut.seconds, 1)} s (p50 ${cashOut.p50} ms)` +
        (cashOut.exhausted ? ', every bet placed was cashed out before the time was up' : ''),
    ];
    if (cashOut.unavailable) parts.push(`${number(cashOut.unavailable)} without an offer at that moment`);
    if (cashOut.failedCount) parts.push(`failed: ${tally(cashOut.failed)}`);
    parts.push(
      cashOut.balancesMatch
        ? 'balances rose by exactly the amounts paid'
        : `BALANCES ROSE BY ${number(cashOut.moved)} FOR ${number(cashOut.paid)} PAID`,
    );
    notes.push(`cash-out, ${name}: ${parts.join('; ')}.`);
  }
  if (bets.pgbench) {
    const { pgbench } = bets;
    notes.push(
      `pgbench on PostgreSQL ${bets.version}: scale ${bets.pgbenchScale}, ${bets.connections} clients, 2 threads, ` +
        `prepared, ${bets.seconds} s, before and after the bets: ${pgbench.runs.map((tps) => number(tps)).join(' and ')} tps ` +
        `(mean ${number(pgbench.tps)}), latency average ${number(pgbench.latencyMs, 2)} ms, the machine's CPU per ` +
        `transaction ${number(pgbench.cpuMsPerTransaction, 2)} ms.`,
    );
  }
  return notes;
}
