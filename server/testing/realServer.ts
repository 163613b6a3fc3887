import { spawn, type ChildProcess } from 'node:child_process';
import { inject } from 'vitest';

// The real server as a process of its own (`npm start`'s server: migrate, seed, listen, jobs, SIGTERM's drain), for
// the tests of what only a process shows: a crash, two processes on one database, the drain. It runs the bundle
// server/testing/serverBundle.setup.ts builds once a Vitest run, under plain node.

export interface RealServer {
  child: ChildProcess;
  port: number;
  /** Everything it wrote so far, stdout and stderr. */
  log: () => string;
  /** SIGTERM (a deployment's stop), then its exit code. */
  stop: () => Promise<number | null>;
}

const started = new Set<ChildProcess>();

/**
 * Starts the server on a free port of 127.0.0.1 with `env` over this process's environment, and answers once it
 * listens; rejects with its output if it exits before.
 */
export function startServer(env: Record<string, string>): Promise<RealServer> {
  const bundle = inject('serverBundle');
  if (!bundle) throw new Error('no server bundle: run under vite.config.ts (its globalSetup builds it)');
  const child = spawn(process.execPath, ['--enable-source-maps', bundle], {
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  started.add(child);
  child.once('exit', () => started.delete(child));
  let out = '';
  return new Promise((resolve, reject) => {
    const read = (chunk: Buffer) => {
      out += chunk.toString();
      const open = /open on http:\/\/localhost:(\d+)/.exec(out);
      const stop = () => {
        child.kill('SIGTERM');
        return exited(child);
      };
      if (open) resolve({ child, port: Number(open[1]), log: () => out, stop });
    };
    child.stdout!.on('data', read);
    child.stderr!.on('data', read);
    child.once('exit', (code) => reject(new Error(`server exited with ${code} before listening: ${out}`)));
  });
}

/** Kills every server still running (a test's afterAll: one that failed midway leaves no process behind). */
export function killServers(): void {
  for (const child of started) child.kill('SIGKILL');
}

/** Its exit code once it has exited (at once if it has). */
export const exited = (child: ChildProcess): Promise<number | null> =>
  new Promise((resolve) => (child.exitCode !== null || child.signalCode !== null ? resolve(child.exitCode) : child.once('exit', resolve)));
