import type { DevFreeBet, DevFreeBetGrant } from '@meridian/contract/bets';
import type { FeedMarket, FeedOutcomeResult, FixtureChange } from '@meridian/feed/messages';
import { type APIRequestContext, expect, type Locator, type Page, type TestInfo } from '@playwright/test';
import { fixture, footballMarkets } from '../../apps/server/test/feed-factory.ts';
import { header } from './accounts.ts';
import { isMobile, openApp } from './app.ts';

/** The active wallet's balance as the header shows it ("€100.00": the sign before the amount in English). */
export function balanceControl(page: Page, testInfo: TestInfo): Locator {
  return header(page).getByRole(isMobile(testInfo) ? 'link' : 'button', { name: /^Balance .+, wallets$/ });
}

export async function expectBalance(page: Page, testInfo: TestInfo, amount: string): Promise<void> {
  await expect(balanceControl(page, testInfo)).toHaveAccessibleName(
    new RegExp(`^Balance [^\\d\\s]+${amount.replace('.', '\\.')}, wallets$`),
    {
      timeout: 20_000,
    },
  );
}

/** Pays through the built-in cashier in its frame with a test card; ends on the result page (a payout may still be waiting for the bank). */
export async function payWithCard(page: Page, mode: 'deposit' | 'withdraw', amount: string): Promise<void> {
  await openApp(page, `/payments/${mode}/methods`);
  const cashier = page.frameLocator('iframe');
  await cashier.getByLabel('Amount').fill(amount);
  await cashier.getByLabel('Card number').fill('4242 4242 4242 4242');
  await cashier.getByLabel('Expiry (MM/YY)').fill('12/30');
  await cashier.getByLabel('CVC').fill('123');
  await cashier.getByLabel('Name on card').fill('Alex Player');
  const submit = cashier.getByRole('button', { name: mode === 'deposit' ? 'Deposit' : 'Withdraw' });
  await expectCashierFits(page, submit);
  await submit.click();
  const done = mode === 'deposit' ? /^\/payments\/deposit\/success$/ : /^\/payments\/withdraw\/(success|waiting)$/;
  await expect.poll(() => new URL(page.url()).pathname, { timeout: 20_000 }).toMatch(done);
}

/** A card deposit that goes through: the cashier's success page says the payment was sent. */
export async function depositByCard(page: Page, amount: string): Promise<void> {
  await payWithCard(page, 'deposit', amount);
  await expect(page.getByText('Payment Request was sent successfully')).toBeVisible();
}

/**
 * The cashier's frame is as tall as its page: the page has nothing to scroll inside the frame, and
 * `button` lies wholly within the frame's box (on the page, which may itself scroll to it).
 */
export async function expectCashierFits(page: Page, button: Locator): Promise<void> {
  const frame = page.locator('iframe');
  const cashier = page.frameLocator('iframe');
  await expect
    .poll(() => cashier.locator('html').evaluate((html) => html.scrollHeight - html.clientHeight), { timeout: 10_000 })
    .toBeLessThanOrEqual(0);
  const [outer, inner] = [await frame.boundingBox(), await button.boundingBox()];
  expect(outer && inner).toBeTruthy();
  if (!outer || !inner) return;
  expect(inner.y).toBeGreaterThanOrEqual(outer.y);
  expect(inner.y + inner.height).toBeLessThanOrEqual(outer.y + outer.height);
  // No blank band under the cashier: the frame ends within a few pixels below the page's content.
  const content = await cashier.locator('main').boundingBox();
  expect(content).toBeTruthy();
  if (content) expect(outer.y + outer.height - (content.y + content.height)).toBeLessThanOrEqual(2);
}

/** The bet slip: the right column on desktop, the /bet-slip page on a phone (opened from the bottom menu). */
export async function openSlip(page: Page, testInfo: TestInfo): Promise<Locator> {
  if (!isMobile(testInfo)) return page.getByRole('complementary', { name: 'Bet Slip' });
  await page
    .getByRole('navigation', { name: 'Sections' })
    .getByRole('link', { name: /^Bet Slip/ })
    .click();
  await expect.poll(() => new URL(page.url()).pathname).toBe('/bet-slip');
  return page.getByRole('main');
}

/** Types a stake, places the bet and waits for the acceptance notice. */
export async function placeBet(page: Page, slip: Locator, stake: string): Promise<void> {
  await slip.getByLabel('Stake', { exact: true }).fill(stake);
  await slip.getByRole('button', { name: 'Place bet' }).click();
  await expect(page.getByText('Your bet has been accepted')).toBeVisible({ timeout: 20_000 });
}

/** The history screen (on a phone it has no footer, so the shell check of openApp does not apply). */
export async function openHistory(page: Page, tab: 'bets' | 'transactions'): Promise<Locator> {
  await page.goto(tab === 'bets' ? '/profile/history' : '/profile/history?tab=transactions');
  const list = page.getByRole('list', { name: tab === 'bets' ? 'Your bets' : 'Your transactions' });
  await expect(list).toBeVisible({ timeout: 20_000 });
  return list.getByRole('listitem');
}

/** Grants a player a free bet through the dev route (DEV_FEED), as an operator would. */
export async function grantFreeBet(
  request: APIRequestContext,
  baseURL: string,
  grant: DevFreeBetGrant,
): Promise<DevFreeBet> {
  const res = await request.post(`${baseURL}/dev/free-bets`, { data: grant });
  expect(res.status(), await res.text()).toBe(200);
  return ((await res.json()) as { payload: DevFreeBet }).payload;
}

/**
 * Picks an odds button into the slip and waits until it shows as picked. A page drawn by the server
 * answers a click only once the part holding the button is hydrated, and a click before that does
 * nothing: the player clicks again, and only while the button is not picked (a second click on a
 * picked one would take it out).
 */
export async function pickOdds(button: Locator): Promise<void> {
  await expect(async () => {
    if ((await button.getAttribute('aria-pressed')) !== 'true') await button.click();
    await expect(button).toHaveAttribute('aria-pressed', 'true', { timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
}

/** Open prices of the page's main area (blocked prices are disabled). */
export function openPrices(scope: Locator): Locator {
  return scope.locator('button[data-odds]:not([disabled])');
}

/** The teams of a journey's match, and its league ("Journey League" unless given). */
export interface MatchNames {
  home: string;
  away: string;
  league?: string;
}

/**
 * The journey as the feed provider (DEV_FEED): an upcoming football match with a 1X2 market, ids
 * random per test so parallel journeys never share a match.
 */
export class FeedProvider {
  readonly match: FixtureChange;
  #ts: number;

  constructor(
    private readonly request: APIRequestContext,
    private readonly baseURL: string,
    names: MatchNames,
  ) {
    const id = 1_950_000_000 + Math.floor(Math.random() * 40_000_000);
    this.#ts = Date.now();
    this.match = fixture({
      event_id: id,
      ts: this.#ts,
      tournament: {
        id: id + 1,
        name: names.league ?? 'Journey League',
        sport_id: 1,
        country_code: 'ES',
        is_top: false,
      },
      home: { id: id + 2, name: names.home, colors: ['#1d4ed8', '#ffffff'] },
      away: { id: id + 3, name: names.away, colors: ['#b91c1c', '#fde047'] },
      parts: [{ id: 1, name: 'Match' }],
    });
  }

  /** The line event page of the match. */
  get path(): string {
    return `/line/1/${this.match.tournament.id}/${this.match.event_id}`;
  }

  /** Opens the match's page and picks the price shown for `odds` (thousandths, as the feed sent it) into the slip. */
  async pick(page: Page, odds: number): Promise<void> {
    await openApp(page, this.path);
    await pickOdds(page.getByRole('main').locator(`button[data-odds="${odds}"]`));
  }

  async send(messages: object[]): Promise<void> {
    const res = await this.request.post(`${this.baseURL}/dev/feed`, { data: messages });
    expect(res.status(), await res.text()).toBe(200);
  }

  #next(): number {
    this.#ts += 1000;
    return this.#ts;
  }

  /** Publishes the match with its 1X2 prices (home, draw, away in thousandths). */
  async open(prices: [number, number, number]): Promise<void> {
    await this.send([
      this.match,
      { type: 'odds_change', event_id: this.match.event_id, ts: this.#next(), markets: [oneXTwo(prices)] },
    ]);
  }

  /** The live event page of the match (after `goLive`). */
  get livePath(): string {
    return `/live/1/${this.match.tournament.id}/${this.match.event_id}`;
  }

  /** Kicks the match off: in play, 0:0 ten minutes in, its prices as they were. */
  async goLive(): Promise<void> {
    await this.send([
      {
        ...this.match,
        ts: this.#next(),
        status: 'live',
        current_part_id: 1,
        clock: { seconds: 600, running: true, rate: 1 },
        scores: [{ part_id: 1, home: 0, away: 0 }],
      },
    ]);
  }

  async reprice(prices: [number, number, number]): Promise<void> {
    await this.send([
      { type: 'odds_change', event_id: this.match.event_id, ts: this.#next(), markets: [oneXTwo(prices)] },
    ]);
  }

  /** Settles the 1X2 market: the given outcome won, the others lost. */
  async settle(winner: 'home' | 'draw' | 'away'): Promise<void> {
    const ids = { home: 11, draw: 12, away: 13 } as const;
    const outcomes = Object.entries(ids).map(([name, id]) => ({
      id,
      result: (name === winner ? 'won' : 'lost') as FeedOutcomeResult,
    }));
    await this.send([
      { type: 'bet_settlement', event_id: this.match.event_id, ts: this.#next(), markets: [{ id: 1, outcomes }] },
    ]);
  }
}

/**
 * A match of the journey's own (a `FeedProvider` on the test's server), published with its 1X2
 * prices: 2.10, 3.30 and 3.60 unless given.
 */
export async function openMatch(
  request: APIRequestContext,
  testInfo: TestInfo,
  names: MatchNames,
  prices: [number, number, number] = [2100, 3300, 3600],
): Promise<FeedProvider> {
  const provider = new FeedProvider(request, testInfo.project.use.baseURL ?? '', names);
  await provider.open(prices);
  return provider;
}

/** Only the 1X2 market (id 1, outcomes 11/12/13) of the football line the server tests build. */
function oneXTwo(prices: [number, number, number]): FeedMarket {
  const [market] = footballMarkets(prices);
  if (!market) throw new Error('footballMarkets built no 1X2 market');
  return market;
}
