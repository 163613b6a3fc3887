// `npm test`: every test. Unit and API tests (Vitest; API tests on SQLite, and on PostgreSQL when
// TEST_DATABASE_URL is set), then the browser journeys (Playwright in Chromium). Ends with one summary line.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';

fs.mkdirSync('test-reports', { recursive: true });
for (const f of ['unit.json', 'e2e.json']) fs.rmSync(`test-reports/${f}`, { force: true });
const pgUrl = process.env.TEST_DATABASE_URL;
if (pgUrl) console.log(`PostgreSQL: the API tests also run against TEST_DATABASE_URL (${pgUrl.replace(/\/\/[^@]*@/, '//***@')}).`);
else console.log('PostgreSQL: SKIPPED. Set TEST_DATABASE_URL=postgres://user@127.0.0.1:5432/test to run the API tests on PostgreSQL too.');

// The journeys' storefront is built while Vitest runs, so Playwright starts the shop without building it. A failed build is left to Playwright, which builds
// again and shows why.
const built = process.env.E2E_SKIP_BUILD
  ? Promise.resolve(false)
  : new Promise((done) => spawn(process.execPath, ['scripts/build-storefront.mjs'], { stdio: 'inherit' }).on('exit', (code) => done(code === 0)));
const run = (cmd, args, env = process.env) => spawnSync(cmd, args, { stdio: 'inherit', env }).status ?? 1;
const unit = run('npx', ['vitest', 'run', '--reporter=default', '--reporter=json', '--outputFile.json=test-reports/unit.json']);
const e2e = run('npx', ['playwright', 'test'], (await built) ? { ...process.env, E2E_SKIP_BUILD: '1' } : process.env);

const count = { passed: 0, failed: 0, skipped: 0 };
try {
  const u = JSON.parse(fs.readFileSync('test-reports/unit.json', 'utf8'));
  count.passed += u.numPassedTests;
  count.failed += u.numFailedTests;
  count.skipped += u.numPendingTests + (u.numTodoTests ?? 0);
} catch {
  count.failed += 1;
}
try {
  const s = JSON.parse(fs.readFileSync('test-reports/e2e.json', 'utf8')).stats;
  count.passed += s.expected + s.flaky;
  count.failed += s.unexpected;
  count.skipped += s.skipped;
} catch {
  count.failed += 1;
}
console.log(`\nunit+api: ${unit === 0 ? 'ok' : 'FAILED'}, browser: ${e2e === 0 ? 'ok' : 'FAILED'}${pgUrl ? '' : ' (PostgreSQL skipped)'}`);
console.log(`${count.passed} passed, ${count.failed} failed${count.skipped ? `, ${count.skipped} skipped` : ''}`);
process.exit(unit === 0 && e2e === 0 && count.failed === 0 ? 0 : 1);
