// At 375 x 812 the work comes first on /, /one-thing, /deep-work and /reflection: the main content is in the
// first screen, above the bottom bar, with a busy account. A step's text takes its row's width. The bottom bar
// holds the six Focus Areas, marks the current one, covers nothing, and is not there on a desktop.
import { expect, test, type Locator, type Page } from '@playwright/test';
import { CROWDED_GOAL, CROWDED_STEPS, seedCrowdedAccount } from '../support/crowded-account';
import { signedInUser } from '../support/session';
import { axeViolations, expectNoSidewaysScroll } from '../support/shell-helpers';
import { saveShot } from '../support/screenshots';

const PHONE = { width: 375, height: 812 };
const FOCUS_AREAS = [
  ['Dashboard', '/'],
  ['ONE Thing', '/one-thing'],
  ['Habits', '/habits'],
  ['Deep Work', '/deep-work'],
  ['Calendar', '/calendar'],
  ['Reflection', '/reflection'],
] as const;

const bottomBar = (page: Page) => page.getByRole('navigation', { name: 'Focus Areas' });

/** The element's top and bottom on the page (not the viewport), whatever has been scrolled. */
function pageBox(locator: Locator) {
  return locator.evaluate((el) => {
    const rect = el.getBoundingClientRect();
    return { top: rect.top + window.scrollY, bottom: rect.bottom + window.scrollY };
  });
}

/** The first screen is what shows above the bottom bar before any scrolling. */
async function firstScreenEnd(page: Page): Promise<number> {
  const bar = await bottomBar(page).boundingBox();
  expect(bar, 'the bottom bar').not.toBeNull();
  return PHONE.height - (bar?.height ?? 0);
}

async function expectInFirstScreen(page: Page, locator: Locator, what: string, edge: 'top' | 'bottom' = 'top') {
  await expect(locator).toBeVisible({ timeout: 20_000 });
  const box = await pageBox(locator);
  expect(box[edge], `${what}: its ${edge} is in the first screen`).toBeLessThanOrEqual(await firstScreenEnd(page));
}

for (const theme of ['light', 'dark'] as const) {
  test(`at 375 x 812 the main content of each page is in the first screen; no axe violations (${theme})`, async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await page.setViewportSize(PHONE);
    await page.addInitScript((value) => window.localStorage.setItem('onething-theme', value), theme);
    const user = await signedInUser(page);
    await page.goto('/landing');
    await seedCrowdedAccount(page, user);
    const main = page.getByRole('main');

    // The dashboard, with the one-time welcome showing too: the ONE Thing card and its goal before the numbers.
    await page.goto('/?onboarded=true');
    await expect(main.getByRole('heading', { name: 'Welcome to ONE Thing OS!' })).toBeVisible({ timeout: 20_000 });
    await expect(main.getByTestId('dashboard-skeleton')).toHaveCount(0, { timeout: 20_000 });
    const card = main.getByTestId('one-thing-card');
    await expectInFirstScreen(page, card, 'the ONE Thing card');
    await expectInFirstScreen(page, card.getByText(CROWDED_GOAL), 'the ONE Thing', 'bottom');
    expect((await pageBox(main.getByTestId('stat-progress'))).top, 'the numbers follow the card').toBeGreaterThan(
      (await pageBox(card)).top,
    );
    await expectNoSidewaysScroll(page);
    expect(await axeViolations(page), `/ (${theme})`).toEqual([]);
    await saveShot(page, `dashboard-${theme}.png`);

    // The planner: the active goal and its first steps; each step's text across its row.
    await page.goto('/one-thing');
    await expectInFirstScreen(page, main.getByRole('heading', { level: 2, name: CROWDED_GOAL }), 'the active goal');
    const steps = main.locator('section[aria-labelledby="steps-title"] ol > li');
    await expect(steps).toHaveCount(CROWDED_STEPS.length, { timeout: 20_000 });
    await expectInFirstScreen(page, steps.first(), 'the first step');
    for (const [index, title] of CROWDED_STEPS.entries()) {
      const row = await steps.nth(index).boundingBox();
      const text = await steps.nth(index).getByText(title, { exact: true }).boundingBox();
      expect((text?.width ?? 0) / (row?.width ?? 1), `"${title}" takes its row's width`).toBeGreaterThan(0.7);
    }
    await expectNoSidewaysScroll(page);
    expect(await axeViolations(page), `/one-thing (${theme})`).toEqual([]);
    await saveShot(page, `one-thing-${theme}.png`);

    // Deep work: the whole timer.
    await page.goto('/deep-work');
    await expectInFirstScreen(page, main.getByTestId('timer-display'), 'the timer', 'bottom');
    await expectInFirstScreen(page, main.getByRole('button', { name: 'Start Deep Work' }), 'the start button');
    await expectNoSidewaysScroll(page);
    expect(await axeViolations(page), `/deep-work (${theme})`).toEqual([]);
    await saveShot(page, `deep-work-${theme}.png`);

    // The reflection: its writing area before the period's facts.
    await page.goto('/reflection');
    const writing = main.getByRole('heading', { level: 2, name: 'Your reflection' });
    await expectInFirstScreen(page, writing, 'the reflection');
    await expectInFirstScreen(page, main.locator('textarea').first(), 'the first question', 'bottom');
    await expect(main.getByTestId('reflection-facts')).toBeVisible({ timeout: 20_000 });
    expect((await pageBox(main.getByTestId('reflection-facts'))).top, 'the facts follow').toBeGreaterThan(
      (await pageBox(writing)).top,
    );
    await expectNoSidewaysScroll(page);
    expect(await axeViolations(page), `/reflection (${theme})`).toEqual([]);
    await saveShot(page, `reflection-${theme}.png`);
  });
}

test('the bottom bar holds the six Focus Areas, marks the current one, navigates and covers nothing', async ({
  page,
}) => {
  await page.setViewportSize(PHONE);
  const user = await signedInUser(page);
  await page.goto('/landing');
  await seedCrowdedAccount(page, user);
  await page.goto('/');
  const bar = bottomBar(page);
  await expect(bar).toBeVisible({ timeout: 20_000 });
  await expect(bar.getByRole('link')).toHaveText(FOCUS_AREAS.map(([label]) => label));
  const box = await bar.boundingBox();
  expect(box?.y, 'at the bottom of the screen').toBeCloseTo(PHONE.height - (box?.height ?? 0), 0);
  expect(box?.height, 'a tap target high').toBeGreaterThanOrEqual(44);

  for (const [label, path] of [...FOCUS_AREAS.slice(1), FOCUS_AREAS[0]]) {
    await bar.getByRole('link', { name: label }).click();
    await expect(page).toHaveURL(path === '/' ? /:\d+\/$/ : new RegExp(`${path}$`));
    await expect(bar.getByRole('link', { name: label })).toHaveAttribute('aria-current', 'page');
    await expect(bar.locator('[aria-current="page"]')).toHaveCount(1);
  }

  // By keyboard too.
  await bar.getByRole('link', { name: 'Habits' }).focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/habits$/);
  await expect(bar.getByRole('link', { name: 'Habits' })).toHaveAttribute('aria-current', 'page');

  // A page under an area marks the area.
  await page.goto('/reflection/weekly');
  await expect(bar.getByRole('link', { name: 'Reflection' })).toHaveAttribute('aria-current', 'page');

  // Scrolled to the end, the page's last content sits above the bar, not under it.
  await page.goto('/one-thing');
  await expect(page.getByRole('main').locator('section[aria-labelledby="steps-title"] ol > li')).toHaveCount(
    CROWDED_STEPS.length,
    { timeout: 20_000 },
  );
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  const covered = await page.evaluate(() => {
    const main = document.querySelector('main') as HTMLElement;
    const nav = document.querySelector('nav[aria-label="Focus Areas"]') as HTMLElement;
    return main.getBoundingClientRect().bottom - nav.getBoundingClientRect().top;
  });
  expect(covered, 'the end of <main> is above the bar').toBeLessThanOrEqual(1);

  // The sidebar's slide-over still holds everything else.
  await page.getByRole('button', { name: 'Toggle Sidebar' }).click();
  const sheet = page.getByRole('dialog', { name: 'Main navigation' });
  await sheet.getByRole('link', { name: 'Playbooks' }).click();
  await expect(page).toHaveURL(/\/playbooks$/);
  await expect(bar.locator('[aria-current="page"]')).toHaveCount(0);
});

test('on a desktop there is no bottom bar, and the dashboard keeps its numbers above the cards', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  const user = await signedInUser(page);
  await page.goto('/landing');
  await seedCrowdedAccount(page, user);
  await page.goto('/');
  const main = page.getByRole('main');
  await expect(main.getByTestId('one-thing-card')).toBeVisible({ timeout: 20_000 });
  await expect(bottomBar(page)).toBeHidden();
  expect((await pageBox(main.getByTestId('stat-progress'))).top).toBeLessThan(
    (await pageBox(main.getByTestId('one-thing-card'))).top,
  );
});
