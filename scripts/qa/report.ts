import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { escapeXml } from '../../editor-engine/index.js';
import type { FixtureResult, ReplaySummary } from './replay.js';

const STYLE = `body{font:14px system-ui,sans-serif;margin:24px;color:#222}table{border-collapse:collapse}td,th{border:1px solid #ccc;padding:6px;vertical-align:top}
.pass{color:#176b2c}.fail,.error{color:#b00020}img{max-width:320px;border:1px solid #ddd;background:repeating-conic-gradient(#eee 0 25%,#fff 0 50%) 0 0/16px 16px}pre{white-space:pre-wrap;max-width:640px;font-size:12px}`;

function verdict(r: FixtureResult): string {
  if (r.status === 'error') return `error: ${r.error}`;
  if (r.status === 'updated') return 'golden updated';
  const parts: string[] = [];
  if (!r.svgEqual) parts.push('SVG differs');
  if (r.pngSizeMismatch) parts.push('PNG size differs');
  else if (r.pngDiffPixels > 0) {
    const b = r.pngDiffBox;
    parts.push(`${r.pngDiffPixels} pixel(s) differ${b ? ` within x ${b.x}-${b.x + b.width - 1}, y ${b.y}-${b.y + b.height - 1}` : ''}`);
  }
  return parts.length ? parts.join(', ') : 'identical';
}

/** Writes an HTML report (expected / actual / diff pictures side by side) into `dir`; returns index.html's path. */
export async function writeReport(summary: ReplaySummary, dir: string): Promise<string> {
  await rm(dir, { recursive: true, force: true });
  await mkdir(path.join(dir, 'img'), { recursive: true });
  const rows: string[] = [];
  // Failures first, then the rest, each group by name.
  const ordered = [...summary.results].sort((a, b) => Number(a.status === 'pass') - Number(b.status === 'pass') || a.name.localeCompare(b.name));
  for (const r of ordered) {
    const cell = async (kind: 'expected' | 'actual' | 'diff', png: Buffer | null) => {
      if (!png) return '<td>—</td>';
      const file = `img/${r.name}.${kind}.png`;
      await writeFile(path.join(dir, file), png);
      return `<td><img src="${file}" alt="${kind} ${escapeXml(r.name)}"></td>`;
    };
    const detail = r.svgContext ? `<pre>${escapeXml(r.svgContext)}</pre>` : '';
    rows.push(
      `<tr><td><b>${escapeXml(r.name)}</b><br>${escapeXml(r.description)}<br><span class="${r.status}">${escapeXml(verdict(r))}</span>${detail}</td>` +
        (await cell('expected', r.expectedPng)) +
        (await cell('actual', r.actualPng)) +
        (await cell('diff', r.diffPng)) +
        '</tr>',
    );
  }
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>QA replay report</title><style>${STYLE}</style></head><body>
<h1>QA replay: ${summary.passed} passed, ${summary.failed} failed${summary.updated ? `, ${summary.updated} updated` : ''}</h1>
<p>${summary.results.length} design documents replayed in ${Math.round(summary.ms)} ms. SVG compared byte for byte, PNG pixel for pixel.</p>
<table><thead><tr><th>Design</th><th>Expected</th><th>Actual</th><th>Diff</th></tr></thead><tbody>
${rows.join('\n')}
</tbody></table></body></html>
`;
  const index = path.join(dir, 'index.html');
  await writeFile(index, html);
  return index;
}
