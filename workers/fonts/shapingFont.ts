import type * as HarfBuzz from 'harfbuzzjs';
import type { PathCommand } from '../../editor-engine/index.js';
import { sfntBytes } from './sfnt.js';

type Hb = typeof HarfBuzz;
let harfbuzz: Promise<Hb> | null = null;

/**
 * HarfBuzz (harfbuzzjs: the WASM build of the engine browsers and operating systems shape text with), loaded on
 * first use. A dynamic import keeps its WASM out of every page that never draws a text (and out of the server-side
 * render of the storefront); Vite emits harfbuzz.wasm as an asset of the render worker, Node reads it beside the
 * package's module.
 */
export const loadHarfBuzz = (): Promise<Hb> => (harfbuzz ??= import('harfbuzzjs'));

/** One glyph's outline in font units, y up, as HarfBuzz draws it. */
type GlyphCommands = readonly HarfBuzz.SvgPathCommand[];

/**
 * A font ready to shape: HarfBuzz's face and font over the sfnt bytes, the code points it covers, its line metrics,
 * and each glyph's outline once drawn (typing shapes the same glyphs again and again).
 */
export class ShapingFont {
  private readonly glyphs = new Map<number, GlyphCommands>();

  private constructor(
    readonly hb: Hb,
    readonly font: HarfBuzz.Font,
    readonly unitsPerEm: number,
    /** Ascender and descender in font units, the descender negative (below the baseline), as fonts give them. */
    readonly ascender: number,
    readonly descender: number,
    private readonly unicodes: ReadonlySet<number>,
  ) {}

  static async parse(bytes: ArrayBuffer | Uint8Array): Promise<ShapingFont> {
    const [hb, sfnt] = await Promise.all([loadHarfBuzz(), sfntBytes(bytes)]);
    const face = new hb.Face(new hb.Blob(sfnt));
    const font = new hb.Font(face);
    const extents = font.hExtents();
    return new ShapingFont(hb, font, face.upem, extents.ascender, extents.descender, new Set(face.collectUnicodes()));
  }

  /** Whether the font has a glyph for this code point. */
  covers(codePoint: number): boolean {
    return this.unicodes.has(codePoint);
  }

  /** The glyph's outline as SVG path commands (y down) at `scale` pixels per font unit, its origin at (x, y). */
  glyphCommands(glyph: number, x: number, y: number, scale: number): PathCommand[] {
    let commands = this.glyphs.get(glyph);
    if (!commands) {
      commands = this.font.glyphToJson(glyph);
      this.glyphs.set(glyph, commands);
    }
    const X = (v: number) => x + v * scale;
    const Y = (v: number) => y - v * scale;
    return commands.map((c): PathCommand => {
      const v = c.values;
      switch (c.type) {
        case 'M':
        case 'L':
          return { type: c.type, x: X(v[0]), y: Y(v[1]) };
        case 'Q':
          return { type: 'Q', x1: X(v[0]), y1: Y(v[1]), x: X(v[2]), y: Y(v[3]) };
        case 'C':
          return { type: 'C', x1: X(v[0]), y1: Y(v[1]), x2: X(v[2]), y2: Y(v[3]), x: X(v[4]), y: Y(v[5]) };
        default:
          return { type: 'Z' };
      }
    });
  }
}
