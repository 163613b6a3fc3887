/// <reference lib="webworker" />
import { expose, transfer } from 'comlink';
import { createRenderApi } from './render/api.js';

/** The render worker: the browser render jobs behind Comlink, result buffers transferred. */
expose(createRenderApi(transfer));
