import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { acquireDataDirLock, DataDirInUseError, type DataDirLock } from '../../src/lock.ts';

/** The pid of a process that has already exited: what a crashed server leaves in its lock. */
function deadPid(): number {
  const { pid } = spawnSync(process.execPath, ['-e', '']);
  if (pid === undefined) throw new Error('no pid');
  return pid;
}

describe('data folder lock', () => {
  const cleanups: (() => void)[] = [];
  afterEach(() => {
    for (const cleanup of cleanups.splice(0).reverse()) cleanup();
  });

  function dataDir(): string {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'sl-lock-'));
    cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
    return dir;
  }

  function held(lock: DataDirLock): DataDirLock {
    cleanups.push(() => lock.release());
    return lock;
  }

  it('lets only one of two concurrent starts in one process hold the folder', async () => {
    const dir = dataDir();
    const results = await Promise.allSettled([acquireDataDirLock(dir), acquireDataDirLock(dir)]);
    for (const result of results) if (result.status === 'fulfilled') held(result.value);
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1);
    const refusal = results.find((result) => result.status === 'rejected');
    expect(refusal?.status === 'rejected' && refusal.reason).toBeInstanceOf(DataDirInUseError);
    expect(readFileSync(path.join(dir, 'server.lock'), 'utf8')).toBe(`${process.pid}\n`);
  });

  it('takes over a lock without a pid (a crash of an older version between creating and writing it)', async () => {
    const dir = dataDir();
    writeFileSync(path.join(dir, 'server.lock'), '');
    held(await acquireDataDirLock(dir));
    expect(readdirSync(dir)).toEqual(['server.lock']);
    expect(readFileSync(path.join(dir, 'server.lock'), 'utf8')).toBe(`${process.pid}\n`);
  });

  it('finishes a takeover whose process crashed half-way, leaving no other file', async () => {
    const dir = dataDir();
    const crashedServer = deadPid();
    const crashedStarter = deadPid();
    writeFileSync(path.join(dir, 'server.lock'), `${crashedServer}\n`);
    writeFileSync(path.join(dir, `server.lock.takeover-${crashedServer}`), `${crashedStarter}\n`);
    const lock = await acquireDataDirLock(dir);
    expect(readdirSync(dir)).toEqual(['server.lock']);
    expect(readFileSync(lock.file, 'utf8')).toBe(`${process.pid}\n`);
    lock.release();
    expect(readdirSync(dir)).toEqual([]);
  });

  it('waits for a live process that is taking over a stale lock, and names it', async () => {
    const dir = dataDir();
    const crashedServer = deadPid();
    writeFileSync(path.join(dir, 'server.lock'), `${crashedServer}\n`);
    // The parent of this worker is alive and is not us: it stands for a starter that is mid-takeover.
    writeFileSync(path.join(dir, `server.lock.takeover-${crashedServer}`), `${process.ppid}\n`);
    await expect(acquireDataDirLock(dir)).rejects.toThrow(`is in use by process ${process.ppid}`);
    expect(readFileSync(path.join(dir, 'server.lock'), 'utf8')).toBe(`${crashedServer}\n`);
  });

  it('keeps a lock it does not hold when releasing', async () => {
    const dir = dataDir();
    const lock = await acquireDataDirLock(dir);
    writeFileSync(lock.file, `${process.ppid}\n`);
    lock.release();
    expect(readFileSync(lock.file, 'utf8')).toBe(`${process.ppid}\n`);
  });
});
