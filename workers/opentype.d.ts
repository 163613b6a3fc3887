// Minimal typings for the parts of opentype.js 2.0.0 that workers/ uses (the package ships none).
declare module 'opentype.js' {
  export interface PathCommandRaw {
    type: 'M' | 'L' | 'Q' | 'C' | 'Z';
    x?: number;
    y?: number;
    x1?: number;
    y1?: number;
    x2?: number;
    y2?: number;
  }
  export interface Path {
    commands: PathCommandRaw[];
    toPathData(options?: number | { decimalPlaces?: number; flipY?: boolean; optimize?: boolean }): string;
  }
  export interface Glyph {
    index: number;
    unicode?: number;
    advanceWidth?: number;
    getPath(x: number, y: number, fontSize: number): Path;
  }
  export interface Font {
    unitsPerEm: number;
    ascender: number;
    descender: number;
    names: Record<string, Record<string, string>>;
    tables: Record<string, any>;
    charToGlyph(c: string): Glyph;
    charToGlyphIndex(c: string): number;
    getKerningValue(left: Glyph | number, right: Glyph | number): number;
    getPath(text: string, x: number, y: number, fontSize: number, options?: Record<string, unknown>): Path;
    stringToGlyphs(text: string, options?: Record<string, unknown>): Glyph[];
  }
  export function parse(buffer: ArrayBuffer, options?: Record<string, unknown>): Font;
  const opentype: { parse: typeof parse };
  export default opentype;
}
