import { restoreDocument, toSvg, type DesignDocument, type ExportResources } from '../../editor-engine/index.js';
import { FontCache } from '../fonts/cache.js';
import { outlineText, type OutlineResult } from '../text/outline.js';
import { bytesToBase64, type AssetLoader } from './assets.js';

/** Turns an SVG into PNG bytes at the given pixel width (resvg: wasm in the browser, wasm or native in Node). */
export type Rasteriser = (svg: string, width: number) => Uint8Array | Promise<Uint8Array>;

export interface ExportSvgOptions {
  /** 'embed' writes images as data: URIs (needed for PNG and print files); 'reference' keeps their sources. */
  images?: 'embed' | 'reference';
  scale?: number;
}

export interface OutlineRequest {
  text: string;
  fontFile: string;
  fontSize: number;
  rightToLeft: boolean;
}

/**
 * The render jobs as plain async functions over an asset loader and a rasteriser. The worker file exposes one of
 * these with Comlink; Node (QA replay, server) and the main-thread fallback call it directly.
 */
export class Renderer {
  readonly fonts: FontCache;
  private readonly images = new Map<string, string>();

  constructor(private readonly assets: AssetLoader, private readonly rasterise: Rasteriser) {
    this.fonts = new FontCache((file) => assets.font(file));
  }

  async outlineText(req: OutlineRequest): Promise<OutlineResult> {
    const font = await this.fonts.load(req.fontFile);
    return outlineText(font, req.text, req.fontSize, req.rightToLeft);
  }

  /** Loads every font and (when embedding) image the document needs, then builds synchronous resources for toSvg. */
  async resources(doc: DesignDocument, images: 'embed' | 'reference'): Promise<ExportResources> {
    const files = new Set<string>();
    const sources = new Set<string>();
    if (doc.background) sources.add(doc.background.src);
    for (const id of doc.order) {
      const o = doc.objects[id];
      if (o?.kind === 'text') files.add(o.fontFile);
      else if (o?.kind === 'image') sources.add(o.src);
    }
    await Promise.all([...files].map((f) => this.fonts.load(f)));
    if (images === 'embed') {
      await Promise.all(
        [...sources].filter((s) => !this.images.has(s)).map(async (s) => {
          const { bytes, mime } = await this.assets.image(s);
          this.images.set(s, `data:${mime};base64,${bytesToBase64(bytes)}`);
        }),
      );
    }
    return {
      outlineText: (t) => outlineText(this.fonts.get(t.fontFile), t.text, t.fontSize, t.rightToLeft),
      imageHref: (src) => (images === 'embed' ? (this.images.get(src) as string) : src),
    };
  }

  /** Restores (validates/upgrades) the document and exports it as SVG. */
  async exportSvg(input: unknown, options: ExportSvgOptions = {}): Promise<string> {
    const doc = restoreDocument(input);
    const res = await this.resources(doc, options.images ?? 'embed');
    return toSvg(doc, res, { scale: options.scale });
  }

  /** PNG of the document at `width` pixels (height follows the canvas ratio). Images are always embedded. */
  async exportPng(input: unknown, width: number): Promise<Uint8Array> {
    const svg = await this.exportSvg(input, { images: 'embed' });
    return this.rasterise(svg, Math.round(width));
  }
}
