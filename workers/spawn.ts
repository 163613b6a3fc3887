/**
 * The render worker, started: the one place that names its script, so a worker started early (a designer page
 * starts it with the app, before the designer's chunks arrive) and one started by the render client are the same.
 */
export const spawnRenderWorker = (): Worker => new Worker(new URL('./render.worker.ts', import.meta.url), { type: 'module' });
