import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/** editor-engine is pure TypeScript: no DOM, no I/O, no workers; it imports only immer, colord, itself and the shop's
 * shared rules (rules/, pure as well). */
const ROOT = path.dirname(new URL(import.meta.url).pathname);
const SHARED_RULES = path.resolve(ROOT, '..', 'rules');
const ALLOWED_PACKAGES = [/^immer$/, /^colord$/, /^colord\/plugins\/[a-z0-9-]+$/];
const FORBIDDEN_GLOBALS =
  /\b(window|document|localStorage|sessionStorage|navigator|fetch|XMLHttpRequest|Worker|OffscreenCanvas|createImageBitmap|process|require)\s*[.(]/;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return sourceFiles(full);
    return name.endsWith('.ts') && !name.endsWith('.test.ts') ? [full] : [];
  });
}

export function importViolations(file: string, source: string): string[] {
  const problems: string[] = [];
  const specifiers = [
    ...source.matchAll(/(?:import|export)\s[^'"]*?from\s+['"]([^'"]+)['"]|import\s*\(\s*['"]([^'"]+)['"]\s*\)|import\s+['"]([^'"]+)['"]/g),
  ].map((m) => m[1] ?? m[2] ?? m[3]);
  for (const spec of specifiers) {
    if (spec.startsWith('.')) {
      const target = path.resolve(path.dirname(file), spec);
      if (!target.startsWith(ROOT + path.sep) && !target.startsWith(SHARED_RULES + path.sep)) problems.push(`${spec} leaves editor-engine`);
    } else if (!ALLOWED_PACKAGES.some((re) => re.test(spec))) {
      problems.push(`imports ${spec}`);
    }
  }
  const code = source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/\/\/.*$/gm, '');
  const global = FORBIDDEN_GLOBALS.exec(code);
  if (global) problems.push(`uses ${global[1]}`);
  return problems;
}

describe('editor-engine purity', () => {
  it('imports only immer, colord and its own files, and touches no DOM or I/O globals', () => {
    const files = sourceFiles(ROOT);
    expect(files.length).toBeGreaterThan(20);
    const problems = files.flatMap((f) => importViolations(f, readFileSync(f, 'utf8')).map((p) => `${path.relative(ROOT, f)}: ${p}`));
    expect(problems).toEqual([]);
  });

  it('the scan catches forbidden imports and globals', () => {
    const file = path.join(ROOT, 'x.ts');
    expect(importViolations(file, "import opentype from 'opentype.js';")).toEqual(['imports opentype.js']);
    expect(importViolations(file, "import paper from 'paper';")).toEqual(['imports paper']);
    expect(importViolations(file, "export { x } from '../workers/render/node.js';")).toEqual(['../workers/render/node.js leaves editor-engine']);
    expect(importViolations(file, 'const r = await fetch(url);')).toEqual(['uses fetch']);
    expect(importViolations(file, 'const w = new Worker(u);')).toEqual(['uses Worker']);
    expect(importViolations(file, "import { x } from './model.js'; // fetch(1)")).toEqual([]);
    expect(importViolations(file, "import { sizeAlert } from '../rules/size.js';")).toEqual([]);
    expect(importViolations(file, "import { t } from '../server/i18n/index.js';")).toEqual(['../server/i18n/index.js leaves editor-engine']);
  });
});
