import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const RACER = fileURLToPath(new URL('./lock-racer.ts', import.meta.url));
const PACKAGE_DIR = fileURLToPath(new URL('../..', import.meta.url));
// Many racers per round make the takeover window of a faulty lock show up in nearly every run.
const RACERS = 8;
const ROUNDS = 60;

interface Answer {
  ready?: boolean;
  round?: number;
  won?: boolean;
  holder?: number;
  error?: string;
}

/** A racer process and the answers it has printed, awaited one at a time. */
class Racer {
  readonly child: ChildProcess;
  private readonly answers: Answer[] = [];
  private waiter: (() => void) | undefined;
  private exitedEarly = false;
  private stderr = '';

  constructor() {
    this.child = spawn(process.execPath, ['--import', 'tsx', RACER], {
      cwd: PACKAGE_DIR,
      stdio: ['pipe', 'pipe', 'pipe'],
    });
    if (this.child.stdout === null || this.child.stderr === null) throw new Error('racer without pipes');
    createInterface({ input: this.child.stdout }).on('line', (line) => {
      this.answers.push(JSON.parse(line) as Answer);
      this.waiter?.();
    });
    this.child.stderr.on('data', (chunk: Buffer) => (this.stderr += chunk.toString()));
    this.child.on('exit', () => {
      this.exitedEarly = true;
      this.waiter?.();
    });
  }

  get pid(): number {
    if (this.child.pid === undefined) throw new Error('racer did not start');
    return this.child.pid;
  }

  async next(): Promise<Answer> {
    for (;;) {
      const answer = this.answers.shift();
      if (answer !== undefined) return answer;
      if (this.exitedEarly) throw new Error(`racer ${this.pid} exited:\n${this.stderr}`);
      await new Promise<void>((resolve) => (this.waiter = resolve));
      this.waiter = undefined;
    }
  }

  send(message: Record<string, unknown>): void {
    this.child.stdin?.write(`${JSON.stringify(message)}\n`);
  }
}

/** The pid of a process that has already exited: what a crashed server leaves in its lock. */
function deadPid(): number {
  const { pid } = spawnSync(process.execPath, ['-e', '']);
  if (pid === undefined) throw new Error('no pid');
  return pid;
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

describe('data folder lock: processes racing to take over a stale lock', () => {
  const racers: Racer[] = [];
  let base = '';

  beforeAll(async () => {
    base = mkdtempSync(path.join(os.tmpdir(), 'sl-lock-race-'));
    for (let i = 0; i < RACERS; i += 1) racers.push(new Racer());
    for (const racer of racers) expect(await racer.next()).toEqual({ ready: true });
  }, 60_000);

  afterAll(() => {
    for (const racer of racers) racer.child.stdin?.end();
    rmSync(base, { recursive: true, force: true });
  });

  it(`exactly one of ${RACERS} processes wins each of ${ROUNDS} rounds, and every other one names the winner`, async () => {
    const crashed = deadPid();
    const faults: string[] = [];
    for (let round = 0; round < ROUNDS; round += 1) {
      expect(isRunning(crashed)).toBe(false);
      const dir = mkdtempSync(path.join(base, `round-${round}-`));
      writeFileSync(path.join(dir, 'server.lock'), `${crashed}\n`);
      // Written one after the other without awaiting anything, so all racers start within microseconds.
      for (const racer of racers) racer.send({ round, dir });
      const answers = await Promise.all(racers.map((racer) => racer.next()));
      const errors = answers.filter((answer) => answer.error !== undefined);
      expect(errors).toEqual([]);
      const winners = racers.filter((_, i) => answers[i]?.won === true).map((racer) => racer.pid);
      if (winners.length !== 1) {
        faults.push(`round ${round}: ${winners.length} winners`);
      } else {
        const winner = winners[0];
        const wrongNames = answers.filter((answer) => answer.won === false && answer.holder !== winner);
        if (wrongNames.length > 0)
          faults.push(`round ${round}: losers named ${wrongNames.map((a) => a.holder).join(', ')}, winner ${winner}`);
        const lockPid = readFileSync(path.join(dir, 'server.lock'), 'utf8').trim();
        if (lockPid !== String(winner)) faults.push(`round ${round}: server.lock holds ${lockPid}, winner ${winner}`);
        // Every racer has answered, so none is between steps: no draft or takeover file may be left over.
        const files = readdirSync(dir);
        if (files.length !== 1) faults.push(`round ${round}: files left ${files.join(', ')}`);
      }
      for (const racer of racers) racer.send({ release: round });
    }
    expect(faults).toEqual([]);
  }, 120_000);
});
