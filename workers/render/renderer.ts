import {
  adjustKey,
  adjustMatrix,
  effectFilter,
  fmt,
  isAdjusted,
  matrixFilter,
  restoreDocument,
  toSvg,
  type DesignDocument,
  type Effect,
  type ExportResources,
  type ImageAdjust,
  type TextLayoutRequest,
} from '../../editor-engine/index.js';
import { FontCache } from '../fonts/cache.js';
import { FONTS } from '../fonts/catalogue.js';
import type { OutlineResult } from '../text/outline.js';
import { outlineTextBox } from '../text/layout.js';
import { bytesToBase64, type AssetLoader } from './assets.js';

/**
 * Turns an SVG into PNG bytes at the given pixel width (resvg: wasm in the browser, wasm or native in Node), on
 * white, or on transparent for intermediate images.
 */
export type Rasteriser = (svg: string, width: number, transparent?: boolean) => Uint8Array | Promise<Uint8Array>;

export interface ExportSvgOptions {
  /** 'embed' writes images as data: URIs (needed for PNG and print files); 'reference' keeps their sources. */
  images?: 'embed' | 'reference';
  scale?: number;
}

/** A smaller copy of a picture, already decoded and encoded once: the page's display copy of an upload (imageCache). */
export interface ImageCopy {
  url: string;
  width: number;
  height: number;
  /** The effect already in the copy's pixels (the server's proof bakes it while it shrinks the photo). */
  effect?: Effect;
}

export interface ExportPngOptions {
  /**
   * Copies to draw instead of pictures, by the document's source: the browser's cart picture is drawn from the
   * canvas's copies, so a 12-megapixel photo is not fetched and decoded again. Print files never pass any.
   */
  copies?: Readonly<Record<string, ImageCopy>>;
}

/** A text to outline: its words, font, size, direction, box and line style (editor-engine/logic/textLayout.ts). */
export type OutlineRequest = TextLayoutRequest;

/**
 * The render jobs as plain async functions over an asset loader and a rasteriser. The worker file exposes one of
 * these with Comlink; Node (QA replay, server) and the browser's main thread (render/api.ts) call it directly.
 */
/** Outlines kept by a renderer: typing asks for one per keystroke, so the oldest go past this many. */
const KEPT_OUTLINES = 200;

export class Renderer {
  readonly fonts: FontCache;
  private readonly images = new Map<string, string>();

  constructor(
    private readonly assets: AssetLoader,
    private readonly rasterise: Rasteriser,
  ) {
    this.fonts = new FontCache((file) => assets.font(file));
  }

  /**
   * A text's outline, outlined once: the canvas and the preflight's ink both ask for every text of a design as it
   * opens, and the second asking (while the first is still outlining too) takes the same answer.
   */
  outlineText(req: OutlineRequest): Promise<OutlineResult> {
    const key = JSON.stringify(req);
    let outline = this.outlines.get(key);
    if (!outline) {
      outline = this.fonts.loadStackFor(req.fontFile, req.text).then((stack) => this.withDrawableEmoji(outlineTextBox(stack, req)));
      // a failure is not kept: a font that could not load is tried again by the next asking
      outline.catch(() => this.outlines.delete(key));
      if (this.outlines.size >= KEPT_OUTLINES) this.outlines.delete(this.outlines.keys().next().value!);
      this.outlines.set(key, outline);
    }
    return outline;
  }
  private readonly outlines = new Map<string, Promise<OutlineResult>>();

  /** Emoji whose picture the shop cannot serve are missing characters, named to the shopper, not blank squares. */
  private async withDrawableEmoji(outline: OutlineResult): Promise<OutlineResult> {
    if (!outline.pictures) return outline;
    const drawable = await Promise.all(outline.pictures.map((p) => this.pictureExists(p.src)));
    if (drawable.every(Boolean)) return outline;
    const pictures = outline.pictures.filter((_, i) => drawable[i]);
    const missing = [...outline.missing, ...outline.pictures.filter((_, i) => !drawable[i]).map((p) => p.text)];
    return { ...outline, pictures: pictures.length ? pictures : undefined, missing };
  }

  private readonly pictures = new Map<string, Promise<boolean>>();
  private pictureExists(src: string): Promise<boolean> {
    let found = this.pictures.get(src);
    if (!found) {
      found = this.assets.image(src).then(
        () => true,
        () => false,
      );
      this.pictures.set(src, found);
    }
    return found;
  }

  /**
   * Loads every font and (when embedding) image the document needs, then builds synchronous resources for toSvg.
   * With `bakeEffect`, embedded images come with the document's effect already applied (see bakedImage). A picture
   * with one of `copies` is read (and baked, at its size) from its copy instead.
   */
  async resources(doc: DesignDocument, images: 'embed' | 'reference', bakeEffect = false, copies: ExportPngOptions['copies'] = {}): Promise<ExportResources> {
    const files = new Set<string>();
    const sources = new Map<string, { width: number; height: number }>();
    /** The pictures to bake with a shopper's adjustments, by source and adjustments (export/adjust.ts). */
    const adjusted = new Map<string, { src: string; adjust: ImageAdjust }>();
    if (doc.background) sources.set(doc.background.src, { width: doc.background.naturalWidth, height: doc.background.naturalHeight });
    for (const id of doc.order) {
      const o = doc.objects[id];
      if (o?.kind === 'text') files.add(o.fontFile);
      else if (o?.kind === 'image' && !sources.has(o.src)) sources.set(o.src, { width: o.naturalWidth, height: o.naturalHeight });
      if (o?.kind === 'image' && bakeEffect && isAdjusted(o.adjust)) adjusted.set(`${adjustKey(o.adjust!)}\u0000${o.src}`, { src: o.src, adjust: o.adjust! });
    }
    await Promise.all([...files].map((f) => this.fonts.loadStack(f)));
    // a text's emoji are pictures too (drawn at up to 512 px when an effect is baked into them)
    for (const id of doc.order) {
      const o = doc.objects[id];
      if (o?.kind !== 'text') continue;
      for (const p of outlineTextBox(this.fonts.stack(o.fontFile), o).pictures ?? []) sources.set(p.src, { width: 512, height: 512 });
    }
    const effect = bakeEffect ? doc.effect : 'original';
    const read = (src: string) => (Object.hasOwn(copies, src) ? copies[src].url : src);
    const key = (src: string, adjust?: ImageAdjust) => {
      const bake = [effect === 'original' ? '' : effect, adjust ? adjustKey(adjust) : ''].filter(Boolean);
      return bake.length ? `${bake.join('\u0000')}\u0000${read(src)}` : read(src);
    };
    if (images === 'embed') {
      const wanted = [...[...sources.keys()].map((src) => ({ src, adjust: undefined as ImageAdjust | undefined })), ...adjusted.values()];
      await Promise.all(
        wanted
          .filter(({ src, adjust }) => !this.images.has(key(src, adjust)))
          .map(async ({ src, adjust }) => {
            const s = read(src);
            const natural = sources.get(src)!;
            const size = s === src ? natural : copies[src];
            const image = await this.assets.image(s);
            const uri = `data:${image.mime};base64,${bytesToBase64(image.bytes)}`;
            // a copy the proof drew already has the effect baked in: only the shopper's adjustments are left to bake
            const baked = s !== src && copies[src].effect === effect;
            const done = (effect === 'original' || baked) && !adjust;
            this.images.set(key(src, adjust), done ? uri : await this.bakedImage(uri, size, baked ? 'original' : effect, image, adjust));
          }),
      );
    }
    return {
      outlineText: (t) => outlineTextBox(this.fonts.stack(t.fontFile), t),
      imageHref: (src, adjust) => (images === 'embed' ? (this.images.get(key(src, adjust)) as string) : src),
    };
  }

  /**
   * The image with the shopper's adjustments and then the effect applied (the canvas's order: its pictures' pixels,
   * then the effect over the whole), as a PNG data URI at its natural size (or as the loader's encodeBaked keeps
   * it), rendered by the same rasteriser (so the browser and the replay agree). Filtering a 480 x 320 image is cheap;
   * filtering a 4000 px print file is not.
   */
  private async bakedImage(
    uri: string,
    size: { width: number; height: number },
    effect: Effect,
    source: { bytes: Uint8Array; mime: string },
    adjust?: ImageAdjust,
  ): Promise<string> {
    const w = Math.max(1, Math.round(size.width));
    const h = Math.max(1, Math.round(size.height));
    const defs = [effect === 'original' ? '' : effectFilter('e', effect, 0, 0, w, h), adjust ? matrixFilter('a', adjustMatrix(adjust), 0, 0, w, h) : ''];
    const image = `<image x="0" y="0" width="${fmt(w)}" height="${fmt(h)}" preserveAspectRatio="none"${adjust ? ' filter="url(#a)"' : ''} href="${uri}"/>`;
    const svg =
      `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}"><defs>${defs.join('')}</defs>` +
      (effect === 'original' ? image : `<g filter="url(#e)">${image}</g>`) +
      `</svg>`;
    const png = await this.rasterise(svg, w, true);
    const kept = this.assets.encodeBaked ? await this.assets.encodeBaked(png, source) : { bytes: png, mime: 'image/png' };
    return `data:${kept.mime};base64,${bytesToBase64(kept.bytes)}`;
  }

  /** Restores (validates/upgrades) the document and exports it as SVG. */
  async exportSvg(input: unknown, options: ExportSvgOptions = {}): Promise<string> {
    const doc = restoreDocument(input, { fonts: FONTS });
    const res = await this.resources(doc, options.images ?? 'embed');
    return toSvg(doc, res, { scale: options.scale });
  }

  /**
   * PNG of the document at `width` pixels (height follows the canvas ratio). Images are always embedded, and the
   * effect is baked into colours and images instead of filtering every output pixel.
   */
  async exportPng(input: unknown, width: number, options: ExportPngOptions = {}): Promise<Uint8Array> {
    const doc = restoreDocument(input, { fonts: FONTS });
    const res = await this.resources(doc, 'embed', true, options.copies);
    return this.rasterise(toSvg(doc, res, { effect: 'baked' }), Math.round(width));
  }
}
