// Reflections against the real builds and the local backend: rich-text notes written by keyboard survive a
// reload, the facts are the user's own data of the day, a failed save keeps the text and retries, the weekly
// and monthly pages, axe in both themes and a 375 px screen.
import { expect, test, type Page } from '@playwright/test';
import { adminRest, anonKey, signedInUser, type TestUser } from '../support/session';
import { E2E_BACKEND_URL } from '../support/ports';
import { axeViolations, expectNoSidewaysScroll } from '../support/shell-helpers';
import { browserToday } from '../support/onething-helpers';
import { saveShot } from '../support/screenshots';

async function asUser(user: TestUser, path: string, body: unknown, prefer = 'return=representation') {
  const response = await fetch(`${E2E_BACKEND_URL}/rest/v1/${path}`, {
    method: 'POST',
    headers: {
      apikey: anonKey(),
      Authorization: `Bearer ${user.accessToken}`,
      'Content-Type': 'application/json',
      Prefer: prefer,
    },
    body: JSON.stringify(body),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${path}: ${response.status} ${text}`);
  return text ? (JSON.parse(text) as unknown) : null;
}

async function reflectionsOf(userId: string) {
  const { status, body } = await adminRest(`reflections?user_id=eq.${userId}&select=*&order=period_start.desc`);
  expect(status).toBe(200);
  return body as {
    kind: string;
    period_start: string;
    answers: Record<string, string>;
    notes_html: string | null;
    energy_rating: number | null;
  }[];
}

const notes = (page: Page) => page.getByRole('textbox', { name: 'Notes' });
const saveStatus = (page: Page) => page.getByTestId('reflection-save-status');
/** The notes' lightweight stand-in, shown until the visitor shows intent to write and the editor is ready. */
const notesStandIn = (page: Page) => page.getByTestId('notes-stand-in');
const editable = (page: Page) => page.locator('main [contenteditable="true"]');
/** The notes box in page coordinates (a bounding box is relative to the viewport, which focusing may scroll). */
const notesBoxInPage = (page: Page) =>
  notes(page).evaluate((element) => {
    const box = element.getBoundingClientRect();
    return { x: box.x + window.scrollX, y: box.y + window.scrollY, width: box.width, height: box.height };
  });

/** Holds back every script requested from now on until release(): what happens while the editor loads. */
async function holdScripts(page: Page) {
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/*.js', async (route) => {
    await held;
    await route.continue();
  });
  return { release };
}

/** Every script the page downloads, by URL, with whether it carries the rich-text editor (Lexical). */
function watchScripts(page: Page) {
  const scripts: { url: string; editor: boolean }[] = [];
  page.on('response', async (response) => {
    if (response.request().resourceType() !== 'script') return;
    const body = await response.text().catch(() => '');
    scripts.push({ url: response.url(), editor: body.includes('data-lexical-text') });
  });
  return { editorLoaded: () => scripts.some((script) => script.editor), count: () => scripts.length };
}

async function openReflection(page: Page, path = '/reflection') {
  await page.goto(path);
  await expect(page.getByTestId('reflection-facts')).toBeVisible();
  await expect(notes(page)).toBeVisible();
}

test('a daily reflection written with keyboard formatting is saved and comes back after a reload', async ({ page }) => {
  const user = await signedInUser(page);
  await openReflection(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Daily Reflection' })).toBeVisible();
  await expect(page.getByText('What did I do today for my ONE Thing?')).toBeVisible();
  expect(await reflectionsOf(user.userId)).toEqual([]);

  await page.getByRole('group', { name: 'Energy' }).getByText('4', { exact: true }).click();
  await page.getByLabel('What did I do today for my ONE Thing?').fill('Outlined chapter one');

  await notes(page).click();
  await page.keyboard.press('Control+Shift+B');
  await expect(page.getByRole('button', { name: 'Bold' })).toHaveAttribute('aria-pressed', 'true');
  await page.keyboard.type('Bold start');
  await page.keyboard.press('Control+Shift+B');
  await page.keyboard.type(' then ');
  await page.keyboard.press('Control+Shift+I');
  await page.keyboard.type('italic');
  await page.keyboard.press('Control+Shift+I');
  await page.keyboard.press('Enter');
  await page.keyboard.press('Control+Shift+8');
  await expect(page.getByRole('button', { name: 'Bulleted list' })).toHaveAttribute('aria-pressed', 'true');
  await page.keyboard.type('first bullet');
  await page.keyboard.press('Enter');
  await page.keyboard.type('second bullet');
  await page.keyboard.press('Enter');
  await page.keyboard.press('Enter');
  await page.keyboard.press('Control+Shift+7');
  await expect(page.getByRole('button', { name: 'Numbered list' })).toHaveAttribute('aria-pressed', 'true');
  await page.keyboard.type('numbered typo');
  // Undo and redo by keyboard: the last word goes and comes back.
  await page.keyboard.press('Control+Z');
  await expect(notes(page)).not.toContainText('numbered typo');
  await page.keyboard.press('Control+Shift+Z');
  await expect(notes(page)).toContainText('numbered typo');

  await expect(saveStatus(page)).toHaveText('Saved');
  const [row] = await reflectionsOf(user.userId);
  expect(row).toMatchObject({ kind: 'daily', period_start: await browserToday(page), energy_rating: 4 });
  expect(row?.answers).toEqual({ did: 'Outlined chapter one' });
  expect(row?.notes_html).toMatch(/<strong>Bold start<\/strong>/);
  expect(row?.notes_html).toMatch(/<em>italic<\/em>/);
  expect(row?.notes_html).toMatch(/<ul><li>first bullet<\/li><li>second bullet<\/li><\/ul>/);
  expect(row?.notes_html).toMatch(/<ol><li>numbered typo<\/li><\/ol>/);
  // Only the allow-listed markup is stored: no classes, styles or other attributes.
  expect(row?.notes_html).not.toMatch(/class=|style=|dir=/);

  await page.reload();
  await expect(notes(page).locator('strong', { hasText: 'Bold start' })).toBeVisible();
  await expect(notes(page).locator('em', { hasText: 'italic' })).toBeVisible();
  await expect(notes(page).locator('ul > li')).toHaveText(['first bullet', 'second bullet']);
  await expect(notes(page).locator('ol > li')).toHaveText(['numbered typo']);
  await expect(page.getByLabel('What did I do today for my ONE Thing?')).toHaveValue('Outlined chapter one');
  await expect(page.getByRole('group', { name: 'Energy' }).getByRole('radio', { name: '4' })).toBeChecked();
  await expect(page.getByTestId('reflection-streak')).toContainText('1 day in a row');
  await expect(page.getByTestId('past-reflections')).toContainText('Outlined chapter one');
});

test('stored notes are sanitised again where they are shown', async ({ page }) => {
  const user = await signedInUser(page);
  await page.goto('/');
  const today = await browserToday(page);
  await asUser(user, 'reflections', {
    user_id: user.userId,
    kind: 'daily',
    period_start: today,
    notes_html:
      '<p>Kept <strong>bold</strong><img src=x onerror="window.__xss=1"><script>window.__xss=2</script><a href="javascript:alert(1)">link</a></p>',
  });
  await openReflection(page);
  // Before any intent to write, the stored notes are shown (sanitised) by the stand-in, without the editor.
  await expect(notesStandIn(page)).toBeVisible();
  await expect(editable(page)).toHaveCount(0);
  await expect(notes(page).locator('strong', { hasText: 'bold' })).toBeVisible();
  await expect(notes(page)).toContainText('link');
  expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();
  await expect(page.locator('main img, main script, main a[href^="javascript"]')).toHaveCount(0);
  // Backspace pressed while the editor loads reaches into the stored notes, from their end.
  const held = await holdScripts(page);
  await notes(page).focus();
  await page.keyboard.press('Backspace');
  await page.keyboard.type('!');
  held.release();
  await expect(editable(page)).toBeFocused();
  await expect(notesStandIn(page)).toHaveCount(0);
  await expect(notes(page).locator('strong', { hasText: 'bold' })).toBeVisible();
  await expect(notes(page)).toHaveText('Kept boldlin!');
  await expect(saveStatus(page)).toHaveText('Saved');
  const saved = (await reflectionsOf(user.userId))[0]?.notes_html;
  expect(saved).toMatch(/^<p>Kept <(b|strong)>.*bold.*<\/(b|strong)>lin!<\/p>$/);
  expect(saved).not.toMatch(/img|script|href/);
  await expect(page.getByTestId('past-reflections')).toContainText('Kept bold');
  expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();
  await expect(page.locator('main img, main script, main a[href^="javascript"]')).toHaveCount(0);
});

test('the notes editor is downloaded only on intent; tabbing in and typing at once keeps every character', async ({
  page,
}) => {
  const user = await signedInUser(page);
  const scripts = watchScripts(page);
  await openReflection(page);
  await page.waitForLoadState('networkidle');
  // Rendered and idle, with the pointer elsewhere: no editor code, no contenteditable, the placeholder shown.
  expect(scripts.editorLoaded()).toBe(false);
  await expect(editable(page)).toHaveCount(0);
  await expect(notesStandIn(page)).toContainText('Anything else on your mind…');
  for (const name of ['Bold', 'Italic', 'Bulleted list', 'Numbered list', 'Undo', 'Redo']) {
    await expect(notesStandIn(page).getByRole('button', { name })).toBeVisible();
  }
  const before = await notesBoxInPage(page);

  // Hold the editor's code back until the typing is done, to type while it loads.
  const held = await holdScripts(page);
  await page.getByLabel('What am I grateful for?').focus();
  await page.keyboard.press('Tab');
  await expect(notes(page)).toBeFocused();
  await page.keyboard.type('Typed at once,');
  await page.keyboard.press('Enter');
  await page.keyboard.type('second linee');
  await page.keyboard.press('Backspace');
  // A shortcut pressed while waiting applies to what is typed next.
  await page.keyboard.press('Control+Shift+I');
  await expect(editable(page)).toHaveCount(0);
  await expect(notesStandIn(page)).toContainText('Typed at once,');
  held.release();

  await expect(editable(page)).toBeFocused();
  await expect.poll(() => scripts.editorLoaded()).toBe(true);
  await expect(notesStandIn(page)).toHaveCount(0);
  // Same place, same size: the swap moves nothing.
  const after = await notesBoxInPage(page);
  expect(after.x).toBeCloseTo(before.x, 0);
  expect(after.y).toBeCloseTo(before.y, 0);
  expect(after.width).toBeCloseTo(before.width, 0);
  expect(after.height).toBeCloseTo(before.height, 0);
  // The caret is at the end: typing goes on where the stand-in left off.
  await expect(page.getByRole('button', { name: 'Italic' })).toHaveAttribute('aria-pressed', 'true');
  await page.keyboard.type(' and more');
  await expect(notes(page).locator('p')).toHaveText(['Typed at once,', 'second line and more']);
  await expect(saveStatus(page)).toHaveText('Saved');
  const [row] = await reflectionsOf(user.userId);
  expect(row?.notes_html).toMatch(/^<p>Typed at once,<\/p><p>second line<(em|i)>.*and more.*<\/(em|i)><\/p>$/);
  // Undo takes back what was typed, the replayed input included.
  await expect(page.getByRole('button', { name: 'Undo' })).toBeEnabled();
});

test("the facts are what the user did that day, and nobody else's", async ({ page }) => {
  const user = await signedInUser(page);
  const other = await signedInUser(await page.context().newPage());
  await page.goto('/');
  const today = await browserToday(page);

  const goal = (await asUser(user, 'rpc/create_goal', { p_title: 'Write the book', p_priority: 'High' })) as {
    id: string;
  };
  const steps = (await asUser(user, 'one_thing_tasks?select=id', [
    { goal_id: goal.id, title: 'Outline', sort_order: 0 },
    { goal_id: goal.id, title: 'Draft', sort_order: 1 },
  ])) as { id: string }[];
  await asUser(user, 'rpc/set_step_completed', { p_step_id: steps[0]?.id, p_completed: true });
  const habit = (await asUser(user, 'habits?select=id', {
    user_id: user.userId,
    name: 'Read',
    cue: 'After coffee',
    two_minute_version: 'Read a page',
    scheduled_time: '07:00:00',
  })) as { id: string }[];
  await asUser(user, 'rpc/set_habit_completion', { p_habit_id: habit[0]?.id, p_date: today, p_completed: true });
  // Finished sessions with a chosen end time: only the service role may write one.
  const finished = async (row: Record<string, unknown>) => {
    const { status, body } = await adminRest('deep_work_sessions?select=id', {
      method: 'POST',
      headers: { Prefer: 'return=representation' },
      body: JSON.stringify({ ...row, completed_at: new Date().toISOString() }),
    });
    if (status >= 300) throw new Error(`could not add a session: ${status} ${JSON.stringify(body)}`);
    return body as { id: string }[];
  };
  const session = await finished({
    user_id: user.userId,
    title: 'Deep work session',
    duration_minutes: 50,
    shield_enabled: true,
  });
  await asUser(
    user,
    'shield_block_log',
    { user_id: user.userId, domain: 'youtube.com', session_id: session[0]?.id },
    'return=minimal',
  );
  await finished({ user_id: other.userId, duration_minutes: 25 });

  await openReflection(page);
  const fact = (id: string) => page.getByTestId('reflection-facts').locator(`[data-fact="${id}"]`);
  await expect(fact('steps')).toContainText('Steps completed1');
  await expect(fact('deep-work')).toContainText('50 min');
  await expect(fact('deep-work')).toContainText('1 session');
  await expect(fact('habits')).toContainText('1 / 1');
  await expect(fact('goal')).toContainText('50%');
  await expect(fact('goal')).toContainText('Write the book');
  await expect(fact('distractions')).toContainText('Distractions blocked1');
  // By site, as the shield logged them.
  await expect(fact('distractions')).toContainText('1 shield session · youtube.com 1');
  // The facts come before the prompts.
  const factsBox = await page.getByTestId('reflection-facts').boundingBox();
  const promptBox = await page.getByLabel('What did I do today for my ONE Thing?').boundingBox();
  expect((factsBox?.y ?? 0) < (promptBox?.y ?? 0)).toBe(true);

  // Yesterday has none of it.
  await page.getByRole('link', { name: 'Previous day' }).click();
  await expect(fact('deep-work')).toContainText('0 min');
  await expect(fact('steps')).toContainText('Steps completed0');
  await page.getByRole('link', { name: 'Today' }).click();
  await expect(fact('deep-work')).toContainText('50 min');
  // The week has it too, and the dashboard under its deep work chart, by site.
  await openReflection(page, '/reflection/weekly');
  await expect(fact('distractions')).toContainText('youtube.com 1');
  await page.goto('/');
  await expect(page.getByTestId('blocked-sites')).toHaveText('Blocked in the last 7 days: youtube.com 1');
  // Opening periods created no entries.
  expect(await reflectionsOf(user.userId)).toEqual([]);
});

test('a failed save keeps the text, says it is not saved, survives a reload and retries to Saved', async ({ page }) => {
  const user = await signedInUser(page);
  let failing = true;
  let failed = 0;
  await page.route('**/rest/v1/rpc/save_reflection', async (route) => {
    if (failing) {
      failed += 1;
      await route.fulfill({ status: 503, contentType: 'application/json', body: '{"message":"service unavailable"}' });
    } else {
      await route.continue();
    }
  });
  await openReflection(page);
  const prompt = page.getByLabel('What got in the way?');
  await prompt.fill('Too many meetings');
  await expect(saveStatus(page)).toHaveText('Not saved yet. Your text is kept on this device and we keep trying.');
  await expect(page.getByRole('button', { name: 'Retry now' })).toBeVisible();
  await expect(prompt).toHaveValue('Too many meetings');
  expect(await reflectionsOf(user.userId)).toEqual([]);

  // Still failing after a reload: the local draft comes back.
  await page.reload();
  await expect(page.getByLabel('What got in the way?')).toHaveValue('Too many meetings');
  await expect(saveStatus(page)).toHaveText(/Not saved yet/);
  const failuresBefore = failed;
  expect(failuresBefore).toBeGreaterThanOrEqual(2);

  failing = false;
  await expect(saveStatus(page)).toHaveText('Saved', { timeout: 20_000 });
  const [row] = await reflectionsOf(user.userId);
  expect(row?.answers).toEqual({ obstacles: 'Too many meetings' });
  const draftsLeft = await page.evaluate(() =>
    Object.keys(localStorage).filter((k) => k.startsWith('onething:reflection-draft:')),
  );
  expect(draftsLeft).toEqual([]);
});

test('text typed just before leaving the page is not lost', async ({ page }) => {
  const user = await signedInUser(page);
  await openReflection(page);
  await page.getByLabel('What am I grateful for?').fill('A quiet morning');
  // Leave at once, before the autosave pause is over.
  await page.getByRole('link', { name: 'Habits' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: /Habit/ })).toBeVisible();
  await expect
    .poll(async () => (await reflectionsOf(user.userId))[0]?.answers)
    .toEqual({ grateful: 'A quiet morning' });
  await page.goBack();
  await expect(page.getByLabel('What am I grateful for?')).toHaveValue('A quiet morning');
});

test('weekly and monthly reflections: periods from Sunday and the 1st, their prompts, no ratings', async ({ page }) => {
  const user = await signedInUser(page);
  await openReflection(page, '/reflection/weekly');
  await expect(page.getByRole('heading', { level: 1, name: 'Weekly Reflection' })).toBeVisible();
  await expect(page.getByRole('group', { name: 'Energy' })).toHaveCount(0);
  const sunday = await page.evaluate(() => {
    const d = new Date();
    d.setDate(d.getDate() - d.getDay());
    const pad = (n: number) => String(n).padStart(2, '0');
    return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
  });
  await page.getByLabel("What were this week's wins?").fill('Two deep work blocks a day');
  await expect(saveStatus(page)).toHaveText('Saved');
  expect(await reflectionsOf(user.userId)).toMatchObject([
    { kind: 'weekly', period_start: sunday, answers: { wins: 'Two deep work blocks a day' } },
  ]);
  await expect(page.getByRole('button', { name: 'Next week' })).toBeDisabled();
  await page.getByRole('link', { name: 'Previous week' }).click();
  await expect(page.getByLabel("What were this week's wins?")).toHaveValue('');
  await expect(page).toHaveURL(/period=\d{4}-\d{2}-\d{2}/);

  await page.getByRole('link', { name: 'Monthly' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Monthly Reflection' })).toBeVisible();
  await page.getByLabel("What is next month's focus?").fill('Ship the beta');
  await expect(saveStatus(page)).toHaveText('Saved');
  const monthly = (await reflectionsOf(user.userId)).find((r) => r.kind === 'monthly');
  expect(monthly?.period_start).toMatch(/-01$/);
  expect(monthly?.answers).toEqual({ focus: 'Ship the beta' });
});

for (const theme of ['light', 'dark'] as const) {
  test(`reflection pages have no axe violations (${theme}) and fit 375 px`, async ({ page }) => {
    await page.addInitScript((value) => window.localStorage.setItem('onething-theme', value), theme);
    await signedInUser(page);
    await page.setViewportSize({ width: 1280, height: 900 });
    await openReflection(page);
    await page.getByRole('group', { name: 'Focus' }).getByText('3', { exact: true }).click();
    await notes(page).click();
    await page.keyboard.press('Control+Shift+B');
    await page.keyboard.type('Protected my mornings');
    await expect(saveStatus(page)).toHaveText('Saved');
    await expect(page.getByTestId('past-reflections')).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    await saveShot(page, `reflection-${theme}-1280.png`, { fullPage: true });

    await page.setViewportSize({ width: 375, height: 800 });
    await expect(notes(page)).toBeVisible();
    await expectNoSidewaysScroll(page);
    expect(await axeViolations(page)).toEqual([]);
    await saveShot(page, `reflection-${theme}-375.png`, { fullPage: true });

    await page.setViewportSize({ width: 1280, height: 900 });
    await openReflection(page, '/reflection/weekly');
    expect(await axeViolations(page)).toEqual([]);
    await saveShot(page, `reflection-weekly-${theme}-1280.png`, { fullPage: true });
    await openReflection(page, '/reflection/monthly');
    expect(await axeViolations(page)).toEqual([]);
  });
}
