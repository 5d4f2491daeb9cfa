/**
 * The player side of the bet placement bench, all through the public API of a running server:
 * one-click sign-up (the server runs with CAPTCHA_PROVIDER=none), deposits through the signed
 * cashier webhook (the real deposit path; no balance is written directly), the line's selections
 * from `matches-best`, and the load: `connections` workers, each on its own keep-alive socket,
 * posting single line bets to `/bets/make` back to back with a fresh `bet_uuid` each.
 */
import { createHmac, randomUUID } from 'node:crypto';
import { Agent, request as httpRequest } from 'node:http';

const USER_AGENT =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36 meridian-bench';
const EUR = 1;
/** The demo country the one-click sign-up is given (as the payments tests do). */
const COUNTRY_ID = 58;
/** Line matches starting sooner than this are left out: they could go live during the run. */
const START_MARGIN_S = 15 * 60;

/** POST of a JSON body; answers the status and the parsed answer (or null), never throws. */
function post(agent, port, path, body, headers = {}) {
  const text = typeof body === 'string' ? body : JSON.stringify(body);
  return new Promise((resolve) => {
    const req = httpRequest(
      {
        host: '127.0.0.1',
        port,
        path,
        method: 'POST',
        agent,
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(text),
          'user-agent': USER_AGENT,
          ...headers,
        },
      },
      (res) => {
        const chunks = [];
        res.on('data', (chunk) => chunks.push(chunk));
        res.on('error', (error) => resolve({ status: 0, json: null, error: error.message }));
        res.on('end', () => {
          let json = null;
          try {
            json = JSON.parse(Buffer.concat(chunks).toString('utf8'));
          } catch {
            // not JSON: counted by status
          }
          resolve({ status: res.statusCode ?? 0, json });
        });
      },
    );
    req.on('error', (error) => resolve({ status: 0, json: null, error: error.message }));
    req.end(text);
  });
}

async function getJson(port, path, token) {
  const answer = await fetch(`http://127.0.0.1:${port}${path}`, {
    headers: { 'user-agent': USER_AGENT, ...(token ? { authorization: `Bearer ${token}` } : {}) },
  });
  if (!answer.ok) throw new Error(`GET ${path} answered ${answer.status}: ${(await answer.text()).slice(0, 300)}`);
  return answer.json();
}

/** The wallet's balance in minor units. */
export async function balanceOf(port, player) {
  const { payload } = await getJson(port, '/api/v1/user/balance', player.token);
  return payload.list.find((wallet) => wallet.id === player.walletId)?.balance;
}

/**
 * Signs up `count` players (one-click, EUR) and credits each wallet `deposit` minor units through a
 * deposit the cashier reports as succeeded, signed with `webhookSecret`.
 */
export async function createPlayers({ port, count, deposit, webhookSecret }) {
  const agent = new Agent({ keepAlive: true, maxSockets: 4 });
  const one = async () => {
    const signUp = await post(agent, port, '/api/v1/auth/registration', {
      type_id: 3,
      group_id: 1,
      fields: { country_id: COUNTRY_ID, currency_id: EUR },
    });
    if (signUp.status !== 200)
      throw new Error(`one-click sign-up answered ${signUp.status}: ${JSON.stringify(signUp.json)}`);
    const { user, token } = signUp.json.payload;
    const player = { id: user.id, token: token.token, walletId: 0 };
    const { payload } = await getJson(port, '/api/v1/user/balance', player.token);
    player.walletId = payload.list.find((wallet) => wallet.currency_id === EUR)?.id ?? payload.list[0]?.id;
    if (!player.walletId) throw new Error('a new player has no wallet');
    await fund(agent, port, player, deposit, webhookSecret);
    return player;
  };
  const players = [];
  // A few at a time: sign-up hashes a password, which is CPU work the server does not share well.
  for (let i = 0; i < count; i += 4) {
    players.push(...(await Promise.all(Array.from({ length: Math.min(4, count - i) }, one))));
  }
  agent.destroy();
  return players;
}

async function fund(agent, port, player, amount, secret) {
  const body = JSON.stringify({
    event_id: `ev_bench_${randomUUID()}`,
    payment_id: `pay_bench_${randomUUID()}`,
    type: 'deposit',
    user_id: player.id,
    account_id: player.walletId,
    amount,
    currency_id: EUR,
    status: 'succeeded',
    reason: null,
  });
  const timestamp = Math.floor(Date.now() / 1000);
  const signature = createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex');
  const answer = await post(agent, port, '/api/v1/payments/webhook', body, {
    'x-payment-timestamp': String(timestamp),
    'x-payment-signature': signature,
  });
  if (answer.status !== 200)
    throw new Error(`the deposit webhook answered ${answer.status}: ${JSON.stringify(answer.json)}`);
}

/**
 * Open outcomes of the line's main markets (matches that start at least 15 minutes from now), as the
 * slip sends them. Waits until the feed simulator has filled the line with at least `min`.
 */
export async function lineSelections(port, { min = 50, timeoutMs = 60_000 } = {}) {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const answer = await fetch(`http://127.0.0.1:${port}/api/v1/events/line/matches-best`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ limit: 50, markets: 'main' }),
    }).catch(() => null);
    const list = answer?.ok ? ((await answer.json()).payload?.list ?? []) : [];
    const startsAfter = Date.now() / 1000 + START_MARGIN_S;
    const selections = [];
    for (const match of list) {
      if (match.is_live || match.start_time < startsAfter) continue;
      for (const market of match.markets) {
        if (market.is_blocked) continue;
        for (const outcome of market.outcomes) {
          if (outcome.is_blocked || outcome.odds < 1001) continue;
          selections.push({
            id: match.id,
            is_live: false,
            market_id: market.id,
            outcome_id: outcome.id,
            odds: outcome.odds,
          });
        }
      }
    }
    if (selections.length >= min) return selections;
    if (Date.now() > until) {
      throw new Error(`the line offered ${selections.length} open outcomes after ${timeoutMs / 1000} s`);
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

function percentile(sorted, share) {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * share))];
}

/**
 * `connections` workers post single bets of `stake` for `seconds`; worker i bets from players[i mod
 * players.length], so with as many players as workers no wallet has two bets in flight, and with one
 * player every bet is on the same wallet. Only accepted bets (`bet_id` set) count as throughput;
 * refusals are counted by their text, failures by status.
 */
export async function placeBets({ port, players, selections, connections, seconds, stake }) {
  const agent = new Agent({ keepAlive: true, maxSockets: connections });
  /** The accepted bets with their player, for the cash-out measure. */
  const placed = [];
  const refused = {};
  const failed = {};
  const latencies = [];
  let accepted = 0;
  let held = 0;
  let next = 0;
  const started = performance.now();
  const end = started + seconds * 1000;
  const worker = async (i) => {
    const player = players[i % players.length];
    const headers = { authorization: `Bearer ${player.token}` };
    while (performance.now() < end) {
      const selection = selections[next++ % selections.length];
      const body = {
        account_id: player.walletId,
        amount: stake,
        bet_type: 1,
        check_odds: 2,
        events: [selection],
        bet_uuid: randomUUID(),
      };
      const sent = performance.now();
      const answer = await post(agent, port, '/api/v1/bets/make', body, headers);
      const result = answer.status === 200 ? answer.json?.payload : null;
      if (result?.bet_id != null) {
        accepted++;
        latencies.push(performance.now() - sent);
        placed.push({ player, betId: result.bet_id });
      } else if (result?.error) {
        refused[result.error] = (refused[result.error] ?? 0) + 1;
      } else if (result && result.wait_time > 0) {
        held++;
      } else {
        const key =
          answer.status === 0
            ? `no answer (${answer.error})`
            : `HTTP ${answer.status} ${answer.json?.code ?? ''}`.trim();
        failed[key] = (failed[key] ?? 0) + 1;
      }
    }
  };
  await Promise.all(Array.from({ length: connections }, (_, i) => worker(i)));
  const elapsed = (performance.now() - started) / 1000;
  agent.destroy();
  latencies.sort((a, b) => a - b);
  const count = (record) => Object.values(record).reduce((sum, n) => sum + n, 0);
  return {
    accepted,
    placed,
    betsPerSecond: accepted / elapsed,
    seconds: elapsed,
    p50: Math.round(percentile(latencies, 0.5)),
    p99: Math.round(percentile(latencies, 0.99)),
    held,
    refused,
    refusedCount: count(refused),
    failed,
    failedCount: count(failed),
  };
}

/**
 * `connections` workers cash out `bets` (from `placeBets`), each bet once and whole, for at most
 * `seconds`: `POST /bets/cash-out` with a fresh `request_id`, accepting whatever the offer is now
 * (`check_odds` 2). Only paid cash-outs (`done`) count as throughput; `unavailable` answers (a
 * market suspended at that moment) are counted apart, failures by status. Answers the amounts paid
 * in all, for the caller to check against the balances.
 */
export async function cashOutBets({ port, bets, connections, seconds }) {
  const agent = new Agent({ keepAlive: true, maxSockets: connections });
  const failed = {};
  const latencies = [];
  let done = 0;
  let unavailable = 0;
  let paid = 0;
  let next = 0;
  const started = performance.now();
  const end = started + seconds * 1000;
  const worker = async () => {
    while (performance.now() < end && next < bets.length) {
      const { player, betId } = bets[next++];
      const body = { bet_id: betId, amount_seen: 1, check_odds: 2, request_id: randomUUID() };
      const sent = performance.now();
      const answer = await post(agent, port, '/api/v1/bets/cash-out', body, {
        authorization: `Bearer ${player.token}`,
      });
      const result = answer.status === 200 ? answer.json?.payload : null;
      if (result?.status === 'done') {
        done++;
        paid += result.amount;
        latencies.push(performance.now() - sent);
      } else if (result) {
        unavailable++;
      } else {
        const key =
          answer.status === 0
            ? `no answer (${answer.error})`
            : `HTTP ${answer.status} ${answer.json?.code ?? ''}`.trim();
        failed[key] = (failed[key] ?? 0) + 1;
      }
    }
  };
  await Promise.all(Array.from({ length: connections }, () => worker()));
  const elapsed = (performance.now() - started) / 1000;
  agent.destroy();
  latencies.sort((a, b) => a - b);
  return {
    done,
    paid,
    unavailable,
    perSecond: done / elapsed,
    seconds: elapsed,
    p50: Math.round(percentile(latencies, 0.5)),
    p99: Math.round(percentile(latencies, 0.99)),
    exhausted: next >= bets.length,
    failed,
    failedCount: Object.values(failed).reduce((sum, n) => sum + n, 0),
  };
}
