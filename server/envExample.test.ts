import fs from 'node:fs';
import path from 'node:path';
import { expect, it } from 'vitest';
import { readConfig } from './config';

/** Every environment variable the server's production code reads (tests' own variables aside). */
function settingsRead(dir: string): Set<string> {
  const names = new Set<string>();
  for (const entry of fs.readdirSync(dir, { withFileTypes: true, recursive: true })) {
    const file = path.join(entry.parentPath, entry.name);
    if (!entry.isFile() || !file.endsWith('.ts') || /\.test\.ts$|\/testing\//.test(file)) continue;
    for (const m of fs.readFileSync(file, 'utf8').matchAll(/\benv\.([A-Z][A-Z0-9_]+)/g)) names.add(m[1]);
  }
  for (const internal of ['NODE_ENV', 'ATELIER_TEST_PRINT_DELAY_MS']) names.delete(internal);
  return names;
}

it('.env.example lists every setting the server reads, and its values are valid ones', () => {
  const example = fs.readFileSync('.env.example', 'utf8');
  const listed = Object.fromEntries([...example.matchAll(/^([A-Z][A-Z0-9_]+)=(.*)$/gm)].map((m) => [m[1], m[2]]));
  const read = settingsRead('server');
  expect(read.size).toBeGreaterThan(10);
  expect([...read].filter((name) => !(name in listed))).toEqual([]);
  expect(Object.keys(listed).filter((name) => !read.has(name))).toEqual([]);
  // The file as it stands is a configuration the shop starts with.
  expect(readConfig(listed)).toMatchObject({ port: 8080, publicUrl: 'http://localhost:8080', trustProxy: false, cartRetentionDays: 60 });
});
