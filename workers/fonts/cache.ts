import type { Font } from 'opentype.js';
import { parseFont } from '../text/outline.js';

/** Loads font bytes (from node_modules in Node, by fetch in the browser). */
export type FontLoader = (file: string) => Promise<ArrayBuffer | Uint8Array>;

/** Parsed fonts by file name; parsing a woff takes milliseconds, outlining with a cached font much less. */
export class FontCache {
  private readonly fonts = new Map<string, Font>();
  private readonly pending = new Map<string, Promise<Font>>();

  constructor(private readonly loader: FontLoader) {}

  async load(file: string): Promise<Font> {
    const cached = this.fonts.get(file);
    if (cached) return cached;
    let p = this.pending.get(file);
    if (!p) {
      p = this.loader(file).then((bytes) => {
        const font = parseFont(bytes);
        this.fonts.set(file, font);
        this.pending.delete(file);
        return font;
      });
      this.pending.set(file, p);
    }
    return p;
  }

  /** A font already loaded; throws if load() was not awaited first (toSvg is synchronous). */
  get(file: string): Font {
    const font = this.fonts.get(file);
    if (!font) throw new Error(`Font not loaded: ${file}`);
    return font;
  }
}
