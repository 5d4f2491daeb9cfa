import type { RgActivity, RgLimit, RgReality, RgState } from '@meridian/contract/responsible-gaming';

const nowS = () => Math.floor(Date.now() / 1000);

/** A limit as `GET /user/responsible-gaming` lists it: a €50 daily deposit limit, nothing used, unless overridden. */
export function buildLimit(overrides: Partial<RgLimit> = {}): RgLimit {
  return {
    kind: 'deposit',
    period: 'day',
    currency_id: 1,
    amount: 5000,
    used: 0,
    pending: null,
    ...overrides,
  };
}

/** The state of a player with no limits, no reality check and no break, signed in 10 minutes ago. */
export function buildRgState(overrides: Partial<RgState> = {}): RgState {
  return {
    limits: [],
    reality_check_minutes: null,
    exclusion: null,
    session_started_at: nowS() - 600,
    ...overrides,
  };
}

/** What `/reality` answers: 25 minutes played, €120 staked and €35 lost in euros, unless overridden. */
export function buildReality(overrides: Partial<RgReality> = {}): RgReality {
  return {
    session_started_at: nowS() - 1500,
    played_seconds: 1500,
    results: [{ currency_id: 1, staked: 12000, net: -3500 }],
    reality_check_minutes: 30,
    ...overrides,
  };
}

/** A statement of three days in euros: a win, a loss, and a quiet day. */
export function buildActivity(overrides: Partial<RgActivity> = {}): RgActivity {
  return {
    currency_id: 1,
    group: 'day',
    list: [
      { period: '2026-05-10', deposits: 10000, withdrawals: 0, stakes: 4000, net: 2500 },
      { period: '2026-05-11', deposits: 0, withdrawals: 5000, stakes: 6000, net: -4000 },
      { period: '2026-05-12', deposits: 0, withdrawals: 0, stakes: 0, net: 0 },
    ],
    ...overrides,
  };
}
