import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { Router } from 'wouter';
import { App } from './app/App';
import { PreloadedProvider, type Preloaded } from './ui/preloaded';

// The storefront rendered on the server (issue 13), built by `vite build --ssr` into a module the server loads
// (server/http/ssr.ts). The same App as the browser's, at the requested path, with the data the server looked up:
// the browser hydrates this HTML (main.tsx) with the same data, so both render the same.

async function prerender(path: string, search: string, data: Preloaded, errors: unknown[]): Promise<string> {
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <PreloadedProvider value={data}>
        <Router ssrPath={path} ssrSearch={search}>
          <App />
        </Router>
      </PreloadedProvider>
    </StrictMode>,
    // Left at its default (12.8 KB), a big boundary (the list's products) is sent after the rest and revealed by an
    // inline script, which the CSP refuses: the whole page comes in order instead.
    { onError: (error) => void errors.push(error), progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  const chunks: Buffer[] = [];
  for await (const chunk of prelude) chunks.push(typeof chunk === 'string' ? Buffer.from(chunk) : (chunk as Buffer));
  return Buffer.concat(chunks).toString('utf8');
}

/** React's inline scripts, written for a Suspense boundary that completed after the first pass (the CSP refuses them). */
const LATE_BOUNDARY = /<template id="B:|<script>/;

/**
 * The page's HTML inside #root. A lazy part met for the first time suspends and would arrive as a late boundary with
 * an inline script; once its module has loaded it renders at once, so a page is rendered again until none is late
 * (the first request of each kind of page after a start renders twice, later ones once).
 */
export async function render(path: string, search: string, data: Preloaded): Promise<string> {
  for (let attempt = 1; ; attempt++) {
    const errors: unknown[] = [];
    const html = await prerender(path, search, data, errors);
    if (errors.length) throw errors[0];
    if (!LATE_BOUNDARY.test(html)) return html;
    if (attempt === 3) throw new Error(`${path}: a part of the page still suspends after ${attempt} renders`);
  }
}
