import { expect, type FrameLocator, type Page } from '@playwright/test';

/**
 * Sits at the table as a player does where others sit down too (the journeys share the table): presses
 * the first free seat and, when another player got it first (the studio refused it, "That seat is
 * taken.", or it went to them between the press and the release, so the click never happened), the
 * next free one. The seat buttons are disabled while the studio answers, so a seat is pressed only
 * after the last answer. Returns the seat's number.
 */
export async function takeSeat(table: Page | FrameLocator): Promise<number> {
  const leave = table.getByRole('button', { name: 'Leave seat' });
  const free = table.getByRole('button', { name: /^Take seat \d$/ }).first();
  await expect
    .poll(
      async () => {
        if (!(await leave.isVisible()) && (await free.isEnabled({ timeout: 1_000 }).catch(() => false))) {
          await free.click({ timeout: 2_000 }).catch(() => undefined);
        }
        return leave.isVisible();
      },
      { message: 'the player should have a seat', timeout: 30_000, intervals: [250] },
    )
    .toBe(true);
  const mine = table.getByRole('listitem', { name: /^Seat \d, You\b/ });
  return Number(/^Seat (\d)/.exec((await mine.getAttribute('aria-label')) ?? '')?.[1]);
}
