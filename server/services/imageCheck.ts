import { fileTypeFromBuffer } from 'file-type';
import sharp from 'sharp';
import { MAX_IMAGE_PIXELS, MAX_IMAGE_SIDE, UPLOAD_IMAGE_TYPES } from '../../rules/upload';
import { ShopError } from './shopError';

// What makes an upload an image: its first bytes say an accepted type (checked as the upload streams in, before it
// is written anywhere), and once received the whole file decodes within the pixel caps. sharp (libvips) decodes all
// four types, reads the header before allocating anything (a 48 KB PNG declaring 20000 x 20000 px is refused from
// its header), fails on truncated or corrupt data, and with a thumbnail as output decodes row by row, so checking a
// 50 MP photo costs tens of MB, not the 200 MB its pixels would take whole.

/** Image kinds the shop accepts (rules/upload.ts), recognised by their bytes, never by name or declared type. */
const ACCEPTED = new Map<string, string>(UPLOAD_IMAGE_TYPES.map((t) => [t.mime, t.ext]));

/** An SVG drawing (text, so file-type does not name it): told apart so its refusal can say what to do instead. */
const looksLikeSvg = (head: Uint8Array) => /<svg[\s>]/i.test(Buffer.from(head).toString('utf8'));

/** How many first bytes file-type needs to tell every type it knows apart (its own reasonable sample size). */
export const SNIFF_BYTES = 4100;

export interface ImageType {
  mime: string;
  ext: string;
}

/** The accepted type of a file's first bytes, or a 415 refusal that says what the file is not and what is accepted. */
export async function sniffImage(head: Uint8Array): Promise<ImageType> {
  const type = await fileTypeFromBuffer(head);
  const ext = type && ACCEPTED.get(type.mime);
  if (!type || !ext) throw new ShopError(415, 'upload', looksLikeSvg(head) ? 'upload-error-type-svg' : 'upload-error-type');
  return { mime: type.mime, ext };
}

// Decoded pixels are never cached, and each decode uses one thread: the 2-core server stays responsive.
sharp.cache(false);
sharp.concurrency(1);
/** At most this many decodes at once, so concurrent uploads cannot add up the decoders' memory without bound. */
const MAX_DECODES = 2;
let decoding = 0;
const waiting: (() => void)[] = [];

/** Decodes a received file far enough to know it is a real image within the pixel caps; refuses it otherwise. */
export async function checkDecodes(file: string): Promise<void> {
  while (decoding >= MAX_DECODES) await new Promise<void>((resolve) => waiting.push(resolve));
  decoding++;
  try {
    await decode(file);
  } finally {
    decoding--;
    waiting.shift()?.();
  }
}

async function decode(file: string): Promise<void> {
  let width: number;
  let height: number;
  try {
    ({ width, height } = await sharp(file, { limitInputPixels: false }).metadata());
  } catch {
    throw damaged();
  }
  if (!withinPixelCaps(width, height)) {
    throw new ShopError(413, 'upload-dimensions', 'upload-error-dimensions', {
      width,
      height,
      maxSide: MAX_IMAGE_SIDE,
      maxMegapixels: MAX_IMAGE_PIXELS / 1_000_000,
    });
  }
  try {
    // Every row is read and decoded (failOn 'error': truncated or corrupt data throws); only a thumbnail is kept.
    await sharp(file, { limitInputPixels: MAX_IMAGE_PIXELS, failOn: 'error', sequentialRead: true }).resize(64, 64, { fit: 'inside' }).raw().toBuffer();
  } catch {
    throw damaged();
  }
}

/** The pixel caps every picture the shop keeps or prints is held to. */
export const withinPixelCaps = (width: number, height: number) => width <= MAX_IMAGE_SIDE && height <= MAX_IMAGE_SIDE && width * height <= MAX_IMAGE_PIXELS;

/**
 * A raster picture's type and size, from its bytes' signature and header only (nothing is decoded, so a 48 KB PNG
 * declaring 40000 x 40000 px costs nothing): undefined when it is not an accepted type or its header is unreadable.
 */
export async function pictureSize(bytes: Uint8Array): Promise<{ mime: string; width: number; height: number } | undefined> {
  const type = await fileTypeFromBuffer(bytes.subarray(0, SNIFF_BYTES));
  if (!type || !ACCEPTED.has(type.mime)) return undefined;
  try {
    const { width, height } = await sharp(bytes, { limitInputPixels: false }).metadata();
    return { mime: type.mime, width, height };
  } catch {
    return undefined;
  }
}

const damaged = () => new ShopError(422, 'upload-damaged', 'upload-error-damaged');
