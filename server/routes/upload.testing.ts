import sharp from 'sharp';
import crypto from 'node:crypto';
import { Readable } from 'node:stream';
import zlib from 'node:zlib';
import { PNG } from 'pngjs';

// Hostile uploads for the hardening tests, made on the fly: a multipart body of any size streamed from one reused
// chunk (the test holds 64 KB, not the body), and PNGs that lie about their pixels.

const CHUNK = 64 * 1024;

export interface StreamedBody {
  payload: Readable;
  headers: Record<string, string>;
  /** Bytes the server has pulled from the body so far. */
  pulled(): number;
}

/** A multipart body of `count` files of `size` bytes each, every file starting with `head` and filled with `fill`. */
export function streamedMultipart(count: number, size: number, head: Uint8Array = Buffer.alloc(0), fill = 0x41): StreamedBody {
  const boundary = `----atelier${crypto.randomBytes(8).toString('hex')}`;
  const filler = Buffer.alloc(CHUNK, fill);
  let pulled = 0;
  function* parts(): Generator<Buffer> {
    for (let i = 0; i < count; i++) {
      yield Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="files"; filename="photo${i}.png"\r\nContent-Type: image/png\r\n\r\n`);
      yield Buffer.from(head);
      for (let left = size - head.length; left > 0; left -= CHUNK) yield left >= CHUNK ? filler : filler.subarray(0, left);
      yield Buffer.from('\r\n');
    }
    yield Buffer.from(`--${boundary}--\r\n`);
  }
  const source = parts();
  const payload = new Readable({
    read() {
      const next = source.next();
      if (next.done) return void this.push(null);
      pulled += next.value.length;
      this.push(next.value);
    },
  });
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` }, pulled: () => pulled };
}

/** Samples the process's memory while `run` goes on: the peak growth of Buffer memory and of the resident set. */
export async function memoryPeak<T>(run: () => Promise<T>): Promise<{ result: T; arrayBuffersMB: number; rssMB: number }> {
  global.gc?.();
  const start = process.memoryUsage();
  let peak = { arrayBuffers: start.arrayBuffers, rss: start.rss };
  const sample = () => {
    const now = process.memoryUsage();
    peak = { arrayBuffers: Math.max(peak.arrayBuffers, now.arrayBuffers), rss: Math.max(peak.rss, now.rss) };
  };
  const timer = setInterval(sample, 2);
  try {
    const result = await run();
    sample();
    const mb = (n: number) => Math.round(n / (1024 * 1024));
    return { result, arrayBuffersMB: mb(peak.arrayBuffers - start.arrayBuffers), rssMB: mb(peak.rss - start.rss) };
  } finally {
    clearInterval(timer);
  }
}

/** A real PNG of random pixels. */
export function noisePng(width: number, height = width): Buffer {
  const image = new PNG({ width, height });
  crypto.randomFillSync(image.data);
  return PNG.sync.write(image);
}

/** A valid PNG that declares width x height pixels of one-bit grey: 20000 x 20000 packs into about 48 KB. */
export function pixelBombPng(width: number, height: number): Buffer {
  const row = Buffer.alloc(1 + Math.ceil(width / 8));
  const deflate = zlib.deflateSync(Buffer.concat(Array.from({ length: height }, () => row)), { level: 9 });
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = 1; // bit depth 1, colour type 0 (grey), no interlace
  return Buffer.concat([Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]), chunk('IHDR', ihdr), chunk('IDAT', deflate), chunk('IEND', Buffer.alloc(0))]);
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(zlib.crc32(body));
  return Buffer.concat([length, body, crc]);
}

/**
 * Whether a stored upload holds the same picture as the file sent: the shop keeps what it decoded, re-encoded
 * (server/services/uploadReencode.ts), so a lossless format's pixels are equal, not its bytes.
 */
export async function samePixels(stored: Buffer, sent: Buffer): Promise<boolean> {
  const [a, b] = await Promise.all([stored, sent].map((bytes) => sharp(bytes).raw().toBuffer({ resolveWithObject: true })));
  return a.info.width === b.info.width && a.info.height === b.info.height && a.info.channels === b.info.channels && a.data.equals(b.data);
}
