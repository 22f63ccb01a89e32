/**
 * One racer of lock-race.test.ts, a real process: for every line `{"round", "dir"}` on stdin it takes the data
 * folder lock of `dir` and answers `{"round", "won": true}` or `{"round", "won": false, "holder"}`. A winner
 * keeps the lock (and stays alive) until the line `{"release": round}`, so that a late racer of the same round
 * finds a live holder instead of a stale lock it could rightly take over.
 */
import { createInterface } from 'node:readline';
import { acquireDataDirLock, DataDirInUseError, type DataDirLock } from '../../src/lock.ts';

const held = new Map<number, DataDirLock>();

function answer(message: Record<string, unknown>): void {
  process.stdout.write(`${JSON.stringify(message)}\n`);
}

const lines = createInterface({ input: process.stdin });
lines.on('line', (line) => {
  const message = JSON.parse(line) as { round?: number; dir?: string; release?: number };
  if (message.release !== undefined) {
    held.get(message.release)?.release();
    held.delete(message.release);
    return;
  }
  const { round, dir } = message;
  if (round === undefined || dir === undefined) throw new Error(`unexpected line ${line}`);
  acquireDataDirLock(dir).then(
    (lock) => {
      held.set(round, lock);
      answer({ round, won: true });
    },
    (error: unknown) => {
      if (error instanceof DataDirInUseError) answer({ round, won: false, holder: error.pid });
      else answer({ round, error: String(error) });
    },
  );
});
answer({ ready: true });
