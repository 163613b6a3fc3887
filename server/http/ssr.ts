import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { matchPage, pageDataScript, type PageData, type PageName } from '../../contract/pages';

// Server rendering (issue 13, docs/serving.md): the product list and product pages are sent with their content in
// the HTML, rendered by the storefront's own App (storefront/entry-server.tsx, built by `vite build --ssr` beside the
// storefront's folder), and with the data it was rendered with, which the browser's app hydrates from.

/** Where `vite build --ssr` writes the renderer for a storefront built into staticDir (vite.config.ts, package.json). */
export const ssrDirOf = (staticDir: string): string => `${staticDir.replace(/[\\/]+$/, '')}-ssr`;

/** The lazy parts each server-rendered page shows at once: their stylesheets go in the head, so nothing restyles. */
const LAZY_PARTS: Partial<Record<PageName, string[]>> = {
  home: ['app/pages/ProductListPage.tsx'],
  product: ['discovery/ProductDiscovery.tsx', 'discovery/ProductPageSliders.tsx'],
};

type Manifest = Record<string, { file: string; css?: string[]; imports?: string[]; isEntry?: boolean }>;
type Render = (path: string, search: string, data: PageData) => Promise<string>;

export interface RenderedPage {
  html: string;
  /**
   * CSP sources for the style attributes the rendered components wrote (an image's aspect ratio, Radix's hidden form
   * inputs): their hashes, so the policy allows exactly these and still no 'unsafe-inline' (React sets the same
   * styles through the CSSOM in the browser, which CSP does not govern).
   */
  styleAttributeSources: string[];
}

export interface PageRenderer {
  /** index.html with the page rendered into #root, its data block and its lazy parts' stylesheets. */
  page(template: string, pathname: string, search: string, data: PageData): Promise<RenderedPage>;
}

/** The renderer of a built storefront, or undefined when it was built without one (or not built: API tests). */
export async function loadPageRenderer(staticDir: string): Promise<PageRenderer | undefined> {
  const entry = path.join(ssrDirOf(staticDir), 'entry-server.js');
  if (!fs.existsSync(entry)) return undefined;
  const { render } = (await import(pathToFileURL(entry).href)) as { render: Render };
  const stylesheets = pageStylesheets(readManifest(staticDir));
  return {
    async page(template, pathname, search, data) {
      const html = await render(pathname, search, data);
      const page = matchPage(pathname)?.page;
      const links = (page ? stylesheets(page) : []).map((href) => `<link rel="stylesheet" crossorigin href="${href}">`).join('');
      return {
        html: template.replace('</head>', `${links}</head>`).replace('<div id="root"></div>', `<div id="root">${html}</div>${pageDataScript(data)}`),
        styleAttributeSources: styleAttributeHashes(html),
      };
    },
  };
}

/** 'sha256-…' of each distinct style attribute in the rendered HTML (its value unescaped, as the browser hashes it). */
export function styleAttributeHashes(html: string): string[] {
  const values = new Set([...html.matchAll(/ style="([^"]*)"/g)].map((m) => unescapeAttribute(m[1])));
  return [...values].map((v) => `'sha256-${crypto.createHash('sha256').update(v).digest('base64')}'`);
}

const unescapeAttribute = (v: string) =>
  v.replace(/&(quot|amp|lt|gt|#x27|#39);/g, (_, e: string) => ({ quot: '"', amp: '&', lt: '<', gt: '>', '#x27': "'", '#39': "'" })[e]!);

function readManifest(staticDir: string): Manifest {
  try {
    return JSON.parse(fs.readFileSync(path.join(staticDir, '.vite', 'manifest.json'), 'utf8')) as Manifest;
  } catch {
    return {};
  }
}

/** A page's lazy parts' stylesheets (with those of the chunks they import), less the entry's own, already linked. */
function pageStylesheets(manifest: Manifest): (page: PageName) => string[] {
  const cssOf = (key: string, seen = new Set<string>()): string[] => {
    if (seen.has(key) || !manifest[key]) return [];
    seen.add(key);
    const chunk = manifest[key];
    return [...(chunk.css ?? []), ...(chunk.imports ?? []).flatMap((k) => cssOf(k, seen))];
  };
  const entryCss = new Set(
    Object.keys(manifest)
      .filter((k) => manifest[k].isEntry)
      .flatMap((k) => cssOf(k)),
  );
  const cache = new Map<PageName, string[]>();
  return (page) => {
    let list = cache.get(page);
    if (!list) {
      list = [...new Set((LAZY_PARTS[page] ?? []).flatMap((k) => cssOf(k)))].filter((f) => !entryCss.has(f)).map((f) => `/${f}`);
      cache.set(page, list);
    }
    return list;
  };
}
