import type { Readable } from 'node:stream';

/**
 * The one interface for every file the shop keeps (uploads, print files, proofs): keys in, bytes out. The local
 * folder is the embedded default (`LocalFileStore`); several processes on one PostgreSQL share `DatabaseFileStore`.
 * Keys are made by the shop, never by a visitor: `<area>/<name>` segments of letters, digits, `.`, `_` and `-`.
 * A key's bytes never change once written except by `put` again (which replaces them whole, never half).
 */
export interface FileStore {
  /** 'local' or 'database': where the bytes live (logged at start). */
  readonly kind: 'local' | 'database';
  /** Stores bytes under a key, replacing what was there. A reader sees the old bytes or the new, never a mix. */
  put(key: string, bytes: Uint8Array): Promise<void>;
  /** Moves a finished local file (a checked upload in a temporary file) under a key; the file is gone afterwards. */
  putFile(key: string, file: string): Promise<void>;
  get(key: string): Promise<Buffer | undefined>;
  /** The bytes as a stream with their length, for an HTTP answer; undefined when the key holds nothing. */
  stream(key: string): Promise<{ stream: Readable; size: number } | undefined>;
  has(key: string): Promise<boolean>;
  delete(key: string): Promise<void>;
  /** Keys directly under a prefix folder (`print-files/AT-1` lists `print-files/AT-1/line-1.pdf`...). */
  list(prefix: string): Promise<string[]>;
}

const KEY = /^[A-Za-z0-9][A-Za-z0-9._-]*(\/[A-Za-z0-9][A-Za-z0-9._-]*)*$/;

/** Throws on a key that could leave the store's folder or is not one the shop makes. */
export function checkKey(key: string): string {
  if (!KEY.test(key) || key.includes('..') || key.length > 512) throw new Error(`invalid storage key: ${key.slice(0, 80)}`);
  return key;
}
