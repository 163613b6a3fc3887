import { createRenderClient, type RenderClient } from '../../workers/client';
import { renderAssets, startRenderWorker } from './renderWorker';

// One render worker per page: it outlines texts in their real fonts (the same code as the export and the server's
// render-text), so what the canvas shows is what the export contains.

let client: Promise<RenderClient> | undefined;

export function renderClient(): Promise<RenderClient> {
  client ??= createRenderClient(renderAssets(), startRenderWorker());
  return client;
}
