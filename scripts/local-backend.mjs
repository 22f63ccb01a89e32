// Starts supabase-local as a child process and resolves with its URL and anon key once it is ready.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { workspaceRoot } from './mf/shared-deps.mjs';

export const BACKEND_BIN = path.join(workspaceRoot, 'supabase-local', 'bin', 'supabase-local.mjs');

export function backendAvailable() {
  return existsSync(BACKEND_BIN);
}

/** @param {{ port?: number, dataDir?: string, reset?: boolean, extraArgs?: string[], stdio?: 'inherit' | 'quiet' }} options */
export function startLocalBackend({ port = 54321, dataDir, reset = false, extraArgs = [], stdio = 'inherit' } = {}) {
  const args = [
    BACKEND_BIN,
    '--port',
    String(port),
    ...(dataDir ? ['--data', dataDir] : []),
    ...(reset ? ['--reset'] : []),
    ...extraArgs,
  ];
  const child = spawn(process.execPath, args, { cwd: workspaceRoot, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => fail(new Error(`supabase-local did not start within 120 s:\n${output}`)), 120_000);
    function fail(error) {
      clearTimeout(timer);
      child.kill('SIGTERM');
      reject(error);
    }
    const onData = (chunk) => {
      const text = chunk.toString();
      output += text;
      if (stdio === 'inherit') process.stdout.write(text.replace(/^(?=.)/gm, '[backend] '));
      const url = output.match(/API URL:\s*(\S+)/)?.[1];
      const anonKey = output.match(/anon key:\s*(\S+)/)?.[1];
      const serviceRoleKey = output.match(/service_role key:\s*(\S+)/)?.[1];
      if (url && anonKey && serviceRoleKey) {
        clearTimeout(timer);
        child.stdout.off('data', onData);
        if (stdio === 'inherit')
          child.stdout.on('data', (c) => process.stdout.write(c.toString().replace(/^(?=.)/gm, '[backend] ')));
        else child.stdout.resume();
        resolve({
          url,
          anonKey,
          serviceRoleKey,
          process: child,
          stop: () =>
            new Promise((done) => {
              if (child.exitCode !== null) return done();
              child.once('exit', () => done());
              child.kill('SIGTERM');
            }),
        });
      }
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', (chunk) => {
      output += chunk.toString();
      if (stdio === 'inherit') process.stderr.write(chunk.toString().replace(/^(?=.)/gm, '[backend] '));
    });
    child.once('exit', (code) => fail(new Error(`supabase-local exited with code ${code}:\n${output}`)));
  });
}
