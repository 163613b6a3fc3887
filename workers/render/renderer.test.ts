import path from 'node:path';
import { PNG } from 'pngjs';
import { describe, expect, it, vi } from 'vitest';
import { apply, createDocument } from '../../editor-engine/index.js';
import { createNodeRenderer, nodeAssetLoader, REPO_ROOT, wasmRasteriser } from './node.js';
import { Renderer } from './renderer.js';

const assets = path.join(REPO_ROOT, 'fixtures/designs/assets');
const renderer = await createNodeRenderer({ assetDir: assets });

function doc() {
  let d = createDocument({ productId: 1, typeCode: 8 }, { width: 200, height: 100 });
  d = apply(d, 'addBackground', { src: 'landscape.png', naturalWidth: 480, naturalHeight: 320 });
  d = apply(d, 'addText', { text: 'Hi', font: 'Roboto', fontFile: 'roboto-latin-400-normal.woff', fill: '#ff0000' });
  return d;
}

describe('Renderer (Node)', () => {
  it('embeds images as data URIs or references them, as asked', async () => {
    const embedded = await renderer.exportSvg(doc());
    expect(embedded).toMatch(/href="data:image\/png;base64,iVBOR/);
    const referenced = await renderer.exportSvg(doc(), { images: 'reference' });
    expect(referenced).toContain('href="landscape.png"');
    expect(referenced).toMatch(/<path id="obj-t1" fill="#ff0000" [^>]+ d="M/);
  });

  it('draws library designs, which are SVG, and bakes the effect into them', async () => {
    let d = createDocument({ productId: 1, typeCode: 8 }, { width: 200, height: 100 });
    d = apply(d, 'setBackgroundColour', { colour: '#ffffff' });
    d = apply(d, 'addImage', { src: 'heart.svg', naturalWidth: 72, naturalHeight: 72 });
    const svg = await renderer.exportSvg(d);
    expect(svg).toMatch(/href="data:image\/svg\+xml;base64,/);
    const png = PNG.sync.read(Buffer.from(await renderer.exportPng(apply(d, 'setEffect', { effect: 'grayscale' }), 200)));
    // the red heart at the centre is drawn, and grey once the effect is baked in
    const i = (50 * png.width + 100) * 4;
    expect(png.data[i + 3]).toBe(255);
    expect(Math.abs(png.data[i] - png.data[i + 1])).toBeLessThan(3);
    expect(png.data[i]).toBeLessThan(250);
  });

  it('restores (validates) the input document before exporting', async () => {
    await expect(renderer.exportSvg({ schemaVersion: 2 })).rejects.toThrow(/Invalid design document/);
  });

  it('refuses a font the catalogue does not list when restoring, naming the field, before any export work', async () => {
    const d = JSON.parse(JSON.stringify(doc()));
    d.objects.t1.fontFile = 'roboto-latin-900-normal.woff';
    await expect(renderer.exportSvg(d)).rejects.toThrow(/fontFile/);
    await expect(renderer.exportPng(d, 100)).rejects.toThrow(/fontFile/);
  });

  it('rasterises to a PNG of the requested width, the same pixels every time', async () => {
    const a = await renderer.exportPng(doc(), 300);
    const png = PNG.sync.read(Buffer.from(a));
    expect([png.width, png.height]).toEqual([300, 150]);
    const b = await renderer.exportPng(JSON.parse(JSON.stringify(doc())), 300);
    expect(Buffer.compare(Buffer.from(a), Buffer.from(b))).toBe(0);
    // The text is red: some pixel in the middle row is strongly red.
    const mid = png.height >> 1;
    let red = 0;
    for (let x = 0; x < png.width; x++) {
      const i = (mid * png.width + x) * 4;
      if (png.data[i] > 200 && png.data[i + 1] < 60) red++;
    }
    expect(red).toBeGreaterThan(3);
  });

  it('PNG export bakes the effect (no canvas-wide filter) and matches the filtered SVG away from edges', async () => {
    const sepia = apply(doc(), 'setEffect', { effect: 'sepia' });
    const baked = PNG.sync.read(Buffer.from(await renderer.exportPng(sepia, 200)));
    const filteredSvg = await renderer.exportSvg(sepia);
    expect(filteredSvg).toContain('filter="url(#atelier-effect)"');
    const filtered = PNG.sync.read(Buffer.from(await (await wasmRasteriser())(filteredSvg, 200)));
    // Same picture: the two orders (filter then composite, composite then filter) differ only by 8-bit rounding
    // inside flat areas and by clamping on anti-aliased edges.
    let close = 0;
    for (let i = 0; i < baked.data.length; i += 4) {
      const d = Math.max(...[0, 1, 2].map((c) => Math.abs(baked.data[i + c] - filtered.data[i + c])));
      if (d <= 2) close++;
    }
    expect(close / (baked.width * baked.height)).toBeGreaterThan(0.97);
    // And it is sepia, not the original: the sky's blue channel is below its red one.
    const i = (5 * baked.width + 5) * 4;
    expect(baked.data[i + 2]).toBeLessThan(baked.data[i]);
  });

  it("draws a picture from the copy it is given (the cart picture), never reading the original, baked at the copy's size", async () => {
    const loader = nodeAssetLoader(assets);
    const rasterise = await wasmRasteriser();
    const read: string[] = [];
    const widths: number[] = [];
    const spied = new Renderer(
      { font: loader.font, image: (src) => (read.push(src), loader.image(src)) },
      (svg, width, transparent) => (widths.push(width), rasterise(svg, width, transparent)),
    );
    // a 1200 x 900 upload as the document has it; the page holds a 480 x 320 copy of it (here another file, to see it)
    let d = createDocument({ productId: 1, typeCode: 8 }, { width: 200, height: 100 });
    d = apply(d, 'addBackground', { src: 'large.png', naturalWidth: 1200, naturalHeight: 900 });
    d = apply(d, 'setEffect', { effect: 'sepia' });
    const png = PNG.sync.read(Buffer.from(await spied.exportPng(d, 150, { copies: { 'large.png': { url: 'landscape.png', width: 480, height: 320 } } })));
    expect(read).toEqual(['landscape.png']);
    // the sepia baked into the copy at its own 480 px, not into the 1200 px original, then the 150 px picture
    expect(widths).toEqual([480, 150]);
    expect([png.width, png.height]).toEqual([150, 75]);
    // without copies (the print files), the original
    await spied.exportPng(d, 150);
    expect(read).toEqual(['landscape.png', 'large.png']);
  });

  it('reads only local assets inside the asset folder', async () => {
    const loader = nodeAssetLoader(assets);
    await expect(loader.image('../../package.json')).rejects.toThrow(/outside/);
    await expect(loader.image('https://example.com/a.png')).rejects.toThrow(/only reads local/);
    await expect(loader.image('data:image/png;base64,iVBORw0KGgo=')).resolves.toMatchObject({ mime: 'image/png' });
  });
});

describe('a text’s outline loads the fonts it needs (issue 29: a design opens in 1 s)', () => {
  /** A renderer over the shop's fonts that notes which font files it was asked for. */
  function counting() {
    const asked: string[] = [];
    const loader = nodeAssetLoader(assets);
    const r = new Renderer({ ...loader, font: (file) => (asked.push(file), loader.font(file)) }, () => new Uint8Array());
    return { r, asked };
  }
  const lobster = { fontFile: 'lobster-latin-400-normal.woff', fontSize: 40, rightToLeft: false };

  it('outlines a text its own font covers from that font alone, the same outline as with the whole stack', async () => {
    const { r, asked } = counting();
    const alone = await r.outlineText({ ...lobster, text: 'Happy birthday,\nAnna' });
    expect(asked).toEqual(['lobster-latin-400-normal.woff']);
    // the same text outlined by a renderer whose fallbacks are loaded (a Hebrew word made them load) is drawn the same
    const loaded = counting();
    await loaded.r.outlineText({ ...lobster, text: 'שלום' });
    expect(loaded.asked).toContain('noto-sans-hebrew-hebrew-400-normal.woff');
    expect(await loaded.r.outlineText({ ...lobster, text: 'Happy birthday,\nAnna' })).toEqual(alone);
  });

  it('outlines a text once when the canvas and the preflight ask for it at once, and again once it changes', async () => {
    const { r } = counting();
    const shaped = vi.spyOn(r.fonts, 'loadStackFor');
    const [a, b] = await Promise.all([r.outlineText({ ...lobster, text: 'Anna' }), r.outlineText({ ...lobster, text: 'Anna' })]);
    expect(b).toBe(a);
    expect(shaped).toHaveBeenCalledTimes(1);
    const bigger = await r.outlineText({ ...lobster, fontSize: 80, text: 'Anna' });
    expect(shaped).toHaveBeenCalledTimes(2);
    expect(bigger.width).toBeGreaterThan(a.width);
  });

  it('loads the fallbacks for a character its font lacks, and draws it from them', async () => {
    const { r, asked } = counting();
    const out = await r.outlineText({ ...lobster, text: 'Anna שלום' });
    expect(asked).toEqual(expect.arrayContaining(['lobster-latin-400-normal.woff', 'noto-sans-hebrew-hebrew-400-normal.woff']));
    expect(out.missing).toEqual([]);
  });
});
