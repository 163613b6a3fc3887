import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { fileTypeFromBuffer } from 'file-type';
import { ShopError } from './shopError';
import type { UploadRepository } from '../repositories/uploadRepository';

/** Image kinds the shop accepts, recognised by their bytes, never by name or declared type. */
const ACCEPTED = new Map([
  ['image/png', 'png'],
  ['image/jpeg', 'jpg'],
  ['image/webp', 'webp'],
  ['image/gif', 'gif'],
]);

export interface SavedFile {
  /** Served route: /media/uploads/<sha256>.<ext> */
  file: string;
  originalName: string;
}

/**
 * Stores uploads under DATA_DIR/uploads by the SHA-256 of their content. The client's file name is kept only as
 * data (shown back to the shopper); it never becomes a path.
 */
export class UploadService {
  readonly folder: string;

  constructor(
    dataDir: string,
    private readonly uploads: UploadRepository,
  ) {
    this.folder = path.join(dataDir, 'uploads');
  }

  async saveImage(bytes: Uint8Array, originalName: string): Promise<SavedFile> {
    const { mime, ext } = await imageType(bytes);
    return this.store(bytes, mime, ext, originalName);
  }

  /** Several images at once: every one is checked by content before any is stored, so a refusal stores none. */
  async saveImages(files: { bytes: Uint8Array; name: string }[]): Promise<SavedFile[]> {
    const checked = await Promise.all(files.map(async (f) => ({ ...f, ...(await imageType(f.bytes)) })));
    return Promise.all(checked.map((f) => this.store(f.bytes, f.mime, f.ext, f.name)));
  }

  /** A designer export: SVG markup, refused when it could run script in a browser. */
  async saveSvg(markup: string, originalName: string): Promise<SavedFile> {
    if (!isSafeSvg(markup)) throw new ShopError(415, 'upload', 'upload-error-type');
    return this.store(new TextEncoder().encode(markup), 'image/svg+xml', 'svg', originalName);
  }

  async saveBase64(dataUrl: string, originalName: string): Promise<SavedFile> {
    const comma = dataUrl.indexOf(',');
    return this.saveImage(Buffer.from(dataUrl.slice(comma + 1), 'base64'), originalName);
  }

  /** The stored file behind a served name, or undefined (unknown or malformed name). */
  async open(name: string): Promise<{ path: string; mime: string } | undefined> {
    const match = /^([0-9a-f]{64})\.(png|jpg|webp|gif|svg)$/.exec(name);
    if (!match) return undefined;
    const row = await this.uploads.find(match[1]);
    return row ? { path: path.join(this.folder, name), mime: row.mime } : undefined;
  }

  private async store(bytes: Uint8Array, mime: string, ext: string, originalName: string): Promise<SavedFile> {
    const hash = crypto.createHash('sha256').update(bytes).digest('hex');
    const name = `${hash}.${ext}`;
    await fs.mkdir(this.folder, { recursive: true });
    const target = path.join(this.folder, name);
    // Write to a temporary name first so a reader never sees half a file.
    const tmp = `${target}.${process.pid}.${crypto.randomBytes(4).toString('hex')}.tmp`;
    await fs.writeFile(tmp, bytes);
    await fs.rename(tmp, target);
    await this.uploads.record({ hash, mime, size: bytes.byteLength, originalName: cleanName(originalName) });
    return { file: `/media/uploads/${name}`, originalName: cleanName(originalName) };
  }
}

/** No scripts, event handlers, foreign objects or javascript: links. */
export function isSafeSvg(markup: string): boolean {
  if (!/^\s*(<\?xml[^>]*>\s*)?(<!--[\s\S]*?-->\s*)*<svg[\s>]/i.test(markup)) return false;
  return !/<script|<foreignObject|<iframe|<embed|<object|\son[a-z]+\s*=|javascript:|<!ENTITY/i.test(markup);
}

/** The shopper's file name, shown back but never used as a path: last path segment, printable, at most 255. */
export function cleanName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  return base.replace(/\p{Cc}/gu, '').slice(0, 255) || 'image';
}

/** An accepted image type, read from the bytes (never from the name or the declared type). */
async function imageType(bytes: Uint8Array): Promise<{ mime: string; ext: string }> {
  const type = await fileTypeFromBuffer(bytes);
  const ext = type && ACCEPTED.get(type.mime);
  if (!type || !ext) throw new ShopError(415, 'upload', 'upload-error-type');
  return { mime: type.mime, ext };
}
