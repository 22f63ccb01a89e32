// How long 100 writes queued offline take to reach the database once the connection is back (printed, not a
// bar): `npm run bench:offline-replay` (it uses the end-to-end suite's ports: never beside a running suite).
import { expect, test } from '@playwright/test';
import { signedInUser } from '../support/session';
import { goalsOf, tasksOf } from '../support/onething-helpers';
import { expectAllSaved, goalWithSteps, letTheCacheSettle, main, status } from '../support/offline-helpers';

test('replay time of 100 queued writes', async ({ context, page }) => {
  test.setTimeout(180_000);
  const user = await signedInUser(page);
  await goalWithSteps(page, 'Busy goal', [
    ['Step one', '09:00'],
    ['Step two', '10:00'],
  ]);
  await letTheCacheSettle(page);
  await context.setOffline(true);
  const planner = main(page);
  // 100 step completions and reopenings, each the intended state, alternating: the last leaves it open.
  for (let i = 0; i < 100; i++) {
    await planner.getByRole('button', { name: /^Mark "Step one" as (complete|incomplete)$/ }).click();
  }
  await expect(status(page)).toHaveText('Offline · 100 changes waiting');
  const started = Date.now();
  await context.setOffline(false);
  await expectAllSaved(page, { timeout: 120_000 });
  const elapsed = Date.now() - started;
  console.log(`replayed 100 queued writes in ${elapsed} ms (${(elapsed / 100).toFixed(1)} ms each)`);
  const [goal] = await goalsOf(user.userId);
  const stepOne = (await tasksOf(goal!.id)).find((t) => t.title === 'Step one' && t.step_id === null);
  expect(stepOne?.completed).toBe(false);
});
