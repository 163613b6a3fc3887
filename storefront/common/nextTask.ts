/**
 * Resolves in a new task of the main thread, so that the work after it does not lengthen the current task: a task
 * over 50 ms delays the shopper's next tap (Lighthouse counts it as blocking time). scheduler.yield where the browser
 * has it (the continuation goes ahead of other queued work), else a timer.
 */
export function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  return typeof scheduler?.yield === 'function' ? scheduler.yield() : new Promise((resolve) => setTimeout(resolve, 0));
}
