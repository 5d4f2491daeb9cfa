import { expect, type Page } from '@playwright/test';
import { signedInOverApi } from './support/accounts.ts';
import { footer, openApp } from './support/app.ts';
import { adminOverApi, openSignedIn, operatorOverApi } from './support/operators.ts';
import { serverUrl } from './support/servers.ts';
import { test } from './support/test.ts';

// The player's side runs in both projects (the mobile one is the 390 px sheet); the operator's desk
// is a 1280 px page of its own beside it.
test.describe.configure({ timeout: 90_000 });

/**
 * Opens the chat from the footer's Support button: the panel (desktop) or the full-screen sheet (phone).
 * The footer is drawn by the server and hydrated after the page's first screen: a click that reaches
 * it before its code is clicked again.
 */
async function openChat(page: Page) {
  const chat = page.getByRole('dialog', { name: 'Support' });
  await expect(async () => {
    await footer(page)
      .getByRole('button', { name: /^Support/ })
      .click();
    await expect(chat).toBeVisible({ timeout: 5_000 });
  }).toPass({ timeout: 30_000 });
  return chat;
}

async function write(page: Page, text: string) {
  const chat = page.getByRole('dialog', { name: 'Support' });
  const box = chat.getByRole('textbox', { name: 'Your message' });
  await box.fill(text);
  await box.press('Enter');
  await expect(chat.getByRole('log').getByText(text)).toBeVisible();
  await expect(chat.getByText('Sending…')).toHaveCount(0, { timeout: 15_000 });
  await expect(chat.getByText('Not sent.')).toHaveCount(0);
}

test('a player writes to support, an operator answers with a canned answer, and the answer arrives without a reload', async ({
  page,
  request,
  browser,
}, testInfo) => {
  await signedInOverApi(page, request, testInfo);
  const question = `Where is my withdrawal? ${Date.now()}`;
  const chat = await openChat(page);
  if (testInfo.project.name === 'mobile') {
    const box = await chat.boundingBox();
    expect(box?.width, 'the chat covers the phone’s width').toBeGreaterThanOrEqual(389);
  }
  await write(page, question);

  const admin = await adminOverApi(request);
  const operator = await operatorOverApi(request, admin, 'support');
  const cannedTitle = `Checking ${Date.now()}`;
  const created = await request.post(`${serverUrl('normal')}/api/admin/v1/support/canned-answers`, {
    headers: { authorization: `Bearer ${operator.token}` },
    data: { title: cannedTitle, body: 'Thanks for waiting: we are checking your payment now.', language: 'en' },
  });
  expect(created.status(), await created.text()).toBe(200);

  // The desk is a staff desktop whichever project the player's side runs in.
  const desk = await (
    await browser.newContext({
      viewport: { width: 1280, height: 900 },
      isMobile: false,
      hasTouch: false,
      deviceScaleFactor: 1,
    })
  ).newPage();
  try {
    await openSignedIn(desk, operator, 'normal', 'support');
    const conversations = desk.getByRole('navigation', { name: 'Conversations' });
    await conversations.getByRole('button', { name: new RegExp(question.replace(/[?]/g, '\\?')) }).click();
    const thread = desk.getByRole('region', { name: 'Conversation' });
    await expect(thread.getByRole('log').getByText(question)).toBeVisible();
    await thread.getByRole('button', { name: 'Assign to me' }).click();
    await expect(thread.getByText(`Assigned to ${operator.email}`)).toBeVisible();

    await thread.getByRole('button', { name: 'Canned answers' }).click();
    await desk.getByRole('menuitem', { name: new RegExp(cannedTitle) }).click();
    const reply = thread.getByRole('textbox', { name: 'Reply' });
    await expect(reply).toHaveValue('Thanks for waiting: we are checking your payment now.');
    await reply.press('End');
    await reply.pressSequentially(' It takes a few minutes.');
    await thread.getByRole('button', { name: 'Send' }).click();
    const answer = 'Thanks for waiting: we are checking your payment now. It takes a few minutes.';
    await expect(thread.getByRole('log').getByText(answer)).toBeVisible();

    // The player's panel, never reloaded, shows the answer and who gave it.
    await expect(chat.getByRole('log').getByText(answer)).toBeVisible({ timeout: 15_000 });
  } finally {
    await desk.context().close();
  }
});

test('a visitor passes the bot check and writes to support', async ({ page }) => {
  await openApp(page, '/');
  const chat = await openChat(page);
  await chat.getByRole('button', { name: 'Start chat' }).click();
  await expect(chat.getByRole('textbox', { name: 'Your message' })).toBeVisible({ timeout: 30_000 });
  await write(page, `A question before I sign up ${Date.now()}`);
  // The pass is kept: the chat opens straight on the conversation on the next visit.
  await openApp(page, '/');
  const again = await openChat(page);
  await expect(again.getByRole('log')).toContainText('A question before I sign up');
});
