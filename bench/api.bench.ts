// API benchmark: bare node:http against the shop's calculate-custom-price route, in the same run on the same
// machine, 50 connections each (autocannon). The servers run in a child process (bench/servers.ts) so the load
// generator does not share their event loop. Prints requests/s of both and their ratio. Run: npm run bench:api
import { spawn } from 'node:child_process';
import os from 'node:os';
import readline from 'node:readline';
import autocannon from 'autocannon';

const seconds = Number(process.env.BENCH_SECONDS ?? 8);
const connections = 50;

async function measure(url: string, body: string, title: string): Promise<number> {
  const result = await autocannon({ url, method: 'POST', connections, duration: seconds, headers: { 'content-type': 'application/json' }, body });
  const bad = result.non2xx + result.errors;
  console.log(`${title.padEnd(34)} ${result.requests.average.toFixed(0).padStart(7)} req/s  p99 ${result.latency.p99} ms${bad ? `  (${bad} failed)` : ''}`);
  if (bad) throw new Error(`${title}: ${bad} requests failed`);
  return result.requests.average;
}

const child = spawn(process.execPath, ['--import', 'tsx', 'bench/servers.ts'], {
  env: { ...process.env, NODE_ENV: 'production' },
  stdio: ['ignore', 'pipe', 'inherit'],
});
try {
  const line = await new Promise<string>((resolve, reject) => {
    readline.createInterface({ input: child.stdout! }).once('line', resolve);
    child.once('exit', (code) => reject(new Error(`bench servers exited with ${code}`)));
  });
  const { bare, shop, product } = JSON.parse(line);
  const body = JSON.stringify({ productId: product.id, quantity: 2, width: 100, height: 100 });
  console.log(`node ${process.version}, ${os.cpus().length} cores, ${connections} connections, ${seconds} s each; product ${product.reference}`);
  await measure(`http://127.0.0.1:${bare}/`, body, 'warm-up bare node:http');
  const baseline = await measure(`http://127.0.0.1:${bare}/`, body, 'bare node:http');
  await measure(`http://127.0.0.1:${shop}/ajax/product/calculate-custom-price`, body, 'warm-up calculate-custom-price');
  const measured = await measure(`http://127.0.0.1:${shop}/ajax/product/calculate-custom-price`, body, 'calculate-custom-price (Fastify)');
  console.log(`ratio calculate-custom-price / bare node:http: ${(measured / baseline).toFixed(2)} (goal >= 0.70)`);
} finally {
  child.kill('SIGTERM');
}
