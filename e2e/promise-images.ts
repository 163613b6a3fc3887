import pixelmatch from 'pixelmatch';
import { PNG } from 'pngjs';

// Pictures compared as a shopper would compare them: the canvas captured in the browser beside the print proof the
// server rendered, both flattened onto white (what is transparent prints nothing: the paper shows) and brought to
// one small size, where a resampler's anti-aliasing no longer matters but a stretch, a shift or a lost object does.

export interface Picture {
  width: number;
  height: number;
  /** RGBA, 8 bits a channel. */
  data: Uint8Array;
}

export function readPng(bytes: Buffer): Picture {
  const png = PNG.sync.read(bytes);
  return { width: png.width, height: png.height, data: new Uint8Array(png.data) };
}

export function writePng(p: Picture): Buffer {
  const png = new PNG({ width: p.width, height: p.height });
  png.data = Buffer.from(p.data);
  return PNG.sync.write(png);
}

/** The part of the picture `width` x `height` from (`left`, `top`), within its bounds. */
export function crop(p: Picture, left: number, top: number, width: number, height: number): Picture {
  const w = Math.max(1, Math.min(width, p.width - left));
  const h = Math.max(1, Math.min(height, p.height - top));
  const data = new Uint8Array(w * h * 4);
  for (let y = 0; y < h; y++) data.set(p.data.subarray(((top + y) * p.width + left) * 4, ((top + y) * p.width + left + w) * 4), y * w * 4);
  return { width: w, height: h, data };
}

/** The picture over white paper: transparent parts become white, half-transparent ones blend. */
export function onWhite(p: Picture): Picture {
  const data = new Uint8Array(p.data.length);
  for (let i = 0; i < p.data.length; i += 4) {
    const a = p.data[i + 3] / 255;
    for (let c = 0; c < 3; c++) data[i + c] = Math.round(p.data[i + c] * a + 255 * (1 - a));
    data[i + 3] = 255;
  }
  return { width: p.width, height: p.height, data };
}

/** Resampled to width x height by averaging the source area each target pixel covers (a box filter). */
export function resize(p: Picture, width: number, height: number): Picture {
  const data = new Uint8Array(width * height * 4);
  const sx = p.width / width;
  const sy = p.height / height;
  for (let y = 0; y < height; y++) {
    const y0 = Math.floor(y * sy);
    const y1 = Math.max(y0 + 1, Math.min(p.height, Math.round((y + 1) * sy)));
    for (let x = 0; x < width; x++) {
      const x0 = Math.floor(x * sx);
      const x1 = Math.max(x0 + 1, Math.min(p.width, Math.round((x + 1) * sx)));
      const sum = [0, 0, 0, 0];
      for (let v = y0; v < y1; v++)
        for (let u = x0; u < x1; u++) {
          const i = (v * p.width + u) * 4;
          for (let c = 0; c < 4; c++) sum[c] += p.data[i + c];
        }
      const n = (y1 - y0) * (x1 - x0);
      const o = (y * width + x) * 4;
      for (let c = 0; c < 4; c++) data[o + c] = Math.round(sum[c] / n);
    }
  }
  return { width, height, data };
}

/**
 * Per-pixel tolerance of the comparison, as pixelmatch (already the repo's picture comparer) measures it: a pixel
 * differs when its perceived colour distance (YIQ, 0-1) passes this, and pixels pixelmatch finds anti-aliased (an edge
 * drawn a fraction of a pixel either way by Chromium's Skia for the canvas and by resvg for the proof) do not count.
 * At 200 px wide a compared pixel averages a few of the capture's and the proof's, so the screen's softer copy of a
 * photo and the two rasterisers' edges stay under it; a stretched, shifted, missing, recoloured or half-transparent
 * (edit-mode) part does not: its whole area differs.
 */
export const PIXEL_TOLERANCE = 0.2;

/** The share (0-1) of pixels that differ once both pictures are on white at `width` px wide (the proof's height). */
export function differingShare(capture: Picture, proof: Picture, width = 200): { share: number; diff: Picture } {
  const height = Math.max(1, Math.round((width * proof.height) / proof.width));
  const a = resize(onWhite(capture), width, height);
  const b = resize(onWhite(proof), width, height);
  const diff: Picture = { width, height, data: new Uint8Array(width * height * 4) };
  const differing = pixelmatch(a.data, b.data, diff.data, width, height, { threshold: PIXEL_TOLERANCE });
  return { share: differing / (width * height), diff };
}

/** The pictures side by side at one height, on a grey ground, for a person to look at. */
export function sideBySide(pictures: Picture[], height = 400, gap = 24): Picture {
  const scaled = pictures.map((p) => resize(onWhite(p), Math.max(1, Math.round((p.width * height) / p.height)), height));
  const width = scaled.reduce((w, p) => w + p.width, 0) + gap * (scaled.length + 1);
  const full = height + 2 * gap;
  const data = new Uint8Array(width * full * 4).fill(200);
  let left = gap;
  for (const p of scaled) {
    for (let y = 0; y < p.height; y++) data.set(p.data.subarray(y * p.width * 4, (y + 1) * p.width * 4), ((y + gap) * width + left) * 4);
    left += p.width + gap;
  }
  return { width, height: full, data };
}
