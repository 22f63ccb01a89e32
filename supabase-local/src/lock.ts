import { randomBytes } from 'node:crypto';
import { linkSync, readFileSync, renameSync, unlinkSync, writeFileSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';

export class DataDirInUseError extends Error {
  constructor(
    readonly dataDir: string,
    readonly pid: number,
  ) {
    super(`supabase-local: data folder ${dataDir} is in use by process ${pid}`);
    this.name = 'DataDirInUseError';
  }
}

export interface DataDirLock {
  readonly file: string;
  release(): void;
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function errorCode(error: unknown): string | undefined {
  return (error as NodeJS.ErrnoException).code;
}

/** What a lock file says: absent, or held by a pid (undefined when the file holds no pid). */
type Holder = { absent: true } | { absent: false; pid: number | undefined };

function readHolder(file: string): Holder {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (error) {
    if (errorCode(error) === 'ENOENT') return { absent: true };
    throw error;
  }
  const pid = Number.parseInt(text.trim(), 10);
  return { absent: false, pid: Number.isInteger(pid) && pid > 0 ? pid : undefined };
}

/**
 * A holder that can no longer use the lock: no pid (these files are only ever created with theirs), a process
 * that is gone, or this process's own pid left by an earlier process that had the same pid (a restarted
 * container), since this process only calls this for a lock it does not hold.
 */
function isStale(pid: number | undefined): boolean {
  return pid === undefined || pid === process.pid || !isAlive(pid);
}

/**
 * Creates `file` holding this process's pid, or returns false when it exists. The pid is written to a private
 * file first and hard-linked into place (link fails when the name exists), so the file never exists without
 * its pid: a reader never mistakes a lock being written for a stale one.
 */
function createHolding(file: string): boolean {
  const draft = `${file}.${process.pid}.${randomBytes(6).toString('hex')}.draft`;
  writeFileSync(draft, `${process.pid}\n`, { flag: 'wx' });
  try {
    linkSync(draft, file);
    return true;
  } catch (error) {
    if (errorCode(error) === 'EEXIST') return false;
    throw error;
  } finally {
    unlinkSync(draft);
  }
}

type Claim =
  | { kind: 'held' }
  /** A live process holds the file. */
  | { kind: 'in-use'; pid: number }
  /** Another process is taking the file over, or it changed while we looked: look again shortly. */
  | { kind: 'changing'; pid?: number };

/** Crashes in the middle of taking over, one inside the other, that are still cleared up. */
const MAX_TAKEOVER_DEPTH = 4;

/**
 * One synchronous attempt to hold `file`. Exactly one of any number of racing processes may end up holding it,
 * and a file held by a live process is never removed or replaced:
 * - an absent file is created atomically (see createHolding);
 * - a stale file (its process is gone) is only ever replaced by whoever holds its takeover file,
 *   `<file>.takeover-<stale pid>`, which is itself claimed with this same function, so exactly one process
 *   takes over each stale holder. While that takeover file is held, nothing else can change `file`: only the
 *   stale holder's own release could, and it is gone. So the holder checks once more that `file` still names
 *   the stale pid (and that no live process has taken that pid since), then renames its takeover file (holding
 *   its own pid) over it, in one atomic step.
 *   A racer that looked at `file` before the rename and claims the takeover file after it finds the new pid
 *   there, gives the takeover file back and looks again.
 * A process that crashes while holding a takeover file leaves a stale takeover file, which the next starter
 * takes over the same way (one level deeper).
 */
function claim(file: string, depth: number): Claim {
  if (createHolding(file)) return { kind: 'held' };
  const holder = readHolder(file);
  if (holder.absent) return { kind: 'changing' };
  if (holder.pid !== undefined && !isStale(holder.pid)) return { kind: 'in-use', pid: holder.pid };
  if (depth >= MAX_TAKEOVER_DEPTH)
    throw new Error(`supabase-local: could not take the lock ${file}: too many crashed takeovers`);

  const takeover = `${file}.takeover-${holder.pid ?? 'none'}`;
  const takeoverClaim = claim(takeover, depth + 1);
  if (takeoverClaim.kind === 'in-use') return { kind: 'changing', pid: takeoverClaim.pid };
  if (takeoverClaim.kind === 'changing') return takeoverClaim;
  const now = readHolder(file);
  if (!now.absent && now.pid === holder.pid && isStale(now.pid)) {
    renameSync(takeover, file);
    return { kind: 'held' };
  }
  unlinkSync(takeover);
  return { kind: 'changing' };
}

/** A takeover holds its file for microseconds; a starter waits this long between looks, this many times. */
const RETRY_DELAY_MS = 10;
const MAX_ATTEMPTS = 100;

const heldInThisProcess = new Set<string>();

/**
 * PGlite has no cross-process locking and two processes on one folder silently lose writes,
 * so the server owns `server.lock` (holding its pid) while it runs. A lock of a dead process is taken over.
 */
export async function acquireDataDirLock(dataDir: string): Promise<DataDirLock> {
  await mkdir(dataDir, { recursive: true });
  const file = path.join(path.resolve(dataDir), 'server.lock');
  // Marked before the first attempt: this process's own pid in the file would otherwise look stale to a
  // second, concurrent start in this same process.
  if (heldInThisProcess.has(file)) throw new DataDirInUseError(dataDir, process.pid);
  heldInThisProcess.add(file);
  let lastSeen: number | undefined;
  try {
    for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt += 1) {
      const result = claim(file, 0);
      if (result.kind === 'held') return holding(file);
      if (result.kind === 'in-use') throw new DataDirInUseError(dataDir, result.pid);
      lastSeen = result.pid ?? lastSeen;
      await new Promise((resolve) => setTimeout(resolve, RETRY_DELAY_MS));
    }
  } catch (error) {
    heldInThisProcess.delete(file);
    throw error;
  }
  heldInThisProcess.delete(file);
  if (lastSeen !== undefined) throw new DataDirInUseError(dataDir, lastSeen);
  throw new Error(`supabase-local: could not take the lock ${file}`);
}

function holding(file: string): DataDirLock {
  let released = false;
  const release = (): void => {
    if (released) return;
    released = true;
    heldInThisProcess.delete(file);
    process.off('exit', release);
    // Nobody replaces a live holder's lock, so a file naming this process is this lock.
    const holder = readHolder(file);
    if (!holder.absent && holder.pid === process.pid) {
      try {
        unlinkSync(file);
      } catch {
        // already gone
      }
    }
  };
  process.on('exit', release);
  return { file, release };
}
