import { fork, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import { fileURLToPath } from 'node:url';
import { REPO_ROOT } from '../../workers/render/node';
import type { MediaResolver } from './mediaAssets';
import type { PrintRenderInput, PrintRenderResult, ProofRenderResult } from './renderJob';

// Print files and proofs are rendered in a child process (renderWorker.ts), never on the thread that answers shoppers
// (issue 25): a design that asks for gigabytes or minutes costs that process, which is killed past its limits
// (PRINT_RENDER_MEMORY_MB: its V8 heap and its resident memory, wasm and native pixmaps included;
// PRINT_RENDER_TIMEOUT_S per job) and started afresh for the next job. A child process rather than a worker thread:
// a thread's resourceLimits bound only its V8 heap, not resvg's native or wasm memory, a thread inside native code
// cannot be terminated until that code returns, and a native abort would take the shop with it.

export interface RenderLimits {
  /** The render process's memory, in MB: its V8 heap limit and the resident size past which it is killed. */
  memoryMb: number;
  /** The longest one job may take, in seconds. */
  timeoutSeconds: number;
  /** The CPU one job may use, in seconds (the proofs' process, which runs at the shop's own priority); unset, no bound
   * beyond the time limit. */
  cpuSeconds?: number;
}

export type RenderTask =
  { kind: 'print'; input: PrintRenderInput } | { kind: 'line-proof'; input: PrintRenderInput } | { kind: 'proof'; document: unknown; width: number };

/** Messages of the IPC channel between the shop's process and the render process. */
export type ToRenderer = { type: 'task'; id: number; task: RenderTask } | { type: 'media'; id: number; bytes?: Uint8Array; error?: string };
export type FromRenderer =
  | { type: 'ready' }
  | { type: 'media'; id: number; src: string }
  | { type: 'done'; id: number; result: PrintRenderResult | ProofRenderResult | { png: Uint8Array } }
  | { type: 'failed'; id: number; message: string };

/** A render stopped by a limit, a crash of its process or the shop stopping: the job's reason says which. */
export class RenderStopped extends Error {
  constructor(
    message: string,
    readonly cause: 'time' | 'cpu' | 'memory' | 'crash' | 'stopping',
  ) {
    super(message);
    this.name = 'RenderStopped';
  }
}

/** How long the render process may take to load before it counts as broken. */
const START_TIMEOUT_MS = 120_000;
const MEMORY_CHECK_MS = 100;
/** Print files yield to the shoppers' requests (issue 25). */
export const PRINT_NICENESS = 10;
/** Proofs run at the shop's own priority: a shopper waits for them (issue 27; bounded by RenderLimits.cpuSeconds). */
export const PROOF_NICENESS = 0;
/** Linux's clock ticks a second, the unit of /proc/<pid>/stat's CPU times (USER_HZ: 100 on every Linux ABI). */
const CLOCK_TICKS = 100;
const NICE_BINARIES = ['/usr/bin/nice', '/bin/nice'];

/** The worker's file: the TypeScript source under tsx (dev, tests), the bundle's own entry beside main.js (npm start). */
function workerFile(): { file: string; execArgv: string[] } {
  const here = import.meta.url;
  if (here.endsWith('.ts')) return { file: fileURLToPath(new URL('./renderWorker.ts', here)), execArgv: ['--import', 'tsx'] };
  return { file: fileURLToPath(new URL('./renderWorker.js', here)), execArgv: ['--enable-source-maps'] };
}

/** Resident memory of a process in bytes (Linux's /proc); undefined elsewhere, where the heap limit alone applies. */
function residentBytes(pid: number): number | undefined {
  try {
    const m = /VmRSS:\s+(\d+) kB/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'));
    return m ? Number(m[1]) * 1024 : undefined;
  } catch {
    return undefined;
  }
}

/** CPU seconds a process has used, every thread of it (Linux's /proc); undefined elsewhere. */
function cpuSecondsOf(pid: number): number | undefined {
  try {
    // the fields after the command's closing parenthesis: state is the 1st, utime the 12th, stime the 13th
    const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ').pop()!.split(' ');
    return (Number(fields[11]) + Number(fields[12])) / CLOCK_TICKS;
  } catch {
    return undefined;
  }
}

interface Running {
  proc: ChildProcess;
  ready: Promise<void>;
  /** The end of its stderr: V8 says there why it aborted. */
  stderr: string;
  /** Exited, or killed and about to: the next job starts another. */
  exited: boolean;
}

/** One render process, one job at a time (renders are CPU-bound: a second would only slow the first). The print service
 * keeps two: proofs at the shop's priority within a CPU budget, print files at nice 10 (printService.ts). */
export class RenderProcess {
  private child?: Running;
  /** Tasks waiting for the process: proofs before print files (a shopper waits for a proof; the print shop can wait). */
  private readonly waiting: { task: RenderTask; start: () => void }[] = [];
  private busyNow = false;
  private nextId = 0;
  private closed = false;

  constructor(
    private readonly media: MediaResolver,
    readonly limits: RenderLimits,
    /** This process's niceness: PRINT_NICENESS or PROOF_NICENESS. */
    private readonly niceness = PRINT_NICENESS,
  ) {}

  print(input: PrintRenderInput): Promise<PrintRenderResult> {
    return this.run({ kind: 'print', input }) as Promise<PrintRenderResult>;
  }

  /** A line's proof, ahead of any print files waiting. */
  lineProof(input: PrintRenderInput): Promise<ProofRenderResult> {
    return this.run({ kind: 'line-proof', input }) as Promise<ProofRenderResult>;
  }

  async proof(document: unknown, width: number): Promise<Uint8Array> {
    return ((await this.run({ kind: 'proof', document, width })) as { png: Uint8Array }).png;
  }

  /** Starts the process ahead of the first job (a job's clock should not include loading the renderer). */
  warm(): void {
    if (!this.closed) this.start().ready.catch(() => {});
  }

  /** Kills the process, whatever it is doing: the job in flight fails with RenderStopped('stopping'). */
  async close(): Promise<void> {
    this.closed = true;
    const c = this.child;
    if (c && !c.exited) {
      const gone = new Promise((r) => c.proc.once('exit', r));
      c.proc.kill('SIGKILL');
      await gone;
    }
  }

  private run(task: RenderTask): Promise<unknown> {
    return new Promise((resolve, reject) => {
      const start = () => {
        this.busyNow = true;
        this.runNow(task)
          .then(resolve, reject)
          .finally(() => {
            this.busyNow = false;
            this.waiting.shift()?.start();
          });
      };
      if (!this.busyNow) return start();
      const entry = { task, start };
      // one task at a time; a proof goes before the print files that wait, after other proofs
      const at = task.kind === 'print' ? -1 : this.waiting.findIndex((w) => w.task.kind === 'print');
      if (at < 0) this.waiting.push(entry);
      else this.waiting.splice(at, 0, entry);
    });
  }

  private start(): Running {
    if (this.child && !this.child.exited) return this.child;
    const { file, execArgv } = workerFile();
    const flags = [...execArgv, `--max-old-space-size=${this.limits.memoryMb}`];
    // Print files yield to the shoppers' requests: their process runs at nice 10, every thread of it (started under
    // nice(1), so V8's and libuv's threads inherit it; setpriority after the fork would reach the main thread only).
    const nice = this.niceness > 0 ? NICE_BINARIES.find((f) => fs.existsSync(f)) : undefined;
    const proc = fork(file, [], {
      cwd: REPO_ROOT,
      ...(nice ? { execPath: nice, execArgv: ['-n', String(this.niceness), process.execPath, ...flags] } : { execArgv: flags }),
      serialization: 'advanced',
      stdio: ['ignore', 'inherit', 'pipe', 'ipc'],
    });
    const running: Running = { proc, stderr: '', exited: false, ready: Promise.resolve() };
    proc.stderr!.on('data', (chunk: Buffer) => {
      process.stderr.write(chunk);
      running.stderr = (running.stderr + chunk.toString()).slice(-4000);
    });
    proc.once('exit', () => (running.exited = true));
    // A message to a process that just died fails with EPIPE: its exit is what counts (onExit), not the failed write.
    proc.on('error', (err) => (running.stderr = `${running.stderr}\n${err.message}`.slice(-4000)));
    running.ready = new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => {
        proc.kill('SIGKILL');
        reject(new RenderStopped('the render process did not start', 'crash'));
      }, START_TIMEOUT_MS);
      timer.unref();
      proc.on('message', (m: FromRenderer) => {
        if (m.type !== 'ready') return;
        clearTimeout(timer);
        resolve();
      });
      proc.once('exit', (code, signal) => {
        clearTimeout(timer);
        reject(new RenderStopped(`the render process ended while starting (${signal ?? `exit code ${code}`}): ${running.stderr.slice(-300)}`, 'crash'));
      });
    });
    if (!nice && this.niceness > 0) {
      try {
        if (proc.pid) os.setPriority(proc.pid, this.niceness);
      } catch {
        // not allowed here: it runs at the shop's priority
      }
    }
    this.idle(running);
    this.child = running;
    return running;
  }

  /** An idle render process keeps no one waiting: a test or a script that ends does not wait for it. */
  private idle(c: Running): void {
    c.proc.unref();
    c.proc.channel?.unref();
    (c.proc.stderr as unknown as { unref?: () => void }).unref?.();
  }

  private busy(c: Running): void {
    c.proc.ref();
    c.proc.channel?.ref();
  }

  private async runNow(task: RenderTask): Promise<unknown> {
    if (this.closed) throw new RenderStopped('the render was stopped: the shop is stopping', 'stopping');
    const c = this.start();
    this.busy(c);
    try {
      await c.ready;
      return await this.send(c, task);
    } finally {
      if (!c.exited) {
        this.idle(c);
        // wasm memory grows and never shrinks: a process a big render left large is replaced before the next job.
        const rss = c.proc.pid ? residentBytes(c.proc.pid) : undefined;
        if (rss !== undefined && rss > (this.limits.memoryMb * 1024 * 1024) / 2) retire(c);
      }
      // a process killed or retired is replaced at once: the next job (a line's print files after its proof) does not
      // wait for the renderer to load
      if (c.exited) this.warm();
    }
  }

  private send(c: Running, task: RenderTask): Promise<unknown> {
    const id = ++this.nextId;
    const { memoryMb, timeoutSeconds, cpuSeconds } = this.limits;
    const cpuAtStart = cpuSeconds !== undefined && c.proc.pid ? cpuSecondsOf(c.proc.pid) : undefined;
    return new Promise((resolve, reject) => {
      let stoppedFor: RenderStopped | undefined;
      const kill = (why: RenderStopped) => {
        stoppedFor ??= why;
        retire(c);
      };
      const timer = setTimeout(
        () => kill(new RenderStopped(`the render took longer than ${timeoutSeconds} s and was stopped (PRINT_RENDER_TIMEOUT_S)`, 'time')),
        timeoutSeconds * 1000,
      );
      const memory = setInterval(() => {
        const rss = c.proc.pid ? residentBytes(c.proc.pid) : undefined;
        if (rss !== undefined && rss > memoryMb * 1024 * 1024) kill(tooMuchMemory(memoryMb));
        // CPU, not time: a busy machine slows a proof down without making it any more costly to the shop
        const cpu = cpuAtStart !== undefined ? cpuSecondsOf(c.proc.pid!) : undefined;
        if (cpu !== undefined && cpu - cpuAtStart! > cpuSeconds!)
          kill(new RenderStopped(`the render used more than ${cpuSeconds} s of CPU at the shop's priority and was stopped`, 'cpu'));
      }, MEMORY_CHECK_MS);
      const done = () => {
        clearTimeout(timer);
        clearInterval(memory);
        c.proc.off('message', onMessage);
        c.proc.off('exit', onExit);
      };
      const reply = (message: ToRenderer) => {
        if (c.proc.connected) c.proc.send(message, () => {});
      };
      const onMessage = (m: FromRenderer) => {
        if (m.type === 'media') {
          void this.media(m.src).then(
            (bytes) => c.proc.connected && c.proc.send({ type: 'media', id: m.id, bytes } satisfies ToRenderer),
            (err: unknown) =>
              c.proc.connected && c.proc.send({ type: 'media', id: m.id, error: err instanceof Error ? err.message : String(err) } satisfies ToRenderer),
          );
        } else if (m.type === 'done' && m.id === id) {
          done();
          resolve(m.result);
        } else if (m.type === 'failed' && m.id === id) {
          done();
          reject(new Error(m.message));
        }
      };
      const onExit = (code: number | null, signal: NodeJS.Signals | null) => {
        done();
        if (this.closed && !stoppedFor) stoppedFor = new RenderStopped('the render was stopped: the shop is stopping', 'stopping');
        // V8 aborts the process itself when the heap reaches --max-old-space-size.
        if (!stoppedFor && /heap out of memory|Allocation failed/i.test(c.stderr)) stoppedFor = tooMuchMemory(memoryMb);
        reject(stoppedFor ?? new RenderStopped(`the render process ended unexpectedly (${signal ?? `exit code ${code}`})`, 'crash'));
      };
      c.proc.on('message', onMessage);
      c.proc.once('exit', onExit);
      reply({ type: 'task', id, task });
    });
  }
}

function retire(c: Running): void {
  c.exited = true;
  c.proc.kill('SIGKILL');
}

const tooMuchMemory = (mb: number) => new RenderStopped(`the render needed more than ${mb} MB of memory and was stopped (PRINT_RENDER_MEMORY_MB)`, 'memory');
