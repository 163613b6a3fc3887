// The render process (issue 25): a child of the shop's process that renders print files and proofs, so a render that
// runs away (memory, time, a native crash) takes down this process only. renderPool.ts starts it with a V8 heap limit,
// watches its memory and time and kills it past them. It has no database: it asks the shop's process for each
// picture's bytes over the IPC channel.
import { Worker } from 'node:worker_threads';
import sharp from 'sharp';
import { wasmRasteriser } from '../../workers/render/node';
import type { MediaResolver } from './mediaAssets';
import { renderLineProof, renderPrintFiles, renderProof } from './renderJob';
import type { FromRenderer, ToRenderer } from './renderPool';

const send = (message: FromRenderer) => process.send!(message);

// One core for the render: libvips would otherwise take every core from the shoppers.
sharp.concurrency(1);

// A render blocks this process's event loop, so the loss of the IPC channel is not seen until it ends: a thread of its
// own kills the process as soon as the shop's process is gone (a SIGKILL leaves no one to stop a runaway render).
new Worker(
  `const { workerData } = require('node:worker_threads');
   setInterval(() => { if (process.ppid !== workerData.parent) process.kill(workerData.pid, 'SIGKILL'); }, 500);`,
  { eval: true, workerData: { parent: process.ppid, pid: process.pid } },
).unref();
process.on('disconnect', () => process.exit(0));

let nextMedia = 0;
const mediaWaiting = new Map<number, { resolve: (b: Uint8Array | undefined) => void; reject: (e: Error) => void }>();
const media: MediaResolver = (src) =>
  new Promise((resolve, reject) => {
    const id = ++nextMedia;
    mediaWaiting.set(id, { resolve, reject });
    send({ type: 'media', id, src });
  });

process.on('message', (message: ToRenderer) => {
  if (message.type === 'media') {
    const waiting = mediaWaiting.get(message.id);
    mediaWaiting.delete(message.id);
    if (message.error !== undefined) waiting?.reject(new Error(message.error));
    else waiting?.resolve(message.bytes);
    return;
  }
  const { id, task } = message;
  const run =
    task.kind === 'print'
      ? renderPrintFiles(task.input, media)
      : task.kind === 'line-proof'
        ? renderLineProof(task.input, media)
        : renderProof(task.document, task.width, media).then((png) => ({ png }));
  run.then(
    (result) => send({ type: 'done', id, result }),
    (err: unknown) => send({ type: 'failed', id, message: err instanceof Error ? err.message : String(err) }),
  );
});

// Loaded and resvg-wasm compiled: the first job's clock starts with its own work.
await wasmRasteriser();
send({ type: 'ready' });
