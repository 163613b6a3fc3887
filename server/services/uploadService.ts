import crypto from 'node:crypto';
import { createReadStream } from 'node:fs';
import fs from 'node:fs/promises';
import type { ServerConfig } from '../config';
import type { UploadRepository } from '../repositories/uploadRepository';
import { checkDecodes, sniffImage, SNIFF_BYTES, type ImageType } from './imageCheck';
import { ShopError } from './shopError';
import { sanitizeSvg } from './svgSanitizer';
import { UploadQuota, type Uploader, type VisitorQuota } from './uploadQuota';
import { formatMegabytes } from '../i18n';
import { MAX_IMAGE_BYTES } from '../../rules/upload';
import { UploadStore } from './uploadStore';
import { displayCopy, reencodeImage } from './uploadReencode';
import { DISPLAY_MAX_SIDE, displayCopyOf } from '../../contract/pictures';
import type { FileStore } from '../storage';
import type { Readable } from 'node:stream';

export type { Uploader };

export interface SavedFile {
  /** Served route: /media/uploads/<sha256>.<ext> */
  file: string;
  originalName: string;
}

/**
 * A file received into a temporary file, its type known from its first bytes. Blob-shaped (size, type,
 * arrayBuffer) because the contract describes uploaded files as Blobs; its bytes stay on disk.
 */
export class ReceivedFile {
  constructor(
    readonly path: string,
    readonly size: number,
    readonly hash: string,
    readonly kind: ImageType,
    readonly name: string,
  ) {}

  get type(): string {
    return this.kind.mime;
  }

  async arrayBuffer(): Promise<ArrayBuffer> {
    const bytes = await fs.readFile(this.path);
    return bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer;
  }
}

const SVG: ImageType = { mime: 'image/svg+xml', ext: 'svg' };

/**
 * Keeps uploads in the shop's file store under uploads/<sha256>.<ext> (DATA_DIR/uploads, or the database shared by
 * several processes). A file streams to a local temporary file while its first bytes are checked, so no upload is held
 * in memory whole; it is stored only once it decodes as a real image and the visitor's and the shop's quotas have
 * room. The client's file name is kept only as data; it never becomes a path or a key.
 */
export class UploadService {
  private readonly store: UploadStore;
  private readonly quota: UploadQuota;
  /** Display copies made or found by this process, by upload name: 'original' when the picture is no larger. */
  private readonly copies = new Map<string, Promise<'copy' | 'original'>>();

  constructor(
    dataDir: string,
    private readonly files: FileStore,
    private readonly uploads: UploadRepository,
    quota: ServerConfig['uploadQuota'],
  ) {
    this.store = new UploadStore(dataDir);
    this.quota = new UploadQuota(uploads, quota);
  }

  get folder(): string {
    return this.store.folder;
  }

  /**
   * Streams one file into a temporary file. Refused as soon as its first bytes are not an accepted image or it
   * grows past `limit.bytes` (then `limit.refusal` says why); nothing of a refused file stays on disk.
   */
  async receive(
    source: AsyncIterable<Uint8Array> | Iterable<Uint8Array>,
    originalName: string,
    limit: { bytes: number; refusal: () => ShopError },
  ): Promise<ReceivedFile> {
    const hash = crypto.createHash('sha256');
    const head: Uint8Array[] = [];
    let size = 0;
    let kind: ImageType | undefined;
    let temp: Awaited<ReturnType<UploadStore['temp']>> | undefined;
    const start = async () => {
      kind = await sniffImage(Buffer.concat(head));
      temp = await this.store.temp();
      for (const chunk of head.splice(0)) await temp.write(chunk);
    };
    try {
      for await (const chunk of source) {
        size += chunk.byteLength;
        if (size > limit.bytes) throw limit.refusal();
        hash.update(chunk);
        if (temp) await temp.write(chunk);
        else {
          head.push(chunk);
          if (size >= SNIFF_BYTES) await start();
        }
      }
      if (size === 0) throw new ShopError(400, 'upload', 'upload-error-empty');
      if (!temp) await start();
      await temp!.close();
      return new ReceivedFile(temp!.path, size, hash.digest('hex'), kind!, cleanName(originalName));
    } catch (err) {
      if (temp) await temp.close().catch(() => undefined);
      if (temp) await this.store.discard(temp.path);
      throw err;
    }
  }

  /**
   * Checks received files (each decodes within the pixel caps), keeps of each image what was decoded (re-encoded:
   * uploadReencode.ts), takes the quotas and stores them all, or none. Names, quotas and the "stored before" check
   * are by the re-encoded bytes (the same photo sent twice is re-encoded to the same bytes).
   */
  async keep(received: ReceivedFile[], who: Uploader): Promise<SavedFile[]> {
    const files = [...received];
    try {
      for (const [i, f] of files.entries()) {
        if (f.kind === SVG) continue;
        await checkDecodes(f.path);
        files[i] = await this.reencoded(f);
      }
      // Only content not stored yet takes room (the same photo uploaded twice is one file).
      const fresh = new Map<string, number>();
      for (const f of files) if (!fresh.has(f.hash) && !(await this.uploads.find(f.hash))) fresh.set(f.hash, f.size);
      const bytes = [...fresh.values()].reduce((sum, n) => sum + n, 0);
      await this.quota.take(who, bytes);
      const saved: SavedFile[] = [];
      for (const f of files) {
        const name = `${f.hash}.${f.kind.ext}`;
        // The same bytes stored before (by this process or another) are not written again.
        if (!(await this.files.has(uploadKey(name)))) await this.files.putFile(uploadKey(name), f.path);
        await this.uploads.record({ hash: f.hash, mime: f.kind.mime, size: f.size, originalName: f.name });
        saved.push({ file: `/media/uploads/${name}`, originalName: f.name });
      }
      return saved;
    } finally {
      await this.discard([...received, ...files]);
    }
  }

  /** A received image as the shop keeps it: its decoded pixels in a new temporary file, hashed and measured anew. */
  private async reencoded(f: ReceivedFile): Promise<ReceivedFile> {
    const temp = await this.store.temp();
    await temp.close();
    try {
      await reencodeImage(f.path, f.kind, temp.path);
      // Hashed as a stream, as received files are: no upload is held in memory whole.
      const hash = crypto.createHash('sha256');
      let size = 0;
      for await (const chunk of createReadStream(temp.path) as AsyncIterable<Buffer>) {
        hash.update(chunk);
        size += chunk.byteLength;
      }
      return new ReceivedFile(temp.path, size, hash.digest('hex'), f.kind, f.name);
    } catch (err) {
      await this.store.discard(temp.path);
      // checkDecodes read it whole already: an encoder failing on it is a damaged file too.
      throw err instanceof ShopError ? err : new ShopError(422, 'upload-damaged', 'upload-error-damaged');
    }
  }

  /** Removes what is left of received files (those kept were renamed away already). */
  async discard(files: ReceivedFile[]): Promise<void> {
    await Promise.all(files.map((f) => this.store.discard(f.path)));
  }

  /** A visitor's quota for the design documents the cart keeps (they count with uploads: issue 25). */
  designQuota(who: Uploader): VisitorQuota {
    return this.quota.forDesigns(who);
  }

  /** How many more bytes a visitor may upload now, and the refusal once past it (checked again when keeping). */
  allowance(who: Uploader): Promise<{ bytes: number; refusal: () => ShopError }> {
    return this.quota.allowance(who);
  }

  async saveBase64(dataUrl: string, originalName: string, who: Uploader): Promise<SavedFile> {
    const [saved] = await this.keep([await this.receiveBase64(dataUrl, originalName, who)], who);
    return saved;
  }

  /**
   * A designer export: the SVG, rewritten from an allow-list or refused, and its PNG picture. Both are checked
   * before either is stored, so a refused SVG leaves no PNG behind.
   */
  async saveDesign(svgMarkup: string, pngDataUrl: string, originalName: string, who: Uploader): Promise<{ png: SavedFile; svg: SavedFile }> {
    const checked = sanitizeSvg(svgMarkup);
    if (!checked.ok) throw new ShopError(415, 'upload-svg', 'upload-error-svg');
    const png = await this.receiveBase64(pngDataUrl, `${originalName}.png`, who);
    let svg: ReceivedFile;
    try {
      svg = await this.receiveSvg(checked.svg, `${originalName}.svg`);
    } catch (err) {
      await this.discard([png]);
      throw err;
    }
    const [savedPng, savedSvg] = await this.keep([png, svg], who);
    return { png: savedPng, svg: savedSvg };
  }

  /** A stored upload's bytes as a stream, by its served name; undefined for an unknown or malformed name. */
  async open(name: string): Promise<{ stream: Readable; size: number; mime: string } | undefined> {
    const row = await this.find(name);
    const found = row && (await this.files.stream(uploadKey(name)));
    return found ? { ...found, mime: row.mime } : undefined;
  }

  /** A stored upload's bytes whole (the print renderer reads the original). */
  async read(name: string): Promise<{ bytes: Buffer; mime: string } | undefined> {
    const row = await this.find(name);
    const bytes = row && (await this.files.get(uploadKey(name)));
    return bytes ? { bytes, mime: row.mime } : undefined;
  }

  /**
   * The canvas's copy of a stored raster upload, by the upload's name (contract/pictures.ts `displayCopyOf`): its
   * longest side DISPLAY_MAX_SIDE, made on first asking (or when a design is shared: `prepareDisplayCopies`) and kept
   * in the file store beside the original, which the print still reads; the original itself when it is no larger.
   * Undefined for an unknown name or an SVG (the canvas draws those itself).
   */
  async openDisplayCopy(name: string): Promise<{ stream: Readable; size: number; mime: string } | undefined> {
    const row = await this.find(name);
    if (!row || row.mime === SVG.mime) return undefined;
    if ((await this.displayCopy(name)) === 'original') return this.open(name);
    const found = await this.files.stream(displayKey(name));
    return found && { ...found, mime: name.endsWith('.jpg') ? 'image/jpeg' : 'image/png' };
  }

  /**
   * Makes the display copies of a design's uploaded pictures in the background (a shared design is opened by others:
   * none of them should wait for its copies to be made).
   */
  prepareDisplayCopies(sources: string[], log: (err: unknown) => void): void {
    const names = sources.flatMap((src) => displayCopyOf(src)?.split('/').pop() ?? []);
    void (async () => {
      for (const name of new Set(names)) if (await this.find(name)) await this.displayCopy(name).catch(log);
    })();
  }

  private displayCopy(name: string): Promise<'copy' | 'original'> {
    let made = this.copies.get(name);
    if (!made) {
      made = (async () => {
        if (await this.files.has(displayKey(name))) return 'copy' as const;
        const original = await this.files.get(uploadKey(name));
        if (!original) throw new Error(`upload ${name} has no bytes`);
        const copy = await displayCopy(original, DISPLAY_MAX_SIDE);
        if (!copy) return 'original' as const;
        await this.files.put(displayKey(name), copy.bytes);
        return 'copy' as const;
      })();
      this.copies.set(name, made);
      // a failure is tried again on the next request, not remembered
      made.catch(() => this.copies.delete(name));
    }
    return made;
  }

  private async find(name: string) {
    const match = /^([0-9a-f]{64})\.(png|jpg|webp|gif|svg)$/.exec(name);
    return match ? this.uploads.find(match[1]) : undefined;
  }

  /** At start: temporary files a crashed process left, and visitor quota days that are over. */
  async cleanUp(): Promise<number> {
    await this.quota.forgetPastDays();
    return this.store.cleanTemporary();
  }

  /** A base64 image: in memory already (a JSON body, bounded by its route's body limit), then checked as any upload. */
  private receiveBase64(dataUrl: string, originalName: string, who: Uploader): Promise<ReceivedFile> {
    const bytes = Buffer.from(dataUrl.slice(dataUrl.indexOf(',') + 1), 'base64');
    return this.receive([bytes], originalName, { bytes: MAX_IMAGE_BYTES, refusal: () => tooBig(who.locale) });
  }

  private async receiveSvg(markup: string, originalName: string): Promise<ReceivedFile> {
    const bytes = Buffer.from(markup);
    const temp = await this.store.temp();
    try {
      await temp.write(bytes);
    } finally {
      await temp.close();
    }
    return new ReceivedFile(temp.path, bytes.byteLength, crypto.createHash('sha256').update(bytes).digest('hex'), SVG, cleanName(originalName));
  }
}

/** Where an upload's bytes live in the file store. */
const uploadKey = (name: string) => `uploads/${name}`;
/** Where its display copy's bytes live: a JPEG's is a JPEG, any other's a PNG (uploadReencode.ts `displayCopy`). */
const displayKey = (name: string) => `uploads/display/${name}`;

/** One file over 15 MB: the translated max-size message. */
export const tooBig = (locale: string) => new ShopError(413, 'upload-max-size', 'upload-error-max-size', { maxSize: formatMegabytes(MAX_IMAGE_BYTES, locale) });

/** The shopper's file name, shown back but never used as a path: last path segment, printable, at most 255. */
export function cleanName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  return base.replace(/\p{Cc}/gu, '').slice(0, 255) || 'image';
}
