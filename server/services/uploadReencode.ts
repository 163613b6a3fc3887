import fs from 'node:fs/promises';
import sharp from 'sharp';
import { MAX_IMAGE_PIXELS } from '../../rules/upload';
import { downscaleSize } from '../../workers/images/downscale';
import type { ImageType } from './imageCheck';

// What the shop keeps of an uploaded picture is what it decoded (issue 25, item 7): the pixels, upright, re-encoded in
// the same format. Anything a file carried beside its pixels goes: bytes after the image's end (an HTML page appended
// to a PNG, 12 MB of padding behind a 1 x 1 image), EXIF with its GPS position, comments and text chunks. The EXIF
// orientation is applied first, so the picture stays the way the shopper's camera showed it; the canvas (browsers
// apply the orientation) and the print file (the PDF embeds a JPEG's bytes as they are, orientation unread) then agree.
// Colours are converted to sRGB through the embedded profile (sharp's default), which is what the PDF assumes.

/** JPEG at 95: a second generation a print cannot tell from the first (colour kept as finely as the camera kept it). */
const JPEG_QUALITY = 95;
/** WebP keeps its kind: lossless stays lossless (a drawing), lossy at 95 (a photo). */
const WEBP_LOSSY = { quality: 95, smartSubsample: true } as const;

/** A photo's JPEG settings: 4:4:4 only when the photo had it (4:4:4 from a 4:2:0 photo adds half its size and no
 * detail). The print file keeps a photo an effect changed with the same (server/print/mediaAssets.ts). */
export const photoJpeg = (sourceSubsampling: string | undefined) =>
  ({ quality: JPEG_QUALITY, chromaSubsampling: sourceSubsampling === '4:4:4' ? '4:4:4' : '4:2:0' }) as const;

/** At most this many re-encodings at once: a 50 MP photo turned upright is held whole (about 200 MB). */
const MAX_AT_ONCE = 2;
let running = 0;
const waiting: (() => void)[] = [];

/**
 * Writes `output`: the image of `input` (already checked: a real image within the pixel caps) re-encoded as its own
 * type, upright, without metadata or trailing bytes. A GIF keeps its first frame, which is all a print shows.
 */
export async function reencodeImage(input: string, kind: ImageType, output: string): Promise<void> {
  await oneOfFew(async () => {
    const image = sharp(input, { limitInputPixels: MAX_IMAGE_PIXELS, failOn: 'error', animated: false }).autoOrient();
    if (kind.ext === 'jpg') {
      await image.jpeg(photoJpeg((await sharp(input).metadata()).chromaSubsampling)).toFile(output);
    } else if (kind.ext === 'png') await image.png().toFile(output);
    else if (kind.ext === 'webp') await image.webp((await isLosslessWebp(input)) ? { lossless: true } : WEBP_LOSSY).toFile(output);
    else await image.gif().toFile(output);
  });
}

/** Runs `work` when fewer than MAX_AT_ONCE re-encodings run. */
async function oneOfFew<T>(work: () => Promise<T>): Promise<T> {
  while (running >= MAX_AT_ONCE) await new Promise<void>((resolve) => waiting.push(resolve));
  running++;
  try {
    return await work();
  } finally {
    running--;
    waiting.shift()?.();
  }
}

/**
 * The canvas's copy of a kept picture (already upright and re-encoded): its longest side `maxSide`, at the size the
 * page's render worker would give it (workers/images/downscale.ts `downscaleSize`), a JPEG at the worker's quality
 * for a JPEG and a PNG for the rest (transparency kept), as the worker makes it; undefined when the picture is no
 * larger (the canvas draws it as it is). libvips shrinks a JPEG while it decodes it: a 12-megapixel photo in ~0.1 s.
 */
export async function displayCopy(original: Buffer, maxSide: number): Promise<{ bytes: Buffer; mime: string } | undefined> {
  return oneOfFew(async () => {
    const meta = await sharp(original, { limitInputPixels: MAX_IMAGE_PIXELS }).metadata();
    if (meta.format === 'svg' || !meta.width || !meta.height) return undefined;
    const size = downscaleSize(meta.width, meta.height, maxSide);
    if (size.width === meta.width && size.height === meta.height) return undefined;
    const copy = sharp(original, { limitInputPixels: MAX_IMAGE_PIXELS, animated: false }).resize({ ...size, fit: 'fill' });
    return meta.format === 'jpeg'
      ? { bytes: await copy.jpeg({ quality: 92 }).toBuffer(), mime: 'image/jpeg' }
      : { bytes: await copy.png().toBuffer(), mime: 'image/png' };
  });
}

/** Whether a WebP file's image is stored losslessly: its chunks (RIFF, after the 12-byte header) hold a VP8L. */
async function isLosslessWebp(file: string): Promise<boolean> {
  const handle = await fs.open(file, 'r');
  try {
    const head = Buffer.alloc(64 * 1024);
    const { bytesRead } = await handle.read(head, 0, head.length, 0);
    for (let at = 12; at + 8 <= bytesRead;) {
      const type = head.toString('latin1', at, at + 4);
      if (type === 'VP8L') return true;
      if (type === 'VP8 ') return false;
      at += 8 + head.readUInt32LE(at + 4) + (head.readUInt32LE(at + 4) % 2); // chunks are padded to an even size
    }
    return false;
  } finally {
    await handle.close();
  }
}
