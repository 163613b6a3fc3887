/// <reference lib="webworker" />
import { expose, transfer } from 'comlink';
import { loadHarfBuzz } from './fonts/shapingFont.js';
import { createRenderApi } from './render/api.js';

/** The render worker: the browser render jobs behind Comlink, result buffers transferred. */
expose(createRenderApi(transfer));
// HarfBuzz (a chunk of its own, then its wasm) as the worker starts, not at init: a designer page starts the worker
// with the app, well before its designer chunk sends init (issue 29's open in under 1 s)
void loadHarfBuzz().catch(() => undefined);
