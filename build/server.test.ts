import { execFileSync, fork, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, expect, it } from 'vitest';

// `npm start` runs the bundle build/server.ts writes, under plain node: no TypeScript loader at run time.
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'atelier-bundle-'));
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((r) => server.close(r));
  return port;
}

it('builds the server into one JavaScript file that plain node runs as the shop', async () => {
  execFileSync(process.execPath, ['--import', 'tsx', 'build/server.ts'], { stdio: 'pipe' });
  const bundle = fs.readFileSync('dist/server/main.js', 'utf8');
  // Production mode is compiled in: the contract's answer check is off in the bundle.
  expect(bundle).not.toMatch(/process\.env\.NODE_ENV/);
  const port = await freePort();
  const child = spawn(process.execPath, ['dist/server/main.js'], {
    // no drain delay: stopping it is clean-up here (server/main.drain.test.ts tests the drain)
    env: {
      PATH: process.env.PATH,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      STATIC_DIR: path.join(dataDir, 'none'),
      LOG_LEVEL: 'warn',
      DRAIN_DELAY_MS: '0',
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr!.on('data', (c) => (stderr += c));
  try {
    let res: Response | undefined;
    for (let i = 0; i < 300 && !res; i++) {
      res = await fetch(`http://127.0.0.1:${port}/ajax/catalog/products`).catch(() => undefined);
      if (!res) await new Promise((r) => setTimeout(r, 50));
    }
    expect(res?.status, stderr).toBe(200);
    expect(((await res!.json()) as { products: unknown[] }).products.length).toBeGreaterThan(0);
    expect((await fetch(`http://127.0.0.1:${port}/robots.txt`)).status).toBe(200);
  } finally {
    // a shop that died at its start has exited already: waiting for its exit would hang until the test's timeout
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      await new Promise((r) => child.once('exit', r));
    }
  }
}, 60_000);

// The render process is the bundle's second entry: every proof and print file is drawn there, so its imports must
// resolve under plain node too (a deep import without its file's extension once made it die at its start).
it('builds the render process into a file that plain node starts: it says it is ready', async () => {
  if (!fs.existsSync('dist/server/renderWorker.js')) execFileSync(process.execPath, ['--import', 'tsx', 'build/server.ts'], { stdio: 'pipe' });
  const child = fork('dist/server/renderWorker.js', [], { execArgv: [], stdio: ['ignore', 'ignore', 'pipe', 'ipc'] });
  let stderr = '';
  child.stderr!.on('data', (c) => (stderr += c));
  const first = await new Promise<unknown>((resolve) => {
    child.once('message', resolve);
    child.once('exit', (code) => resolve({ exited: code }));
  });
  expect(first, stderr).toEqual({ type: 'ready' });
  child.disconnect();
  if (child.exitCode === null) await new Promise((r) => child.once('exit', r));
}, 60_000);
