/// <reference lib="webworker" />
import { expose, transfer } from 'comlink';
import { loadHarfBuzz } from './fonts/shapingFont.js';
import { createRenderApi, isOpening } from './render/api.js';

/** The render worker: the browser render jobs behind Comlink, result buffers transferred. */
const api = createRenderApi(transfer);
// a designer page's opening (storefront/designer/renderWorker.ts) comes as a plain message before Comlink's first;
// it is this listener's alone, not a call Comlink would answer
addEventListener('message', (e: MessageEvent) => {
  if (!isOpening(e.data)) return;
  e.stopImmediatePropagation();
  api.open(e.data.opening);
});
expose(api);
// HarfBuzz (a chunk of its own, then its wasm) as the worker starts, not at init: a designer page starts the worker
// with the app, well before its designer chunk sends init (issue 29's open in under 1 s)
void loadHarfBuzz().catch(() => undefined);
