/** A slot's help screen (rules, paytable, lines, features) and its RTP, derived from its definition. */

import { toNumber, toPercent } from '../../../shared/games/rational.js';
import type { GameInfo, HelpTable, RtpFigure } from '../game.js';
import { once } from '../game.js';
import type { SlotMachine } from './slot-machine.js';
import { slotRtp } from './slot-rtp.js';

const nameOf = (machine: SlotMachine, index: number) => machine.def.symbols[index]?.name ?? '';

/** "3, 4 or 5" from [3, 4, 5]. */
function either(values: readonly (string | number)[]): string {
  return values.length < 2 ? values.join('') : `${values.slice(0, -1).join(', ')} or ${values[values.length - 1]}`;
}

function reelsWith(machine: SlotMachine, symbol: number): string {
  const reels = machine.strips.flatMap((strip, reel) => (strip.includes(symbol) ? [reel + 1] : []));
  return reels.length === machine.reelCount ? 'every reel' : `reels ${reels.join(', ')}`;
}

function rulesOf(machine: SlotMachine, rtp: RtpFigure): string[] {
  const { def, reelCount, rows, wild, scatter, bonusSymbol } = machine;
  const rules: string[] = [];
  const shape = `${reelCount} reels, ${rows} rows`;
  if (machine.lines) {
    rules.push(
      `${shape}, ${machine.lines.length} fixed paylines. The stake is split into ${def.coins} coins, one per line; pays are in coins.`,
      'Line wins pay left to right from the leftmost reel on adjacent reels. Only the highest win on a line is paid; wins on different lines add up.',
    );
  } else {
    rules.push(
      `${shape}, ${machine.rows ** reelCount} ways: a symbol pays when it appears anywhere on adjacent reels from the leftmost reel. The stake is split into ${def.coins} coins; pays are in coins per way.`,
      'The number of ways of a win is the product of the matching symbols on each of its reels; each symbol pays its longest run.',
    );
  }
  if (wild >= 0) {
    const paysItself = machine.pays[wild]?.some((coins) => coins > 0)
      ? ' and pays on its own as shown in the paytable'
      : '';
    const others = [scatter, bonusSymbol].filter((symbol) => symbol >= 0).map((symbol) => nameOf(machine, symbol));
    const except = others.length > 0 ? ` except ${others.join(' and ')}` : '';
    rules.push(
      `${nameOf(machine, wild)} is wild on ${reelsWith(machine, wild)}: it substitutes for every paying symbol${except}${paysItself}.`,
    );
  }
  if (scatter >= 0) {
    rules.push(
      `${nameOf(machine, scatter)} is a scatter: it pays anywhere in view, as shown in its table, added to the ${
        machine.lines ? 'line' : 'way'
      } wins.`,
    );
  }
  if (def.freeSpins) {
    const awards = Object.entries(def.freeSpins.awards).filter(([, spins]) => spins > 0);
    const spins = [...new Set(awards.map(([, count]) => count))];
    const counts = awards.map(([count]) => count);
    const award =
      spins.length === 1
        ? `${counts[0]} or more ${nameOf(machine, scatter)} symbols award ${spins[0]}`
        : `${either(counts)} ${nameOf(machine, scatter)} symbols award ${either(awards.map(([, n]) => n))}`;
    rules.push(
      `Free spins: ${award} free spins at the same stake. Every free-spin win is multiplied by ${def.freeSpins.multiplier}. ${
        def.freeSpins.retrigger
          ? 'Scatters during free spins award more free spins.'
          : 'Free spins cannot be retriggered; scatters in free spins still pay.'
      }`,
    );
  }
  if (def.bonus) {
    const { reels, prizes, collects } = def.bonus;
    rules.push(
      `Bonus: ${nameOf(machine, bonusSymbol)} on reels ${reels.map((reel) => reel + 1).join(', ')} at once, in a base-game spin, opens the pick-me bonus: ${
        prizes.length + collects
      } hidden tiles hold ${prizes.length} coin prizes and ${collects} Collect tiles. Open tiles one by one; each prize is added, and the first Collect tile ends the bonus.`,
    );
  }
  rules.push(
    'A round’s win is the stake × coins won ÷ coins staked, rounded down to the currency’s smallest unit. Malfunction voids all pays and plays.',
    `Theoretical return to player: ${(rtp.value * 100).toFixed(2)} %.`,
  );
  return rules;
}

function tablesOf(machine: SlotMachine): HelpTable[] {
  const { def, reelCount } = machine;
  const counts = Array.from({ length: reelCount - 1 }, (_, i) => i + 2);
  const payers = def.symbols.filter((symbol) => symbol.kind === 'regular' || (symbol.kind === 'wild' && symbol.pays));
  const tables: HelpTable[] = [
    {
      title: machine.lines ? 'Paytable (coins per line)' : 'Paytable (coins per way)',
      columns: ['Symbol', ...counts.map((count) => `${count} of a kind`)],
      rows: payers.map((symbol) => [symbol.name, ...counts.map((count) => symbol.pays?.[count] ?? '-')]),
    },
  ];
  if (machine.scatter >= 0) {
    const scatter = def.symbols[machine.scatter];
    const scatterCounts = Object.keys({ ...scatter?.pays, ...def.freeSpins?.awards }).map(Number);
    tables.push({
      title: `${scatter?.name} (anywhere)`,
      columns: ['Count', 'Coins', ...(def.freeSpins ? ['Free spins'] : [])],
      rows: scatterCounts.map((count) => [
        count,
        scatter?.pays?.[count] ?? 0,
        ...(def.freeSpins ? [def.freeSpins.awards[count] ?? 0] : []),
      ]),
    });
  }
  if (def.bonus) {
    tables.push({
      title: 'Bonus tiles (coins)',
      columns: ['Tile', 'Count'],
      rows: [...def.bonus.prizes.map((coins) => [coins, 1]), ['Collect', def.bonus.collects]],
    });
  }
  if (machine.lines) {
    tables.push({
      title: 'Paylines (row on each reel, 1 = top)',
      columns: ['Line', ...Array.from({ length: reelCount }, (_, reel) => `Reel ${reel + 1}`)],
      rows: machine.lines.map((line, index) => [index + 1, ...line.map((row) => row + 1)]),
    });
  }
  return tables;
}

/** The slot's catalogue entry. */
export function slotInfo(machine: SlotMachine): GameInfo {
  const rtp = once((): RtpFigure => {
    const exact = slotRtp(machine).total;
    return {
      value: toNumber(exact),
      exact,
      method: `Exact: line or way, scatter, free-spin and bonus expectations from per-reel symbol counts and window tallies (${toPercent(exact)} %).`,
    };
  });
  const help = once(() => ({ rules: rulesOf(machine, rtp()), tables: tablesOf(machine) }));
  return {
    id: machine.def.id,
    name: machine.def.name,
    kind: 'slot',
    get help() {
      return help();
    },
    rtp,
  };
}
