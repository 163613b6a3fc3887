import { spawnRenderWorker } from '../../workers/spawn';

// The page's render worker, started once. Small on purpose: the app starts it on a designer page as it starts (a
// shared design's texts wait for the worker's script, HarfBuzz and fonts), before the designer's chunks arrive.

let worker: Worker | undefined;

/** The page's render worker (started now if not yet), or undefined where there are no workers. */
export function startRenderWorker(): Worker | undefined {
  if (typeof Worker === 'undefined') return undefined;
  worker ??= spawnRenderWorker();
  return worker;
}
