import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { PNG } from 'pngjs';

/**
 * Generates the fixture images deterministically (flat blocks and bands compress well and show effects clearly).
 * Run once: npx tsx scripts/qa/make-assets.ts; the output is committed under fixtures/designs/assets/.
 */
type Pixel = (x: number, y: number) => [number, number, number, number];

function write(dir: string, name: string, width: number, height: number, pixel: Pixel): void {
  const png = new PNG({ width, height });
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * 4;
      const [r, g, b, a] = pixel(x, y);
      png.data[i] = r;
      png.data[i + 1] = g;
      png.data[i + 2] = b;
      png.data[i + 3] = a;
    }
  }
  writeFileSync(path.join(dir, name), PNG.sync.write(png, { colorType: 6 }));
}

export function makeAssets(dir: string): void {
  // A "landscape": sky bands, a sun, hills.
  write(dir, 'landscape.png', 480, 320, (x, y) => {
    if ((x - 360) ** 2 + (y - 80) ** 2 < 40 ** 2) return [250, 200, 40, 255];
    if (y > 220 + Math.round(30 * Math.sin(x / 40))) return [40, 140 - (y >> 4), 60, 255];
    const band = Math.floor(y / 20);
    return [90 + band * 8, 150 + band * 5, 230 - band * 4, 255];
  });
  // A portrait photo stand-in: checker of warm colours with a red diagonal.
  write(dir, 'portrait.png', 200, 300, (x, y) => {
    if (Math.abs(x - y * 0.66) < 6) return [200, 30, 40, 255];
    return ((x >> 5) + (y >> 5)) % 2 ? [240, 180, 120, 255] : [120, 70, 160, 255];
  });
  // A logo with transparency: a ring.
  write(dir, 'logo.png', 96, 96, (x, y) => {
    const d = Math.hypot(x - 47.5, y - 47.5);
    return d > 30 && d < 44 ? [20, 90, 200, 255] : d <= 30 ? [255, 255, 255, 0] : [0, 0, 0, 0];
  });
  // A large upload that must be fitted to the canvas (stripes).
  write(dir, 'large.png', 1200, 900, (x, y) => (((x + y) >> 6) % 3 === 0 ? [30, 30, 30, 255] : (x >> 6) % 2 ? [230, 60, 60, 255] : [250, 250, 240, 255]));
}

if (process.argv[1] && import.meta.url.endsWith(path.basename(process.argv[1]))) {
  makeAssets(path.resolve('fixtures/designs/assets'));
}
