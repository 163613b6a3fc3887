import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';
import { bundleServer } from '../../build/bundleServer';

// Vitest's globalSetup: the tests that start the real server as a process (server/testing/realServer.ts) start this
// bundle, built once a run, instead of server/main.ts under tsx (some 8 CPU-seconds of compiling at every start).
// It is `npm run build`'s bundle without production mode, so the server checks its answers against the contract as
// under tsx. Its folder is a fresh one in dist/ (two folders below the repository, as bundleServer asks), so runs
// side by side do not share it.

declare module 'vitest' {
  export interface ProvidedContext {
    /** The test bundle's main.js, absolute. */
    serverBundle: string;
  }
}

const REPO = fileURLToPath(new URL('../..', import.meta.url));

export default async function setup(project: TestProject): Promise<() => void> {
  fs.mkdirSync(path.join(REPO, 'dist'), { recursive: true });
  const dir = fs.mkdtempSync(path.join(REPO, 'dist', 'test-server-'));
  const bundle = async () => void (await bundleServer(dir, { production: false }));
  await bundle();
  project.provide('serverBundle', path.join(dir, 'main.js'));
  // watch mode: a rerun starts the server as it is now
  project.onTestsRerun(bundle);
  return () => fs.rmSync(dir, { recursive: true, force: true });
}
