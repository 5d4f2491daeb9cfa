import { expect } from '@playwright/test';
import { expectShell } from './support/app.ts';
import { test } from './support/test.ts';

interface PageArticle {
  title: string;
  body: string;
}

test.describe('text pages', () => {
  test('/terms/aml-policy shows its title and body', async ({ page, request }) => {
    const answer = await request.get('/api/v1/content/pages/aml-policy');
    expect(answer.ok()).toBe(true);
    const article = ((await answer.json()) as { payload: { list: PageArticle[] } }).payload.list[0]!;
    // The first sentence of the first paragraph, as a reader sees it.
    const paragraph = /<p>([\s\S]*?)<\/p>/.exec(article.body)?.[1] ?? '';
    const firstSentence = paragraph
      .replace(/<[^>]+>/g, '')
      .replace(/\s+/g, ' ')
      .split(/(?<=\.)\s/)[0]!
      .trim();
    expect(firstSentence.length).toBeGreaterThan(20);

    await page.goto('/terms/aml-policy');
    await expectShell(page);
    await expect(page.getByRole('heading', { level: 1, name: article.title })).toBeVisible();
    await expect(page.getByRole('main').getByText(firstSentence, { exact: false }).first()).toBeVisible();
  });
});
