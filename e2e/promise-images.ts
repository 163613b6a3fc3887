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
 * Per-pixel tolerance of the comparison: a pixel differs when one of its channels is off by more than this (of 255).
 * At 200 px wide each compared pixel averages 3 to 10 pixels of the capture and of the proof, so the two rasterisers'
 * different anti-aliasing of an edge (Chromium's Skia for Paper.js, resvg for the proof) moves a pixel by a few tens at
 * most; a stretched, shifted, missing or recoloured part moves whole areas by far more (the stripes of the photo are
 * black, red and white), and a half-transparent (edit-mode) object changes its pixels by about half their contrast.
 */
export const PIXEL_TOLERANCE = 64;

/** The share (0-1) of pixels that differ once both pictures are on white at `width` px wide (the proof's height). */
export function differingShare(capture: Picture, proof: Picture, width = 200): { share: number; a: Picture; b: Picture } {
  const height = Math.max(1, Math.round((width * proof.height) / proof.width));
  const a = resize(onWhite(capture), width, height);
  const b = resize(onWhite(proof), width, height);
  let differing = 0;
  for (let i = 0; i < a.data.length; i += 4) {
    if (Math.max(Math.abs(a.data[i] - b.data[i]), Math.abs(a.data[i + 1] - b.data[i + 1]), Math.abs(a.data[i + 2] - b.data[i + 2])) > PIXEL_TOLERANCE)
      differing++;
  }
  return { share: differing / (width * height), a, b };
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
