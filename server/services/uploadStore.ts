import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

// The content-addressed files of DATA_DIR/uploads. An upload streams into a temporary file of uploads/.incoming
// (the same disk, so the final rename is atomic and a reader never sees half a file), hashed as it is written; only a
// checked, paid-for file is renamed to <sha256>.<ext>. A temporary file's name says which host and process wrote it,
// so a start can remove what a crashed process left without touching a live neighbour's uploads.

const INCOMING = '.incoming';
/** Another host's temporary file is left alone this long (no upload request lives anywhere near it). */
const FOREIGN_TEMP_AGE_MS = 60 * 60 * 1000;

export interface TempFile {
  path: string;
  write(chunk: Uint8Array): Promise<void>;
  close(): Promise<void>;
}

export class UploadStore {
  readonly folder: string;
  private readonly incoming: string;
  private readonly host = os.hostname().replace(/[^A-Za-z0-9]/g, '') || 'host';

  constructor(dataDir: string) {
    this.folder = path.join(dataDir, 'uploads');
    this.incoming = path.join(this.folder, INCOMING);
  }

  /** A new temporary file, opened for writing. */
  async temp(): Promise<TempFile> {
    await fs.mkdir(this.incoming, { recursive: true });
    const file = path.join(this.incoming, `${this.host}-${process.pid}-${crypto.randomBytes(8).toString('hex')}.part`);
    const handle = await fs.open(file, 'wx');
    return {
      path: file,
      write: async (chunk) => void (await handle.write(chunk)),
      close: () => handle.close(),
    };
  }

  async discard(temp: string): Promise<void> {
    await fs.rm(temp, { force: true });
  }

  /**
   * At start, removes temporary files a crashed process left: this host's whose process is gone, any host's older than
   * an hour, and the `<name>.<pid>.<hex>.tmp` files of earlier versions. Returns how many were removed.
   */
  async cleanTemporary(now = Date.now()): Promise<number> {
    let removed = 0;
    const candidates = [
      ...(await list(this.incoming)).map((f) => path.join(this.incoming, f)),
      ...(await list(this.folder)).filter((f) => /\.\d+\.[0-9a-f]+\.tmp$/.test(f)).map((f) => path.join(this.folder, f)),
    ];
    for (const file of candidates) {
      if (!(await this.abandoned(file, now))) continue;
      await fs.rm(file, { force: true });
      removed++;
    }
    return removed;
  }

  private async abandoned(file: string, now: number): Promise<boolean> {
    const name = path.basename(file);
    const ours = /^([A-Za-z0-9]+)-(\d+)-[0-9a-f]+\.part$/.exec(name);
    const legacy = /\.(\d+)\.[0-9a-f]+\.tmp$/.exec(name);
    const pid = Number(ours?.[2] ?? legacy?.[1]);
    // Run at start, before any upload: a file of this very pid is an earlier process's (a container restarts as pid 1).
    if ((ours?.[1] === this.host || legacy) && (pid === process.pid || !alive(pid))) return true;
    const stat = await fs.stat(file).catch(() => undefined);
    return !!stat && now - stat.mtimeMs > FOREIGN_TEMP_AGE_MS;
  }
}

async function list(folder: string): Promise<string[]> {
  return fs.readdir(folder).catch(() => []);
}

function alive(pid: number): boolean {
  if (!Number.isInteger(pid) || pid <= 0) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    // EPERM: the process exists but belongs to someone else.
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}
