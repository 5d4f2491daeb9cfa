import { expect, type Locator, type Page } from '@playwright/test';

/**
 * `target` can be seen and used where it is, without scrolling: the page is not scrolled, and the
 * element lies inside the window, above a phone's bottom menu, and inside the game's frame when it
 * is in one. `frame` is that frame's element on the page.
 */
export async function expectOnScreen(page: Page, target: Locator, what: string, frame?: Locator): Promise<void> {
  expect(await page.evaluate(() => window.scrollY), `the page is not scrolled to see ${what}`).toBe(0);
  const view = page.viewportSize();
  const box = await target.boundingBox();
  if (!view || !box) throw new Error(`${what} has no box on the page`);
  const menu = page.getByRole('navigation', { name: 'Sections' });
  const menuTop = (await menu.isVisible()) ? ((await menu.boundingBox())?.y ?? view.height) : view.height;
  const area = { top: 0, left: 0, right: view.width, bottom: Math.min(view.height, menuTop) };
  const frameBox = frame ? await frame.boundingBox() : null;
  if (frameBox) {
    area.top = Math.max(area.top, frameBox.y);
    area.left = Math.max(area.left, frameBox.x);
    area.right = Math.min(area.right, frameBox.x + frameBox.width);
    area.bottom = Math.min(area.bottom, frameBox.y + frameBox.height);
  }
  const inside = {
    top: Math.round(box.y) >= Math.floor(area.top),
    left: Math.round(box.x) >= Math.floor(area.left),
    right: Math.round(box.x + box.width) <= Math.ceil(area.right),
    bottom: Math.round(box.y + box.height) <= Math.ceil(area.bottom),
  };
  expect(inside, `${what} is on screen (${JSON.stringify(box)} in ${JSON.stringify(area)})`).toEqual({
    top: true,
    left: true,
    right: true,
    bottom: true,
  });
}

/**
 * Each of `targets` shows whole where it is: no edge of a rounded, clipped table cuts into it. Looked
 * at again for a moment while the table changes under it (another player sits, a seat animates).
 */
export async function expectUnclipped(targets: Locator, what: string): Promise<void> {
  await expect(async () => {
    const whole = await targets.evaluateAll((elements) =>
      elements.map((element) => {
        const r = element.getBoundingClientRect();
        const corners = [
          [r.left + 6, r.top + 6],
          [r.right - 6, r.top + 6],
          [r.left + 6, r.bottom - 6],
          [r.right - 6, r.bottom - 6],
        ];
        return corners.every(([x = 0, y = 0]) => {
          const hit = document.elementFromPoint(x, y);
          return hit !== null && element.contains(hit);
        });
      }),
    );
    expect(whole.length, `some ${what}`).toBeGreaterThan(0);
    expect(whole, `every ${what} whole`).toEqual(whole.map(() => true));
  }).toPass({ timeout: 5_000 });
}
