// /settings: profile, sharing, export and account deletion against the real backend.
import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { ONBOARDING_GOAL, signIn, signUpOnboarded } from '../support/shell-helpers';

test('profile edits show in the user menu; sharing and export work', async ({ page }) => {
  await signUpOnboarded(page, 'settings');
  await page.getByRole('button', { name: /account menu/i }).click();
  await page.getByRole('menuitem', { name: 'Profile' }).click();
  await expect(page).toHaveURL(/\/settings#profile$/);
  await expect(page.getByRole('heading', { name: 'Profile' })).toBeFocused();

  await page.getByLabel('Full name').fill('Ada Lovelace');
  await page.getByLabel('Username').fill('ada');
  await page.getByRole('button', { name: 'Save Profile' }).click();
  await expect(page.getByText('Your profile has been updated.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Account menu for Ada Lovelace' })).toBeVisible();

  const sharing = page.getByRole('switch', { name: 'Share my ONE Thing with my groups' });
  await expect(sharing).toHaveAttribute('aria-checked', 'false');
  await sharing.click();
  await expect(sharing).toHaveAttribute('aria-checked', 'true');
  await page.reload();
  await expect(page.getByRole('switch', { name: 'Share my ONE Thing with my groups' })).toHaveAttribute(
    'aria-checked',
    'true',
  );
  await expect(page.getByLabel('Full name')).toHaveValue('Ada Lovelace');

  // The companion extension's status is part of the shield panel (settings-shield.spec.ts).
  await expect(page.getByText('Not detected')).toBeVisible();

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export all my data' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^onething-export-\d{4}-\d{2}-\d{2}\.json$/);
  const exported = JSON.parse(await readFile((await file.path()) ?? '', 'utf8'));
  expect(exported).toMatchObject({ format: 'onething-export', version: 2 });
  // Steps and time blocks are listed once each (docs/export-format.md), never as mirrored task rows.
  expect(exported).not.toHaveProperty('one_thing_tasks');
  expect(exported.steps).toEqual([]);
  expect(exported.time_blocks).toEqual([]);
  expect(exported.profile.full_name).toBe('Ada Lovelace');
  expect(exported.one_thing_goals.map((g: { title: string }) => g.title)).toEqual([ONBOARDING_GOAL]);
});

test('deleting the account asks first, then signs out to /landing for good', async ({ page }) => {
  const email = await signUpOnboarded(page, 'delete');
  await page.goto('/settings');
  await page.getByRole('button', { name: 'Delete account' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Delete your account?' });
  await expect(confirm).toBeVisible();
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(page).toHaveURL(/\/settings$/);

  await page.getByRole('button', { name: 'Delete account' }).click();
  await confirm.getByRole('button', { name: 'Delete account' }).click();
  await expect(page).toHaveURL(/\/landing$/);

  await signIn(page, email);
  await expect(page.getByRole('alert')).toHaveText('Invalid email or password. Please try again.');
});
