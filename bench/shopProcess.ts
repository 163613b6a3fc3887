// The shop as `npm start` runs it (server/main.ts on the embedded database, its render process a child of it), pinned
// to core 0 with taskset, while the benchmark's own process (its shoppers, its load) is pinned to core 1: the print
// benches measure the shop, not their own work beside it. `--loaded` adds a busy process on either core.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';

const cores = os.cpus().length;
const pinned = cores >= 2 && spawnSync('taskset', ['-a', '-cp', '1', String(process.pid)], { stdio: 'ignore' }).status === 0;
if (!pinned) console.log('WARNING: taskset unavailable (or one core): the load generator and the shop share the cores');

export const contact = { name: 'Bench', email: 'bench@example.es', street: 'Calle Mayor 1', postcode: '28013', city: 'Madrid', country: 'ES' };

/** The shop on `port`, pinned to core 0, once it answers its readiness check. */
export async function startShop(port: number, dataDir: string, env: Record<string, string> = {}): Promise<ChildProcess> {
  const cmd = pinned ? ['taskset', '-c', '0', process.execPath] : [process.execPath];
  const child = spawn(cmd[0], [...cmd.slice(1), '--import', 'tsx', 'server/main.ts'], {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, STATIC_DIR: path.join(dataDir, 'none'), LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  for (let i = 0; i < 600; i++) {
    if (
      await fetch(`http://127.0.0.1:${port}/health/ready`).then(
        (r) => r.ok,
        () => false,
      )
    )
      return child;
    await new Promise((r) => setTimeout(r, 100));
  }
  child.kill('SIGKILL');
  throw new Error('the shop did not start');
}

export async function stopShop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  const gone = new Promise((r) => child.once('exit', r));
  child.kill('SIGTERM');
  await gone;
}

/** A shopper over HTTP with the cart cookie. */
export function shopper(base: string) {
  let cookie = '';
  return async (p: string, body: object) => {
    const r = await fetch(`${base}${p}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'user-agent': 'Mozilla/5.0 Chrome/131', ...(cookie ? { cookie } : {}) },
      body: JSON.stringify(body),
    });
    const set = r.headers.get('set-cookie');
    if (set) cookie = set.split(';')[0];
    if (r.status !== 200) throw new Error(`${p}: ${r.status} ${(await r.text()).slice(0, 300)}`);
    return r.json();
  };
}

/** The command line that runs node on every core (a child inherits this process's pinning to core 1). */
export const nodeOnAnyCore = (): string[] => (pinned ? ['taskset', '-c', `0-${cores - 1}`, process.execPath] : [process.execPath]);

/** With `--loaded`: a busy process, not pinned, as a machine that does other work (pinned beside the shop, nice-0 work
 * would starve the render process, which runs at nice 10). */
export function burners(loaded: boolean): ChildProcess[] {
  if (!loaded) return [];
  const cmd = nodeOnAnyCore();
  return [spawn(cmd[0], [...cmd.slice(1), '-e', 'for (;;) {}'], { stdio: 'ignore' })];
}
