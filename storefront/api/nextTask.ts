/**
 * Resolves in a new task of the main thread, so that the work after it does not lengthen the current task: a task
 * over 50 ms delays the shopper's next tap (Lighthouse counts it as blocking time). scheduler.yield where the browser
 * has it (the continuation goes ahead of other queued work), else a message to itself: a task without a timer's
 * clamping, and one that fake timers in tests leave alone.
 */
export function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(undefined);
  });
}
