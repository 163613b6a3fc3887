import crypto from 'node:crypto';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { checkKey, type FileStore } from './fileStore';

/**
 * Files in a folder (DATA_DIR by default): key `uploads/<sha>.png` is DATA_DIR/uploads/<sha>.png, as before the store
 * existed, so a shop that upgrades keeps its files. Writes go to a temporary sibling and are renamed into place.
 */
export class LocalFileStore implements FileStore {
  readonly kind = 'local';

  constructor(readonly root: string) {}

  /** The file behind a key (local store only: the print renderer and sharp read paths). */
  path(key: string): string {
    return path.join(this.root, checkKey(key));
  }

  async put(key: string, bytes: Uint8Array): Promise<void> {
    const file = this.path(key);
    await fsp.mkdir(path.dirname(file), { recursive: true });
    const temp = `${file}.${process.pid}-${crypto.randomBytes(6).toString('hex')}.part`;
    await fsp.writeFile(temp, bytes);
    await fsp.rename(temp, file);
  }

  async putFile(key: string, file: string): Promise<void> {
    const target = this.path(key);
    await fsp.mkdir(path.dirname(target), { recursive: true });
    await fsp.rename(file, target);
  }

  async get(key: string): Promise<Buffer | undefined> {
    return fsp.readFile(this.path(key)).catch(missing);
  }

  async stream(key: string): Promise<{ stream: fs.ReadStream; size: number } | undefined> {
    const file = this.path(key);
    const stat = await fsp.stat(file).catch(missing);
    if (!stat?.isFile()) return undefined;
    return { stream: fs.createReadStream(file), size: stat.size };
  }

  async has(key: string): Promise<boolean> {
    return !!(await fsp.stat(this.path(key)).catch(missing))?.isFile();
  }

  async delete(key: string): Promise<void> {
    await fsp.rm(this.path(key), { force: true });
  }

  async list(prefix: string): Promise<string[]> {
    const names = (await fsp.readdir(this.path(prefix), { withFileTypes: true }).catch(missing)) ?? [];
    return names
      .filter((d) => d.isFile() && !d.name.endsWith('.part') && !d.name.startsWith('.'))
      .map((d) => `${prefix}/${d.name}`)
      .sort();
  }
}

function missing(err: NodeJS.ErrnoException): undefined {
  if (err.code === 'ENOENT' || err.code === 'ENOTDIR') return undefined;
  throw err;
}
