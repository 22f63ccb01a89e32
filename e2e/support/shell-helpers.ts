// Helpers for the shell's end-to-end tests: unique accounts, sign-up through the UI, the onboarding
// wizard, and axe-core checks (axe.source injected directly; @axe-core/playwright needs Node 22).
import { createRequire } from 'node:module';
import { expect, type Page } from '@playwright/test';

export const PASSWORD = 'focus-password-1';

let counter = 0;

/** A fresh address per call, so tests never share an account and can run in parallel. */
export function uniqueEmail(tag: string): string {
  counter += 1;
  return `shell-${tag}-${Date.now()}-${process.pid}-${counter}@example.com`;
}

export async function signUp(page: Page, email: string, password = PASSWORD, username?: string): Promise<void> {
  await page.goto('/auth');
  await page.getByRole('tab', { name: 'Sign Up' }).click();
  const form = page.getByRole('form', { name: 'Sign up' });
  await form.getByLabel('Email').fill(email);
  if (username) await form.getByLabel('Username').fill(username);
  await form.getByLabel('Password').fill(password);
  await form.getByRole('button', { name: 'Sign Up' }).click();
}

export async function signIn(page: Page, email: string, password = PASSWORD): Promise<void> {
  await page.goto('/auth');
  const form = page.getByRole('form', { name: 'Sign in' });
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Password').fill(password);
  await form.getByRole('button', { name: 'Sign In' }).click();
}

export const ONBOARDING_GOAL = 'Launch the first version of my product';

/** The name onboarding stores when the field starts empty (no name was typed at sign-up). */
export const ONBOARDING_NAME = 'Sam Focus';

/** The first step's name field (required; prefilled with the name typed at sign-up). */
export const onboardingNameField = (page: Page) => page.getByRole('textbox', { name: 'What should we call you?' });

/** Answers the six steps (and the name, when sign-up gave none); the page must be on /onboarding. */
/** `beforeFinish` runs on the last step, before "Complete Setup" is pressed. */
export async function completeOnboarding(
  page: Page,
  goal = ONBOARDING_GOAL,
  beforeFinish: () => Promise<void> = async () => {},
): Promise<void> {
  const next = page.getByRole('button', { name: 'Next' });
  await expect(page.getByText('Step 1 of 6')).toBeVisible();
  const name = onboardingNameField(page);
  if ((await name.inputValue()) === '') await name.fill(ONBOARDING_NAME);
  await page.getByRole('radio', { name: 'Software Engineer' }).check();
  await next.click();
  await page.getByRole('checkbox', { name: 'Finish a major project' }).check();
  await next.click();
  await page.getByRole('radio', { name: 'Constant distractions' }).check();
  await next.click();
  await page.getByRole('radio', { name: '2 hours' }).check();
  await next.click();
  await page.getByRole('radio', { name: /Intermediate/ }).check();
  await next.click();
  await page.getByLabel('Your ONE Thing goal').fill(goal);
  await beforeFinish();
  await page.getByRole('button', { name: 'Complete Setup' }).click();
  // The dashboard shows its one-time welcome and drops `?onboarded=true` from the address at once.
  await expect(page).toHaveURL(/\/(\?onboarded=true)?$/);
}

/** A new account that finished onboarding, signed in on the dashboard. Returns its e-mail. */
export async function signUpOnboarded(page: Page, tag: string): Promise<string> {
  const email = uniqueEmail(tag);
  await signUp(page, email);
  await expect(page).toHaveURL(/\/onboarding$/);
  await completeOnboarding(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  return email;
}

const require = createRequire(import.meta.url);

export interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[]; failureSummary?: string }[];
}

/** Runs axe-core (WCAG 2.x A/AA rules) on the page and returns the violations, summarised. */
export async function axeViolations(page: Page): Promise<AxeViolation[]> {
  // colours measured mid fade-in are blends, not the real ones: wait for open animations to settle
  await page.waitForFunction(() => document.getAnimations().every((animation) => animation.playState !== 'running'));
  const hasAxe = await page.evaluate(() => 'axe' in window);
  if (!hasAxe) await page.addScriptTag({ path: require.resolve('axe-core/axe.min.js') });
  return page.evaluate(async () => {
    const axe = (
      window as unknown as {
        axe: { run: (context: Document, options: object) => Promise<{ violations: AxeViolation[] }> };
      }
    ).axe;
    const result = await axe.run(document, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'] },
      resultTypes: ['violations'],
    });
    return result.violations.map((v) => ({
      id: v.id,
      impact: v.impact,
      help: v.help,
      nodes: v.nodes.map((n) => ({ target: n.target, failureSummary: n.failureSummary })),
    }));
  });
}

/**
 * The page does not scroll sideways. Polled, because after a viewport change the shell re-renders for
 * the new media query a frame or two later; an overflow that lasts still fails after the expect timeout.
 */
export async function expectNoSidewaysScroll(page: Page, message = 'the page scrolls sideways'): Promise<void> {
  await expect
    .poll(() => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth), {
      message,
    })
    .toBeLessThanOrEqual(0);
}
