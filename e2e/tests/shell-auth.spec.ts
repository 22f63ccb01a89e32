// Sign-up, onboarding, sign-in, sign-out and the route guard, against the real local backend.
import { expect, test } from '@playwright/test';
import { completeOnboarding, ONBOARDING_GOAL, PASSWORD, signIn, signUp, uniqueEmail } from '../support/shell-helpers';

test('sign up → onboarding (once) → dashboard, with the first ONE Thing created', async ({ page }) => {
  const email = uniqueEmail('signup');
  await signUp(page, email, PASSWORD, 'ada');

  await expect(page).toHaveURL(/\/onboarding$/);
  await expect(page.getByText('Step 1 of 6')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Back' })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Next' })).toBeDisabled();
  await completeOnboarding(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();

  // Onboarding happens once: the next visit opens the app directly.
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await expect(page).toHaveURL(/\/$/);

  // The answers are on the profile (not the role in full_name) and the goal exists.
  const stored = await page.evaluate(async () => {
    const key = Object.keys(localStorage).find((k) => k.startsWith('sb-') && k.endsWith('-auth-token'));
    const session = key ? JSON.parse(localStorage.getItem(key) ?? 'null') : null;
    const config = await (await fetch('/config.json')).json();
    const headers = { apikey: config.supabaseAnonKey, Authorization: `Bearer ${session.access_token}` };
    const profile = await (await fetch(`${config.supabaseUrl}/rest/v1/profiles?select=*`, { headers })).json();
    const goals = await (await fetch(`${config.supabaseUrl}/rest/v1/one_thing_goals?select=*`, { headers })).json();
    return { profile: profile[0], goals, timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone };
  });
  expect(stored.profile.onboarding_completed).toBe(true);
  expect(stored.profile.full_name).not.toBe('Software Engineer');
  // The database made the profile at sign-up, on this browser's calendar.
  expect(stored.profile).toMatchObject({ username: 'ada', time_zone: stored.timeZone });
  expect(stored.profile.onboarding_answers).toMatchObject({
    role: 'Software Engineer',
    dailyHours: '2 hours',
    oneThingGoal: ONBOARDING_GOAL,
  });
  expect(stored.goals).toHaveLength(1);
  expect(stored.goals[0]).toMatchObject({ title: ONBOARDING_GOAL, is_active: true });
});

test('sign out from the user menu goes to /landing and locks the app', async ({ page }) => {
  const email = uniqueEmail('signout');
  await signUp(page, email);
  await completeOnboarding(page);

  await page.getByRole('button', { name: /account menu/i }).click();
  await expect(page.getByRole('menu')).toContainText(email);
  await page.getByRole('menuitem', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/landing$/);

  await page.goto('/habits');
  await expect(page).toHaveURL(/\/landing$/);

  // Signing back in skips onboarding (done) and returns to the page asked for while signed out.
  await signIn(page, email);
  await expect(page).toHaveURL(/\/habits$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Habit Tracker' })).toBeVisible();
});

test('a wrong password shows the mapped error', async ({ page }) => {
  const email = uniqueEmail('wrongpw');
  await signUp(page, email);
  await expect(page).toHaveURL(/\/onboarding$/);
  await page.evaluate(() => localStorage.clear());

  await signIn(page, email, 'not-the-password');
  await expect(page.getByRole('alert')).toHaveText('Invalid email or password. Please try again.');
  await expect(page).toHaveURL(/\/auth$/);
});

test('protected routes redirect to /landing (replace) when signed out', async ({ page }) => {
  for (const path of [
    '/',
    '/one-thing',
    '/habits',
    '/deep-work',
    '/calendar',
    '/settings',
    '/onboarding',
    '/reflection/weekly',
    '/group/123',
  ]) {
    await page.goto(path);
    await expect(page, path).toHaveURL(/\/landing$/);
  }
  await page.goto('/landing');
  await page.goto('/settings');
  await expect(page).toHaveURL(/\/landing$/);
  // replace: Back does not return to the guarded page
  await page.goBack();
  await expect(page).toHaveURL(/\/landing$/);
});

test('the landing page hands the e-mail to the Sign Up tab', async ({ page }) => {
  await page.goto('/landing');
  await expect(page.getByRole('heading', { level: 1, name: 'ONE Thing OS' })).toBeVisible();
  await expect(page.getByText('founding members only')).toBeVisible();
  await page.getByLabel('Email address').fill('handover@example.com');
  await page.getByRole('button', { name: 'Get Started' }).click();
  await expect(page).toHaveURL(/\/auth$/);
  await expect(page.getByRole('tab', { name: 'Sign Up' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('form', { name: 'Sign up' }).getByLabel('Email')).toHaveValue('handover@example.com');

  await page.goto('/landing');
  await page.getByRole('link', { name: 'Sign In' }).click();
  await expect(page.getByRole('tab', { name: 'Sign In' })).toHaveAttribute('aria-selected', 'true');
});

test('/auth/callback without a code sends a signed-out visitor to /auth', async ({ page }) => {
  await page.goto('/auth/callback');
  await expect(page).toHaveURL(/\/auth$/);
  await page.goto('/auth/callback?error=access_denied&error_description=Email+link+is+invalid+or+has+expired');
  await expect(page).toHaveURL(/\/auth$/);
  await expect(page.getByRole('alert')).toHaveText('Email link is invalid or has expired');
});
