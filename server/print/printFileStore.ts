import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';

/**
 * Where print files and proofs are kept: DATA_DIR/print-files/<key>. A small interface (put, get, list) so an object
 * store or the shop's storage interface (issue 13) can replace it; keys are made by the shop (printKeys), never by a
 * visitor. A write goes to a temporary file first and is renamed into place, so a crash mid-write never leaves half a
 * file under a key, and writing a key again replaces it: a line rendered twice still has one file of each kind.
 */
export interface PrintFiles {
  put(key: string, bytes: Uint8Array): Promise<void>;
  get(key: string): Promise<Buffer | undefined>;
  /** Every key under a prefix (the print-files command exports an order's). */
  list(prefix: string): Promise<string[]>;
}

const KEY = /^[A-Za-z0-9][A-Za-z0-9._-]*(\/[A-Za-z0-9][A-Za-z0-9._-]*)*$/;

export class LocalPrintFiles implements PrintFiles {
  readonly folder: string;

  constructor(dataDir: string) {
    this.folder = path.join(dataDir, 'print-files');
  }

  private file(key: string): string {
    if (!KEY.test(key) || key.includes('..')) throw new Error(`invalid print file key: ${key}`);
    return path.join(this.folder, key);
  }

  async put(key: string, bytes: Uint8Array): Promise<void> {
    const file = this.file(key);
    await fs.mkdir(path.dirname(file), { recursive: true });
    const temp = `${file}.${process.pid}-${crypto.randomBytes(6).toString('hex')}.part`;
    await fs.writeFile(temp, bytes);
    await fs.rename(temp, file);
  }

  async get(key: string): Promise<Buffer | undefined> {
    try {
      return await fs.readFile(this.file(key));
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
      throw err;
    }
  }

  async list(prefix: string): Promise<string[]> {
    const dir = this.file(prefix);
    try {
      const names = await fs.readdir(dir);
      return names.filter((n) => !n.endsWith('.part')).map((n) => `${prefix}/${n}`);
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'ENOENT') return [];
      throw err;
    }
  }
}

/** One key per line and kind: rendering a line again writes the same two files, never new ones. */
export const printKeys = (orderNumber: string, lineId: number) => ({
  pdf: `${orderNumber}/line-${lineId}.pdf`,
  proof: `${orderNumber}/line-${lineId}-proof.png`,
});
