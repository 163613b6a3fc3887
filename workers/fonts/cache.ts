import { FALLBACK_FONTS } from './catalogue.js';
import { ShapingFont } from './shapingFont.js';

/** Loads font bytes (from node_modules in Node, by fetch in the browser). */
export type FontLoader = (file: string) => Promise<ArrayBuffer | Uint8Array>;

/**
 * A text's fonts: the one the shopper chose first, then the shop's fallbacks for characters it has no glyph for
 * (a Hebrew word typed in Lobster is drawn in Noto Sans Hebrew, digits typed in Noto Sans Hebrew in Roboto).
 */
export type FontStack = readonly ShapingFont[];

/** Parsed fonts by file name; parsing a woff takes milliseconds, outlining with a cached font much less. */
export class FontCache {
  private readonly fonts = new Map<string, ShapingFont>();
  private readonly pending = new Map<string, Promise<ShapingFont>>();

  constructor(private readonly loader: FontLoader) {}

  async load(file: string): Promise<ShapingFont> {
    const cached = this.fonts.get(file);
    if (cached) return cached;
    let p = this.pending.get(file);
    if (!p) {
      p = this.loader(file)
        .then((bytes) => ShapingFont.parse(bytes))
        .then((font) => {
          this.fonts.set(file, font);
          this.pending.delete(file);
          return font;
        });
      this.pending.set(file, p);
    }
    return p;
  }

  /** A font already loaded; throws if load() was not awaited first (toSvg is synchronous). */
  get(file: string): ShapingFont {
    const font = this.fonts.get(file);
    if (!font) throw new Error(`Font not loaded: ${file}`);
    return font;
  }

  /** Loads a text's font and the fallbacks (stack() then answers synchronously). */
  async loadStack(file: string): Promise<FontStack> {
    await Promise.all([file, ...FALLBACK_FONTS].map((f) => this.load(f)));
    return this.stack(file);
  }

  /**
   * The stack one text needs: its own font alone when that has a glyph for each of its characters (a line break is
   * laid out as a space), since the fallbacks would then never be chosen (outline.ts picks a stack's first font with
   * the glyph), else the whole stack. A design's first outline on the canvas waits for one font, not four.
   */
  async loadStackFor(file: string, text: string): Promise<FontStack> {
    const own = await this.load(file);
    for (const ch of text.replace(/[\r\n\t]/g, ' ')) if (!own.covers(ch.codePointAt(0)!)) return this.loadStack(file);
    return [own];
  }

  /** The font stack of a text whose fonts are loaded (loadStack). */
  stack(file: string): FontStack {
    return [file, ...FALLBACK_FONTS.filter((f) => f !== file)].map((f) => this.get(f));
  }
}
