import crypto from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { ssrDirOf, styleAttributeHashes } from './ssr';

describe('server rendering', () => {
  it('the CSP sources of the style attributes a rendered page carries: each distinct value once, as the browser hashes it', () => {
    const html = '<div style="aspect-ratio:1"></div><img style="aspect-ratio:1"><p style="font-family:&quot;A&quot;">x</p>';
    const hash = (v: string) => `'sha256-${crypto.createHash('sha256').update(v).digest('base64')}'`;
    expect(styleAttributeHashes(html)).toEqual([hash('aspect-ratio:1'), hash('font-family:"A"')]);
    expect(styleAttributeHashes('<div data-style="x"></div>')).toEqual([]);
  });

  it('the renderer is built beside the storefront folder', () => {
    expect(ssrDirOf('/srv/dist/storefront')).toBe('/srv/dist/storefront-ssr');
    expect(ssrDirOf('/tmp/e2e-static/')).toBe('/tmp/e2e-static-ssr');
  });
});
