// The planner's goal history (every completed goal, newest first, with its completion date, paged) and the
// planner at 375 px (no horizontal scroll, the goal title given the card's width, the start button on one
// line, the blocked "New Goal" kept short); axe in both themes.
import { expect, test, type Page } from '@playwright/test';
import { E2E_BACKEND_URL } from '../support/ports';
import { anonKey, signedInUser, type TestUser } from '../support/session';
import { browserToday, db, expectToast } from '../support/onething-helpers';
import { axeViolations } from '../support/shell-helpers';

async function rpc(user: TestUser, name: string, args: Record<string, unknown>): Promise<Record<string, unknown>> {
  const response = await fetch(`${E2E_BACKEND_URL}/rest/v1/rpc/${name}`, {
    method: 'POST',
    headers: { apikey: anonKey(), Authorization: `Bearer ${user.accessToken}`, 'Content-Type': 'application/json' },
    body: JSON.stringify(args),
  });
  const body = (await response.json()) as Record<string, unknown>;
  if (!response.ok) throw new Error(`${name}: ${response.status} ${JSON.stringify(body)}`);
  return body;
}

/** `count` goals completed on successive days of 2025 at noon UTC (the same calendar day in most zones). */
async function seedCompletedGoals(userId: string, count: number) {
  const rows = Array.from({ length: count }, (_, i) => ({
    user_id: userId,
    title: `Finished goal ${i + 1}`,
    is_active: false,
    completed_at: new Date(Date.UTC(2025, 0, 1 + i, 12)).toISOString(),
  }));
  const { status } = await db('one_thing_goals', { method: 'POST', body: JSON.stringify(rows) });
  expect(status).toBe(201);
}

function historyItems(page: Page) {
  return page
    .getByRole('region', { name: 'Goal History' })
    .getByRole('list', { name: 'Completed goals' })
    .getByRole('listitem');
}

test('the goal history lists every completed goal newest first with its date, 20 at a time', async ({ page }) => {
  const user = await signedInUser(page);
  await seedCompletedGoals(user.userId, 23);
  const goal = await rpc(user, 'create_goal', { p_title: 'Finish the thesis' });
  await rpc(user, 'create_step', {
    p_goal_id: goal['id'],
    p_title: 'Write the conclusion',
    p_start_time: '09:00',
    p_duration_minutes: 30,
    p_date: await browserToday(page),
  });
  await page.goto('/one-thing');
  const history = page.getByRole('region', { name: 'Goal History' });

  await expect(historyItems(page)).toHaveCount(20);
  await expect(historyItems(page).first()).toHaveText(/Finished goal 23\s*Completed Jan 23, 2025/);
  await expect(historyItems(page).nth(19)).toHaveText(/Finished goal 4\s*Completed Jan 4, 2025/);
  await history.getByRole('button', { name: 'Show more' }).click();
  await expect(historyItems(page)).toHaveCount(23);
  await expect(historyItems(page).last()).toHaveText(/Finished goal 1\s*Completed Jan 1, 2025/);
  await expect(history.getByRole('button', { name: 'Show more' })).toHaveCount(0);

  // A goal completed now goes to the top of the history, with today's date.
  await page.getByRole('main').getByRole('button', { name: 'Mark "Write the conclusion" as complete' }).click();
  await expectToast(page, 'Congratulations! 🎉');
  const today = await page.evaluate(() =>
    new Date().toLocaleDateString('en-US', { month: 'short', day: 'numeric', year: 'numeric' }),
  );
  await expect(historyItems(page).first()).toHaveText(new RegExp(`Finish the thesis\\s*Completed ${today}`));
});

for (const theme of ['light', 'dark'] as const) {
  test(`at 375 px the planner fits the screen and its goal title is readable; no axe violations (${theme})`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    await page.addInitScript((value) => window.localStorage.setItem('onething-theme', value), theme);
    const user = await signedInUser(page);
    await seedCompletedGoals(user.userId, 2);
    await rpc(user, 'create_goal', { p_title: 'Launch the online course about sustainable urban gardening' });
    await page.goto('/one-thing');
    const main = page.getByRole('main');
    const title = main.getByRole('heading', {
      level: 2,
      name: 'Launch the online course about sustainable urban gardening',
    });
    await expect(title).toBeVisible();
    await expect(historyItems(page)).toHaveCount(2);

    const layout = await page.evaluate(() => {
      const box = (el: Element | null | undefined) => el?.getBoundingClientRect() ?? null;
      const heading = document.getElementById('active-goal-title');
      const start = [...document.querySelectorAll('button')].find((b) => b.textContent?.includes('Start Working'));
      // The label's own text, measured as laid out: one line box per rendered line.
      const text = start
        ? [...start.childNodes].find((n) => n.nodeType === Node.TEXT_NODE && n.textContent?.includes('Start'))
        : null;
      const label = text ? document.createRange() : null;
      if (text && label) label.selectNodeContents(text);
      return {
        scrollWidth: document.documentElement.scrollWidth,
        title: box(heading),
        card: box(heading?.closest('section')),
        header: box(document.querySelector('main header')),
        start: start
          ? { overflows: start.scrollWidth > start.clientWidth, height: start.getBoundingClientRect().height }
          : null,
        startLabelLines: label ? new Set([...label.getClientRects()].map((r) => Math.round(r.top))).size : 0,
      };
    });
    expect(layout.scrollWidth).toBeLessThanOrEqual(375);
    // The title is not squeezed by the icon buttons: it has (nearly) the card's inner width, in at most 3 lines.
    expect(layout.title!.width).toBeGreaterThan(layout.card!.width - 80);
    expect(layout.title!.height).toBeLessThanOrEqual(3 * 32 + 1);
    // The start button's label on one line, inside the button.
    expect(layout.start).toMatchObject({ overflows: false });
    expect(layout.startLabelLines).toBe(1);
    // The header with the blocked "New Goal" and its note stays short.
    expect(layout.header!.height).toBeLessThanOrEqual(170);
    await expect(main.getByRole('button', { name: 'New Goal' })).toHaveAttribute('aria-disabled', 'true');
    await expect(main.getByRole('button', { name: 'New Goal' })).toHaveAccessibleDescription(
      'You already have an active ONE Thing goal. Complete it before creating a new one.',
    );
    expect(await axeViolations(page)).toEqual([]);
  });
}

test('a path under /one-thing that is no page shows the not-found screen, which leads back to the planner', async ({
  page,
}) => {
  await signedInUser(page);
  await page.goto('/one-thing/no-such-page');
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await page.getByRole('link', { name: 'Go to ONE Thing' }).click();
  await expect(page).toHaveURL(/\/one-thing$/);
  await expect(page.getByRole('main').getByRole('heading', { level: 1, name: 'ONE Thing' })).toBeVisible();
});
