import { pageDataKey } from '../../contract/pages';
import type { Opening } from '../../workers/render/api';
import { spawnRenderWorker } from '../../workers/spawn';
import { readPreloaded } from '../ui/preloaded';

// The page's render worker, started once. Small on purpose: the app starts it on a designer page as it starts (a
// shared design's texts wait for the worker's script, HarfBuzz and fonts), before the designer's chunks arrive.

/** Where the worker finds fonts and pictures: its opening and the render client's init give it the same. */
export const renderAssets = (): Omit<Opening, 'design'> => ({ fontBaseUrl: '/fonts', assetBaseUrl: location.origin });

let worker: Worker | undefined;

/** The page's render worker (started now if not yet), or undefined where there are no workers. */
export function startRenderWorker(): Worker | undefined {
  if (typeof Worker === 'undefined') return undefined;
  if (!worker) {
    worker = spawnRenderWorker();
    // its texts are outlined while the designer's chunks load (workers/render/api.ts Opening)
    const opening: Opening = { ...renderAssets(), design: carriedDesign() };
    worker.postMessage({ opening });
  }
  return worker;
}

/** The design a shared design's link's page comes with (server/http/designerPage.ts), if any. */
function carriedDesign(): unknown {
  const token = new URLSearchParams(location.search).get('shared');
  if (!token) return undefined;
  return (readPreloaded()[pageDataKey.sharedDesign(token)] as { design?: unknown } | undefined)?.design;
}
