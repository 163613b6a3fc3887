/**
 * Size (and JPEG EXIF orientation) of an uploaded image read from its header, without decoding it. Used by the Node
 * downscale path, where resvg decodes but does not say how big the image is. Pure; throws on a truncated header.
 */
export type ImageKind = 'png' | 'jpeg' | 'gif' | 'webp';

export interface ImageHeader {
  /** Stored size, before the EXIF orientation is applied. */
  width: number;
  height: number;
  /** EXIF orientation 1–8 (JPEG only; 1 = as stored). */
  orientation: number;
}

export function readImageHeader(b: Uint8Array, kind: ImageKind): ImageHeader {
  const size = kind === 'png' ? png(b) : kind === 'gif' ? gif(b) : kind === 'webp' ? webp(b) : jpeg(b);
  if (!size || !(size.width > 0 && size.height > 0)) throw new Error(`${kind.toUpperCase()} header is damaged or truncated`);
  return { orientation: 1, ...size };
}

/** Orientations 5–8 turn the image a quarter: the shown width is the stored height. */
export function shownSize(h: ImageHeader): { width: number; height: number } {
  return h.orientation >= 5 ? { width: h.height, height: h.width } : { width: h.width, height: h.height };
}

const be16 = (b: Uint8Array, i: number) => (b[i] << 8) | b[i + 1];
const le16 = (b: Uint8Array, i: number) => b[i] | (b[i + 1] << 8);
const le24 = (b: Uint8Array, i: number) => b[i] | (b[i + 1] << 8) | (b[i + 2] << 16);
const be32 = (b: Uint8Array, i: number) => be16(b, i) * 65536 + be16(b, i + 2);
const ascii = (b: Uint8Array, i: number, n: number) => String.fromCharCode(...b.subarray(i, i + n));

function png(b: Uint8Array) {
  if (b.length < 24 || ascii(b, 12, 4) !== 'IHDR') return null;
  return { width: be32(b, 16), height: be32(b, 20) };
}

/** The logical screen, as browsers report a GIF's size. */
function gif(b: Uint8Array) {
  return b.length < 10 ? null : { width: le16(b, 6), height: le16(b, 8) };
}

function webp(b: Uint8Array) {
  if (b.length < 30 || ascii(b, 8, 4) !== 'WEBP') return null;
  const chunk = ascii(b, 12, 4);
  if (chunk === 'VP8 ') return { width: le16(b, 26) & 0x3fff, height: le16(b, 28) & 0x3fff };
  if (chunk === 'VP8L') {
    const bits = b[21] | (b[22] << 8) | (b[23] << 16) | (b[24] << 24);
    return { width: (bits & 0x3fff) + 1, height: ((bits >>> 14) & 0x3fff) + 1 };
  }
  if (chunk === 'VP8X') return { width: le24(b, 24) + 1, height: le24(b, 27) + 1 };
  return null;
}

function jpeg(b: Uint8Array) {
  let orientation = 1;
  let i = 2;
  while (i + 4 <= b.length) {
    if (b[i] !== 0xff) return null;
    const marker = b[i + 1];
    if (marker === 0xff) {
      i++;
      continue;
    } // fill byte
    if (marker === 0xd8 || marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) {
      i += 2;
      continue;
    }
    const len = be16(b, i + 2);
    if (marker === 0xe1 && ascii(b, i + 4, 4) === 'Exif') orientation = exifOrientation(b.subarray(i + 10, i + 2 + len));
    // SOF0–SOF15 except DHT (C4), JPG (C8) and DAC (CC).
    if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc) {
      if (i + 9 > b.length) return null;
      return { height: be16(b, i + 5), width: be16(b, i + 7), orientation };
    }
    if (marker === 0xda || marker === 0xd9) return null; // image data before any frame header
    i += 2 + len;
  }
  return null;
}

/** Tag 0x0112 of IFD0 in a TIFF block; 1 when absent or out of range. */
function exifOrientation(t: Uint8Array): number {
  if (t.length < 8) return 1;
  const little = t[0] === 0x49; // "II"
  const u16 = (i: number) => (little ? le16(t, i) : be16(t, i));
  const u32 = (i: number) => (little ? u16(i) + u16(i + 2) * 65536 : u16(i) * 65536 + u16(i + 2));
  const ifd = u32(4);
  if (ifd + 2 > t.length) return 1;
  for (let n = u16(ifd), e = ifd + 2; n > 0 && e + 12 <= t.length; n--, e += 12) {
    if (u16(e) === 0x0112) {
      const v = u16(e + 8);
      return v >= 1 && v <= 8 ? v : 1;
    }
  }
  return 1;
}
