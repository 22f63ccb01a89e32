// Account basics against the real builds and the real local backend: "Forgot password?" through the mail
// in the backend's mailbox to a new password, the change-password form in Settings, the show-password
// toggle, the password rule at its field before anything is sent, and the name people chose: asked in
// onboarding, greeted with, and shown to the other members of a group ("Member" without one, never a part
// of an e-mail address). Axe in both themes on the changed screens.
import { expect, test, type Browser, type Locator, type Page } from '@playwright/test';
import { axeViolations, completeOnboarding, onboardingNameField, signUp, uniqueEmail } from '../support/shell-helpers';
import { anonKey, signedInUser, signUpViaApi, type TestUser } from '../support/session';
import { E2E_BACKEND_URL } from '../support/ports';
import { saveShot } from '../support/screenshots';
import { expectAllSaved } from '../support/offline-helpers';

interface Mail {
  to: string;
  subject: string;
  link: string;
}

/** The newest mail to an address, from the backend's mailbox API (service_role key). */
async function latestMail(to: string): Promise<Mail | undefined> {
  const key = process.env.E2E_SERVICE_ROLE_KEY ?? '';
  const response = await fetch(`${E2E_BACKEND_URL}/mailbox/messages?to=${encodeURIComponent(to)}`, {
    headers: { apikey: key, Authorization: `Bearer ${key}` },
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as Mail[])[0];
}

/** Whether the backend signs the address in with this password (the token endpoint, as supabase-js does). */
async function passwordWorks(email: string, password: string): Promise<boolean> {
  const response = await fetch(`${E2E_BACKEND_URL}/auth/v1/token?grant_type=password`, {
    method: 'POST',
    headers: { apikey: anonKey(), 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  return response.ok;
}

async function expectNoViolations(page: Page, label: string) {
  const violations = await axeViolations(page);
  expect(violations, `${label}: ${JSON.stringify(violations, null, 2)}`).toEqual([]);
}

/** The field's error is announced with it: aria-invalid, and its text among the aria-describedby targets. */
async function expectFieldError(field: Locator, message: string) {
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  await expect(field).toHaveAccessibleDescription(new RegExp(message.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
}

test('"Forgot password?" mails a link that opens the app, which asks for the new password', async ({ page }) => {
  const user = await signUpViaApi(uniqueEmail('forgot'), 'old-password-1');
  await page.goto('/auth');
  const signInForm = page.getByRole('form', { name: 'Sign in' });
  await signInForm.getByLabel('Email').fill(user.email);
  await signInForm.getByRole('button', { name: 'Forgot password?' }).click();

  const resetForm = page.getByRole('form', { name: 'Reset your password' });
  // The address typed for signing in comes along, and the focus is on it.
  await expect(resetForm.getByLabel('Email')).toHaveValue(user.email);
  await expect(resetForm.getByLabel('Email')).toBeFocused();
  await expectNoViolations(page, 'reset form');
  await resetForm.getByRole('button', { name: 'Send Reset Link' }).click();
  await expect(resetForm.getByRole('status')).toHaveText('Check your email for the password reset link!');

  const mail = await latestMail(user.email);
  expect(mail?.subject).toBe('Reset Your Password');
  expect(mail?.link).toContain('type=recovery');
  await page.goto(mail?.link ?? '');
  await expect(page).toHaveURL(/\/auth\/callback\?code=/);
  await expect(page.getByRole('heading', { level: 1, name: 'Choose a new password' })).toBeVisible();
  const form = page.getByRole('form', { name: 'Choose a new password' });
  const newPassword = form.getByLabel(/^New password/);
  await expect(newPassword).toHaveAccessibleDescription('At least 6 characters.');
  await expectNoViolations(page, 'new password form');

  // The rule is told at the field, before anything is sent.
  await newPassword.fill('short');
  await form.getByLabel('Confirm new password').focus();
  await expectFieldError(newPassword, 'Password must be at least 6 characters long.');
  await newPassword.fill('new-password-2');
  await expect(newPassword).not.toHaveAttribute('aria-invalid');
  await form.getByLabel('Confirm new password').fill('new-password-2');
  await form.getByRole('button', { name: 'Save New Password' }).click();
  await expect(page.getByText('Password Updated')).toBeVisible();
  await expect(page).not.toHaveURL(/\/auth\/callback/);

  expect(await passwordWorks(user.email, 'old-password-1')).toBe(false);
  expect(await passwordWorks(user.email, 'new-password-2')).toBe(true);
  // The link works once.
  const again = await fetch(mail?.link ?? '', { redirect: 'manual' });
  expect(again.headers.get('location')).toContain('error_code=otp_expired');
});

test('Settings changes the password; the two fields must match', async ({ page }) => {
  const user = await signedInUser(page);
  await page.goto('/settings');
  const form = page.getByRole('form', { name: 'Change password' });
  const newPassword = form.getByLabel(/^New password/);
  const confirm = form.getByLabel('Confirm new password');
  await newPassword.fill('changed-password-3');
  await confirm.fill('changed-password-4');
  await form.getByRole('button', { name: 'Change Password' }).click();
  await expectFieldError(confirm, 'The passwords do not match');
  expect(await passwordWorks(user.email, user.password)).toBe(true);

  await confirm.fill('changed-password-3');
  await expect(confirm).not.toHaveAttribute('aria-invalid');
  await form.getByRole('button', { name: 'Change Password' }).click();
  await expect(page.getByText('Password Updated')).toBeVisible();
  await expect(newPassword).toHaveValue('');
  expect(await passwordWorks(user.email, 'changed-password-3')).toBe(true);
  expect(await passwordWorks(user.email, user.password)).toBe(false);
});

test('the show-password toggle shows and hides what was typed', async ({ page }) => {
  await page.goto('/auth');
  const form = page.getByRole('form', { name: 'Sign in' });
  const password = form.getByLabel('Password');
  const toggle = form.getByRole('button', { name: 'Show password' });
  await password.fill('secret-words');
  await expect(password).toHaveAttribute('type', 'password');
  await expect(toggle).toHaveAttribute('aria-pressed', 'false');
  await toggle.click();
  await expect(password).toHaveAttribute('type', 'text');
  await expect(toggle).toHaveAttribute('aria-pressed', 'true');
  await expect(password).toHaveValue('secret-words');
  await toggle.click();
  await expect(password).toHaveAttribute('type', 'password');
});

test('sign-up tells the 6-character rule at the password field and sends nothing until it is met', async ({ page }) => {
  const signUps: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/auth/v1/signup')) signUps.push(request.url());
  });
  const form = page.getByRole('form', { name: 'Sign up' });
  const password = form.getByLabel('Password');
  for (const theme of ['light', 'dark'] as const) {
    await page.goto('/auth');
    await page.evaluate((value) => localStorage.setItem('onething-theme', value), theme);
    await page.reload();
    await page.getByRole('tab', { name: 'Sign Up' }).click();
    await expect(password).toHaveAccessibleDescription('At least 6 characters.');
    await form.getByLabel('Email').fill(uniqueEmail('rule'));
    await password.fill('12345');
    await password.blur();
    await expectFieldError(password, 'Password must be at least 6 characters long.');
    await form.getByRole('button', { name: 'Sign Up' }).click();
    await expectFieldError(password, 'Password must be at least 6 characters long.');
    // At the field, not as a banner above the form: the field's message is the only alert.
    await expect(form.getByRole('alert')).toHaveText(['Password must be at least 6 characters long.']);
    await expectNoViolations(page, `sign-up with the rule (${theme})`);
    await saveShot(page, `sign-up-rule-${theme}.png`);
  }
  expect(signUps).toEqual([]);

  await password.fill('123456');
  await expect(password).not.toHaveAttribute('aria-invalid');
  await form.getByRole('button', { name: 'Sign Up' }).click();
  await expect(page).toHaveURL(/\/onboarding$/);
  expect(signUps).toHaveLength(1);
});

async function contextFor(browser: Browser, theme: 'light' | 'dark' = 'light') {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  await page.addInitScript((value) => window.localStorage.setItem('onething-theme', value), theme);
  return { context, page };
}

async function joinPublicGroup(user: TestUser, groupId: string) {
  const response = await fetch(`${E2E_BACKEND_URL}/rest/v1/group_members`, {
    method: 'POST',
    headers: {
      apikey: anonKey(),
      Authorization: `Bearer ${user.accessToken}`,
      'Content-Type': 'application/json',
    },
    body: JSON.stringify({ group_id: groupId, user_id: user.userId }),
  });
  expect(response.status, await response.text()).toBe(201);
}

test('onboarding asks the name to be called by; a group shows it, and "Member" for someone without one', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  // Ada typed a username at sign-up: onboarding offers it, she edits it.
  const ada = await contextFor(browser);
  await signUp(ada.page, uniqueEmail('name-ada'), undefined, 'ada');
  await expect(ada.page).toHaveURL(/\/onboarding$/);
  const name = onboardingNameField(ada.page);
  await expect(name).toHaveValue('ada');
  await name.fill('Ada Lovelace');
  await completeOnboarding(ada.page);
  await expect(ada.page.getByTestId('greeting')).toHaveText(/^Good (morning|afternoon|evening), Ada Lovelace$/);

  // Grace typed none: the field starts empty, never with her address's local part.
  const grace = await contextFor(browser, 'dark');
  const graceEmail = uniqueEmail('name-grace');
  await signUp(grace.page, graceEmail);
  await expect(grace.page).toHaveURL(/\/onboarding$/);
  await expect(onboardingNameField(grace.page)).toHaveValue('');
  await grace.page.getByRole('radio', { name: 'Student' }).check();
  await expect(grace.page.getByRole('button', { name: 'Next' })).toBeDisabled();
  await onboardingNameField(grace.page).fill('Grace');
  await expect(grace.page.getByRole('button', { name: 'Next' })).toBeEnabled();
  await completeOnboarding(grace.page);
  await expect(grace.page.getByTestId('greeting')).toHaveText(/^Good (morning|afternoon|evening), Grace$/);

  // An account made before names were asked: sign-up stored its address's local part as both names.
  const legacy = await contextFor(browser);
  const legacyUser = await signedInUser(legacy.page);

  await ada.page.goto('/community');
  await ada.page.getByRole('main').getByRole('button', { name: 'Create Group' }).click();
  const dialog = ada.page.getByRole('dialog', { name: 'Create Group' });
  const groupName = `Name Check ${Date.now()}`;
  await dialog.getByLabel('Name').fill(groupName);
  await dialog.getByLabel('Description').fill('Who is who.');
  await dialog.getByRole('button', { name: 'Create Group' }).click();
  await expect(ada.page).toHaveURL(/\/group\/[0-9a-f-]{36}$/);
  const groupId = ada.page.url().split('/group/')[1] ?? '';
  await grace.page.goto(`/group/${groupId}`);
  await grace.page.getByRole('button', { name: 'Join Group' }).click();
  // The join shows at once and is sent through the write queue: saved before the next member joins, so the
  // members are listed in this order.
  await expect(grace.page.getByRole('button', { name: 'Leave Group' })).toBeVisible();
  await expectAllSaved(grace.page);
  await joinPublicGroup(legacyUser, groupId);

  for (const viewer of [ada.page, grace.page, legacy.page]) {
    await viewer.goto(`/group/${groupId}`);
    const members = viewer.getByRole('region', { name: /Members/ });
    const names = members.getByRole('listitem');
    await expect(names).toHaveCount(3);
    await expect(names.nth(0)).toContainText('Ada Lovelace');
    await expect(names.nth(1)).toContainText('Grace');
    // The member without a chosen name.
    await expect(names.nth(2)).toContainText('Member');
    const text = (await viewer.getByRole('main').innerText()).toLowerCase();
    for (const email of [graceEmail, legacyUser.email]) expect(text).not.toContain(email.split('@')[0]?.toLowerCase());
  }
  await expectNoViolations(grace.page, 'group members (dark)');
  await saveShot(grace.page, `group-member-names-dark.png`, { fullPage: true });
  for (const { context } of [ada, grace, legacy]) await context.close();
});
